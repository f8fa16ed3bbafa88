/**
 * The scheduler's claim (functions/_lib/reminders/due-claims.ts) on the embedded database: due rows are claimed
 * earliest first with a lease, a running lease keeps them from a second claim, an ended lease frees them, rows over
 * 15 minutes late are dropped unless a lease holds them, and a release needs the claim's token.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { claimDue, dropTooLate, releaseClaim } from '../../../functions/_lib/reminders/due-claims.ts';
import { openTestDatabase, type TestDatabase } from '../support/backends.ts';
import { clearReminders, occurrences, seedOccurrence, seedSubscription } from '../support/reminder-rows.ts';

const MINUTE = 60_000;
const AT = new Date('2026-06-01T18:00:00Z');
const minutes = (n: number) => new Date(AT.getTime() + n * MINUTE);

describe('claiming due reminders', () => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await openTestDatabase('embedded');
  }, 60_000);
  afterAll(() => database.close());
  beforeEach(() => clearReminders(database.db));

  it('claims what is due, earliest first and at most a batch, and marks it with the token and the lease end', async () => {
    const subscription = await seedSubscription(database.db);
    const second = await seedOccurrence(database.db, subscription, minutes(-2));
    const first = await seedOccurrence(database.db, subscription, minutes(-3));
    const third = await seedOccurrence(database.db, subscription, minutes(-1));
    await seedOccurrence(database.db, subscription, minutes(5));

    const claim = await claimDue(database.db, AT, 2, MINUTE);
    expect(claim.token).toMatch(/^[0-9a-f]{32}$/);
    expect(claim.leaseEnd).toBe(AT.getTime() + MINUTE);
    expect(claim.rows.map((row) => row.occurrence_id)).toEqual([first, second]);
    expect(claim.rows[0]).toMatchObject({ key_hash: subscription.keyHash, endpoint: subscription.endpoint, p256dh: subscription.p256dh, auth: subscription.auth });

    const states = await occurrences(database.db);
    expect(states.filter((row) => row.claim_token === claim.token).map((row) => row.occurrence_id)).toEqual([first, second]);
    expect(new Date(states[0]!.claimed_until!).getTime()).toBe(claim.leaseEnd);
    expect(states.find((row) => row.occurrence_id === third)?.claim_token).toBeNull();
  });

  it('does not claim a row under a running lease, and claims it again once the lease has ended', async () => {
    const subscription = await seedSubscription(database.db);
    const id = await seedOccurrence(database.db, subscription, minutes(-1));
    const held = await claimDue(database.db, AT, 10, MINUTE);
    expect(held.rows.map((row) => row.occurrence_id)).toEqual([id]);

    expect((await claimDue(database.db, minutes(0.5), 10, MINUTE)).rows).toEqual([]);
    const after = await claimDue(database.db, minutes(1.5), 10, MINUTE);
    expect(after.rows.map((row) => row.occurrence_id)).toEqual([id]);
    expect(after.token).not.toBe(held.token);
  });

  it('drops rows over 15 minutes late, but not one a running lease holds', async () => {
    const subscription = await seedSubscription(database.db);
    const held = await seedOccurrence(database.db, subscription, minutes(-20));
    await claimDue(database.db, AT, 10, 30 * MINUTE);
    const late = await seedOccurrence(database.db, subscription, minutes(-16));
    const onTime = await seedOccurrence(database.db, subscription, minutes(-14));

    expect(await dropTooLate(database.db, AT)).toBe(1);
    const left = (await occurrences(database.db)).map((row) => row.occurrence_id);
    expect(left).toContain(held);
    expect(left).toContain(onTime);
    expect(left).not.toContain(late);
  });

  it('releases a row only with the token of the claim that holds it', async () => {
    const subscription = await seedSubscription(database.db);
    await seedOccurrence(database.db, subscription, minutes(-1));
    const claim = await claimDue(database.db, AT, 10, MINUTE);
    const row = claim.rows[0]!;

    await releaseClaim(database.db, row, 'f'.repeat(32));
    expect((await occurrences(database.db))[0]?.claim_token).toBe(claim.token);
    await releaseClaim(database.db, row, claim.token);
    expect((await occurrences(database.db))[0]).toMatchObject({ claim_token: null, claimed_until: null });
    expect((await claimDue(database.db, AT, 10, MINUTE)).rows).toHaveLength(1);
  });
});
