/**
 * Reminders: everything that can be due, each with on/off and its time; quiet hours, a daily limit and whether names
 * may show on the lock screen; notifications turned on by a tap; and what this device supports (push, a badge on
 * the app icon, badge updates in the background). None is on until the person turns it on. The server learns only
 * opaque ids and times (said on the screen).
 */
import { useEffect, useId, useState } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import { Link } from 'react-router-dom';
import type { ReminderPlan, ReminderPreferences } from '@/db/reminder-types';
import { c } from '@/content/insight/copy';
import { usePageTitle } from '@/lib/use-page-title';
import { useCopy } from '../hooks/use-copy';
import type { ReminderEntry } from '@/domains/reminders/catalogue';
import { DueToday } from '@/domains/reminders/components/DueToday';
import { reminderSupport, type ReminderSupport } from '@/domains/reminders/data/device-support';
import { turnOffNotifications, turnOnNotifications } from '@/domains/reminders/data/push-reminders';
import { readReminderState, refreshReminders, updateReminderPreferences } from '@/domains/reminders/data/refresh-reminders';
import { paths } from '../lib/paths';
import '../styles/insight.css';

const LEAD = c(
  'Gentle nudges for the things you chose, at your own time, wherever you are. None is on until you turn it on. Our server is told only a random number and a time to knock; the words come from this device.',
  'Small reminders for things you choose, at your time. None is on until you turn it on. Our server only gets a random number and a time. The words stay on this device.',
);
const IOS_INSTALL = c(
  'On iPhone and iPad, notifications work only in the installed app: tap Share, then “Add to Home Screen”, and open Better Minds from there to turn them on.',
  'On iPhone and iPad, first add the app to your Home Screen: tap Share, then “Add to Home Screen”. Open it from there. Then turn notifications on.',
);

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/** The newest plan, shown under "Coming up": every change answers the plan it made, and the screen shows that one. */
// eslint-disable-next-line no-restricted-syntax -- moved and split in the homes change (issue 37), which removes this `let`
let showPlan: (plan: ReminderPlan) => void = () => undefined;

function update(change: (current: ReminderPreferences) => ReminderPreferences): void {
  void updateReminderPreferences(change).then((plan) => showPlan(plan), () => undefined);
}

function timeOf(at: string): string {
  return new Date(at).toLocaleString(undefined, { weekday: 'short', hour: '2-digit', minute: '2-digit' });
}

function SupportList({ support }: { support: ReminderSupport | null }) {
  if (!support) return <p className="insight-muted">Checking what this device supports…</p>;
  const yes = (value: boolean) => (value ? 'yes' : 'no');
  return (
    <ul>
      <li>Notifications when the app is closed (push): {yes(support.push)}</li>
      <li>A count on the app icon (badge): {yes(support.badge)}</li>
      <li>Updating that count in the background (periodic sync): {yes(support.periodicSync)}</li>
    </ul>
  );
}

function EntryRow({ entry, preferences }: { entry: ReminderEntry; preferences: ReminderPreferences }) {
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
              update((current) => ({ ...current, on: { ...current.on, [sourceId]: checked } }));
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
            if (TIME.test(value) && value !== time) {
              update((current) => ({ ...current, times: { ...current.times, [sourceId]: value } }));
            }
          }}
        />
      </div>
    </li>
  );
}

function QuietHoursFields({ preferences }: { preferences: ReminderPreferences }) {
  const quiet = preferences.quietHours ?? { from: '22:00', to: '08:00' };
  const save = (change: Partial<typeof quiet>) => {
    const next = { ...quiet, ...change };
    if (TIME.test(next.from) && TIME.test(next.to)) update((current) => ({ ...current, quietHours: next }));
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

function NotificationsControl({ support, push, onDone }: { support: ReminderSupport | null; push: boolean; onDone: () => void }) {
  const [status, setStatus] = useState<string>('');
  const [working, setWorking] = useState(false);
  const pick = useCopy();
  if (support?.iosNeedsInstall) return <p className="insight-callout">{pick(IOS_INSTALL)}</p>;
  if (support && !support.push) {
    return <p className="insight-callout">This browser cannot show notifications from the app. The reminders below still show in the app.</p>;
  }
  const toggle = async () => {
    setWorking(true);
    setStatus('');
    try {
      if (push) {
        await turnOffNotifications();
        setStatus('Notifications are off, and the server no longer holds any of your reminder times.');
      } else {
        await turnOnNotifications();
        setStatus('Notifications are on for the reminders you turn on below.');
      }
    } catch (error) {
      setStatus(error instanceof Error ? error.message : 'That did not work. Please try again.');
    } finally {
      setWorking(false);
      onDone();
    }
  };
  return (
    <div>
      <button type="button" className="button button--primary" disabled={working || support === null} onClick={() => void toggle()}>
        {push ? 'Turn off notifications' : 'Turn on notifications'}
      </button>
      <p role="status" className="insight-muted">
        {status}
      </p>
    </div>
  );
}

export function RemindersPage() {
  usePageTitle('Reminders');
  const pick = useCopy();
  const state = useLiveQuery(() => readReminderState(), []);
  const [support, setSupport] = useState<ReminderSupport | null>(null);
  const [plan, setPlan] = useState<ReminderPlan | null>(null);
  const refreshSupport = () => void reminderSupport().then(setSupport, () => setSupport(null));
  useEffect(() => {
    refreshSupport();
    showPlan = setPlan;
    // On open: plan again in the device's current time zone (after travel, or a day later).
    void refreshReminders().then(setPlan, () => undefined);
    return () => {
      showPlan = () => undefined;
    };
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
        <SupportList support={support} />
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
              <EntryRow key={entry.source.id} entry={entry} preferences={state.preferences} />
            ))}
          </ul>
        ) : (
          <p className="insight-muted">Loading…</p>
        )}
      </section>

      {state ? (
        <section aria-labelledby="reminders-settings">
          <h2 id="reminders-settings">How they arrive</h2>
          <QuietHoursFields preferences={state.preferences} />
          <div className="insight-field">
            <label className="insight-field__label" htmlFor="reminders-cap">
              At most this many a day
            </label>
            <select
              id="reminders-cap"
              value={state.preferences.dailyCap}
              onChange={(event) => {
                const dailyCap = Number(event.target.value);
                update((current) => ({ ...current, dailyCap }));
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
                  update((current) => ({ ...current, showNames }));
                }}
              />{' '}
              Show the name of the tool or item on the lock screen
            </label>
            <p className="insight-field__hint">Off: notifications say only something general, like “Your evening check-in” or “Something from your plan”.</p>
          </div>
        </section>
      ) : null}

      {plan && plan.reminders.length > 0 ? (
        <section aria-labelledby="reminders-next">
          <h2 id="reminders-next">Coming up</h2>
          <ul>
            {plan.reminders.slice(0, 5).map((reminder) => (
              <li key={reminder.id}>
                {timeOf(reminder.at)}: {reminder.title}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </article>
  );
}
