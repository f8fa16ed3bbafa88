/**
 * The lock screen (docs/app-lock.md, sections 5 and 7): unlock by passphrase, with the wrong-guess wait counted down
 * in words, or by a passkey; the person's crisis card when they chose it; the way out of a forgotten passphrase.
 * Once unlocked, the screen the person was on loads in its place.
 */
import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { readCrisisCardCopy } from '@/domains/app-lock/crisis-card-copy';
import { paths } from '@/lib/paths';
import { usePageTitle } from '@/lib/use-page-title';
import { readyPassphraseWorker } from '../lib/derive-passphrase-key';
import { passphraseWait, unlockWithPassphrase } from '../lib/lock-actions';
import { passkeyUnlockCount, unlockWithPasskey, type PasskeyOutcome } from '../lib/passkey-unlock';
import { waitInWords } from '../lib/wait-words';
import { ForgotPassphrase } from './ForgotPassphrase';
import { useCountdown } from './use-countdown';
import '../styles/app-lock.css';

const PASSKEY_PROBLEMS: Record<Exclude<PasskeyOutcome, 'done'>, string> = {
  cancelled: 'The passkey was not used. You can try again, or use your passphrase.',
  unavailable: 'Passkeys cannot be used in this browser just now. Please use your passphrase.',
  'no-prf': 'This passkey cannot unlock Better Minds here. Please use your passphrase.',
  wrong: 'That passkey does not open this lock. Please try another, or use your passphrase.',
};

function PassphraseUnlock() {
  const inputId = useId();
  const [passphrase, setPassphrase] = useState('');
  const [working, setWorking] = useState(false);
  const [message, setMessage] = useState('');
  const [waitUntil, setWaitUntil] = useState<number | null>(null);
  const waitLeft = useCountdown(waitUntil);
  const input = useRef<HTMLInputElement>(null);

  useEffect(() => {
    // A wait that began before the page was loaded again still counts.
    void passphraseWait().then((ms) => setWaitUntil(ms > 0 ? Date.now() + ms : null));
    // Argon2id's worker starts and compiles while the person types, so Unlock waits only for the derivation.
    readyPassphraseWorker();
  }, []);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!passphrase) {
      setMessage('Please type your passphrase.');
      input.current?.focus();
      return;
    }
    setWorking(true);
    setMessage('');
    try {
      const result = await unlockWithPassphrase(passphrase);
      if (result.ok) return;
      if (result.reason === 'unavailable') {
        setMessage('This lock has no passphrase. Please use your passkey.');
      } else {
        setWaitUntil(result.waitMs > 0 ? Date.now() + result.waitMs : null);
        setMessage(
          result.reason === 'wait'
            ? `Not yet: please wait ${waitInWords(result.waitMs)} before trying again. Nothing was checked.`
            : `That passphrase did not open the lock.${result.waitMs > 0 ? ` Please wait ${waitInWords(result.waitMs)} before trying again.` : ''}`,
        );
        setPassphrase('');
        input.current?.focus();
      }
    } catch (error) {
      console.warn('Unlocking failed', error instanceof Error ? error.name : 'unknown');
      setMessage('Something went wrong while unlocking. Please try again.');
    } finally {
      setWorking(false);
    }
  }

  return (
    <form className="app-lock-form" onSubmit={(event) => void submit(event)}>
      <label htmlFor={inputId}>Passphrase</label>
      <input
        ref={input}
        id={inputId}
        type="password"
        autoComplete="current-password"
        value={passphrase}
        onChange={(event) => setPassphrase(event.target.value)}
        aria-describedby={waitLeft > 0 ? `${inputId}-wait` : undefined}
      />
      <button type="submit" className="button button--primary" disabled={working}>
        {working ? 'Unlocking…' : 'Unlock'}
      </button>
      <p role="alert" className="app-lock-message">
        {message}
      </p>
      {waitLeft > 0 ? (
        <p id={`${inputId}-wait`} className="app-lock-wait">
          You can try your passphrase again in {waitInWords(waitLeft)}.
        </p>
      ) : null}
    </form>
  );
}

function PasskeyUnlock() {
  const [count, setCount] = useState(0);
  const [working, setWorking] = useState(false);
  const [message, setMessage] = useState('');
  useEffect(() => {
    void passkeyUnlockCount().then(setCount);
  }, []);
  if (count === 0) return null;

  async function unlock() {
    setWorking(true);
    setMessage('');
    const outcome = await unlockWithPasskey().catch(() => 'unavailable' as const);
    setWorking(false);
    if (outcome !== 'done') setMessage(PASSKEY_PROBLEMS[outcome]);
  }

  return (
    <div className="app-lock-passkey">
      <button type="button" className="button" disabled={working} onClick={() => void unlock()}>
        {working ? 'Unlocking…' : 'Unlock with a passkey'}
      </button>
      <p role="alert" className="app-lock-message">
        {message}
      </p>
    </div>
  );
}

export function LockScreen({ crisisCard }: { crisisCard: ReactNode }) {
  usePageTitle('Locked');
  const [showCard] = useState(() => readCrisisCardCopy() !== undefined);
  return (
    <section className="app-lock-screen" aria-labelledby="app-lock-title">
      <h1 id="app-lock-title">Better Minds is locked</h1>
      <p>What you wrote is encrypted on this device. Unlock to open it.</p>
      <PassphraseUnlock />
      <PasskeyUnlock />
      <p className="app-lock-crisis">
        Need help now? <Link to={paths.crisisHelp}>Crisis help</Link> opens without unlocking.
      </p>
      {showCard ? <div className="app-lock-card">{crisisCard}</div> : null}
      <ForgotPassphrase />
    </section>
  );
}
