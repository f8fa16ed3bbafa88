import { CATEGORIES } from '@contract/category-catalogue';

/** Each feedback category's name as the person chose it, by id ('technical' reads 'Something is not working'). */
export const CATEGORY_LABELS: Readonly<Record<string, string>> = Object.fromEntries(CATEGORIES.map((category) => [category.id, category.label]));

/** Ratings read as a scale, lowest first, whatever their counts. */
export const RATING_ORDER: readonly string[] = ['1', '2', '3', '4', '5'];

/**
 * A breakdown's rows: in `order` when the keys have one of their own (a scale must not be shuffled by its counts),
 * any key outside it after; otherwise largest count first, ties by key so the order never depends on the server's.
 */
export function countRows(counts: Readonly<Record<string, number>>, order?: readonly string[]): [string, number][] {
  const entries = Object.entries(counts);
  if (!order) return entries.sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
  const rank = (key: string) => {
    const index = order.indexOf(key);
    return index < 0 ? order.length : index;
  };
  return entries.sort((a, b) => rank(a[0]) - rank(b[0]) || a[0].localeCompare(b[0]));
}
