/**
 * Row types of the returns inbox (version 9; issue 28). The therapist's device keeps one key row per prescription's
 * inbox; the client's device keeps one row per return it sent (or queued) to a therapist's inbox.
 */

/**
 * An encrypted copy of an inbox's private key (PKCS #8), kept so the keys can move to the therapist's other device:
 * AES-GCM under a key of its own that cannot be exported (so the copy opens only inside this browser, by this app).
 */
export interface InboxTransferCopy {
  key: CryptoKey;
  iv: Uint8Array;
  sealed: Uint8Array;
}

/**
 * An inbox key pair as the encrypted sync carries it to the therapist's other linked devices (docs/decisions.md,
 * "Inbox keys in the encrypted sync"): the raw public point and the PKCS #8 private key, base64url. It leaves the device
 * only inside a record sealed under the account key.
 */
export interface InboxSyncKey {
  publicKey: string;
  privateKey: string;
}

/**
 * An inbox this device made, or received from the therapist's other device. The private key in `keyPair` cannot be
 * exported (WebCrypto, extractable false); it leaves sealed, by "Move inbox keys" (inbox-key-transfer.ts), or as
 * `syncKey` inside the encrypted sync.
 */
export interface InboxKeyRow {
  inboxId: string;
  prescriptionId: string;
  therapistId: string;
  /** Absent on a row the encrypted sync brought until this device first opens with it (then imported from `syncKey`). */
  keyPair?: CryptoKeyPair;
  /** Travels inside the prescription; the inbox keeps its hash. */
  sendToken: string;
  /** Never leaves this device except to fetch, acknowledge and erase. */
  fetchToken: string;
  createdAt: string;
  /** When the inbox answered that it knows this inbox (registration is retried until then). */
  registeredAt: string | null;
  /** The last time this device fetched it. */
  fetchedAt: string | null;
  /** The encrypted transfer copy of the private key; absent for inboxes made before keys could move (they stay). */
  transferCopy?: InboxTransferCopy | null;
  /** When these keys arrived from the therapist's other device; absent or null when they were made here. */
  movedHereAt?: string | null;
  /** The key pair for the encrypted sync; absent on inboxes made before keys could move (they stay on their device). */
  syncKey?: InboxSyncKey | null;
}

/** A return the client sent, or queued to send, to their therapist's inbox. Its id is the return's id. */
export interface SentReturnRow {
  id: string;
  prescriptionId: string;
  inboxId: string;
  /** Who it goes to, as the prescription names them. */
  therapistName: string;
  /** Kept to withdraw it; the same token the prescription carries. */
  sendToken: string;
  queuedAt: string;
  /** When the inbox confirmed it (its own receipt time); null while queued. */
  sentAt: string | null;
  withdrawnAt: string | null;
}
