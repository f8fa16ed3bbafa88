/**
 * The admin screens' calls to the feedback functions (functions/feedback.ts holds the contract). The session lives
 * in an HttpOnly cookie the page never sees; every call sends it with same-origin credentials. Failures become typed
 * errors the screens can word calmly: 401 means "signed out", no answer at all means "offline".
 */
import { config } from '@/config/env';

export const FEEDBACK_STATUSES = ['new', 'in_review', 'planned', 'resolved', 'closed'] as const;
export type FeedbackStatus = (typeof FEEDBACK_STATUSES)[number];

export const STATUS_LABELS: Record<FeedbackStatus, string> = {
  new: 'New',
  in_review: 'In review',
  planned: 'Planned',
  resolved: 'Resolved',
  closed: 'Closed',
};

export const SUBMISSION_TYPES = ['bug_report', 'feature_request', 'satisfaction', 'improvement', 'other'] as const;
export const TYPE_LABELS: Record<string, string> = {
  bug_report: 'Bug report',
  feature_request: 'Feature request',
  satisfaction: 'Satisfaction',
  improvement: 'Improvement',
  other: 'Other',
};

export const MODULES = ['insight', 'presence', 'resonance', 'starchart', 'general'] as const;
export const MODULE_LABELS: Record<string, string> = {
  insight: 'Insight',
  presence: 'Presence',
  resonance: 'Resonance',
  starchart: 'Star Chart',
  general: 'General',
};

export const ANALYTICS_RANGES = ['7d', '30d', '90d', 'all'] as const;
export type AnalyticsRange = (typeof ANALYTICS_RANGES)[number];

export interface AdminSession {
  email: string;
  expiresAt: string;
}

export interface FeedbackItem {
  id: string;
  sessionId: string;
  userId: string | null;
  category: string;
  subcategory: string | null;
  type: string;
  rating: number | null;
  title: string;
  message: string;
  module: string;
  fields: Record<string, unknown>;
  context: Record<string, unknown>;
  metadata: Record<string, unknown>;
  attachments: string[];
  status: FeedbackStatus;
  adminNote: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface FeedbackPage {
  items: FeedbackItem[];
  page: number;
  limit: number;
  total: number;
  totalPages: number;
}

export interface FeedbackFilters {
  status?: FeedbackStatus;
  category?: string;
  type?: string;
  module?: string;
  from?: string;
  to?: string;
  search?: string;
}

export interface Analytics {
  range: AnalyticsRange;
  totals: { submissions: number; ratedSubmissions: number; averageRating: number | null; events: number };
  byCategory: Record<string, number>;
  byType: Record<string, number>;
  byModule: Record<string, number>;
  byStatus: Record<string, number>;
  byRating: Record<string, number>;
  daily: { date: string; submissions: number; averageRating: number | null }[];
}

export interface CategorySummary {
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

interface ApiBody<T> {
  success?: boolean;
  data?: T;
  error?: string;
}

async function call<T>(path: string, init: RequestInit = {}): Promise<T> {
  let response: Response;
  try {
    response = await fetch(`${config.feedbackApiBase}${path}`, {
      credentials: 'same-origin',
      ...init,
      headers: { Accept: 'application/json', ...(init.body ? { 'Content-Type': 'application/json' } : {}), ...init.headers },
    });
  } catch {
    throw new OfflineError();
  }
  let body: ApiBody<T> | null;
  try {
    body = (await response.json()) as ApiBody<T>;
  } catch {
    body = null;
  }
  if (response.status === 401 && !path.endsWith('/admin/login')) throw new SignedOutError();
  if (!response.ok || !body?.success) throw new ApiError(body?.error ?? `HTTP ${response.status}`, response.status);
  return body.data as T;
}

export function getSession(): Promise<AdminSession> {
  return call<AdminSession>('/admin/session');
}

export function signIn(email: string, password: string): Promise<AdminSession> {
  return call<AdminSession>('/admin/login', { method: 'POST', body: JSON.stringify({ email, password }) });
}

export function signOut(): Promise<unknown> {
  return call('/admin/logout', { method: 'POST' });
}

export function listFeedback(page: number, limit: number, filters: FeedbackFilters): Promise<FeedbackPage> {
  const query = new URLSearchParams({ page: String(page), limit: String(limit) });
  const active = Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== undefined && value !== ''));
  if (Object.keys(active).length > 0) query.set('filters', JSON.stringify(active));
  return call<FeedbackPage>(`/admin/feedback?${query.toString()}`);
}

export function getFeedback(id: string): Promise<FeedbackItem> {
  return call<FeedbackItem>(`/admin/feedback/${encodeURIComponent(id)}`);
}

export function updateFeedback(id: string, status: FeedbackStatus, adminNote: string | null): Promise<FeedbackItem> {
  return call<FeedbackItem>(`/admin/feedback/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    body: JSON.stringify({ status, adminNote }),
  });
}

export function getAnalytics(range: AnalyticsRange): Promise<Analytics> {
  return call<Analytics>(`/analytics?range=${range}`);
}

export function getCategories(): Promise<CategorySummary[]> {
  return call<CategorySummary[]>('/categories');
}

/** The spec's short reference for a submission: the last 8 characters of its id, upper-case. */
export function referenceOf(id: string): string {
  return id.slice(-8).toUpperCase();
}

/** Only the functions' own upload URLs are ever shown as images or links. */
export function isUploadUrl(url: string): boolean {
  return /^\/\.netlify\/functions\/feedback\/uploads\/[0-9a-f-]{36}\.(?:jpg|png|gif|webp)$/.test(url);
}
