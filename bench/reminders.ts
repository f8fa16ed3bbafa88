/**
 * The reminder scheduler under load: 10,000 devices, each with one reminder, all due within one minute, sent by one
 * scheduler (npm start's: the embedded database, a tick every 15 s, batches of 500, 64 pushes in flight) to the
 * local stand-in push service (tests/support/push-standin/), which decrypts every message with its subscription's
 * keys and checks the VAPID signature, in this same process (so the figures include the stand-in's own work).
 * Prints pushes per second while sending and the lateness of each push (received minus its instant), p50 and p99.
 * The target (issue 29): every push within 60 s of its instant on one instance of this machine.
 *
 *   npm run bench -- reminders        (BENCH_REMINDERS=10000, BENCH_REMINDER_TICK_MS=15000)
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import webPush from 'web-push';
import { migrate } from '../functions/_lib/db/migrate.ts';
import { openEmbeddedDatabase } from '../functions/_lib/db/pglite-client.ts';
import { emptyTick } from '../functions/_lib/reminders/outcome-routing.ts';
import { createReminderScheduler, DEFAULT_TICK_MS } from '../functions/_lib/reminders/scheduler.ts';
import { startPushStandin, STANDIN_ORIGINS } from '../tests/support/push-standin/standin.ts';
import { parsePushOrigins } from '../functions/_lib/reminders/push-endpoints.ts';

const COUNT = Number(process.env.BENCH_REMINDERS ?? 10_000);
const TICK_MS = Number(process.env.BENCH_REMINDER_TICK_MS ?? DEFAULT_TICK_MS);
const SPREAD_MS = 60_000;
const LEAD_MS = 5_000;

function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

export async function benchReminders(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'bm-bench-reminders-'));
  const db = await openEmbeddedDatabase(join(dir, 'db'));
  const standin = await startPushStandin();
  try {
    await migrate(db);
    const vapid = { ...webPush.generateVAPIDKeys(), subject: 'mailto:bench@example.org' };
    const start = Date.now() + LEAD_MS;
    const due = new Map<string, number>();
    const subscriptions = Array.from({ length: COUNT }, (_, index) => {
      const subscription = standin.subscribe();
      const keyHash = randomUUID().replaceAll('-', '').padEnd(64, '0');
      const id = randomUUID();
      const at = start + Math.floor((index / COUNT) * SPREAD_MS);
      due.set(id, at);
      return { keyHash, subscription, id, at };
    });
    await db.transaction(async (tx) => {
      await tx.query(
        `insert into feedback.reminder_subscriptions (key_hash, endpoint, p256dh, auth, updated_at)
         select k, e, p, a, now() from unnest($1::text[], $2::text[], $3::text[], $4::text[]) as s (k, e, p, a)`,
        [subscriptions.map((s) => s.keyHash), subscriptions.map((s) => s.subscription.endpoint), subscriptions.map((s) => s.subscription.keys.p256dh), subscriptions.map((s) => s.subscription.keys.auth)],
      );
      await tx.query(
        `insert into feedback.reminder_occurrences (key_hash, occurrence_id, due_at)
         select k, i, t from unnest($1::text[], $2::text[], $3::timestamptz[]) as o (k, i, t)`,
        [subscriptions.map((s) => s.keyHash), subscriptions.map((s) => s.id), subscriptions.map((s) => new Date(s.at).toISOString())],
      );
    });

    // The stand-in's origin, as REMINDER_PUSH_ORIGINS would allow it.
    const scheduler = createReminderScheduler({ db, vapid, extraPushOrigins: parsePushOrigins(STANDIN_ORIGINS) });
    const total = emptyTick();
    let sendingMs = 0;
    const deadline = start + SPREAD_MS + 15 * 60_000;
    // npm start's interval, run here by hand so each tick's duration is known.
    while (total.sent + total.dropped < COUNT && Date.now() < deadline) {
      const began = Date.now();
      const result = await scheduler.tick();
      if (result.sent > 0) sendingMs += Date.now() - began;
      total.sent += result.sent;
      total.dropped += result.dropped;
      total.retry += result.retry;
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, TICK_MS - (Date.now() - began))));
    }
    // The first arrival of each id (a push whose answer timed out is sent again, with the same Topic header).
    const firstArrival = new Map<string, number>();
    for (const push of standin.received) {
      const id = (JSON.parse(push.text) as { id: string }).id;
      if (!firstArrival.has(id)) firstArrival.set(id, push.receivedAt);
    }
    const lateness = [...firstArrival].map(([id, at]) => at - (due.get(id) ?? at)).sort((a, b) => a - b);
    const onlyIds = standin.received.every((push) => Object.keys(JSON.parse(push.text) as object).join() === 'id');
    console.log(`\nReminders: ${COUNT.toLocaleString('en')} subscriptions due within ${SPREAD_MS / 1000} s, tick every ${TICK_MS / 1000} s, embedded database`);
    console.log(`  sent ${total.sent}, dropped ${total.dropped}, retried ${total.retry}; received and decrypted ${standin.received.length}, ${firstArrival.size} distinct ids (only the id: ${onlyIds}, VAPID valid: ${standin.received.every((push) => push.vapidValid)})`);
    console.log(`  pushes per second while sending: ${Math.round((total.sent / sendingMs) * 1000)} (${total.sent} in ${(sendingMs / 1000).toFixed(1)} s of ticks)`);
    console.log(`  lateness: p50 ${(percentile(lateness, 50) / 1000).toFixed(1)} s, p99 ${(percentile(lateness, 99) / 1000).toFixed(1)} s, max ${(percentile(lateness, 100) / 1000).toFixed(1)} s`);
    console.log(`  first arrival within 60 s of the instant: ${lateness.filter((ms) => ms <= 60_000).length} of ${COUNT}`);
  } finally {
    await standin.close();
    await db.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await benchReminders();
