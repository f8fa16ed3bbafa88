import { useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { MAX_CONTENT_NOTE_TEXT, MAX_POST_LENGTH, MAX_REPLY_LENGTH } from '@contract/community-schemas';
import { checkSafeMessaging, CONTENT_NOTE_LABELS, CONTENT_NOTES, GUIDANCE_TEXT, type ContentNote } from '@contract/safe-messaging';
import { SubmitOrCancel } from '@/components/ui/SubmitOrCancel';
import type { CommunityPostRow } from '@/db/community-types';
import { usePlainLanguage, usePlainText } from '@/lib/plain-language';
import { draftProblem, DraftError, saveCommunityPost } from '../../data/community/save-community-post';

interface ComposerProps {
  /** The post this replies to, or null for a new post. */
  parentId: string | null;
  onSaved: (saved: { row: CommunityPostRow; heldForReview: boolean }) => void;
  onCancel?: () => void;
}

/**
 * Writing a post or a reply. While the person writes, the safe-messaging check (the same rules the server runs)
 * offers gentle guidance and suggests content notes; nothing is blocked by it. Saved on the device at once and sent
 * when online.
 */
export function Composer({ parentId, onSaved, onCancel }: ComposerProps) {
  const id = useId();
  const plain = usePlainLanguage();
  const text = usePlainText();
  const [body, setBody] = useState('');
  const [notes, setNotes] = useState<ContentNote[]>([]);
  const [noteText, setNoteText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const bodyRef = useRef<HTMLTextAreaElement>(null);
  const max = parentId === null ? MAX_POST_LENGTH : MAX_REPLY_LENGTH;
  const check = useMemo(() => checkSafeMessaging(body, notes), [body, notes]);
  const kind = parentId === null ? 'post' : 'reply';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const draft = { parentId, body, contentNotes: notes, contentNoteText: noteText };
    const problem = draftProblem(draft);
    if (problem) {
      setError(problem);
      bodyRef.current?.focus();
      return;
    }
    setSaving(true);
    setError(null);
    saveCommunityPost(draft).then(
      (saved) => {
        setSaving(false);
        setBody('');
        setNotes([]);
        setNoteText('');
        onSaved(saved);
      },
      (failure: unknown) => {
        setSaving(false);
        setError(failure instanceof DraftError ? failure.message : 'This could not be saved on this device. Please try again.');
      },
    );
  };

  const toggle = (note: ContentNote) =>
    setNotes((current) => (current.includes(note) ? current.filter((item) => item !== note) : [...current, note]));

  return (
    <form className="community-composer" onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="community-composer__title">
        {parentId === null ? text('Share a post', 'Write a post') : text('Write a reply', 'Reply')}
      </h3>
      <label htmlFor={`${id}-body`}>{parentId === null ? text('Your post', 'What you want to say') : text('Your reply', 'Your answer')}</label>
      <textarea
        id={`${id}-body`}
        ref={bodyRef}
        value={body}
        rows={parentId === null ? 6 : 3}
        maxLength={max}
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
        aria-invalid={error ? true : undefined}
        onChange={(event) => setBody(event.target.value)}
      />
      <p id={`${id}-hint`} className="community-hint">
        {text(
          `Text only, up to ${max} characters (${body.length} so far). Please leave out names, places and anything that could identify you or others.`,
          `Words only, up to ${max} letters (${body.length} now). Do not share names or where you live.`,
        )}
      </p>
      <div className="community-guidance" aria-live="polite">
        {check.guidance.length > 0 ? (
          <>
            <p className="community-guidance__intro">{text('A few thoughts before you share:', 'Before you share:')}</p>
            <ul>
              {check.guidance.map((rule) => (
                <li key={rule}>
                  <strong>{plain ? GUIDANCE_TEXT[rule].title.plain : GUIDANCE_TEXT[rule].title.standard}.</strong>{' '}
                  {plain ? GUIDANCE_TEXT[rule].advice.plain : GUIDANCE_TEXT[rule].advice.standard}
                </li>
              ))}
            </ul>
          </>
        ) : null}
      </div>
      <fieldset className="community-notes">
        <legend>{text('Content notes (so readers can choose)', 'Warnings for readers')}</legend>
        <div className="community-notes__choices">
          {CONTENT_NOTES.map((note) => (
            <label key={note} className="community-notes__choice">
              <input type="checkbox" checked={notes.includes(note)} onChange={() => toggle(note)} />
              {CONTENT_NOTE_LABELS[note]}
              {check.suggestedNotes.includes(note) ? <span className="community-notes__suggested"> ({text('suggested', 'fits your words')})</span> : null}
            </label>
          ))}
        </div>
        <label htmlFor={`${id}-note-text`}>{text('Another content note (optional)', 'Other warning (optional)')}</label>
        <input
          id={`${id}-note-text`}
          type="text"
          value={noteText}
          maxLength={MAX_CONTENT_NOTE_TEXT}
          onChange={(event) => setNoteText(event.target.value)}
        />
      </fieldset>
      {error ? (
        <p id={`${id}-error`} role="alert" className="community-error">
          {error}
        </p>
      ) : null}
      <SubmitOrCancel
        className="community-actions"
        submitLabel={saving ? text('Saving…', 'Saving…') : kind === 'post' ? text('Share post', 'Share') : text('Share reply', 'Send reply')}
        saving={saving}
        onCancel={onCancel}
      />
    </form>
  );
}
