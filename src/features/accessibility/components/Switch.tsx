import { useId, type ReactNode } from 'react';

interface SwitchProps {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  description?: ReactNode;
  /** A note shown under the description, e.g. that the device switched this on. */
  note?: ReactNode;
}

/** An on/off setting: a button with role="switch", its visible label as its name and its description linked. */
export function Switch({ label, checked, onChange, description, note }: SwitchProps) {
  const descriptionId = useId();
  const noteId = useId();
  const describedBy = [description ? descriptionId : '', note ? noteId : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className="a11y-setting">
      <button
        type="button"
        role="switch"
        aria-checked={checked}
        aria-describedby={describedBy}
        className="a11y-switch"
        onClick={() => onChange(!checked)}
      >
        <span className="a11y-switch__label">{label}</span>
        <span className="a11y-switch__track" aria-hidden="true">
          <span className="a11y-switch__thumb" />
        </span>
        <span className="a11y-switch__state" aria-hidden="true">
          {checked ? 'On' : 'Off'}
        </span>
      </button>
      {description ? (
        <p id={descriptionId} className="a11y-setting__hint">
          {description}
        </p>
      ) : null}
      {note ? (
        <p id={noteId} className="a11y-setting__note">
          {note}
        </p>
      ) : null}
    </div>
  );
}
