/** The public directory's filters, search, order and pages, over listings in every state on both databases. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { directoryPageSchema, type ListingRequest } from '../../contract/directory-schemas.ts';
import { DATABASE_KINDS, openTestDatabase, type TestDatabase } from './support/backends.ts';
import { directoryHarness, newDevice, sampleRequest, type DirectoryHarness } from './support/directory-harness.ts';

describe.each(DATABASE_KINDS)('directory: filters, search and pages (%s database)', (kind) => {
  let database: TestDatabase;
  let h: DirectoryHarness;
  let cookie: string;

  async function listing(request: Partial<ListingRequest>, steps: { verify?: boolean; subscribe?: boolean } = {}) {
    const device = newDevice();
    const put = await h.call('PUT', `/listings/${device.listingId}`, { key: device.key, body: sampleRequest(request) });
    if (put.status !== 200) throw new Error(put.text);
    if (steps.verify !== false) await h.call('POST', `/admin/listings/${device.listingId}/verify`, { cookie, body: {} });
    if (steps.subscribe !== false) {
      await h.call('POST', `/listings/${device.listingId}/subscription`, { key: device.key, body: { plan: 'professional' } });
    }
    return device.listingId;
  }

  async function names(query: string): Promise<string[]> {
    const response = await h.call('GET', `/listings${query}`);
    expect(response.status, response.text).toBe(200);
    return directoryPageSchema.parse(response.json.data).listings.map((item) => item.name);
  }

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    h = directoryHarness(database.db);
    cookie = await h.signIn();
    await listing({ name: 'Zoe Park', city: 'Portland', state: 'OR', specialties: ['Anxiety', 'Trauma'], remote: true, inPerson: false });
    await listing({ name: 'ana Lopez', city: 'Salem', state: 'OR', specialties: ['Grief'], remote: false, inPerson: true, bio: 'Bilingual: English and Spanish.' });
    await listing({ name: 'Ben Okafor', city: 'Seattle', state: 'WA', specialties: ['anxiety'], remote: true, inPerson: true });
    // Not public: pending, not subscribed, opted out.
    await listing({ name: 'Pending Person', specialties: ['Anxiety'] }, { verify: false });
    await listing({ name: 'Unsubscribed Person', specialties: ['Anxiety'] }, { subscribe: false });
    await listing({ name: 'Opted Out', specialties: ['Anxiety'], directoryOptIn: false });
  }, 60_000);

  afterAll(async () => {
    await database.close();
  });

  it('shows only public listings, sorted by name whatever the case', async () => {
    expect(await names('')).toEqual(['ana Lopez', 'Ben Okafor', 'Zoe Park']);
  });

  it('filters by specialty, state, city and remote, ignoring case and surrounding spaces', async () => {
    expect(await names('?specialty=ANXIETY')).toEqual(['Ben Okafor', 'Zoe Park']);
    expect(await names('?state=or')).toEqual(['ana Lopez', 'Zoe Park']);
    expect(await names('?state=OR&city=%20salem%20')).toEqual(['ana Lopez']);
    expect(await names('?remote=true')).toEqual(['Ben Okafor', 'Zoe Park']);
    expect(await names('?remote=false')).toEqual(['ana Lopez', 'Ben Okafor']);
    expect(await names('?specialty=anxiety&state=WA&remote=false')).toEqual(['Ben Okafor']);
    expect(await names('?specialty=Couples')).toEqual([]);
    // An empty parameter is no filter.
    expect(await names('?specialty=&state=&city=&q=')).toEqual(['ana Lopez', 'Ben Okafor', 'Zoe Park']);
  });

  it('searches names, specialties, places and bios for every word', async () => {
    expect(await names('?q=spanish')).toEqual(['ana Lopez']);
    expect(await names('?q=trauma%20portland')).toEqual(['Zoe Park']);
    expect(await names('?q=trauma%20seattle')).toEqual([]);
    expect(await names('?q=okafor')).toEqual(['Ben Okafor']);
  });

  it('pages by 50 with the total', async () => {
    for (let index = 0; index < 50; index++) await listing({ name: `Page Person ${String(index).padStart(2, '0')}`, specialties: ['Paging'] });
    const first = directoryPageSchema.parse((await h.call('GET', '/listings?specialty=paging')).json.data);
    expect(first).toMatchObject({ page: 1, pageSize: 50, total: 50 });
    expect(first.listings).toHaveLength(50);
    const all = directoryPageSchema.parse((await h.call('GET', '/listings')).json.data);
    expect(all.total).toBe(53);
    const second = directoryPageSchema.parse((await h.call('GET', '/listings?page=2')).json.data);
    expect(all.listings.slice(0, 3).map((item) => item.name)).toEqual(['ana Lopez', 'Ben Okafor', 'Page Person 00']);
    expect(second.listings.map((item) => item.name)).toEqual(['Page Person 48', 'Page Person 49', 'Zoe Park']);
    expect(directoryPageSchema.parse((await h.call('GET', '/listings?page=3')).json.data).listings).toEqual([]);
  }, 60_000);
});
