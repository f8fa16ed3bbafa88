/**
 * The security headers on what `npm start` actually sends: the app's server (server/app-server.ts, which
 * server/serve.ts runs) started in-process on a free port, serving a small build folder and the real functions.
 * Every kind of answer carries them: the shell, a static file, a function's JSON, a 404 and a 405 (static and
 * function alike), and a refusal from inside the feedback function. The same server (one embedded database start is
 * seconds on a loaded machine) also carries the short-code service's round trip over real HTTP.
 */
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allowLocalNetwork } from '../../src/testing/network-guard.ts';
import { closeBackend, prepareBackend } from '../../functions/_lib/backend.ts';
import { createAppServer } from '../../server/app-server.ts';
import { createShareCodeClient } from '../../contract/share-code-client.ts';
import { shareCodeLocator } from '../../contract/sealed-share-code.ts';
import { SHARE_CODES_PATH } from '../../contract/share-code-schemas.ts';
import { sampleToken } from './support/share-codes-harness.ts';
import { bootScriptHash } from '../../server/boot-script.ts';

let server: Server;
let base: string;
let folder: string;

beforeAll(async () => {
  // This file serves the app on 127.0.0.1 and requests it (src/testing/network-guard.ts).
  allowLocalNetwork();
  folder = mkdtempSync(join(tmpdir(), 'bm-headers-'));
  const dist = join(folder, 'dist');
  mkdirSync(join(dist, 'assets'), { recursive: true });
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Better Minds</title><div id="root"></div>');
  writeFileSync(join(dist, 'assets', 'app.js'), 'console.log("app");');
  mkdirSync(join(folder, 'data'));
  // The functions' embedded database, migrated as npm start does before it listens.
  await prepareBackend({ dataDir: join(folder, 'data'), env: { RATE_LIMITS: 'off' } });
  server = createAppServer({ distDir: dist, dataDir: join(folder, 'data'), env: { VITE_SUPABASE_URL: 'https://example.supabase.co' } });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}, 60_000);

afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await closeBackend();
  rmSync(folder, { recursive: true, force: true });
});

function directives(policy: string | null): Map<string, string> {
  return new Map(
    (policy ?? '')
      .split(';')
      .map((part) => part.trim())
      .filter(Boolean)
      .map((part) => {
        const [name = '', ...values] = part.split(/\s+/);
        return [name, values.join(' ')] as [string, string];
      }),
  );
}

const answers: [string, string, string, number, RegExp][] = [
  ['the app shell at /', 'GET', '/', 200, /^text\/html/],
  ['a deep route (the shell again)', 'GET', '/insight/tools', 200, /^text\/html/],
  ['a static file', 'GET', '/assets/app.js', 200, /javascript/],
  ['a function’s JSON', 'GET', '/.netlify/functions/health', 200, /^application\/json/],
  ['the feedback function’s JSON', 'GET', '/.netlify/functions/feedback/categories', 200, /^application\/json/],
  ['a missing static file (404)', 'GET', '/assets/missing.js', 404, /^text\/plain/],
  ['a missing function (404)', 'GET', '/.netlify/functions/no-such-function', 404, /^application\/json/],
  ['a missing feedback route (404)', 'GET', '/.netlify/functions/feedback/no-such-route', 404, /^application\/json/],
  ['a POST to a page (405)', 'POST', '/', 405, /.*/],
  ['a DELETE of a static file (405)', 'DELETE', '/assets/app.js', 405, /.*/],
  ['a function’s wrong method (405)', 'POST', '/.netlify/functions/health', 405, /^application\/json/],
  ['a feedback route’s wrong method (405)', 'GET', '/.netlify/functions/feedback/submit', 405, /^application\/json/],
  // An upload without a device key is refused before its body is looked at (31.7).
  ['a feedback refusal inside the function (403)', 'POST', '/.netlify/functions/feedback/upload', 403, /^application\/json/],
  ['the feedback function’s JSON from its database', 'GET', '/.netlify/functions/feedback/submission-total', 200, /^application\/json/],
  ['a feedback refusal of a bad query (400)', 'GET', '/.netlify/functions/feedback/preferences?userId=%3Cscript%3E', 400, /^application\/json/],
  ['an admin route without a session (401)', 'GET', '/.netlify/functions/feedback/admin/session', 401, /^application\/json/],
  ['the share-codes function: an unknown code (404)', 'GET', '/.netlify/functions/share-codes/ZZZZ-ZZZZ-F', 404, /^application\/json/],
  ['the share-codes function: a malformed code (400)', 'GET', '/.netlify/functions/share-codes/nonsense', 400, /^application\/json/],
  ['the share-codes function: a wrong method (405)', 'GET', '/.netlify/functions/share-codes/', 405, /^application\/json/],
  ['the share-codes function: a refused body (400)', 'POST', '/.netlify/functions/share-codes/', 400, /^application\/json/],
  ['the directory function: the public directory from its database', 'GET', '/.netlify/functions/directory/listings', 200, /^application\/json/],
  ['the directory function: a malformed listing id (400)', 'GET', '/.netlify/functions/directory/listings/nonsense', 400, /^application\/json/],
  ['the directory function: an admin route without a session (401)', 'GET', '/.netlify/functions/directory/admin/listings', 401, /^application\/json/],
  ['the directory function: a refused report body (400)', 'POST', '/.netlify/functions/directory/listings/00000000-0000-4000-8000-000000000000/reports', 400, /^application\/json/],
];

