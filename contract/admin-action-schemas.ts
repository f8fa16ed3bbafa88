/**
 * The log of admin actions (functions/_lib/admin-action-log.ts) as the admin reads it: the directory's reviews, the
 * community's moderation and the books' decisions all write to the one table.
 */
import { z } from './zod.ts';

const isoTimeSchema = z.iso.datetime({ offset: true });

export const ADMIN_ACTIONS = [
  'verify-listing',
  'decline-listing',
  'close-report',
  // The community's moderation (functions/community.ts) logs to the same table.
  'approve-post',
  'reject-post',
  'remove-post',
  'suspend-handle',
  'claim-post',
  'release-post',
  'note-post',
  'message-writer',
  // Book submissions (functions/books.ts) too.
  'set-book-status',
  'delete-book',
] as const;
export const adminActionSchema = z.object({
  id: z.int(),
  adminEmail: z.string(),
  action: z.enum(ADMIN_ACTIONS),
  targetType: z.enum(['listing', 'report', 'post', 'handle', 'book']),
  targetId: z.string(),
  reason: z.string().nullable(),
  at: isoTimeSchema,
});
export type AdminAction = z.infer<typeof adminActionSchema>;
export const adminActionsSchema = z.object({ actions: z.array(adminActionSchema).max(100) });
