import { useId, useState, type FormEvent } from 'react';
import { LabelledInput } from '@/components/ui/LabelledInput';
import type { TherapistProfile } from '@/db/types';
import { Plain, usePlainText } from '@/lib/plain-language';
import { clientIdentity, hasSampleWords, IDENTITY_PROBLEM_TEXT, withoutSampleWords } from '../data/client-identity';
import { therapistSession } from '../hooks/use-therapist-session';

/** One line on what clients see as the prescriber, for the workspace: the name and credentials, or why none yet. */
export function ClientIdentityLine({ profile }: { profile: TherapistProfile }) {
  const identity = clientIdentity(profile);
  if (!identity.ok) {
    return (
      <p className="sc-identity sc-identity--unset" data-testid="client-identity">
        <strong>
          <Plain standard="Clients do not see the sample profile's name or credentials." plain="Clients do not see the sample name." />
        </strong>{' '}
        <Plain
          standard="Set the name and credentials your clients will see in Your profile below, before your first prescription leaves this device."
          plain="Set the name clients will see in Your profile below, before you send a prescription."
        />
      </p>
    );
  }
  const shown = `${identity.prescriber.name}${identity.prescriber.credentials ? `, ${identity.prescriber.credentials}` : ''}`;
  return (
    <p className="sc-identity" data-testid="client-identity">
      <Plain standard="Clients see your prescriptions as from: " plain="Clients see: " />
      <strong>{shown}</strong>.
      {identity.sampleWordsKept ? (
        <>
          {' '}
          <Plain
            standard="You kept the sample profile's words on purpose, so clients see them too."
            plain="You chose to keep the sample words, so clients see them."
          />
        </>
      ) : null}
    </p>
  );
}

/**
 * On the new prescription screen, while the profile has no name or still has the sample's words: the name and
 * credentials clients will see, set here and saved to the profile, with the choice to keep the sample words.
 */
export function ClientIdentityForm({ profile }: { profile: TherapistProfile }) {
  const text = usePlainText();
  const id = useId();
  const [name, setName] = useState(() => withoutSampleWords(profile.name));
  const [credentials, setCredentials] = useState(() => withoutSampleWords(profile.credentials));
  const [keep, setKeep] = useState(false);
  const [problem, setProblem] = useState('');
  const [status, setStatus] = useState('');
  const sample = hasSampleWords(name) || hasSampleWords(credentials);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setStatus('');
    const checked = clientIdentity({ name, credentials, sampleWordsKept: keep });
    if (!checked.ok) {
      setProblem(IDENTITY_PROBLEM_TEXT[checked.problem]);
      return;
    }
    setProblem('');
    const saved = await therapistSession.updateProfile({ name: name.trim(), credentials: credentials.trim(), sampleWordsKept: checked.sampleWordsKept });
    if (!saved) setStatus(text('The browser did not save it. Try again.', 'Not saved. Try again.'));
  }

  return (
    <form className="sc-form sc-card" onSubmit={(event) => void submit(event)} noValidate aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{text('How clients see you', 'How clients see you')}</h2>
      <p>
        <Plain
          standard="Before a prescription leaves this device, set the name and credentials your clients will see. The sample sign-in's name and credentials are never shown to a client unless you keep them on purpose."
          plain="First, set the name clients will see. Clients never see the sample name unless you choose to keep it."
        />
      </p>
      <LabelledInput
        classPrefix="sc"
        id={`${id}-name`}
        label={text('Name clients see', 'Name clients see')}
        autoComplete="name"
        value={name}
        error={problem || undefined}
        onChange={(event) => setName(event.target.value)}
      />
      <LabelledInput
        classPrefix="sc"
        id={`${id}-credentials`}
        label={text('Credentials clients see', 'Credentials clients see')}
        hint={text('For example LCSW, PhD, LMFT. You can leave it empty.', 'Like LCSW or PhD. You can leave it empty.')}
        autoComplete="off"
        value={credentials}
        onChange={(event) => setCredentials(event.target.value)}
      />
      {sample ? (
        <label className="sc-check">
          <input type="checkbox" checked={keep} onChange={(event) => setKeep(event.target.checked)} />
          <span>{text('Keep the sample words: clients will see them', 'Keep the sample words: clients will see them')}</span>
        </label>
      ) : null}
      <div className="sc-row">
        <button type="submit" className="button button--primary">
          {text('Save how clients see me', 'Save how clients see me')}
        </button>
        <p role="status" className="sc-status">
          {status}
        </p>
      </div>
    </form>
  );
}
