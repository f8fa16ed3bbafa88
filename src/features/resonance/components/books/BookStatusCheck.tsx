import { useId, useRef, useState, type FormEvent } from 'react';
import { displayReceiptCode, type BookStatusAnswer } from '@contract/book-schemas';
import type { BookDraftRow, BookReceiptRow } from '@/db/book-types';
import { pickVariant, usePlainLanguage } from '@/lib/plain-language';
import { checkBookStatus } from '../../data/books/check-book-status';
import { BOOK_STATUS_TEXT } from '../../lib/books/status-labels';
import { formatDate } from '@/lib/format';

const formatDay = (iso: string) => formatDate(iso, { invalid: 'an unknown day' });

function StatusText({ status, note }: { status: BookStatusAnswer['status']; note: string | null }) {
  const plainLanguage = usePlainLanguage();
  const text = BOOK_STATUS_TEXT[status];
  return (
    <>
      <p>
        <strong>{text.label}.</strong> {pickVariant(text.meaning, plainLanguage)}
      </p>
      {note ? (
        <>
          <p>Our note to you:</p>
          <blockquote className="books-note">{note}</blockquote>
        </>
      ) : null}
    </>
  );
}

/** The device's own submissions: those waiting for a connection, and those received with their receipt codes. */
export function DeviceSubmissions({ waiting, receipts, online }: { waiting: BookDraftRow[]; receipts: BookReceiptRow[]; online: boolean }) {
  const [checking, setChecking] = useState<string | null>(null);
  const [problems, setProblems] = useState<Record<string, string>>({});

  const check = async (code: string) => {
    setChecking(code);
    const outcome = await checkBookStatus(code);
    setChecking(null);
    setProblems((current) => {
      const next = { ...current };
      if (outcome.ok) delete next[code];
      else next[code] = outcome.problem;
      return next;
    });
  };

  if (waiting.length === 0 && receipts.length === 0) return null;
  return (
    <section className="books-card" aria-labelledby="books-yours-title">
      <h2 id="books-yours-title">Your submissions from this device</h2>
      <ul className="books-list">
        {waiting.map((draft) => (
          <li key={draft.id}>
            <strong>{draft.title || 'Untitled'}</strong>
            <p className="books-hint">
              {online ? 'Sending…' : 'Waiting to be sent: it will be sent when you are online. You can close this page.'}
            </p>
          </li>
        ))}
        {receipts.map((receipt) => (
          <li key={receipt.receiptCode}>
            <strong>{receipt.title}</strong>
            <p>
              Receipt code: <span className="books-code">{displayReceiptCode(receipt.receiptCode)}</span>
              <br />
              Sent on {formatDay(receipt.submittedAt)}.
            </p>
            {receipt.status ? <StatusText status={receipt.status} note={receipt.note ?? null} /> : null}
            <button type="button" className="button" disabled={!online || checking === receipt.receiptCode} onClick={() => void check(receipt.receiptCode)}>
              Check status of “{receipt.title}”
            </button>
            {problems[receipt.receiptCode] ? (
              <p className="books-error" role="alert">
                {problems[receipt.receiptCode]}
              </p>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}

type Lookup = { kind: 'idle' } | { kind: 'checking' } | { kind: 'found'; answer: BookStatusAnswer } | { kind: 'failed'; problem: string };

/** "Check a submission": the status by receipt code, from any device, without an account. */
export function BookStatusCheck({ online }: { online: boolean }) {
  const id = useId();
  const [code, setCode] = useState('');
  const [lookup, setLookup] = useState<Lookup>({ kind: 'idle' });
  const result = useRef<HTMLDivElement>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setLookup({ kind: 'checking' });
    const outcome = await checkBookStatus(code);
    setLookup(outcome.ok ? { kind: 'found', answer: outcome.answer } : { kind: 'failed', problem: outcome.problem });
    requestAnimationFrame(() => result.current?.focus());
  };

  return (
    <section className="books-card" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Check a submission</h2>
      <form className="books-check" onSubmit={(event) => void submit(event)} noValidate>
        <label htmlFor={`${id}-code`}>Receipt code</label>
        <div className="books-check__row">
          <input
            id={`${id}-code`}
            type="text"
            value={code}
            onChange={(event) => setCode(event.target.value)}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={64}
            aria-describedby={`${id}-hint`}
          />
          <button type="submit" className="button button--primary" disabled={!online || lookup.kind === 'checking' || code.trim() === ''}>
            Check status
          </button>
        </div>
        <p id={`${id}-hint`} className="books-hint">
          {online ? '9 letters and digits, like ABCD-EFGH-J. Capitals and hyphens do not matter.' : 'You are offline. Connect to check a status.'}
        </p>
      </form>
      <div ref={result} tabIndex={-1} role="status" aria-live="polite">
        {lookup.kind === 'checking' ? <p>Checking…</p> : null}
        {lookup.kind === 'failed' ? <p className="books-error">{lookup.problem}</p> : null}
        {lookup.kind === 'found' ? (
          <>
            <h3>{lookup.answer.title}</h3>
            <StatusText status={lookup.answer.status} note={lookup.answer.note} />
            <p className="books-hint">Sent on {formatDay(lookup.answer.submittedAt)}; last changed on {formatDay(lookup.answer.updatedAt)}.</p>
          </>
        ) : null}
      </div>
    </section>
  );
}
