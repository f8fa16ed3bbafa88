/**
 * Where the sign-in sends a therapist afterwards (`?next=`): only a Star Chart path of this app, never another site
 * (`//evil`, `/\evil`, `https:`), so a crafted link cannot use the sign-in as an open redirect.
 */
const STAR_CHART_PATH = /^\/(chart|pro)(\/[A-Za-z0-9_\-/]*)?(\?[A-Za-z0-9_\-=&%.]*)?$/;

export function safeNextPath(next: string | null | undefined, fallback: string): string {
  if (!next || next.includes('//') || next.includes('\\') || !STAR_CHART_PATH.test(next)) return fallback;
  if (/^\/(chart|pro)\/login/.test(next)) return fallback;
  return next;
}

/** The sign-in of the area a path is in (/pro/... signs in at /pro/login), with the path as `next`. */
export function loginPathFor(pathname: string, next: string): string {
  const login = pathname.startsWith('/pro') ? '/pro/login' : '/chart/login';
  return `${login}?next=${encodeURIComponent(next)}`;
}

/** The workspace of the area (/pro or /chart). */
export function workspacePathFor(pathname: string): string {
  return pathname.startsWith('/pro') ? '/pro' : '/chart';
}
