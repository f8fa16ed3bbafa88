/**
 * The sync function's accounts, devices, keyring envelopes, link grants and nonces (migration 0018). SQL only; the
 * handlers decide the answers. bigint columns come back as text from postgres.js and as numbers from PGlite, so every
 * one is read through Number(); timestamps go in as ISO strings and come back as Dates (db/client.ts).
 */
import type { SqlClient } from '../db/client.ts';

export interface AccountRow {
  accountId: string;
  recoveryAuthHash: string;
  recoveryBox: { publicKey: string; sealedPrivateKey: string };
  generation: number;
  head: number;
  storedBytes: number;
  /** The highest seq compaction deleted (docs/e2ee-sync.md 11.6): a pull after a lower seq is answered 410. */
  compactedThrough: number;
}

export interface DeviceRow {
  deviceId: string;
  signingKey: string;
  boxKey: string;
  name: string | null;
  nameGeneration: number | null;
  linkedAt: Date;
  unlinkedAt: Date | null;
  unlinkedAfterSeq: number | null;
}

export interface Envelope {
  recipient: string;
  sealed: string;
}

interface RawAccount {
  account_id: string;
  recovery_auth_hash: string;
  recovery_public_key: string;
  recovery_sealed_private_key: string;
  generation: unknown;
  head: unknown;
  stored_bytes: unknown;
  compacted_through: unknown;
}

interface RawDevice {
  device_id: string;
  signing_key: string;
  box_key: string;
  name: string | null;
  name_generation: unknown;
  linked_at: Date;
  unlinked_at: Date | null;
  unlinked_after_seq: unknown;
}

const ACCOUNT_COLUMNS = 'account_id, recovery_auth_hash, recovery_public_key, recovery_sealed_private_key, generation, head, stored_bytes, compacted_through';
const DEVICE_COLUMNS = 'device_id, signing_key, box_key, name, name_generation, linked_at, unlinked_at, unlinked_after_seq';

function accountFromRaw(row: RawAccount): AccountRow {
  return {
    accountId: row.account_id,
    recoveryAuthHash: row.recovery_auth_hash,
    recoveryBox: { publicKey: row.recovery_public_key, sealedPrivateKey: row.recovery_sealed_private_key },
    generation: Number(row.generation),
    head: Number(row.head),
    storedBytes: Number(row.stored_bytes),
    compactedThrough: Number(row.compacted_through),
  };
}

function deviceFromRaw(row: RawDevice): DeviceRow {
  return {
    deviceId: row.device_id,
    signingKey: row.signing_key,
    boxKey: row.box_key,
    name: row.name,
    nameGeneration: row.name_generation === null ? null : Number(row.name_generation),
    linkedAt: new Date(row.linked_at),
    unlinkedAt: row.unlinked_at === null ? null : new Date(row.unlinked_at),
    unlinkedAfterSeq: row.unlinked_after_seq === null ? null : Number(row.unlinked_after_seq),
  };
}

export async function findAccount(db: SqlClient, accountId: string): Promise<AccountRow | null> {
  const rows = await db.query<RawAccount>(`select ${ACCOUNT_COLUMNS} from feedback.sync_accounts where account_id = $1`, [accountId]);
  return rows[0] ? accountFromRaw(rows[0]) : null;
}

/**
 * The account row locked to the end of the transaction: every write that moves the head, the generation or the stored
 * bytes takes it first, so those writes happen one after another per account (gap-free seqs, an exact quota).
 */
export async function lockAccount(tx: SqlClient, accountId: string): Promise<AccountRow | null> {
  const rows = await tx.query<RawAccount>(`select ${ACCOUNT_COLUMNS} from feedback.sync_accounts where account_id = $1 for update`, [accountId]);
  return rows[0] ? accountFromRaw(rows[0]) : null;
}

/** False when the id is taken. */
export async function insertAccount(
  tx: SqlClient,
  row: { accountId: string; recoveryAuthHash: string; recoveryBox: AccountRow['recoveryBox']; generation: number; now: Date },
): Promise<boolean> {
  const rows = await tx.query<{ account_id: string }>(
    `insert into feedback.sync_accounts (account_id, recovery_auth_hash, recovery_public_key, recovery_sealed_private_key, generation, created_at)
     values ($1, $2, $3, $4, $5::bigint, $6::timestamptz) on conflict (account_id) do nothing returning account_id`,
    [row.accountId, row.recoveryAuthHash, row.recoveryBox.publicKey, row.recoveryBox.sealedPrivateKey, row.generation, row.now.toISOString()],
  );
  return rows.length === 1;
}

