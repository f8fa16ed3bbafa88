/**
 * The returns inbox's daily budget (issue 28) on both databases: at most MAX_INBOX_RETURNS_PER_DAY returns per inbox
 * and UTC day, counted in feedback.inbox_day_counts (migration 0017), so returns acknowledged (deleted) still count;
 * the next UTC day takes returns again; a resend of the same return id, alone or concurrent, takes no slot; concurrent
 * sends at the limit take exactly the slots left; and the counter holds an inbox id, a day and a number, nothing else.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_KINDS, openTestDatabase, type TestDatabase } from './support/backends.ts';
import { inboxHarness, sealFor, wordyReturn, type InboxHarness, type TestInbox } from './support/inbox-harness.ts';
import { MAX_INBOX_RETURNS_PER_DAY } from '../../contract/inbox-schemas.ts';

const DAY = 24 * 60 * 60 * 1000;

describe.each(DATABASE_KINDS)('the returns inbox\'s daily budget (%s database)', (kind) => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
  }, 60_000);

  afterAll(async () => {
    await database.close();
  });

  const dayCounts = (inbox: TestInbox) =>
    database.db.query<{ day: string; count: number }>(
      "select to_char(day, 'YYYY-MM-DD') as day, count from feedback.inbox_day_counts where inbox_id = $1 order by day",
      [inbox.id],
    );
  const heldReturns = async (inbox: TestInbox) =>
    (await database.db.query<{ return_id: string }>('select return_id from feedback.inbox_returns where inbox_id = $1 order by return_id', [inbox.id])).map(
      (row) => row.return_id,
    );

  async function sendAndAcknowledge(h: InboxHarness, inbox: TestInbox, returnId: string, sealed: string): Promise<void> {
    expect((await h.send(inbox, returnId, sealed)).status).toBe(201);
    expect((await h.call('DELETE', `/${inbox.id}/returns/${returnId}`, { token: inbox.fetchToken })).status).toBe(200);
  }

  it('refuses the 21st return of a UTC day with 429 and Retry-After though all 20 were acknowledged, and takes it the next day', async () => {
    const h = inboxHarness(database.db);
    const inbox = await h.newInbox();
    const sealed = await sealFor(inbox, wordyReturn('ret-day', ['a day']));
    for (let index = 0; index < MAX_INBOX_RETURNS_PER_DAY; index++) {
      await sendAndAcknowledge(h, inbox, `ret-day-${index}`, sealed);
      h.clock.advance(60_000);
    }
    // Nothing of the 20 is held; the day's count is.
    expect(await heldReturns(inbox)).toEqual([]);
    expect(await dayCounts(inbox)).toEqual([{ day: '2026-11-27', count: MAX_INBOX_RETURNS_PER_DAY }]);

    const refused = await h.send(inbox, 'ret-day-extra', sealed);
    expect(refused.status).toBe(429);
    expect(refused.json.error).toMatch(/at most 20 returns a day/);
    const retryAfter = Number(refused.headers.get('retry-after'));
    // 08:20 UTC: the budget starts again at the next UTC midnight, 15 h 40 min later.
    expect(h.clock.now.toISOString()).toBe('2026-11-27T08:20:00.000Z');
    expect(retryAfter).toBe(15 * 3600 + 40 * 60);
    expect(await heldReturns(inbox)).toEqual([]);
    expect(await dayCounts(inbox)).toEqual([{ day: '2026-11-27', count: MAX_INBOX_RETURNS_PER_DAY }]);

    h.clock.advance(retryAfter * 1000 - 1000);
    expect((await h.send(inbox, 'ret-day-extra', sealed)).status).toBe(429);
    h.clock.advance(1000);
    expect((await h.send(inbox, 'ret-day-extra', sealed)).status).toBe(201);
    expect(await dayCounts(inbox)).toEqual([
      { day: '2026-11-27', count: MAX_INBOX_RETURNS_PER_DAY },
      { day: '2026-11-28', count: 1 },
    ]);
    // Counts older than yesterday are deleted by the next send (of any inbox).
    h.clock.advance(2 * DAY);
    await sendAndAcknowledge(h, inbox, 'ret-day-later', sealed);
    expect(await dayCounts(inbox)).toEqual([{ day: '2026-11-30', count: 1 }]);
  });

  it('answers Retry-After of at least one second in the last instant of a UTC day', async () => {
    const h = inboxHarness(database.db);
    const inbox = await h.newInbox();
    const sealed = await sealFor(inbox, wordyReturn('ret-late', ['late']));
    h.clock.advance(16 * 3600 * 1000 - 1);
    expect(h.clock.now.toISOString()).toBe('2026-11-27T23:59:59.999Z');
    for (let index = 0; index < MAX_INBOX_RETURNS_PER_DAY; index++) expect((await h.send(inbox, `ret-late-${index}`, sealed)).status).toBe(201);
    const refused = await h.send(inbox, 'ret-late-extra', sealed);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('1');
  });

  it('takes no slot for a resend of a return id it holds, alone or at the same moment as the first send', async () => {
    const h = inboxHarness(database.db);
    const inbox = await h.newInbox();
    const sealed = await sealFor(inbox, wordyReturn('ret-dup', ['twice']));
    expect((await h.send(inbox, 'ret-dup-1', sealed)).status).toBe(201);
    for (let again = 0; again < 3; again++) expect((await h.send(inbox, 'ret-dup-1', sealed)).status).toBe(200);
    expect(await dayCounts(inbox)).toEqual([{ day: '2026-11-27', count: 1 }]);

    const together = await Promise.all(Array.from({ length: 6 }, () => h.send(inbox, 'ret-dup-2', sealed)));
    expect(together.map((answer) => answer.status).sort()).toEqual([200, 200, 200, 200, 200, 201]);
    expect(await dayCounts(inbox)).toEqual([{ day: '2026-11-27', count: 2 }]);
    expect(await heldReturns(inbox)).toEqual(['ret-dup-1', 'ret-dup-2']);
  });

  it('lets concurrent sends at the limit take exactly the slots left, and stores only those', async () => {
    const h = inboxHarness(database.db);
    const inbox = await h.newInbox();
    const sealed = await sealFor(inbox, wordyReturn('ret-race', ['race']));
    const slotsLeft = 3;
    for (let index = 0; index < MAX_INBOX_RETURNS_PER_DAY - slotsLeft; index++) {
      await sendAndAcknowledge(h, inbox, `ret-race-early-${index}`, sealed);
    }
    const racing = Array.from({ length: 8 }, (_, index) => `ret-race-${index}`);
    const answers = await Promise.all(racing.map((returnId) => h.send(inbox, returnId, sealed)));
    const taken = racing.filter((_, index) => answers[index]?.status === 201);
    expect(taken).toHaveLength(slotsLeft);
    expect(answers.filter((answer) => answer.status === 429)).toHaveLength(racing.length - slotsLeft);
    expect(await heldReturns(inbox)).toEqual([...taken].sort());
    expect(await dayCounts(inbox)).toEqual([{ day: '2026-11-27', count: MAX_INBOX_RETURNS_PER_DAY }]);
  });

  it('keeps in the counter only an inbox id, a UTC day and a number: no return id, size, time or ciphertext', async () => {
    const columns = await database.db.query<{ column_name: string; data_type: string }>(
      `select column_name, data_type from information_schema.columns
       where table_schema = 'feedback' and table_name = 'inbox_day_counts' order by ordinal_position`,
    );
    expect(columns).toEqual([
      { column_name: 'inbox_id', data_type: 'text' },
      { column_name: 'day', data_type: 'date' },
      { column_name: 'count', data_type: 'integer' },
    ]);
    const rls = await database.db.query<{ on: boolean }>("select relrowsecurity as on from pg_class where oid = 'feedback.inbox_day_counts'::regclass");
    expect(rls).toEqual([{ on: true }]);

    const h = inboxHarness(database.db);
    const inbox = await h.newInbox();
    const sealed = await sealFor(inbox, wordyReturn('ret-content-free', ['Grandmother Ilse']));
    await sendAndAcknowledge(h, inbox, 'ret-content-free', sealed);
    const dump = (await database.db.query<{ row: string }>('select t::text as row from feedback.inbox_day_counts t')).map((row) => row.row).join('\n');
    expect(dump).toContain(inbox.id);
    for (const trace of ['ret-content-free', sealed.slice(0, 40), 'Grandmother', 'T08:']) expect(dump).not.toContain(trace);
  });
});
