/**
 * A reminder scheduler in a process of its own, for the restart test (tests/functions/reminders-restart.test.ts),
 * which SIGKILLs it mid-batch: it ticks on the PostgreSQL at DATABASE_URL with the real clock until no instant is
 * left, printing "tick <sent>" after each tick, then exits 0. VAPID keys, batch size, concurrency, lease and the
 * stand-in's origin (REMINDER_PUSH_ORIGINS) come from the environment.
 */
import { openPostgresDatabase } from '../../../functions/_lib/db/postgres-client.ts';
import { createReminderScheduler } from '../../../functions/_lib/reminders/scheduler.ts';
import type { VapidKeys } from '../../../functions/_lib/reminders/vapid.ts';
import { parsePushOrigins } from '../../../functions/_lib/reminders/push-endpoints.ts';

function required(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set`);
  return value;
}

const db = await openPostgresDatabase(required('DATABASE_URL'));
const scheduler = createReminderScheduler({
  db,
  vapid: JSON.parse(required('VAPID_JSON')) as VapidKeys,
  batchSize: Number(required('BATCH_SIZE')),
  concurrency: Number(required('CONCURRENCY')),
  leaseMs: Number(required('LEASE_MS')),
  extraPushOrigins: parsePushOrigins(required('REMINDER_PUSH_ORIGINS')),
  log: () => undefined,
});
const deadline = Date.now() + 60_000;
for (;;) {
  const { sent } = await scheduler.tick();
  process.stdout.write(`tick ${sent}\n`);
  const [left] = await db.query<{ n: number }>('select count(*)::int as n from feedback.reminder_occurrences');
  if (left?.n === 0) break;
  if (Date.now() > deadline) throw new Error(`${left?.n} instants still waiting after 60 s`);
  await new Promise((resolve) => setTimeout(resolve, 100));
}
await db.close();
