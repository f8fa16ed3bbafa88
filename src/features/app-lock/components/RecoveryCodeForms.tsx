/**
 * The sync's recovery code and the app lock (docs/app-lock.md, section 5): in the settings, letting the code open the
 * lock (typed once, checked to be this device's); on the lock screen, opening a forgotten lock with it, then choosing
 * a new passphrase before anything is shown.
 */
import { useEffect, useId, useState, type FormEvent } from 'react';
import { afterUnlock, MIN_PASSPHRASE_LENGTH, newPassphraseProblem } from '../lib/lock-actions';
import { chooseNewPassphrase, hasSyncAccount, letRecoveryCodeOpenLock, recoveryCodeOpensLock, unlockWithRecoveryCode, type RecoveryOutcome } from '../lib/recovery-unlock';

type FormState = { kind: 'idle' | 'working' } | { kind: 'problem'; message: string };

function RecoveryCodeField({ submitLabel, workingLabel, act }: { submitLabel: string; workingLabel: string; act: (typed: string) => Promise<RecoveryOutcome> }) {
  const id = useId();
  const [typed, setTyped] = useState('');
  const [state, setState] = useState<FormState>({ kind: 'idle' });

  async function submit(event: FormEvent) {
    event.preventDefault();
    setState({ kind: 'working' });
    const outcome = await act(typed).catch((): RecoveryOutcome => ({ ok: false, message: 'Something went wrong. Please try again.' }));
    if (outcome.ok) setTyped('');
    setState(outcome.ok ? { kind: 'idle' } : { kind: 'problem', message: outcome.message });
  }

  return (
    <form className="app-lock-form" onSubmit={(event) => void submit(event)}>
      <label htmlFor={id}>Your recovery code (12 words)</label>
      <textarea id={id} rows={3} autoComplete="off" autoCapitalize="none" spellCheck={false} value={typed} onChange={(event) => setTyped(event.target.value)} />
      <button type="submit" className="button" disabled={state.kind === 'working'}>
        {state.kind === 'working' ? workingLabel : submitLabel}
      </button>
      <p role="alert" className="app-lock-message">
        {state.kind === 'problem' ? state.message : ''}
      </p>
    </form>
  );
}

/** Settings, lock open, Sync and backup on: one more way in, for the day the passphrase is forgotten. */
export function LetRecoveryCodeOpen() {
  const [shown, setShown] = useState<'checking' | 'offer' | 'on' | 'no-sync'>('checking');
  useEffect(() => {
    void Promise.all([hasSyncAccount(), recoveryCodeOpensLock()]).then(([sync, opens]) => setShown(opens ? 'on' : sync ? 'offer' : 'no-sync'));
  }, []);
  if (shown === 'checking' || shown === 'no-sync') return null;
  if (shown === 'on') return <p role="status">Your recovery code opens this lock too, if you forget your passphrase.</p>;
  return (
    <div className="app-lock-recovery">
      <p>
        Sync and backup is on: you can let its recovery code open this lock too, so a forgotten passphrase does not mean
        erasing this device. Type the code once; it is not kept.
      </p>
      <RecoveryCodeField
        submitLabel="Let my recovery code open the lock"
        workingLabel="Checking the code…"
        act={async (typed) => {
          const outcome = await letRecoveryCodeOpenLock(typed);
          if (outcome.ok) setShown('on');
          return outcome;
        }}
      />
    </div>
  );
}

function NewPassphraseForm() {
  const [passphrase, setPassphrase] = useState('');
  const [repeat, setRepeat] = useState('');
  const [state, setState] = useState<FormState>({ kind: 'idle' });

  async function submit(event: FormEvent) {
    event.preventDefault();
    const problem = newPassphraseProblem(passphrase, repeat);
    if (problem) return setState({ kind: 'problem', message: problem });
    setState({ kind: 'working' });
    try {
      await chooseNewPassphrase(passphrase);
      await afterUnlock();
    } catch (error) {
      console.warn('Choosing a new passphrase failed', error instanceof Error ? error.name : 'unknown');
      setState({ kind: 'problem', message: 'The new passphrase could not be saved. Please try again.' });
    }
  }

  return (
    <form className="app-lock-form" onSubmit={(event) => void submit(event)}>
      <p role="status">Your recovery code opened the lock. Please choose a new passphrase.</p>
      <label htmlFor="app-lock-replacement-passphrase">New passphrase (at least {MIN_PASSPHRASE_LENGTH} characters)</label>
      <input id="app-lock-replacement-passphrase" type="password" autoComplete="new-password" value={passphrase} onChange={(event) => setPassphrase(event.target.value)} />
      <label htmlFor="app-lock-replacement-repeat">The same passphrase again</label>
      <input id="app-lock-replacement-repeat" type="password" autoComplete="new-password" value={repeat} onChange={(event) => setRepeat(event.target.value)} />
      <button type="submit" className="button button--primary" disabled={state.kind === 'working'}>
        {state.kind === 'working' ? 'Saving…' : 'Save the new passphrase'}
      </button>
      <p role="alert" className="app-lock-message">
        {state.kind === 'problem' ? state.message : ''}
      </p>
    </form>
  );
}

/** Lock screen, "Forgot your passphrase?": the code opens the lock when it was let to; otherwise nothing is shown. */
export function UnlockWithRecoveryCode() {
  const [offered, setOffered] = useState(false);
  const [opened, setOpened] = useState(false);
  useEffect(() => {
    void recoveryCodeOpensLock().then(setOffered);
  }, []);
  if (!offered) return null;
  if (opened) return <NewPassphraseForm />;
  return (
    <div className="app-lock-recovery">
      <p>Your recovery code opens this lock. Then you choose a new passphrase.</p>
      <RecoveryCodeField
        submitLabel="Unlock with my recovery code"
        workingLabel="Unlocking…"
        act={async (typed) => {
          const outcome = await unlockWithRecoveryCode(typed);
          if (outcome.ok) setOpened(true);
          return outcome;
        }}
      />
    </div>
  );
}
