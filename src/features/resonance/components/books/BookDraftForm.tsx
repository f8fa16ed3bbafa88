import { useEffect, useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import {
  MANUSCRIPT_TYPES,
  MAX_AUTHOR_LENGTH,
  MAX_CONTENT_NOTES_LENGTH,
  MAX_SYNOPSIS_LENGTH,
  MAX_TITLE_LENGTH,
} from '@contract/book-schemas';
import type { BookDraftRow } from '@/db/book-types';
import { Plain, usePlainText } from '@/lib/plain-language';
import { emptyBookDraft, saveBookDraft, type BookDraftFields } from '../../data/books/save-book-draft';
import { queueBookSubmission } from '../../data/books/queue-book-submission';
import { formatFileSize, readManuscript } from '../../lib/books/read-manuscript';

interface BookDraftFormProps {
  /** The draft kept on this device, or null to start a new one. */
  stored: BookDraftRow | null;
  online: boolean;
  /** Called once a draft is queued, with its id. */
  onQueued(draftId: string): void;
}

const SAVE_DELAY_MS = 400;
const ACCEPT = ['.pdf', '.epub', '.docx', ...Object.keys(MANUSCRIPT_TYPES)].join(',');

type FieldName = 'title' | 'author' | 'synopsis' | 'contentNotes';

function fieldsOf(stored: BookDraftRow | null): BookDraftFields {
  if (!stored) return emptyBookDraft();
  const { id, title, author, synopsis, contentNotes, consent, manuscript } = stored;
  return { id, title, author, synopsis, contentNotes, consent, manuscript };
}

/**
 * The submission form: every change is saved on the device as the author types (a short pause, then one write), the
 * manuscript is checked by its bytes as soon as it is chosen, and "Send" queues it to be sent when online.
 */
export function BookDraftForm({ stored, online, onQueued }: BookDraftFormProps) {
  const id = useId();
  const plainText = usePlainText();
  const [fields, setFields] = useState<BookDraftFields>(() => fieldsOf(stored));
  const [saved, setSaved] = useState<'idle' | 'saving' | 'saved' | 'failed'>(stored ? 'saved' : 'idle');
  const [fileProblem, setFileProblem] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const pending = useRef<BookDraftFields | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const problemRef = useRef<HTMLParagraphElement>(null);

  const flush = async (): Promise<boolean> => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    const next = pending.current;
    pending.current = null;
    if (!next) return true;
    const ok = await saveBookDraft(next);
    setSaved(ok ? 'saved' : 'failed');
    return ok;
  };

  // Whatever is typed just before the page goes away is saved too.
  useEffect(() => {
    const onHide = () => void flush();
    window.addEventListener('pagehide', onHide);
    return () => {
      window.removeEventListener('pagehide', onHide);
      void flush();
    };
  }, []);

  const change = (next: BookDraftFields, delay = SAVE_DELAY_MS) => {
    setFields(next);
    setSaved('saving');
    pending.current = next;
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => void flush(), delay);
  };

  // A problem with sending is announced and focused, so a keyboard or screen reader user lands on it.
  useEffect(() => {
    if (problem) problemRef.current?.focus();
  }, [problem]);

  const onText = (name: FieldName) => (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
    change({ ...fields, [name]: event.target.value });

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (!file) return;
    const checked = await readManuscript(file);
    if (!checked.ok) {
      setFileProblem(checked.problem);
      event.target.value = '';
      return;
    }
    setFileProblem(null);
    change({ ...fields, manuscript: checked.manuscript }, 0);
  };

  const removeFile = () => {
    change({ ...fields, manuscript: null }, 0);
    if (fileInput.current) fileInput.current.value = '';
    fileInput.current?.focus();
  };

  const send = async (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    setSending(true);
    // The newest fields are saved first (also when nothing was typed since it was made).
    pending.current = fields;
    const outcome = (await flush()) ? await queueBookSubmission(fields.id) : { ok: false as const, problem: 'This device could not save the draft.' };
    setSending(false);
    if (!outcome.ok) {
      setProblem(outcome.problem);
      return;
    }
    onQueued(fields.id);
  };

  const describe = (...ids: (string | false)[]) => ids.filter(Boolean).join(' ') || undefined;
  const type = fields.manuscript ? MANUSCRIPT_TYPES[fields.manuscript.type as keyof typeof MANUSCRIPT_TYPES] : undefined;

  return (
    <form className="books-form" aria-labelledby={`${id}-title`} onSubmit={(event) => void send(event)} noValidate>
      <h2 id={`${id}-title`}>Your book</h2>
      {stored?.refusal ? (
        <p className="books-error" role="alert">
          We could not accept this submission: {stored.refusal} Change what it says and send it again.
        </p>
      ) : null}
      <p className="books-hint" role="status">
        {saved === 'saving' ? 'Saving on this device…' : null}
        {saved === 'saved' ? 'Draft saved on this device.' : null}
        {saved === 'failed' ? 'This device could not save the draft. Free some space and keep this page open.' : null}
      </p>

      <div className="books-field">
        <label htmlFor={`${id}-book-title`}>Title</label>
        <input id={`${id}-book-title`} type="text" value={fields.title} maxLength={MAX_TITLE_LENGTH} onChange={onText('title')} autoComplete="off" />
      </div>
      <div className="books-field">
        <label htmlFor={`${id}-author`}>Author or pen name</label>
        <input id={`${id}-author`} type="text" value={fields.author} maxLength={MAX_AUTHOR_LENGTH} onChange={onText('author')} aria-describedby={`${id}-author-hint`} />
        <p id={`${id}-author-hint`} className="books-hint">
          <Plain standard="A pen name is fine: we never ask who you are." plain="You can use a made-up name." />
        </p>
      </div>
      <div className="books-field">
        <label htmlFor={`${id}-synopsis`}>Synopsis</label>
        <textarea id={`${id}-synopsis`} value={fields.synopsis} maxLength={MAX_SYNOPSIS_LENGTH} onChange={onText('synopsis')} aria-describedby={`${id}-synopsis-hint`} />
        <p id={`${id}-synopsis-hint`} className="books-hint">
          {plainText('What the book is about and who it may help, in a few paragraphs.', 'What is the book about? Who could it help?')} (
          {fields.synopsis.length} of {MAX_SYNOPSIS_LENGTH} characters)
        </p>
      </div>
      <div className="books-field">
        <label htmlFor={`${id}-notes`}>Content notes</label>
        <textarea id={`${id}-notes`} value={fields.contentNotes} maxLength={MAX_CONTENT_NOTES_LENGTH} onChange={onText('contentNotes')} aria-describedby={`${id}-notes-hint`} />
        <p id={`${id}-notes-hint`} className="books-hint">
          <Plain
            standard="Topics a reader may want to know about before starting, for example grief, self-harm or suicide mentioned, hospital stays, abuse."
            plain="Hard topics in the book that a reader should know about first."
          />
        </p>
      </div>

      <div className="books-field">
        <label htmlFor={`${id}-file`}>Manuscript (PDF, EPUB or Word DOCX, up to 20 MB)</label>
        <input
          ref={fileInput}
          id={`${id}-file`}
          type="file"
          accept={ACCEPT}
          onChange={(event) => void onFile(event)}
          aria-invalid={fileProblem ? true : undefined}
          aria-describedby={describe(fileProblem !== null && `${id}-file-error`, fields.manuscript !== null && `${id}-file-chosen`)}
        />
        {fileProblem ? (
          <p id={`${id}-file-error`} className="books-error" role="alert">
            {fileProblem}
          </p>
        ) : null}
        {fields.manuscript ? (
          <p id={`${id}-file-chosen`} className="books-hint">
            Attached: {fields.manuscript.name} ({type?.label ?? 'file'}, {formatFileSize(fields.manuscript.size)}), kept on this device until it is sent.{' '}
            <button type="button" className="button" onClick={removeFile}>
              Remove file
            </button>
          </p>
        ) : null}
      </div>

      <div className="books-field">
        <div className="books-consent">
          <input id={`${id}-consent`} type="checkbox" checked={fields.consent} onChange={(event) => change({ ...fields, consent: event.target.checked }, 0)} />
          <label htmlFor={`${id}-consent`}>I have read the terms above and agree to them.</label>
        </div>
      </div>

      {problem ? (
        <p ref={problemRef} tabIndex={-1} className="books-error" role="alert">
          {problem}
        </p>
      ) : null}
      <div className="books-actions">
        <button type="submit" className="button button--primary" disabled={sending}>
          Send submission
        </button>
        <span className="books-hint">
          {online
            ? plainText('It is sent as soon as you press Send.', 'It goes when you press Send.')
            : plainText('You are offline: it will be kept on this device and sent when you are online.', 'You are offline. We send it when you are back online.')}
        </span>
      </div>
    </form>
  );
}
