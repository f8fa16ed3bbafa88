/** Row types of the local database: every entity of spec section 3, plus the outbox. */

import type { SubmissionType } from '../../contract/categories.ts';
import type { FeedbackSubmission } from '../../contract/submission.ts';
import type { FeedbackIdentity } from '../../contract/device-key.ts';
import type { ListingRequest } from '../../contract/directory-schemas.ts';
import type { CommunityIdentitySetting } from './community-types';
import type { LibraryReaderPreferences } from './library-types';
import type { ReminderPlan, ReminderPreferences } from './reminder-types.ts';
import type { AppLockSetting } from './app-lock/lock-setting.ts';
import type { SafetyPlanReviewSetting, SafetyPlanWizardProgress } from './safety-plan-types.ts';

export type FontSize = 'small' | 'medium' | 'large' | 'xl';
export type ThemePreference = 'light' | 'dark' | 'system';
export type AgeTier = 'child' | 'teen' | 'adult';

export interface AccessibilitySettings {
  user_id: string | null;
  high_contrast: boolean;
  reduced_motion: boolean;
  font_size: FontSize;
  voice_navigation: boolean;
  keyboard_shortcuts: boolean;
  dyslexia_font: boolean;
  plain_language: boolean;
  updated_at: string;
}

export interface AudioSettings {
  rate: number;
  pitch: number;
  volume: number;
  voice?: string;
}

/** Key-value rows for small device settings. */
export type SettingRow =
  | { key: 'accessibility'; value: AccessibilitySettings }
  | { key: 'theme'; value: ThemePreference }
  | { key: 'audio'; value: AudioSettings }
  | { key: 'audioMode'; value: boolean }
  | { key: 'usageEvents'; value: boolean }
  /** This device's feedback id and device key (src/db/feedback-identity.ts): never exported, never imported. */
  | { key: 'feedbackIdentity'; value: FeedbackIdentity }
  /** The therapist's directory listing: its id, the key that proves it is theirs, and the last request
   * (src/domains/directory-listing/data/record-directory-listing.ts). Never exported, never shown. */
  | { key: 'directoryListing'; value: DirectoryListingSetting }
  /** The library reader's text size and line spacing (src/features/resonance/data/library/reader-preferences.ts). */
  | { key: 'libraryReader'; value: LibraryReaderPreferences }
  /** The community key and chosen handle (src/db/community-types.ts). Never exported, never shown. */
  | { key: 'communityIdentity'; value: CommunityIdentitySetting }
  /** The safety plan's review reminder and the wizard's place in it (src/domains/safety-plan). */
  | { key: 'safetyPlanReview'; value: SafetyPlanReviewSetting }
  | { key: 'safetyPlanWizard'; value: SafetyPlanWizardProgress }
  /** The short codes made for returns, with their revoke tokens (src/domains/returns/data/return-codes.ts), so
   * they can be withdrawn later and by "delete everything". Never exported, never shown. */
  | { key: 'returnCodes'; value: ReturnCodeRecord[] }
  /** When each therapist first chose the professional plan on this device (src/features/plans/data/plan-choices.ts). */
  | { key: 'professionalPlanChoices'; value: { therapistId: string; firstChosenAt: string }[] }
  /** Reminders: which are on, their times, quiet hours, the cap, names on the lock screen, push on this device. */
  | { key: 'reminderPreferences'; value: ReminderPreferences }
  /** The planned reminders with their opaque ids, words and screens (src/domains/reminders/data/refresh-reminders.ts). */
  | { key: 'reminderPlan'; value: ReminderPlan }
  /** Opaque ids of the reminders the service worker has shown, newest last (a repeat is shown silently). */
  | { key: 'reminderShown'; value: string[] }
  /** The app lock's envelopes and wrong-guess count (src/db/app-lock): kept clear, never exported, never synced. */
  | { key: 'appLock'; value: AppLockSetting }
  /** The one-time move of the therapist's workspace off Supabase's plaintext tables
   * (src/domains/prescriptions/data/plaintext-move-state.ts): this device's, never exported, never synced. */
  | { key: 'workspacePlaintextMove'; value: WorkspacePlaintextMoveSetting };

/** What the device remembers of the workspace's move off the plaintext tables. */
export interface WorkspacePlaintextMoveSetting {
  /** Therapist accounts whose plaintext rows are all deleted from Supabase (or had none). */
  movedFor: string[];
  /** Notes removed here whose removal was still queued for Supabase when the queue was dropped: not brought back. */
  removedNotes: { therapistId: string; id: string }[];
}

/** A short code made for a return: the token withdraws it (POST /share-codes/{code}/revoke, or the erase). */
export interface ReturnCodeRecord {
  code: string;
  revokeToken: string;
  expiresAt: string;
}

/** What this device keeps about its therapist's directory listing. The key goes only in X-Listing-Key headers. */
export interface DirectoryListingSetting {
  listingId: string;
  /** 32 random bytes, base64url: the server keeps only its SHA-256. */
  listingKey: string;
  /** The newest request (what the outbox sends), or absent before the first. */
  request?: ListingRequest;
  requestedAt?: string;
}

