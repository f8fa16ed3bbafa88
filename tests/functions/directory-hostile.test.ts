import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { directoryPageSchema, listingStateSchema } from '../../contract/directory-schemas.ts';
import { DATABASE_KINDS, openTestDatabase, type TestDatabase } from './support/backends.ts';
import { directoryHarness, newDevice, sampleRequest, type DirectoryHarness } from './support/directory-harness.ts';

const SCRIPT = '<script>alert("x")</script><img src=x onerror=alert(1)>';

describe.each(DATABASE_KINDS)('directory: hostile input (%s database)', (kind) => {
  let database: TestDatabase;
  let h: DirectoryHarness;
  let cookie: string;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    h = directoryHarness(database.db);
    cookie = await h.signIn();
  }, 60_000);

  afterAll(async () => {
    await database.close();
  });

  async function put(body: unknown, device = newDevice()) {
    return h.call('PUT', `/listings/${device.listingId}`, { key: device.key, body });
  }

  async function count(): Promise<number> {
    const [row] = await database.db.query<{ n: number }>('select count(*)::int as n from feedback.directory_listings');
    return row?.n ?? -1;
  }

  it('refuses a bio over 250 characters (counted as characters, not bytes) and accepts exactly 250', async () => {
    const before = await count();
    const tooLong = await put(sampleRequest({ bio: 'a'.repeat(251) }));
    expect(tooLong.status).toBe(400);
    expect(tooLong.json.error).toMatch(/^bio: .*250/);
    expect((await put(sampleRequest({ bio: 'é'.repeat(250) }))).status).toBe(200);
    expect(await count()).toBe(before + 1);
  });

  it('stores script strings inert and answers them as the same text', async () => {
    const device = newDevice();
    const request = sampleRequest({ name: SCRIPT.slice(0, 120), bio: SCRIPT, specialties: [SCRIPT.slice(0, 60)], city: '"; drop table x; --' });
    expect((await put(request, device)).status).toBe(200);
    await h.call('POST', `/admin/listings/${device.listingId}/verify`, { cookie, body: {} });
    await h.call('POST', `/listings/${device.listingId}/subscription`, { key: device.key, body: { plan: 'professional' } });
    const response = await h.call('GET', '/listings');
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    const listing = directoryPageSchema.parse(response.json.data).listings.find((item) => item.listingId === device.listingId);
    expect(listing).toMatchObject({ name: request.name, bio: SCRIPT, specialties: [SCRIPT.slice(0, 60)], city: request.city });
    // The search treats the text as text too.
    const found = directoryPageSchema.parse((await h.call('GET', `/listings?q=${encodeURIComponent('onerror=alert')}`)).json.data);
    expect(found.listings.map((item) => item.listingId)).toEqual([device.listingId]);
  });

  it.each([
    ['wrong type for remote', { remote: 'yes' }, /^remote: /],
    ['wrong type for specialties', { specialties: 'Anxiety' }, /^specialties: /],
    ['a number for the name', { name: 42 }, /^name: /],
    ['too many specialties', { specialties: Array.from({ length: 13 }, (_, index) => `S${index}`) }, /^specialties: /],
    ['an empty name', { name: '   ' }, /^name: /],
    ['a javascript: contact', { contact: 'javascript:alert(1)' }, /^contact: /],
    ['a data: contact', { contact: 'data:text/html,<script>alert(1)</script>' }, /^contact: /],
    ['a plain http contact', { contact: 'http://rivers.example' }, /^contact: /],
    ['an https contact with a password', { contact: 'https://user:pass@rivers.example' }, /^contact: /],
    ['a NUL in the bio', { bio: 'before\u0000after' }, /^bio: .*control/],
    ['an escape character in the name', { name: 'Ada\u001b[31m' }, /^name: .*control/],
  ])('refuses %s with a 400 naming the field', async (_label, override, message) => {
    const before = await count();
    const response = await put({ ...sampleRequest(), ...override });
    expect(response.status, response.text).toBe(400);
    expect(response.json.error).toMatch(message);
    expect(await count()).toBe(before);
  });

  it('accepts https, mailto: and plain e-mail contacts', async () => {
    for (const contact of ['https://rivers.example/x?y=1', 'mailto:ada@rivers.example', 'ada@rivers.example']) {
      expect((await put(sampleRequest({ contact }))).status, contact).toBe(200);
    }
  });

  it('refuses unknown keys, a missing field, non-JSON and a wrong content type', async () => {
    expect((await put({ ...sampleRequest(), clientNotes: 'x' })).json.error).toMatch(/unknown field clientNotes/);
    const withoutBio: Partial<ReturnType<typeof sampleRequest>> = sampleRequest();
    delete withoutBio.bio;
    expect((await put(withoutBio)).json.error).toMatch(/^bio: /);
    expect((await put('{"name":')).status).toBe(400);
    expect((await put([])).status).toBe(400);
    const device = newDevice();
    const form = await h.call('PUT', `/listings/${device.listingId}`, {
      key: device.key,
      body: JSON.stringify(sampleRequest()),
      headers: { 'content-type': 'text/plain' },
    });
    expect(form.status).toBe(415);
  });

  it('refuses a huge body with 413 before parsing it, declared or streamed', async () => {
    const huge = JSON.stringify({ ...sampleRequest(), bio: 'a'.repeat(40_000) });
    expect((await put(huge)).status).toBe(413);
    const device = newDevice();
    const chunks = Array.from({ length: 40 }, () => new TextEncoder().encode('a'.repeat(1024)));
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        const next = chunks.shift();
        if (next) controller.enqueue(next);
        else controller.close();
      },
    });
    expect((await h.call('PUT', `/listings/${device.listingId}`, { key: device.key, body: stream })).status).toBe(413);
  });

  it('refuses malformed ids and missing or malformed keys with 400, before storing anything', async () => {
    const before = await count();
    const device = newDevice();
    for (const id of ['not-a-uuid', '1', `${device.listingId}x`, '%E0%A4%A', "'%20or%201=1"]) {
      const response = await h.call('PUT', `/listings/${id}`, { key: device.key, body: sampleRequest() });
      expect(response.status, id).toBe(400);
    }
    expect((await h.call('PUT', `/listings/${device.listingId}`, { body: sampleRequest() })).status).toBe(400);
    for (const key of ['short', `${device.key}=`, `${device.key.slice(0, 42)}+`]) {
      expect((await h.call('PUT', `/listings/${device.listingId}`, { key, body: sampleRequest() })).status, key).toBe(400);
    }
    expect(await count()).toBe(before);
  });

  it('refuses wrong plan, report reason and query values', async () => {
    const device = newDevice();
    await put(sampleRequest(), device);
    const plan = await h.call('POST', `/listings/${device.listingId}/subscription`, { key: device.key, body: { plan: 'enterprise' } });
    expect(plan.status).toBe(400);
    const state = listingStateSchema.parse((await h.call('GET', `/listings/${device.listingId}`, { key: device.key })).json.data);
    expect(state.subscription.status).toBe('none');
    expect((await h.call('POST', `/listings/${device.listingId}/reports`, { body: { reason: 'spam' } })).status).toBe(400);
    expect((await h.call('POST', `/listings/${device.listingId}/reports`, { body: { reason: 'other', details: 'x'.repeat(501) } })).status).toBe(400);
    expect((await h.call('GET', '/listings?remote=maybe')).status).toBe(400);
    expect((await h.call('GET', '/listings?page=0')).status).toBe(400);
    expect((await h.call('GET', `/listings?q=${'x'.repeat(101)}`)).status).toBe(400);
  });

  it('only a public listing can be reported; a report of a hidden one is "not found"', async () => {
    const device = newDevice();
    await put(sampleRequest(), device);
    const hidden = await h.call('POST', `/listings/${device.listingId}/reports`, { body: { reason: 'inaccurate', details: '' } });
    expect(hidden.status).toBe(404);
    expect((await h.call('POST', `/listings/${newDevice().listingId}/reports`, { body: { reason: 'other' } })).status).toBe(404);
  });

  it('answers 405 with Allow for other methods and 404 for other paths', async () => {
    const device = newDevice();
    const deleted = await h.call('DELETE', `/listings/${device.listingId}`, { key: device.key });
    expect(deleted.status).toBe(405);
    expect(deleted.headers.get('allow')).toBe('GET, PUT');
    expect((await h.call('GET', '/nothing-here')).status).toBe(404);
  });
});
