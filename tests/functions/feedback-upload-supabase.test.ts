/**
 * UPLOAD_STORE=supabase end to end: the feedback function's upload and serve handlers, the Supabase upload store and
 * the real @supabase/storage-js client, against a local stand-in of Storage's object endpoints
 * (tests/support/supabase-storage-standin.ts). The database is the embedded one: the store does not use it.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createBackend, type Env } from '../../functions/_lib/backend.ts';
import { SupabaseUploadStore, supabaseStorageConfig } from '../../functions/_lib/uploads/supabase-store.ts';
import { startStorageStandIn, type StorageStandIn } from '../support/supabase-storage-standin.ts';
import { harness, IMAGES, openTestDatabase, uploadForm, validSubmission, type Harness, type TestDatabase } from './support/backends.ts';

const BUCKET = 'feedback-uploads';
const UNAVAILABLE = 'Screenshot storage is not available right now. Please try again later.';

function supabaseEnv(standIn: StorageStandIn, overrides: Env = {}): Env {
  return { UPLOAD_STORE: 'supabase', SUPABASE_URL: standIn.url, SUPABASE_SERVICE_ROLE_KEY: standIn.serviceKey, ...overrides };
}

function withId(bytes: Uint8Array, id: string, filename = 'shot.png', type = 'image/png'): FormData {
  const form = uploadForm(bytes, filename, type);
  form.append('id', id);
  return form;
}

describe('POST /upload and GET /uploads with uploads kept in Supabase Storage (stand-in)', () => {
  let database: TestDatabase;
  let standIn: StorageStandIn;
  let h: Harness;
  const others: Harness[] = [];

  beforeAll(async () => {
    [database, standIn] = await Promise.all([openTestDatabase('embedded'), startStorageStandIn()]);
    h = harness(database.db, { env: supabaseEnv(standIn) });
  }, 60_000);

  afterAll(async () => {
    for (const other of [h, ...others]) other?.cleanup();
    await standIn?.close();
    await database?.close();
  });

  afterEach(() => {
    vi.restoreAllMocks();
  });

  const storedFor = (id: string) => standIn.objects(BUCKET).filter((name) => name.startsWith(id)).length;

  it('uses the Supabase store for UPLOAD_STORE=supabase', () => {
    expect(h.backend.uploads).toBeInstanceOf(SupabaseUploadStore);
  });

  it.each([
    ['png', 'image/png'],
    ['jpeg', 'image/jpeg'],
    ['gif', 'image/gif'],
    ['webp', 'image/webp'],
  ] as const)('stores a %s in the bucket and serves it back with its true type and nosniff', async (format, type) => {
    const bytes = IMAGES[format];
    const response = await h.call('POST', '/upload', { body: uploadForm(bytes, `My screenshot.${format}`, type) });
    expect(response.status).toBe(201);
    const data = response.json.data as { url: string; name: string; contentType: string; size: number };
    expect(data.url).toMatch(/^\/\.netlify\/functions\/feedback\/uploads\/[0-9a-f-]{36}\.(png|jpg|gif|webp)$/);
    expect(data).toMatchObject({ contentType: type, size: bytes.length });
    expect(standIn.objects(BUCKET)).toContain(data.name);
    expect(standIn.contentTypeOf(BUCKET, data.name)).toBe(type);
    const post = standIn.requests.find((request) => request.method === 'POST' && request.path.endsWith(`/${data.name}`));
    expect(post).toMatchObject({ upsert: 'false', status: 200, contentType: type });

    const served = await h.call('GET', data.url.replace('/.netlify/functions/feedback', ''));
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe(type);
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(served.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
    expect(Buffer.from(await served.raw.arrayBuffer()).equals(bytes)).toBe(true);
  });

  it('stores an upload under the client’s id; a replay answers the same url and stores nothing new', async () => {
    const id = crypto.randomUUID();
    const first = await h.call('POST', '/upload', { body: withId(IMAGES.png, id) });
    expect(first.status).toBe(201);
    const data = first.json.data as { url: string; name: string; duplicate: boolean };
    expect(data).toMatchObject({ name: `${id}.png`, url: `/.netlify/functions/feedback/uploads/${id}.png`, duplicate: false });
    const postsBefore = standIn.requests.filter((request) => request.method === 'POST').length;

    const replay = await h.call('POST', '/upload', { body: withId(IMAGES.png, id.toUpperCase()) });
    expect(replay.status).toBe(200);
    expect(replay.json.data).toEqual({ ...data, duplicate: true });
    expect(storedFor(id)).toBe(1);
    expect(standIn.requests.filter((request) => request.method === 'POST').length).toBe(postsBefore);
  });

  it('stores one object when two uploads with the same id arrive at once (Storage answers the others Duplicate)', async () => {
    const id = crypto.randomUUID();
    const answers = await Promise.all(
      [1, 2, 3].map(() => h.call('POST', '/upload', { body: withId(IMAGES.jpeg, id, 'a.jpg', 'image/jpeg') })),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 200, 201]);
    const urls = new Set(answers.map((answer) => (answer.json.data as { url: string }).url));
    expect([...urls]).toEqual([`/.netlify/functions/feedback/uploads/${id}.jpg`]);
    expect(storedFor(id)).toBe(1);
    const posts = standIn.requests.filter((request) => request.method === 'POST' && request.path.endsWith(`/${id}.jpg`));
    expect(posts.every((request) => request.upsert === 'false')).toBe(true);
  });

  it('refuses a different file under an id already used, with 409, and keeps the first', async () => {
    const id = crypto.randomUUID();
    expect((await h.call('POST', '/upload', { body: withId(IMAGES.png, id) })).status).toBe(201);
    const otherType = await h.call('POST', '/upload', { body: withId(IMAGES.gif, id, 'a.gif', 'image/gif') });
    expect(otherType.status).toBe(409);
    expect(otherType.json).toEqual({ success: false, error: 'This upload id was already used for a different file' });
    expect(storedFor(id)).toBe(1);
    const served = await h.call('GET', `/uploads/${id}.png`);
    expect(Buffer.from(await served.raw.arrayBuffer()).equals(IMAGES.png)).toBe(true);
  });

  it('answers 404 for names it never gave out', async () => {
    for (const name of ['00000000-0000-4000-8000-000000000000.png', '..%2F..%2Fadmin-credentials.env', 'x.html']) {
      expect((await h.call('GET', `/uploads/${name}`)).status, name).toBe(404);
    }
  });

  it('accepts a submission attaching an upload stored in the bucket, and refuses one naming an upload that is not', async () => {
    const upload = await h.call('POST', '/upload', { body: uploadForm(IMAGES.png, 'a.png', 'image/png') });
    const { url } = upload.json.data as { url: string };
    const submitted = await h.call('POST', '/submit', { body: validSubmission({ attachments: [url] }) });
    expect(submitted.status).toBe(201);

    const missing = '/.netlify/functions/feedback/uploads/00000000-0000-4000-8000-000000000000.png';
    const refused = await h.call('POST', '/submit', { body: validSubmission({ attachments: [missing] }) });
    expect(refused.status).toBe(400);
    expect(refused.json.error).toBe(`attachments: ${missing} was not uploaded here`);
  });

  it('answers a clear 503 when Storage refuses the key, logs why (never the key), and keeps serving', async () => {
    const wrongKey = 'not-the-service-role-key';
    const wrong = harness(database.db, { env: supabaseEnv(standIn, { SUPABASE_SERVICE_ROLE_KEY: wrongKey }) });
    others.push(wrong);
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});

    const upload = await wrong.call('POST', '/upload', { body: uploadForm(IMAGES.png, 'a.png', 'image/png') });
    expect(upload.status).toBe(503);
    expect(upload.json).toEqual({ success: false, error: UNAVAILABLE });
    expect(upload.headers.get('retry-after')).toBe('30');

    const stored = await h.call('POST', '/upload', { body: uploadForm(IMAGES.gif, 'g.gif', 'image/gif') });
    const { url, name } = stored.json.data as { url: string; name: string };
    // Sent with the uploader's key: uploads are served only to it (or the admin).
    const read = await wrong.call('GET', `/uploads/${name}`, { deviceKey: h.deviceKey });
    expect(read.status).toBe(503);
    expect(read.json.error).toBe(UNAVAILABLE);
    const submit = await wrong.call('POST', '/submit', { body: validSubmission({ attachments: [url] }) });
    expect(submit.status).toBe(503);

    const messages = logged.mock.calls.map((call) => call.map(String).join(' ')).join('\n');
    expect(messages).toContain('invalid signature');
    expect(messages).toContain('SUPABASE_SERVICE_ROLE_KEY');
    expect(messages).not.toContain(wrongKey);
    expect(messages).not.toContain(standIn.serviceKey);

    // The process and the stand-in are fine: the right key still works.
    expect((await h.call('GET', `/uploads/${name}`)).status).toBe(200);
  });

  it('answers 503 when the bucket does not exist, rather than pretending uploads are missing', async () => {
    const noBucket = harness(database.db, { env: supabaseEnv(standIn, { UPLOAD_BUCKET: 'no-such-bucket' }) });
    others.push(noBucket);
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect((await noBucket.call('POST', '/upload', { body: uploadForm(IMAGES.png, 'a.png', 'image/png') })).status).toBe(503);
    // An upload nobody here may see is a 404 before the store is asked (31.1: uploads are served to their uploader only).
    expect((await noBucket.call('GET', '/uploads/00000000-0000-4000-8000-000000000000.png')).status).toBe(404);
  });

  it('answers 503 when Storage cannot be reached', async () => {
    const unreachable = harness(database.db, { env: supabaseEnv(standIn, { SUPABASE_URL: 'http://127.0.0.1:9' }) });
    others.push(unreachable);
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect((await unreachable.call('POST', '/upload', { body: uploadForm(IMAGES.png, 'a.png', 'image/png') })).status).toBe(503);
  });

  it('has a stand-in that answers 400 to a wrong bearer and to anything it does not implement', async () => {
    const headers = { authorization: `Bearer ${standIn.serviceKey}`, apikey: standIn.serviceKey };
    const wrongBearer = await fetch(`${standIn.url}/storage/v1/object/${BUCKET}/x.png`, {
      headers: { authorization: 'Bearer nope', apikey: standIn.serviceKey },
    });
    expect(wrongBearer.status).toBe(400);
    expect(await wrongBearer.json()).toMatchObject({ statusCode: '403' });
    const list = await fetch(`${standIn.url}/storage/v1/object/list/${BUCKET}`, { method: 'POST', headers, body: '{}' });
    expect(list.status).toBe(400);
    const buckets = await fetch(`${standIn.url}/storage/v1/bucket`, { headers });
    expect(buckets.status).toBe(400);
  });
});

describe('UPLOAD_STORE=supabase configuration', () => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await openTestDatabase('embedded', { migrate: false });
  }, 60_000);

  afterAll(async () => {
    await database?.close();
  });

  const backendWith = (env: Env) => () => createBackend({ db: database.db, env: { RATE_LIMITS: 'off', UPLOAD_STORE: 'supabase', ...env } });

  it('fails at start-up, naming what is missing, without SUPABASE_URL or SUPABASE_SERVICE_ROLE_KEY', () => {
    expect(backendWith({})).toThrow('UPLOAD_STORE=supabase needs SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY');
    expect(backendWith({ SUPABASE_URL: 'https://example.supabase.co' })).toThrow(
      'UPLOAD_STORE=supabase needs SUPABASE_SERVICE_ROLE_KEY',
    );
    expect(backendWith({ SUPABASE_SERVICE_ROLE_KEY: 'key' })).toThrow('UPLOAD_STORE=supabase needs SUPABASE_URL');
  });

  it('does not read client-prefixed names, and says why', () => {
    expect(backendWith({ VITE_SUPABASE_URL: 'https://example.supabase.co', VITE_SUPABASE_SERVICE_ROLE_KEY: 'key' })).toThrow(
      /never prefix them with VITE_ or REACT_APP_.*VITE_SUPABASE_URL, VITE_SUPABASE_SERVICE_ROLE_KEY is set/,
    );
  });

  it('refuses a URL or bucket name that cannot be right', () => {
    expect(backendWith({ SUPABASE_URL: 'example.supabase.co', SUPABASE_SERVICE_ROLE_KEY: 'key' })).toThrow('SUPABASE_URL must be');
    expect(backendWith({ SUPABASE_URL: 'https://example.supabase.co', SUPABASE_SERVICE_ROLE_KEY: 'key', UPLOAD_BUCKET: 'a/b' })).toThrow(
      'UPLOAD_BUCKET must be a bucket name',
    );
  });

  it('defaults the bucket to feedback-uploads and trims the URL', () => {
    expect(supabaseStorageConfig({ SUPABASE_URL: ' https://example.supabase.co/ ', SUPABASE_SERVICE_ROLE_KEY: ' key ' })).toEqual({
      url: 'https://example.supabase.co',
      serviceRoleKey: 'key',
      bucket: 'feedback-uploads',
    });
  });
});
