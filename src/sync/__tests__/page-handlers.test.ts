// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { registeredKinds } from '../outbox-kinds';
import { buildPageHandlers, kindsToLoad } from '../page-handlers';

/*
 * The page loads the handlers of the kinds queued and nothing else: a first visit queues only its page view's usage
 * event, and the directory, community, book and inbox clients (each a long evaluation of zod schemas on a slow phone)
 * are not needed for it. The registry is the app's (registered by the tests' setup, as src/main.tsx does).
 */
describe('the page handlers', () => {
  it('loads only the feedback functions client for usage events, pausing after each module', async () => {
    expect(kindsToLoad(['tracking_event']).map(({ kind }) => kind)).toEqual(['tracking_event']);
    const pause = vi.fn(async () => {});
    const handlers = await buildPageHandlers(['tracking_event'], pause);
    expect(Object.keys(handlers)).toEqual(['tracking_event']);
    // zod's own code, the smallest schemas, the feedback responses' schemas, the feedback client.
    expect(pause).toHaveBeenCalledTimes(4);
  });

  it('loads each kind queued, in the registry order, each module once', async () => {
    expect(kindsToLoad(['inbox_return', 'community_report', 'tracking_event', 'community_post']).map(({ kind }) => kind)).toEqual([
      'tracking_event',
      'community_post',
      'community_report',
      'inbox_return',
    ]);
    const pause = vi.fn(async () => {});
    const handlers = await buildPageHandlers(['directory_listing', 'book_submission'], pause);
    expect(Object.keys(handlers).sort()).toEqual(['book_submission', 'directory_listing']);
    // zod's own code and the smallest schemas (each once for both), the directory client, the book client.
    expect(pause).toHaveBeenCalledTimes(4);
  });

  it('has a handler for every kind that goes to the functions (Supabase kinds need Supabase configured)', async () => {
    const handlers = await buildPageHandlers(
      registeredKinds().map(({ kind }) => kind),
      async () => {},
    );
    expect(Object.keys(handlers).sort()).toEqual(
      ['book_submission', 'community_post', 'community_report', 'directory_listing', 'feedback_submission', 'inbox_return', 'prompt_interaction', 'tracking_event'],
    );
  });
});
