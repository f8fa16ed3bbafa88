/**
 * Where each outbox kind goes. Imported by the service worker: relative imports only, no DOM.
 *
 * Feedback, usage events and prompt interactions always go to the site's own feedback functions (docs/decisions.md).
 * Flow events, codex rows, accessibility settings and the therapist's workspace (Star Chart) go to Supabase, and
 * only when Supabase is configured: in local-only mode they are never queued (the record itself is still saved on
 * the device).
 */
import type { OutboxKind } from '../db/outbox-types';

type Destination = 'functions' | 'supabase';

export const destinationOf: Readonly<Record<OutboxKind, Destination>> = {
  feedback_submission: 'functions',
  tracking_event: 'functions',
  prompt_interaction: 'functions',
  flow_event: 'supabase',
  codex_user: 'supabase',
  codex_section_completion: 'supabase',
  codex_quiz_completion: 'supabase',
  codex_feedback: 'supabase',
  accessibility_settings: 'supabase',
  therapist_client: 'supabase',
  prescription: 'supabase',
  client_note: 'supabase',
  client_return: 'supabase',
  directory_listing: 'functions',
  community_post: 'functions',
  community_report: 'functions',
  book_submission: 'functions',
  inbox_return: 'functions',
};

export const outboxKinds = Object.keys(destinationOf) as OutboxKind[];

/** Kinds whose newest entry replaces the older ones for the same record (an upsert of the whole state). A removed
 * note is such a state too: its removal replaces a queued save of it. An imported return never changes, so it has
 * one entry. */
export const latestStateKinds: ReadonlySet<OutboxKind> = new Set<OutboxKind>([
  'accessibility_settings',
  'therapist_client',
  'prescription',
  'client_note',
  // The newest listing request says everything the waiting ones said.
  'directory_listing',
]);

/** Plain names for the status screens. */
export const kindLabels: Readonly<Record<OutboxKind, string>> = {
  feedback_submission: 'Feedback',
  tracking_event: 'Usage events',
  prompt_interaction: 'Feedback prompt answers',
  flow_event: 'Guided flow progress',
  codex_user: 'Codex visits',
  codex_section_completion: 'Codex sections completed',
  codex_quiz_completion: 'Codex quizzes completed',
  codex_feedback: 'Codex feedback',
  accessibility_settings: 'Accessibility settings',
  therapist_client: 'Clients in your workspace',
  prescription: 'Prescriptions',
  client_note: 'Private notes about clients',
  client_return: 'Returns from clients',
  directory_listing: 'Your request to be listed in the directory',
  community_post: 'Community posts and replies',
  community_report: 'Community reports',
  book_submission: 'Book submissions',
  inbox_return: 'Returns to your therapist',
};

export function isKindSyncable(kind: OutboxKind, supabaseConfigured: boolean): boolean {
  return destinationOf[kind] === 'functions' || supabaseConfigured;
}
