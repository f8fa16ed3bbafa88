/** Turning the app lock on with a passphrase typed twice, after saying plainly what a forgotten one costs. */
import { useState, type FormEvent } from 'react';
import { MIN_PASSPHRASE_LENGTH, newPassphraseProblem, turnOnWithPassphrase } from '../lib/lock-actions';

export function WhatIfForgotten() {
  return (
    <ul className="app-lock-facts">
      <li>
        Without your passphrase, what is stored here cannot be opened, by us or anyone. If you forget it, the way out is
        to erase this device’s data and start again.
      </li>
      <li>
        If Sync and backup is on, its locked copy on the server is kept when you erase this device, and your recovery code
        brings it back. Once the lock is on, you can also let your recovery code open the lock.
      </li>
    </ul>
  );
}

export function TurnOnForm({ onDone }: { onDone: () => void }) {
  const [passphrase, setPassphrase] = useState('');
  const [repeat, setRepeat] = useState('');
  const [state, setState] = useState<{ kind: 'idle' | 'working' | 'problem'; message?: string }>({ kind: 'idle' });

  async function submit(event: FormEvent) {
    event.preventDefault();
    const problem = newPassphraseProblem(passphrase, repeat);
    if (problem) {
      setState({ kind: 'problem', message: problem });
      return;
    }
    setState({ kind: 'working' });
    try {
      await turnOnWithPassphrase(passphrase);
      onDone();
    } catch (error) {
      console.warn('Turning on the app lock failed', error instanceof Error ? error.name : 'unknown');
      setState({ kind: 'problem', message: 'The lock could not be turned on. Nothing you wrote was lost. Please try again.' });
    }
  }

  return (
    <form className="app-lock-form" onSubmit={(event) => void submit(event)}>
      <WhatIfForgotten />
      <label htmlFor="app-lock-new-passphrase">Passphrase (at least {MIN_PASSPHRASE_LENGTH} characters)</label>
      <input id="app-lock-new-passphrase" type="password" autoComplete="new-password" value={passphrase} onChange={(event) => setPassphrase(event.target.value)} />
      <label htmlFor="app-lock-repeat-passphrase">The same passphrase again</label>
      <input id="app-lock-repeat-passphrase" type="password" autoComplete="new-password" value={repeat} onChange={(event) => setRepeat(event.target.value)} />
      <button type="submit" className="button button--primary" disabled={state.kind === 'working'}>
        {state.kind === 'working' ? 'Turning on the lock…' : 'Turn on the app lock'}
      </button>
      {state.kind === 'problem' ? (
        <p role="alert" className="app-lock-message">
          {state.message}
        </p>
      ) : null}
    </form>
  );
}
