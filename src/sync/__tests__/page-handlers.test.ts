// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { outboxKinds } from '../../app/outbox-registry';
import { buildPageHandlers, handlerGroupsFor } from '../page-handlers';

/*
 * The page loads the handlers of the kinds queued and nothing else: a first visit queues only its page view's usage
 * event, and the directory, community, book and inbox clients (each a long evaluation of zod schemas on a slow phone)
 * are not needed for it.
 */
describe('the page handlers', () => {
  it('loads only the feedback functions group for usage events, pausing after each module', async () => {
    expect(handlerGroupsFor(['tracking_event'])).toEqual(['functions']);
    const pause = vi.fn(async () => {});
    const handlers = await buildPageHandlers(['tracking_event'], pause);
    expect(Object.keys(handlers).sort()).toEqual(['feedback_submission', 'prompt_interaction', 'tracking_event']);
    expect(pause).toHaveBeenCalledTimes(3);
  });

  it('loads each group a queued kind needs, in a fixed order', async () => {
    expect(handlerGroupsFor(['inbox_return', 'community_report', 'tracking_event', 'community_post'])).toEqual(['functions', 'community', 'inbox']);
    const handlers = await buildPageHandlers(['directory_listing', 'book_submission'], async () => {});
    expect(Object.keys(handlers).sort()).toEqual(['book_submission', 'directory_listing']);
  });

  it('has a group for every kind that goes to the functions (Supabase kinds need Supabase configured)', async () => {
    const handlers = await buildPageHandlers(outboxKinds, async () => {});
    expect(Object.keys(handlers).sort()).toEqual(
      ['book_submission', 'community_post', 'community_report', 'directory_listing', 'feedback_submission', 'inbox_return', 'prompt_interaction', 'tracking_event'],
    );
  });
});
