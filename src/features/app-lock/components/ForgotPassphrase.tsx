/**
 * "Forgot your passphrase?" (docs/app-lock.md, section 5): the sync's recovery code opens the lock when the person let
 * it; otherwise nothing can open the data without it, so the way out is to erase this device's data (the existing
 * delete-everything path, which needs no key) and start again.
 */
import { useState, type FormEvent } from 'react';
import { deleteEverything } from '@/domains/personal-data/data/delete-everything';
import { UnlockWithRecoveryCode } from './RecoveryCodeForms';

export function ForgotPassphrase() {
  const [understood, setUnderstood] = useState(false);
  const [state, setState] = useState<'idle' | 'working' | 'refused'>('idle');

  async function erase(event: FormEvent) {
    event.preventDefault();
    if (!understood) return;
    setState('working');
    if (await deleteEverything()) window.location.assign('/');
    else setState('refused');
  }

  return (
    <details className="app-lock-forgot">
      <summary>Forgot your passphrase?</summary>
      <UnlockWithRecoveryCode />
      <p>
        Without your passphrase (or a recovery code you let open the lock), what is stored here cannot be opened, by us
        or anyone. That is what keeps it private. You can erase this device’s data and start again.
      </p>
      <p>
        If Sync and backup was on, its locked copy on the server is not erased from here: after erasing, you can bring
        it back with your recovery code (Restore, in Sync and backup).
      </p>
      <form onSubmit={(event) => void erase(event)}>
        <div className="app-lock-check">
          <input id="app-lock-erase-understood" type="checkbox" checked={understood} onChange={(event) => setUnderstood(event.target.checked)} />
          <label htmlFor="app-lock-erase-understood">I understand that this erases everything Better Minds keeps on this device</label>
        </div>
        <button type="submit" className="button app-lock-danger" disabled={!understood || state === 'working'}>
          {state === 'working' ? 'Erasing…' : 'Erase this device’s data'}
        </button>
        {state === 'refused' ? (
          <p role="alert">The browser would not erase the data. Please try again, or clear this site’s data in the browser settings.</p>
        ) : null}
      </form>
    </details>
  );
}
