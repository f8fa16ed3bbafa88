// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, configure, screen, waitFor, within } from '@testing-library/react';
import { db, type BetterMindsDatabase } from '@/db/database';
import { renderApp } from '@/testing/render-app';
import { AccessibilityPanel } from '../components/AccessibilityPanel';
import { resetAccessibilityStoreForTests } from '../data/store';

// Rendered as in a build with a database configured ('Database + Local'); the rest of the configuration is real.
vi.mock('@/config/env', async (importOriginal) => {
  const original = await importOriginal<typeof import('@/config/env')>();
  return { ...original, config: { ...original.config, storageMode: 'database' } };
});

configure({ asyncUtilTimeout: 8000 });

function renderPanel(extraSettings?: React.ReactNode, database?: (database: BetterMindsDatabase) => Promise<unknown>) {
  return renderApp({ routes: { '*': <AccessibilityPanel onClose={() => {}} extraSettings={extraSettings} /> }, database });
}

/** The shown value of one row of the sync status, once Dexie has been read. */
async function syncValue(name: 'waiting' | 'last-success' | 'dead-letters', expected: string): Promise<void> {
  await waitFor(() => expect(screen.getByTestId('panel-sync-status').querySelector(`[data-sync="${name}"]`)?.textContent).toBe(expected));
}

function entry(recordId: string) {
  const now = new Date().toISOString();
  return { kind: 'tracking_event' as const, recordId, payload: {}, createdAt: now, attempts: 0, nextAttemptAt: now, lastError: null };
}

beforeEach(async () => {
  resetAccessibilityStoreForTests();
  const { deadLetters, syncState } = db;
  await Promise.all([db.outbox.clear(), deadLetters.clear(), syncState.clear()]);
});

afterEach(cleanup);

describe('the accessibility panel', () => {
  it("shows 'Database + Local' when a database is configured", async () => {
    await renderPanel();
    const dialog = screen.getByRole('dialog', { name: 'Accessibility settings' });
    const storage = within(dialog).getByText('Database + Local', { exact: true });
    expect(storage.getAttribute('data-storage-mode')).toBe('database');
    expect(within(dialog).queryByText('Local Only')).toBeNull();
    expect(dialog.textContent).toContain("copied to this site's database");
  });

  it('shows the sync status beside the storage indicator: nothing waiting, no sync yet, nothing refused', async () => {
    await renderPanel();
    await syncValue('waiting', 'Nothing');
    await syncValue('last-success', 'Not yet on this device');
    await syncValue('dead-letters', 'None');
    const status = screen.getByTestId('panel-sync-status');
    expect(within(status).getByText('Waiting to be sent')).toBeTruthy();
    expect(within(status).queryByRole('link')).toBeNull();
    // It sits in the storage group, beside the storage indicator.
    expect(screen.getByRole('region', { name: 'Storage and sync' }).contains(status)).toBe(true);
  }, 15_000);

  it('shows records waiting, the last successful sync, and dead letters with a link to /systems to retry or discard them', async () => {
    const now = new Date().toISOString();
    await renderPanel(undefined, async ({ outbox, deadLetters, syncState }) => {
      await outbox.bulkAdd([entry('a'), entry('b'), entry('c')]);
      await deadLetters.add({ kind: 'tracking_event', recordId: 'd', payload: {}, createdAt: now, failedAt: now, attempts: 3, status: 422, error: 'refused' });
      await syncState.put({
        key: 'replay',
        phase: 'idle',
        lastSuccessAt: new Date(Date.now() - 5 * 60_000).toISOString(),
        lastAttemptAt: null,
        lastError: null,
        consecutiveFailures: 0,
        nextAttemptAt: null,
        waitingForSignIn: 0,
        updatedAt: now,
      });
    });
    await syncValue('waiting', '3 records');
    await syncValue('last-success', '5 minutes ago');
    await syncValue('dead-letters', '1 record');
    const status = screen.getByTestId('panel-sync-status');
    const link = within(status).getByRole('link', { name: 'Retry or discard them on the System status page' });
    expect(link.getAttribute('href')).toBe('/systems');
  }, 15_000);

  it('renders the settings the app passes in (the usage-events switch) in their own labelled group', async () => {
    await renderPanel(
      <button type="button" role="switch" aria-checked="true">
        Share anonymous usage events
      </button>,
    );
    const group = screen.getByRole('region', { name: 'Usage data' });
    expect(within(group).getByRole('switch', { name: 'Share anonymous usage events' })).toBeTruthy();
  });

  it('leaves the usage-data group out when the app passes nothing', async () => {
    await renderPanel();
    expect(screen.queryByRole('region', { name: 'Usage data' })).toBeNull();
  });
});
