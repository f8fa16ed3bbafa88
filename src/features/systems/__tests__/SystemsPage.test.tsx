// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { db } from '@/db/database';
import { SystemsPage } from '../components/SystemsPage';

afterEach(cleanup);

beforeEach(async () => {
  await Promise.all(db.tables.map((table) => table.clear()));
});

function unsyncedRow(): HTMLElement {
  const table = screen.getByRole('table', { name: 'App and storage' });
  return within(table).getByRole('row', { name: /Unsynced records/ });
}

describe('/systems', () => {
  it('counts the unsynced records live: the row follows the replay instead of the moment the page opened', async () => {
    const at = new Date().toISOString();
    const entry = { payload: {}, createdAt: at, attempts: 0, nextAttemptAt: at, lastError: null };
    await db.outbox.bulkAdd([
      { ...entry, kind: 'tracking_event', recordId: 'view-1' },
      { ...entry, kind: 'tracking_event', recordId: 'view-2' },
    ]);
    render(<SystemsPage />);
    await screen.findByRole('table', { name: 'App and storage' }, { timeout: 10_000 });
    await waitFor(() => expect(unsyncedRow().textContent).toBe('Unsynced records2'), { timeout: 10_000 });

    // What the replay does once the server has confirmed them.
    await db.outbox.where('recordId').anyOf('view-1', 'view-2').delete();
    await waitFor(() => expect(unsyncedRow().textContent).toBe('Unsynced records0'), { timeout: 10_000 });
  });
});
