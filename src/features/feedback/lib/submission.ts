import type { FeedbackCategory, FeedbackField } from '@/content/feedback-categories';
import type { FeedbackModule, FeedbackSubmissionRow, FeedbackType } from '@/db/types';
import { visibleFields, type FormValues } from './form';

/** Field ids that map onto the submission's own properties (module, title, message, rating). */
export const CORE_FIELD_IDS: readonly string[] = ['module', 'title', 'details', 'rating'];

/**
 * What is sent to `/submit`: the spec's fields, the client-generated id that makes the submit idempotent, and the
 * answers to the category's other fields (`fields`), which the server checks against the same form.
 */
export type FeedbackSubmission = Omit<FeedbackSubmissionRow, 'createdAt' | 'syncedAt'> & {
  fields: Record<string, string | number>;
};

/** Spec section 3: technical -> bug_report, features -> feature_request, experience -> satisfaction,
 * content -> improvement, anything else -> other. */
export function feedbackTypeForCategory(category: string): FeedbackType {
  switch (category) {
    case 'technical':
      return 'bug_report';
    case 'features':
      return 'feature_request';
    case 'experience':
      return 'satisfaction';
    case 'content':
      return 'improvement';
    default:
      return 'other';
  }
}

const MODULES: readonly FeedbackModule[] = ['insight', 'presence', 'resonance', 'starchart', 'general'];

export function isFeedbackModule(value: unknown): value is FeedbackModule {
  return typeof value === 'string' && (MODULES as readonly string[]).includes(value);
}

/** Spec section 9: by path prefix; /chart and /pro are Star Chart; anything else is general. */
export function detectModule(pathname: string): FeedbackModule {
  if (pathname.startsWith('/insight')) return 'insight';
  if (pathname.startsWith('/presence')) return 'presence';
  if (pathname.startsWith('/resonance')) return 'resonance';
  if (pathname.startsWith('/chart') || pathname.startsWith('/pro')) return 'starchart';
  return 'general';
}

/** The page the feedback is about, as the context box shows it. */
export interface PageContext {
  page: string;
  title: string;
  urlParams: Record<string, string>;
}

export function pageContextFrom(location: { pathname: string; search: string }, title: string): PageContext {
  const urlParams: Record<string, string> = {};
  new URLSearchParams(location.search).forEach((value, key) => {
    urlParams[key] = value;
  });
  return { page: location.pathname, title, urlParams };
}

/** The last 8 characters of the id, upper-case: what the thank-you screen shows as the reference. */
export function referenceFor(id: string): string {
  return id.slice(-8).toUpperCase();
}

function text(values: FormValues, id: string): string {
  const value = values[id];
  return typeof value === 'string' ? value.trim() : '';
}

function firstOfType(fields: FeedbackField[], values: FormValues, type: FeedbackField['type']): FeedbackField | undefined {
  return fields.find((field) => field.type === type && values[field.id] !== undefined && values[field.id] !== '');
}

export interface SubmissionInput {
  id: string;
  sessionId: string;
  category: FeedbackCategory;
  values: FormValues;
  attachments: string[];
  page: PageContext;
  metadata: Record<string, unknown>;
  now: Date;
}

/**
 * Builds the submission from the form. The default fields map directly (title, details -> message, rating,
 * module); a server-defined form without them still gives a title and message from its first text and textarea
 * fields. The other visible answers go in `fields`; answers to hidden conditional fields are dropped.
 */
export function buildSubmission(input: SubmissionInput): FeedbackSubmission {
  const fields = visibleFields(input.category.form_schema.fields, input.values);
  const answers: FormValues = {};
  for (const field of fields) {
    const value = input.values[field.id];
    if (value !== undefined && value !== '') answers[field.id] = typeof value === 'string' ? value.trim() : value;
  }

  const firstText = firstOfType(fields, answers, 'text');
  const firstTextarea = firstOfType(fields, answers, 'textarea');
  const firstRating = firstOfType(fields, answers, 'rating');
  const title =
    text(answers, 'title') || (firstText ? text(answers, firstText.id) : '') || input.category.label;
  const message =
    text(answers, 'details') ||
    text(answers, 'message') ||
    text(answers, 'description') ||
    (firstTextarea ? text(answers, firstTextarea.id) : '');
  const ratingValue = answers.rating ?? (firstRating ? answers[firstRating.id] : undefined);
  const rating = typeof ratingValue === 'number' && ratingValue >= 1 && ratingValue <= 5 ? ratingValue : null;
  const module = isFeedbackModule(answers.module) ? answers.module : detectModule(input.page.page);
  const subcategory = text(answers, 'subcategory') || null;
  const extraFields: Record<string, string | number> = {};
  for (const [id, value] of Object.entries(answers)) {
    if (!CORE_FIELD_IDS.includes(id)) extraFields[id] = value;
  }

  return {
    id: input.id,
    sessionId: input.sessionId,
    category: input.category.id,
    subcategory,
    type: feedbackTypeForCategory(input.category.id),
    rating,
    title,
    message,
    context: {
      module,
      submissionTimestamp: input.now.toISOString(),
      page: input.page.page,
      pageTitle: input.page.title,
      urlParams: input.page.urlParams,
    },
    metadata: input.metadata,
    attachments: input.attachments,
    fields: extraFields,
  };
}
