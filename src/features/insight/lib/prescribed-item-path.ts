import type { PrescribedItem } from '@contract/prescription-schemas';
import { paths, withReturn } from './paths';

/** Where a prescribed item opens: the tool, trail, flow (in its age tier), activity or journey itself. */
export function prescribedItemPath(item: PrescribedItem, from: string): string {
  switch (item.kind) {
    case 'tool':
      return withReturn(paths.tool(item.contentId), from);
    case 'trail':
      return paths.trail(item.contentId);
    case 'flow': {
      const base = paths.flow(item.contentId);
      return withReturn(item.ageTier ? `${base}?tier=${item.ageTier}` : base, from);
    }
    case 'activity':
      return withReturn(paths.activity(item.contentId), from);
    case 'journey':
      return `${paths.journeys}?journey=${encodeURIComponent(item.contentId)}`;
  }
}

/** The return builder of a received prescription. */
export function sendBackPath(prescriptionId: string): string {
  return `${paths.journeys}?send=${encodeURIComponent(prescriptionId)}`;
}
