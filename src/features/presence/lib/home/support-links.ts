import { paths } from '@/lib/paths';

/**
 * One tap into Insight's own tools, started at once (`?start=now`) and with a way back here (`from`): the same
 * breathing and grounding the person knows from Insight, not copies of them.
 */
function startNow(toolId: string): string {
  return `${paths.tool(toolId)}?start=now&from=${encodeURIComponent(paths.presence)}`;
}

export const BREATHE_NOW_HREF = startNow('paced-breathing');
export const GROUND_NOW_HREF = startNow('grounding');
