/**
 * Started once the app opens (src/main.tsx). While no reminder is on, none is pushed and none is planned, it only
 * watches those choices: what could be due, the time zone and the planning code (./watch-reminder-inputs.ts) load the
 * first time one is in use, so a person who never turned a reminder on pays nothing for them at start-up.
 */
import { liveQuery } from 'dexie';
import { remindersInUse } from './reminder-preferences.ts';

export function startReminderRefresh(): () => void {
  let stopped = false;
  let stopInputs: (() => void) | null = null;
  let loading = false;
  const subscription = liveQuery(remindersInUse).subscribe({
    next: (inUse) => {
      if (!inUse || loading || stopInputs) return;
      loading = true;
      void import('./watch-reminder-inputs.ts').then(({ watchReminderInputs }) => {
        if (!stopped) stopInputs = watchReminderInputs();
      }, () => {
        loading = false;
      });
    },
    error: () => undefined,
  });
  return () => {
    stopped = true;
    subscription.unsubscribe();
    stopInputs?.();
  };
}
