import { useId, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '@/lib/paths';
import './prescriptions.css';

/**
 * "Have a code from your therapist?" (issue 28): one field for a short code or a pasted link. A good one opens the
 * journey page, which looks the code up (online) or reads the link (offline too) and offers to add the prescription.
 */
export function HaveACode() {
  const id = useId();
  const navigate = useNavigate();
  const [value, setValue] = useState('');
  const [problem, setProblem] = useState('');
  const inputRef = useRef<HTMLInputElement>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // Loaded on use: the home screen shows this field, and the codec behind it is not part of its first load.
    const { readCodeInput } = await import('../read-code-input');
    const read = readCodeInput(value);
    if (read.kind === 'problem') {
      setProblem(read.message);
      inputRef.current?.focus();
      return;
    }
    setProblem('');
    if (read.kind === 'code') void navigate(paths.journey(read.code));
    else void navigate(`/journey/link#${read.token}`);
  }

  return (
    <details className="have-a-code">
      <summary>Have a code from your therapist?</summary>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <label htmlFor={`${id}-code`}>Code or link from your therapist</label>
        <p id={`${id}-hint`} className="have-a-code__hint">
          Letters and digits in groups of four, or the whole link. Capitals, spaces and hyphens do not matter.
        </p>
        <input
          id={`${id}-code`}
          ref={inputRef}
          value={value}
          onChange={(event) => setValue(event.target.value)}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          aria-describedby={`${id}-hint${problem ? ` ${id}-problem` : ''}`}
          aria-invalid={problem ? true : undefined}
        />
        <button type="submit" className="button button--primary">
          Open
        </button>
        <p id={`${id}-problem`} role="alert" className="have-a-code__problem">
          {problem}
        </p>
      </form>
    </details>
  );
}
