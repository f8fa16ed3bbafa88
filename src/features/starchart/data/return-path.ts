/**
 * Where the sign-in sends a therapist afterwards (`?next=`): only a Star Chart path of this app, or the plans pages
 * a therapist signs in from, never another site (`//evil`, `/\evil`, `https:`), so a crafted link cannot use the
 * sign-in as an open redirect.
 */
const STAR_CHART_PATH = /^\/(chart|pro)(\/[A-Za-z0-9_\-/]*)?(\?[A-Za-z0-9_\-=&%.]*)?$/;
const PLANS_PATH = /^\/(plans|subscription\/success)$/;

export function safeNextPath(next: string | null | undefined, fallback: string): string {
  if (!next || next.includes('//') || next.includes('\\')) return fallback;
  if (PLANS_PATH.test(next)) return next;
  if (!STAR_CHART_PATH.test(next)) return fallback;
  if (/^\/(chart|pro)\/login/.test(next)) return fallback;
  return next;
}

/**
 * The sign-in of the area a path is in (/pro/... signs in at /pro/login), with the path as `next`. A fragment (a
 * return link's token) stays a fragment of the sign-in URL, so it is never sent to a server, not even on reload.
 */
export function loginPathFor(pathname: string, next: string, hash = ''): string {
  const login = pathname.startsWith('/pro') ? '/pro/login' : '/chart/login';
  return `${login}?next=${encodeURIComponent(next)}${hash}`;
}

/**
 * True for the screens that read their fragment (a return; a code that moves inbox keys, from its QR code): the
 * fragment is carried through the sign-in.
 */
export function carriesFragment(path: string): boolean {
  return /^\/(chart|pro)\/(return|keys)(\?|$)/.test(path);
}

/** The workspace of the area (/pro or /chart). */
export function workspacePathFor(pathname: string): string {
  return pathname.startsWith('/pro') ? '/pro' : '/chart';
}
