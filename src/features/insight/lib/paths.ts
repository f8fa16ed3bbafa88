import { paths } from '@/lib/paths';

/** Insight's own screens beyond the spec's route table. */
export const insightPaths = {
  reflections: '/insight/reflections',
  reminders: paths.reminders,
} as const;

/**
 * A link back to where the person came from (a trail step, a journey day, Presence's "support right now", the crisis
 * page's "Breathe with me"), passed as `?from=`. Only Insight and flow paths on this site, the Presence home and the
 * crisis page are accepted, so the parameter can never send anyone elsewhere.
 */
export function safeReturnPath(from: string | null): string | null {
  if (!from) return null;
  if (!/^\/(insight|flow)\/[A-Za-z0-9\-/?=&%._]*$/.test(from) && from !== paths.presence && from !== paths.crisisHelp) return null;
  if (from.includes('//')) return null;
  return from;
}

export function withReturn(to: string, from: string): string {
  const separator = to.includes('?') ? '&' : '?';
  return `${to}${separator}from=${encodeURIComponent(from)}`;
}

export { paths };
