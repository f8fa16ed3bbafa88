/**
 * The "App lock" section of the person's data settings (docs/app-lock.md, sections 5 to 7): off by default; on with a
 * passphrase; then the idle time, a passkey, the crisis card on the lock screen, "Lock now" and turning it off.
 */
import { useEffect, useState } from 'react';
import { refreshAppLockStatus, useAppLockStatus } from '@/domains/app-lock/lock-status';
import { useHydrated } from '@/lib/use-hydrated';
import { IDLE_CHOICES, readIdleMinutes, writeIdleMinutes, type IdleMinutes } from '../lib/idle-choice';
import { chooseCrisisCard, isCrisisCardChosen } from '../lib/crisis-card-choice';
import { lockNowAndReload, turnOffLock } from '../lib/lock-actions';
import { addUnlockPasskey, passkeyUnlockCount, type PasskeyOutcome } from '../lib/passkey-unlock';
import { LetRecoveryCodeOpen } from './RecoveryCodeForms';
import { TurnOnForm, WhatIfForgotten } from './TurnOnForm';
import '../styles/app-lock.css';

const PASSKEY_WORDS: Record<PasskeyOutcome, string> = {
  done: 'Passkey added: it unlocks Better Minds on this device.',
  cancelled: 'No passkey was added.',
  unavailable: 'Passkeys cannot be made in this browser.',
  'no-prf': 'This passkey cannot unlock Better Minds (it lacks the feature that gives a key). Your passphrase still works.',
  wrong: 'No passkey was added.',
};

function IdleChoice() {
  const [minutes, setMinutes] = useState<IdleMinutes>(readIdleMinutes);
  return (
    <fieldset className="app-lock-idle">
      <legend>Lock after this long without use, or hidden</legend>
      {IDLE_CHOICES.map((choice) => (
        <div key={choice} className="app-lock-check">
          <input
            id={`app-lock-idle-${choice}`}
            type="radio"
            name="app-lock-idle"
            checked={minutes === choice}
            onChange={() => {
              writeIdleMinutes(choice);
              setMinutes(choice);
            }}
          />
          <label htmlFor={`app-lock-idle-${choice}`}>{choice === 1 ? '1 minute' : `${choice} minutes`}</label>
        </div>
      ))}
    </fieldset>
  );
}

function CrisisCardChoice() {
  const [chosen, setChosen] = useState(isCrisisCardChosen);
  const [problem, setProblem] = useState('');
  return (
    <div className="app-lock-check app-lock-card-choice">
      <input
        id="app-lock-crisis-card"
        type="checkbox"
        checked={chosen}
        aria-describedby="app-lock-crisis-card-hint"
        onChange={(event) => {
          const show = event.target.checked;
          // Shown at once, as a person expects of a checkbox; undone if the copy could not be kept.
          setChosen(show);
          void chooseCrisisCard(show)
            .catch(() => false)
            .then((kept) => {
              if (!kept) setChosen(false);
              setProblem(kept ? '' : 'The card could not be kept on this device. Please try again.');
            });
        }}
      />
      <label htmlFor="app-lock-crisis-card">Show my crisis card on the lock screen</label>
      <p id="app-lock-crisis-card-hint" className="app-lock-hint">
        Your safety plan’s steps and your people then show on the lock screen, so they are there in a hard moment. This
        card stays readable on this device, to anyone who picks it up, even while locked.
      </p>
      {problem ? <p role="alert">{problem}</p> : null}
    </div>
  );
}

function AddPasskey() {
  const [count, setCount] = useState<number | null>(null);
  const [message, setMessage] = useState('');
  const [working, setWorking] = useState(false);
  useEffect(() => {
    void passkeyUnlockCount().then(setCount);
  }, []);
  if (typeof PublicKeyCredential === 'undefined') return null;
  return (
    <div className="app-lock-passkey">
      <p>{count ? `${count === 1 ? 'One passkey unlocks' : `${count} passkeys unlock`} Better Minds on this device.` : 'You can also unlock with a passkey: your fingerprint, face or screen lock.'}</p>
      <button
        type="button"
        className="button"
        disabled={working}
        onClick={() => {
          setWorking(true);
          void addUnlockPasskey()
            .catch(() => 'unavailable' as const)
            .then(async (outcome) => {
              setMessage(PASSKEY_WORDS[outcome]);
              setCount(await passkeyUnlockCount());
              setWorking(false);
            });
        }}
      >
        {working ? 'Adding a passkey…' : 'Add a passkey to unlock'}
      </button>
      <p role="status">{message}</p>
    </div>
  );
}

function LockIsOn() {
  const [state, setState] = useState<'idle' | 'working' | 'problem'>('idle');
  return (
    <>
      <p role="status">The app lock is on. What you write is stored encrypted on this device.</p>
      <WhatIfForgotten />
      <IdleChoice />
      <AddPasskey />
      <LetRecoveryCodeOpen />
      <CrisisCardChoice />
      <div className="app-lock-actions">
        <button type="button" className="button button--primary" onClick={lockNowAndReload}>
          Lock now
        </button>
        <button
          type="button"
          className="button"
          disabled={state === 'working'}
          onClick={() => {
            setState('working');
            void turnOffLock().then(
              () => setState('idle'),
              () => setState('problem'),
            );
          }}
        >
          {state === 'working' ? 'Turning off…' : 'Turn off the app lock'}
        </button>
      </div>
      {state === 'problem' ? <p role="alert">The lock could not be turned off. Please try again.</p> : null}
    </>
  );
}

export function AppLockSettings({ headingLevel }: { headingLevel: 2 | 3 }) {
  const hydrated = useHydrated();
  const status = useAppLockStatus();
  const [turningOn, setTurningOn] = useState(false);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  useEffect(() => {
    void refreshAppLockStatus().catch((error: unknown) => console.warn('Could not read the app lock', error));
  }, []);
  return (
    <section className="app-lock-settings" aria-labelledby="app-lock-settings-title">
      <Heading id="app-lock-settings-title">App lock</Heading>
      <p>
        Lock Better Minds with a passphrase, so someone who picks up this device, or copies its browser data, cannot read
        what you wrote. Crisis help always opens without unlocking.
      </p>
      {!hydrated || status === 'unknown' ? (
        <p className="app-lock-hint">Checking the lock…</p>
      ) : status === 'unlocked' ? (
        <LockIsOn />
      ) : turningOn ? (
        <TurnOnForm onDone={() => setTurningOn(false)} />
      ) : (
        <button type="button" className="button" onClick={() => setTurningOn(true)}>
          Set up the app lock
        </button>
      )}
    </section>
  );
}
