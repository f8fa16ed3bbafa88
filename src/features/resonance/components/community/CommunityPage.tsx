import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import type { CommunityPostRow } from '@/db/community-types';
import { paths } from '@/lib/paths';
import { Plain, usePlainText } from '@/lib/plain-language';
import { useHydrated } from '@/lib/use-hydrated';
import { useOnline } from '@/lib/use-online';
import { usePageTitle } from '@/lib/use-page-title';
import { useCommunityIdentity } from '../../data/community/community-identity';
import { fetchCommunityPage, fetchOwnStatuses, type FetchCommunityPage, type FetchOwnStatuses } from '../../data/community/community-service';
import { refreshCommunity, refreshOwnStatuses } from '../../data/community/refresh-community';
import { useCommunity } from '../../hooks/use-community';
import { Composer } from './Composer';
import { HandleForm } from './HandleForm';
import { HeldSupport } from './HeldSupport';
import { MyPosts } from './MyPosts';
import { PostCard } from './PostCard';
import '../../styles/community.css';

interface CommunityPageProps {
  /** The service's pages and statuses; the defaults call the community functions. */
  fetchPage?: FetchCommunityPage;
  fetchStatuses?: FetchOwnStatuses;
}

type Refresh = 'idle' | 'refreshing' | 'done' | 'failed';

/**
 * /resonance/community: posts and replies under pseudonyms, moderated. The guidelines are our own content and
 * prerender; the posts, the person's name and their own posts come from the device after hydration (read from the
 * service when online and kept, so the community reads offline). Writing works offline: a post waits in the outbox.
 */
export function CommunityPage({ fetchPage = fetchCommunityPage, fetchStatuses = fetchOwnStatuses }: CommunityPageProps) {
  usePageTitle('Community');
  const hydrated = useHydrated();
  const online = useOnline();
  const text = usePlainText();
  const identity = useCommunityIdentity();
  const view = useCommunity();
  const [refresh, setRefresh] = useState<Refresh>('idle');
  const [choosingName, setChoosingName] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const [held, setHeld] = useState(false);
  const heldTitle = useRef<HTMLDivElement>(null);
  const identityKey = identity?.key ?? null;
  const sentCount = view?.mine.filter((row) => row.status !== 'queued').length ?? 0;
  const queuedCount = view?.mine.filter((row) => row.status === 'queued').length ?? 0;

  useEffect(() => {
    if (!hydrated || !online) return;
    let cancelled = false;
    setRefresh('refreshing');
    const settle = (state: Refresh) => {
      if (!cancelled) setRefresh(state);
    };
    const own = identityKey ? refreshOwnStatuses(identityKey, fetchStatuses) : Promise.resolve();
    Promise.all([refreshCommunity(fetchPage), own]).then(
      () => settle('done'),
      () => settle('failed'),
    );
    return () => {
      cancelled = true;
    };
    // queuedCount: when a waiting post has been sent, read the community again to show it as others see it.
  }, [hydrated, online, fetchPage, fetchStatuses, identityKey, queuedCount, sentCount]);

  useEffect(() => {
    if (held) heldTitle.current?.querySelector('h2')?.focus();
  }, [held]);

  const saved = ({ heldForReview }: { row: CommunityPostRow; heldForReview: boolean }) => {
    setHeld(heldForReview);
    setAnnouncement(
      heldForReview
        ? text('Your post is saved. A moderator will read it before it appears.', 'Your post is saved. Our team will read it first.')
        : online
          ? text('Your post is saved and being shared.', 'Your post is saved and being sent.')
          : text('Your post is saved on this device and will be shared when you are online.', 'Your post is saved here. It will be sent when you are online.'),
    );
  };

  const handle = identity?.handle ?? null;

  return (
    <article className="community-page">
      <h1>Community</h1>
      <p>
        <Plain
          standard="A place to share what has helped you and to support others, under a name you choose. Every post can be reported, and posts that may need care are read by a moderator first."
          plain="Share what helps you and support others. Use a made-up name. Our team checks posts that may need care."
        />
      </p>
      <section className="community-guidelines" aria-labelledby="community-guidelines-title">
        <h2 id="community-guidelines-title">{text('Before you post', 'Before you post')}</h2>
        <ul>
          <li>
            <Plain standard="Share feelings and what helped, not details of how anyone was hurt." plain="Talk about feelings and what helped. Do not say how someone got hurt." />
          </li>
          <li>
            <Plain standard="Add content notes for heavy topics, so others can choose what to read." plain="Add a warning if your post is about something heavy." />
          </li>
          <li>
            <Plain standard="Be kind. No advice to stop treatment, no diagnoses, no contact details." plain="Be kind. Do not tell people to stop their treatment. Do not share phone numbers or e-mails." />
          </li>
          <li>
            <Plain standard="This is not a crisis service. If you are in danger, " plain="This is not for emergencies. If you are in danger, " />
            <Link to={paths.crisisHelp}>{text('get crisis help now', 'get help now')}</Link>.
          </li>
        </ul>
      </section>

      <p role="status" className="community-status">
        {announcement}
      </p>

      {!hydrated || identity === undefined || view === undefined ? (
        <div className="community-placeholder" aria-hidden="true" />
      ) : (
        <>
          {held ? (
            <div ref={heldTitle}>
              <HeldSupport titleId="community-held-title" />
            </div>
          ) : null}
          <section className="community-write" aria-labelledby="community-write-title">
            <h2 id="community-write-title">{text('Write', 'Write')}</h2>
            {handle === null || choosingName ? (
              <HandleForm current={handle} onDone={() => setChoosingName(false)} />
            ) : (
              <>
                <p>
                  {text('Posting as', 'Your name:')} <strong>{handle}</strong>{' '}
                  <button type="button" className="community-link-button" onClick={() => setChoosingName(true)}>
                    {text('Change name', 'Change')}
                  </button>
                </p>
                <p className="community-hint">
                  {text(
                    'Posts and replies are sent to the Better Minds community and shown to everyone under this name. Nothing else about you or this device goes with them.',
                    'Your posts go to the community and everyone can read them. Only your made-up name goes with them.',
                  )}
                </p>
                <Composer parentId={null} onSaved={saved} />
              </>
            )}
          </section>
          <MyPosts rows={view.mine} />
          <section className="community-feed" aria-labelledby="community-feed-title">
            <h2 id="community-feed-title">{text('Posts', 'Posts')}</h2>
            <p className="community-hint">
              {!online
                ? text('You are offline: these are the posts last read on this device.', 'You are offline. These are the posts saved here.')
                : refresh === 'refreshing'
                  ? text('Checking for new posts…', 'Looking for new posts…')
                  : refresh === 'failed'
                    ? text('New posts could not be read just now; these are the ones saved on this device.', 'We could not get new posts. These are the saved ones.')
                    : null}
            </p>
            {view.threads.length === 0 ? (
              <p>{text('No posts yet. You could be the first to share something that helped.', 'No posts yet.')}</p>
            ) : (
              <ul className="community-posts">
                {view.threads.map((thread) => (
                  <PostCard
                    key={thread.post.id}
                    thread={thread}
                    canReply={handle !== null}
                    onReported={() => setAnnouncement(text('Thank you. The post is hidden for you, and a moderator will look at it.', 'Thank you. The post is hidden now.'))}
                    onReplySaved={saved}
                  />
                ))}
              </ul>
            )}
          </section>
        </>
      )}
    </article>
  );
}

export default CommunityPage;
