import { useId, useState } from 'react';
import { saveUsageEventsEnabled, useUsageEventsEnabled } from '../data/usage-events-setting';
import '../styles/usage-events.css';

/**
 * 'Share anonymous usage events': the person's say over the behaviour tracker. Placed beside the accessibility
 * settings. Turning it off stops all usage events and feedback-prompt records, and discards those not yet sent.
 */
export function UsageEventsToggle() {
  const enabled = useUsageEventsEnabled();
  const descriptionId = useId();
  const [problem, setProblem] = useState<string | null>(null);
  const checked = enabled !== false;

  const toggle = async () => {
    setProblem(null);
    const saved = await saveUsageEventsEnabled(!checked);
    if (!saved) setProblem('This choice could not be saved on this device. Please try again.');
  };

  return (
    <div className="fb-usage">
      <button
        type="button"
        role="switch"
        className="fb-usage__switch"
        aria-checked={checked}
        aria-describedby={descriptionId}
        disabled={enabled === undefined}
        onClick={() => void toggle()}
      >
        <span className="fb-usage__label">Share anonymous usage events</span>
        <span className="fb-usage__track" aria-hidden="true">
          <span className="fb-usage__thumb" />
        </span>
        <span className="fb-usage__state" aria-hidden="true">
          {checked ? 'On' : 'Off'}
        </span>
      </button>
      <p id={descriptionId} className="fb-usage__hint">
        Which pages are opened, errors, and how fast screens load, with no name and nothing you write. It helps us find
        what is broken or slow. Turn it off and nothing is recorded or sent.
      </p>
      {problem ? (
        <p className="fb-usage__problem" role="alert">
          {problem}
        </p>
      ) : null}
    </div>
  );
}
