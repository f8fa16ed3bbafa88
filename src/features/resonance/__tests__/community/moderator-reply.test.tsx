// @vitest-environment jsdom
/** Issue 30.8: a moderator's private reply reaches the writer's device through its post statuses, with crisis help. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import type { OwnStatuses } from '@contract/community-schemas';
import { renderApp } from '@/testing/render-app';
import { CommunityPage } from '../../components/community/CommunityPage';

const POST_ID = '0b7c6f3e-9f4a-4a51-8f43-0c6a6d0b1a02';
const KEY = 'k'.repeat(43);
const MESSAGE = 'We read your post and we are glad you wrote. <b>You matter.</b>';

beforeEach(() => {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => true });
  Object.defineProperty(window.navigator, 'languages', { value: ['en-GB'], configurable: true });
});
afterEach(() => cleanup());

describe('a private reply from the moderators', () => {
  it('is shown as text on the writer’s device, under the held post, with crisis lines', async () => {
    const fetchStatuses = vi.fn(async (): Promise<OwnStatuses> => ({
      posts: [{ id: POST_ID, status: 'held', rejectReason: null, moderatorMessage: { text: MESSAGE, at: '2026-11-24T11:00:00.000Z' } }],
    }));
    await renderApp({
      route: '/resonance/community',
      routes: {
        '/resonance/community': (
          <CommunityPage
            fetchPage={vi.fn(async () => ({ posts: [], page: 1, pageSize: 20, total: 0, generatedAt: '2026-11-24T10:00:00.000Z' }))}
            fetchStatuses={fetchStatuses}
          />
        ),
      },
      database: async (database) => {
        await database.settings.put({ key: 'communityIdentity', value: { key: KEY, handle: 'Fern Hollow' } });
        await database.communityPosts.put({
          id: POST_ID, parentId: null, status: 'held', handle: 'Fern Hollow', body: 'Tonight I feel like I want to end it all.',
          contentNotes: [], own: true, holdReasons: ['suicidal-thoughts'], createdAt: '2026-11-24T10:00:00.000Z', updatedAt: '2026-11-24T10:00:00.000Z',
        });
      },
    });
    // The status is read after the community page: on a slow machine this takes more than findBy's usual second.
    const reply = await screen.findByRole('region', { name: 'A private message from our moderators' }, { timeout: 5000 });
    expect(fetchStatuses).toHaveBeenCalledWith(KEY, [POST_ID]);
    expect(within(reply).getByText(MESSAGE)).toBeTruthy();
    expect(reply.querySelector('b')).toBeNull();
    expect(within(reply).getByText(/Only you can see this/)).toBeTruthy();
    const hrefs = within(reply).getAllByRole('link').map((link) => link.getAttribute('href'));
    expect(hrefs.some((href) => href?.startsWith('tel:'))).toBe(true);
    expect(hrefs).toContain('/crisis-help');
  });
});
