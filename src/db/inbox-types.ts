/**
 * Row types of the returns inbox (version 9; issue 28). The therapist's device keeps one key row per prescription's
 * inbox; the client's device keeps one row per return it sent (or queued) to a therapist's inbox.
 */

/** An inbox this device made. The private key cannot be exported (WebCrypto, extractable false) and never leaves. */
export interface InboxKeyRow {
  inboxId: string;
  prescriptionId: string;
  therapistId: string;
  keyPair: CryptoKeyPair;
  /** Travels inside the prescription; the inbox keeps its hash. */
  sendToken: string;
  /** Never leaves this device except to fetch, acknowledge and erase. */
  fetchToken: string;
  createdAt: string;
  /** When the inbox answered that it knows this inbox (registration is retried until then). */
  registeredAt: string | null;
  /** The last time this device fetched it. */
  fetchedAt: string | null;
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
