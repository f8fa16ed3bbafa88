/**
 * Passkeys (docs/e2ee-sync.md 2.6): a linked device stores a passkey's envelope with the hash of its passkey auth; a
 * new device proves the passkey when it links (accounts-handlers.ts asks passkeyProofMatches). Nothing here is
 * answered unsigned: the envelope is read through the keyring once the device is linked.
 */
import { timingSafeEqual } from 'node:crypto';
import { passkeyPutRequestSchema, passkeyRecipientOf } from '../../../contract/e2ee/passkey.ts';
import { fromBase64Url } from '../../../contract/share-bytes.ts';
import type { SqlClient } from '../db/client.ts';
import type { Handler } from '../request-context.ts';
import { answer, parseBody, pathId, readBytes, SyncError } from './request.ts';
import { requireLinkedDevice } from './signed-request.ts';
import { lockAccount } from './store.ts';
import { countPasskeys, passkeyAuthHashOf, putPasskeyEnvelope } from './passkey-store.ts';

/** Passkeys an account may hold at once: a person's platforms and a few security keys. */
export const MAX_PASSKEYS = 32;
/** A thousand generations' envelope (100,000 characters), a credential id and the rest. */
const PASSKEY_BODY_LIMIT = 128 * 1024;

/** POST /accounts/:a/passkeys { credentialId, generation, sealed, authHash }: 201 { recipient, generation }. */
export const putPasskey: Handler = async (request, context) => {
  const accountId = pathId(context, 'accountId');
  const bytes = await readBytes(request, PASSKEY_BODY_LIMIT);
  await requireLinkedDevice(request, context, accountId, bytes);
  const body = parseBody(passkeyPutRequestSchema, bytes);
  const recipient = passkeyRecipientOf(body.credentialId);
  await context.backend.db.transaction(async (tx) => {
    const account = await lockAccount(tx, accountId);
    if (!account) throw new SyncError(403, 'not-linked', 'This device is not linked to this account.');
    if (body.generation !== account.generation) {
      throw new SyncError(409, 'wrong-generation', `The keyring is at generation ${account.generation}: seal the passkey's envelope for that one.`);
    }
    const replacing = (await passkeyAuthHashOf(tx, accountId, recipient)) !== null;
    if (!replacing && (await countPasskeys(tx, accountId)) >= MAX_PASSKEYS) {
      throw new SyncError(409, 'passkey-limit', `An account holds at most ${MAX_PASSKEYS} passkeys.`);
    }
    await putPasskeyEnvelope(tx, accountId, { recipient, generation: body.generation, sealed: body.sealed, authHash: body.authHash });
  });
  return answer({ recipient, generation: body.generation }, 201);
};

/**
 * Whether `sha256Auth` (b64u of SHA-256 of the passkey auth sent) is the hash kept for that credential's envelope of
 * the current generation, compared in constant time. False for a credential the account has no passkey for.
 */
export async function passkeyProofMatches(tx: SqlClient, accountId: string, credentialId: string, sha256Auth: string): Promise<boolean> {
  const stored = await passkeyAuthHashOf(tx, accountId, passkeyRecipientOf(credentialId));
  const storedBytes = stored === null ? null : fromBase64Url(stored);
  const sentBytes = fromBase64Url(sha256Auth);
  return storedBytes !== null && sentBytes !== null && storedBytes.length === sentBytes.length && timingSafeEqual(storedBytes, sentBytes);
}
