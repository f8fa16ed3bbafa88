import { useEffect, useState } from 'react';
import type { AccountDeps } from '@/sync/e2ee/account/keyring-access';
import { addPasskey, countAccountPasskeys } from '@/sync/e2ee/account/passkey-flows';
import type { PasskeyPort } from '@/sync/e2ee/account/passkey-port';
import { browserPasskeyPort } from '@/sync/e2ee/account/webauthn-passkey';
import { usePasskeySupport } from '../data/use-passkey-support';
import { problemWords } from '../lib/problem-words';

export const NO_PASSKEY_HERE =
  'This browser cannot unlock sync with a passkey: it does not offer the passkey feature (PRF) this needs. Your recovery code still works, and another browser or device may offer it.';

interface AddPasskeyProps {
  deps: AccountDeps;
  port?: PasskeyPort;
}

/**
 * "Unlock with a passkey" on a linked device (docs/e2ee-sync.md 2.6): how many passkeys unlock the account, and a
 * button that makes one and stores its envelope. Where the browser lacks PRF, it says so instead of offering it.
 */
export function AddPasskey({ deps, port = browserPasskeyPort }: AddPasskeyProps) {
  const support = usePasskeySupport();
  const [count, setCount] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const [said, setSaid] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => {
    if (support === null || support === 'no') return;
    let current = true;
    void countAccountPasskeys(deps).then((known) => {
      if (current) setCount(known);
    });
    return () => {
      current = false;
    };
  }, [deps, support]);

  async function add() {
    setBusy(true);
    setSaid(null);
    setProblem(null);
    const result = await addPasskey(deps, port);
    setBusy(false);
    if (!result.ok) {
      setProblem(problemWords(result).text);
      return;
    }
    setCount((known) => (known ?? 0) + 1);
    setSaid('Passkey added. On a new phone or computer that has this passkey, choose Restore with a passkey.');
  }

  if (support === null) return null;
  return (
    <section className="e2e-block" aria-labelledby="e2e-passkey-title">
      <h3 id="e2e-passkey-title">Unlock with a passkey</h3>
      {support === 'no' ? (
        <p>{NO_PASSKEY_HERE}</p>
      ) : (
        <>
          <p>
            A passkey lets a new phone or computer bring everything back with your fingerprint, face or screen lock, where your passkeys are
            synced (for example by iCloud Keychain or Google Password Manager). Your recovery code keeps working too.
          </p>
          {count ? <p>{count === 1 ? 'One passkey unlocks this account.' : `${count} passkeys unlock this account.`}</p> : null}
          <button type="button" className="button" disabled={busy} onClick={() => void add()}>
            {busy ? 'Waiting for your passkey…' : count ? 'Add another passkey' : 'Add a passkey'}
          </button>
          {said === null ? null : <p role="status">{said}</p>}
        </>
      )}
      {problem === null ? null : (
        <p role="alert" className="e2e-field__error">
          {problem}
        </p>
      )}
    </section>
  );
}
