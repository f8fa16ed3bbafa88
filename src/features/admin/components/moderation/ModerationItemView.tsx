import { useId, useState, type FormEvent } from 'react';
import { COMMUNITY_REPORT_REASON_LABELS, MAX_MODERATION_REASON, MAX_MODERATOR_MESSAGE, MAX_MODERATOR_NOTE } from '@contract/community-schemas';
import { CONTENT_NOTE_LABELS } from '@contract/safe-messaging';
import { GUIDANCE_LABELS, heldForRisk, HOLD_REASON_LABELS, type ModerationItem } from '../../data/community-admin-api';
import { formatDateTime, formatTime } from '@/lib/format';

type Pending = 'reject' | 'remove' | 'suspend' | 'note' | 'reply' | null;

interface ModerationItemViewProps {
  item: ModerationItem;
  /** Runs an action; a refusal throws with the service's sentence. */
  act: (action: 'claim' | 'release' | 'approve' | 'reject' | 'remove' | 'suspend' | 'notes' | 'reply', body?: { reason: string } | { text: string }) => Promise<void>;
}

const ASK: Record<Exclude<Pending, null>, { label: string; field: string; max: number }> = {
  reject: { label: 'Reject', field: 'Reason the writer will read', max: MAX_MODERATION_REASON },
  remove: { label: 'Remove', field: 'Reason the writer will read', max: MAX_MODERATION_REASON },
  suspend: { label: 'Suspend this name', field: 'Reason (for the admin log)', max: MAX_MODERATION_REASON },
  note: { label: 'Add note', field: 'Note for the moderators', max: MAX_MODERATOR_NOTE },
  reply: { label: 'Send and keep hidden', field: 'Private reply to the writer (shown only on their device, with crisis help)', max: MAX_MODERATOR_MESSAGE },
};

