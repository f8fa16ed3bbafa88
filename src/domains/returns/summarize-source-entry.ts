import { findTool } from '@/content/insight/tools';
import type { Copy } from '@/content/insight/types';
import type { ItemSource, SourceEntry } from './client-return';
import { entryAsText } from './client-return';
import { summarizeToolEntry } from '@/domains/tool-entries/describe-values';

/** One short line that identifies an entry in the list to choose from (as the tool's own entry list words it). */
export function summarizeValuesForEntry(source: ItemSource, entry: SourceEntry, pick: (copy: Copy) => string): string {
  if (!source.fields) return '';
  const tool = source.item.kind === 'tool' ? findTool(source.item.contentId) : undefined;
  const summary = tool ? summarizeToolEntry(tool, entry.values, pick) : entryAsText(source.fields, entry.values, pick).replace(/\s+/g, ' ').trim();
  if (summary === '') return 'an entry with no answers';
  return summary.length > 120 ? `${summary.slice(0, 119).trimEnd()}…` : summary;
}
