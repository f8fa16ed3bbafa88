/**
 * What becomes of a claimed row once its push has an outcome, and the tally of a tick. Sent or refused for good: the
 * row is deleted (in groups, grouped-deletes.ts). Gone (404/410) or unsafe (not a push service's endpoint): the
 * subscription is deleted with its instants. Retry (429, 5xx, network): the row is released for the next tick.
 */
import type { SqlClient } from '../db/client.ts';
import { releaseClaim, type DueRow } from './due-claims.ts';
import type { Outcome } from './push-send.ts';

export interface TickResult {
  sent: number;
  /** More than 15 minutes late: deleted unsent. */
  dropped: number;
  /** Subscriptions the push service said are gone (404/410), deleted with their instants. */
  gone: number;
  /** Left for the next tick (429, 5xx, network). */
  retry: number;
  /** Refused for good (another 4xx): deleted. */
  refused: number;
  /** Subscriptions whose endpoint is not a push service's (push-endpoints.ts): deleted with their instants, unsent. */
  unsafe: number;
  /** How late each sent push left, in milliseconds after its instant. */
  latenessMs: number[];
}

export function emptyTick(): TickResult {
  return { sent: 0, dropped: 0, gone: 0, retry: 0, refused: 0, unsafe: 0, latenessMs: [] };
}

export interface OutcomeRoute {
  db: SqlClient;
  /** The claim's token: a row is released only while this claim holds it. */
  token: string;
  /** Deletes a finished row (grouped-deletes.ts); resolves once it is deleted. */
  finish: (row: DueRow) => Promise<void>;
  /** Tallied into. */
  result: TickResult;
  now: () => Date;
  log: (message: string) => void;
}

/** Acts on one row's outcome and tallies it; answers whether the row left the queue (a retry does not). */
export async function routeOutcome(outcome: Outcome, row: DueRow, route: OutcomeRoute): Promise<boolean> {
  const { result } = route;
  if (outcome === 'sent' || outcome === 'refused') {
    await route.finish(row);
    if (outcome === 'sent') {
      result.sent += 1;
      result.latenessMs.push(route.now().getTime() - new Date(row.due_at).getTime());
    } else {
      result.refused += 1;
    }
    return true;
  }
  if (outcome === 'gone' || outcome === 'unsafe') {
    const deleted = await route.db.query('delete from feedback.reminder_subscriptions where key_hash = $1 returning 1', [row.key_hash]);
    if (outcome === 'gone') {
      result.gone += deleted.length;
    } else {
      result.unsafe += deleted.length;
      route.log('Reminders: a subscription whose endpoint is not a push service\'s was deleted unsent (endpoint_not_allowed)');
    }
    return true;
  }
  result.retry += 1;
  await releaseClaim(route.db, row, route.token);
  return false;
}
