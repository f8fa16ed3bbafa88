/**
 * Fetches the therapist's inboxes while a Star Chart screen is open: at once, when the device comes back online, and
 * every INBOX_FETCH_INTERVAL_MS while the page is visible. New returns appear in the lists and charts by themselves
 * (they read Dexie live); this hook only says when it last checked and what it found.
 */
import { useEffect, useState } from 'react';
import { fetchInboxReturns, type FetchReport } from '../data/inbox';

export const INBOX_FETCH_INTERVAL_MS = 15_000;

export interface InboxFetchState {
  checkedAt: Date | null;
  last: FetchReport | null;
  /** Returns imported since this screen opened. */
  arrived: number;
}

export function useInboxFetch(therapistId: string): InboxFetchState {
  const [state, setState] = useState<InboxFetchState>({ checkedAt: null, last: null, arrived: 0 });
  useEffect(() => {
    let alive = true;
    const run = () => {
      if (!navigator.onLine || document.visibilityState === 'hidden') return;
      void fetchInboxReturns(therapistId).then((report) => {
        if (alive) setState((previous) => ({ checkedAt: new Date(), last: report, arrived: previous.arrived + report.added }));
      });
    };
    run();
    window.addEventListener('online', run);
    document.addEventListener('visibilitychange', run);
    const timer = window.setInterval(run, INBOX_FETCH_INTERVAL_MS);
    return () => {
      alive = false;
      window.removeEventListener('online', run);
      document.removeEventListener('visibilitychange', run);
      window.clearInterval(timer);
    };
  }, [therapistId]);
  return state;
}
