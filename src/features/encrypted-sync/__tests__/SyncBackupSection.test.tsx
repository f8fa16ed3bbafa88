// @vitest-environment jsdom
/**
 * Sync and backup against the real sync function in-process (embedded database) and the real account flows; the
 * runner is replaced by a status the test sets, so its states can be shown one by one.
 */
import { TextDecoder as NodeTextDecoder, TextEncoder as NodeTextEncoder } from 'node:util';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderApp } from '@/testing/render-app';
import { createLinkCode, createSyncAccount } from '@/sync/e2ee/account/account-flows';
import { SNAPSHOT_NOT_USED_MESSAGE } from '@/sync/e2ee/runner/problems';
import type { EncryptedSyncStatus } from '@/sync/e2ee/runner/status';
import { startSyncServer, testDevice, type SyncServer } from '@/sync/e2ee/transport/__tests__/sync-server';
import { SyncBackupSection } from '../components/SyncBackupSection';

const runner = vi.hoisted(() => {
  const off = { state: 'off', lastSyncedAt: null, pendingChanges: 0, restoring: null, problem: null, notice: null } as const;
  return { status: { ...off } as EncryptedSyncStatus, off, started: 0, stopped: 0, listeners: new Set<() => void>() };
});

function setStatus(next: Partial<EncryptedSyncStatus>) {
  act(() => {
    runner.status = { ...runner.status, ...next };
    for (const listener of runner.listeners) listener();
  });
}

// Under jsdom a module's import.meta.url is the page's (http:), so the function's search for its migrations with
// fileURLToPath is answered from the project's folder by the URL's path.
vi.mock('node:url', async (original) => {
  const actual = await original<typeof import('node:url')>();
  const { join } = await import('node:path');
  const fileURLToPath = (url: string | URL) => {
    const parsed = new actual.URL(String(url));
    return parsed.protocol === 'file:' ? actual.fileURLToPath(parsed) : join(process.cwd(), decodeURIComponent(parsed.pathname));
  };
  return { ...actual, default: { ...actual, fileURLToPath }, fileURLToPath };
});

vi.mock('@/sync/e2ee/runner/encrypted-sync', () => ({
  startEncryptedSync: () => void (runner.started += 1),
  stopEncryptedSync: () => void (runner.stopped += 1),
  syncEncryptedNow: async () => undefined,
  subscribeEncryptedSyncStatus: (listener: () => void) => {
    runner.listeners.add(listener);
    return () => runner.listeners.delete(listener);
  },
  getEncryptedSyncStatus: () => runner.status,
}));
vi.mock('@/sync/e2ee/runner/use-encrypted-sync-status', async () => {
  const { useSyncExternalStore } = await import('react');
  return {
    useEncryptedSyncStatus: () =>
      useSyncExternalStore(
        (listener) => {
          runner.listeners.add(listener);
          return () => runner.listeners.delete(listener);
        },
        () => runner.status,
      ),
  };
});

// Under jsdom the byte arrays and TextEncoder are of jsdom's realm, whose buffers Node's WebCrypto refuses as key
// material: Node's own stand in, so every byte is of one realm, as it is in a browser.
const NodeUint8Array = Object.getPrototypeOf(Buffer.prototype).constructor as typeof Uint8Array;
vi.stubGlobal('Uint8Array', NodeUint8Array);
vi.stubGlobal('ArrayBuffer', new NodeUint8Array(1).buffer.constructor);
vi.stubGlobal('TextEncoder', NodeTextEncoder);
vi.stubGlobal('TextDecoder', NodeTextDecoder);

const held: { server?: SyncServer } = {};

function server(): SyncServer {
  if (held.server === undefined) throw new Error('the sync function has not started');
  return held.server;
}
beforeAll(async () => {
  held.server = await startSyncServer();
}, 60_000);
afterAll(async () => {
  await held.server?.close();
});
beforeEach(() => {
  runner.status = { ...runner.off };
  runner.started = 0;
  runner.stopped = 0;
});

const wait = { timeout: 20_000 };

async function renderSection(device: ReturnType<typeof testDevice>, route = '/systems') {
  return renderApp({ route, routes: { '/systems': <SyncBackupSection deps={device} /> } });
}

