import { describe, it, expect, vi, beforeEach, beforeAll, afterAll } from 'vitest';
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve, sep } from 'node:path';
import { gunzipSync } from 'node:zlib';

// Record every path the server touches, so traversal tests can prove nothing outside the root is read.
const touched = vi.hoisted(() => ({ paths: [] as string[] }));
vi.mock('node:fs/promises', async (importOriginal) => {
  const actual = await importOriginal<typeof import('node:fs/promises')>();
  return {
    ...actual,
    stat: (async (path: Parameters<typeof actual.stat>[0], ...rest: unknown[]) => {
      touched.paths.push(String(path));
      return (actual.stat as (...args: unknown[]) => unknown)(path, ...rest);
    }) as typeof actual.stat,
    readFile: (async (path: Parameters<typeof actual.readFile>[0], ...rest: unknown[]) => {
      touched.paths.push(String(path));
      return (actual.readFile as (...args: unknown[]) => unknown)(path, ...rest);
    }) as typeof actual.readFile,
  };
});

const { createStaticFiles } = await import('../static-files.ts');

const INDEX_HTML = '<!doctype html><html><head><title>Better Minds</title></head><body><div id="root"></div></body></html>';
const APP_JS = `export const app = ${JSON.stringify('x'.repeat(100))};\n`.repeat(40);
const MANIFEST = JSON.stringify({ name: 'Better Minds', start_url: '/' });
const SECRET = 'TOP-SECRET-OUTSIDE-THE-ROOT';

let parent: string;
let root: string;
let serve: ReturnType<typeof createStaticFiles>;

beforeAll(() => {
  parent = mkdtempSync(join(tmpdir(), 'better-minds-static-'));
  root = join(parent, 'dist');
  mkdirSync(join(root, 'assets'), { recursive: true });
  writeFileSync(join(root, 'index.html'), INDEX_HTML);
  writeFileSync(join(root, 'assets', 'app.js'), APP_JS);
  writeFileSync(join(root, 'manifest.webmanifest'), MANIFEST);
  writeFileSync(join(parent, 'secret.txt'), SECRET);
  writeFileSync(join(parent, 'passwd'), SECRET);
});

afterAll(() => {
  rmSync(parent, { recursive: true, force: true });
});

beforeEach(() => {
  serve = createStaticFiles(root);
  touched.paths.length = 0;
});

