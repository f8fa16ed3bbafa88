/**
 * The keyring's envelopes (docs/e2ee-sync.md 2.3 and 5): a PUT of the current generation adds envelopes (a new
 * device's, a passkey's), a PUT of the next one is a rotation and replaces every envelope; a GET answers the envelopes
 * this device may open. The server cannot open any of them: it checks recipients and generations only.
 */
import { keyringPutRequestSchema } from '../../../contract/e2ee/sync-schemas.ts';
import type { Handler } from '../request-context.ts';
import { answer, parseBody, pathId, readBytes, SyncError } from './request.ts';
import { requireLinkedDevice } from './signed-request.ts';
import { envelopesFor, listDevices, lockAccount, putEnvelopes, rotateKeyring, type Envelope } from './store.ts';

/** Room for a keyring of 80 envelopes of 16,384 characters with a device's keys (an account's creation). */
export const KEYRING_BODY_LIMIT = 1536 * 1024;

/** Every `device:` envelope must be addressed to a linked device of the account, each recipient once; no `passkey:`. */
export function assertRecipients(envelopes: readonly Envelope[], linked: ReadonlySet<string>): void {
  const seen = new Set<string>();
  for (const { recipient } of envelopes) {
    if (seen.has(recipient)) throw new SyncError(400, 'invalid', `envelopes: ${recipient} appears twice`);
    seen.add(recipient);
    // A passkey's envelope carries the hash its link proof is checked against: it comes only by POST .../passkeys.
    if (recipient.startsWith('passkey:')) throw new SyncError(400, 'invalid', 'A passkey is added by POST /accounts/:a/passkeys, with its auth hash.');
    if (recipient.startsWith('device:') && !linked.has(recipient.slice('device:'.length))) {
      throw new SyncError(400, 'unknown-recipient', 'An envelope is addressed to a device that is not linked to this account.');
    }
  }
}

/** PUT /accounts/:a/keyring { generation, envelopes }: 200 { generation }; 409 `wrong-generation`. */
export const putKeyring: Handler = async (request, context) => {
  const accountId = pathId(context, 'accountId');
  const bytes = await readBytes(request, KEYRING_BODY_LIMIT);
  await requireLinkedDevice(request, context, accountId, bytes);
  const body = parseBody(keyringPutRequestSchema, bytes);
  const generation = await context.backend.db.transaction(async (tx) => {
    const account = await lockAccount(tx, accountId);
    if (!account) throw new SyncError(403, 'not-linked', 'This device is not linked to this account.');
    const linked = new Set((await listDevices(tx, accountId)).filter((device) => device.unlinkedAt === null).map((device) => device.deviceId));
    assertRecipients(body.envelopes, linked);
    if (body.generation === account.generation) {
      await putEnvelopes(tx, accountId, body.generation, body.envelopes);
    } else if (body.generation === account.generation + 1) {
      await rotateKeyring(tx, accountId, body.generation, body.envelopes);
    } else {
      throw new SyncError(409, 'wrong-generation', `The keyring is at generation ${account.generation}: send that one or the next.`);
    }
    return body.generation;
  });
  return answer({ generation });
};

/**
 * GET /accounts/:a/keyring: the current generation, the envelopes addressed to this device, recovery and passkeys, and
 * the recovery box (a rotation seals to its public key; a restoring device opens its private key with the words).
 */
export const getKeyring: Handler = async (request, context) => {
  const accountId = pathId(context, 'accountId');
  const { account, device } = await requireLinkedDevice(request, context, accountId, await readBytes(request, 1024));
  const envelopes = await envelopesFor(context.backend.db, accountId, device.deviceId);
  return answer({ generation: account.generation, envelopes, recoveryBox: account.recoveryBox });
};
