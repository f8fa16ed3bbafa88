import { useId } from 'react';
import type { ReminderPreferences } from '@/db/reminder-types';
import type { ReminderEntry } from '../catalogue';
import { TIME_OF_DAY, type ChangePreferences } from './reminder-settings';

interface ReminderEntryRowProps {
  entry: ReminderEntry;
  preferences: ReminderPreferences;
  onChange: ChangePreferences;
}

/** One thing that can be due: on or off, and its time (saved when the field is left with a new valid time). */
export function ReminderEntryRow({ entry, preferences, onChange }: ReminderEntryRowProps) {
  const id = useId();
  const on = preferences.on[entry.source.id] === true;
  const time = preferences.times[entry.source.id] ?? entry.defaultTime;
  const sourceId = entry.source.id;
  return (
    <li className="insight-card">
      <h3 className="insight-card__title" id={`${id}-title`}>
        {entry.label}
      </h3>
      <p>{entry.detail}</p>
      <div className="insight-field">
        <label>
          <input
            type="checkbox"
            checked={on}
            aria-describedby={`${id}-title`}
            onChange={(event) => {
              const checked = event.target.checked;
              onChange((current) => ({ ...current, on: { ...current.on, [sourceId]: checked } }));
            }}
          />{' '}
          Remind me
        </label>
      </div>
      <div className="insight-field">
        <label className="insight-field__label" htmlFor={`${id}-time`}>
          Time for “{entry.label}”
        </label>
        <input
          id={`${id}-time`}
          type="time"
          defaultValue={time}
          onBlur={(event) => {
            const value = event.target.value;
            if (TIME_OF_DAY.test(value) && value !== time) {
              onChange((current) => ({ ...current, times: { ...current.times, [sourceId]: value } }));
            }
          }}
        />
      </div>
    </li>
  );
}
