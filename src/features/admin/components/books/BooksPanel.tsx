import { useId, useRef, useState, type FormEvent } from 'react';
import { ADMIN_BOOK_FILTERS, displayReceiptCode, BOOK_STATUSES, MANUSCRIPT_TYPES, MAX_AUTHOR_NOTE_LENGTH } from '@contract/book-schemas';
import {
  BOOK_STATUS_LABELS,
  bookSubmissions,
  changeBookStatus,
  deleteBookSubmission,
  manuscriptDownloadUrl,
  type AdminBook,
  type AdminBookFilter,
  type BookStatus,
} from '../../data/books-admin-api';
import { useRemote } from '../../hooks/use-remote';
import { formatDateTime } from '@/lib/format';

const FILTER_LABELS: Record<AdminBookFilter, string> = { all: 'All', ...BOOK_STATUS_LABELS };

function sizeText(bytes: number): string {
  return bytes < 1024 * 1024 ? `${Math.max(1, Math.round(bytes / 1024))} KB` : `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

interface BookReviewProps {
  book: AdminBook;
  onChanged: (message: string) => void;
  onError: (error: unknown) => boolean;
}

/** One submission: what the author sent (as text), the manuscript to download, and the decision with its note. */
function BookReview({ book, onChanged, onError }: BookReviewProps) {
  const id = useId();
  const [status, setStatus] = useState<BookStatus>(book.status);
  const [note, setNote] = useState(book.note ?? '');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const noteField = useRef<HTMLTextAreaElement>(null);

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (status === 'declined' && note.trim() === '') {
      setProblem('A decline needs a note: write what the author will read.');
      noteField.current?.focus();
      return;
    }
    setBusy(true);
    setProblem(null);
    try {
      await changeBookStatus(book.submissionId, status, note.trim());
      onChanged(`“${book.title}” is now ${BOOK_STATUS_LABELS[status].toLowerCase()}.`);
    } catch (error) {
      if (!onError(error)) setProblem(error instanceof Error ? error.message : 'That did not work. Try again.');
    } finally {
      setBusy(false);
    }
  };

  const remove = async () => {
    setBusy(true);
    setProblem(null);
    try {
      await deleteBookSubmission(book.submissionId);
      onChanged(`“${book.title}” and its manuscript were deleted.`);
    } catch (error) {
      if (!onError(error)) setProblem(error instanceof Error ? error.message : 'That did not work. Try again.');
      setBusy(false);
    }
  };

  return (
    <li className="admin-review" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{book.title}</h3>
      <dl className="admin-review__facts">
        <dt>Author or pen name</dt>
        <dd>{book.author}</dd>
        <dt>Status</dt>
        <dd>{BOOK_STATUS_LABELS[book.status]}</dd>
        <dt>Receipt code</dt>
        <dd className="admin-mono">{displayReceiptCode(book.receiptCode)}</dd>
        <dt>Sent</dt>
        <dd>{formatDateTime(book.submittedAt)}</dd>
        <dt>Manuscript</dt>
        <dd>
          {MANUSCRIPT_TYPES[book.manuscriptType].label}, {sizeText(book.manuscriptSize)}
          {book.fileName ? ` (sent as ${book.fileName})` : ''}
        </dd>
        <dt>Content notes</dt>
        <dd>{book.contentNotes || 'None given'}</dd>
        {book.reviewedBy ? (
          <>
            <dt>Last decision by</dt>
            <dd>{book.reviewedBy}</dd>
          </>
        ) : null}
      </dl>
      <p className="admin-review__bio">{book.synopsis}</p>
      <p>
        <a href={manuscriptDownloadUrl(book.submissionId)} download>
          Download the manuscript of “{book.title}”
        </a>
      </p>
      <form className="admin-form" onSubmit={(event) => void save(event)} noValidate>
        <div className="admin-field">
          <label htmlFor={`${id}-status`}>Status</label>
          <select id={`${id}-status`} value={status} onChange={(event) => setStatus(event.target.value as BookStatus)}>
            {BOOK_STATUSES.map((value) => (
              <option key={value} value={value}>
                {BOOK_STATUS_LABELS[value]}
              </option>
            ))}
          </select>
        </div>
        <div className="admin-field">
          <label htmlFor={`${id}-note`}>Note to the author (they read it with their receipt code)</label>
          <textarea
            ref={noteField}
            id={`${id}-note`}
            value={note}
            maxLength={MAX_AUTHOR_NOTE_LENGTH}
            onChange={(event) => setNote(event.target.value)}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? `${id}-problem` : undefined}
          />
        </div>
        {problem ? (
          <p id={`${id}-problem`} role="alert" className="admin-error">
            {problem}
          </p>
        ) : null}
        <div className="admin-review__actions">
          <button type="submit" className="button button--primary" disabled={busy}>
            Save status of “{book.title}”
          </button>
          {confirmDelete ? null : (
            <button type="button" className="button" disabled={busy} onClick={() => setConfirmDelete(true)}>
              Delete “{book.title}” (the author withdrew it)
            </button>
          )}
        </div>
      </form>
      {confirmDelete ? (
        <div className="admin-review__confirm" role="group" aria-labelledby={`${id}-delete-question`}>
          <p id={`${id}-delete-question`}>
            Delete “{book.title}” and its manuscript for good? Its receipt code will no longer find it. Do this when the
            author asked to withdraw it.
          </p>
          <div className="admin-review__actions">
            <button type="button" className="button button--primary" disabled={busy} onClick={() => void remove()}>
              Yes, delete it
            </button>
            <button type="button" className="button" disabled={busy} onClick={() => setConfirmDelete(false)}>
              Cancel
            </button>
          </div>
        </div>
      ) : null}
    </li>
  );
}

/** The Books tab: submissions by status, oldest first; a change is announced and the list reloads. */
export function BooksPanel({ onError }: { onError: (error: unknown) => boolean }) {
  const [filter, setFilter] = useState<AdminBookFilter>('all');
  const [version, setVersion] = useState(0);
  const [announcement, setAnnouncement] = useState('');
  const heading = useRef<HTMLHeadingElement>(null);
  const list = useRemote(`books-${filter}-${version}`, () => bookSubmissions(filter), onError);

  const changed = (message: string) => {
    setAnnouncement(message);
    setVersion((value) => value + 1);
    heading.current?.focus();
  };

  return (
    <section aria-labelledby="admin-books-title">
      <h2 id="admin-books-title" ref={heading} tabIndex={-1}>
        Book submissions
      </h2>
      <p className="admin-hint">
        Manuscripts download as files; open them with care, as with any file from outside. A note is shown to the author
        with the status: a decline always needs one.
      </p>
      <div className="admin-field">
        <label htmlFor="admin-books-filter">Show</label>
        <select id="admin-books-filter" value={filter} onChange={(event) => setFilter(event.target.value as AdminBookFilter)}>
          {ADMIN_BOOK_FILTERS.map((value) => (
            <option key={value} value={value}>
              {FILTER_LABELS[value]}
            </option>
          ))}
        </select>
      </div>
      <p role="status" className="admin-status">
        {announcement}
      </p>
      {list.kind === 'loading' ? <p className="admin-muted">Loading submissions…</p> : null}
      {list.kind === 'failed' ? (
        <p role="alert" className="admin-error">
          {list.message}
        </p>
      ) : null}
      {list.kind === 'ready' && list.value.length === 0 ? <p>No submission has this status.</p> : null}
      {list.kind === 'ready' && list.value.length > 0 ? (
        <ul className="admin-review-list">
          {list.value.map((book) => (
            <BookReview key={`${book.submissionId}-${book.updatedAt}`} book={book} onChanged={changed} onError={onError} />
          ))}
        </ul>
      ) : null}
    </section>
  );
}
