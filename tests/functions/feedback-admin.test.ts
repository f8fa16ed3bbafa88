import { mkdtempSync, rmSync, statSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureEmbeddedAdmin } from '../../functions/_lib/auth/admin-credentials.ts';
import { hashPassword } from '../../functions/_lib/auth/password.ts';
import { createBackend } from '../../functions/_lib/backend.ts';
import { createFeedbackHandler } from '../../functions/feedback.ts';
import {
  ADMIN,
  BASE,
  DATABASE_KINDS,
  harness,
  openTestDatabase,
  signIn,
  validSubmission,
  type Harness,
  type TestDatabase,
} from './support/backends.ts';

interface Page {
  items: { id: string; title: string; status: string; adminNote: string | null; category: string }[];
  page: number;
  limit: number;
  total: number;
  totalPages: number;
}

describe.each(DATABASE_KINDS)('admin sign-in and sessions (%s database)', (kind) => {
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

  it('signs in with the configured credentials and sets a short-lived HttpOnly, SameSite=Strict cookie', async () => {
    const response = await h.call('POST', '/admin/login', { body: ADMIN });
    expect(response.status).toBe(200);
    expect(response.json.data).toMatchObject({ email: ADMIN.email });
    const cookie = response.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/^bm_admin_session=[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+; /);
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Strict');
    expect(cookie).toContain('Secure');
    expect(cookie).toContain('Path=/.netlify/functions;');
    expect(cookie).toContain('Max-Age=3600');
    // The database holds a hash of the token, never the token itself.
    const token = cookie.split(';')[0]?.split('=')[1]?.split('.')[0] ?? '';
    const rows = await database.db.query<{ token_hash: string }>('select token_hash from feedback.admin_sessions');
    expect(rows.some((row) => row.token_hash === token)).toBe(false);
    expect(rows.length).toBeGreaterThan(0);
  });

  it('refuses a wrong password or e-mail with the same 401 message, and malformed sign-ins with 400', async () => {
    for (const body of [
      { email: ADMIN.email, password: 'wrong' },
      { email: 'someone@example.org', password: ADMIN.password },
      { email: ADMIN.email, password: `${ADMIN.password} ` },
    ]) {
      const response = await h.call('POST', '/admin/login', { body });
      expect(response.status).toBe(401);
      expect(response.json).toEqual({ success: false, error: 'Invalid email or password' });
      expect(response.headers.get('set-cookie')).toBeNull();
    }
    expect((await h.call('POST', '/admin/login', { body: { email: ADMIN.email } })).status).toBe(400);
    expect((await h.call('POST', '/admin/login', { body: { ...ADMIN, remember: true } })).status).toBe(400);
    expect((await h.call('POST', '/admin/login', { body: 'email=a&password=b', headers: { 'content-type': 'application/x-www-form-urlencoded' } })).status).toBe(415);
  });

  it('accepts the e-mail in any case', async () => {
    const response = await h.call('POST', '/admin/login', { body: { ...ADMIN, email: ADMIN.email.toUpperCase() } });
    expect(response.status).toBe(200);
  });

  it('answers 401 on every admin endpoint without a session, and with a forged or tampered one', async () => {
    const id = crypto.randomUUID();
    const forged = [
      undefined,
      'bm_admin_session=abc',
      'bm_admin_session=abc.def',
      `bm_admin_session=${'a'.repeat(43)}.${'b'.repeat(43)}`,
    ];
    const real = await signIn(h);
    const [name, value] = real.split('=');
    const [token, signature] = (value ?? '').split('.');
    forged.push(`${name}=${token}x.${signature}`, `${name}=${token}.${signature}x`);
    for (const cookie of forged) {
      for (const [method, path, body] of [
        ['GET', '/admin/session'],
        ['GET', '/admin/feedback'],
        ['GET', `/admin/feedback/${id}`],
        ['PATCH', `/admin/feedback/${id}`, { status: 'closed' }],
      ] as const) {
        const response = await h.call(method, path, { cookie, body });
        expect(response.status, `${method} ${path} with ${String(cookie)}`).toBe(401);
        expect(response.json).toEqual({ success: false, error: 'Not signed in' });
      }
    }
  });

  it('expires a session after its lifetime', async () => {
    const cookie = await signIn(h);
    expect((await h.call('GET', '/admin/session', { cookie })).status).toBe(200);
    h.clock.advance(3599_000);
    expect((await h.call('GET', '/admin/session', { cookie })).status).toBe(200);
    h.clock.advance(2_000);
    expect((await h.call('GET', '/admin/session', { cookie })).status).toBe(401);
    expect((await h.call('GET', '/admin/feedback', { cookie })).status).toBe(401);
  });

  it('ends the session on sign-out, so the same cookie no longer works', async () => {
    const cookie = await signIn(h);
    const out = await h.call('POST', '/admin/logout', { cookie });
    expect(out.status).toBe(200);
    expect(out.headers.get('set-cookie')).toMatch(/^bm_admin_session=; .*Max-Age=0/);
    expect((await h.call('GET', '/admin/session', { cookie })).status).toBe(401);
  });

  it('refuses state-changing admin requests from another origin', async () => {
    const cookie = await signIn(h);
    const response = await h.call('POST', '/admin/logout', { cookie, headers: { origin: 'https://evil.example' } });
    expect(response.status).toBe(403);
    expect((await h.call('GET', '/admin/session', { cookie })).status).toBe(200);
    const login = await h.call('POST', '/admin/login', { body: ADMIN, headers: { origin: 'https://evil.example' } });
    expect(login.status).toBe(403);
    const sameOrigin = await h.call('POST', '/admin/login', { body: ADMIN, headers: { origin: 'http://localhost' } });
    expect(sameOrigin.status).toBe(200);
  });

  it('stops accepting sessions of an admin who is no longer configured', async () => {
    const cookie = await signIn(h);
    const other = createBackend({
      db: database.db,
      dataDir: h.dataDir,
      env: { RATE_LIMITS: 'off', ADMIN_EMAIL: 'new-admin@example.org', ADMIN_PASSWORD: 'another long password' },
    });
    const handler = createFeedbackHandler(async () => other);
    const response = await handler(new Request(`${BASE}/admin/session`, { headers: { cookie } }), {});
    expect(response.status).toBe(401);
  });

  it('checks ADMIN_PASSWORD_HASH (scrypt) instead of a plain password', async () => {
    const hashed = createBackend({
      db: database.db,
      dataDir: h.dataDir,
      env: { RATE_LIMITS: 'off', ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD_HASH: await hashPassword(ADMIN.password) },
    });
    const handler = createFeedbackHandler(async () => hashed);
    const login = (password: string) =>
      handler(
        new Request(`${BASE}/admin/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email: ADMIN.email, password }),
        }),
        {},
      );
    expect((await login(ADMIN.password)).status).toBe(200);
    expect((await login('not it')).status).toBe(401);
  });

  it('answers 503 to sign-in when no admin is configured (hosted, nothing set)', async () => {
    const none = createBackend({ db: database.db, env: { RATE_LIMITS: 'off', UPLOAD_STORE: 'database' } });
    const handler = createFeedbackHandler(async () => none);
    const response = await handler(
      new Request(`${BASE}/admin/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(ADMIN),
      }),
      {},
    );
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ success: false, error: 'Admin sign-in is not configured on this server' });
  });
});

