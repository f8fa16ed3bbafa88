// @vitest-environment jsdom
/**
 * Conflicts shown from real replicas (the replica's test harness: two device databases and a log between them), and
 * the section's first state checked by axe-core.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import axe from 'axe-core';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { InsightEntryRow } from '@/db/types';
import { renderApp } from '@/testing/render-app';
import { createMemoryAccountStore } from '@/sync/e2ee/account/account-state';
import { createSyncClient } from '@/sync/e2ee/transport/sync-client';
import { closeDevices, exchange, makeDevices, makeLog, type TestDevice } from '@/sync/e2ee/replica/__tests__/replica-harness';
import { ConflictsList } from '../components/ConflictsList';
import { SyncBackupSection } from '../components/SyncBackupSection';

const T0 = '2026-03-01T09:00:00.000Z';
const ENTRY_ID = '7c2d3f1b-0e8a-4d2c-9b4f-3a7e5d0c2b12';
const entry = (values: InsightEntryRow['values']): InsightEntryRow => ({ id: ENTRY_ID, toolId: 'mood-check-in', values, createdAt: T0, updatedAt: T0 });

const opened: TestDevice[][] = [];
afterEach(async () => {
  for (const devices of opened.splice(0)) await closeDevices(devices);
});

describe('texts edited on two devices', () => {
  it('shows both versions with their device and time, and keeps the one chosen', async () => {
    const log = makeLog();
    const devices = await makeDevices(log, ['ana', 'ben']);
    opened.push(devices);
    const [ana, ben] = devices as [TestDevice, TestDevice];
    await ana.db.insightEntries.put(entry({ feeling: 'A calm morning.' }));
    await exchange(log, devices);
    await ana.db.insightEntries.update(ENTRY_ID, { values: { feeling: 'A calm morning, then rain.' } });
    log.nowMs += 10;
    await ben.db.insightEntries.update(ENTRY_ID, { values: { feeling: 'A calm morning. Rang Sam.' } });
    await exchange(log, devices);

    const names = new Map([[ben.deviceId, "Sam's phone"]]);
    await renderApp({ route: '/systems', routes: { '/systems': <ConflictsList ctx={ana} deviceNames={names} /> } });
    expect(await screen.findByRole('heading', { name: 'Edited on two devices' }, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByText('A calm morning. Rang Sam.')).toBeTruthy();
    expect(screen.getByText('A calm morning, then rain.')).toBeTruthy();
    expect(screen.getByText(/^On Sam's phone, /)).toBeTruthy();
    expect(screen.getByText(/^On another device, /)).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: /^Keep this one: the version from another device/ }));
    await screen.findByText('Kept. The other devices will have this version after they sync.', undefined, { timeout: 10_000 });
    await waitFor(() => expect(screen.queryByText('A calm morning. Rang Sam.')).toBeNull(), { timeout: 10_000 });
    expect((await ana.db.insightEntries.get(ENTRY_ID))?.values).toEqual({ feeling: 'A calm morning, then rain.' });
    await exchange(log, devices);
    expect((await ben.db.insightEntries.get(ENTRY_ID))?.values).toEqual({ feeling: 'A calm morning, then rain.' });
  }, 30_000);
});

describe('the section when sync is off', () => {
  it('explains itself, offers the three ways, and axe finds nothing', async () => {
    // Nothing here reaches the server: a request would fail the test (the network guard).
    const deps = { client: createSyncClient({ fetch: () => Promise.reject(new Error('no request expected')) }), store: createMemoryAccountStore() };
    const { container } = await renderApp({ route: '/systems', routes: { '/systems': <SyncBackupSection deps={deps} /> } });
    fireEvent.click(await screen.findByRole('button', { name: 'Restore from a recovery code' }, { timeout: 10_000 }));
    expect(screen.getByText(/the recovery code is the only way back/)).toBeTruthy();
    expect(screen.getByText(/There is no email or password/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Restore' }));
    expect(screen.getByRole('alert').textContent).toBe('Recovery code: please type your 12 recovery words.');
    vi.spyOn(document, 'elementsFromPoint').mockReturnValue([]);
    const results = await axe.run(container, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'] },
      rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
    });
    expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
  }, 30_000);
});
