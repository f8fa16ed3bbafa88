/**
 * Accounts and devices (docs/e2ee-sync.md section 5): creating an account, linking a device by a one-time grant or
 * the recovery code, listing and unlinking devices, and erasing the account. Who may ask is signed-request.ts's.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import {
  createAccountRequestSchema,
  linkDeviceRequestSchema,
  renameDeviceRequestSchema,
} from '../../../contract/e2ee/sync-schemas.ts';
import { fromBase64Url, toBase64Url } from '../../../contract/share-bytes.ts';
import { addressGroup } from '../address-group.ts';
import { enforceRateLimit, type Handler, type HandlerContext } from '../request-context.ts';
import { answer, parseBody, pathId, readBytes, SyncError } from './request.ts';
import { countAccountRequest, requireLinkedDevice, requireNewDeviceSignature } from './signed-request.ts';
import { assertRecipients, KEYRING_BODY_LIMIT } from './keyring-handlers.ts';
import { passkeyProofMatches } from './passkey-handlers.ts';
import {
  countLinkedDevices,
  deleteAccount,
  findAccount,
  findDevice,
  insertAccount,
  insertDevice,
  listDevices,
  lockAccount,
  putEnvelopes,
  rememberNonce,
  renameDevice,
  takeGrant,
  unlinkDevice,
  type DeviceRow,
} from './store.ts';

/** Linked devices an account may have at once (unlinked ones stay listed, to verify their old changes). */
export const MAX_LINKED_DEVICES = 64;
export const SMALL_BODY_LIMIT = 4 * 1024;

const REPLAYED = 'This request was sent before (its nonce was seen in the last 10 minutes).';

/** SHA-256 of a base64url value's bytes, base64url: how recovery auths and link grants are kept. */
export function hashOfB64u(value: string): string {
  return toBase64Url(createHash('sha256').update(fromBase64Url(value) ?? new Uint8Array(0)).digest());
}

function describeDevice(device: DeviceRow) {
  return {
    deviceId: device.deviceId,
    signingKey: device.signingKey,
    boxKey: device.boxKey,
    name: device.name,
    nameGeneration: device.nameGeneration,
    linkedAt: device.linkedAt.toISOString(),
    unlinkedAt: device.unlinkedAt?.toISOString() ?? null,
    unlinkedAfterSeq: device.unlinkedAfterSeq,
  };
}

export function limitByAddress(context: HandlerContext): Promise<void> {
  return enforceRateLimit({ ...context, ip: addressGroup(context.ip) }, 'link');
}

/** POST /accounts { accountId, recoveryAuthHash, recoveryBox, device, keyring }: 201; 409 `account-exists`. */
export const createAccount: Handler = async (request, context) => {
  await limitByAddress(context);
  const bytes = await readBytes(request, KEYRING_BODY_LIMIT);
  const body = parseBody(createAccountRequestSchema, bytes);
  const nonce = await requireNewDeviceSignature(request, context, { accountId: body.accountId, ...body.device }, bytes);
  assertRecipients(body.keyring.envelopes, new Set([body.device.deviceId]));
  const now = context.backend.now();
  await context.backend.db.transaction(async (tx) => {
    if (!(await insertAccount(tx, { accountId: body.accountId, recoveryAuthHash: body.recoveryAuthHash, recoveryBox: body.recoveryBox, generation: body.keyring.generation, now }))) {
      throw new SyncError(409, 'account-exists', 'An account with this id exists.');
    }
    await insertDevice(tx, body.accountId, body.device, now);
    await putEnvelopes(tx, body.accountId, body.keyring.generation, body.keyring.envelopes);
    await rememberNonce(tx, body.accountId, body.device.deviceId, nonce, now);
  });
  return answer({ accountId: body.accountId, deviceId: body.device.deviceId, generation: body.keyring.generation, head: 0 }, 201);
};

/** DELETE /accounts/:a: every row of the account (devices, envelopes, grants, log, snapshots, nonces). */
export const eraseAccount: Handler = async (request, context) => {
  const accountId = pathId(context, 'accountId');
  await requireLinkedDevice(request, context, accountId, await readBytes(request, SMALL_BODY_LIMIT));
  await deleteAccount(context.backend.db, accountId);
  return answer({ accountId, deleted: true });
};

/** GET /accounts/:a/devices: every device ever linked, unlinked ones with when and after which seq. */
export const listAccountDevices: Handler = async (request, context) => {
  const accountId = pathId(context, 'accountId');
  await requireLinkedDevice(request, context, accountId, await readBytes(request, SMALL_BODY_LIMIT));
  return answer({ devices: (await listDevices(context.backend.db, accountId)).map(describeDevice) });
};

/** The stored recovery auth hash against the one sent, compared in constant time (both are 32-byte digests). */
function recoveryMatches(storedHash: string, recoveryAuth: string): boolean {
  const stored = fromBase64Url(storedHash);
  const sent = fromBase64Url(hashOfB64u(recoveryAuth));
  return stored !== null && sent !== null && stored.length === sent.length && timingSafeEqual(stored, sent);
}

