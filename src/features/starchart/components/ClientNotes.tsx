import { useId, useState, type FormEvent } from 'react';
import { formatDateTime } from '@/lib/format';
import type { ClientNoteRow } from '@/db/star-chart-types';
import { Plain, usePlainText } from '@/lib/plain-language';
import { deleteClientNote } from '@/domains/prescriptions/data/record-star-chart';
import { saveNote } from '../data/workspace-data';

const MAX_NOTE = 4000;

/** A form for a new private note, or for editing one. */
function NoteForm({ therapistId, clientId, existing, onDone }: { therapistId: string; clientId: string; existing?: ClientNoteRow; onDone?: () => void }) {
  const text = usePlainText();
  const id = useId();
  const [value, setValue] = useState(existing?.text ?? '');
  const [error, setError] = useState('');
  const [status, setStatus] = useState('');

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setStatus('');
    const trimmed = value.trim();
    if (!trimmed) return setError(text('Write something before saving the note.', 'Write something first.'));
    if (trimmed.length > MAX_NOTE) return setError(text(`Keep a note to ${MAX_NOTE} characters or fewer.`, `Keep it to ${MAX_NOTE} characters or fewer.`));
    setError('');
    if (!(await saveNote(therapistId, clientId, trimmed, existing))) {
      setError(text('This browser did not save the note. Try again.', 'Not saved. Try again.'));
      return;
    }
    if (!existing) setValue('');
    setStatus(text('Note saved.', 'Note saved.'));
    onDone?.();
  }

  return (
    <form className="sc-form" onSubmit={(event) => void submit(event)} noValidate>
      <div className="sc-field">
        <label htmlFor={`${id}-text`}>{existing ? text('Edit the note', 'Change the note') : text('New private note', 'New private note')}</label>
        <textarea
          id={`${id}-text`}
          rows={3}
          value={value}
          onChange={(event) => setValue(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />
        {error ? (
          <p id={`${id}-error`} className="sc-error">
            {error}
          </p>
        ) : null}
      </div>
      <div className="sc-row">
        <button type="submit" className="button button--primary">
          {existing ? text('Save changes', 'Save') : text('Add note', 'Add note')}
        </button>
        {existing && onDone ? (
          <button type="button" className="button" onClick={onDone}>
            {text('Cancel', 'Cancel')}
          </button>
        ) : null}
        <p role="status" className="sc-status">
          {status}
        </p>
      </div>
    </form>
  );
}

/** One note as shown on the timeline, with edit and delete (delete asks first). */
export function NoteEntry({ note }: { note: ClientNoteRow }) {
  const text = usePlainText();
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  if (editing) return <NoteForm therapistId={note.therapistId} clientId={note.clientId} existing={note} onDone={() => setEditing(false)} />;
  return (
    <div>
      <p className="sc-note-text">{note.text}</p>
      {note.updatedAt !== note.createdAt ? <p className="sc-hint">{text(`Edited ${formatDateTime(note.updatedAt)}`, `Changed ${formatDateTime(note.updatedAt)}`)}</p> : null}
      <div className="sc-row">
        <button type="button" className="button" onClick={() => setEditing(true)}>
          {text('Edit note', 'Change note')}
        </button>
        {confirming ? (
          <span className="sc-row" role="group" aria-label={text('Confirm deleting the note', 'Confirm removing the note')}>
            <span>{text('Delete this note for good?', 'Remove this note for good?')}</span>
            <button type="button" className="button button--primary" onClick={() => void deleteClientNote(note.id)}>
              {text('Yes, delete', 'Yes, remove')}
            </button>
            <button type="button" className="button" onClick={() => setConfirming(false)}>
              {text('Keep it', 'Keep it')}
            </button>
          </span>
        ) : (
          <button type="button" className="button" onClick={() => setConfirming(true)}>
            {text('Delete note', 'Remove note')}
          </button>
        )}
      </div>
    </div>
  );
}

export function AddNote({ therapistId, clientId }: { therapistId: string; clientId: string }) {
  return (
    <section className="sc-card" aria-labelledby="sc-notes-title">
      <h2 id="sc-notes-title">Private notes</h2>
      <p className="sc-hint">
        <Plain
          standard="Private notes are for you alone: they are never part of a prescription or anything the client receives."
          plain="Private notes are only for you. The client never gets them."
        />
      </p>
      <NoteForm therapistId={therapistId} clientId={clientId} />
    </section>
  );
}
