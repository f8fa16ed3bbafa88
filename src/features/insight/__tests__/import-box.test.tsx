// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { db } from '@/db/database';
import { exportPersonalData } from '../../../domains/personal-data/data/export-personal-data';
import { ImportBox } from '../components/ImportBox';
import { resetDatabase } from './reset-db';

async function chooseExportOf(entries: number): Promise<void> {
  await db.insightEntries.bulkAdd(
    Array.from({ length: entries }, (_, index) => ({
      id: `entry-${index}`,
      toolId: 'mood-check-in',
      values: { note: `Entry ${index}` },
      createdAt: '2025-01-01T00:00:00.000Z',
      updatedAt: '2025-01-01T00:00:00.000Z',
    })),
  );
  const { text } = await exportPersonalData();
  await resetDatabase();
  fireEvent.change(screen.getByLabelText('Export file'), { target: { files: [new File([text], 'export.json', { type: 'application/json' })] } });
  // The file is read and checked before the Import button can use it.
  await act(() => new Promise((resolve) => setTimeout(resolve, 250)));
}

describe('the import box', () => {
  beforeEach(resetDatabase);
  afterEach(cleanup);

  it('shows a labelled progress bar with its figures as text, then what was imported', async () => {
    render(<ImportBox />);
    await chooseExportOf(30);
    fireEvent.click(screen.getByRole('button', { name: 'Import' }));

    const bar = screen.getByRole('progressbar', { name: 'Import progress' });
    expect(bar).toHaveProperty('textContent', 'Checking the file…');
    expect(screen.getByRole('button', { name: 'Importing…' }).getAttribute('aria-disabled')).toBe('true');

    expect((await screen.findByRole('status')).textContent).toMatch(/^Imported 30 records\./);
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(await db.insightEntries.count()).toBe(30);
  });

  it('cancels the import with nothing written, and says so', async () => {
    render(<ImportBox />);
    await chooseExportOf(30);
    fireEvent.click(screen.getByRole('button', { name: 'Import' }));
    fireEvent.click(screen.getByRole('button', { name: 'Cancel the import' }));

    expect((await screen.findByRole('status')).textContent).toBe('The import was cancelled. Nothing was changed.');
    expect(await db.insightEntries.count()).toBe(0);
  });
});