/**
 * POST /accounts/:a/devices { device, proof: { grant } | { recoveryAuth } | { passkey } }, signed by the new device: 201. A grant
 * opens once; the same device linked again with the same keys is a 200 (a retry after a lost answer).
 */
export const linkDevice: Handler = async (request, context) => {
  await limitByAddress(context);
  const accountId = pathId(context, 'accountId');
  const bytes = await readBytes(request, SMALL_BODY_LIMIT);
  const body = parseBody(linkDeviceRequestSchema, bytes);
  const nonce = await requireNewDeviceSignature(request, context, { accountId, ...body.device }, bytes);
  if (!(await findAccount(context.backend.db, accountId))) throw new SyncError(404, 'unknown-account', 'There is no account with this id.');
  await countAccountRequest(context, accountId);
  const now = context.backend.now();
  const linked = await context.backend.db.transaction(async (tx) => {
    const account = await lockAccount(tx, accountId);
    if (!account) throw new SyncError(404, 'unknown-account', 'There is no account with this id.');
    const existing = await findDevice(tx, accountId, body.device.deviceId);
    if (existing?.unlinkedAt) throw new SyncError(409, 'device-unlinked', 'This device was unlinked; link it again with new keys.');
    if (!(await rememberNonce(tx, accountId, body.device.deviceId, nonce, now))) throw new SyncError(401, 'replayed', REPLAYED);
    if (existing) return { account, device: existing, created: false };
    const { proof } = body;
    const proven =
      'grant' in proof
        ? await takeGrant(tx, accountId, hashOfB64u(proof.grant), now)
        : 'passkey' in proof
          ? await passkeyProofMatches(tx, accountId, proof.passkey.credentialId, hashOfB64u(proof.passkey.auth))
          : recoveryMatches(account.recoveryAuthHash, proof.recoveryAuth);
    if (!proven) throw new SyncError(403, 'bad-proof', 'The link grant, recovery code or passkey does not open this account (a grant opens once, for 10 minutes at most).');
    if ((await countLinkedDevices(tx, accountId)) >= MAX_LINKED_DEVICES) {
      throw new SyncError(409, 'device-limit', `An account has at most ${MAX_LINKED_DEVICES} linked devices; unlink one first.`);
    }
    await insertDevice(tx, accountId, body.device, now);
    return { account, device: await findDevice(tx, accountId, body.device.deviceId), created: true };
  });
  return answer(
    { accountId, deviceId: body.device.deviceId, generation: linked.account.generation, head: linked.account.head, linkedAt: linked.device?.linkedAt.toISOString() },
    linked.created ? 201 : 200,
  );
};

/** DELETE /accounts/:a/devices/:d: the device unlinked after the current head (a repeat answers the first time). */
export const unlinkAccountDevice: Handler = async (request, context) => {
  const accountId = pathId(context, 'accountId');
  const deviceId = pathId(context, 'deviceId');
  await requireLinkedDevice(request, context, accountId, await readBytes(request, SMALL_BODY_LIMIT));
  const now = context.backend.now();
  const device = await context.backend.db.transaction(async (tx) => {
    // The account row's lock orders this after any push in flight: the device is unlinked after a head it had seen.
    const account = await lockAccount(tx, accountId);
    if (!account || !(await findDevice(tx, accountId, deviceId))) throw new SyncError(404, 'unknown-device', 'This account has no such device.');
    await unlinkDevice(tx, accountId, deviceId, now, account.head);
    return findDevice(tx, accountId, deviceId);
  });
  return answer({ deviceId, unlinkedAt: device?.unlinkedAt?.toISOString() ?? null, unlinkedAfterSeq: device?.unlinkedAfterSeq ?? null });
};

/**
 * PUT /accounts/:a/devices/:d { name, nameGeneration }: a device renames itself only. A device restored by the recovery
 * code links before it holds the keyring, so it names itself here once it does.
 */
export const renameAccountDevice: Handler = async (request, context) => {
  const accountId = pathId(context, 'accountId');
  const deviceId = pathId(context, 'deviceId');
  const bytes = await readBytes(request, SMALL_BODY_LIMIT);
  const { account, device } = await requireLinkedDevice(request, context, accountId, bytes);
  if (device.deviceId !== deviceId) throw new SyncError(403, 'forbidden', 'A device renames only itself.');
  const body = parseBody(renameDeviceRequestSchema, bytes);
  if (body.nameGeneration > account.generation) throw new SyncError(409, 'wrong-generation', `The keyring is at generation ${account.generation}.`);
  await renameDevice(context.backend.db, accountId, deviceId, body.name, body.nameGeneration);
  return answer({ deviceId, nameGeneration: body.nameGeneration });
};
