import type { CommunityPostRow } from '@/db/community-types';
import { usePlainText } from '@/lib/plain-language';
import { formatPostTime } from '../../lib/community/format-time';
import { CrisisLinesBrief } from './CrisisLinesBrief';

/**
 * A moderator's private reply to this post, only ever on this device: shown as text, with crisis help beside it,
 * because a reply is sent when the words suggest the writer may be at risk.
 */
function ModeratorReply({ message, titleId }: { message: { text: string; at: string }; titleId: string }) {
  const text = usePlainText();
  return (
    <section className="community-held community-mine__reply" aria-labelledby={titleId}>
      <h3 id={titleId}>{text('A private message from our moderators', 'A message just for you from our team')}</h3>
      <p className="community-mine__meta">
        {text('Only you can see this, on this device.', 'Only you see this.')} · {formatPostTime(message.at)}
      </p>
      <p className="community-message__body">{message.text}</p>
      <p>
        {text(
          'If things feel like too much, you do not have to wait for anyone. These people are there to listen, any time:',
          'If things are too hard, you can talk to someone now. These people will listen, any time:',
        )}
      </p>
      <CrisisLinesBrief />
    </section>
  );
}

function StatusLine({ row }: { row: CommunityPostRow }) {
  const text = usePlainText();
  switch (row.status) {
    case 'queued':
      return <>{text('Saved on this device. It will be sent when you are online.', 'Saved here. It will be sent when you are online.')}</>;
    case 'held':
      return <>{text('A moderator will read this before it appears.', 'A person from our team will read it first.')}</>;
    case 'rejected':
      return (
        <>
          {text('A moderator decided not to publish this.', 'Our team did not share this.')}
          {row.rejectReason ? <> {text('Their note:', 'They said:')} “{row.rejectReason}”</> : null}
        </>
      );
    case 'removed':
      return (
        <>
          {text('A moderator took this down.', 'Our team took this down.')}
          {row.rejectReason ? <> {text('Their note:', 'They said:')} “{row.rejectReason}”</> : null}
        </>
      );
    case 'published':
      return <>{text('A moderator read this and published it.', 'Our team shared this.')}</>;
    case 'refused':
      return <>{row.rejectReason ?? text('The community could not take this post.', 'This post could not be shared.')}</>;
  }
}

/** This device's posts that are not (or no longer) public, each with where it stands. */
export function MyPosts({ rows }: { rows: CommunityPostRow[] }) {
  const text = usePlainText();
  if (rows.length === 0) return null;
  return (
    <section className="community-mine" aria-labelledby="community-mine-title">
      <h2 id="community-mine-title">{text('Your posts waiting or not shown', 'Your posts not shown yet')}</h2>
      <ul>
        {rows.map((row) => (
          <li key={row.id} className={`community-mine__item community-mine__item--${row.status}`}>
            <p className="community-mine__meta">
              {row.parentId ? text('Your reply', 'Your answer') : text('Your post', 'Your post')} · {formatPostTime(row.createdAt)}
            </p>
            <p className="community-message__body">{row.body}</p>
            <p className="community-mine__status">
              <StatusLine row={row} />
            </p>
            {row.moderatorMessage ? <ModeratorReply message={row.moderatorMessage} titleId={`community-reply-${row.id}`} /> : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