describe('Sync and backup', () => {
  it('turns on with a named device, shows the 12 words once in numbered groups, and asks for the box before Done', async () => {
    const device = testDevice(server());
    await renderSection(device);
    fireEvent.click(await screen.findByRole('button', { name: 'Turn on sync and backup' }, wait));
    const name = screen.getByLabelText('Device name');
    fireEvent.change(name, { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Turn on' }));
    expect(screen.getByRole('alert').textContent).toMatch(/^Device name: /);
    fireEvent.change(name, { target: { value: "Sam's laptop" } });
    fireEvent.click(screen.getByRole('button', { name: 'Turn on' }));

    const heading = await screen.findByRole('heading', { name: 'Your recovery code' }, wait);
    await waitFor(() => expect(document.activeElement).toBe(heading));
    const code = screen.getByRole('list', { name: 'Recovery code, 12 words' });
    expect(within(code).getAllByRole('listitem').filter((item) => item.querySelector('ol'))).toHaveLength(4);
    const words = [...code.querySelectorAll('.e2e-recovery__word')].map((word) => word.textContent);
    expect(words).toHaveLength(12);
    expect(screen.getByText(/This is the only time they will be shown/)).toBeTruthy();
    expect(runner.started).toBe(1);

    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    fireEvent.click(screen.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledOnce();

    fireEvent.click(screen.getByRole('button', { name: 'Done' }));
    expect(screen.getByRole('alert').textContent).toMatch(/^Recovery code: please tick/);
    expect(screen.getByRole('heading', { name: 'Your recovery code' })).toBeTruthy();
    fireEvent.click(screen.getByLabelText('I have written down or printed my recovery code'));
    fireEvent.click(screen.getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('heading', { name: 'Your recovery code' })).toBeNull();
    expect(document.body.textContent).not.toContain(words.join(''));
    expect(await screen.findByText("Sam's laptop", undefined, wait)).toBeTruthy();
    expect(screen.getByText(/\(this device\)/)).toBeTruthy();
  }, 60_000);

  it('fills the link code from the address and names the field when it has a typo', async () => {
    const first = testDevice(server());
    const created = await createSyncAccount(first, 'Laptop');
    if (!created.ok) throw new Error(created.problem);
    const made = await createLinkCode(first);
    if (!made.ok) throw new Error(made.problem);
    const typo = made.code.slice(0, -1) + (made.code.endsWith('A') ? 'B' : 'A');
    await renderSection(testDevice(server()), `/systems?link=${typo}`);
    const field = await screen.findByLabelText('Link code', undefined, wait);
    expect((field as HTMLInputElement).value).toBe(typo);
    fireEvent.click(screen.getByRole('button', { name: 'Link this device' }));
    const alert = await screen.findByRole('alert', undefined, wait);
    expect(alert.textContent).toMatch(/^The link code has a symbol that does not fit/);
    expect(field.getAttribute('aria-invalid')).toBe('true');

    fireEvent.change(field, { target: { value: made.display.toLowerCase() } });
    fireEvent.click(screen.getByRole('button', { name: 'Link this device' }));
    expect(await screen.findByRole('heading', { name: 'Linked devices' }, wait)).toBeTruthy();
    expect(await screen.findByText('Laptop', undefined, wait)).toBeTruthy();
    expect(runner.started).toBe(1);
  }, 60_000);

  it('says the status in words for each state and shows the restore progress', async () => {
    const device = testDevice(server());
    const created = await createSyncAccount(device, 'Phone');
    if (!created.ok) throw new Error(created.problem);
    setStatus({ state: 'synced', lastSyncedAt: '2026-03-01T09:00:00.000Z' });
    await renderSection(device);
    expect((await screen.findByText(/^Synced/, undefined, wait)).getAttribute('role')).toBe('status');
    // Read afresh each time: on a busy machine the section may render its status line again after the first find.
    const status = () => screen.getByText((_, element) => element?.classList.contains('e2e-status') ?? false);
    setStatus({ state: 'waiting', pendingChanges: 3 });
    expect(status().textContent).toBe('3 changes waiting to sync');
    setStatus({ state: 'offline', pendingChanges: 1 });
    expect(status().textContent).toMatch(/^Offline: 1 change will sync/);
    setStatus({ state: 'problem', problem: { code: 'quota', message: 'The server copy is full. Your data is safe here.' } });
    expect(status().textContent).toBe('The server copy is full. Your data is safe here.');
    setStatus({ state: 'syncing', problem: null, restoring: { unit: 'parts', applied: 2, total: 5 } });
    expect(screen.getByLabelText('Restoring: 2 of 5 parts downloaded').getAttribute('max')).toBe('5');
    setStatus({ state: 'syncing', problem: null, restoring: { unit: 'records', applied: 120, total: 900 } });
    const bar = screen.getByLabelText('Restoring: 120 of 900 records');
    expect(bar.tagName).toBe('PROGRESS');
    expect(bar.getAttribute('value')).toBe('120');
    setStatus({ state: 'syncing', problem: null, restoring: { unit: 'changes', applied: 40, total: 90 } });
    expect(status().textContent).toBe('Restoring: 40 of 90 changes');
    setStatus({ restoring: null });
    expect(screen.queryByLabelText(/Restoring/)).toBeNull();
    // A refused snapshot, done without: said beside "Synced", with nothing to do.
    setStatus({ state: 'synced', pendingChanges: 0, lastSyncedAt: null, notice: { code: 'snapshot-digest-mismatch', message: SNAPSHOT_NOT_USED_MESSAGE } });
    expect(status().textContent).toBe(`Synced. ${SNAPSHOT_NOT_USED_MESSAGE}`);
  }, 60_000);

  it('unlinks another device only after saying what it means', async () => {
    const first = testDevice(server());
    const created = await createSyncAccount(first, 'Laptop');
    if (!created.ok) throw new Error(created.problem);
    const made = await createLinkCode(first);
    if (!made.ok) throw new Error(made.problem);
    const { linkWithCode } = await import('@/sync/e2ee/account/account-flows');
    expect((await linkWithCode(testDevice(server()), made.code, 'Old tablet')).ok).toBe(true);
    await renderSection(first);
    fireEvent.click(await screen.findByRole('button', { name: 'Unlink Old tablet' }, wait));
    expect(screen.getByText(/will not be able to read anything written after this/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Keep it linked' }));
    fireEvent.click(screen.getByRole('button', { name: 'Unlink Old tablet' }));
    fireEvent.click(screen.getByRole('button', { name: 'Yes, unlink' }));
    await waitFor(() => expect(screen.queryByText('Old tablet')).toBeNull(), wait);
    expect(screen.getByText('Laptop')).toBeTruthy();
  }, 60_000);
});
