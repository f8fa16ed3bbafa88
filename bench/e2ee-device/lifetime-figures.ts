/** What bench/e2ee-device/lifetime.ts reports; apart, so the bench's Node side reads it without the app's paths. */
export interface LifetimeFigures {
  accountId: string;
  days: number;
  entries: number;
  /** Per day, after its cycle: the server's bytes for the account, and the deflated plaintext written so far. */
  storedBytes: number[];
  deflatedBytes: number[];
  snapshotsWritten: number;
  /** Bytes of every snapshot uploaded: what keeping the account small costs in uploads. */
  snapshotBytesUploaded: number;
  changesPushed: number;
  ms: number;
}
