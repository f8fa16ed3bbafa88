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

/** Where a prescribed tool returns to: the journeys page, naming the prescription and item so saving marks it done. */
export function prescribedReturnPath(prescriptionId: string, itemId: string): string {
  return `${paths.journeys}?rx=${encodeURIComponent(prescriptionId)}&rxItem=${encodeURIComponent(itemId)}`;
}

/** The prescribed item a tool was opened from, read from its return path (null when it names none). */
export function prescribedItemFor(returnTo: string | null): { prescriptionId: string; itemId: string } | null {
  if (!returnTo) return null;
  const url = new URL(returnTo, 'https://return.invalid');
  const prescriptionId = url.searchParams.get('rx');
  const itemId = url.searchParams.get('rxItem');
  return url.pathname === paths.journeys && prescriptionId && itemId ? { prescriptionId, itemId } : null;
}

/** The return builder of a received prescription. */
export function sendBackPath(prescriptionId: string): string {
  return `${paths.journeys}?send=${encodeURIComponent(prescriptionId)}`;
}
