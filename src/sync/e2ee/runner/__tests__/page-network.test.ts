/**
 * A runner in a worker may not hear `online` itself (the page does: a browser's emulated network reaches the page
 * only): offline it waits, and the page's word (`setOnline`, sent as the worker message `network`) starts the cycle
 * that pushes what was written meanwhile. Found by the encrypted-sync browser journey, where phone A never pushed.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSyncAccount } from '../../account/account-flows.ts';
import { startSyncServer, type SyncServer } from '../../transport/__tests__/sync-server.ts';
import { closeDevice, makeDevice, startRunner, until, type RunnerDevice } from './runner-harness.ts';

let server: SyncServer;
let device: RunnerDevice;
beforeAll(async () => {
  server = await startSyncServer();
  device = await makeDevice(server, 'page-network');
}, 60_000);
afterAll(async () => {
  await closeDevice(device);
  await server.close();
});

describe('the runner and the page’s word on the network', () => {
  it('waits while offline, then pushes what was written once the page says it is online', async () => {
    const created = await createSyncAccount(device, 'Test phone');
    if (!created.ok) throw new Error(created.problem);
    let online = false;
    const runner = startRunner(device, { isOnline: () => online, events: null });
    await until(() => runner.status().state === 'offline', 'offline');
    await device.db.insightEntries.put({ id: 'e-1', toolId: 'mood-check-in', values: { note: 'written offline' }, createdAt: '2026-03-01T09:00:00.000Z', updatedAt: '2026-03-01T09:00:00.000Z' });
    const requestsOffline = device.net.requests;
    // Past the write's 300 ms debounce: offline, the write is kept and nothing is sent.
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(device.net.requests).toBe(requestsOffline);
    // As sync-worker.ts does on the page's `network` message: its own view follows the page's word, and the runner is told.
    online = true;
    runner.setOnline(true);
    await until(async () => runner.status().state === 'synced' && (await device.db.e2eePending.count()) === 0, 'synced');
    expect(device.net.requests).toBeGreaterThan(requestsOffline);
    runner.setOnline(false);
    expect(runner.status().state).toBe('offline');
  });
});