/** Every row of the account goes with it (on delete cascade, migration 0018). True when there was one. */
export async function deleteAccount(db: SqlClient, accountId: string): Promise<boolean> {
  const rows = await db.query<{ account_id: string }>('delete from feedback.sync_accounts where account_id = $1 returning account_id', [accountId]);
  return rows.length === 1;
}

export async function findDevice(db: SqlClient, accountId: string, deviceId: string): Promise<DeviceRow | null> {
  const rows = await db.query<RawDevice>(`select ${DEVICE_COLUMNS} from feedback.sync_devices where account_id = $1 and device_id = $2`, [
    accountId,
    deviceId,
  ]);
  return rows[0] ? deviceFromRaw(rows[0]) : null;
}

export async function listDevices(db: SqlClient, accountId: string): Promise<DeviceRow[]> {
  const rows = await db.query<RawDevice>(`select ${DEVICE_COLUMNS} from feedback.sync_devices where account_id = $1 order by linked_at, device_id`, [
    accountId,
  ]);
  return rows.map(deviceFromRaw);
}

export async function countLinkedDevices(db: SqlClient, accountId: string): Promise<number> {
  const rows = await db.query<{ n: number }>('select count(*)::int as n from feedback.sync_devices where account_id = $1 and unlinked_at is null', [
    accountId,
  ]);
  return rows[0]?.n ?? 0;
}

export async function insertDevice(
  tx: SqlClient,
  accountId: string,
  device: { deviceId: string; signingKey: string; boxKey: string; name?: string | null | undefined; nameGeneration?: number | null | undefined },
  now: Date,
): Promise<boolean> {
  const rows = await tx.query<{ device_id: string }>(
    `insert into feedback.sync_devices (account_id, device_id, signing_key, box_key, name, name_generation, linked_at)
     values ($1, $2, $3, $4, $5, $6::bigint, $7::timestamptz) on conflict (account_id, device_id) do nothing returning device_id`,
    [accountId, device.deviceId, device.signingKey, device.boxKey, device.name ?? null, device.nameGeneration ?? null, now.toISOString()],
  );
  return rows.length === 1;
}

/** A device's sealed name, renamed by the device itself (a restored device names itself once it holds the keyring). */
export async function renameDevice(db: SqlClient, accountId: string, deviceId: string, name: string, nameGeneration: number): Promise<void> {
  await db.query('update feedback.sync_devices set name = $3, name_generation = $4::bigint where account_id = $1 and device_id = $2', [
    accountId,
    deviceId,
    name,
    nameGeneration,
  ]);
}

/** Marks a linked device unlinked after `head`; false when it was unlinked already (the first unlinking stands). */
export async function unlinkDevice(tx: SqlClient, accountId: string, deviceId: string, now: Date, head: number): Promise<boolean> {
  const rows = await tx.query<{ device_id: string }>(
    `update feedback.sync_devices set unlinked_at = $3::timestamptz, unlinked_after_seq = $4::bigint
     where account_id = $1 and device_id = $2 and unlinked_at is null returning device_id`,
    [accountId, deviceId, now.toISOString(), head],
  );
  return rows.length === 1;
}

/** Adds (or replaces, by recipient) envelopes of the account's current generation. */
export async function putEnvelopes(tx: SqlClient, accountId: string, generation: number, envelopes: readonly Envelope[]): Promise<void> {
  await tx.query(
    `insert into feedback.sync_envelopes (account_id, recipient, generation, sealed)
     select $1, recipient, $2::bigint, sealed from unnest($3::text[], $4::text[]) as t(recipient, sealed)
     on conflict (account_id, recipient) do update set generation = excluded.generation, sealed = excluded.sealed`,
    [accountId, generation, envelopes.map((envelope) => envelope.recipient), envelopes.map((envelope) => envelope.sealed)],
  );
}

/** A rotation: every envelope of the older generation goes, the new ones come, and the account moves to `generation`. */
export async function rotateKeyring(tx: SqlClient, accountId: string, generation: number, envelopes: readonly Envelope[]): Promise<void> {
  await tx.query('delete from feedback.sync_envelopes where account_id = $1', [accountId]);
  await tx.query('update feedback.sync_accounts set generation = $2::bigint where account_id = $1', [accountId, generation]);
  await putEnvelopes(tx, accountId, generation, envelopes);
}

