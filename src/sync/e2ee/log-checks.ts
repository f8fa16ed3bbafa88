/**
 * The checks of docs/e2ee-sync.md section 7 that need no key: a pulled page is refused whole, and named, when the
 * server's log was truncated or moved back, when a change id comes back with other contents, or when a change was
 * signed by a device that is not (or no longer) linked. Opening and verifying each payload is done before this, by
 * the code that holds the keys; it hands over the digest of each payload it verified.
 */

export interface PulledChange {
  seq: number;
  changeId: string;
  deviceId: string;
  /** A digest of the payload bytes (for example b64u(SHA-256(payload))): equal digests, equal payloads. */
  payloadDigest: string;
}

export interface PulledPage {
  changes: readonly PulledChange[];
  head: number;
}

export interface DeviceLink {
  deviceId: string;
  /** The last `seq` this device could write before it was unlinked; null while it is linked. */
  unlinkedAfterSeq: number | null;
}

export interface LogCursor {
  /** The `seq` of the last change this device applied; 0 before the first. */
  lastAppliedSeq: number;
  /** The payload digest of every change this device applied, by change id. */
  applied: ReadonlyMap<string, string>;
}

export type LogProblem = 'truncated' | 'rewound' | 'replayed' | 'unlinked-device';

/** What the person reads, word for word from section 7's table: nothing was applied. */
export const LOG_PROBLEM_MESSAGES: Readonly<Record<LogProblem, string>> = {
  truncated: "The server's copy is missing changes. Nothing was changed here; try again later.",
  rewound: "The server's copy is missing changes. Nothing was changed here; try again later.",
  replayed:
    'A change from the server could not be opened: it was sent twice with different contents. Nothing was changed here.',
  'unlinked-device': 'A change came from a device that is no longer linked. Nothing was changed here.',
};

export type PageCheck =
  | {
      ok: true;
      /** The changes to open and merge, in `seq` order. */
      toApply: PulledChange[];
      /** Changes already applied with the same contents: skipped, their `seq` still passed. */
      alreadyApplied: PulledChange[];
      /** The cursor once the page is applied. */
      lastAppliedSeq: number;
    }
  | { ok: false; problem: LogProblem; message: string; seq: number | null };

function refuse(problem: LogProblem, seq: number | null): PageCheck {
  return { ok: false, problem, message: LOG_PROBLEM_MESSAGES[problem], seq };
}

/** Gap-free `seq`s from lastAppliedSeq + 1 (section 5), none past the page's own head. */
function sequenceProblem(cursor: LogCursor, page: PulledPage): PageCheck | null {
  if (page.head < cursor.lastAppliedSeq) return refuse('rewound', null);
  let expected = cursor.lastAppliedSeq + 1;
  for (const change of page.changes) {
    if (change.seq !== expected) return refuse('truncated', change.seq);
    // A change past the head the same answer gives: the head moved back under it.
    if (change.seq > page.head) return refuse('rewound', change.seq);
    expected += 1;
  }
  // An empty page below the head: the server says there are changes and sends none.
  if (page.changes.length === 0 && page.head > cursor.lastAppliedSeq) return refuse('truncated', null);
  return null;
}

function signerProblem(change: PulledChange, devices: ReadonlyMap<string, DeviceLink>): boolean {
  const device = devices.get(change.deviceId);
  if (device === undefined) return true;
  return device.unlinkedAfterSeq !== null && change.seq > device.unlinkedAfterSeq;
}

/** The changes of a pulled page to apply, or the first problem that refuses the whole page. */
export function checkPulledPage(cursor: LogCursor, page: PulledPage, devices: readonly DeviceLink[]): PageCheck {
  const sequence = sequenceProblem(cursor, page);
  if (sequence) return sequence;
  const links = new Map(devices.map((device) => [device.deviceId, device]));
  // Change ids seen in this page count as applied too: the server stores a change id once.
  const seen = new Map(cursor.applied);
  const toApply: PulledChange[] = [];
  const alreadyApplied: PulledChange[] = [];
  for (const change of page.changes) {
    if (signerProblem(change, links)) return refuse('unlinked-device', change.seq);
    const known = seen.get(change.changeId);
    if (known !== undefined && known !== change.payloadDigest) return refuse('replayed', change.seq);
    if (known !== undefined) {
      alreadyApplied.push(change);
      continue;
    }
    seen.set(change.changeId, change.payloadDigest);
    toApply.push(change);
  }
  const lastAppliedSeq = page.changes.at(-1)?.seq ?? cursor.lastAppliedSeq;
  return { ok: true, toApply, alreadyApplied, lastAppliedSeq };
}