describe('security headers on every response of npm start', () => {
  it.each(answers)('are on %s', async (_name, method, path, status, contentType) => {
    const response = await fetch(`${base}${path}`, { method, ...(method === 'POST' ? { body: '{}', headers: { 'content-type': 'application/json' } } : {}) });
    await response.arrayBuffer();
    expect(response.status).toBe(status);
    expect(response.headers.get('content-type') ?? '').toMatch(contentType);

    const policy = directives(response.headers.get('content-security-policy'));
    expect(policy.get('default-src')).toBe("'self'");
    expect(policy.get('script-src')).toBe(`'self' ${bootScriptHash()}`);
    expect(policy.get('object-src')).toBe("'none'");
    expect(policy.get('frame-ancestors')).toBe("'none'");
    expect(policy.get('connect-src')).toBe("'self' https://example.supabase.co wss://example.supabase.co");
    expect(response.headers.get('content-security-policy')).not.toContain('unsafe-');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(response.headers.get('permissions-policy')).toBe('camera=(), geolocation=(), microphone=(self), payment=(), usb=()');
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(response.headers.get('cross-origin-opener-policy')).toBe('same-origin');
    if (status === 405) expect(response.headers.get('allow')).toBeTruthy();
  });

  it('sends each security header once, even where a function sets its own', async () => {
    const response = await fetch(`${base}/.netlify/functions/health`);
    await response.arrayBuffer();
    for (const name of ['content-security-policy', 'x-content-type-options']) {
      expect(response.headers.get(name), name).not.toContain(',');
    }
  });
});

describe('share codes served by npm start', () => {
  it('creates, opens and revokes a code over HTTP with the contract client, every answer no-store', async () => {
    const client = createShareCodeClient(`${base}${SHARE_CODES_PATH}`, fetch, { timeoutMs: 10_000 });
    const payload = sampleToken(2000);
    const created = await client.create({ payload });
    expect(await client.open(created.code.toLowerCase())).toMatchObject({ status: 'found', payload });

    // A sealed code's key symbols never reach the service: a raw request names the locator alone.
    const locator = shareCodeLocator(created.code);
    expect(locator).not.toBeNull();
    const raw = await fetch(`${base}${SHARE_CODES_PATH}/${locator}`);
    expect(raw.status).toBe(200);
    expect(raw.headers.get('cache-control')).toBe('no-store');
    await raw.arrayBuffer();

    await client.revoke(created.code, created.revokeToken);
    expect(await client.open(created.code)).toEqual({ status: 'revoked' });
    const gone = await fetch(`${base}${SHARE_CODES_PATH}/${locator}`);
    expect(gone.status).toBe(410);
    expect(gone.headers.get('cache-control')).toBe('no-store');
    expect(await gone.json()).toMatchObject({ success: false, reason: 'revoked' });
  });
});
