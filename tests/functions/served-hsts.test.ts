/**
 * HSTS on `npm start`'s server (server/app-server.ts): sent whenever the request arrived over HTTPS, on the server's
 * own TLS socket or through a trusted proxy (TRUST_PROXY with X-Forwarded-Proto: https), never over plain http, and
 * never because an untrusted client claims https. Also the server's own origin: PUBLIC_ORIGIN is validated at start.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest, type Server } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createServer as createTlsServer, type Server as TlsServer } from 'node:tls';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allowLocalNetwork } from '../../src/testing/network-guard.ts';
import { createAppServer } from '../../server/app-server.ts';
import { ConfigurationError, parsePublicOrigin } from '../../server/request-origin.ts';
import { HSTS_HEADER } from '../../server/security-headers.ts';

const HSTS = 'max-age=63072000; includeSubDomains';
let folder: string;
let plain: Server;
let proxied: Server;
let tls: TlsServer;

async function listen(server: Server | TlsServer): Promise<number> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
}

function get(port: number, headers: Record<string, string> = {}, secure = false): Promise<Record<string, string | string[] | undefined>> {
  return new Promise((resolve, reject) => {
    const options = { host: '127.0.0.1', port, path: '/', headers, rejectUnauthorized: false };
    const request = (secure ? httpsRequest : httpRequest)(options, (response) => {
      response.resume();
      response.on('end', () => resolve(response.headers));
    });
    request.on('error', reject);
    request.end();
  });
}

beforeAll(async () => {
  // This file serves the app on 127.0.0.1 and requests it (src/testing/network-guard.ts).
  allowLocalNetwork();
  folder = mkdtempSync(join(tmpdir(), 'bm-hsts-'));
  mkdirSync(join(folder, 'dist'));
  writeFileSync(join(folder, 'dist', 'index.html'), '<!doctype html><title>Better Minds</title>');
  const options = { distDir: join(folder, 'dist'), dataDir: folder };
  plain = createAppServer({ ...options, env: {} });
  proxied = createAppServer({ ...options, env: { TRUST_PROXY: '1' } });
  // Direct TLS: the same app server fed the decrypted connections of a TLS server with a throwaway certificate.
  execFileSync('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', '-subj', '/CN=127.0.0.1',
    '-keyout', join(folder, 'key.pem'), '-out', join(folder, 'cert.pem')], { stdio: 'ignore' });
  const direct = createAppServer({ ...options, env: {} });
  tls = createTlsServer({ key: readFileSync(join(folder, 'key.pem')), cert: readFileSync(join(folder, 'cert.pem')) }, (socket) =>
    direct.emit('connection', socket),
  );
}, 30_000);

afterAll(async () => {
  for (const server of [plain, proxied, tls]) await new Promise((resolve) => server.close(resolve));
  rmSync(folder, { recursive: true, force: true });
});

describe('Strict-Transport-Security', () => {
  it('is the two-year, subdomains policy', () => {
    expect(HSTS_HEADER).toBe(HSTS);
  });

  it('is sent on a request that arrived over TLS on the server’s own socket', async () => {
    const port = await listen(tls);
    expect((await get(port, {}, true))['strict-transport-security']).toBe(HSTS);
  });

  it('is sent behind a trusted proxy that says the request came over https', async () => {
    const port = await listen(proxied);
    expect((await get(port, { 'X-Forwarded-Proto': 'https' }))['strict-transport-security']).toBe(HSTS);
    expect((await get(port, { 'X-Forwarded-Proto': 'http' }))['strict-transport-security']).toBeUndefined();
  });

  it('is never sent on plain http, even when the client claims https without a trusted proxy', async () => {
    const port = await listen(plain);
    expect((await get(port))['strict-transport-security']).toBeUndefined();
    expect((await get(port, { 'X-Forwarded-Proto': 'https' }))['strict-transport-security']).toBeUndefined();
  });
});

describe('PUBLIC_ORIGIN', () => {
  it('accepts a bare origin and refuses anything else with the reason', () => {
    expect(parsePublicOrigin({ PUBLIC_ORIGIN: 'https://Minds.Example:443' })).toBe('https://minds.example');
    expect(parsePublicOrigin({})).toBeNull();
    for (const bad of ['minds.example', 'ftp://minds.example', 'https://minds.example/app', 'https://a@minds.example']) {
      expect(() => parsePublicOrigin({ PUBLIC_ORIGIN: bad }), bad).toThrow(ConfigurationError);
    }
  });
});
