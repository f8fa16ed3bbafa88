/**
 * Row types of the end-to-end encrypted sync's replica (version 11; docs/e2ee-sync.md section 9). The record states
 * are the merge's own JSON (src/sync/e2ee/record-state.ts), typed here structurally because src/db sits below
 * src/sync and cannot import it.
 */

/** A JSON value as the merge stores it. */
export type E2eeJson = null | boolean | number | string | E2eeJson[] | { [key: string]: E2eeJson };

/** The merged state of one synced record: per field the surviving versions and superseded clocks, and the tombstone. */
export interface E2eeRecordRow {
  /** The synced table's sync kind (at most 32 of `[A-Za-z0-9_.:-]`). */
  kind: string;
  /** The record's id (at most 52 of `[A-Za-z0-9_.:-]`). */
  id: string;
  state: {
    fields: Record<string, { versions: Array<{ value: E2eeJson; hlc: string }>; superseded: string[] }>;
    tombstone: string | null;
  };
}

/** A change written on this device and not yet pushed, in the order it was made (`seq`). */
export interface E2eePendingRow {
  seq?: number;
  /** 16 random bytes, base64url: the server stores a change pushed twice once. */
  changeId: string;
  kind: string;
  id: string;
  /** The change's body as section 3 writes it, `{ v: 1, hlc, op, fields? }`. */
  body:
    | { v: 1; hlc: string; op: 'put'; fields: Record<string, { value: E2eeJson; prev: string[] }> }
    | { v: 1; hlc: string; op: 'delete' };
  createdAt: string;
  /**
   * The payload and change signature as first sealed for a push (base64url), kept so that a push sent again after a
   * lost answer carries the same bytes and the server answers it as a duplicate. Not indexed: no schema version.
   * Absent until the first push; used again only for the same account, device and key generation.
   */
  sealed?: E2eeSealedChange;
}

/** A pending change as sealed and signed for the account, device and key generation it names. */
export interface E2eeSealedChange {
  accountId: string;
  deviceId: string;
  generation: number;
  payload: string;
  signature: string;
}

/**
 * One row, key 'account': this device's sync account (src/sync/e2ee/account/account-state.ts), its CryptoKeys kept by
 * structured clone, non-extractable. Typed structurally here: src/db sits below src/sync.
 */
export interface E2eeAccountRow {
  key: 'account';
  state: {
    accountId: string;
    deviceId: string;
    signing: CryptoKeyPair;
    box: CryptoKeyPair;
    signingPublicKey: string;
    boxPublicKey: string;
    keys: Array<{ generation: number; base: CryptoKey }>;
    recoveryPublicKey: string;
    lastAppliedSeq: number;
  };
}

/** A change pulled and applied here, by its id, with its payload's digest: the same id with other bytes is a replay. */
export interface E2eeAppliedRow {
  changeId: string;
  /** base64url SHA-256 of the payload as pulled. */
  payloadDigest: string;
  seq: number;
}

/** One row, key 'clock': the hybrid logical clock this device last sent or received, formatted. */
export interface E2eeClockRow {
  key: 'clock';
  hlc: string;
}
