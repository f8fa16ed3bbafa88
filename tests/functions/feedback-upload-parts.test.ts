/**
 * 31.7: an upload is refused before its body is parsed when it has no device key, and a multipart body of more parts
 * than an upload ever has is refused by counting, without handing it to the platform's multipart parser (300,000
 * parts in one body held the server for seconds).
 */
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { harness, IMAGES, openTestDatabase, uploadForm, type Harness, type TestDatabase } from './support/backends.ts';

describe('31.7 multipart uploads: the device key first, the part count before parsing', () => {
  let database: TestDatabase;
  let h: Harness;

  beforeAll(async () => {
    database = await openTestDatabase('embedded');
    h = harness(database.db);
  }, 60_000);

  afterAll(async () => {
    h.cleanup();
    await database.close();
  });

  it('refuses an upload without a device key with a 403, parsing nothing and storing nothing', async () => {
    const parse = vi.spyOn(Response.prototype, 'formData');
    const response = await h.call('POST', '/upload', { body: uploadForm(IMAGES.png, 'shot.png', 'image/png'), deviceKey: null });
    expect(response.status).toBe(403);
    expect(parse).not.toHaveBeenCalled();
    expect(existsSync(join(h.dataDir, 'uploads')) ? readdirSync(join(h.dataDir, 'uploads')) : []).toEqual([]);
  });

  it('refuses a body of 60,000 parts with a 400 before parsing it', async () => {
    const parse = vi.spyOn(Response.prototype, 'formData');
    const boundary = 'XyZ';
    const part = `--${boundary}\r\nContent-Disposition: form-data; name="a"\r\n\r\nb\r\n`;
    const body = `${part.repeat(60_000)}--${boundary}--\r\n`;
    const started = performance.now();
    const response = await h.call('POST', '/upload', {
      body,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
    expect(response.status).toBe(400);
    expect(response.json.error).toMatch(/at most 8 parts/);
    expect(parse).not.toHaveBeenCalled();
    expect(performance.now() - started).toBeLessThan(1000);
  });

  it('still takes a well-formed upload with its key', async () => {
    const form = uploadForm(IMAGES.png, 'shot.png', 'image/png');
    form.append('id', crypto.randomUUID());
    const response = await h.call('POST', '/upload', { body: form });
    expect(response.status).toBe(201);
  });
});
