/**
 * The admin screens' calls to the feedback functions, through the one typed client (contract/client.ts). The session
 * lives in an HttpOnly cookie the page never sees; every call sends it with same-origin credentials (and the browser
 * adds Origin, which the functions check on every state-changing admin call). Failures become typed errors the
 * screens can word calmly: 401 means "signed out", no answer at all means "offline".
 */
import { createFeedbackClient, FeedbackClientError } from '@contract/client';
import type {
  AdminPageResponse,
  AdminSessionResponse,
  AdminSubmission,
  AnalyticsResponse,
} from '@contract/feedback-responses';
import {
  ANALYTICS_RANGES,
  STATUSES,
  type AnalyticsRange,
  type Status,
} from '@contract/feedback-schemas';
import { config } from '@/config/env';

export { isUploadUrl } from '@contract/feedback-schemas';
export { MODULES, SUBMISSION_TYPES } from '@contract/categories';
export { ANALYTICS_RANGES, type AnalyticsRange };

export const FEEDBACK_STATUSES = STATUSES;
export type FeedbackStatus = Status;

export const STATUS_LABELS: Record<FeedbackStatus, string> = {
  new: 'New',
  in_review: 'In review',
  planned: 'Planned',
  resolved: 'Resolved',
  closed: 'Closed',
};

export const TYPE_LABELS: Record<string, string> = {
  bug_report: 'Bug report',
  feature_request: 'Feature request',
  satisfaction: 'Satisfaction',
  improvement: 'Improvement',
  other: 'Other',
};

export const MODULE_LABELS: Record<string, string> = {
  insight: 'Insight',
  presence: 'Presence',
  resonance: 'Resonance',
  starchart: 'Star Chart',
  general: 'General',
};

export type AdminSession = AdminSessionResponse;
export type FeedbackItem = AdminSubmission;
type FeedbackPage = AdminPageResponse;

/** The list's filters as the screen holds them: empty values are left out when sent. */
export interface FeedbackFilters {
  status?: FeedbackStatus;
  category?: string;
  type?: string;
  module?: string;
  from?: string;
  to?: string;
  search?: string;
}

export type Analytics = AnalyticsResponse;

interface CategorySummary {
  id: string;
  label: string;
}

/** The session cookie is missing, expired or ended: the screen should send the visitor to sign in. */
export class SignedOutError extends Error {
  constructor() {
    super('Not signed in');
    this.name = 'SignedOutError';
  }
}

/** No answer from the server (offline, or it is down). */
export class OfflineError extends Error {
  constructor() {
    super('Network error');
    this.name = 'OfflineError';
  }
}

/** The server answered with an error it explained (`{ success: false, error }`), or 'HTTP {status}'. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** The client, with fetch looked up at call time so a test's stub in place then is the one used. */
function client() {
  return createFeedbackClient(config.feedbackApiBase, (input, init) => fetch(input, init));
}

/** Runs a call and words its failure for the screens. A refused sign-in keeps its own message (401 'Invalid email or
 * password'); any other 401 means the session is gone. */
async function call<T>(run: (api: ReturnType<typeof client>) => Promise<T>, options: { isSignIn?: boolean } = {}): Promise<T> {
  try {
    return await run(client());
  } catch (error) {
    if (!(error instanceof FeedbackClientError)) throw error;
    if (error.kind === 'network') throw new OfflineError();
    if (error.status === 401 && !options.isSignIn) throw new SignedOutError();
    throw new ApiError(error.serverMessage ?? `HTTP ${error.status ?? 0}`, error.status ?? 0);
  }
}

export function getSession(): Promise<AdminSession> {
  return call((api) => api.admin.session());
}

export function signIn(email: string, password: string): Promise<AdminSession> {
  return call((api) => api.admin.login({ email, password }), { isSignIn: true });
}

export function signOut(): Promise<unknown> {
  return call((api) => api.admin.logout());
}

export function listFeedback(page: number, limit: number, filters: FeedbackFilters): Promise<FeedbackPage> {
  const active = Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== undefined && value !== ''));
  return call((api) => api.admin.list(page, limit, active));
}

export function getFeedback(id: string): Promise<FeedbackItem> {
  return call((api) => api.admin.get(id));
}

export function updateFeedback(id: string, status: FeedbackStatus, adminNote: string | null): Promise<FeedbackItem> {
  return call((api) => api.admin.update(id, { status, adminNote }));
}

export function getAnalytics(range: AnalyticsRange): Promise<Analytics> {
  return call((api) => api.analytics(range));
}

export function getCategories(): Promise<CategorySummary[]> {
  return call((api) => api.categories());
}

/** The spec's short reference for a submission: the last 8 characters of its id, upper-case. */
export function referenceOf(id: string): string {
  return id.slice(-8).toUpperCase();
}
