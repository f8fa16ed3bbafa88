// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { db } from '@/db/database';
import { SyncStatusSection } from '../components/SyncStatusSection';

afterEach(cleanup);

beforeEach(async () => {
  await Promise.all(db.tables.map((table) => table.clear()));
  const at = new Date().toISOString();
  const entry = { recordId: 'r', payload: {}, createdAt: at, attempts: 0, nextAttemptAt: at, lastError: null };
  await db.outbox.bulkAdd([
    { ...entry, kind: 'feedback_submission' },
    { ...entry, kind: 'tracking_event' },
  ]);
  await db.deadLetters.add({
    kind: 'codex_feedback',
    recordId: 'refused',
    payload: { id: 'refused' },
    createdAt: at,
    failedAt: at,
    attempts: 1,
    status: 400,
    error: '<b>violates check constraint</b>',
  });
});

describe('the sync section of /systems', () => {
  it('shows the records waiting by kind, the last sync and the dead letters', async () => {
    render(<SyncStatusSection />);
    const table = await screen.findByRole('table', { name: 'Sync' }, { timeout: 10_000 });
    expect(within(table).getByRole('row', { name: /Records waiting/ }).textContent).toContain('2');
    expect(within(table).getByRole('row', { name: /Waiting: Feedback/ }).textContent).toContain('1');
    expect(within(table).getByRole('row', { name: /Waiting: Usage events/ }).textContent).toContain('1');
    expect(within(table).getByRole('row', { name: /Last successful sync/ }).textContent).toContain('not yet');
    expect(within(table).getByRole('row', { name: /dead letters/ }).textContent).toContain('1');
    expect(screen.getByText('2 records are saved on this device and waiting to be sent.')).toBeTruthy();
    // The server's words are shown as text, never as HTML.
    expect(await screen.findByText('What the server said: <b>violates check constraint</b>', undefined, { timeout: 10_000 })).toBeTruthy();
  });

  it('retries a dead letter: it goes back to the records waiting', async () => {
    render(<SyncStatusSection />);
    fireEvent.click(await screen.findByRole('button', { name: 'Retry' }, { timeout: 10_000 }));
    await screen.findByText('3 records are saved on this device and waiting to be sent.', undefined, { timeout: 10_000 });
    expect(screen.queryByRole('heading', { name: 'Codex feedback' })).toBeNull();
    expect(await db.outbox.where('recordId').equals('refused').count()).toBe(1);
  });

  it('discards a dead letter only after asking, and keeps it when the person changes their mind', async () => {
    render(<SyncStatusSection />);
    fireEvent.click(await screen.findByRole('button', { name: 'Discard' }, { timeout: 10_000 }));
    fireEvent.click(screen.getByRole('button', { name: 'Keep it' }));
    expect(screen.getByRole('heading', { name: 'Codex feedback' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Discard' }));
    fireEvent.click(screen.getByRole('button', { name: 'Yes, discard' }));
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Codex feedback' })).toBeNull(), { timeout: 10_000 });
    expect(await db.deadLetters.count()).toBe(0);
    expect(await db.outbox.count()).toBe(2);
  });
});
