import { createHash } from 'node:crypto';
import type { SqlClient } from '../db/client.ts';

/**
 * Admin sign-in throttling, with growing delays, in two scopes:
 *
 * - per (account, address): the first FREE_PAIR_FAILURES failures cost nothing (typos), then each failure doubles the
 *   wait, from 2 s up to an hour: about 30 guesses a day from one address instead of 14,400.
 * - per account, over every address (a distributed guesser): FREE_ACCOUNT_FAILURES failures are free, then each
 *   doubles the wait up to ACCOUNT_MAX_DELAY_SECONDS, one minute.
 *
 * Why the account-wide wait stops at a minute: it applies to the real admin too, so it must never become a lock-out
 * that someone else's guesses from another address can impose. A minute still holds a botnet to 1,440 guesses a day
 * against a password of 12+ characters that is not on the common list (server/feedback-startup.ts refuses weaker
 * ones), while the admin, whose own address has no failures, signs in after at most a minute's wait. Failures are
 * forgotten after a quiet day (per pair) or hour (per account); a success clears that address's count only, so the
 * guesser elsewhere gains nothing from it. While a scope is waiting the password is not even checked.
 */
export const FREE_PAIR_FAILURES = 3;
export const PAIR_MAX_DELAY_SECONDS = 3600;
export const FREE_ACCOUNT_FAILURES = 50;
export const ACCOUNT_MAX_DELAY_SECONDS = 60;
const PAIR_MEMORY_MS = 24 * 3600_000;
const ACCOUNT_MEMORY_MS = 3600_000;

function scopes(account: string, address: string): { pair: string; account: string } {
  // Hashed: the typed email may hold anything (a NUL PostgreSQL cannot store, megabytes), and the table needs no
  // readable addresses or emails.
  const digest = (value: string) => createHash('sha256').update(value).digest('hex');
  const normalised = account.trim().toLowerCase();
  return { pair: `pair:${digest(`${normalised}\u0000${address || 'unknown'}`)}`, account: `account:${digest(normalised)}` };
}

function delaySeconds(failures: number, free: number, max: number): number {
  if (failures <= free) return 0;
  return Math.min(max, 2 ** Math.min(failures - free, 20));
}

/** Seconds to wait before this account may try from this address, 0 when it may try now. */
export async function loginWaitSeconds(db: SqlClient, account: string, address: string, now: Date): Promise<number> {
  const keys = scopes(account, address);
  const rows = await db.query<{ blocked_until: Date }>(
    'select blocked_until from feedback.login_failures where scope = any($1::text[]) and blocked_until > $2::timestamptz',
    [[keys.pair, keys.account], now.toISOString()],
  );
  const until = Math.max(0, ...rows.map((row) => new Date(row.blocked_until).getTime()));
  return until > now.getTime() ? Math.ceil((until - now.getTime()) / 1000) : 0;
}

/** Counts a failed sign-in in both scopes and sets their next allowed time. */
export async function recordLoginFailure(db: SqlClient, account: string, address: string, now: Date): Promise<void> {
  const keys = scopes(account, address);
  await db.transaction(async (tx) => {
    // Quiet scopes are forgotten here, so the table holds only recent guessing.
    await tx.query('delete from feedback.login_failures where last_failure_at < $1::timestamptz', [
      new Date(now.getTime() - PAIR_MEMORY_MS).toISOString(),
    ]);
    for (const [scope, free, max, memory] of [
      [keys.pair, FREE_PAIR_FAILURES, PAIR_MAX_DELAY_SECONDS, PAIR_MEMORY_MS],
      [keys.account, FREE_ACCOUNT_FAILURES, ACCOUNT_MAX_DELAY_SECONDS, ACCOUNT_MEMORY_MS],
    ] as const) {
      const rows = await tx.query<{ failures: number }>(
        `insert into feedback.login_failures as f (scope, failures, last_failure_at, blocked_until)
           values ($1, 1, $2::timestamptz, $2::timestamptz)
         on conflict (scope) do update set
           failures = case when f.last_failure_at < $3::timestamptz then 1 else f.failures + 1 end,
           last_failure_at = $2::timestamptz
         returning failures`,
        [scope, now.toISOString(), new Date(now.getTime() - memory).toISOString()],
      );
      const wait = delaySeconds(rows[0]?.failures ?? 1, free, max);
      await tx.query('update feedback.login_failures set blocked_until = $2::timestamptz where scope = $1', [
        scope,
        new Date(now.getTime() + wait * 1000).toISOString(),
      ]);
    }
  });
}

/** A successful sign-in clears this address's count for the account (not the account-wide one). */
export async function recordLoginSuccess(db: SqlClient, account: string, address: string): Promise<void> {
  await db.query('delete from feedback.login_failures where scope = $1', [scopes(account, address).pair]);
}

/** "Too many sign-in attempts. Try again in 2 minutes." */
export function tooManyAttemptsMessage(seconds: number): string {
  const wait =
    seconds < 60 ? `${seconds} second${seconds === 1 ? '' : 's'}`
    : seconds < 5400 ? `${Math.ceil(seconds / 60)} minute${Math.ceil(seconds / 60) === 1 ? '' : 's'}`
    : `${Math.ceil(seconds / 3600)} hours`;
  return `Too many sign-in attempts. Try again in ${wait}.`;
}
