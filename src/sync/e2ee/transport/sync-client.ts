/**
 * The device's client of the sync function (docs/e2ee-sync.md sections 4 and 5): one typed call per route. Each
 * request is signed by the device (section 4), each answer parsed with its contract schema, and every failure comes
 * back as a named result instead of a throw, so the account flows and push/pull decide what the person reads.
 * `fetch` is injected: the app passes the platform's, tests the function's handler in-process.
 */
import { z } from '@contract/zod';
import { signRequest } from '@contract/e2ee/signatures';
import {
  SYNC_PATH,
  createAccountAnswerSchema,
  devicesAnswerSchema,
  eraseAnswerSchema,
  keyringAnswerSchema,
  keyringPutAnswerSchema,
  linkDeviceAnswerSchema,
  linkGrantAnswerSchema,
  linkGrantCreatedAnswerSchema,
  pullChangesAnswerSchema,
  pushChangesAnswerSchema,
  renameDeviceAnswerSchema,
  snapshotAnswerSchema,
  unlinkAnswerSchema,
  type CreateAccountRequest,
  type KeyringBody,
  type LinkDeviceRequest,
  type LinkGrantRequest,
  type PushChangesRequest,
  type SnapshotCommitBody,
} from '@contract/e2ee/sync-schemas';
import { passkeyPutAnswerSchema, type PasskeyPutRequest } from '@contract/e2ee/passkey';

export type SyncFailure =
  | { ok: false; kind: 'offline' }
  | { ok: false; kind: 'unauthorized'; code: string }
  | { ok: false; kind: 'not-linked' }
  | { ok: false; kind: 'quota' }
  | { ok: false; kind: 'rate-limited'; retryAfterSeconds: number }
  | { ok: false; kind: 'server-error'; status: number }
  | { ok: false; kind: 'malformed-answer' }
  /** Any other refusal (a spent grant, a wrong generation, an unknown locator): its status and code. */
  | { ok: false; kind: 'refused'; status: number; code: string };

export type SyncResult<T> = { ok: true; value: T } | SyncFailure;

/** Who signs: a device of an account, its private signing key non-extractable. */
export interface SyncIdentity {
  accountId: string;
  deviceId: string;
  signingKey: CryptoKey;
}

export type SyncFetch = (input: string, init: RequestInit) => Promise<Response>;

export interface SyncClientOptions {
  fetch: SyncFetch;
  /** The origin the function lives on ('' for the page's own, relative). */
  origin?: string;
  now?: () => number;
}

const errorSchema = z.object({ error: z.object({ code: z.string(), message: z.string() }) });
const snapshotPartAnswerSchema = z.strictObject({ snapshotId: z.string(), part: z.int(), payload: z.string() });
const snapshotPartPutAnswerSchema = z.strictObject({ snapshotId: z.string(), part: z.int(), size: z.int() });
const snapshotCommitAnswerSchema = z.strictObject({ snapshot: snapshotAnswerSchema.shape.snapshot.unwrap() });
/** Retry-After is in seconds (section 5); a missing or odd one waits a minute, the account's window. */
const DEFAULT_RETRY_AFTER_SECONDS = 60;

async function failureOf(response: Response): Promise<SyncFailure> {
  let code = '';
  try {
    const parsed = errorSchema.safeParse(await response.json());
    if (parsed.success) code = parsed.data.error.code;
  } catch {
    // A refusal without the error shape (a proxy's page): its status still names it.
  }
  const { status } = response;
  if (status === 429) {
    const seconds = Number(response.headers.get('retry-after'));
    return { ok: false, kind: 'rate-limited', retryAfterSeconds: Number.isFinite(seconds) && seconds >= 0 ? seconds : DEFAULT_RETRY_AFTER_SECONDS };
  }
  if (status === 401) return { ok: false, kind: 'unauthorized', code: code || 'unsigned' };
  if (status === 403 && code === 'not-linked') return { ok: false, kind: 'not-linked' };
  if (status === 413 && code === 'quota') return { ok: false, kind: 'quota' };
  if (status >= 500) return { ok: false, kind: 'server-error', status };
  return { ok: false, kind: 'refused', status, code: code || String(status) };
}

