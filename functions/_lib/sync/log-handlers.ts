/**
 * The account's log (docs/e2ee-sync.md section 5): pushing changes and pulling them by cursor.
 *
 * A push is checked whole before anything is stored: every payload's shape (version 1, a generation the account has,
 * at most 64 KiB, padded lengths) and every change's signature under the pushing device's key (400), the same change
 * id twice with different payloads (409 `conflicting-change`, in the batch or against the log), the quota (413
 * `quota`). Then, in one transaction holding the account row, the new changes get the next seqs and the head moves:
 * seqs are gap-free and a change id is stored once (a repeat with the same payload is listed in `duplicates`).
 */
import { b64uLength, MAX_CHANGES_PER_BATCH, pushChangesRequestSchema } from '../../../contract/e2ee/sync-schemas.ts';
import { MAX_PAYLOAD_BYTES, readPayloadShape } from '../../../contract/e2ee/change-payload.ts';
import { verifyChangeSignature } from '../../../contract/e2ee/signatures.ts';
import { fromBase64Url, toBase64Url } from '../../../contract/share-bytes.ts';
import type { Handler } from '../request-context.ts';
import { answer, parseBody, pathId, readBytes, SyncError } from './request.ts';
import { requireLinkedDevice } from './signed-request.ts';
import { lockAccount } from './store.ts';
import { appendChanges, changesAfter, storedPayloads, type NewChange } from './log-store.ts';

/** Stored payloads and snapshot parts an account may hold. */
export const QUOTA_BYTES = 100 * 1024 * 1024;
/** Room for 500 changes of the largest payload with their ids and signatures in JSON. */
export const PUSH_BODY_LIMIT = MAX_CHANGES_PER_BATCH * (b64uLength(MAX_PAYLOAD_BYTES) + 200) + 1024;

export const QUOTA_MESSAGE = 'This account holds 100 MiB of changes and snapshots already; a new snapshot frees room.';

/** Decodes and checks every change of a batch; the checked changes with their payload generations. */
async function checkChanges(
  accountId: string,
  signingKey: string,
  changes: readonly { changeId: string; payload: string; signature: string }[],
): Promise<(NewChange & { generation: number })[]> {
  const checked = changes.map((change, index) => {
    const bytes = fromBase64Url(change.payload);
    const shape = bytes ? readPayloadShape(bytes) : { problem: 'not base64url' };
    if (!bytes || 'problem' in shape) {
      throw new SyncError(400, 'bad-payload', `changes.${index}.payload is not a version 1 payload (${'problem' in shape ? shape.problem : ''})`);
    }
    // Stored as bytes and read back canonical, so a repeat is compared in that form.
    return { ...change, payload: toBase64Url(bytes), bytes, size: bytes.length, generation: shape.generation };
  });
  const verdicts = await Promise.all(checked.map((change) => verifyChangeSignature(accountId, change.changeId, change.bytes, change.signature, signingKey)));
  const bad = verdicts.indexOf(false);
  if (bad >= 0) throw new SyncError(400, 'bad-change-signature', `changes.${bad}.signature does not verify under this device's key`);
  return checked.map(({ bytes: _bytes, ...change }) => change);
}

const CONFLICT = 'A change with this id was pushed with a different payload.';

/** POST /accounts/:a/changes { changes } -> { accepted, duplicates, head }. */
export const pushChanges: Handler = async (request, context) => {
  const accountId = pathId(context, 'accountId');
  const bytes = await readBytes(request, PUSH_BODY_LIMIT);
  const { device } = await requireLinkedDevice(request, context, accountId, bytes);
  const body = parseBody(pushChangesRequestSchema, bytes);
  const checked = await checkChanges(accountId, device.signingKey, body.changes);

  // The same change twice in one batch: once stored, the repeat a duplicate; with another payload, a conflict.
  const unique = new Map<string, (typeof checked)[number]>();
  const duplicates: string[] = [];
  for (const change of checked) {
    const first = unique.get(change.changeId);
    if (!first) unique.set(change.changeId, change);
    else if (first.payload !== change.payload) throw new SyncError(409, 'conflicting-change', CONFLICT);
    else duplicates.push(change.changeId);
  }

  const now = context.backend.now();
  const result = await context.backend.db.transaction(async (tx) => {
    const account = await lockAccount(tx, accountId);
    if (!account) throw new SyncError(403, 'not-linked', 'This device is not linked to this account.');
    const fresh: NewChange[] = [];
    const stored = await storedPayloads(tx, accountId, [...unique.keys()]);
    for (const change of unique.values()) {
      if (change.generation > account.generation) {
        throw new SyncError(400, 'bad-payload', `A payload names generation ${change.generation}; the keyring is at ${account.generation}.`);
      }
      const held = stored.get(change.changeId);
      if (held === undefined) fresh.push(change);
      else if (held !== change.payload) throw new SyncError(409, 'conflicting-change', CONFLICT);
      else duplicates.push(change.changeId);
    }
    const adding = fresh.reduce((total, change) => total + change.size, 0);
    if (adding > 0 && account.storedBytes + adding > QUOTA_BYTES) throw new SyncError(413, 'quota', QUOTA_MESSAGE);
    const head = await appendChanges(tx, accountId, account.head, device.deviceId, fresh, now);
    return { accepted: fresh.map((change) => change.changeId), head };
  });
  return answer({ accepted: result.accepted, duplicates, head: result.head });
};

const WHOLE = /^(0|[1-9][0-9]{0,15})$/;

function queryNumber(url: URL, name: string, fallback: number, max: number): number {
  const raw = url.searchParams.get(name);
  if (raw === null) return fallback;
  if (!WHOLE.test(raw) || Number(raw) > max) throw new SyncError(400, 'invalid', `${name} must be a whole number from 0 to ${max}`);
  return Number(raw);
}

/**
 * GET /accounts/:a/changes?after=N&limit=M (M <= 500) -> { changes, head }, the changes after N in seq order; 410
 * `compacted` when N is below the highest seq compaction deleted (the device merges the snapshot, section 11.6).
 */
export const pullChanges: Handler = async (request, context) => {
  const accountId = pathId(context, 'accountId');
  const after = queryNumber(context.url, 'after', 0, Number.MAX_SAFE_INTEGER);
  const limit = queryNumber(context.url, 'limit', MAX_CHANGES_PER_BATCH, MAX_CHANGES_PER_BATCH);
  const { account } = await requireLinkedDevice(request, context, accountId, await readBytes(request, 1024));
  if (after < account.compactedThrough) {
    throw new SyncError(410, 'compacted', `The log up to ${account.compactedThrough} was compacted into the account's snapshot: merge it, then pull after its upTo.`);
  }
  // The head was read before the rows: every seq up to it is committed (a push moves the head in its own transaction),
  // so the page has no gap, and changes pushed meanwhile wait for the next pull.
  const changes = limit === 0 ? [] : await changesAfter(context.backend.db, accountId, after, account.head, limit);
  return answer({
    changes: changes.map((change) => ({ ...change, receivedAt: change.receivedAt.toISOString() })),
    head: account.head,
  });
};
