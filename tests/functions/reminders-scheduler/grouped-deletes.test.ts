/**
 * Deleting finished rows in groups (functions/_lib/reminders/grouped-deletes.ts), on the embedded database: rows
 * finished together go in one statement, a row another claim holds is not touched, each caller waits for its own
 * row's delete, and a failed group does not stop the next.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { SqlClient } from '../../../functions/_lib/db/client.ts';
import { claimDue } from '../../../functions/_lib/reminders/due-claims.ts';
import { groupedDeleter } from '../../../functions/_lib/reminders/grouped-deletes.ts';
import { openTestDatabase, type TestDatabase } from '../support/backends.ts';
import { clearReminders, occurrences, seedOccurrence, seedSubscription } from '../support/reminder-rows.ts';

const AT = new Date('2026-06-01T18:00:00Z');

/** The database, counting the deletes it is asked for and failing the next one when told to. */
function countingDeletes(db: SqlClient): { db: SqlClient; deletes: () => number; failNext: () => void } {
  let deletes = 0;
  let fail = false;
  const counting: SqlClient = {
    kind: db.kind,
    exec: (text) => db.exec(text),
    transaction: (work) => db.transaction(work),
    close: () => db.close(),
    query: async (text, params) => {
      if (text.trimStart().startsWith('delete')) {
        deletes += 1;
        if (fail) {
          fail = false;
          throw new Error('planted failure');
        }
      }
      return db.query(text, params);
    },
  };
  return { db: counting, deletes: () => deletes, failNext: () => (fail = true) };
}

describe('deleting finished rows in groups', () => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await openTestDatabase('embedded');
  }, 60_000);
  afterAll(() => database.close());
  beforeEach(() => clearReminders(database.db));

  async function claimedRows(count: number) {
    const subscription = await seedSubscription(database.db);
    for (let index = 0; index < count; index += 1) await seedOccurrence(database.db, subscription, new Date(AT.getTime() - (index + 1) * 1000));
    return claimDue(database.db, AT, 100, 60_000);
  }

  it('deletes rows finished together in one statement, and each caller waits for its row', async () => {
    const claim = await claimedRows(5);
    const counted = countingDeletes(database.db);
    const finish = groupedDeleter(counted.db, claim.token);
    await Promise.all(claim.rows.map((row) => finish(row)));
    expect(counted.deletes()).toBe(1);
    expect(await occurrences(database.db)).toEqual([]);
  });

  it('starts a new group for rows that arrive while one is being deleted', async () => {
    const claim = await claimedRows(3);
    const counted = countingDeletes(database.db);
    const finish = groupedDeleter(counted.db, claim.token);
    await finish(claim.rows[0]!);
    expect(await occurrences(database.db)).toHaveLength(2);
    await Promise.all([finish(claim.rows[1]!), finish(claim.rows[2]!)]);
    expect(counted.deletes()).toBe(2);
    expect(await occurrences(database.db)).toEqual([]);
  });

  it('leaves a row that another claim holds now', async () => {
    const claim = await claimedRows(1);
    // The lease ended and another instance claimed the row again, with its own token.
    const again = await claimDue(database.db, new Date(AT.getTime() + 120_000), 100, 60_000);
    expect(again.rows).toHaveLength(1);
    await groupedDeleter(database.db, claim.token)(claim.rows[0]!);
    expect((await occurrences(database.db))[0]?.claim_token).toBe(again.token);
  });

  it('rejects the waiters of a failed group, and the next group is still deleted', async () => {
    const claim = await claimedRows(2);
    const counted = countingDeletes(database.db);
    const finish = groupedDeleter(counted.db, claim.token);
    counted.failNext();
    await expect(finish(claim.rows[0]!)).rejects.toThrow('planted failure');
    await finish(claim.rows[1]!);
    expect((await occurrences(database.db)).map((row) => row.occurrence_id)).toEqual([claim.rows[0]!.occurrence_id]);
  });
});
