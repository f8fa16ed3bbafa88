/**
 * One rule, no dependencies, so the app's bundle and the functions both use it without zod: the app's
 * `hasActiveSubscription` (src/domains/therapist-account/therapist-roles.ts) and the directory's public listing check
 * (functions/_lib/directory/views.ts) answer with this function.
 *
 * The spec's rule (section 6): a subscription is active only if its status is 'active' and its end is absent or in
 * the future. An unreadable end is not in the future.
 */
export function isSubscriptionActive(status: string | null | undefined, end: string | null | undefined, now: Date): boolean {
  if (status !== 'active') return false;
  if (end === null || end === undefined) return true;
  const endTime = Date.parse(end);
  return Number.isFinite(endTime) && endTime > now.getTime();
}
