/**
 * Snapshots (docs/e2ee-sync.md section 5): a device uploads a snapshot's parts (each at most 256 KiB) under a new
 * snapshot id, then commits it, which makes it the account's snapshot and deletes every other snapshot's parts. A
 * new device restores from it and pulls the log after `upTo`. Parts count against the account's quota.
 */
import { MAX_SNAPSHOT_PARTS, snapshotCommitRequestSchema, snapshotPartRequestSchema } from '../../../contract/e2ee/sync-schemas.ts';
import { fromBase64Url, toBase64Url } from '../../../contract/share-bytes.ts';
import type { Handler, HandlerContext } from '../request-context.ts';
import { answer, parseBody, pathId, readBytes, SyncError } from './request.ts';
import { requireLinkedDevice } from './signed-request.ts';
import { lockAccount } from './store.ts';
import { commitSnapshot, committedSnapshot, compactLog, logBytesAfter, partsOf, putPart, readPart, type SnapshotRow } from './snapshot-store.ts';
import { QUOTA_BYTES, QUOTA_MESSAGE } from './log-handlers.ts';

const MAX_PART_BYTES = 256 * 1024;
const PART_BODY_LIMIT = Math.ceil((MAX_PART_BYTES * 4) / 3) + 256;

function partNumber(context: HandlerContext): number {
  const raw = context.params.part ?? '';
  if (!/^(0|[1-9][0-9]{0,2})$/.test(raw) || Number(raw) >= MAX_SNAPSHOT_PARTS) {
    throw new SyncError(400, 'invalid', `The part number must be a whole number below ${MAX_SNAPSHOT_PARTS}`);
  }
  return Number(raw);
}

function describe(snapshot: SnapshotRow) {
  return { ...snapshot, committedAt: snapshot.committedAt.toISOString() };
}

const NOT_LINKED = 'This device is not linked to this account.';

/** PUT /accounts/:a/snapshots/:s/parts/:n { payload }: 200; 409 when :s is the committed snapshot; 413 `quota`. */
export const putSnapshotPart: Handler = async (request, context) => {
  const accountId = pathId(context, 'accountId');
  const snapshotId = pathId(context, 'snapshotId');
  const part = partNumber(context);
  const bytes = await readBytes(request, PART_BODY_LIMIT);
  await requireLinkedDevice(request, context, accountId, bytes);
  const body = parseBody(snapshotPartRequestSchema, bytes);
  const decoded = fromBase64Url(body.payload);
  if (!decoded) throw new SyncError(400, 'invalid', 'payload must be base64url');
  if (decoded.length > MAX_PART_BYTES) throw new SyncError(413, 'too-large', 'A snapshot part is at most 256 KiB.');
  await context.backend.db.transaction(async (tx) => {
    const account = await lockAccount(tx, accountId);
    if (!account) throw new SyncError(403, 'not-linked', NOT_LINKED);
    if ((await committedSnapshot(tx, accountId))?.snapshotId === snapshotId) {
      throw new SyncError(409, 'snapshot-committed', 'This snapshot is committed; upload a new one under a new id.');
    }
    const delta = await putPart(tx, accountId, snapshotId, part, toBase64Url(decoded), decoded.length);
    if (delta > 0 && account.storedBytes + delta > QUOTA_BYTES) throw new SyncError(413, 'quota', QUOTA_MESSAGE);
  });
  return answer({ snapshotId, part, size: decoded.length });
};

/**
 * POST /accounts/:a/snapshots/:s/commit { upTo, generation, parts, digest, deviceId, signature }: 200 { snapshot }.
 * Parts 0..parts-1 must all be there and no others; upTo at most the head; the generation one the account has; the
 * deviceId the signing device's. The digest and signature are kept as sent: they are the restoring device's check
 * (docs/e2ee-sync.md 11.3), of bytes the server cannot open. The same transaction deletes the log rows the snapshot
 * covers (section 11.6): a device behind them is answered 410 and merges the snapshot.
 */
export const commitAccountSnapshot: Handler = async (request, context) => {
  const accountId = pathId(context, 'accountId');
  const snapshotId = pathId(context, 'snapshotId');
  const bytes = await readBytes(request, 1024);
  const committer = await requireLinkedDevice(request, context, accountId, bytes);
  const body = parseBody(snapshotCommitRequestSchema, bytes);
  if (body.deviceId !== committer.device.deviceId) throw new SyncError(400, 'invalid', 'deviceId must be the device signing this request');
  const now = context.backend.now();
  const snapshot = await context.backend.db.transaction(async (tx) => {
    const account = await lockAccount(tx, accountId);
    if (!account) throw new SyncError(403, 'not-linked', NOT_LINKED);
    if (body.upTo > account.head) throw new SyncError(400, 'invalid', `upTo is after the log's head (${account.head})`);
    const current = await committedSnapshot(tx, accountId);
    // A commit behind the account's snapshot would stand for less of the log than compaction already deleted.
    if (current !== null && body.upTo < current.upTo) {
      throw new SyncError(409, 'snapshot-behind', `The account's snapshot is up to ${current.upTo} already; write one from there.`);
    }
    if (body.generation > account.generation) throw new SyncError(400, 'invalid', `generation is after the keyring's (${account.generation})`);
    const held = await partsOf(tx, accountId, snapshotId);
    if (held.parts.length !== body.parts || held.parts.some((part, index) => part !== index)) {
      throw new SyncError(400, 'incomplete-snapshot', `The server holds ${held.parts.length} parts of this snapshot, not parts 0 to ${body.parts - 1}.`);
    }
    const row: SnapshotRow = {
      snapshotId,
      upTo: body.upTo,
      generation: body.generation,
      parts: body.parts,
      digest: body.digest,
      deviceId: body.deviceId,
      signature: body.signature,
      size: held.size,
      committedAt: now,
    };
    await commitSnapshot(tx, accountId, row);
    await compactLog(tx, accountId, row.upTo);
    return row;
  });
  return answer({ snapshot: describe(snapshot) });
};

/**
 * GET /accounts/:a/snapshot: { snapshot, logBytesAfter } (snapshot null when none was committed); logBytesAfter is
 * the payload bytes of the log after its upTo (the whole log without one), which a device weighs against its size.
 */
export const getSnapshot: Handler = async (request, context) => {
  const accountId = pathId(context, 'accountId');
  await requireLinkedDevice(request, context, accountId, await readBytes(request, 1024));
  const snapshot = await committedSnapshot(context.backend.db, accountId);
  const bytesAfter = await logBytesAfter(context.backend.db, accountId, snapshot?.upTo ?? 0);
  return answer({ snapshot: snapshot ? describe(snapshot) : null, logBytesAfter: bytesAfter });
};

/** GET /accounts/:a/snapshots/:s/parts/:n: { payload } of the committed snapshot's part; 404 otherwise. */
export const getSnapshotPart: Handler = async (request, context) => {
  const accountId = pathId(context, 'accountId');
  const snapshotId = pathId(context, 'snapshotId');
  const part = partNumber(context);
  await requireLinkedDevice(request, context, accountId, await readBytes(request, 1024));
  const committed = await committedSnapshot(context.backend.db, accountId);
  const payload = committed?.snapshotId === snapshotId ? await readPart(context.backend.db, accountId, snapshotId, part) : null;
  if (payload === null) throw new SyncError(404, 'unknown-snapshot', 'The account\'s committed snapshot has no such part.');
  return answer({ snapshotId, part, payload });
};
