import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { detectImageType } from '../../functions/_lib/uploads/sniff.ts';
import { DATABASE_KINDS, harness, IMAGES, openTestDatabase, uploadForm, type Harness, type TestDatabase } from './support/backends.ts';

const TOO_LARGE = 'File size must be less than 5MB';
const WRONG_TYPE = 'Only image files (JPG, PNG, GIF, WebP) are allowed';
const MAX = 5_242_880;

/** A valid PNG of exactly `size` bytes: an ancillary chunk pads it out before IEND. */
function pngOfSize(size: number): Buffer {
  const iendAt = IMAGES.png.length - 12;
  const padLength = size - IMAGES.png.length - 12;
  const chunk = Buffer.alloc(12 + padLength);
  chunk.writeUInt32BE(padLength, 0);
  chunk.write('teXt', 4, 'latin1');
  return Buffer.concat([IMAGES.png.subarray(0, iendAt), chunk, IMAGES.png.subarray(iendAt)]);
}

const hostileFiles: [string, Buffer, string, string][] = [
  ['an HTML page named .png', Buffer.from('<!doctype html><script>alert(1)</script>'), 'evil.png', 'image/png'],
  ['an SVG with script named .png', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'), 'x.png', 'image/png'],
  ['an SVG declared as image/svg+xml', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'x.svg', 'image/svg+xml'],
  ['a PNG declared as JPEG', IMAGES.png, 'x.jpg', 'image/jpeg'],
  ['a GIF declared as WebP', IMAGES.gif, 'x.webp', 'image/webp'],
  ['a PNG with an HTML page appended (polyglot)', Buffer.concat([IMAGES.png, Buffer.from('<html><script>alert(1)</script></html>')]), 'p.png', 'image/png'],
  ['a GIF with script appended (GIFAR-style polyglot)', Buffer.concat([IMAGES.gif, Buffer.from('\n;alert(1)//')]), 'p.gif', 'image/gif'],
  ['a JPEG with a script in a comment segment', Buffer.concat([IMAGES.jpeg.subarray(0, 2), Buffer.from([0xff, 0xfe, 0x00, 0x1b]), Buffer.from('<script>alert(1)</script>'), IMAGES.jpeg.subarray(2)]), 'c.jpg', 'image/jpeg'],
  ['a WebP whose RIFF length lies', Buffer.concat([IMAGES.webp, Buffer.from('trailing')]), 'w.webp', 'image/webp'],
  ['a PNG signature and nothing else', IMAGES.png.subarray(0, 8), 's.png', 'image/png'],
  ['a PDF named .png', Buffer.from('%PDF-1.7\n%\u00e2\u00e3'), 'd.png', 'image/png'],
  ['a PNG declared as application/octet-stream', IMAGES.png, 'x.png', 'application/octet-stream'],
  ['a PNG with no declared type', IMAGES.png, 'x.png', ''],
];

describe('detectImageType', () => {
  it('recognises the four accepted formats by their bytes', () => {
    expect(detectImageType(IMAGES.png)).toBe('image/png');
    expect(detectImageType(IMAGES.jpeg)).toBe('image/jpeg');
    expect(detectImageType(IMAGES.gif)).toBe('image/gif');
    expect(detectImageType(IMAGES.webp)).toBe('image/webp');
  });

  it.each(hostileFiles)('does not confirm the declared type of %s', (_name, bytes, _filename, declared) => {
    const detected = detectImageType(bytes);
    expect(detected === null || detected !== declared).toBe(true);
  });
});

describe.each(DATABASE_KINDS)('POST /upload and GET /uploads (%s database)', (kind) => {
  let database: TestDatabase;
  const harnesses: Record<string, Harness> = {};

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    harnesses.filesystem = harness(database.db);
    harnesses.database = harness(database.db, { uploadsInDatabase: true });
  }, 60_000);

  afterAll(async () => {
    for (const h of Object.values(harnesses)) h.cleanup();
    await database.close();
  });

  describe.each(['filesystem', 'database'])('with uploads kept in the %s', (store) => {
    const h = () => harnesses[store] as Harness;

    it.each([
      ['png', 'image/png'],
      ['jpeg', 'image/jpeg'],
      ['gif', 'image/gif'],
      ['webp', 'image/webp'],
    ] as const)('stores a %s under a random name and serves it back with its true type and nosniff', async (format, type) => {
      const bytes = IMAGES[format];
      const response = await h().call('POST', '/upload', { body: uploadForm(bytes, `My screenshot.${format}`, type) });
      expect(response.status).toBe(201);
      const data = response.json.data as { url: string; name: string; contentType: string; size: number };
      expect(data.url).toMatch(/^\/\.netlify\/functions\/feedback\/uploads\/[0-9a-f-]{36}\.(png|jpg|gif|webp)$/);
      expect(data).toMatchObject({ contentType: type, size: bytes.length });
      expect(data.url).not.toContain('screenshot');

      const served = await h().call('GET', data.url.replace('/.netlify/functions/feedback', ''));
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toBe(type);
      expect(served.headers.get('x-content-type-options')).toBe('nosniff');
      expect(served.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
      expect(Buffer.from(await served.raw.arrayBuffer()).equals(bytes)).toBe(true);
    });

    it('accepts a file of exactly 5,242,880 bytes and refuses one byte more with 413', async () => {
      const largest = pngOfSize(MAX);
      expect(largest.length).toBe(MAX);
      expect(detectImageType(largest)).toBe('image/png');
      expect((await h().call('POST', '/upload', { body: uploadForm(largest, 'big.png', 'image/png') })).status).toBe(201);
      const over = await h().call('POST', '/upload', { body: uploadForm(pngOfSize(MAX + 1), 'big.png', 'image/png') });
      expect(over.status).toBe(413);
      expect(over.json).toEqual({ success: false, error: TOO_LARGE });
    }, 30_000);

    it.each(hostileFiles)('refuses %s with 415', async (_name, bytes, filename, type) => {
      const response = await h().call('POST', '/upload', { body: uploadForm(bytes, filename, type) });
      expect(response.status).toBe(415);
      expect(response.json).toEqual({ success: false, error: WRONG_TYPE });
    });

    /** How many stored files belong to this upload id (any extension). */
    async function storedFor(id: string): Promise<number> {
      if (store === 'filesystem') {
        return readdirSync(join(h().dataDir, 'uploads')).filter((file) => file.startsWith(id)).length;
      }
      const rows = await h().backend.db.query<{ count: number }>(
        "select count(*)::int as count from feedback.uploaded_files where name like $1 || '.%'",
        [id],
      );
      return rows[0]?.count ?? -1;
    }

    function withId(bytes: Uint8Array, id: string, filename = 'shot.png', type = 'image/png'): FormData {
      const form = uploadForm(bytes, filename, type);
      form.append('id', id);
      return form;
    }

    it('stores an upload under the client’s id; a replay answers the same url and stores nothing new', async () => {
      const id = crypto.randomUUID();
      const first = await h().call('POST', '/upload', { body: withId(IMAGES.png, id) });
      expect(first.status).toBe(201);
      const data = first.json.data as { url: string; name: string; duplicate: boolean };
      expect(data).toMatchObject({ name: `${id}.png`, url: `/.netlify/functions/feedback/uploads/${id}.png`, duplicate: false });
      expect(await storedFor(id)).toBe(1);

      const replay = await h().call('POST', '/upload', { body: withId(IMAGES.png, id.toUpperCase()) });
      expect(replay.status).toBe(200);
      expect(replay.json.data).toEqual({ ...data, duplicate: true });
      expect(await storedFor(id)).toBe(1);
      const served = await h().call('GET', `/uploads/${id}.png`);
      expect(Buffer.from(await served.raw.arrayBuffer()).equals(IMAGES.png)).toBe(true);
    });

    it('stores one file when two uploads with the same id arrive at once', async () => {
      const id = crypto.randomUUID();
      const answers = await Promise.all([
        h().call('POST', '/upload', { body: withId(IMAGES.jpeg, id, 'a.jpg', 'image/jpeg') }),
        h().call('POST', '/upload', { body: withId(IMAGES.jpeg, id, 'a.jpg', 'image/jpeg') }),
        h().call('POST', '/upload', { body: withId(IMAGES.jpeg, id, 'a.jpg', 'image/jpeg') }),
      ]);
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 200, 201]);
      const urls = new Set(answers.map((answer) => (answer.json.data as { url: string }).url));
      expect([...urls]).toEqual([`/.netlify/functions/feedback/uploads/${id}.jpg`]);
      expect(await storedFor(id)).toBe(1);
      if (store === 'filesystem') expect(readdirSync(join(h().dataDir, 'uploads')).some((file) => file.endsWith('.part'))).toBe(false);
    });

    it('refuses a different file under an id already used, with 409, and keeps the first', async () => {
      const id = crypto.randomUUID();
      expect((await h().call('POST', '/upload', { body: withId(IMAGES.png, id) })).status).toBe(201);
      const otherType = await h().call('POST', '/upload', { body: withId(IMAGES.gif, id, 'a.gif', 'image/gif') });
      expect(otherType.status).toBe(409);
      expect(otherType.json).toEqual({ success: false, error: 'This upload id was already used for a different file' });
      // Repeats are judged on the stored, re-encoded copy: other pixels are a different file (the same pixels with
      // other metadata would be the same upload).
      const otherPixels = await sharp({ create: { width: 2, height: 1, channels: 3, background: '#204060' } }).png().toBuffer();
      const otherBytes = await h().call('POST', '/upload', { body: withId(otherPixels, id) });
      expect(otherBytes.status).toBe(409);
      expect(await storedFor(id)).toBe(1);
      const served = await h().call('GET', `/uploads/${id}.png`);
      expect(Buffer.from(await served.raw.arrayBuffer()).equals(IMAGES.png)).toBe(true);
    });

    it('refuses an id that is not a UUID, and names uploads at random without one', async () => {
      for (const id of ['', 'abc', '../../etc/passwd', `${crypto.randomUUID()}.png`]) {
        const response = await h().call('POST', '/upload', { body: withId(IMAGES.png, id) });
        expect(response.status, id).toBe(400);
        expect(response.json.error).toBe('id must be a UUID');
      }
      const a = await h().call('POST', '/upload', { body: uploadForm(IMAGES.png, 'a.png', 'image/png') });
      const b = await h().call('POST', '/upload', { body: uploadForm(IMAGES.png, 'a.png', 'image/png') });
      expect([a.status, b.status]).toEqual([201, 201]);
      expect((a.json.data as { url: string }).url).not.toBe((b.json.data as { url: string }).url);
    });

    it('answers 404 for names it never gave out, including path tricks', async () => {
      for (const name of [
        '00000000-0000-4000-8000-000000000000.png',
        '..%2F..%2Fadmin-credentials.env',
        '%2e%2e',
        'x.html',
      ]) {
        const response = await h().call('GET', `/uploads/${name}`);
        expect(response.status, name).toBe(404);
      }
    });
  });

  it('keeps filesystem uploads as files under DATA_DIR/uploads, readable only by the server', async () => {
    const h = harnesses.filesystem as Harness;
    await h.call('POST', '/upload', { body: uploadForm(IMAGES.gif, 'a.gif', 'image/gif') });
    const files = readdirSync(join(h.dataDir, 'uploads'));
    const gif = files.find((file) => file.endsWith('.gif'));
    expect(gif).toBeDefined();
    expect(statSync(join(h.dataDir, 'uploads', gif ?? '')).mode & 0o777).toBe(0o600);
    expect(files.some((file) => file.endsWith('.part'))).toBe(false);
  });

  it('refuses a declared body over the limit before reading it', async () => {
    const h = harnesses.filesystem as Harness;
    const response = await h.call('POST', '/upload', {
      body: 'x',
      headers: { 'content-type': 'multipart/form-data; boundary=x', 'content-length': String(50 * 1024 * 1024) },
    });
    expect(response.status).toBe(413);
    expect(response.json.error).toBe(TOO_LARGE);
  });

  it('refuses a request that is not multipart, has no file field, or is malformed', async () => {
    const h = harnesses.filesystem as Harness;
    expect((await h.call('POST', '/upload', { body: { file: 'x' } })).status).toBe(415);
    const noFile = new FormData();
    noFile.append('image', new File([IMAGES.png], 'x.png', { type: 'image/png' }));
    const missing = await h.call('POST', '/upload', { body: noFile });
    expect(missing.status).toBe(400);
    expect(missing.json.error).toBe('No file was sent (expected a field named file)');
    const text = new FormData();
    text.append('file', 'just text');
    expect((await h.call('POST', '/upload', { body: text })).status).toBe(400);
    const broken = await h.call('POST', '/upload', {
      body: '--x\r\nContent-Disposition: form-data; name="file"\r\n\r\nunterminated',
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
    });
    expect(broken.status).toBe(400);
    const empty = await h.call('POST', '/upload', { body: uploadForm(new Uint8Array(0), 'e.png', 'image/png') });
    expect(empty.status).toBe(400);
  });
});
