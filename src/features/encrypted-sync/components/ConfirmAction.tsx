import { useState, type ReactNode } from 'react';

interface ConfirmActionProps {
  label: string;
  /** What happens, said before it happens. */
  explanation: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  danger?: boolean;
  /** Resolves to the problem in words, or null when it is done. */
  onConfirm: () => Promise<string | null>;
}

/** A button that first says what it will do and asks once more, in place: nothing happens until the second answer. */
export function ConfirmAction({ label, explanation, confirmLabel, cancelLabel, danger = false, onConfirm }: ConfirmActionProps) {
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  async function confirm() {
    setBusy(true);
    const result = await onConfirm();
    setBusy(false);
    setProblem(result);
    if (result === null) setAsking(false);
  }

  if (!asking) {
    return (
      <button type="button" className={danger ? 'button e2e-button--danger' : 'button'} onClick={() => setAsking(true)}>
        {label}
      </button>
    );
  }
  return (
    <div className="e2e-confirm" role="group" aria-label={label}>
      <p>{explanation}</p>
      <div className="e2e-actions">
        <button type="button" className={danger ? 'button e2e-button--danger' : 'button button--primary'} disabled={busy} onClick={() => void confirm()}>
          {confirmLabel}
        </button>
        <button type="button" className="button" disabled={busy} onClick={() => setAsking(false)}>
          {cancelLabel}
        </button>
      </div>
      {problem === null ? null : (
        <p role="alert" className="e2e-field__error">
          {problem}
        </p>
      )}
    </div>
  );
}
