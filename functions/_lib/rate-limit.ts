import type { SqlClient } from './db/client.ts';

/**
 * Per-client-address request limits on the anonymous endpoints, in fixed one-minute windows (configurable).
 * The embedded server counts in memory; serverless instances sharing one database count in the database.
 */
export const FEEDBACK_RATE_LIMIT_BUCKETS = ['submit', 'upload', 'track', 'prompt', 'read', 'login'] as const;
/**
 * The short-code service's (functions/share-codes.ts): `share` counts creations and revocations, `open` every attempt
 * to open a code, unknown and malformed ones included, so nobody can walk the code space from one address.
 */
export const SHARE_CODE_RATE_LIMIT_BUCKETS = ['share', 'open'] as const;
/**
 * The therapist directory's (functions/directory.ts): `list` counts a therapist's listing changes and subscription
 * starts, `directory` every public read of the directory and every report of a listing.
 */
export const DIRECTORY_RATE_LIMIT_BUCKETS = ['list', 'directory'] as const;
/**
 * Resonance's community (functions/community.ts): `post` counts posts and replies written, `flag` reports made,
 * `community` public reads.
 */
export const COMMUNITY_RATE_LIMIT_BUCKETS = ['post', 'flag', 'community'] as const;
/** Book submissions (functions/books.ts): `book` counts submissions, `receipt` status reads by receipt code. */
export const BOOK_RATE_LIMIT_BUCKETS = ['book', 'receipt'] as const;
/** The AI tools' model calls (functions/ai.ts), when the aiIntegration flag is on. */
export const AI_RATE_LIMIT_BUCKETS = ['ai'] as const;
/** Reminders (functions/reminders.ts): `remind` counts every subscribe, replace, delete and key read. */
export const REMINDER_RATE_LIMIT_BUCKETS = ['remind'] as const;
/**
 * The returns inbox (functions/inbox.ts): `deliver` counts sends and withdrawals by clients, `inbox` the therapist's
 * device registering, fetching and acknowledging. Each inbox also takes at most MAX_INBOX_RETURNS_PER_DAY returns.
 */
export const INBOX_RATE_LIMIT_BUCKETS = ['deliver', 'inbox'] as const;
/**
 * End-to-end encrypted sync (functions/sync.ts): `sync` counts every signed request per account (not per address: a
 * person's devices share it, and a stranger cannot spend it without a linked device's key), `link` account creations
 * and device links per address.
 */
export const SYNC_RATE_LIMIT_BUCKETS = ['sync', 'link'] as const;
export const RATE_LIMIT_BUCKETS = [
  ...FEEDBACK_RATE_LIMIT_BUCKETS,
  ...SHARE_CODE_RATE_LIMIT_BUCKETS,
  ...DIRECTORY_RATE_LIMIT_BUCKETS,
  ...COMMUNITY_RATE_LIMIT_BUCKETS,
  ...BOOK_RATE_LIMIT_BUCKETS,
  ...AI_RATE_LIMIT_BUCKETS,
  ...REMINDER_RATE_LIMIT_BUCKETS,
  ...INBOX_RATE_LIMIT_BUCKETS,
  ...SYNC_RATE_LIMIT_BUCKETS,
] as const;
export type RateLimitBucket = (typeof RATE_LIMIT_BUCKETS)[number];

export interface RateLimitSettings {
  windowMs: number;
  /** Requests allowed per window for each bucket. */
  limits: Record<RateLimitBucket, number>;
}

export const DEFAULT_RATE_LIMITS: RateLimitSettings = {
  windowMs: 60_000,
  limits: { submit: 10, upload: 5, track: 120, prompt: 60, read: 120, login: 10, share: 10, open: 30, list: 10, directory: 60,
    post: 5, flag: 20, community: 120, book: 3, receipt: 30, ai: 10, remind: 30,
    deliver: 20, inbox: 60, sync: 600, link: 20 },
};

/**
 * RATE_LIMITS=off disables them (benchmarks, fault-injection tests); RATE_LIMITS="submit=100,upload=20" changes
 * some; RATE_LIMIT_WINDOW_SECONDS changes the window. A malformed value is an error at start-up, not a silent default.
 */
