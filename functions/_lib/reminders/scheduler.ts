/**
 * Sends each due reminder once: a push carrying only its opaque id, encrypted for the subscription (RFC 8291,
 * aes128gcm) and signed with the VAPID key (RFC 8292) by the `web-push` library, posted with fetch.
 *
 * One tick claims due rows in batches, each batch in one transaction: `FOR UPDATE OF o, s SKIP LOCKED` locks the
 * instants and their subscriptions, so several instances on one PostgreSQL share the work and never take the same
 * row (or two rows of one subscription, so deleting a gone subscription never waits on another instance), and the
 * rows sent are deleted in the same transaction. A reminder more than 15 minutes late is deleted unsent. A 404 or
 * 410 from the push service deletes the subscription with its instants; 429, 5xx and network failures leave the row
 * for the next tick (until it is too late); any other refusal deletes the row, since it will never be accepted.
 *
 * Restarts: `stop()` lets the running batch finish, so a graceful restart sends none twice and loses none. A crash
 * mid-batch rolls the batch back, so nothing is lost; the pushes of that batch already accepted may go again, each
 * with the same Topic header, which lets a push service that has not delivered the first replace it with the second.
 */
import webPush from 'web-push';
import type { SqlClient } from '../db/client.ts';
import { errorCode } from '../log-safe.ts';
import { REMINDER_LATENESS_LIMIT_MS } from '../../../contract/reminder-schemas.ts';
import type { VapidKeys } from './vapid.ts';

export const DEFAULT_TICK_MS = 15_000;
export const DEFAULT_BATCH_SIZE = 500;
export const DEFAULT_CONCURRENCY = 64;
const SEND_TIMEOUT_MS = 10_000;

export interface PushRequest {
  endpoint: string;
  method: string;
  headers: Record<string, string>;
  body: Uint8Array | null;
}

/** Posts one push; answers the push service's status (a network failure throws). */
export type PushTransport = (request: PushRequest) => Promise<number>;

export const fetchTransport: PushTransport = async (request) => {
  const response = await fetch(request.endpoint, {
    method: request.method,
    headers: request.headers,
    body: request.body === null ? null : new Uint8Array(request.body),
    signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
  });
  await response.body?.cancel();
  return response.status;
};

export interface SchedulerOptions {
  db: SqlClient;
  vapid: VapidKeys;
  now?: () => Date;
  transport?: PushTransport;
  batchSize?: number;
  concurrency?: number;
  log?: (message: string) => void;
}

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
  /** How late each sent push left, in milliseconds after its instant. */
  latenessMs: number[];
}

interface DueRow {
  key_hash: string;
  occurrence_id: string;
  due_at: Date;
  endpoint: string;
  p256dh: string;
  auth: string;
}

type Outcome = 'sent' | 'gone' | 'retry' | 'refused';

/** A push service may hold a message this long: never past the lateness limit. */
function ttlSeconds(dueAt: Date, now: Date): number {
  return Math.max(0, Math.floor((dueAt.getTime() + REMINDER_LATENESS_LIMIT_MS - now.getTime()) / 1000));
}

/**
 * Topic (RFC 8030 5.4): at most 32 URL-safe base64 characters; the same id gives the same topic. Hyphens are dropped
 * so a UUID's 32 hex digits all count.
 */
function topicOf(occurrenceId: string): string {
  return occurrenceId.replace(/[^A-Za-z0-9_]/g, '').slice(0, 32);
}

function outcomeOf(status: number): Outcome {
  if (status >= 200 && status < 300) return 'sent';
  if (status === 404 || status === 410) return 'gone';
  if (status === 429 || status >= 500) return 'retry';
  return 'refused';
}

/** Runs `work` over `items`, at most `limit` at once. */
async function eachLimited<T>(items: readonly T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const lane = async () => {
    while (next < items.length) await work(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, lane));
}

