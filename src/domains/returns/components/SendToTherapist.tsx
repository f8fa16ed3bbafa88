import { useState } from 'react';
import type { ClientReturn, Prescription } from '@contract/prescription-schemas';
import { Plain } from '@/lib/plain-language';
import { formatDateTime } from '@/lib/format';
import { queueReturnToInbox, useSentReturn, withdrawSentReturn } from '../data/send-to-inbox';
import './returns.css';

/**
 * "Send to your therapist" (issue 28): says what is sent, to whom and how, then seals the return on this device and
 * queues it; the outbox sends it when online. The states are the sync status's own: queued, sending (tried, will try
 * again), sent (with the inbox's time: "sent on" appears only then), withdrawn.
 */
export function SendToTherapist({ clientReturn, prescription }: { clientReturn: ClientReturn; prescription: Prescription }) {
  const status = useSentReturn(clientReturn.id);
  const [problem, setProblem] = useState('');
  const [busy, setBusy] = useState(false);
  const therapist = prescription.prescriber.name;

  async function send() {
    setBusy(true);
    setProblem('');
    const outcome = await queueReturnToInbox(clientReturn, prescription);
    if (!outcome.ok) setProblem(outcome.problem);
    setBusy(false);
  }

  async function withdraw() {
    setBusy(true);
    setProblem('');
    const outcome = await withdrawSentReturn(clientReturn.id);
    if (outcome === 'opened') setProblem(`${therapist}'s device has received this return already, so it can no longer be withdrawn.`);
    else if (typeof outcome === 'object') setProblem(outcome.problem);
    setBusy(false);
  }

  return (
    <section className="send-to-therapist" aria-labelledby="send-to-therapist-heading">
      <h3 id="send-to-therapist-heading">Send to your therapist</h3>
      <p>
        <Plain
          standard={`What the preview above shows goes to ${therapist}, and nothing else. It is locked on this phone so that only ${therapist}'s device can open it; our server passes it on without being able to read it, and deletes it once ${therapist} has it (or after 30 days).`}
          plain={`Only what the preview shows goes to ${therapist}. It is locked on this phone. Only ${therapist} can open it. Our server cannot read it.`}
        />
      </p>
      <div role="status" aria-live="polite" data-testid="send-to-therapist-status">
        {status === undefined || status.state === 'none' ? null : status.state === 'queued' ? (
          <p>Queued: it will be sent as soon as this device is online.{status.lastError ? ' The last try did not get through; it will try again.' : ''}</p>
        ) : status.state === 'sending' ? (
          <p>Sending… {status.lastError ? 'The last try did not get through; it will try again by itself.' : ''}</p>
        ) : status.state === 'sent' ? (
          <p>
            Sent on {formatDateTime(status.row.sentAt ?? '')} to {status.row.therapistName}.
          </p>
        ) : (
          <p>You withdrew this return: {therapist} will not receive it.</p>
        )}
      </div>
      {status?.state === 'none' ? (
        <button type="button" className="button button--primary" disabled={busy} onClick={() => void send()}>
          Send to {therapist}
        </button>
      ) : null}
      {status && (status.state === 'queued' || status.state === 'sending' || status.state === 'sent') ? (
        <button type="button" className="button" disabled={busy} onClick={() => void withdraw()}>
          Withdraw this return
        </button>
      ) : null}
      {problem ? <p role="alert">{problem}</p> : null}
    </section>
  );
}