export function parseRateLimits(value: string | undefined, windowSeconds: string | undefined): RateLimitSettings | null {
  const trimmed = value?.trim().toLowerCase() ?? '';
  if (trimmed === 'off' || trimmed === '0' || trimmed === 'false') return null;
  const settings: RateLimitSettings = { windowMs: DEFAULT_RATE_LIMITS.windowMs, limits: { ...DEFAULT_RATE_LIMITS.limits } };
  if (windowSeconds !== undefined && windowSeconds.trim() !== '') {
    const seconds = Number(windowSeconds);
    if (!Number.isInteger(seconds) || seconds < 1) throw new Error(`RATE_LIMIT_WINDOW_SECONDS must be a whole number of seconds, got "${windowSeconds}"`);
    settings.windowMs = seconds * 1000;
  }
  if (trimmed === '' || trimmed === 'on' || trimmed === 'default') return settings;
  for (const part of trimmed.split(',')) {
    const [name, count] = part.split('=').map((piece) => piece.trim());
    const limit = Number(count);
    if (!(RATE_LIMIT_BUCKETS as readonly string[]).includes(name ?? '') || !Number.isInteger(limit) || limit < 1) {
      throw new Error(`RATE_LIMITS entry "${part}" is not one of ${RATE_LIMIT_BUCKETS.join(', ')} = a positive whole number`);
    }
    settings.limits[name as RateLimitBucket] = limit;
  }
  return settings;
}

export interface RateLimitDecision {
  allowed: boolean;
  /** Seconds until the window resets (for Retry-After). */
  retryAfterSeconds: number;
}

export interface RateLimiter {
  hit(key: string, limit: number, windowMs: number, now: Date): Promise<RateLimitDecision>;
}

function windowOf(now: Date, windowMs: number): { start: number; retryAfterSeconds: number } {
  const start = Math.floor(now.getTime() / windowMs) * windowMs;
  return { start, retryAfterSeconds: Math.max(1, Math.ceil((start + windowMs - now.getTime()) / 1000)) };
}

export class MemoryRateLimiter implements RateLimiter {
  private readonly counters = new Map<string, { start: number; hits: number }>();
  private lastSweep = 0;

  async hit(key: string, limit: number, windowMs: number, now: Date): Promise<RateLimitDecision> {
    const { start, retryAfterSeconds } = windowOf(now, windowMs);
    this.sweep(start);
    const counter = this.counters.get(key);
    const hits = counter && counter.start === start ? counter.hits + 1 : 1;
    this.counters.set(key, { start, hits });
    return { allowed: hits <= limit, retryAfterSeconds };
  }

  /** Forgets finished windows now and then, so memory stays bounded by the clients of the current window. */
  private sweep(currentStart: number): void {
    if (currentStart === this.lastSweep) return;
    this.lastSweep = currentStart;
    for (const [key, counter] of this.counters) {
      if (counter.start < currentStart) this.counters.delete(key);
    }
  }
}

export class DatabaseRateLimiter implements RateLimiter {
  constructor(private readonly db: SqlClient) {}

  async hit(key: string, limit: number, windowMs: number, now: Date): Promise<RateLimitDecision> {
    const { start, retryAfterSeconds } = windowOf(now, windowMs);
    const rows = await this.db.query<{ hits: number }>(
      `insert into feedback.rate_limit_buckets (bucket_key, window_start, hits)
       values ($1, $2::timestamptz, 1)
       on conflict (bucket_key, window_start) do update set hits = feedback.rate_limit_buckets.hits + 1
       returning hits`,
      [key, new Date(start).toISOString()],
    );
    // About one request in a hundred clears windows that ended over an hour ago.
    if (Math.random() < 0.01) {
      await this.db.query('delete from feedback.rate_limit_buckets where window_start < $1::timestamptz', [
        new Date(start - 3_600_000).toISOString(),
      ]);
    }
    return { allowed: (rows[0]?.hits ?? 1) <= limit, retryAfterSeconds };
  }
}
