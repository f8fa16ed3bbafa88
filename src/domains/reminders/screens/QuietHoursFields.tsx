import type { ReminderPreferences } from '@/db/reminder-types';
import { TIME_OF_DAY, type ChangePreferences } from './reminder-settings';

/** The hours no reminder comes in, saved when both ends are valid times. */
export function QuietHoursFields({ preferences, onChange }: { preferences: ReminderPreferences; onChange: ChangePreferences }) {
  const quiet = preferences.quietHours ?? { from: '22:00', to: '08:00' };
  const save = (change: Partial<typeof quiet>) => {
    const next = { ...quiet, ...change };
    if (TIME_OF_DAY.test(next.from) && TIME_OF_DAY.test(next.to)) onChange((current) => ({ ...current, quietHours: next }));
  };
  return (
    <fieldset className="insight-field">
      <legend className="insight-field__label">Quiet hours</legend>
      <p className="insight-field__hint">No reminder comes in these hours: a morning one waits until they end, an evening one comes a little before they begin.</p>
      <label htmlFor="quiet-from">From</label>{' '}
      <input id="quiet-from" type="time" defaultValue={quiet.from} onBlur={(event) => save({ from: event.target.value })} />{' '}
      <label htmlFor="quiet-to">to</label>{' '}
      <input id="quiet-to" type="time" defaultValue={quiet.to} onBlur={(event) => save({ to: event.target.value })} />
    </fieldset>
  );
}