export type SettingKey = SettingRow['key'];
export type SettingValue<Key extends SettingKey> = Extract<SettingRow, { key: Key }>['value'];

export interface TherapistProfile {
  id: string;
  email: string;
  name: string;
  credentials: string;
  licenseNumber: string;
  licenseState: string;
  city: string;
  state: string;
  specialties: string[];
  isVerified: boolean;
  directoryOptIn: boolean;
  /**
   * The therapist chose to keep the placeholder sample profile's words ("Sample Therapist", "(sample profile)") in
   * what clients see; without it, a prescription never carries them (src/features/starchart/data/client-identity.ts).
   */
  sampleWordsKept?: boolean;
  subscriptionStatus: string;
  subscriptionStart: string | null;
  subscriptionEnd: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface TherapistUser {
  id: string;
  email: string;
  role: 'therapist';
  isAuthenticated: boolean;
  therapistProfile: TherapistProfile;
}

export interface FlowRow {
  id: string;
  age_tiers: AgeTier[];
  tags: string[];
  created_at: string;
  /** The flow's content (title and steps), bundled or fetched. */
  content: unknown;
}

export interface FlowEventRow {
  id: string;
  flow_id: string;
  session_id: string;
  event_type: string;
  event_data: unknown;
  user_id: string | null;
  created_at: string;
}

export interface CodexUserRow {
  id: string;
  user_id: string | null;
  session_id: string;
  first_seen: string;
  last_activity: string;
  total_sessions: number;
  updated_at: string;
}

export interface CodexSectionCompletionRow {
  id: string;
  user_id: string | null;
  session_id: string;
  section_id: string;
  subsection_index: number;
  completion_time: number;
  completed_at: string;
}

export interface CodexQuizCompletionRow {
  id: string;
  user_id: string | null;
  session_id: string;
  section_id: string;
  quiz_score: number;
  total_questions: number;
  time_taken: number;
  attempts: number;
  completed_at: string;
}

export interface CodexFeedbackRow {
  id: string;
  user_id: string | null;
  session_id: string;
  section_id: string;
  rating: number;
  feedback_text: string;
  experience_type: string;
  created_at: string;
}

/** The submission's types come from the contract (contract/submission.ts): one family for what the app builds,
 * stores and sends. */
export type FeedbackType = SubmissionType;

/** A submission as stored on the device: the contract's record, when it was made, and when the server confirmed it. */
export type FeedbackSubmissionRow = FeedbackSubmission & {
  createdAt: string;
  /** Set when the server confirmed it (the outbox entry is then gone). */
  syncedAt: string | null;
};

export type TrackingEventType =
  | 'page_view'
  | 'user_action'
  | 'error'
  | 'performance'
  | 'tool_completed'
  | 'feedback_widget_opened';

export interface TrackingEventRow {
  id: string;
  type: TrackingEventType;
  data: Record<string, unknown>;
  context: Record<string, unknown>;
  createdAt: string;
}

export interface PromptStateRow {
  key: 'prompt';
  lastPromptedAt: string | null;
  feedbackCount: number;
  pageViews: number;
  toolsCompleted: number;
  /** Timestamps of feedback given, for the "5 in 7 days" rule. */
  feedbackTimes: string[];
}

export interface NavigationEntryRow {
  seq?: number;
  sessionId: string;
  path: string;
  at: string;
}

/* Insight (version 3): what a person writes in the self-reflection tools, and their progress through trails and
   journeys. These are personal entries: they stay on this device and have no outbox kind. */

/** One answer in an Insight form: text, a number (a scale), chosen option ids, a list, or repeated groups. */
export type InsightFieldValue = string | number | boolean | string[] | null | InsightFieldGroup[];
export type InsightFieldGroup = Record<string, string | number | boolean | string[] | null>;
export type InsightValues = Record<string, InsightFieldValue>;

export interface InsightEntryRow {
  id: string;
  /** The tool's id in src/content/insight/tools/. */
  toolId: string;
  values: InsightValues;
  createdAt: string;
  updatedAt: string;
}

export interface ActivityEntryRow {
  id: string;
  /** The imaginarium activity's id in src/content/insight/activities.ts. */
  activityId: string;
  values: InsightValues;
  createdAt: string;
  updatedAt: string;
}

export interface TrailProgressRow {
  trailId: string;
  startedAt: string;
  updatedAt: string;
  /** The step the person was on when they left, so the trail resumes there. */
  currentStepId: string | null;
  completedStepIds: string[];
  /** Answers to the trail's reflection prompts, by step id. */
  responses: Record<string, string>;
  finishedAt: string | null;
}

export interface JourneyProgressRow {
  journeyId: string;
  startedAt: string;
  updatedAt: string;
  /** Items ticked off, as `${day}:${itemIndex}`. Days never expire: there is no calendar and no streak. */
  completedItems: string[];
  /** Day number (as text) -> when the person marked that day done. */
  completedDays: Record<string, string>;
  finishedAt: string | null;
}
