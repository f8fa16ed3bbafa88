import type { CommunityPostRow } from '@/db/community-types';
import { usePlainText } from '@/lib/plain-language';
import { formatPostTime } from '../../lib/community/format-time';

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
    case 'refused':
      return <>{row.rejectReason ?? text('The community could not take this post.', 'This post could not be shared.')}</>;
    default:
      return null;
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
          </li>
        ))}
      </ul>
    </section>
  );
}
