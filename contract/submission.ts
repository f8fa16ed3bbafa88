/**
 * One submission, one type family. `submissionSchema` (feedback-schemas.ts) is the wire body of POST /submit;
 * `feedbackSubmissionSchema` narrows it to what the app always builds (every text present, the module and the
 * submission time in the context, the form's other answers in `fields`). The app stores that record on the device
 * (with its local times) and the replayer sends it with `toSubmissionBody`, which keeps exactly the keys /submit
 * accepts, so no local-only key ever reaches the strict server schema.
 */
import { z } from './zod.ts';
import { MODULES, SUBMISSION_TYPES } from './categories.ts';
import { submissionSchema, type SubmissionBody } from './feedback-schemas.ts';

export const feedbackSubmissionSchema = submissionSchema.extend({
  subcategory: z.string().nullable(),
  type: z.enum(SUBMISSION_TYPES),
  rating: z.int().min(1).max(5).nullable(),
  title: z.string(),
  message: z.string(),
  /** The category form's other answers, by field id (rows stored before forms had extra fields lack it). */
  fields: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
  context: z.looseObject({ module: z.enum(MODULES), submissionTimestamp: z.string() }),
  metadata: z.record(z.string(), z.unknown()),
  attachments: z.array(z.string()),
});

/** A submission as the app builds, stores and sends it. */
export type FeedbackSubmission = z.infer<typeof feedbackSubmissionSchema>;

/** The body POST /submit receives for a stored submission, with the screenshots' addresses as attachments. */
export function toSubmissionBody(submission: FeedbackSubmission, attachments: string[]): SubmissionBody {
  const { id, sessionId, userId, category, subcategory, type, rating, title, message, fields, context, metadata } =
    submission;
  return {
    id,
    sessionId,
    // Left out rather than sent as undefined: the record may come from an older row without these keys.
    ...(userId !== undefined ? { userId } : {}),
    category,
    subcategory,
    type,
    rating,
    title,
    message,
    ...(fields !== undefined ? { fields } : {}),
    context,
    metadata,
    attachments,
  };
}
