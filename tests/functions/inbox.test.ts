/**
 * The returns inbox (functions/inbox.ts) on both databases: register, send, fetch, open, acknowledge; exactly once by
 * return id; the tokens; the 30-day expiry on a test clock; the size limit; withdrawal; malformed and hostile bodies
 * stored nothing; and the rows hold none of the client's words. The daily budget is in inbox-daily-limit.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_KINDS, openTestDatabase, type TestDatabase } from './support/backends.ts';
import { inboxHarness, sealFor, sha256Hex, wordyReturn, type InboxHarness } from './support/inbox-harness.ts';
import { MAX_SEALED_RETURN_LENGTH } from '../../contract/inbox-schemas.ts';
import { openSealedReturn } from '../../contract/return-seal.ts';
import { ERASE_PATH, eraseResponseSchema } from '../../contract/erase-schemas.ts';
import { createEraseHandler } from '../../functions/erase.ts';

const DAY = 24 * 60 * 60 * 1000;
const WORDS = ['lighthouse-lonely', 'Grandmother Ilse', 'panic at the tram stop', 'zwieback'];

describe.each(DATABASE_KINDS)('the returns inbox (%s database)', (kind) => {
  let database: TestDatabase;
  let h: InboxHarness;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    h = inboxHarness(database.db);
  }, 60_000);

  afterAll(async () => {
    await database.close();
  });

  it('takes a sealed return once, hands it to the fetch token, and deletes every trace of it when acknowledged', async () => {
    const inbox = await h.newInbox();
    const clientReturn = wordyReturn('ret-once-1', WORDS);
    const sealed = await sealFor(inbox, clientReturn);
    const first = await h.send(inbox, clientReturn.id, sealed);
    expect(first.status).toBe(201);
    expect(first.json.data).toMatchObject({ returnId: clientReturn.id, size: sealed.length, receivedAt: h.clock.now.toISOString() });
    // The outbox sends again after a lost answer: stored once, answered 200 with the first time.
    h.clock.advance(60_000);
    const again = await h.send(inbox, clientReturn.id, await sealFor(inbox, clientReturn));
    expect(again.status).toBe(200);
    expect(again.json.data?.receivedAt).toBe(first.json.data?.receivedAt);

    const fetched = await h.fetch(inbox);
    expect(fetched.status).toBe(200);
    expect(fetched.json.data?.returns).toHaveLength(1);
    const waiting = fetched.json.data?.returns?.[0] ?? {};
    expect(waiting.sealed).toBe(sealed);
    expect(await openSealedReturn({ keyPair: inbox.keyPair, inboxId: inbox.id, sealed: String(waiting.sealed) })).toEqual({ ok: true, clientReturn });

    const acknowledged = await h.call('DELETE', `/${inbox.id}/returns/${clientReturn.id}`, { token: inbox.fetchToken });
    expect(acknowledged.status).toBe(200);
    expect((await h.call('DELETE', `/${inbox.id}/returns/${clientReturn.id}`, { token: inbox.fetchToken })).status).toBe(200);
    expect((await h.fetch(inbox)).json.data?.returns).toEqual([]);
    // Nothing of it is held after the acknowledgement: no ciphertext, no id, no size, no times.
    expect(await database.db.query('select 1 from feedback.inbox_returns where inbox_id = $1', [inbox.id])).toEqual([]);
    // A late resend is stored again and fetched again; the therapist's device finds it adds nothing and acknowledges it.
    expect((await h.send(inbox, clientReturn.id, sealed)).status).toBe(201);
    expect((await h.fetch(inbox)).json.data?.returns).toHaveLength(1);
    expect((await h.call('DELETE', `/${inbox.id}/returns/${clientReturn.id}`, { token: inbox.fetchToken })).status).toBe(200);
    expect(await database.db.query('select 1 from feedback.inbox_returns where inbox_id = $1', [inbox.id])).toEqual([]);
    // An id it never held is acknowledged all the same: after a deletion the server cannot tell the two apart.
    expect((await h.call('DELETE', `/${inbox.id}/returns/ret-never-sent`, { token: inbox.fetchToken })).status).toBe(200);
  });

  it('answers 403 to a missing, wrong or another inbox\'s token, for sending, fetching and acknowledging', async () => {
    const inbox = await h.newInbox();
    const other = await h.newInbox();
    const sealed = await sealFor(inbox, wordyReturn('ret-token-1', ['x']));
    const before = await h.count();
    for (const token of [undefined, '', 'Bearer', other.sendToken, inbox.fetchToken, inbox.sendToken.slice(1), `${inbox.sendToken}A`, inbox.sendToken.toUpperCase()]) {
      const answer = await h.call('POST', `/${inbox.id}/returns`, { body: { returnId: 'ret-token-1', sealed }, ...(token === undefined ? {} : { token }) });
      expect(answer.status, String(token)).toBe(403);
    }
    expect((await h.call('POST', `/${inbox.id}/returns`, { body: { returnId: 'ret-token-1', sealed }, headers: { authorization: inbox.sendToken } })).status).toBe(403);
    expect(await h.count()).toEqual(before);
    expect((await h.send(inbox, 'ret-token-1', sealed)).status).toBe(201);
    for (const token of [other.fetchToken, inbox.sendToken]) {
      expect((await h.fetch(inbox, token)).status).toBe(403);
      expect((await h.call('DELETE', `/${inbox.id}/returns/ret-token-1`, { token })).status).toBe(403);
    }
    expect((await h.call('GET', `/${inbox.id}/returns`)).status).toBe(403);
    expect((await h.fetch(inbox)).json.data?.returns).toHaveLength(1);
    // An inbox nobody registered is a 404 (the client's outbox tries again later), a malformed id a 400.
    expect((await h.send({ ...inbox, id: 'ZZZZZZZZZZZZZZZZZZZZZA' }, 'ret-token-1', sealed)).status).toBe(404);
    expect((await h.send({ ...inbox, id: 'short' }, 'ret-token-1', sealed)).status).toBe(400);
  });

  it('registers an inbox once: the same hashes again are 200, other hashes for its id 409', async () => {
    const inbox = await h.newInbox();
    const body = { sendTokenHash: sha256Hex(inbox.sendToken), fetchTokenHash: sha256Hex(inbox.fetchToken) };
    expect((await h.call('PUT', `/${inbox.id}`, { body })).status).toBe(200);
    expect((await h.call('PUT', `/${inbox.id}`, { body: { ...body, fetchTokenHash: sha256Hex('someone else') } })).status).toBe(409);
    expect((await h.call('PUT', `/${inbox.id}`, { body: { ...body, extra: 1 } })).status).toBe(400);
    expect((await h.call('PUT', `/${inbox.id}`, { body: { sendTokenHash: inbox.sendToken, fetchTokenHash: body.fetchTokenHash } })).status).toBe(400);
  });

  it('deletes unacknowledged ciphertext 30 days after it arrived (test clock)', async () => {
    const inbox = await h.newInbox();
    expect((await h.send(inbox, 'ret-expiry-1', await sealFor(inbox, wordyReturn('ret-expiry-1', ['y'])))).status).toBe(201);
    h.clock.advance(30 * DAY - 60_000);
    expect((await h.fetch(inbox)).json.data?.returns).toHaveLength(1);
    h.clock.advance(60_000);
    expect((await h.fetch(inbox)).json.data?.returns).toEqual([]);
    const left = await database.db.query('select 1 from feedback.inbox_returns where return_id = $1', ['ret-expiry-1']);
    expect(left).toEqual([]);
  });

  it('refuses a return over the size limit with 413, storing nothing', async () => {
    const inbox = await h.newInbox();
    const sealed = await sealFor(inbox, wordyReturn('ret-size', ['z']));
    const before = await h.count();
    const oversized = `${sealed}${'A'.repeat(MAX_SEALED_RETURN_LENGTH - sealed.length + 4)}`;
    const tooLarge = await h.send(inbox, 'ret-size', oversized);
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.json.error).toMatch(/at most/);
    expect((await h.send(inbox, 'ret-size', 'A'.repeat(MAX_SEALED_RETURN_LENGTH * 2))).status).toBe(413);
    expect(await h.count()).toEqual(before);
  });

  it('answers 429 with Retry-After when one address sends too fast', async () => {
    const limited = inboxHarness(database.db, { env: { RATE_LIMITS: 'deliver=3' } });
    const inbox = await limited.newInbox();
    const sealed = await sealFor(inbox, wordyReturn('ret-rate', ['w']));
    for (let index = 0; index < 3; index++) expect((await limited.send(inbox, `ret-rate-${index}`, sealed)).status).toBe(201);
    const refused = await limited.send(inbox, 'ret-rate-3', sealed);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('refuses malformed ciphertext and hostile bodies with 400 (or 415), storing nothing', async () => {
    const inbox = await h.newInbox();
    const sealed = await sealFor(inbox, wordyReturn('ret-hostile', ['v']));
    const before = await h.count();
    const bodies: unknown[] = [
      { returnId: 'ret-hostile', sealed: '' },
      { returnId: 'ret-hostile', sealed: 'AAAA' },
      { returnId: 'ret-hostile', sealed: `B${sealed.slice(1)}` },
      { returnId: 'ret-hostile', sealed: `${sealed.slice(0, 40)}!${sealed.slice(41)}` },
      { returnId: 'ret-hostile', sealed: `${sealed.slice(0, 3)}${sealed[3] === 'A' ? 'B' : 'A'}${sealed.slice(4)}` },
      { returnId: 'ret-hostile', sealed: sealed.slice(0, 100) },
      { returnId: 'ret-hostile', sealed: 'Today I felt lighthouse-lonely' },
      { returnId: 'ret-hostile', sealed: 12 },
      { returnId: '../../etc', sealed },
      { returnId: 'ret-hostile', sealed, plaintext: 'Today I felt zwieback' },
      { returnId: 'ret-hostile' },
      { sealed },
      [],
      null,
      'Today I felt zwieback',
      { returnId: 'ret-hostile', sealed: `<script>${sealed}` },
    ];
    for (const body of bodies) {
      const answer = await h.call('POST', `/${inbox.id}/returns`, { body, token: inbox.sendToken });
      expect(answer.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(answer.json.success).toBe(false);
    }
    for (const text of ['{', '{"returnId":', '\u0000\u0001', '{"returnId":"a","sealed":"AAAA"']) {
      expect((await h.call('POST', `/${inbox.id}/returns`, { body: text, token: inbox.sendToken })).status).toBe(400);
    }
    expect((await h.call('POST', `/${inbox.id}/returns`, { body: JSON.stringify({ returnId: 'a', sealed }), headers: { 'content-type': 'text/plain' }, token: inbox.sendToken })).status).toBe(415);
    expect(await h.count()).toEqual(before);
  });

  it('lets the client withdraw a return the therapist has not opened (deleting it), and not one they have', async () => {
    const inbox = await h.newInbox();
    const sealed = await sealFor(inbox, wordyReturn('ret-withdraw-1', ['u']));
    await h.send(inbox, 'ret-withdraw-1', sealed);
    await h.send(inbox, 'ret-withdraw-2', sealed);
    expect((await h.call('POST', `/${inbox.id}/returns/ret-withdraw-1/withdraw`, { token: inbox.fetchToken })).status).toBe(403);
    expect((await h.call('POST', `/${inbox.id}/returns/ret-withdraw-1/withdraw`, { token: inbox.sendToken })).status).toBe(200);
    const waiting = (await h.fetch(inbox)).json.data?.returns ?? [];
    expect(waiting.map((row) => row.returnId)).toEqual(['ret-withdraw-2']);
    await h.call('DELETE', `/${inbox.id}/returns/ret-withdraw-2`, { token: inbox.fetchToken });
    const late = await h.call('POST', `/${inbox.id}/returns/ret-withdraw-2/withdraw`, { token: inbox.sendToken });
    expect(late.status).toBe(409);
    expect(late.json.error).toMatch(/no longer in the inbox/);
    // Withdrawn and acknowledged returns are both deleted entirely.
    expect(await database.db.query('select 1 from feedback.inbox_returns where inbox_id = $1', [inbox.id])).toEqual([]);
    expect((await h.call('POST', `/${inbox.id}/returns/ret-unknown/withdraw`, { token: inbox.sendToken })).status).toBe(409);
  });

  it('holds none of the client\'s words anywhere in the database', async () => {
    const inbox = await h.newInbox();
    const clientReturn = wordyReturn('ret-words-1', WORDS);
    expect((await h.send(inbox, clientReturn.id, await sealFor(inbox, clientReturn))).status).toBe(201);
    const tables = await database.db.query<{ table_name: string }>(
      "select table_name from information_schema.tables where table_schema = 'feedback' and table_type = 'BASE TABLE'",
    );
    expect(tables.map((table) => table.table_name)).toContain('inbox_returns');
    let dump = '';
    for (const { table_name: table } of tables) {
      const rows = await database.db.query<{ row: string }>(`select t::text as row from feedback.${table} t`);
      dump += rows.map((row) => row.row).join('\n');
    }
    expect(dump).toContain(inbox.id);
    for (const word of [...WORDS, 'Today I felt', 'Thought record', 'rx-inbox-test', inbox.sendToken, inbox.fetchToken]) {
      expect(dump.toLowerCase()).not.toContain(word.toLowerCase());
    }
  });

  it('erase deletes the device\'s inboxes with every return and day count of theirs, and only with their fetch tokens', async () => {
    const erase = createEraseHandler(async () => h.backend);
    const call = async (body: unknown) =>
      eraseResponseSchema.parse(
        ((await (await erase(new Request(`http://localhost${ERASE_PATH}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }), { ip: '203.0.113.9' })).json()) as { data: unknown }).data,
      );
    const mine = await h.newInbox();
    const theirs = await h.newInbox();
    await h.send(mine, 'ret-erase-1', await sealFor(mine, wordyReturn('ret-erase-1', ['t'])));
    await h.send(theirs, 'ret-erase-2', await sealFor(theirs, wordyReturn('ret-erase-2', ['s'])));
    // The send token (which the client holds too) erases nothing.
    expect((await call({ inboxes: [{ inboxId: mine.id, fetchToken: mine.sendToken }] })).erased.inboxes).toBe(0);
    expect((await call({ inboxes: [{ inboxId: mine.id, fetchToken: mine.fetchToken }] })).erased.inboxes).toBe(1);
    const left = await database.db.query<{ inbox_id: string }>('select inbox_id from feedback.inbox_returns where inbox_id = any($1::text[])', [[mine.id, theirs.id]]);
    expect(left.map((row) => row.inbox_id)).toEqual([theirs.id]);
    // Its day counts go with it (on delete cascade).
    const counted = await database.db.query<{ inbox_id: string }>('select inbox_id from feedback.inbox_day_counts where inbox_id = any($1::text[])', [[mine.id, theirs.id]]);
    expect(counted.map((row) => row.inbox_id)).toEqual([theirs.id]);
    expect((await h.fetch(mine)).status).toBe(404);
    expect((await h.fetch(theirs)).json.data?.returns).toHaveLength(1);
  });
});
