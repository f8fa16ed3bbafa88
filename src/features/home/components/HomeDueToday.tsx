/**
 * The home screen's "Due today": a client-only island. The home page is prerendered and its main thread must stay
 * free while it loads (issue 32), so the list (Dexie, its live query and the reminder catalogue) is imported on its
 * own, only once the page has settled (`whenPageSettled`), and only when a reminder is on. Until then, and whenever
 * nothing turned on is due, it renders nothing and reserves no space; it sits below the four areas, so what is above
 * the fold never moves.
 */
import { useEffect, useState, type ComponentType } from 'react';
import { whenPageSettled } from '../../../lib/when-idle';

type DueTodayList = ComponentType<{ linkToSettings?: boolean }>;

export function HomeDueToday() {
  const [List, setList] = useState<DueTodayList | null>(null);
  useEffect(() => {
    let active = true;
    const cancel = whenPageSettled(() => {
      void (async () => {
        const { remindersInUse } = await import('@/domains/reminders/data/reminder-preferences');
        if (!active || !(await remindersInUse())) return;
        const { DueToday } = await import('@/domains/reminders/components/DueToday');
        if (active) setList(() => DueToday);
      })().catch(
        // Nothing to show is the kind outcome of a chunk that failed to load (offline before it was cached): home
        // stays as it is, and the reminders screen has the same list.
        () => undefined,
      );
    });
    return () => {
      active = false;
      cancel();
    };
  }, []);
  return List ? <List /> : null;
}
