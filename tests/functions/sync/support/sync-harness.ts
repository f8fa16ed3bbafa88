/**
 * The sync function (functions/sync.ts) over a test database with a test clock, and devices made as the app makes
 * them (P-256 signing and box keys, the device id from the signing key), signing their requests and changes with the
 * contract's functions. Payloads are random bytes in the shape of docs/e2ee-sync.md 3.1: the server cannot open
 * them, so it cannot tell them from real ones.
 */
import { createHash, randomBytes } from 'node:crypto';
import { afterAll, beforeAll } from 'vitest';
import type { Env, FunctionsBackend } from '../../../../functions/_lib/backend.ts';
import type { SqlClient } from '../../../../functions/_lib/db/client.ts';
import { createSyncHandler } from '../../../../functions/sync.ts';
import { SYNC_PATH } from '../../../../contract/e2ee/sync-schemas.ts';
import { signChange, signRequest } from '../../../../contract/e2ee/signatures.ts';
import { BODY_CIPHERTEXT_AT } from '../../../../contract/e2ee/change-payload.ts';
import { toBase64Url } from '../../../../contract/share-bytes.ts';
import { generateShareCode } from '../../../../contract/share-code.ts';
import { clockedBackend } from '../../support/function-call.ts';
import { openTestDatabase, type Clock, type DatabaseKind, type TestDatabase } from '../../support/backends.ts';

export interface SyncDevice {
  deviceId: string;
  signingKey: CryptoKey;
  signingPublic: string;
  boxPublic: string;
}

export interface SyncAccount {
  accountId: string;
  recoveryAuth: string;
  first: SyncDevice;
}

export interface SyncAnswer {
  status: number;
  headers: Headers;
  // The answers are checked field by field in the tests; their shapes differ per route.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- a test reads any answer's fields
  json: any;
}

export interface CallOptions {
  body?: unknown;
  /** Who signs: a device of an account; null sends no signature headers. */
  as?: { accountId: string; device: SyncDevice } | null;
  headers?: Record<string, string>;
  /** The signer's clock, off the server's by this many milliseconds. */
  skewMs?: number;
  nonce?: string;
  ip?: string;
}

export const randomId = (): string => toBase64Url(crypto.getRandomValues(new Uint8Array(16)));
export const b64uHash = (bytes: Uint8Array): string => toBase64Url(createHash('sha256').update(bytes).digest());

export async function newDevice(): Promise<SyncDevice> {
  const signing = await crypto.subtle.generateKey({ name: 'ECDSA', namedCurve: 'P-256' }, false, ['sign', 'verify']);
  const box = await crypto.subtle.generateKey({ name: 'ECDH', namedCurve: 'P-256' }, false, ['deriveBits']);
  const signingRaw = new Uint8Array(await crypto.subtle.exportKey('raw', signing.publicKey));
  const boxRaw = new Uint8Array(await crypto.subtle.exportKey('raw', box.publicKey));
  return {
    deviceId: toBase64Url(createHash('sha256').update(signingRaw).digest().subarray(0, 16)),
    signingKey: signing.privateKey,
    signingPublic: toBase64Url(signingRaw),
    boxPublic: toBase64Url(boxRaw),
  };
}

export function deviceBody(device: SyncDevice) {
  return { deviceId: device.deviceId, signingKey: device.signingPublic, boxKey: device.boxPublic, name: toBase64Url(new Uint8Array(40)), nameGeneration: 1 };
}

/** Random bytes shaped as a version 1 payload of `generation` with a padded body of `bodyLength` (a PADMÉ length). */
export function fakePayload(generation = 1, bodyLength = 64): Uint8Array {
  const bytes = new Uint8Array(randomBytes(BODY_CIPHERTEXT_AT + bodyLength + 16));
  bytes[0] = 1;
  new DataView(bytes.buffer).setUint32(1, generation);
  return bytes;
}

/** A recovery box in shape (docs/e2ee-sync.md 2.3): a P-256 point and bytes the server cannot tell from a sealed key. */
export const recoveryBoxBody = (device: SyncDevice): { publicKey: string; sealedPrivateKey: string } => ({
  publicKey: device.boxPublic,
  sealedPrivateKey: toBase64Url(crypto.getRandomValues(new Uint8Array(166))),
});

/** A link grant's body (section 2.5): the grant's hash, a fresh random locator and an envelope in shape. */
export const grantBody = (grantHash: string, expiresInSeconds: number, locator: string = generateShareCode()) => ({
  grantHash,
  locator,
  sealed: sealedEnvelope(),
  expiresInSeconds,
});

export const sealedEnvelope = (): string => toBase64Url(crypto.getRandomValues(new Uint8Array(120)));

