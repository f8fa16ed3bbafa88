// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '@/db/database';
import { readMirrorRaw, storageKeys } from '@/db/local-mirror';
import type { InsightEntryRow } from '@/db/types';
import { collectPersonalData, exportPersonalData } from '../../../domains/personal-data/data/export-personal-data';
import { IMPORT_CHUNK, ImportError, importPersonalData, type ImportProgress } from '../../../domains/personal-data/data/import-personal-data';
import { resetDatabase } from './reset-db';

const ENTRIES = 2 * IMPORT_CHUNK + 500;

function entry(index: number): InsightEntryRow {
  const at = new Date(Date.UTC(2025, 0, 1, 0, index)).toISOString();
  return { id: `entry-${index}`, toolId: 'mood-check-in', values: { pleasantness: (index % 5) + 1, note: `Entry ${index}` }, createdAt: at, updatedAt: at };
}

/** An export of many entries and one setting with a mirror, and an empty device to import it into. */
async function exportOfManyEntries(): Promise<{ text: string; before: Awaited<ReturnType<typeof collectPersonalData>> }> {
  await db.insightEntries.bulkAdd(Array.from({ length: ENTRIES }, (_, index) => entry(index)));
  await db.settings.put({ key: 'theme', value: 'dark' });
  await db.navigationHistory.bulkAdd([{ sessionId: 's', path: '/insight', at: '2025-01-01T00:00:00.000Z' }]);
  const before = await collectPersonalData();
  const { text } = await exportPersonalData();
  await resetDatabase();
  localStorage.clear();
  return { text, before };
}

async function recordsOnDevice(): Promise<number> {
  const data = await collectPersonalData();
  return Object.values(data).reduce((sum, rows) => sum + rows.length, 0);
}

beforeEach(async () => {
  await resetDatabase();
  localStorage.clear();
});

describe('importing a large export', () => {
  it('writes in bulk chunks, reports progress up to the total, and restores the same data', async () => {
    const { text, before } = await exportOfManyEntries();
    const bulkPut = vi.spyOn(db.insightEntries, 'bulkPut');
    const put = vi.spyOn(db.insightEntries, 'put');
    const progress: ImportProgress[] = [];

    const result = await importPersonalData(text, '', { onProgress: (step) => progress.push(step) });

    expect(result.counts.insightEntries).toBe(ENTRIES);
    expect(await collectPersonalData()).toEqual(before);
    expect(put).not.toHaveBeenCalled();
    expect(bulkPut).toHaveBeenCalledTimes(Math.ceil(ENTRIES / IMPORT_CHUNK));
    const total = ENTRIES + 2;
    expect(progress.at(-1)).toEqual({ done: total, total });
    expect(progress.every((step, index) => index === 0 || step.done >= (progress[index - 1]?.done ?? 0))).toBe(true);
    expect(readMirrorRaw(storageKeys.theme)).toBe('"dark"');
  });

  it('leaves nothing written when cancelled halfway, and says so', async () => {
    const { text } = await exportOfManyEntries();
    const controller = new AbortController();
    const progress: ImportProgress[] = [];

    const importing = importPersonalData(text, '', {
      signal: controller.signal,
      onProgress: (step) => {
        progress.push(step);
        // Cancel once the first chunk of entries is written (inside the transaction, not yet committed).
        if (step.done >= IMPORT_CHUNK) controller.abort();
      },
    });

    await expect(importing).rejects.toThrow(new ImportError('cancelled'));
    await expect(importing).rejects.toThrow('The import was cancelled. Nothing was changed.');
    expect(progress.some((step) => step.done >= IMPORT_CHUNK)).toBe(true);
    expect(await recordsOnDevice()).toBe(0);
    expect(readMirrorRaw(storageKeys.theme)).toBeNull();
  });

  it('keeps what was on the device before a cancelled import', async () => {
    const { text } = await exportOfManyEntries();
    await db.insightEntries.put({ ...entry(1), values: { note: 'Written here since' } });
    const controller = new AbortController();
    controller.abort();

    await expect(importPersonalData(text, '', { signal: controller.signal })).rejects.toThrow('cancelled');
    expect(await db.insightEntries.toArray()).toEqual([{ ...entry(1), values: { note: 'Written here since' } }]);
  });
});
