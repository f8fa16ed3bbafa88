import { useId, useState, type FormEvent } from 'react';
import { HANDLE_MAX, handleProblem } from '@contract/community-schemas';
import { usePlainText } from '@/lib/plain-language';
import { chooseCommunityHandle } from '../../data/community/community-identity';

/**
 * Choosing the name to post under: a pseudonym, kept on this device. The community reserves it for this device at
 * its first post, so nobody else can post under it.
 */
export function HandleForm({ current, onDone }: { current: string | null; onDone: () => void }) {
  const id = useId();
  const text = usePlainText();
  const [handle, setHandle] = useState(current ?? '');
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = handleProblem(handle);
    if (problem) {
      setError(problem);
      return;
    }
    chooseCommunityHandle(handle).then(onDone, (failure: unknown) =>
      setError(failure instanceof Error ? failure.message : 'The name could not be saved. Please try again.'),
    );
  };

  return (
    <form className="community-handle" onSubmit={submit} noValidate>
      <label htmlFor={`${id}-handle`}>{text('The name others will see', 'Your name in the community')}</label>
      <input
        id={`${id}-handle`}
        type="text"
        value={handle}
        maxLength={HANDLE_MAX}
        autoComplete="off"
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
        aria-invalid={error ? true : undefined}
        onChange={(event) => {
          setHandle(event.target.value);
          setError(null);
        }}
      />
      <p id={`${id}-hint`} className="community-hint">
        {text(
          'Choose a made-up name, not your real one: 3 to 24 letters, numbers, spaces, dots, dashes or underscores. No e-mail addresses or phone numbers.',
          'Pick a made-up name, not your real name. Use 3 to 24 letters or numbers.',
        )}
      </p>
      {error ? (
        <p id={`${id}-error`} role="alert" className="community-error">
          {error}
        </p>
      ) : null}
      <button type="submit" className="button button--primary">
        {text('Use this name', 'Save name')}
      </button>
    </form>
  );
}
