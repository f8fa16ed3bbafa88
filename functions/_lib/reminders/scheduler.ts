/**
 * The reminders' scheduler: each tick claims the due reminders batch after batch (due-claims.ts), sends each one's
 * push (push-send.ts), acts on the outcome (outcome-routing.ts) and deletes the finished rows in groups
 * (grouped-deletes.ts). This module is the loop that runs them: lanes of `concurrency` sends, batches until none is
 * left, ticks on an interval.
 *
 * A push is posted only while at least the send timeout and a margin are left on its lease, so no other instance can
 * claim a row whose push may still be in flight; a row whose lease is too short is released for the next tick.
 *
 * Restarts (docs/reminders.md, "What a restart guarantees"): `stop()` lets the running batch finish, so a graceful
 * restart sends none twice and loses none. After a crash (SIGKILL, power loss) the rows it had claimed and not sent
 * wait for their lease to end (LEASE_MS) and are then sent by the next tick of any instance, so none is lost unless
 * it has become more than 15 minutes late. A push is sent twice only when the crash fell between the push service
 * accepting it and its row's deletion: at most `concurrency` pushes per crash, each again with the same Topic
 * header (a push service that has not delivered the first replaces it) and shown by the service worker with the
 * same tag (a notification still on screen is replaced, not doubled).
 */
import type { SqlClient } from '../db/client.ts';
import { errorCode } from '../log-safe.ts';
import { claimDue, dropTooLate, releaseClaim } from './due-claims.ts';
import { groupedDeleter } from './grouped-deletes.ts';
import { emptyTick, routeOutcome, type TickResult } from './outcome-routing.ts';
import { fetchTransport, pushSender, SEND_TIMEOUT_MS, type PushTransport } from './push-send.ts';
import type { ExtraPushOrigin } from './push-endpoints.ts';
import type { VapidKeys } from './vapid.ts';

export const DEFAULT_TICK_MS = 15_000;
export const DEFAULT_BATCH_SIZE = 500;
export const DEFAULT_CONCURRENCY = 64;
/** How long a claim holds its rows; a crashed instance's rows are sent by another this long after the claim. */
export const DEFAULT_LEASE_MS = 60_000;
/** A push is posted only while this much of its lease is left (the send timeout, and time to delete the row). */
const LEASE_MARGIN_MS = SEND_TIMEOUT_MS + 5_000;

export interface SchedulerOptions {
  db: SqlClient;
  vapid: VapidKeys;
  now?: () => Date;
  transport?: PushTransport;
  batchSize?: number;
  concurrency?: number;
  /** At least LEASE_MARGIN_MS (15 s) longer than a push may take; shorter only in tests with a fast transport. */
  leaseMs?: number;
  /**
   * Origins besides the browsers' push services a push may go to (REMINDER_PUSH_ORIGINS): the same list the reminders
   * function stores subscriptions under. Checked again at each send, so a row stored under a wider list (or before
   * there was one) is never posted to an address of its choosing.
   */
  extraPushOrigins?: readonly ExtraPushOrigin[];
  log?: (message: string) => void;
}

/** Runs `work` over `items`, at most `limit` at once. */
export async function eachLimited<T>(items: readonly T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const lane = async () => {
    while (next < items.length) await work(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, lane));
}

export function createReminderScheduler(options: SchedulerOptions) {
  const { db } = options;
  const now = options.now ?? (() => new Date());
  const batchSize = options.batchSize ?? DEFAULT_BATCH_SIZE;
  const concurrency = options.concurrency ?? DEFAULT_CONCURRENCY;
  const leaseMs = options.leaseMs ?? DEFAULT_LEASE_MS;
  // A test's short lease keeps half of itself as the margin (its transport answers in milliseconds).
  const leaseMargin = Math.min(LEASE_MARGIN_MS, leaseMs / 2);
  const log = options.log ?? ((message: string) => console.error(message));
  const send = pushSender({
    vapid: options.vapid,
    transport: options.transport ?? fetchTransport,
    extraPushOrigins: options.extraPushOrigins ?? [],
    log,
  });

  /** Claims one batch and sends it; answers whether a further batch may find more. */
  async function batch(result: TickResult): Promise<boolean> {
    const at = now();
    result.dropped += await dropTooLate(db, at);
    const { token, leaseEnd, rows } = await claimDue(db, at, batchSize, leaseMs);
    const route = { db, token, finish: groupedDeleter(db, token), result, now, log };
    let progressed = false;
    await eachLimited(rows, concurrency, async (row) => {
      if (now().getTime() > leaseEnd - leaseMargin) {
        result.retry += 1;
        await releaseClaim(db, row, token);
        return;
      }
      if (await routeOutcome(await send(row, now()), row, route)) progressed = true;
    });
    return rows.length === batchSize && progressed;
  }

  let running: Promise<TickResult> | null = null;
  let timer: ReturnType<typeof setInterval> | null = null;

  /** Sends everything due now (batch after batch); a tick already running is joined, not doubled. */
  function tick(): Promise<TickResult> {
    if (running) return running;
    running = (async () => {
      const result = emptyTick();
      try {
        while (await batch(result));
      } finally {
        running = null;
      }
      return result;
    })();
    return running;
  }

  return {
    tick,
    /** Ticks every `intervalMs` (npm start); failures are logged, never thrown. */
    start(intervalMs = DEFAULT_TICK_MS) {
      if (timer) return;
      timer = setInterval(() => {
        tick().catch((error: unknown) => log(`Reminders: a scheduler tick failed (${errorCode(error)})`));
      }, intervalMs);
      timer.unref();
    },
    /** Stops ticking and waits for the running batch, so a graceful restart neither loses nor repeats it. */
    async stop() {
      if (timer) clearInterval(timer);
      timer = null;
      await running?.catch(() => undefined);
    },
  };
}

export type ReminderScheduler = ReturnType<typeof createReminderScheduler>;
