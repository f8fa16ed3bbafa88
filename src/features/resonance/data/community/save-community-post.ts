/**
 * Saves a post or reply written on this device and queues it, in one transaction: the row (status `queued`, shown at
 * once, offline included) and its `community_post` outbox entry carrying the exact request, whose id makes sending
 * it twice publish it once. The safe-messaging check runs here too, so the writer learns at once whether a
 * moderator will read it first; the server's own check decides.
 */
import { bodyProblem, hasControlCharacter, MAX_POST_LENGTH, MAX_REPLY_LENGTH, type PostRequest } from '@contract/community-schemas';
import { checkSafeMessaging, type ContentNote } from '@contract/safe-messaging';
import { db } from '@/db/database';
import type { CommunityPostRow } from '@/db/community-types';
import { enqueueInTransaction } from '@/sync/outbox';
import type { CommunityPostPayload } from '@/features/resonance/sync/community-handlers';
import { ensureCommunityIdentity } from './community-identity';

interface CommunityDraft {
  parentId: string | null;
  body: string;
  contentNotes: ContentNote[];
  contentNoteText: string;
}

export class DraftError extends Error {
  override readonly name = 'DraftError';
}

/** Why the draft cannot be sent as it is, or null. The same limits as the server's. */
export function draftProblem(draft: CommunityDraft): string | null {
  const body = draft.body.trim();
  const max = draft.parentId === null ? MAX_POST_LENGTH : MAX_REPLY_LENGTH;
  if (body === '') return 'Write something first.';
  if (body.length > max) return `This is ${body.length} characters long; the most is ${max}.`;
  if (hasControlCharacter(body)) return 'The text holds characters that cannot be shared. Remove them and try again.';
  return bodyProblem(body);
}

export async function saveCommunityPost(
  draft: CommunityDraft,
  now = new Date(),
): Promise<{ row: CommunityPostRow; heldForReview: boolean }> {
  const problem = draftProblem(draft);
  if (problem) throw new DraftError(problem);
  return db.transaction('rw', [db.communityPosts, db.outbox, db.settings], async () => {
    const identity = await ensureCommunityIdentity();
    if (!identity.handle) throw new DraftError('Choose a name to post under first.');
    const request: PostRequest = {
      id: crypto.randomUUID(),
      parentId: draft.parentId,
      handle: identity.handle,
      body: draft.body.trim(),
      contentNotes: draft.contentNotes,
      contentNoteText: draft.contentNoteText.trim(),
    };
    const check = checkSafeMessaging(request.body, request.contentNotes);
    const at = now.toISOString();
    const row: CommunityPostRow = {
      id: request.id,
      parentId: request.parentId,
      status: 'queued',
      handle: identity.handle,
      body: request.body,
      contentNotes: [...request.contentNotes],
      contentNoteText: request.contentNoteText ?? '',
      own: true,
      holdReasons: check.holdReasons,
      rejectReason: null,
      createdAt: at,
      updatedAt: at,
    };
    await db.communityPosts.add(row);
    const payload: CommunityPostPayload = { post: request };
    await enqueueInTransaction('community_post', request.id, payload, now);
    return { row, heldForReview: check.holdReasons.length > 0 };
  });
}
