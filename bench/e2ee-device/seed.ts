/** What the restore bench writes on its first device: daily mood check-ins as the app saves them, and journal entries. */
import type { InsightEntryRow } from '@/db/types';

const DAY_MS = 86_400_000;

export function checkIns(days: number): InsightEntryRow[] {
  const today = Date.UTC(2026, 10, 29, 20);
  return Array.from({ length: days }, (_, index) => {
    const daysAgo = days - 1 - index;
    const at = new Date(today - daysAgo * DAY_MS).toISOString();
    return {
      id: `bench-mood-${daysAgo}`,
      toolId: 'mood-check-in',
      values: { pleasantness: (daysAgo % 5) + 1, energy: ((daysAgo + 2) % 5) + 1, emotions: ['calm'], note: `Day ${daysAgo}` },
      createdAt: at,
      updatedAt: at,
    };
  });
}

const SENTENCES = [
  'Walked to the river after work and the light on the water helped.',
  'A hard conversation with my sister, but we both listened.',
  'Slept badly; the morning felt heavy until lunch.',
  'Three small things went well today, and I wrote them down.',
  'Noticed my shoulders tense in the meeting and breathed slowly.',
];

/** Journal entries of one to four sentences, so their text is a mix of repeated and varied words. */
export function freeEntries(count: number): InsightEntryRow[] {
  const start = Date.UTC(2025, 0, 1, 21);
  return Array.from({ length: count }, (_, index) => {
    const at = new Date(start + index * 1.7 * DAY_MS).toISOString();
    const text = Array.from({ length: 1 + (index % 4) }, (__, part) => SENTENCES[(index + part * 2) % SENTENCES.length]).join(' ');
    return { id: `bench-entry-${index}`, toolId: 'journal', values: { text, title: `Entry ${index + 1}` }, createdAt: at, updatedAt: at };
  });
}

/** Polls every 20 ms until `check` holds; rejects after `timeoutMs`. */
export async function waitUntil(check: () => boolean | Promise<boolean>, label: string, timeoutMs: number): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${label}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