export interface SyncHarness {
  backend: FunctionsBackend;
  clock: Clock;
  handler: ReturnType<typeof createSyncHandler>;
  call(method: string, path: string, options?: CallOptions): Promise<SyncAnswer>;
  createAccount(): Promise<SyncAccount>;
  linkByRecovery(account: SyncAccount): Promise<SyncDevice>;
  change(account: SyncAccount, device: SyncDevice, generation?: number, payload?: Uint8Array): Promise<{ changeId: string; payload: string; signature: string }>;
  push(account: SyncAccount, device: SyncDevice, changes: unknown[]): Promise<SyncAnswer>;
}

export function syncHarness(db: SqlClient, options: { env?: Env; start?: Date } = {}): SyncHarness {
  const { backend, clock } = clockedBackend(db, { start: options.start ?? new Date(), env: options.env });
  const handler = createSyncHandler(async () => backend);

  const h: SyncHarness = {
    backend,
    clock,
    handler,
    async call(method, path, callOptions = {}) {
      const headers = new Headers(callOptions.headers);
      let body: Uint8Array | undefined;
      const given = callOptions.body;
      if (typeof given === 'string') body = new TextEncoder().encode(given);
      else if (given instanceof Uint8Array) body = given;
      else if (given !== undefined) body = new TextEncoder().encode(JSON.stringify(given));
      if (body && !headers.has('content-type')) headers.set('content-type', 'application/json');
      const url = new URL(`http://localhost${SYNC_PATH}${path}`);
      if (callOptions.as) {
        const signed = await signAs(
          { method, pathAndQuery: url.pathname + url.search, body: body ?? new Uint8Array(0) },
          { accountId: callOptions.as.accountId, deviceId: callOptions.as.device.deviceId, signingKey: callOptions.as.device.signingKey },
          clock.now.getTime() + (callOptions.skewMs ?? 0),
          callOptions.nonce,
        );
        for (const [name, value] of Object.entries(signed)) if (!headers.has(name)) headers.set(name, value);
      }
      const response = await handler(new Request(url, { method, headers, body: body as BodyInit | undefined }), { ip: callOptions.ip ?? '203.0.113.9' });
      const text = await response.text();
      let json: unknown = null;
      try {
        json = JSON.parse(text);
      } catch {
        json = { notJson: text };
      }
      return { status: response.status, headers: response.headers, json };
    },
    async createAccount() {
      const first = await newDevice();
      const accountId = randomId();
      const recoveryAuth = toBase64Url(crypto.getRandomValues(new Uint8Array(32)));
      const answer = await h.call('POST', '/accounts', {
        as: { accountId, device: first },
        body: {
          accountId,
          recoveryAuthHash: b64uHash(new Uint8Array(Buffer.from(recoveryAuth, 'base64url'))),
          recoveryBox: recoveryBoxBody(first),
          device: deviceBody(first),
          keyring: { generation: 1, envelopes: [{ recipient: `device:${first.deviceId}`, sealed: sealedEnvelope() }, { recipient: 'recovery', sealed: sealedEnvelope() }] },
        },
      });
      if (answer.status !== 201) throw new Error(`account not created: ${answer.status} ${JSON.stringify(answer.json)}`);
      return { accountId, recoveryAuth, first };
    },
    async linkByRecovery(account) {
      const device = await newDevice();
      const answer = await h.call('POST', `/accounts/${account.accountId}/devices`, {
        as: { accountId: account.accountId, device },
        body: { device: deviceBody(device), proof: { recoveryAuth: account.recoveryAuth } },
      });
      if (answer.status !== 201) throw new Error(`device not linked: ${answer.status} ${JSON.stringify(answer.json)}`);
      return device;
    },
    async change(account, device, generation = 1, payload = fakePayload(generation)) {
      const changeId = randomId();
      return { changeId, payload: toBase64Url(payload), signature: await signChange(account.accountId, changeId, payload, device.signingKey) };
    },
    push(account, device, changes) {
      return h.call('POST', `/accounts/${account.accountId}/changes`, { as: { accountId: account.accountId, device }, body: { changes } });
    },
  };
  return h;
}

/** The object-shaped call the tests and the bench read best, onto contract/e2ee's positional signRequest. */
export function signAs(
  request: { method: string; pathAndQuery: string; body: Uint8Array },
  identity: { accountId: string; deviceId: string; signingKey: CryptoKey },
  nowMs: number,
  nonce?: string,
): ReturnType<typeof signRequest> {
  return signRequest(request.method, request.pathAndQuery, identity.accountId, identity.deviceId, request.body, identity.signingKey, nowMs, nonce);
}

/**
 * A test file's database of one kind and a harness on it: opened before the file's tests (handed to `take`), closed
 * after them.
 */
export function useSyncDatabase(kind: DatabaseKind, take: (database: TestDatabase, harness: SyncHarness) => void): void {
  let opened: TestDatabase | undefined;
  beforeAll(async () => {
    opened = await openTestDatabase(kind);
    take(opened, syncHarness(opened.db));
  }, 60_000);
  afterAll(async () => {
    await opened?.close();
  });
}
