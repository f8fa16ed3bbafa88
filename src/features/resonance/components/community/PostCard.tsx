import { useId, useState } from 'react';
import { CONTENT_NOTE_LABELS, type ContentNote } from '@contract/safe-messaging';
import type { CommunityPostRow } from '@/db/community-types';
import { usePlainText } from '@/lib/plain-language';
import type { CommunityThread } from '../../hooks/use-community';
import { Composer } from './Composer';
import { ReportPostForm } from './ReportPostForm';
import { formatPostTime } from '../../lib/community/format-time';

function notesOf(row: CommunityPostRow): string[] {
  const labels = row.contentNotes.map((note) => CONTENT_NOTE_LABELS[note as ContentNote] ?? note);
  if (row.contentNoteText) labels.push(row.contentNoteText);
  return labels;
}

/** One post or reply: its content notes first (the text stays folded until the reader opens it), then the text. */
function Message({ row, headingLevel, onReported }: { row: CommunityPostRow; headingLevel: 'h3' | 'h4'; onReported: () => void }) {
  const id = useId();
  const text = usePlainText();
  const notes = notesOf(row);
  // The writer's own words need no warning for the writer; others choose whether to open them.
  const [open, setOpen] = useState(notes.length === 0 || row.own);
  const [reporting, setReporting] = useState(false);
  const Heading = headingLevel;
  return (
    <div className="community-message">
      <Heading id={`${id}-by`} className="community-message__by">
        {row.handle}
        <span className="community-message__time"> · {formatPostTime(row.createdAt)}</span>
      </Heading>
      {notes.length > 0 ? (
        <p className="community-message__notes">
          <strong>{text('Content notes:', 'Warning:')}</strong> {notes.join(', ')}
        </p>
      ) : null}
      {open ? (
        <p className="community-message__body">{row.body}</p>
      ) : (
        <button type="button" className="button" aria-describedby={`${id}-by`} onClick={() => setOpen(true)}>
          {text('Show this post', 'Show it')}
        </button>
      )}
      {!row.own ? (
        reporting ? (
          <ReportPostForm
            postId={row.id}
            handle={row.handle}
            onDone={(reported) => {
              setReporting(false);
              if (reported) onReported();
            }}
          />
        ) : (
          <button type="button" className="community-link-button" aria-describedby={`${id}-by`} onClick={() => setReporting(true)}>
            {text('Report', 'Report')}
          </button>
        )
      ) : null}
    </div>
  );
}

interface PostCardProps {
  thread: CommunityThread;
  canReply: boolean;
  onReported: () => void;
  onReplySaved: (saved: { row: CommunityPostRow; heldForReview: boolean }) => void;
}

/** A post with its replies and a way to reply. */
export function PostCard({ thread, canReply, onReported, onReplySaved }: PostCardProps) {
  const text = usePlainText();
  const [replying, setReplying] = useState(false);
  return (
    <li className="community-post">
      <article>
        <Message row={thread.post} headingLevel="h3" onReported={onReported} />
        {thread.replies.length > 0 ? (
          <ul className="community-replies" aria-label={text(`Replies to ${thread.post.handle}`, `Answers to ${thread.post.handle}`)}>
            {thread.replies.map((reply) => (
              <li key={reply.id}>
                <Message row={reply} headingLevel="h4" onReported={onReported} />
              </li>
            ))}
          </ul>
        ) : null}
        {canReply ? (
          replying ? (
            <Composer
              parentId={thread.post.id}
              onCancel={() => setReplying(false)}
              onSaved={(saved) => {
                setReplying(false);
                onReplySaved(saved);
              }}
            />
          ) : (
            <button type="button" className="button" onClick={() => setReplying(true)}>
              {text(`Reply to ${thread.post.handle}`, `Answer ${thread.post.handle}`)}
            </button>
          )
        ) : null}
      </article>
    </li>
  );
}
