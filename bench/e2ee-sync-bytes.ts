/**
 * (c) of `npm run bench -- e2ee-sync`: the bytes the server keeps for an account against the deflated plaintext of
 * its changes (issue 38: at most 1.5x). Counted from the tables: every snapshot part the account holds, and every log
 * row's payload, signature, change id and device id. Two accounts: the restore bench's, written at once and then
 * synced (its first device writes a snapshot at the head, which deletes the log it covers), and the lifetime one,
 * written day by day (bench/e2ee-device/lifetime.ts), whose figure after each day is also given.
 */
import type { SqlClient } from '../functions/_lib/db/client.ts';
import type { LifetimeFigures } from './e2ee-device/lifetime-figures.ts';

export interface AccountBytes {
  snapshotUpTo: number | null;
  snapshotBytes: number;
  logRows: number;
  logBytes: number;
  total: number;
}

export async function accountBytes(db: SqlClient, accountId: string): Promise<AccountBytes> {
  const [row] = await db.query<{ up_to: number | null; snapshot_bytes: number; log_rows: number; log_bytes: number }>(
    `select (select up_to::int from feedback.sync_snapshots where account_id = $1) as up_to,
            (select coalesce(sum(octet_length(payload)), 0)::int from feedback.sync_snapshot_parts where account_id = $1) as snapshot_bytes,
            (select count(*)::int from feedback.sync_changes where account_id = $1) as log_rows,
            (select coalesce(sum(octet_length(payload) + octet_length(signature) + octet_length(change_id) + octet_length(device_id)), 0)::int
               from feedback.sync_changes where account_id = $1) as log_bytes`,
    [accountId],
  );
  const snapshotBytes = row?.snapshot_bytes ?? 0;
  const logBytes = row?.log_bytes ?? 0;
  return { snapshotUpTo: row?.up_to ?? null, snapshotBytes, logRows: row?.log_rows ?? 0, logBytes, total: snapshotBytes + logBytes };
}

const round2 = (value: number) => Math.round(value * 100) / 100;

/** The lifetime run's per-day figures, summed up: the last day, from which day every day is within 1.5x, the peak. */
function lifetimeSummary(life: LifetimeFigures, lifeAccount: AccountBytes | undefined) {
  const ratios = life.storedBytes.map((stored, day) => stored / (life.deflatedBytes[day] ?? 1));
  // The first day from which every later day is within 1.5x (null: the last day is not).
  let withinFrom: number | null = null;
  for (let day = ratios.length - 1; day >= 0 && (ratios[day] ?? Infinity) <= 1.5; day -= 1) withinFrom = day;
  const afterFirstYear = ratios.slice(365);
  const last = ratios.length - 1;
  return {
    days: life.days,
    entries: life.entries,
    changesPushed: life.changesPushed,
    lastDay: { storedBytes: life.storedBytes[last], deflatedBytes: life.deflatedBytes[last], ratio: round2(ratios[last] ?? NaN) },
    lastDayFromTables: lifeAccount,
    withinFromDay: withinFrom,
    deflatedBytesThatDay: withinFrom === null ? null : life.deflatedBytes[withinFrom],
    highestRatioAfterFirstYear: afterFirstYear.length > 0 ? round2(Math.max(...afterFirstYear)) : null,
    snapshotsWritten: life.snapshotsWritten,
    snapshotBytesUploaded: life.snapshotBytesUploaded,
    snapshotBytesUploadedPerChange: Math.round(life.snapshotBytesUploaded / Math.max(1, life.changesPushed)),
    seconds: Math.round(life.ms / 100) / 10,
  };
}

export function bytesFigures(restoreAccount: AccountBytes, restoreDeflated: number, life: LifetimeFigures | undefined, lifeAccount: AccountBytes | undefined) {
  const lifeFigures = life && lifetimeSummary(life, lifeAccount);
  return {
    afterRestoreBench: { ...restoreAccount, deflatedPlaintextBytes: restoreDeflated, ratio: round2(restoreAccount.total / restoreDeflated) },
    lifetime: lifeFigures,
  };
}

export function printBytes(figures: ReturnType<typeof bytesFigures>, holds: (ok: boolean) => string): void {
  const after = figures.afterRestoreBench;
  console.log(
    `e2ee sync (c) stored on the server for the restore account once synced: snapshot (up to ${after.snapshotUpTo ?? 'none'}) ${after.snapshotBytes} bytes + ` +
      `log ${after.logBytes} bytes in ${after.logRows} rows = ${after.total} bytes; deflated plaintext ${after.deflatedPlaintextBytes} bytes: ${after.ratio}x [<= 1.5x: ${holds(after.ratio <= 1.5)}]`,
  );
  const life = figures.lifetime;
  if (!life) return;
  console.log(
    `e2ee sync (c, over its life) ${life.days} days written one at a time (${life.changesPushed} changes), a sync cycle after each, in ${life.seconds} s: ` +
      `after the last day ${life.lastDay.storedBytes} bytes stored (the tables say ${life.lastDayFromTables?.total ?? '?'}) for ${life.lastDay.deflatedBytes} deflated: ${life.lastDay.ratio}x; ` +
      `within 1.5x from day ${life.withinFromDay ?? 'never'} on (${life.deflatedBytesThatDay ?? '-'} bytes deflated that day); highest after the first year ${life.highestRatioAfterFirstYear ?? '-'}x ` +
      `[<= 1.5x after the first year: ${holds(life.highestRatioAfterFirstYear !== null && life.highestRatioAfterFirstYear <= 1.5)}]; ` +
      `${life.snapshotsWritten} snapshots written, ${life.snapshotBytesUploaded} bytes uploaded (${life.snapshotBytesUploadedPerChange} a change)`,
  );
}