describe('the embedded admin bootstrap', () => {
  it('creates an admin with a random password in a 0600 file once, and the functions accept it', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'bm-bootstrap-'));
    const database = await openTestDatabase('embedded');
    try {
      const created = await ensureEmbeddedAdmin({}, dataDir);
      expect(created.kind).toBe('created');
      const file = join(dataDir, 'admin-credentials.env');
      expect(statSync(file).mode & 0o777).toBe(0o600);
      const text = readFileSync(file, 'utf8');
      const password = /ADMIN_PASSWORD=(.+)/.exec(text)?.[1] ?? '';
      const email = /ADMIN_EMAIL=(.+)/.exec(text)?.[1] ?? '';
      expect(password.length).toBeGreaterThanOrEqual(24);
      // A second start keeps the same admin.
      expect(await ensureEmbeddedAdmin({}, dataDir)).toMatchObject({ kind: 'existing', email });
      expect(readFileSync(file, 'utf8')).toBe(text);

      const backend = createBackend({ db: database.db, dataDir, env: { RATE_LIMITS: 'off' } });
      const handler = createFeedbackHandler(async () => backend);
      const login = await handler(
        new Request(`${BASE}/admin/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email, password }),
        }),
        { dataDir },
      );
      expect(login.status).toBe(200);
    } finally {
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);

  it('creates nothing when an admin is configured or a shared database is used', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'bm-bootstrap-'));
    try {
      expect(await ensureEmbeddedAdmin({ ADMIN_EMAIL: 'a@b.c', ADMIN_PASSWORD: 'x'.repeat(20) }, dataDir)).toEqual({
        kind: 'configured',
        email: 'a@b.c',
      });
      expect(await ensureEmbeddedAdmin({ DATABASE_URL: 'postgres://db/x' }, dataDir)).toEqual({ kind: 'none' });
      expect(() => statSync(join(dataDir, 'admin-credentials.env'))).toThrow();
      await expect(ensureEmbeddedAdmin({ ADMIN_EMAIL: 'a@b.c' }, dataDir)).rejects.toThrow(/ADMIN_PASSWORD/);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe.each(DATABASE_KINDS)('admin feedback list and moderation (%s database)', (kind) => {
  let database: TestDatabase;
  let h: Harness;
  let cookie: string;
  const ids: string[] = [];

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    h = harness(database.db);
    const start = new Date('2026-02-01T10:00:00Z');
    const categories = ['general', 'technical', 'features', 'experience', 'content'];
    const modules = ['insight', 'presence', 'resonance', 'starchart', 'general'];
    for (let index = 0; index < 45; index++) {
      h.clock.now = new Date(start.getTime() + index * 3_600_000 * 12);
      const submission = validSubmission({
        category: categories[index % 5],
        context: { module: modules[index % 5] },
        title: index === 7 ? 'Timer freezes on the Breathing screen' : `Item ${index}`,
        message: index === 8 ? 'The BREATHING exercise was lovely' : 'Plain message',
      });
      ids.push(submission.id as string);
      const response = await h.call('POST', '/submit', { body: submission });
      if (response.status !== 201) throw new Error(JSON.stringify(response.json));
    }
    h.clock.now = new Date(start.getTime() + 50 * 86_400_000);
    cookie = await signIn(h);
  }, 60_000);

  afterAll(async () => {
    h.cleanup();
    await database.close();
  });

  async function list(query: string) {
    return h.call('GET', `/admin/feedback${query}`, { cookie });
  }

  it('pages newest first: page 1 and 20 a page by default, at most 100 a page', async () => {
    const first = (await list('')).json.data as Page;
    expect(first).toMatchObject({ page: 1, limit: 20, total: 45, totalPages: 3 });
    expect(first.items).toHaveLength(20);
    expect(first.items[0]?.id).toBe(ids[44]);
    const third = (await list('?page=3')).json.data as Page;
    expect(third.items.map((item) => item.id)).toEqual(ids.slice(0, 5).reverse());
    expect(((await list('?page=9')).json.data as Page).items).toEqual([]);
    expect(((await list('?limit=500')).json.data as Page).limit).toBe(100);
    expect(((await list('?limit=5&page=2')).json.data as Page).items.map((item) => item.id)).toEqual(
      ids.slice(35, 40).reverse(),
    );
    for (const bad of ['?page=0', '?page=-1', '?limit=abc', '?page=1.5']) {
      expect((await list(bad)).status, bad).toBe(400);
    }
  });

  it.each([
    ['?page=0', 'page must be a whole number from 1'],
    ['?page=-1', 'page must be a whole number from 1'],
    ['?page=1.5', 'page must be a whole number from 1'],
    ['?page=1e3', 'page must be a whole number from 1'],
    ['?page=1234567', 'page must be a whole number from 1'],
    ['?limit=abc', 'limit must be a whole number from 1'],
    ['?limit=0', 'limit must be a whole number from 1'],
    ['?limit=%20', 'limit must be a whole number from 1'],
    ['?page=2&limit=x', 'limit must be a whole number from 1'],
  ])('refuses %s with 400 and says why', async (query, error) => {
    const response = await list(query);
    expect(response.status).toBe(400);
    expect(response.json).toEqual({ success: false, error });
  });

  it('reads an empty page or limit as the default, and a limit over 100 as 100', async () => {
    expect((await list('?page=&limit=')).json.data).toMatchObject({ page: 1, limit: 20 });
    expect((await list('?page=000002&limit=0100')).json.data).toMatchObject({ page: 2, limit: 100 });
    expect((await list('?limit=999999')).json.data).toMatchObject({ limit: 100 });
  });

  it('filters by status, category, type, module and dates', async () => {
    const f = (filters: unknown) => list(`?limit=100&filters=${encodeURIComponent(JSON.stringify(filters))}`);
    expect(((await f({ category: 'technical' })).json.data as Page).total).toBe(9);
    expect(((await f({ type: 'feature_request' })).json.data as Page).total).toBe(9);
    expect(((await f({ module: 'starchart' })).json.data as Page).total).toBe(9);
    expect(((await f({ category: 'technical', module: 'presence' })).json.data as Page).total).toBe(9);
    expect(((await f({ category: 'technical', module: 'insight' })).json.data as Page).total).toBe(0);
    expect(((await f({ status: 'new' })).json.data as Page).total).toBe(45);
    expect(((await f({ status: ['closed', 'planned'] })).json.data as Page).total).toBe(0);
    // Two a day from 1 February: 1 to 3 February holds six.
    expect(((await f({ from: '2026-02-01', to: '2026-02-03' })).json.data as Page).total).toBe(6);
    expect(((await f({ from: '2026-02-22' })).json.data as Page).total).toBe(3);
  });

  it('searches title, message and the reference, case-insensitively', async () => {
    const search = async (text: string) =>
      ((await list(`?filters=${encodeURIComponent(JSON.stringify({ search: text }))}`)).json.data as Page).items.map(
        (item) => item.id,
      );
    expect((await search('breathing')).sort()).toEqual([ids[7], ids[8]].sort());
    const reference = (ids[12] ?? '').slice(-8).toUpperCase();
    expect(await search(reference)).toEqual([ids[12]]);
    expect(await search("%' OR 1=1 --")).toEqual([]);
    expect(await search('_')).toEqual([]);
  });

  it('refuses malformed filters with 400', async () => {
    for (const filters of [
      '{not json',
      '[]',
      '"new"',
      JSON.stringify({ status: 'archived' }),
      JSON.stringify({ colour: 'red' }),
      JSON.stringify({ from: 'yesterday' }),
      JSON.stringify({ search: 'x'.repeat(500) }),
      JSON.stringify({ type: 5 }),
    ]) {
      const response = await list(`?filters=${encodeURIComponent(filters)}`);
      expect(response.status, filters).toBe(400);
      expect(response.json.error).toMatch(/^filters/);
    }
  });

  it.each([
    ['{not json', 'filters must be a JSON object'],
    ['[]', 'filters must be a JSON object'],
    ['"new"', 'filters must be a JSON object'],
    ['null', 'filters must be a JSON object'],
    [JSON.stringify({ colour: 'red' }), 'filters: unknown filter colour'],
    [JSON.stringify({ colour: 'red', size: 1 }), 'filters: unknown filter colour, size'],
    [JSON.stringify({ from: 'yesterday' }), 'filters.from: must be a date (YYYY-MM-DD)'],
    [JSON.stringify({ to: '2026-02-31T99:00Z' }), 'filters.to: must be a real date'],
    [JSON.stringify({ search: 'x'.repeat(500) }), 'filters.search: must be at most 200 characters'],
  ])('refuses the filters %s with 400 and says why', async (filters, error) => {
    const response = await list(`?filters=${encodeURIComponent(filters)}`);
    expect(response.status).toBe(400);
    expect(response.json).toEqual({ success: false, error });
  });

  it('reads empty filters as none', async () => {
    expect(((await list('?filters=')).json.data as Page).total).toBe(45);
    expect(((await list('?filters=%20%20')).json.data as Page).total).toBe(45);
  });

  it('changes status with a note, keeps the note when left out, clears it with null', async () => {
    const id = ids[3] ?? '';
    const before = (await h.call('GET', `/admin/feedback/${id}`, { cookie })).json.data as { updatedAt: string };
    h.clock.advance(60_000);
    const planned = await h.call('PATCH', `/admin/feedback/${id}`, {
      cookie,
      body: { status: 'planned', adminNote: 'Scheduled for the next release' },
    });
    expect(planned.status).toBe(200);
    expect(planned.json.data).toMatchObject({ id, status: 'planned', adminNote: 'Scheduled for the next release' });
    expect((planned.json.data as { updatedAt: string }).updatedAt).not.toBe(before.updatedAt);

    const resolved = await h.call('PATCH', `/admin/feedback/${id}`, { cookie, body: { status: 'resolved' } });
    expect(resolved.json.data).toMatchObject({ status: 'resolved', adminNote: 'Scheduled for the next release' });
    const cleared = await h.call('PATCH', `/admin/feedback/${id}`, { cookie, body: { status: 'closed', adminNote: null } });
    expect(cleared.json.data).toMatchObject({ status: 'closed', adminNote: null });

    const filtered = await list(`?filters=${encodeURIComponent(JSON.stringify({ status: 'closed' }))}`);
    expect((filtered.json.data as Page).items.map((item) => item.id)).toEqual([id]);
    // The person who sent it sees the new status, not the note.
    const own = await h.call('GET', `/user/${(await database.db.query<{ session_id: string }>('select session_id from feedback.submissions where id = $1', [id]))[0]?.session_id ?? ''}`);
    expect(own.json.data).toMatchObject({ items: [{ id, status: 'closed' }] });
    expect(JSON.stringify(own.json)).not.toContain('Scheduled');
  });

  it('refuses unknown statuses, extra fields and unknown or malformed ids', async () => {
    const id = ids[4] ?? '';
    expect((await h.call('PATCH', `/admin/feedback/${id}`, { cookie, body: { status: 'deleted' } })).status).toBe(400);
    expect((await h.call('PATCH', `/admin/feedback/${id}`, { cookie, body: { status: 'new', title: 'x' } })).status).toBe(400);
    expect((await h.call('PATCH', `/admin/feedback/${id}`, { cookie, body: {} })).status).toBe(400);
    const missing = await h.call('PATCH', `/admin/feedback/${crypto.randomUUID()}`, { cookie, body: { status: 'new' } });
    expect(missing.status).toBe(404);
    expect(missing.json).toEqual({ success: false, error: 'Feedback not found' });
    expect((await h.call('GET', `/admin/feedback/${crypto.randomUUID()}`, { cookie })).status).toBe(404);
    expect((await h.call('GET', "/admin/feedback/1'%20or%20'1'='1", { cookie })).status).toBe(400);
    expect((await h.call('DELETE', `/admin/feedback/${id}`, { cookie })).status).toBe(405);
  });
});
