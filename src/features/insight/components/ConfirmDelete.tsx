import { useState } from 'react';

interface ConfirmDeleteProps {
  /** What is being deleted, for the button's accessible name ("Delete entry from 3 May"). */
  what: string;
  onDelete: () => Promise<boolean>;
  label?: string;
}

/** A delete button that asks once more before deleting, and says so if the device refused. */
export function ConfirmDelete({ what, onDelete, label = 'Delete' }: ConfirmDeleteProps) {
  const [state, setState] = useState<'idle' | 'confirming' | 'deleting' | 'failed'>('idle');
  // A plain "Delete" button names what it deletes; a button with its own words ("Delete plan") is named by them.
  const name = label === 'Delete' ? `Delete ${what}` : label;
  if (state === 'idle' || state === 'failed') {
    return (
      <span className="insight-confirm">
        <button type="button" className="button insight-button--danger" onClick={() => setState('confirming')} aria-label={name}>
          {label}
        </button>
        {state === 'failed' ? (
          <span role="alert" className="insight-form__problem">
            It could not be deleted. Please try again.
          </span>
        ) : null}
      </span>
    );
  }
  return (
    <span className="insight-confirm" role="group" aria-label={`Confirm deleting ${what}`}>
      <span className="insight-confirm__question">Delete for good?</span>
      <button
        type="button"
        className="button insight-button--danger"
        disabled={state === 'deleting'}
        onClick={() => {
          setState('deleting');
          void onDelete().then((ok) => setState(ok ? 'idle' : 'failed'));
        }}
      >
        Yes, delete
      </button>
      <button type="button" className="button" onClick={() => setState('idle')}>
        Keep it
      </button>
    </span>
  );
}
