/**
 * The handlers of the `community_post` and `community_report` kinds: POST /posts and POST /posts/{id}/reports at the
 * community functions, with the community key from this device's `communityIdentity` settings row (never from the
 * entry: the outbox is shown on the status screens and may be kept as a dead letter). The post's id is its
 * idempotency key: a post sent twice (a reload mid-send, two tabs) is published once, and the device's row takes
 * the server's status (published, or held for a moderator). Imported by the service worker: relative imports only.
 */
import { createCommunityClient, CommunityClientError, type CommunityClient } from '../../../../contract/community-client.ts';
import { COMMUNITY_PATH, type PostReceipt, type PostReportBody, type PostRequest } from '../../../../contract/community-schemas.ts';
import type { BetterMindsDatabase } from '../../../db/database';
import type { OutboxEntryRow } from '../../../db/outbox-types';
import { asDeliveryError, DeliveryError } from '../../../sync/delivery-error';
import type { KindHandler } from '../../../sync/replay/handler';
import { sendSequentially } from '../../../sync/replay/senders';

/** What a `community_post` entry carries: the request exactly as it will be sent (the key is not in it). */
export interface CommunityPostPayload {
  post: PostRequest;
}

/** What a `community_report` entry carries. */
export interface CommunityReportPayload {
  postId: string;
  report: PostReportBody;
}

const REQUEST_TIMEOUT_MS = 30_000;

/** The client for this origin, made at first use (the service worker and the page both have `location`). */
export function defaultCommunityClient(): () => CommunityClient {
  let client: CommunityClient | null = null;
  return () =>
    (client ??= createCommunityClient(new URL(COMMUNITY_PATH, globalThis.location.origin).href, (input, init) => fetch(input, init), {
      timeoutMs: REQUEST_TIMEOUT_MS,
    }));
}

function asDelivery(error: unknown): DeliveryError {
  if (!(error instanceof CommunityClientError)) return asDeliveryError(error);
  if (error.kind === 'network') return asDeliveryError(error.cause ?? error);
  if (error.kind === 'refused') return new DeliveryError(error.serverMessage ?? error.message, error.status ?? 400);
  return new DeliveryError(error.message, error.status ?? null, true);
}

async function communityKey(database: BetterMindsDatabase): Promise<string> {
  const row = await database.settings.get('communityIdentity');
  const key = row?.key === 'communityIdentity' ? row.value.key : null;
  // The key is gone (everything was deleted on this device): nothing can prove the post is this device's.
  if (!key) throw new DeliveryError('This device no longer holds its community key', 403);
  return key;
}

export function communityPostHandler(database: BetterMindsDatabase, client: () => CommunityClient): KindHandler {
  const receipts = new Map<string, PostReceipt>();
  return {
    confirmTables: [database.communityPosts],
    async send(entries) {
      return sendSequentially(entries, async (entry: OutboxEntryRow) => {
        const { post } = entry.payload as CommunityPostPayload;
        try {
          receipts.set(post.id, await client().createPost(await communityKey(database), post));
        } catch (error) {
          const failure = asDelivery(error);
          // Refused for good: the writer's row says why, in the community's own words (a suspension, a taken name).
          if (!failure.retryable) {
            await database.communityPosts.update(post.id, {
              status: 'refused',
              rejectReason: failure.message,
              updatedAt: new Date().toISOString(),
            });
          }
          throw failure;
        }
      });
    },
    // In the transaction that deletes the confirmed entries: the rows take the server's status in one bulkUpdate.
    async onConfirmed(entries, confirmedAt) {
      const changes = entries.flatMap((entry) => {
        const id = (entry.payload as CommunityPostPayload).post.id;
        const receipt = receipts.get(id);
        receipts.delete(id);
        if (!receipt) return [];
        return [
          {
            key: id,
            changes: {
              status: receipt.status,
              holdReasons: receipt.holdReasons,
              rejectReason: receipt.rejectReason,
              updatedAt: confirmedAt.toISOString(),
            },
          },
        ];
      });
      await database.communityPosts.bulkUpdate(changes);
    },
  };
}

export function communityReportHandler(database: BetterMindsDatabase, client: () => CommunityClient): KindHandler {
  return {
    send: (entries) =>
      sendSequentially(entries, async (entry) => {
        const { postId, report } = entry.payload as CommunityReportPayload;
        try {
          await client().reportPost(await communityKey(database), postId, report);
        } catch (error) {
          // A post that is gone already needs no report: that is the outcome the report asked for.
          if (error instanceof CommunityClientError && error.status === 404) return;
          throw asDelivery(error);
        }
      }),
  };
}
