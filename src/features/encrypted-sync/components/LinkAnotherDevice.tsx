import { useState } from 'react';
import { createLinkCode } from '@/sync/e2ee/account/account-flows';
import type { AccountDeps } from '@/sync/e2ee/account/keyring-access';
import { problemWords } from '../lib/problem-words';
import { QrCode } from './QrCode';

type Shown = { code: string; display: string; expiresAt: string };

/** Makes a one-time code (10 minutes) and shows it typed and as a QR code that opens this page with it filled in. */
export function LinkAnotherDevice({ deps }: { deps: AccountDeps }) {
  const [shown, setShown] = useState<Shown | null>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  async function make() {
    setBusy(true);
    const result = await createLinkCode(deps);
    setBusy(false);
    if (result.ok) {
      setShown(result);
      setProblem(null);
    } else setProblem(problemWords(result).text);
  }

  const until = shown === null ? '' : new Date(shown.expiresAt).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' });
  return (
    <section className="e2e-block" aria-labelledby="e2e-link-title">
      <h3 id="e2e-link-title">Link another device</h3>
      {shown === null ? (
        <>
          <p>On the other device, open Sync and backup and choose Link this device with a code, or scan the QR code with its camera.</p>
          <button type="button" className="button" disabled={busy} onClick={() => void make()}>
            {busy ? 'Making a code…' : 'Link another device'}
          </button>
        </>
      ) : (
        <div role="status">
          <p>
            Type this code on the other device, or scan the QR code. It works once, until {until}.
          </p>
          <p className="e2e-code" aria-label={`Link code ${shown.display.split('').join(' ')}`}>
            {shown.display.split('-').map((group, index) => (
              <span key={index}>{group}</span>
            ))}
          </p>
          <QrCode text={`${window.location.origin}/systems?link=${shown.code}`} label="QR code that links another device" />
          <button type="button" className="button" onClick={() => setShown(null)}>
            Hide the code
          </button>
        </div>
      )}
      {problem === null ? null : (
        <p role="alert" className="e2e-field__error">
          {problem}
        </p>
      )}
    </section>
  );
}
