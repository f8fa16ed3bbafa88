import { useRef, useState, type FormEvent } from 'react';
import { createSyncAccount, linkWithCode, restoreWithRecoveryCode } from '@/sync/e2ee/account/account-flows';
import { restoreWithPasskey } from '@/sync/e2ee/account/passkey-flows';
import { browserPasskeyPort } from '@/sync/e2ee/account/webauthn-passkey';
import { usePasskeySupport } from '../data/use-passkey-support';
import type { SyncAccountState } from '@/sync/e2ee/account/account-state';
import type { AccountDeps, AccountProblem } from '@/sync/e2ee/account/keyring-access';
import { deviceNameProblem, guessDeviceName } from '../lib/device-name-guess';
import { problemWords } from '../lib/problem-words';
import { NO_PASSKEY_HERE } from './AddPasskey';
import { CodeField } from './CodeField';

type Way = 'create' | 'link' | 'restore' | 'passkey';

interface SetUpSyncProps {
  deps: AccountDeps;
  /** A link code from the address (`?link=`), as the QR code of another device opens it. */
  linkFromAddress: string | null;
  onCreated: (words: string[], state: SyncAccountState) => void;
  onJoined: (state: SyncAccountState) => void;
}

const WAYS: Record<Way, { button: string; busy: string; submit: string }> = {
  create: { button: 'Turn on sync and backup', busy: 'Turning on…', submit: 'Turn on' },
  link: { button: 'Link this device with a code', busy: 'Linking…', submit: 'Link this device' },
  restore: { button: 'Restore from a recovery code', busy: 'Restoring…', submit: 'Restore' },
  passkey: { button: 'Restore with a passkey', busy: 'Waiting for your passkey…', submit: 'Use my passkey' },
};

/** Sync is off here: what it is, and the three ways to begin (a new account, a code from a device, the words). */
export function SetUpSync({ deps, linkFromAddress, onCreated, onJoined }: SetUpSyncProps) {
  const [way, setWay] = useState<Way | null>(linkFromAddress === null ? null : 'link');
  const [name, setName] = useState(guessDeviceName);
  const [code, setCode] = useState(linkFromAddress ?? '');
  const [words, setWords] = useState('');
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<{ name: string | null; code: string | null; general: string | null }>({ name: null, code: null, general: null });
  const nameRef = useRef<HTMLDivElement>(null);
  const codeRef = useRef<HTMLDivElement>(null);
  const passkeySupport = usePasskeySupport();

  function open(next: Way) {
    setWay(next);
    setErrors({ name: null, code: null, general: null });
  }

  function focusInside(holder: HTMLDivElement | null) {
    holder?.querySelector<HTMLElement>('input, textarea')?.focus();
  }

  function showProblem(result: AccountProblem) {
    const { field, text } = problemWords(result);
    const onCode = field !== null;
    setErrors({ name: null, code: onCode ? text : null, general: onCode ? null : text });
    if (onCode) requestAnimationFrame(() => focusInside(codeRef.current));
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (way === null) return;
    const nameProblem = deviceNameProblem(name);
    if (nameProblem !== null) {
      setErrors({ name: nameProblem, code: null, general: null });
      focusInside(nameRef.current);
      return;
    }
    if ((way === 'link' || way === 'restore') && (way === 'link' ? code : words).trim() === '') {
      const field = way === 'link' ? 'Link code: please type the code shown on your other device.' : 'Recovery code: please type your 12 recovery words.';
      setErrors({ name: null, code: field, general: null });
      focusInside(codeRef.current);
      return;
    }
    setBusy(true);
    setErrors({ name: null, code: null, general: null });
    const trimmed = name.trim();
    if (way === 'create') {
      const result = await createSyncAccount(deps, trimmed);
      setBusy(false);
      if (result.ok) onCreated(result.words, result.state);
      else showProblem(result);
      return;
    }
    const result =
      way === 'link'
        ? await linkWithCode(deps, code, trimmed)
        : way === 'passkey'
          ? await restoreWithPasskey(deps, browserPasskeyPort, trimmed)
          : await restoreWithRecoveryCode(deps, words, trimmed);
    setBusy(false);
    if (result.ok) onJoined(result.state);
    else showProblem(result);
  }

  return (
    <>
      <p>Sync and backup keeps the same entries, plans, progress and settings (and, for therapists, the Star Chart workspace) on every device you link, and a copy to bring them back if a device is lost.</p>
      <ul className="e2e-points">
        <li>Everything is locked on this device before it leaves, so the server keeps a copy it cannot read.</li>
        <li>There is no email or password. You get a recovery code of 12 words instead.</li>
        <li>If every device is lost, the recovery code is the only way back. Nobody else, us included, can open your data.</li>
      </ul>
      <div className="e2e-actions">
        {(Object.keys(WAYS) as Way[]).filter((each) => each !== 'passkey' || (passkeySupport !== null && passkeySupport !== 'no')).map((each) => (
          <button key={each} type="button" className="button" aria-expanded={way === each} onClick={() => open(each)}>
            {WAYS[each].button}
          </button>
        ))}
      </div>
      {passkeySupport === 'no' ? <p className="e2e-muted">{NO_PASSKEY_HERE}</p> : null}
      {way === null ? null : (
        <form className="e2e-form" onSubmit={(event) => void submit(event)} aria-label={WAYS[way].button} noValidate>
          <div ref={nameRef}>
            <CodeField
              id="e2e-device-name"
              label="Device name"
              hint={'What you call this device, shown in your list of devices (for example "Sam\'s phone").'}
              value={name}
              error={errors.name}
              autoComplete="on"
              onChange={setName}
            />
          </div>
          {way === 'link' ? (
            <div ref={codeRef}>
              <CodeField
                id="e2e-link-code"
                label="Link code"
                hint="The 24 letters and numbers shown on your other device under Link another device. Spaces and dashes do not matter."
                value={code}
                error={errors.code}
                onChange={setCode}
              />
            </div>
          ) : null}
          {way === 'passkey' ? <p className="e2e-muted">Your browser will ask you to choose the passkey you added for sync and backup, and to unlock it.</p> : null}
          {way === 'restore' ? (
            <div ref={codeRef}>
              <CodeField
                id="e2e-recovery-words"
                label="Recovery code"
                hint="Your 12 recovery words in order, with spaces or on separate lines. Numbers and capitals do not matter."
                value={words}
                error={errors.code}
                multiline
                onChange={setWords}
              />
            </div>
          ) : null}
          <div className="e2e-actions">
            <button type="submit" className="button button--primary" disabled={busy}>
              {busy ? WAYS[way].busy : WAYS[way].submit}
            </button>
          </div>
          {errors.general === null ? null : (
            <p role="alert" className="e2e-field__error">
              {errors.general}
            </p>
          )}
        </form>
      )}
    </>
  );
}
