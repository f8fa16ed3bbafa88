/**
 * The review cards due now, soonest first, kept current: the list re-reads when a card changes and once a minute
 * (so a question that falls due while the screen is open appears without a reload).
 */
import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useState } from 'react';
import { db } from '@/db/database';
import type { CodexReviewRow } from '@/db/codex-types';

const RECHECK_MS = 60_000;

export function listDueReviews(now: Date): Promise<CodexReviewRow[]> {
  return db.codexReviews.where('due').belowOrEqual(now.toISOString()).sortBy('due');
}

/** Undefined while loading. */
export function useDueReviews(): CodexReviewRow[] | undefined {
  const [tick, setTick] = useState(0);
  useEffect(() => {
    const timer = setInterval(() => setTick((count) => count + 1), RECHECK_MS);
    return () => clearInterval(timer);
  }, []);
  return useLiveQuery(() => listDueReviews(new Date()), [tick]);
}
