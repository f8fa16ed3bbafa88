/**
 * Sends each due reminder: a push carrying only its opaque id, encrypted for the subscription (RFC 8291, aes128gcm)
 * and signed with the VAPID key (RFC 8292) by the `web-push` library, posted with fetch.
 *
 * Claiming: one statement claims a batch of due rows with a lease (a random token and an end), selecting them
 * `FOR UPDATE OF o SKIP LOCKED` and only where no lease is running, so several instances on one PostgreSQL share the
 * work and never take the same row. Each push the push service accepts has its row deleted (with the token, so a
 * row claimed again by someone else is not touched) before its lane takes the next, by group commit; a push is posted only while at least the send timeout and
 * a margin are left on its lease, so no other instance can claim a row whose push may still be in flight. A
 * reminder more than 15 minutes late is deleted unsent. A 404 or 410 deletes the subscription with its instants, and
 * so does an endpoint that is not a push service's (checked again here, not only when the subscription was stored);
 * 429, 5xx and network failures release the row for the next tick (until it is too late); any other refusal
 * deletes the row, since it will never be accepted.
 *
 * Restarts (docs/reminders.md, "What a restart guarantees"): `stop()` lets the running batch finish, so a graceful
 * restart sends none twice and loses none. After a crash (SIGKILL, power loss) the rows it had claimed and not sent
 * wait for their lease to end (LEASE_MS) and are then sent by the next tick of any instance, so none is lost unless
 * it has become more than 15 minutes late. A push is sent twice only when the crash fell between the push service
 * accepting it and its row's deletion: at most `concurrency` pushes per crash, each again with the same Topic
 * header (a push service that has not delivered the first replaces it) and shown by the service worker with the
 * same tag (a notification still on screen is replaced, not doubled).
 */
import { randomBytes } from 'node:crypto';
import webPush from 'web-push';
import type { SqlClient } from '../db/client.ts';
import { errorCode } from '../log-safe.ts';
import { REMINDER_LATENESS_LIMIT_MS } from '../../../contract/reminder-schemas.ts';
import type { VapidKeys } from './vapid.ts';
import { refusedPushEndpoint, type ExtraPushOrigin } from './push-endpoints.ts';

export const DEFAULT_TICK_MS = 15_000;
export const DEFAULT_BATCH_SIZE = 500;
export const DEFAULT_CONCURRENCY = 64;
const SEND_TIMEOUT_MS = 10_000;
/** How long a claim holds its rows; a crashed instance's rows are sent by another this long after the claim. */
export const DEFAULT_LEASE_MS = 60_000;
/** A push is posted only while this much of its lease is left (the send timeout, and time to delete the row). */
const LEASE_MARGIN_MS = SEND_TIMEOUT_MS + 5_000;
/** How long a group of finished rows waits for more before its delete. */
const GROUP_LINGER_MS = 20;

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

interface DueRow {
  key_hash: string;
  occurrence_id: string;
  due_at: Date;
  endpoint: string;
  p256dh: string;
  auth: string;
}

type Outcome = 'sent' | 'gone' | 'retry' | 'refused' | 'unsafe';

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
  return { sent: 0, dropped: 0, gone: 0, retry: 0, refused: 0, unsafe: 0, latenessMs: [] };
}

