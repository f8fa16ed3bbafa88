/**
 * After unlocking, the person's entries are opened once ahead of need, a page at a time in the browser's idle moments,
 * so that the screens reading years of them ("Everything" in Your reflections) find each row's text already opened
 * (src/db/app-lock/record-codec.ts keeps what it opened while the key is in memory) instead of making one WebCrypto call
 * per row while the person waits (docs/app-lock.md, section 6). It stops when the app is locked again, and a page that
 * fails is left for the screens to open as they read.
 */
import { appLockStateOf } from '@/db/app-lock/state';
import { db } from '@/db/database';
import type { InsightEntryRow } from '@/db/types';
import { nextIdleMoment } from '@/lib/when-idle';

const PAGE_ROWS = 250;
/** Enough for five years of daily entries and more; past it the screens open rows as they read them. */
const MOST_ROWS = 20_000;

let running: Promise<void> | null = null;

export function openEntriesAhead(): Promise<void> {
  running ??= openPages().finally(() => {
    running = null;
  });
  return running;
}

async function openPages(): Promise<void> {
  let after: string | null = null;
  for (let opened = 0; opened < MOST_ROWS; opened += PAGE_ROWS) {
    await nextIdleMoment(2000);
    if (appLockStateOf(db).key === null) return;
    const rows: InsightEntryRow[] = await (after === null ? db.insightEntries.orderBy(':id') : db.insightEntries.where(':id').above(after)).limit(PAGE_ROWS).toArray();
    const last = rows.at(-1);
    if (!last || rows.length < PAGE_ROWS) return;
    after = last.id;
  }
}
