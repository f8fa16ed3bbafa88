/**
 * The home screen's "Due today": a client-only island. The home page is prerendered and its main thread must stay
 * free while it loads (issue 32), so the list (Dexie, its live query and the reminder catalogue) is imported on its
 * own, only once the app's deferred start-up has run and the browser is idle (`whenIdle`: after the first screen,
 * the load event and the database's opening stage). Until then, and whenever nothing turned on is due, it renders
 * nothing and reserves no space; it sits below the four areas, so what is above the fold never moves.
 */
import { useEffect, useState, type ComponentType } from 'react';
import { whenIdle } from '../../../lib/when-idle';

/** The longest the island waits for an idle moment once the deferred start-up is done. */
const IDLE_TIMEOUT_MS = 4000;

type DueTodayList = ComponentType<{ linkToSettings?: boolean }>;

export function HomeDueToday() {
  const [List, setList] = useState<DueTodayList | null>(null);
  useEffect(() => {
    let active = true;
    const cancel = whenIdle(() => {
      void import('@/domains/reminders/components/DueToday').then(
        ({ DueToday }) => {
          if (active) setList(() => DueToday);
        },
        // Nothing to show is the kind outcome of a chunk that failed to load (offline before it was cached): home
        // stays as it is, and the reminders screen has the same list.
        () => undefined,
      );
    }, IDLE_TIMEOUT_MS);
    return () => {
      active = false;
      cancel();
    };
  }, []);
  return List ? <List /> : null;
}