export function createReminderScheduler(options: SchedulerOptions) {
  const now = options.now ?? (() => new Date());
  const transport = options.transport ?? fetchTransport;
  const batchSize = options.batchSize ?? DEFAULT_BATCH_SIZE;
  const concurrency = options.concurrency ?? DEFAULT_CONCURRENCY;
  const leaseMs = options.leaseMs ?? DEFAULT_LEASE_MS;
  const extraPushOrigins = options.extraPushOrigins ?? [];
  // A test's short lease keeps half of itself as the margin (its transport answers in milliseconds).
  const leaseMargin = Math.min(LEASE_MARGIN_MS, leaseMs / 2);
  const log = options.log ?? ((message: string) => console.error(message));
  const vapidDetails = { subject: options.vapid.subject, publicKey: options.vapid.publicKey, privateKey: options.vapid.privateKey };

  async function push(row: DueRow, at: Date): Promise<Outcome> {
    const endpoint = URL.canParse(row.endpoint) ? new URL(row.endpoint) : null;
    if (!endpoint || refusedPushEndpoint(endpoint, extraPushOrigins) !== null) return 'unsafe';
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

  /**
   * Deletes the rows of pushes that went (or never will), only while this claim still holds them, by group commit:
   * a lane waits until its row is deleted before it takes the next, and every row that arrives while one delete runs
   * goes in the next, as one statement. So at most one accepted push per lane is ever unrecorded (the bound a crash
   * can repeat), and a batch costs a few statements instead of one per push.
   */
  function recorder(token: string): (row: DueRow) => Promise<void> {
    let chain: Promise<void> = Promise.resolve();
    let waiting: { rows: DueRow[]; done: Promise<void> } | null = null;
    return (row) => {
      if (!waiting) {
        const rows: DueRow[] = [];
        const done = chain.then(async () => {
          // A moment for the other lanes' rows to join, so a loaded machine commits in larger groups.
          await new Promise((resolve) => setTimeout(resolve, GROUP_LINGER_MS));
          if (waiting?.rows === rows) waiting = null;
          await options.db.query(
            `delete from feedback.reminder_occurrences where claim_token = $3 and (key_hash, occurrence_id) in (
               select * from unnest($1::text[], $2::text[]))`,
            [rows.map((item) => item.key_hash), rows.map((item) => item.occurrence_id), token],
          );
        });
        chain = done.catch(() => undefined);
        waiting = { rows, done };
      }
      waiting.rows.push(row);
      return waiting.done;
    };
  }

  /** Lets the next tick take the row again (a retry, or a lease too short to post it safely). */
  async function release(row: DueRow, token: string): Promise<void> {
    await options.db.query(
      `update feedback.reminder_occurrences set claim_token = null, claimed_until = null
        where key_hash = $1 and occurrence_id = $2 and claim_token = $3`,
      [row.key_hash, row.occurrence_id, token],
    );
  }

  /** Claims one batch and sends it; answers whether a further batch may find more. */
  async function batch(result: TickResult): Promise<boolean> {
    const at = now();
    const tooLate = new Date(at.getTime() - REMINDER_LATENESS_LIMIT_MS).toISOString();
    const dropped = await options.db.query(
      `delete from feedback.reminder_occurrences where (key_hash, occurrence_id) in (
         select key_hash, occurrence_id from feedback.reminder_occurrences
          where due_at < $1::timestamptz and (claimed_until is null or claimed_until < $2::timestamptz)
          for update skip locked) returning 1`,
      [tooLate, at.toISOString()],
    );
    result.dropped += dropped.length;
    const token = randomBytes(16).toString('hex');
    const leaseEnd = at.getTime() + leaseMs;
    const rows = await options.db.query<DueRow>(
      `with due as (
         select o.key_hash, o.occurrence_id, o.due_at, s.endpoint, s.p256dh, s.auth
           from feedback.reminder_occurrences o join feedback.reminder_subscriptions s using (key_hash)
          where o.due_at <= $1::timestamptz and (o.claimed_until is null or o.claimed_until < $1::timestamptz)
          order by o.due_at
          limit $2
          for update of o skip locked)
       update feedback.reminder_occurrences o set claim_token = $3, claimed_until = $4::timestamptz
         from due where o.key_hash = due.key_hash and o.occurrence_id = due.occurrence_id
       returning due.key_hash, due.occurrence_id, due.due_at, due.endpoint, due.p256dh, due.auth`,
      [at.toISOString(), batchSize, token, new Date(leaseEnd).toISOString()],
    );
    let progressed = false;
    const finish = recorder(token);
    await eachLimited(rows, concurrency, async (row) => {
      if (now().getTime() > leaseEnd - leaseMargin) {
        result.retry += 1;
        await release(row, token);
        return;
      }
      const outcome = await push(row, now());
      if (outcome === 'sent' || outcome === 'refused') {
        await finish(row);
        progressed = true;
        if (outcome === 'sent') {
          result.sent += 1;
          result.latenessMs.push(now().getTime() - new Date(row.due_at).getTime());
        } else {
          result.refused += 1;
        }
      } else if (outcome === 'gone' || outcome === 'unsafe') {
        const deleted = await options.db.query('delete from feedback.reminder_subscriptions where key_hash = $1 returning 1', [row.key_hash]);
        if (outcome === 'gone') {
          result.gone += deleted.length;
        } else {
          result.unsafe += deleted.length;
          log('Reminders: a subscription whose endpoint is not a push service\'s was deleted unsent (endpoint_not_allowed)');
        }
        progressed = true;
      } else {
        result.retry += 1;
        await release(row, token);
      }
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