/** One held or reported post: why it is here, who claimed it, notes, and the decisions. User text is shown as text. */
export function ModerationItemView({ item, act }: ModerationItemViewProps) {
  const id = useId();
  const [pending, setPending] = useState<Pending>(null);
  const [value, setValue] = useState('');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const claimedByOther = item.claim !== null && !item.claim.mine;
  const atRisk = heldForRisk(item);

  const run = (action: Parameters<ModerationItemViewProps['act']>[0], body?: { reason: string } | { text: string }) => {
    setBusy(true);
    setFailure(null);
    act(action, body).then(
      () => {
        setBusy(false);
        setPending(null);
        setValue('');
      },
      (error: unknown) => {
        setBusy(false);
        setFailure(error instanceof Error ? error.message : 'That did not work. Try again.');
      },
    );
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!pending || value.trim() === '') {
      setFailure(pending === 'reply' ? 'Write the reply first.' : 'Write a reason first.');
      return;
    }
    if (pending === 'note') run('notes', { text: value.trim() });
    else if (pending === 'reply') run('reply', { text: value.trim() });
    else run(pending, { reason: value.trim() });
  };

  const claimControl = item.claim?.mine ? (
    <button type="button" className="button" disabled={busy} onClick={() => run('release')}>
      Release
    </button>
  ) : (
    <button type="button" className="button" disabled={busy || claimedByOther} onClick={() => run('claim')}>
      Claim for 15 minutes
    </button>
  );

  const notes = [...item.contentNotes.map((note) => CONTENT_NOTE_LABELS[note]), ...(item.contentNoteText ? [item.contentNoteText] : [])];

  return (
    <li className="admin-review" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>
        {item.parentId ? 'Reply' : 'Post'} by {item.handle}
        {item.handleSuspended ? ' (suspended)' : ''}
      </h3>
      <dl className="admin-review__facts">
        <dt>Why it is here</dt>
        <dd>
          {item.status === 'held' ? (
            <ul>
              {item.holdReasons.map((reason) => (
                <li key={reason}>{HOLD_REASON_LABELS[reason] ?? reason}</li>
              ))}
            </ul>
          ) : (
            <>
              {item.reports.count} open report{item.reports.count === 1 ? '' : 's'} ({item.reports.counting} from established
              writers)
              {item.hiddenByReports ? ', hidden from everyone until reviewed' : ''}:{' '}
              {item.reports.reasons.map((entry) => `${COMMUNITY_REPORT_REASON_LABELS[entry.reason]} (${entry.count})`).join('; ')}
            </>
          )}
        </dd>
        {item.reports.details.length > 0 ? (
          <>
            <dt>Reporters wrote{item.reports.count > item.reports.details.length ? ' (the first few)' : ''}</dt>
            <dd>
              <ul>
                {item.reports.details.map((details, index) => (
                  <li key={index}>{details}</li>
                ))}
              </ul>
            </dd>
          </>
        ) : null}
        {item.guidance.length > 0 ? (
          <>
            <dt>Safe-messaging notes</dt>
            <dd>{item.guidance.map((rule) => GUIDANCE_LABELS[rule] ?? rule).join('; ')}</dd>
          </>
        ) : null}
        <dt>Content notes</dt>
        <dd>{notes.length > 0 ? notes.join(', ') : 'None'}</dd>
        <dt>Written</dt>
        <dd>{formatDateTime(item.createdAt)}</dd>
        <dt>Claim</dt>
        <dd>
          {item.claim === null
            ? 'Not claimed'
            : `${item.claim.mine ? 'You' : item.claim.by} until ${formatTime(item.claim.until)}`}
        </dd>
      </dl>
      <p className="admin-message">{item.body}</p>
      {item.notes.length > 0 ? (
        <>
          <h4>Moderator notes</h4>
          <ul>
            {item.notes.map((note, index) => (
              <li key={index}>
                {note.text} ({note.by}, {formatDateTime(note.at)})
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {item.moderatorMessage ? (
        <p className="admin-muted">
          Private reply sent {formatDateTime(item.moderatorMessage.at)}: {item.moderatorMessage.text}
        </p>
      ) : null}
      {atRisk && !pending ? (
        <p>
          This writer may be at risk. Reach them first: a private reply is shown only on their device, with crisis help, and
          the post stays hidden. Publish later, if at all.
        </p>
      ) : null}
      {pending ? (
        <form className="admin-form" onSubmit={submit}>
          <div className="admin-field">
            <label htmlFor={`${id}-value`}>{ASK[pending].field}</label>
            <textarea id={`${id}-value`} value={value} maxLength={ASK[pending].max} rows={pending === 'reply' ? 5 : 2} onChange={(event) => setValue(event.target.value)} />
          </div>
          <div className="admin-review__actions">
            <button type="submit" className="button button--primary" disabled={busy}>
              {ASK[pending].label}
            </button>
            <button type="button" className="button" disabled={busy} onClick={() => setPending(null)}>
              Cancel
            </button>
          </div>
        </form>
      ) : (
        <div className="admin-review__actions">
          {atRisk ? (
            <>
              <button type="button" className="button button--primary" disabled={busy || claimedByOther} onClick={() => setPending('reply')}>
                Reply privately and keep hidden…
              </button>
              {claimControl}
              <button type="button" className="button" disabled={busy || claimedByOther} onClick={() => run('approve')}>
                Approve and publish
              </button>
            </>
          ) : (
            <>
              {claimControl}
              <button type="button" className="button button--primary" disabled={busy || claimedByOther} onClick={() => run('approve')}>
                {item.status === 'held' ? 'Approve and publish' : 'Keep (reports reviewed)'}
              </button>
            </>
          )}
          {item.status === 'held' ? (
            <button type="button" className="button" disabled={busy || claimedByOther} onClick={() => setPending('reject')}>
              Reject…
            </button>
          ) : (
            <button type="button" className="button" disabled={busy || claimedByOther} onClick={() => setPending('remove')}>
              Remove…
            </button>
          )}
          <button type="button" className="button" disabled={busy || claimedByOther || item.handleSuspended} onClick={() => setPending('suspend')}>
            Suspend name…
          </button>
          <button type="button" className="button" disabled={busy || claimedByOther} onClick={() => setPending('note')}>
            Add note…
          </button>
        </div>
      )}
      {failure ? (
        <p role="alert" className="admin-error">
          {failure}
        </p>
      ) : null}
    </li>
  );
}
