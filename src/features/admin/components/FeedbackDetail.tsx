import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import {
  FEEDBACK_STATUSES,
  getFeedback,
  isUploadUrl,
  MODULE_LABELS,
  OfflineError,
  referenceOf,
  STATUS_LABELS,
  TYPE_LABELS,
  updateFeedback,
  type FeedbackItem,
  type FeedbackStatus,
} from '../data/admin-api';
import { useRemote } from '../hooks/use-remote';
import { formatDateTime } from '@/lib/format';

/** Free-form JSON shown as text: never interpreted, never rendered as HTML. */
function JsonBlock({ value }: { value: unknown }) {
  return <pre className="admin-json">{JSON.stringify(value, null, 2)}</pre>;
}

function Entries({ value, label }: { value: Record<string, unknown>; label: string }) {
  const entries = Object.entries(value);
  if (entries.length === 0) return <p className="admin-muted">No {label}.</p>;
  return (
    <dl className="admin-entries">
      {entries.map(([key, item]) => (
        <div key={key} className="admin-entries__row">
          <dt>{key}</dt>
          <dd>{typeof item === 'string' || typeof item === 'number' || typeof item === 'boolean' ? String(item) : <JsonBlock value={item} />}</dd>
        </div>
      ))}
    </dl>
  );
}

function StatusForm({ item, onSaved, onError }: { item: FeedbackItem; onSaved: (item: FeedbackItem) => void; onError: (error: unknown) => boolean }) {
  const [status, setStatus] = useState<FeedbackStatus>(item.status);
  const [note, setNote] = useState(item.adminNote ?? '');
  const [message, setMessage] = useState<{ kind: 'saved' | 'error'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const statusId = useId();
  const noteId = useId();

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setBusy(true);
    setMessage(null);
    try {
      const saved = await updateFeedback(item.id, status, note.trim() === '' ? null : note);
      onSaved(saved);
      setMessage({ kind: 'saved', text: `Saved: ${STATUS_LABELS[saved.status]}.` });
    } catch (error) {
      if (onError(error)) return;
      setMessage({
        kind: 'error',
        text:
          error instanceof OfflineError
            ? 'Not saved: we could not reach the server. Try again when you are online.'
            : `Not saved: ${error instanceof Error ? error.message : 'unknown error'}`,
      });
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="admin-form admin-status-form" onSubmit={(event) => void save(event)}>
      <div className="admin-field">
        <label htmlFor={statusId}>Status</label>
        <select id={statusId} value={status} onChange={(event) => setStatus(event.target.value as FeedbackStatus)}>
          {FEEDBACK_STATUSES.map((value) => (
            <option key={value} value={value}>
              {STATUS_LABELS[value]}
            </option>
          ))}
        </select>
      </div>
      <div className="admin-field">
        <label htmlFor={noteId}>Note for the team (not shown to the person who wrote this)</label>
        <textarea id={noteId} rows={3} maxLength={2000} value={note} onChange={(event) => setNote(event.target.value)} />
      </div>
      <button type="submit" className="button button--primary" disabled={busy}>
        {busy ? 'Saving…' : 'Save status'}
      </button>
      <p role="status" className={message?.kind === 'error' ? 'admin-error' : 'admin-saved'}>
        {message?.text ?? ''}
      </p>
    </form>
  );
}

/** One feedback item in full: what was written, its screenshot, its context, and its status. */
export function FeedbackDetail({ id, onClose, onError }: { id: string; onClose: () => void; onError: (error: unknown) => boolean }) {
  const remote = useRemote(`item:${id}`, () => getFeedback(id), onError);
  const [item, setItem] = useState<FeedbackItem | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const current = item?.id === id ? item : remote.kind === 'ready' ? remote.value : null;

  useEffect(() => {
    if (remote.kind === 'ready') heading.current?.focus();
  }, [remote.kind]);

  return (
    <section className="admin-section admin-detail" aria-labelledby="admin-detail-heading">
      <button type="button" className="button admin-detail__back" onClick={onClose}>
        Back to the list
      </button>
      {remote.kind === 'loading' ? (
        <p role="status" className="admin-status">
          Loading this feedback…
        </p>
      ) : null}
      {remote.kind === 'failed' ? (
        <>
          <h2 id="admin-detail-heading">Feedback</h2>
          <p role="alert" className="admin-error">
            {remote.message}
          </p>
        </>
      ) : null}
      {current ? (
        <>
          <h2 id="admin-detail-heading" ref={heading} tabIndex={-1}>
            {current.title}
          </h2>
          <dl className="admin-summary">
            <div>
              <dt>Reference</dt>
              <dd className="admin-mono">{referenceOf(current.id)}</dd>
            </div>
            <div>
              <dt>Received (UTC)</dt>
              <dd>{formatDateTime(current.createdAt)}</dd>
            </div>
            <div>
              <dt>Category</dt>
              <dd>
                {current.category}
                {current.subcategory ? ` / ${current.subcategory}` : ''}
              </dd>
            </div>
            <div>
              <dt>Type</dt>
              <dd>{TYPE_LABELS[current.type] ?? current.type}</dd>
            </div>
            <div>
              <dt>Area</dt>
              <dd>{MODULE_LABELS[current.module] ?? current.module}</dd>
            </div>
            <div>
              <dt>Rating</dt>
              <dd>{current.rating === null ? 'Not given' : `${current.rating} out of 5`}</dd>
            </div>
          </dl>

          <h3>Details</h3>
          <p className="admin-message">{current.message}</p>

          {Object.keys(current.fields).length > 0 ? (
            <>
              <h3>Answers to the form</h3>
              <Entries value={current.fields} label="answers" />
            </>
          ) : null}

          <h3>Screenshot</h3>
          {current.attachments.filter(isUploadUrl).length === 0 ? (
            <p className="admin-muted">No screenshot was attached.</p>
          ) : (
            <ul className="admin-shots">
              {current.attachments.filter(isUploadUrl).map((url, index) => (
                <li key={url}>
                  <a href={url} target="_blank" rel="noopener noreferrer">
                    <img src={url} alt={`Screenshot ${index + 1} attached to this feedback`} className="admin-shot" />
                    <span>Open screenshot {index + 1} full size (new tab)</span>
                  </a>
                </li>
              ))}
            </ul>
          )}

          <h3>Status</h3>
          <StatusForm key={current.id} item={current} onSaved={setItem} onError={onError} />

          <h3>Context</h3>
          <Entries value={current.context} label="context" />
          <h3>Device and browser</h3>
          <Entries value={current.metadata} label="device information" />
          <p className="admin-muted">
            {current.sessionId === null ? 'The sender removed the link to themselves (delete everything).' : `Anonymous session ${current.sessionId}`}
          </p>
        </>
      ) : null}
    </section>
  );
}