describe('serveStatic', () => {
  it('serves index.html for / without caching', async () => {
    const file = await serve('/', '');
    expect(file.status).toBe(200);
    expect(file.body.toString('utf8')).toBe(INDEX_HTML);
    expect(file.headers['Content-Type']).toBe('text/html; charset=utf-8');
    expect(file.headers['Cache-Control']).toBe('no-cache');
    expect(touched.paths.map((path) => resolve(path))).toContain(join(resolve(root), 'index.html'));
  });

  it('falls back to index.html for an extensionless app route', async () => {
    const file = await serve('/insight/tools', '');
    expect(file.status).toBe(200);
    expect(file.body.toString('utf8')).toBe(INDEX_HTML);
    expect(file.headers['Content-Type']).toBe('text/html; charset=utf-8');
    expect(file.headers['Cache-Control']).toBe('no-cache');
  });

  it('answers 404, never HTML, for a missing asset', async () => {
    const file = await serve('/assets/missing.js', 'gzip');
    expect(file.status).toBe(404);
    expect(file.headers['Content-Type']).not.toContain('text/html');
    expect(file.body.toString('utf8')).not.toContain('<html');
  });

  it('serves the manifest as application/manifest+json', async () => {
    const file = await serve('/manifest.webmanifest', '');
    expect(file.status).toBe(200);
    expect(file.headers['Content-Type']).toBe('application/manifest+json; charset=utf-8');
    expect(file.headers['Cache-Control']).toBe('no-cache');
    expect(file.body.toString('utf8')).toBe(MANIFEST);
  });

  it('serves a hashed asset with immutable caching, gzipped when the client accepts gzip', async () => {
    expect(Buffer.byteLength(APP_JS)).toBeGreaterThan(2048);
    const file = await serve('/assets/app.js', 'br, gzip, deflate');
    expect(file.status).toBe(200);
    expect(file.headers['Content-Type']).toBe('text/javascript; charset=utf-8');
    expect(file.headers['Cache-Control']).toBe('public, max-age=31536000, immutable');
    expect(file.headers['Content-Encoding']).toBe('gzip');
    expect(file.headers.Vary).toBe('Accept-Encoding');
    expect(file.body.length).toBeLessThan(Buffer.byteLength(APP_JS));
    expect(gunzipSync(file.body).toString('utf8')).toBe(APP_JS);
  });

  it('serves a file replaced under the running server as it is now, gzipped too (a new sw.js is a new version)', async () => {
    const worker = 'self.addEventListener("install", () => undefined);\n'.repeat(40);
    writeFileSync(join(root, 'sw.js'), worker);
    expect(gunzipSync((await serve('/sw.js', 'gzip')).body).toString('utf8')).toBe(worker);
    writeFileSync(join(root, 'sw.js'), `${worker}// the next version\n`);
    expect(gunzipSync((await serve('/sw.js', 'gzip')).body).toString('utf8')).toBe(`${worker}// the next version\n`);
  });

  it('serves the asset uncompressed when the client does not accept gzip', async () => {
    const file = await serve('/assets/app.js', '');
    expect(file.status).toBe(200);
    expect(file.headers['Content-Encoding']).toBeUndefined();
    expect(file.body.toString('utf8')).toBe(APP_JS);
  });

  it.each([
    '/../../etc/passwd',
    '/%2e%2e/%2e%2e/etc/passwd',
    '/../passwd',
    '/%2e%2e/passwd',
    '/..%2fsecret.txt',
    '/../secret.txt',
    '/%2e%2e/secret.txt',
    '/assets/../../secret.txt',
  ])('never reads outside the root for %s', async (pathname) => {
    const file = await serve(pathname, 'gzip');
    const body = file.status === 200 && file.headers['Content-Encoding'] === 'gzip' ? gunzipSync(file.body) : file.body;
    const text = body.toString('utf8');

    expect([200, 404]).toContain(file.status);
    if (file.status === 200) expect(text).toBe(INDEX_HTML);
    expect(text).not.toContain(SECRET);
    expect(text).not.toContain('root:');

    const rootPrefix = resolve(root) + sep;
    for (const path of touched.paths) expect(resolve(path).startsWith(rootPrefix)).toBe(true);
  });
});

describe('malformed paths', () => {
  it('answers a malformed percent-encoding with 400, not a server error', async () => {
    const root = mkdtempSync(join(tmpdir(), 'bm-static-bad-'));
    writeFileSync(join(root, 'index.html'), '<!doctype html><title>x</title>');
    const serve = createStaticFiles(root);
    const file = await serve('/%E0%A4%A', '');
    expect(file.status).toBe(400);
    expect(file.body.toString()).toContain('malformed path');
  });
});

describe('prerendered pages', () => {
  it("serves a prerendered route's own page, / its home page, and the shell for every other path", async () => {
    const root = mkdtempSync(join(tmpdir(), 'bm-static-prerendered-'));
    mkdirSync(join(root, 'insight', 'tools'), { recursive: true });
    writeFileSync(join(root, 'index.html'), '<h1>Home</h1>');
    writeFileSync(join(root, 'shell.html'), '<div id="root"></div>');
    writeFileSync(join(root, 'crisis-help.html'), '<h1>Crisis help</h1>');
    writeFileSync(join(root, 'insight', 'tools.html'), '<h1>Tools</h1>');
    writeFileSync(join(root, 'insight', 'tools', 'mood-check-in.html'), '<h1>Mood check-in</h1>');
    const serve = createStaticFiles(root);
    const text = async (pathname: string) => {
      const file = await serve(pathname, '');
      expect(file.status).toBe(200);
      expect(file.headers['Content-Type']).toBe('text/html; charset=utf-8');
      expect(file.headers['Cache-Control']).toBe('no-cache');
      return file.body.toString('utf8');
    };

    expect(await text('/')).toBe('<h1>Home</h1>');
    expect(await text('/crisis-help')).toBe('<h1>Crisis help</h1>');
    expect(await text('/insight/tools')).toBe('<h1>Tools</h1>');
    expect(await text('/insight/tools/')).toBe('<h1>Tools</h1>');
    expect(await text('/insight/tools/mood-check-in')).toBe('<h1>Mood check-in</h1>');
    expect(await text('/insight/reflections')).toBe('<div id="root"></div>');
    expect(await text('/no-such-page')).toBe('<div id="root"></div>');
    rmSync(root, { recursive: true, force: true });
  });
});