export function createSyncClient(options: SyncClientOptions) {
  const origin = options.origin ?? '';
  const now = options.now ?? (() => Date.now());

  async function call<Schema extends z.ZodType>(
    schema: Schema,
    method: string,
    path: string,
    identity: SyncIdentity | null,
    body?: unknown,
  ): Promise<SyncResult<z.output<Schema>>> {
    const pathAndQuery = SYNC_PATH + path;
    const bytes = body === undefined ? new Uint8Array(0) : new TextEncoder().encode(JSON.stringify(body));
    const headers: Record<string, string> = {};
    if (body !== undefined) headers['content-type'] = 'application/json';
    if (identity) Object.assign(headers, await signRequest(method, pathAndQuery, identity.accountId, identity.deviceId, bytes, identity.signingKey, now()));
    let response: Response;
    try {
      response = await options.fetch(origin + pathAndQuery, { method, headers, body: body === undefined ? undefined : bytes });
    } catch {
      // fetch rejects only when no answer came: no network, a dropped connection, a blocked request.
      return { ok: false, kind: 'offline' };
    }
    if (!response.ok) return failureOf(response);
    let json: unknown;
    try {
      json = await response.json();
    } catch {
      return { ok: false, kind: 'malformed-answer' };
    }
    const parsed = schema.safeParse(json);
    return parsed.success ? { ok: true, value: parsed.data } : { ok: false, kind: 'malformed-answer' };
  }

  const account = (identity: SyncIdentity) => `/accounts/${identity.accountId}`;

  return {
    createAccount: (identity: SyncIdentity, body: CreateAccountRequest) => call(createAccountAnswerSchema, 'POST', '/accounts', identity, body),
    /** Signed by the new device (its key in the body). */
    linkDevice: (identity: SyncIdentity, body: LinkDeviceRequest) => call(linkDeviceAnswerSchema, 'POST', `${account(identity)}/devices`, identity, body),
    listDevices: (identity: SyncIdentity) => call(devicesAnswerSchema, 'GET', `${account(identity)}/devices`, identity),
    renameDevice: (identity: SyncIdentity, body: { name: string; nameGeneration: number }) =>
      call(renameDeviceAnswerSchema, 'PUT', `${account(identity)}/devices/${identity.deviceId}`, identity, body),
    unlinkDevice: (identity: SyncIdentity, deviceId: string) => call(unlinkAnswerSchema, 'DELETE', `${account(identity)}/devices/${deviceId}`, identity),
    createLinkGrant: (identity: SyncIdentity, body: LinkGrantRequest) => call(linkGrantCreatedAnswerSchema, 'POST', `${account(identity)}/link-grants`, identity, body),
    /** Unsigned: the new device knows only the code. */
    fetchLinkGrant: (locator: string) => call(linkGrantAnswerSchema, 'GET', `/link-grants/${encodeURIComponent(locator)}`, null),
    getKeyring: (identity: SyncIdentity) => call(keyringAnswerSchema, 'GET', `${account(identity)}/keyring`, identity),
    putKeyring: (identity: SyncIdentity, body: KeyringBody) => call(keyringPutAnswerSchema, 'PUT', `${account(identity)}/keyring`, identity, body),
    putPasskey: (identity: SyncIdentity, body: PasskeyPutRequest) => call(passkeyPutAnswerSchema, 'POST', `${account(identity)}/passkeys`, identity, body),
    pushChanges: (identity: SyncIdentity, body: PushChangesRequest) => call(pushChangesAnswerSchema, 'POST', `${account(identity)}/changes`, identity, body),
    pullChanges: (identity: SyncIdentity, after: number, limit: number) =>
      call(pullChangesAnswerSchema, 'GET', `${account(identity)}/changes?after=${after}&limit=${limit}`, identity),
    getSnapshot: (identity: SyncIdentity) => call(snapshotAnswerSchema, 'GET', `${account(identity)}/snapshot`, identity),
    putSnapshotPart: (identity: SyncIdentity, snapshotId: string, part: number, payload: string) =>
      call(snapshotPartPutAnswerSchema, 'PUT', `${account(identity)}/snapshots/${snapshotId}/parts/${part}`, identity, { payload }),
    getSnapshotPart: (identity: SyncIdentity, snapshotId: string, part: number) =>
      call(snapshotPartAnswerSchema, 'GET', `${account(identity)}/snapshots/${snapshotId}/parts/${part}`, identity),
    commitSnapshot: (identity: SyncIdentity, snapshotId: string, body: SnapshotCommitBody) =>
      call(snapshotCommitAnswerSchema, 'POST', `${account(identity)}/snapshots/${snapshotId}/commit`, identity, body),
    eraseAccount: (identity: SyncIdentity) => call(eraseAnswerSchema, 'DELETE', account(identity), identity),
  };
}

export type SyncClient = ReturnType<typeof createSyncClient>;