export function emptyTick(): TickResult {
  return { sent: 0, dropped: 0, gone: 0, retry: 0, refused: 0, latenessMs: [] };
}

export function createReminderScheduler(options: SchedulerOptions) {
  const now = options.now ?? (() => new Date());
  const transport = options.transport ?? fetchTransport;
  const batchSize = options.batchSize ?? DEFAULT_BATCH_SIZE;
  const concurrency = options.concurrency ?? DEFAULT_CONCURRENCY;
  const log = options.log ?? ((message: string) => console.error(message));
  const vapidDetails = { subject: options.vapid.subject, publicKey: options.vapid.publicKey, privateKey: options.vapid.privateKey };

  async function push(row: DueRow, at: Date): Promise<Outcome> {
    const details = webPush.generateRequestDetails(
      { endpoint: row.endpoint, keys: { p256dh: row.p256dh, auth: row.auth } },
      JSON.stringify({ id: row.occurrence_id }),
      { vapidDetails, TTL: ttlSeconds(row.due_at, at), urgency: 'normal', topic: topicOf(row.occurrence_id), contentEncoding: 'aes128gcm' },
    );
    try {
      const status = await transport({
        endpoint: details.endpoint,
        method: details.method,
        headers: details.headers as Record<string, string>,
        body: details.body ? new Uint8Array(details.body) : null,
      });
      return outcomeOf(status);
    } catch (error) {
      log(`Reminders: a push could not be posted (${errorCode(error)}); it is tried again next tick`);
      return 'retry';
    }
  }

  /** One batch in one transaction; answers the result and whether a further batch may find more. */
  async function batch(result: TickResult): Promise<boolean> {
    return options.db.transaction(async (tx) => {
      const at = now();
      const tooLate = new Date(at.getTime() - REMINDER_LATENESS_LIMIT_MS).toISOString();
      const dropped = await tx.query(
        `delete from feedback.reminder_occurrences where (key_hash, occurrence_id) in (
           select key_hash, occurrence_id from feedback.reminder_occurrences where due_at < $1::timestamptz
           for update skip locked) returning 1`,
        [tooLate],
      );
      result.dropped += dropped.length;
      const rows = await tx.query<DueRow>(
        `select o.key_hash, o.occurrence_id, o.due_at, s.endpoint, s.p256dh, s.auth
           from feedback.reminder_occurrences o join feedback.reminder_subscriptions s using (key_hash)
          where o.due_at <= $1::timestamptz
          order by o.due_at
          limit $2
          for update of o, s skip locked`,
        [at.toISOString(), batchSize],
      );
      const done: DueRow[] = [];
      const gone = new Set<string>();
      await eachLimited(rows, concurrency, async (row) => {
        const outcome = await push(row, at);
        if (outcome === 'sent') {
          result.sent += 1;
          result.latenessMs.push(now().getTime() - new Date(row.due_at).getTime());
          done.push(row);
        } else if (outcome === 'refused') {
          result.refused += 1;
          done.push(row);
        } else if (outcome === 'gone') {
          gone.add(row.key_hash);
        } else {
          result.retry += 1;
        }
      });
      if (done.length > 0) {
        await tx.query(
          `delete from feedback.reminder_occurrences where (key_hash, occurrence_id) in (
             select * from unnest($1::text[], $2::text[]))`,
          [done.map((row) => row.key_hash), done.map((row) => row.occurrence_id)],
        );
      }
      if (gone.size > 0) {
        await tx.query('delete from feedback.reminder_subscriptions where key_hash = any($1::text[])', [[...gone]]);
        result.gone += gone.size;
      }
      return rows.length === batchSize && done.length + gone.size > 0;
    });
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
    /** Stops ticking and waits for the running batch, so a restart neither loses nor repeats it. */
    async stop() {
      if (timer) clearInterval(timer);
      timer = null;
      await running?.catch(() => undefined);
    },
  };
}

export type ReminderScheduler = ReturnType<typeof createReminderScheduler>;
