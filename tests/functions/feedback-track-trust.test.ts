/**
 * 31.10: usage events come only from a device of the app (its key, as JSON), and a used event or prompt-interaction
 * id with a different body is a 409, as a reused submission or upload id already was.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_KINDS, harness, openTestDatabase, type Harness, type TestDatabase } from './support/backends.ts';

function event(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    id: crypto.randomUUID(),
    type: 'page_view',
    data: { a: 1, b: 2 },
    context: { page: '/insight', sessionId: SESSION },
    timestamp: '2026-01-02T03:04:05.678Z',
    ...overrides,
  };
}

const SESSION = crypto.randomUUID();

describe.each(DATABASE_KINDS)('31.10 /track and /prompt-interaction trust (%s database)', (kind) => {
  let database: TestDatabase;
  let h: Harness;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    h = harness(database.db);
  }, 60_000);

  afterAll(async () => {
    h.cleanup();
    await database.close();
  });

  async function eventCount(): Promise<number> {
    const rows = await database.db.query<{ n: number }>('select count(*)::int as n from feedback.events');
    return rows[0]?.n ?? 0;
  }

  it('refuses events without a device key (403) or sent as text/plain (415), storing none', async () => {
    const before = await eventCount();
    const noKey = await h.call('POST', '/track', { body: { events: [event({ context: { page: '/' }, userId: 'someone-else' })] }, deviceKey: null });
    expect(noKey.status).toBe(403);
    const plain = await h.call('POST', '/track', { body: JSON.stringify(event()), headers: { 'content-type': 'text/plain' } });
    expect(plain.status).toBe(415);
    expect(await eventCount()).toBe(before);
  });

  it("refuses events filed under another device's user id (403)", async () => {
    const owner = crypto.randomUUID();
    expect((await h.call('PUT', '/preferences', { body: { userId: owner, trackingOptOut: false } })).status).toBe(200);
    const other = await h.call('POST', '/track', { body: { events: [event({ userId: owner, context: { page: '/' } })] }, deviceKey: 'A'.repeat(43) });
    expect(other.status).toBe(403);
  });

  it('answers a repeat as a duplicate, and a used id with a different body as a 409 for the whole batch', async () => {
    const first = event();
    expect((await h.call('POST', '/track', { body: { events: [first] } })).status).toBe(200);
    // The same event with its keys in another order is the same event.
    const reordered = { ...first, data: { b: 2, a: 1 } };
    const again = await h.call('POST', '/track', { body: { events: [reordered] } });
    expect(again.status).toBe(200);
    expect(again.json.data).toMatchObject({ stored: [], duplicates: [first.id] });

    const before = await eventCount();
    const fresh = event();
    const changed = await h.call('POST', '/track', { body: { events: [fresh, { ...first, type: 'user_action' }] } });
    expect(changed.status).toBe(409);
    expect(changed.json.error).toBe('This id was already used for a different event');
    expect(await eventCount()).toBe(before);
    expect((await h.call('POST', '/track', { body: { ...first, timestamp: '2026-01-02T03:04:06.000Z' } })).status).toBe(409);

    const twice = event();
    expect((await h.call('POST', '/track', { body: { events: [twice, { ...twice, data: { a: 2 } }] } })).status).toBe(409);
    expect((await h.call('POST', '/track', { body: { events: [twice, twice] } })).status).toBe(200);
  });

  it('answers a used prompt-interaction id with a different body as a 409', async () => {
    const interaction = { id: crypto.randomUUID(), type: 'dismissed', timestamp: Date.now(), sessionId: SESSION, page: '/insight' };
    expect((await h.call('POST', '/prompt-interaction', { body: interaction })).status).toBe(201);
    expect((await h.call('POST', '/prompt-interaction', { body: interaction })).status).toBe(200);
    const changed = await h.call('POST', '/prompt-interaction', { body: { ...interaction, type: 'submitted' } });
    expect(changed.status).toBe(409);
    expect(changed.json.error).toBe('This id was already used for a different prompt interaction');
    const plain = await h.call('POST', '/prompt-interaction', {
      body: JSON.stringify({ ...interaction, id: crypto.randomUUID() }),
      headers: { 'content-type': 'text/plain' },
    });
    expect(plain.status).toBe(415);
  });
});
