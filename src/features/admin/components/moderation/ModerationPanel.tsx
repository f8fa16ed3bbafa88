import { useRef, useState } from 'react';
import type { ModeratorAction } from '@contract/community-client';
import { moderate, moderationQueue, type ModerationQueue } from '../../data/community-admin-api';
import { useRemote } from '../../hooks/use-remote';
import { ModerationItemView } from './ModerationItemView';

const QUEUES: ReadonlyArray<{ id: ModerationQueue; label: string }> = [
  { id: 'held', label: 'Held for review' },
  { id: 'reported', label: 'Reported' },
];

const DONE: Readonly<Record<ModeratorAction, string>> = {
  claim: 'Claimed',
  release: 'Released',
  approve: 'Approved',
  reject: 'Rejected',
  remove: 'Removed',
  suspend: 'Suspended the name of',
  notes: 'Added a note to',
  reply: 'Sent a private reply about',
};

/**
 * The community's moderation queues: posts held by the safe-messaging check (with the signals that held them) and
 * published posts with open reports (with reasons and counts). A moderator claims an item so that no one else acts
 * on it meanwhile; after every action the queue reloads and the outcome is announced. Items come riskiest first, then
 * oldest, a page at a time ("Load more" adds the next page).
 */
export function ModerationPanel({ onError }: { onError: (error: unknown) => boolean }) {
  const [queue, setQueue] = useState<ModerationQueue>('held');
  const [version, setVersion] = useState(0);
  const [pages, setPages] = useState(1);
  const [announcement, setAnnouncement] = useState('');
  const heading = useRef<HTMLHeadingElement>(null);
  const loaded = useRemote(`${queue}-${version}-${pages}`, () => moderationQueue(queue, pages), onError);
  const items = loaded.kind === 'ready' ? { kind: 'ready' as const, value: loaded.value.items } : loaded;
  const total = loaded.kind === 'ready' ? loaded.value.total : 0;

  return (
    <section aria-labelledby="admin-moderation-title">
      <h2 id="admin-moderation-title" ref={heading} tabIndex={-1}>
        Community moderation
      </h2>
      <p className="admin-hint">
        Claim an item before working on it. A rejected or removed writer reads your reason on their device; keep it kind
        and short. Posts held for risk: the writer has already been shown crisis help.
      </p>
      <fieldset className="admin-filters">
        <legend>Queue</legend>
        {QUEUES.map((option) => (
          <label key={option.id}>
            <input
              type="radio"
              name="moderation-queue"
              value={option.id}
              checked={queue === option.id}
              onChange={() => {
                setQueue(option.id);
                setPages(1);
              }}
            />{' '}
            {option.label}
          </label>
        ))}
      </fieldset>
      <p role="status" className="admin-status">
        {announcement}
      </p>
      {items.kind === 'loading' ? <p className="admin-muted">Loading the queue…</p> : null}
      {items.kind === 'failed' ? (
        <p role="alert" className="admin-error">
          {items.message}
        </p>
      ) : null}
      {items.kind === 'ready' && items.value.length === 0 ? <p>Nothing is waiting in this queue.</p> : null}
      {items.kind === 'ready' && items.value.length > 0 ? (
        <ul className="admin-review-list">
          {items.value.map((item) => (
            <ModerationItemView
              key={item.id}
              item={item}
              act={async (action, body) => {
                await moderate(item.id, action, body).catch((error: unknown) => {
                  if (onError(error)) return;
                  throw error;
                });
                setAnnouncement(`${DONE[action]} the post by ${item.handle}.`);
                setVersion((value) => value + 1);
                if (action !== 'claim' && action !== 'notes' && action !== 'reply') heading.current?.focus();
              }}
            />
          ))}
        </ul>
      ) : null}
      {items.kind === 'ready' && items.value.length > 0 ? (
        <p className="admin-muted">
          Showing {items.value.length} of {total} in this queue.{' '}
          {items.value.length < total ? (
            <button type="button" className="button" onClick={() => setPages((value) => value + 1)}>
              Load more
            </button>
          ) : null}
        </p>
      ) : null}
    </section>
  );
}
