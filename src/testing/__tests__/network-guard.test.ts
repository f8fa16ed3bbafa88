import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { allowLocalNetwork, takeUnexpectedRequests } from '../network-guard';

/* The guard installed by ../setup.ts, seen from a test. The opt-in lasts until the file ends, so the tests that
 * need it refused come first and the one that opts in comes last. */

let server: Server | undefined;
afterAll(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

describe('a network request a unit test did not expect', () => {
  it('is refused with a message naming the address, when it goes to another machine', async () => {
    await expect(fetch('https://example.com/api')).rejects.toThrow(/Unexpected network request to https:\/\/example\.com\/api/);
    // Taken here so that this test passes: the setup file would fail it otherwise (see the next test).
    expect(takeUnexpectedRequests()).toEqual([expect.stringContaining('https://example.com/api')]);
  });

  it.fails('fails the test even when the code under test swallows the error', async () => {
    // Offline is normal in this app, so its code often catches a failed request: the setup file's afterEach
    // still fails the test (it.fails: this test passes only because it fails).
    await fetch('https://example.com/quietly').catch(() => undefined);
  });

  it('is refused on this machine too until the file opts in', async () => {
    await expect(fetch('http://127.0.0.1:9/health', { method: 'POST' })).rejects.toThrow(/call allowLocalNetwork\(\)/);
    expect(takeUnexpectedRequests()).toHaveLength(1);
  });

  it('goes through to this machine after allowLocalNetwork(), while other machines stay refused', async () => {
    server = createServer((_req, res) => res.end('ok'));
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
    allowLocalNetwork();
    const { port } = server.address() as AddressInfo;
    expect(await (await fetch(new Request(`http://127.0.0.1:${port}/`))).text()).toBe('ok');
    await expect(fetch('https://example.com/')).rejects.toThrow(/never reach other machines/);
    expect(takeUnexpectedRequests()).toHaveLength(1);
  });
});
