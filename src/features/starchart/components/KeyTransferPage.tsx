import { useId, useRef, useState, type FormEvent } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { formatSealedShareCode } from '@contract/sealed-share-code';
import { formatDateTime } from '@/lib/format';
import { Plain, usePlainText } from '@/lib/plain-language';
import { useOnline } from '@/lib/use-online';
import { usePageTitle } from '@/lib/use-page-title';
import { makeKeyTransferCode, receiveKeyTransfer, type MadeTransferCode } from '../data/move-inbox-keys';
import { starChartPaths } from '../data/star-chart-paths';
import { InboxKeysPlaceLine } from './InboxKeysPlaceLine';
import { QrCodeSvg } from './QrCodeSvg';
import { RequireTherapist } from './RequireTherapist';
import '../styles/starchart.css';

/** Shows a one-time code (and its QR code) that moves this device's inbox keys to the therapist's other device. */
function MoveKeys({ therapistId, receivePath }: { therapistId: string; receivePath: string }) {
  const text = usePlainText();
  const online = useOnline();
  const id = useId();
  const [busy, setBusy] = useState(false);
  const [made, setMade] = useState<MadeTransferCode | null>(null);
  const [problem, setProblem] = useState('');

  async function make(fromIndex: number) {
    setBusy(true);
    setProblem('');
    const outcome = await makeKeyTransferCode(therapistId, fromIndex);
    setBusy(false);
    if (outcome.ok) setMade(outcome.made);
    else setProblem(outcome.message);
  }

  const link = made ? `${window.location.origin}${receivePath}#${formatSealedShareCode(made.code)}` : '';
  return (
    <section className="sc-card" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{text('Move inbox keys to another device', 'Move the keys to another device')}</h2>
      <p className="sc-hint">
        <Plain
          standard="The code is made and locked on this device. Our server keeps only the locked keys, for 10 minutes, and deletes them the first time they are fetched; it never has what unlocks them. Show the code only to your own device."
          plain="The code is locked here. Our server keeps the locked keys for 10 minutes and deletes them once fetched. It cannot unlock them. Show the code only to your own device."
        />
      </p>
      {made ? (
        <div className="sc-key-code">
          <p>
            {text('Type this code on your other device, or scan the QR code with it:', 'Type this code on the other device, or scan the QR code:')}
          </p>
          <p className="sc-code sc-code--large" data-testid="key-transfer-code">
            {formatSealedShareCode(made.code)}
          </p>
          <QrCodeSvg text={link} label={text('QR code that opens "Receive inbox keys" with this code', 'QR code to receive the keys')} />
          <p role="status" data-testid="key-transfer-made">
            {`It works once, until ${formatDateTime(made.expiresAt)}. `}
            {made.parts > 1
              ? `This is code ${made.part} of ${made.parts}: it moves ${made.count} of ${made.movable} inboxes.`
              : `It moves the keys of ${made.count === 1 ? '1 inbox' : `${made.count} inboxes`}.`}
            {made.staying > 0 ? ` ${made.staying === 1 ? '1 inbox was' : `${made.staying} inboxes were`} made before keys could move and stay on this device.` : ''}
          </p>
          {made.nextIndex < made.movable ? (
            <button type="button" className="button" disabled={busy || !online} onClick={() => void make(made.nextIndex)}>
              {text('Make the next code', 'Next code')}
            </button>
          ) : null}
        </div>
      ) : null}
      {online ? (
        <button type="button" className="button button--primary" disabled={busy} onClick={() => void make(0)}>
          {busy ? text('Working…', 'Working…') : made ? text('Make a new code', 'New code') : text('Show a code to move the keys', 'Show a code')}
        </button>
      ) : (
        <p>{text('Making a code needs an internet connection for this step.', 'You need to be online to make a code.')}</p>
      )}
      {problem ? <p role="alert" className="sc-error">{problem}</p> : null}
    </section>
  );
}

/** Takes the code from the first device (typed, or from the QR code's link) and stores the keys here. */
function ReceiveKeys({ therapistId, initialCode }: { therapistId: string; initialCode: string }) {
  const text = usePlainText();
  const online = useOnline();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [code, setCode] = useState(initialCode);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState('');
  const [done, setDone] = useState('');

  async function receive(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setProblem('');
    setDone('');
    const outcome = await receiveKeyTransfer(therapistId, code);
    setBusy(false);
    if (!outcome.ok) {
      setProblem(outcome.message);
      input.current?.focus();
      return;
    }
    const count = outcome.received === 1 ? '1 inbox' : `${outcome.received} inboxes`;
    setDone(
      `Received the keys of ${count}${outcome.alreadyHere > 0 ? ` (${outcome.alreadyHere} were here already)` : ''}.` +
        (outcome.parts > 1 ? ` This was code ${outcome.part} of ${outcome.parts}.` : '') +
        ' Returns to them now arrive on this device too.',
    );
    setCode('');
  }

  return (
    <section className="sc-card" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{text('Receive inbox keys', 'Get the keys on this device')}</h2>
      <form onSubmit={(event) => void receive(event)} noValidate>
        <div className="sc-field">
          <label htmlFor={`${id}-code`}>{text('Code from your other device', 'Code from your other device')}</label>
          <input
            ref={input}
            id={`${id}-code`}
            value={code}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            aria-describedby={`${id}-hint`}
            aria-invalid={problem ? true : undefined}
            onChange={(event) => setCode(event.target.value)}
          />
          <p id={`${id}-hint`} className="sc-hint">
            {text('24 letters and digits; spaces, hyphens and small letters are fine.', '24 letters and digits. Spaces and small letters are fine.')}
          </p>
        </div>
        <button type="submit" className="button button--primary" disabled={busy}>
          {busy ? text('Working…', 'Working…') : text('Receive keys', 'Get the keys')}
        </button>
        {!online ? <p>{text('Receiving keys needs an internet connection for this step.', 'You need to be online to get the keys.')}</p> : null}
      </form>
      {problem ? <p role="alert" className="sc-error">{problem}</p> : null}
      <p role="status" data-testid="key-transfer-received">
        {done}
      </p>
    </section>
  );
}

/** The fragment as text; a malformed escape is left as it is (the field then says what is wrong with it). */
function fragmentText(raw: string): string {
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

/**
 * /chart/keys (and /pro/keys): where the inbox keys are, moving them to the therapist's other device, and receiving
 * them there. The QR code's link carries the code in the fragment, which never reaches a server or its logs.
 */
export function KeyTransferPage() {
  usePageTitle('Inbox keys');
  const text = usePlainText();
  const location = useLocation();
  const area = starChartPaths(location.pathname);
  const fragment = location.hash.length > 1 ? fragmentText(location.hash.slice(1)) : '';
  return (
    <RequireTherapist>
      {(user) => (
        <article className="sc-page">
          <h1>{text('Inbox keys', 'Inbox keys')}</h1>
          <p className="sc-muted">
            <InboxKeysPlaceLine therapistId={user.id} />
          </p>
          {fragment ? null : <MoveKeys therapistId={user.id} receivePath={area.keys} />}
          <ReceiveKeys therapistId={user.id} initialCode={fragment} />
          <p>
            <Link to={area.workspace}>{text('Back to Star Chart', 'Back to Star Chart')}</Link>
          </p>
        </article>
      )}
    </RequireTherapist>
  );
}

export default KeyTransferPage;
