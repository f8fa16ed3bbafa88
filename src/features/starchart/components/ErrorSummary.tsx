import type { Ref } from 'react';
import { usePlainText } from '@/lib/plain-language';

interface ErrorSummaryProps {
  /** The ids of the form's fields are `${idPrefix}-${field}`, so each problem links to its field. */
  idPrefix: string;
  problems: readonly (readonly [field: string, problem: string])[];
  /** The form moves focus here after a failed submit, so the list is read at once. */
  ref?: Ref<HTMLDivElement>;
}

/** A failed submit's problems above a Star Chart form, each a link to its field; nothing while there is none. */
export function ErrorSummary({ idPrefix, problems, ref }: ErrorSummaryProps) {
  const text = usePlainText();
  if (problems.length === 0) return null;
  return (
    <div ref={ref} tabIndex={-1} role="alert" className="sc-error" aria-labelledby={`${idPrefix}-summary`}>
      <p id={`${idPrefix}-summary`}>{text('Please check these fields:', 'Please fix these:')}</p>
      <ul>
        {problems.map(([field, problem]) => (
          <li key={field}>
            <a href={`#${idPrefix}-${field}`}>{problem}</a>
          </li>
        ))}
      </ul>
    </div>
  );
}
