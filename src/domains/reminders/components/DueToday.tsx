/**
 * "Due today": the things the person turned reminders on for that are due on their today, each linking to its
 * screen, for devices without push (and as a plain list beside it). Renders nothing until something turned on is
 * due, so a person who never chose reminders sees nothing here. No guilt wording: things are "ready", never "missed".
 */
import { useLiveQuery } from 'dexie-react-hooks';
import { Link } from 'react-router-dom';
import { paths } from '@/lib/paths';
import { Plain } from '@/lib/plain-language';
import { deviceTimeZone } from '../../calendar/rhythm.ts';
import { readReminderState } from '../data/refresh-reminders.ts';
import { readReminderPreferences } from '../data/reminder-preferences.ts';
import { isDueToday } from '../occurrences.ts';

async function readDueToday(): Promise<{ label: string; url: string }[]> {
  // Nothing turned on: nothing can be due, and no need for the time zone (the page's first one costs a long task).
  if (!Object.values((await readReminderPreferences()).on).some(Boolean)) return [];
  const now = new Date();
  const timeZone = deviceTimeZone();
  const { entries, preferences } = await readReminderState(now, timeZone);
  return entries
    .filter((entry) => preferences.on[entry.source.id] === true && isDueToday(entry.source, now, timeZone))
    .map((entry) => ({ label: entry.label, url: entry.url }));
}

/** `linkToSettings`: off on the reminders screen itself. */
export function DueToday({ linkToSettings = true }: { linkToSettings?: boolean }) {
  const due = useLiveQuery(readDueToday, []);
  if (!due || due.length === 0) return null;
  return (
    <section aria-labelledby="due-today-title" className="due-today">
      <h2 id="due-today-title">
        <Plain standard="Ready for today" plain="For today" />
      </h2>
      <ul>
        {due.map((item) => (
          <li key={`${item.url}-${item.label}`}>
            <Link to={item.url}>{item.label}</Link>
          </li>
        ))}
      </ul>
      <p>
        <Plain standard="Whenever suits you." plain="Do them when you like." />
        {linkToSettings ? ' ' : null}
        {linkToSettings ? <Link to={paths.reminders}>Change reminders</Link> : null}
      </p>
    </section>
  );
}