/** The envelopes a device may read: its own, the recovery code's and the passkeys'. */
export async function envelopesFor(db: SqlClient, accountId: string, deviceId: string): Promise<Envelope[]> {
  return db.query<Envelope>(
    `select recipient, sealed from feedback.sync_envelopes
     where account_id = $1 and (recipient = $2 or recipient = 'recovery' or recipient like 'passkey:%') order by recipient`,
    [accountId, `device:${deviceId}`],
  );
}

export interface GrantRow {
  grantHash: string;
  locator: string;
  sealed: string;
  expiresAt: Date;
}

/**
 * Expired grants are forgotten first (every account's: a locator is unique across accounts); 'too-many' when the
 * account holds `limit` live grants already, 'locator-taken' when another live grant has the locator.
 */
export async function insertGrant(tx: SqlClient, accountId: string, grant: GrantRow, now: Date, limit: number): Promise<'stored' | 'too-many' | 'locator-taken'> {
  await tx.query('delete from feedback.sync_link_grants where expires_at <= $1::timestamptz', [now.toISOString()]);
  const live = await tx.query<{ n: number }>('select count(*)::int as n from feedback.sync_link_grants where account_id = $1', [accountId]);
  if ((live[0]?.n ?? 0) >= limit) return 'too-many';
  const rows = await tx.query<{ grant_hash: string }>(
    `insert into feedback.sync_link_grants (account_id, grant_hash, locator, sealed, expires_at) values ($1, $2, $3, $4, $5::timestamptz)
     on conflict do nothing returning grant_hash`,
    [accountId, grant.grantHash, grant.locator, grant.sealed, grant.expiresAt.toISOString()],
  );
  if (rows.length === 1) return 'stored';
  // The same grant sent again (a retry after a lost answer) is stored already; anything else holds the locator.
  const same = await tx.query<{ n: number }>(
    'select count(*)::int as n from feedback.sync_link_grants where account_id = $1 and grant_hash = $2 and locator = $3 and sealed = $4',
    [accountId, grant.grantHash, grant.locator, grant.sealed],
  );
  return (same[0]?.n ?? 0) === 1 ? 'stored' : 'locator-taken';
}

/** The live grant behind a locator, or null (never made, used, or expired). */
export async function findGrantByLocator(db: SqlClient, locator: string, now: Date): Promise<{ sealed: string; expiresAt: Date } | null> {
  const rows = await db.query<{ sealed: string; expires_at: Date }>(
    'select sealed, expires_at from feedback.sync_link_grants where locator = $1 and expires_at > $2::timestamptz',
    [locator, now.toISOString()],
  );
  return rows[0] ? { sealed: rows[0].sealed, expiresAt: new Date(rows[0].expires_at) } : null;
}

/** Opens a grant once: the delete that finds it is the one use, so two links racing on one grant cannot both win. */
export async function takeGrant(tx: SqlClient, accountId: string, grantHash: string, now: Date): Promise<boolean> {
  const rows = await tx.query<{ grant_hash: string }>(
    `delete from feedback.sync_link_grants where account_id = $1 and grant_hash = $2 and expires_at > $3::timestamptz returning grant_hash`,
    [accountId, grantHash, now.toISOString()],
  );
  return rows.length === 1;
}

/** Records a nonce; false when this device sent it within the window already (a replay). */
export async function rememberNonce(db: SqlClient, accountId: string, deviceId: string, nonce: string, now: Date): Promise<boolean> {
  const rows = await db.query<{ nonce: string }>(
    `insert into feedback.sync_nonces (account_id, device_id, nonce, seen_at) values ($1, $2, $3, $4::timestamptz)
     on conflict (account_id, device_id, nonce) do nothing returning nonce`,
    [accountId, deviceId, nonce, now.toISOString()],
  );
  return rows.length === 1;
}

/** Forgets nonces seen before `before`: of one account (every request), or of all (now and then). */
export async function forgetNonces(db: SqlClient, before: Date, accountId?: string): Promise<void> {
  if (accountId === undefined) {
    await db.query('delete from feedback.sync_nonces where seen_at < $1::timestamptz', [before.toISOString()]);
  } else {
    await db.query('delete from feedback.sync_nonces where account_id = $1 and seen_at < $2::timestamptz', [accountId, before.toISOString()]);
  }
}
