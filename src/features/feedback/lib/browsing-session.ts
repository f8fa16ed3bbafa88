/**
 * The current browsing session (this tab, surviving reloads, ended by closing the tab): when it started and what
 * has happened in it that matters for prompting. Kept in sessionStorage, which is per tab and forgotten with it;
 * when the browser refuses sessionStorage (some privacy modes), it lives in memory for this page load.
 *
 * The anonymous session id of src/db/session.ts is different: it is kept on the device across visits.
 *
 * The crisis-visit check lives here too: a visit to crisis help is a fact about this session, and the widget's
 * shell, its prompting and the prompt rules' session guard all read it from this one flag. So does the other hard
 * moment that ends them: a mood check-in in the lowest pleasantness band.
 */
import { CRISIS_HELP_PATH, normalisePath } from '@contract/prompt-rules';

export interface BrowsingSession {
  startedAt: number;
  prompted: boolean;
  crisisVisited: boolean;
  /** A mood check-in in this session fell in the lowest pleasantness band: no invitation for the rest of it. */
  lowMoodCheckIn: boolean;
  submitted: boolean;
  /** Whether this session's page and tool counters (in the local prompt state) have been reset yet. */
  countersStarted: boolean;
}

const KEY = 'better-minds:feedback-session';
let memory: BrowsingSession | null = null;

function store(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

type StoredSession = Omit<BrowsingSession, 'lowMoodCheckIn'> & { lowMoodCheckIn?: boolean };

function isStoredSession(value: unknown): value is StoredSession {
  if (!value || typeof value !== 'object') return false;
  const candidate = value as Record<string, unknown>;
  return (
    typeof candidate.startedAt === 'number' &&
    typeof candidate.prompted === 'boolean' &&
    typeof candidate.crisisVisited === 'boolean' &&
    (candidate.lowMoodCheckIn === undefined || typeof candidate.lowMoodCheckIn === 'boolean') &&
    typeof candidate.submitted === 'boolean' &&
    typeof candidate.countersStarted === 'boolean'
  );
}

function read(): BrowsingSession | null {
  try {
    const raw = store()?.getItem(KEY);
    if (!raw) return memory;
    const parsed: unknown = JSON.parse(raw);
    // A session stored by the version before the low-mood flag reads as one without it.
    return isStoredSession(parsed) ? { ...parsed, lowMoodCheckIn: parsed.lowMoodCheckIn ?? false } : memory;
  } catch {
    return memory;
  }
}

function write(session: BrowsingSession): void {
  memory = session;
  try {
    store()?.setItem(KEY, JSON.stringify(session));
  } catch {
    /* Memory keeps it for this page load. */
  }
}

/** The session, started now if there is none. */
export function ensureBrowsingSession(now: number = Date.now()): BrowsingSession {
  const existing = read();
  if (existing) return existing;
  const session: BrowsingSession = {
    startedAt: now,
    prompted: false,
    crisisVisited: false,
    lowMoodCheckIn: false,
    submitted: false,
    countersStarted: false,
  };
  write(session);
  return session;
}

export function updateBrowsingSession(patch: Partial<Omit<BrowsingSession, 'startedAt'>>): BrowsingSession {
  const next = { ...ensureBrowsingSession(), ...patch };
  write(next);
  return next;
}

/** For tests: forget the session. */
export function resetBrowsingSession(): void {
  memory = null;
  try {
    store()?.removeItem(KEY);
  } catch {
    /* nothing to forget */
  }
}

/** Whether this path is the crisis help screen (or below it), compared as the prompt rules compare paths. */
export function isCrisisHelpPage(pathname: string): boolean {
  return normalisePath(pathname).startsWith(CRISIS_HELP_PATH);
}

/**
 * Notes a visit to crisis help, which ends feedback invitations for this session. Called on every navigation by the
 * widget's first-bundle shell, so a visit counts even before the rest of the widget has loaded. Returns whether
 * `pathname` is crisis help.
 */
export function noteCrisisVisit(pathname: string): boolean {
  if (!isCrisisHelpPage(pathname)) return false;
  if (!ensureBrowsingSession().crisisVisited) updateBrowsingSession({ crisisVisited: true });
  return true;
}

/** Notes a mood check-in in the lowest pleasantness band, which ends feedback invitations for this session. */
export function noteLowMoodCheckIn(): void {
  if (!ensureBrowsingSession().lowMoodCheckIn) updateBrowsingSession({ lowMoodCheckIn: true });
}
