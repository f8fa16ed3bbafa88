/**
 * The directory's admin side (functions/directory.ts under /admin, the admin session cookie): the queue of listings
 * to review, declines, and the reports of listings. Bodies are strict; answers travel in the envelope.
 */
import { z } from './zod.ts';
import {
  LISTING_STATUSES,
  listingIdSchema,
  MAX_DECLINE_REASON,
  MAX_REPORT_DETAILS,
  publicListingSchema,
  REPORT_REASONS,
  subscriptionStateSchema,
  text,
} from './directory-schemas.ts';

const isoTimeSchema = z.iso.datetime({ offset: true });

export const ADMIN_LISTING_FILTERS = ['pending', 'verified', 'declined', 'all'] as const;
export const adminListingsQuerySchema = z.object({
  status: z
    .enum(ADMIN_LISTING_FILTERS, `status must be one of ${ADMIN_LISTING_FILTERS.join(', ')}`)
    .nullable()
    .transform((value) => value ?? 'pending'),
});

/**
 * The fields of a listing whose change sends a reviewed listing back to review: who the therapist is, their license,
 * and what the public reads and follows (the bio and the contact link), so no verified listing can turn into a
 * phishing link unseen.
 */
export const REVIEWED_LISTING_FIELDS = ['name', 'credentials', 'licenseNumber', 'licenseState', 'bio', 'contact'] as const;
export type ReviewedListingField = (typeof REVIEWED_LISTING_FIELDS)[number];

/** A listing as the admin checks it: everything the therapist sent, its state, and its open reports. */
export const adminListingSchema = publicListingSchema.extend({
  licenseNumber: z.string(),
  directoryOptIn: z.boolean(),
  status: z.enum(LISTING_STATUSES),
  declineReason: z.string().nullable(),
  verifiedAt: isoTimeSchema.nullable(),
  reviewedBy: z.string().nullable(),
  subscription: subscriptionStateSchema,
  isPublic: z.boolean(),
  openReports: z.int().min(0),
  /** The reviewed fields the therapist changed since the admin last verified or declined the listing. */
  changedSinceReview: z.array(z.enum(REVIEWED_LISTING_FIELDS)),
  createdAt: isoTimeSchema,
});
export type AdminListing = z.infer<typeof adminListingSchema>;
export const adminListingsSchema = z.object({ listings: z.array(adminListingSchema) });

export const declineListingBodySchema = z.strictObject({ reason: text('reason', MAX_DECLINE_REASON, 1) });
export type DeclineListingBody = z.infer<typeof declineListingBodySchema>;

export const REPORT_STATUSES = ['open', 'closed'] as const;
/** Reports in one page of the admin's reports. */
export const ADMIN_REPORTS_PAGE_SIZE = 50;
/**
 * GET /admin/reports?status=open|closed&page=: a page of reports. Open ones riskiest reason first (not a
 * professional, inappropriate, inaccurate, other), then oldest first; closed ones newest first. Every report can be
 * reached page by page, so a flood cannot hide newer ones.
 */
export const adminReportsQuerySchema = z.object({
  status: z
    .enum(REPORT_STATUSES, 'status must be open or closed')
    .nullable()
    .transform((value) => value ?? 'open'),
  page: z
    .string()
    .regex(/^[1-9][0-9]{0,4}$/, 'page must be a whole number from 1')
    .nullable()
    .transform((value) => (value === null ? 1 : Number(value))),
});

export const adminReportSchema = z.object({
  reportId: z.uuid(),
  listingId: listingIdSchema,
  listingName: z.string(),
  reason: z.enum(REPORT_REASONS),
  details: z.string(),
  status: z.enum(REPORT_STATUSES),
  createdAt: isoTimeSchema,
  closedAt: isoTimeSchema.nullable(),
  closedBy: z.string().nullable(),
  closeNote: z.string().nullable(),
});
export type AdminReport = z.infer<typeof adminReportSchema>;
export const adminReportsSchema = z.object({
  reports: z.array(adminReportSchema).max(ADMIN_REPORTS_PAGE_SIZE),
  page: z.int().min(1),
  pageSize: z.int().min(1),
  /** Reports of this status in all. */
  total: z.int().min(0),
});
export type AdminReportsPage = z.infer<typeof adminReportsSchema>;

export const closeReportBodySchema = z.strictObject({ note: text('note', MAX_REPORT_DETAILS).optional() });
export type CloseReportBody = z.infer<typeof closeReportBodySchema>;
