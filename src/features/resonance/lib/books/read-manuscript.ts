/**
 * A chosen file checked by its bytes with the contract's rule (contract/book-manuscript.ts), before it is kept: the
 * author reads the same reason the server would give, at once and offline.
 */
import { detectManuscript, MANUSCRIPT_REFUSAL_MESSAGES } from '@contract/book-manuscript';
import { MAX_MANUSCRIPT_BYTES } from '@contract/book-schemas';
import type { BookDraftRow } from '@/db/book-types';

type ManuscriptCheck = { ok: true; manuscript: NonNullable<BookDraftRow['manuscript']> } | { ok: false; problem: string };

export async function readManuscript(file: File): Promise<ManuscriptCheck> {
  // Refused by its size before its bytes are read: a 2 GB file never enters memory.
  if (file.size > MAX_MANUSCRIPT_BYTES) return { ok: false, problem: MANUSCRIPT_REFUSAL_MESSAGES['too-large'] };
  const bytes = new Uint8Array(await file.arrayBuffer());
  const verdict = detectManuscript(bytes);
  if (!verdict.ok) return { ok: false, problem: MANUSCRIPT_REFUSAL_MESSAGES[verdict.refusal] };
  return {
    ok: true,
    manuscript: { name: file.name.slice(0, 200), type: verdict.type, size: bytes.byteLength, bytes: new Blob([bytes], { type: verdict.type }) },
  };
}

export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
