/**
 * Every outbox kind this app sends, one line each: the list the sync engine reads (src/sync/outbox-kinds.ts). Each
 * kind is declared once, beside its domain or feature (`src/domains/<name>/sync/<kind>-kind.ts`,
 * `src/features/<area>/sync/<kind>-kind.ts`): its destination, label, retry rule, what the page loads first and its
 * handler. Adding a kind is that file and one line here (docs/sync.md shows one).
 *
 * The engine sits below the domains and features, so it cannot import them: it is handed this list at start, by
 * src/main.tsx (before the first render: a write may come before the sync engine starts), by the service worker
 * (sw/background-sync.ts) and by the tests' setup (src/testing/setup.ts). The order is the page's load order when
 * several kinds are queued: the feedback functions' kinds first (every visit queues its page view), Supabase's last.
 *
 * The therapist's workspace has no kind here: it syncs only through the end-to-end encrypted log (docs/e2ee-sync.md,
 * "The workspace leaves Supabase"); entries its four former kinds left queued are never sent, and are dropped by
 * src/domains/prescriptions/data/retired-workspace-entries.ts.
 *
 * Light on purpose: a declaration imports its handler with import(), so this list costs no client and no zod at
 * start-up. Imported by the service worker: relative imports only.
 */
import { accessibilitySettingsKind } from '../features/accessibility/sync/accessibility-settings-kind';
import { feedbackSubmissionKind } from '../features/feedback/sync/feedback-submission-kind';
import { promptInteractionKind } from '../features/feedback/sync/prompt-interaction-kind';
import { flowEventKind } from '../features/insight/sync/flow-event-kind';
import { bookSubmissionKind } from '../features/resonance/sync/book-submission-kind';
import { communityPostKind } from '../features/resonance/sync/community-post-kind';
import { communityReportKind } from '../features/resonance/sync/community-report-kind';
import { codexFeedbackKind } from '../domains/codex-progress/sync/codex-feedback-kind';
import { codexQuizCompletionKind } from '../domains/codex-progress/sync/codex-quiz-completion-kind';
import { codexSectionCompletionKind } from '../domains/codex-progress/sync/codex-section-completion-kind';
import { codexUserKind } from '../domains/codex-progress/sync/codex-user-kind';
import { directoryListingKind } from '../domains/directory-listing/sync/directory-listing-kind';
import { inboxReturnKind } from '../domains/returns/sync/inbox-return-kind';
import { trackingEventKind } from '../domains/usage-events/sync/tracking-event-kind';

export const outboxRegistry = [
  feedbackSubmissionKind,
  trackingEventKind,
  promptInteractionKind,
  directoryListingKind,
  communityPostKind,
  communityReportKind,
  bookSubmissionKind,
  inboxReturnKind,
  flowEventKind,
  codexUserKind,
  codexSectionCompletionKind,
  codexQuizCompletionKind,
  codexFeedbackKind,
  accessibilitySettingsKind,
] as const;

/** The name of every kind in the registry, as a literal union: for code above the engine that names kinds. */
export type OutboxKind = (typeof outboxRegistry)[number]['kind'];
