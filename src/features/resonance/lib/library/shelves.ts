import type { LibraryShelf, LibraryStateRow } from '@/db/library-types';

export type ShelfFilter = LibraryShelf | 'all';

export const SHELF_LABELS: Record<LibraryShelf, { standard: string; plain: string }> = {
  'want-to-read': { standard: 'Want to read', plain: 'Want to read' },
  reading: { standard: 'Reading', plain: 'Reading now' },
  read: { standard: 'Read', plain: 'Finished' },
};

/** The readings (by id) that a shelf filter shows, in the library's order. */
export function filterByShelf<Item extends { id: string }>(
  items: readonly Item[],
  states: Readonly<Record<string, LibraryStateRow>>,
  filter: ShelfFilter,
): Item[] {
  return filter === 'all' ? [...items] : items.filter((item) => states[item.id]?.shelf === filter);
}

/** How many readings sit on each shelf. */
export function shelfCounts(states: Readonly<Record<string, LibraryStateRow>>, ids: readonly string[]): Record<LibraryShelf, number> {
  const counts: Record<LibraryShelf, number> = { 'want-to-read': 0, reading: 0, read: 0 };
  for (const id of ids) {
    const shelf = states[id]?.shelf;
    if (shelf) counts[shelf] += 1;
  }
  return counts;
}
