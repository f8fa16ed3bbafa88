/**
 * What becomes of a claimed row once its push has an outcome (functions/_lib/reminders/outcome-routing.ts), on the
 * embedded database: sent and refused rows go to the group deleter, gone and unsafe subscriptions are deleted with
 * their instants, a retry is released for the next tick; each is tallied.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { claimDue, type DueRow } from '../../../functions/_lib/reminders/due-claims.ts';
import { emptyTick, routeOutcome, type OutcomeRoute } from '../../../functions/_lib/reminders/outcome-routing.ts';
import { openTestDatabase, type TestDatabase } from '../support/backends.ts';
import { clearReminders, occurrences, seedOccurrence, seedSubscription } from '../support/reminder-rows.ts';

const AT = new Date('2026-06-01T18:00:00Z');
const DUE = new Date(AT.getTime() - 90_000);

describe('routing a push outcome', () => {
  let database: TestDatabase;
  let finished: DueRow[];
  let logged: string[];

  beforeAll(async () => {
    database = await openTestDatabase('embedded');
  }, 60_000);
  afterAll(() => database.close());
  beforeEach(async () => {
    await clearReminders(database.db);
    finished = [];
    logged = [];
  });

  /** Two subscriptions with one due instant each, claimed; the route for that claim. */
  async function claimed(): Promise<{ rows: DueRow[]; route: OutcomeRoute }> {
    for (let index = 0; index < 2; index += 1) await seedOccurrence(database.db, await seedSubscription(database.db), DUE);
    const claim = await claimDue(database.db, AT, 10, 60_000);
    const route: OutcomeRoute = {
      db: database.db,
      token: claim.token,
      finish: async (row) => {
        finished.push(row);
      },
      result: emptyTick(),
      now: () => AT,
      log: (message) => logged.push(message),
    };
    return { rows: claim.rows, route };
  }

  it('hands a sent row to the deleter and tallies how late it left', async () => {
    const { rows, route } = await claimed();
    expect(await routeOutcome('sent', rows[0]!, route)).toBe(true);
    expect(finished).toEqual([rows[0]]);
    expect(route.result).toMatchObject({ sent: 1, refused: 0, latenessMs: [90_000] });
  });

  it('hands a refused row to the deleter too, as refused', async () => {
    const { rows, route } = await claimed();
    expect(await routeOutcome('refused', rows[0]!, route)).toBe(true);
    expect(finished).toEqual([rows[0]]);
    expect(route.result).toMatchObject({ sent: 0, refused: 1, latenessMs: [] });
  });

  it('deletes a gone subscription with its instants, and only that one', async () => {
    const { rows, route } = await claimed();
    expect(await routeOutcome('gone', rows[0]!, route)).toBe(true);
    expect(route.result.gone).toBe(1);
    expect((await occurrences(database.db)).map((row) => row.occurrence_id)).toEqual([rows[1]!.occurrence_id]);
    expect(finished).toEqual([]);
  });

  it('deletes an unsafe subscription unsent and says so in the log without the endpoint', async () => {
    const { rows, route } = await claimed();
    expect(await routeOutcome('unsafe', rows[0]!, route)).toBe(true);
    expect(route.result).toMatchObject({ unsafe: 1, gone: 0 });
    expect(await occurrences(database.db)).toHaveLength(1);
    expect(logged).toEqual([expect.stringContaining('endpoint_not_allowed')]);
    expect(logged[0]).not.toContain(rows[0]!.endpoint);
  });

  it('releases a retry for the next tick and says it did not leave the queue', async () => {
    const { rows, route } = await claimed();
    expect(await routeOutcome('retry', rows[0]!, route)).toBe(false);
    expect(route.result.retry).toBe(1);
    const states = await occurrences(database.db);
    expect(states.find((row) => row.occurrence_id === rows[0]!.occurrence_id)).toMatchObject({ claim_token: null, claimed_until: null });
    expect(states.find((row) => row.occurrence_id === rows[1]!.occurrence_id)?.claim_token).toBe(route.token);
  });
});
