import type { BookStatus } from '../../contract/book-schemas';

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
  /** Why the service refused the queued submission (it is a draft again, to be fixed and sent anew). */
  refusal?: string | null;
}

/** The receipt of a submission the server accepted: with its code the author reads the status, without an account. */
export interface BookReceiptRow {
  receiptCode: string;
  title: string;
  submittedAt: string;
  /** The draft (and submission) id it was sent under. */
  draftId?: string;
  /** The status and note last read from the service, and when. */
  status?: BookStatus;
  note?: string | null;
  checkedAt?: string;
}
