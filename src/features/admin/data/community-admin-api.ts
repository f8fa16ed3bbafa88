/**
 * The admin screen's calls about the community (the held and reported queues, claims, decisions, notes and
 * suspensions), through the contract's community client. The admin session cookie goes with them as with the
 * feedback calls (same-origin credentials); failures become the same typed errors as admin-api.ts, and a refusal
 * keeps the service's own sentence (who holds a claim, and until when).
 */
import { createCommunityClient, CommunityClientError, type CommunityClient, type ModeratorAction } from '@contract/community-client';
import { COMMUNITY_PATH } from '@contract/community-schemas';
import type { ModerationItem, ModerationQueue } from '@contract/community-moderation-schemas';
import { ApiError, OfflineError, SignedOutError } from './admin-api';

export type { ModerationItem, ModerationQueue };

function client(): CommunityClient {
  return createCommunityClient(COMMUNITY_PATH, (input, init) => fetch(input, { ...init, credentials: 'same-origin' }), { timeoutMs: 20_000 });
}

async function call<T>(run: (api: CommunityClient) => Promise<T>): Promise<T> {
  try {
    return await run(client());
  } catch (error) {
    if (!(error instanceof CommunityClientError)) throw error;
    if (error.kind === 'network') throw new OfflineError();
    if (error.status === 401) throw new SignedOutError();
    throw new ApiError(error.serverMessage ?? error.message, error.status ?? 0);
  }
}

/**
 * The first `pages` pages of a queue (riskiest, then oldest first) and the queue's size: the screen shows one page
 * and loads the next on request, so a flood never hides an item for good.
 */
export async function moderationQueue(queue: ModerationQueue, pages = 1): Promise<{ items: ModerationItem[]; total: number }> {
  const items: ModerationItem[] = [];
  let total = 0;
  for (let page = 1; page <= pages; page++) {
    const answer = await call((api) => api.moderationQueue(queue, page));
    items.push(...answer.items);
    total = answer.total;
    if (items.length >= total || answer.items.length === 0) break;
  }
  return { items, total };
}

export const moderate = (postId: string, action: ModeratorAction, body?: { reason: string } | { text: string }): Promise<ModerationItem> =>
  call((api) => api.moderate(postId, action, body));

/**
 * Held because its words suggest the writer may be at risk (any hold reason but method detail alone, as the queue
 * orders them): the screen then leads with a private reply to the writer, not with publishing.
 */
export function heldForRisk(item: Pick<ModerationItem, 'status' | 'holdReasons'>): boolean {
  return item.status === 'held' && item.holdReasons.some((reason) => reason !== 'method-detail');
}

/** Why a post was held, in words a moderator reads at a glance. */
export const HOLD_REASON_LABELS: Readonly<Record<string, string>> = {
  'immediate-danger': 'Words suggesting immediate danger',
  'suicidal-thoughts': 'Words suggesting suicidal thoughts',
  'self-harm': 'Words suggesting self-harm',
  'wish-to-be-gone': 'Words suggesting a wish not to be here',
  farewell: 'Words that sound like a goodbye',
  'method-detail': 'Details of a method (safe-messaging rule)',
};

export const GUIDANCE_LABELS: Readonly<Record<string, string>> = {
  'method-detail': 'Method detail',
  'graphic-description': 'Graphic description',
  'absolute-language': 'Absolute or sensational language',
  glorifying: 'Glorifying a death',
  'content-note-needed': 'Heavy topic without a content note',
};
