/**
 * Reminders: everything that can be due, each with on/off and its time; quiet hours, a daily limit and whether names
 * may show on the lock screen; notifications turned on by a tap; and what this device supports (push, a badge on
 * the app icon, badge updates in the background). None is on until the person turns it on. The server learns only
 * opaque ids and times (said on the screen). Its look is Insight's: the route (src/app) brings Insight's styles.
 */
import { useCallback, useEffect, useState } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import { Link } from 'react-router-dom';
import type { ReminderPlan } from '@/db/reminder-types';
import { c } from '@/content/insight/copy';
import { useCopy } from '@/components/ui/use-copy';
import { paths } from '@/lib/paths';
import { usePageTitle } from '@/lib/use-page-title';
import { DueToday } from '../components/DueToday';
import { reminderSupport, type ReminderSupport } from '../data/device-support';
import { readReminderState, refreshReminders, updateReminderPreferences } from '../data/refresh-reminders';
import { DeviceSupportList } from './DeviceSupportList';
import { NotificationsControl } from './NotificationsControl';
import { PlanPreview } from './PlanPreview';
import { QuietHoursFields } from './QuietHoursFields';
import { ReminderEntryRow } from './ReminderEntryRow';
import { timeOf, type ChangePreferences } from './reminder-settings';

const LEAD = c(
  'Gentle nudges for the things you chose, at your own time, wherever you are. None is on until you turn it on. Our server is told only a random number and a time to knock; the words come from this device.',
  'Small reminders for things you choose, at your time. None is on until you turn it on. Our server only gets a random number and a time. The words stay on this device.',
);

export function RemindersPage() {
  usePageTitle('Reminders');
  const pick = useCopy();
  const state = useLiveQuery(() => readReminderState(), []);
  const [support, setSupport] = useState<ReminderSupport | null>(null);
  // The newest plan, shown under "Coming up": every change answers the plan it made, and the screen shows that one.
  const [plan, setPlan] = useState<ReminderPlan | null>(null);
  const refreshSupport = () => void reminderSupport().then(setSupport, () => setSupport(null));
  const changePreferences = useCallback<ChangePreferences>((change) => {
    void updateReminderPreferences(change).then(setPlan, () => undefined);
  }, []);
  useEffect(() => {
    refreshSupport();
    // On open: plan again in the device's current time zone (after travel, or a day later).
    void refreshReminders().then(setPlan, () => undefined);
  }, []);

  return (
    <article className="insight-page">
      <header className="insight-header">
        <p className="insight-breadcrumb">
          <Link to={paths.insight}>Insight</Link>
        </p>
        <h1>Reminders</h1>
        <p className="insight-lead">{pick(LEAD)}</p>
      </header>

      <DueToday linkToSettings={false} />

      <section aria-labelledby="reminders-device">
        <h2 id="reminders-device">On this device</h2>
        <DeviceSupportList support={support} />
        <NotificationsControl support={support} push={state?.preferences.push === true} onDone={refreshSupport} />
      </section>

      {state?.pausedUntil && state.pausedUntil.getTime() > Date.now() ? (
        <p className="insight-callout" role="note">
          Everyday reminders are resting until {timeOf(state.pausedUntil.toISOString())}, to give you some space. Your
          safety plan reminder stays on. <Link to={paths.crisisHelp}>Crisis help</Link> is always here.
        </p>
      ) : null}

      <section aria-labelledby="reminders-list">
        <h2 id="reminders-list">What can remind you</h2>
        {state ? (
          <ul className="insight-cards">
            {state.entries.map((entry) => (
              <ReminderEntryRow key={entry.source.id} entry={entry} preferences={state.preferences} onChange={changePreferences} />
            ))}
          </ul>
        ) : (
          <p className="insight-muted">Loading…</p>
        )}
      </section>

      {state ? (
        <section aria-labelledby="reminders-settings">
          <h2 id="reminders-settings">How they arrive</h2>
          <QuietHoursFields preferences={state.preferences} onChange={changePreferences} />
          <div className="insight-field">
            <label className="insight-field__label" htmlFor="reminders-cap">
              At most this many a day
            </label>
            <select
              id="reminders-cap"
              value={state.preferences.dailyCap}
              onChange={(event) => {
                const dailyCap = Number(event.target.value);
                changePreferences((current) => ({ ...current, dailyCap }));
              }}
            >
              {[1, 2, 3, 4, 5].map((count) => (
                <option key={count} value={count}>
                  {count}
                </option>
              ))}
            </select>
          </div>
          <div className="insight-field">
            <label>
              <input
                type="checkbox"
                checked={state.preferences.showNames}
                onChange={(event) => {
                  const showNames = event.target.checked;
                  changePreferences((current) => ({ ...current, showNames }));
                }}
              />{' '}
              Show the name of the tool or item on the lock screen
            </label>
            <p className="insight-field__hint">Off: notifications say only something general, like “Your evening check-in” or “Something from your plan”.</p>
          </div>
        </section>
      ) : null}

      <PlanPreview plan={plan} />
    </article>
  );
}
