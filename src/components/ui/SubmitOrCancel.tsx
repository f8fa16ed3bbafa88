import type { ReactNode } from 'react';

interface SubmitOrCancelProps {
  /** The row's class, from the form's own feature, which lays it out. */
  className: string;
  submitLabel: ReactNode;
  /** While the form is saving, its submit button is off so the same thing is not sent twice. */
  saving: boolean;
  /** Where the form can be left without saving; without it there is no Cancel button. */
  onCancel?: (() => void) | undefined;
}

/** A form's last row: its submit button and, when the form can be left, Cancel. */
export function SubmitOrCancel({ className, submitLabel, saving, onCancel }: SubmitOrCancelProps) {
  return (
    <div className={className}>
      <button type="submit" className="button button--primary" disabled={saving}>
        {submitLabel}
      </button>
      {onCancel ? (
        <button type="button" className="button" onClick={onCancel}>
          Cancel
        </button>
      ) : null}
    </div>
  );
}
