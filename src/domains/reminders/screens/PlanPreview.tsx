import type { ReminderPlan } from '@/db/reminder-types';
import { timeOf } from './reminder-settings';

/** "Coming up": the next five reminders of the newest plan; nothing while there is none. */
export function PlanPreview({ plan }: { plan: ReminderPlan | null }) {
  if (!plan || plan.reminders.length === 0) return null;
  return (
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
  );
}
