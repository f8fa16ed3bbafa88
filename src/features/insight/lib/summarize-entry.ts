import type { Copy } from '@/content/insight/types';
import type { ItemSource, SourceEntry } from './client-return';
import { entryAsText } from './client-return';

/** One short line that identifies an entry in the list to choose from. */
export function summarizeValuesForEntry(source: ItemSource, entry: SourceEntry, pick: (copy: Copy) => string): string {
  if (!source.fields) return '';
  const single = entryAsText(source.fields, entry.values, pick).replace(/\s+/g, ' ').trim();
  if (single === '') return 'an entry with no answers';
  return single.length > 120 ? `${single.slice(0, 119).trimEnd()}…` : single;
}
