/** A book submission drafted on this device; kept until it is sent (the manuscript's bytes included). */
export interface BookDraftRow {
  id: string;
  status: 'draft' | 'queued' | 'sent';
  title: string;
  author: string;
  synopsis: string;
  contentNotes: string;
  consent: boolean;
  manuscript: { name: string; type: string; size: number; bytes: Blob } | null;
  updatedAt: string;
}

/** The receipt of a submission the server accepted: with its code the author reads the status, without an account. */
export interface BookReceiptRow {
  receiptCode: string;
  title: string;
  submittedAt: string;
}
