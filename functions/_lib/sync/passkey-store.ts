/**
 * A passkey's row (migration 0019): its keyring envelope with the SHA-256 of its passkey auth, in
 * feedback.sync_envelopes beside the other envelopes, so a rotation takes it away with them (store.ts).
 */
import type { SqlClient } from '../db/client.ts';

/** Adds (or replaces) a passkey's envelope of the current generation with its auth hash. */
export async function putPasskeyEnvelope(
  tx: SqlClient,
  accountId: string,
  passkey: { recipient: string; generation: number; sealed: string; authHash: string },
): Promise<void> {
  await tx.query(
    `insert into feedback.sync_envelopes (account_id, recipient, generation, sealed, auth_hash) values ($1, $2, $3::bigint, $4, $5)
     on conflict (account_id, recipient) do update set generation = excluded.generation, sealed = excluded.sealed, auth_hash = excluded.auth_hash`,
    [accountId, passkey.recipient, passkey.generation, passkey.sealed, passkey.authHash],
  );
}

/** Passkey envelopes the account holds now. */
export async function countPasskeys(tx: SqlClient, accountId: string): Promise<number> {
  const rows = await tx.query<{ n: number }>(`select count(*)::int as n from feedback.sync_envelopes where account_id = $1 and recipient like 'passkey:%'`, [
    accountId,
  ]);
  return rows[0]?.n ?? 0;
}

/** The auth hash kept for a passkey of the account's current generation, or null (none, lapsed, or made without one). */
export async function passkeyAuthHashOf(db: SqlClient, accountId: string, recipient: string): Promise<string | null> {
  const rows = await db.query<{ auth_hash: string | null }>(
    `select e.auth_hash from feedback.sync_envelopes e join feedback.sync_accounts a on a.account_id = e.account_id
     where e.account_id = $1 and e.recipient = $2 and e.generation = a.generation`,
    [accountId, recipient],
  );
  return rows[0]?.auth_hash ?? null;
}
