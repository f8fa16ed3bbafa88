import { CORE_FIELD_IDS, detectModule, isModule, typeForCategory, type FeedbackCategory, type FormField } from '@contract/categories';
import type { FeedbackSubmission } from '@contract/submission';
import { visibleFields, type FormValues } from './form';

// The submission type and module detection are the contract's (contract/); re-exported for the form's components.
export { detectModule, type FeedbackSubmission };

/** The page the feedback is about, as the context box shows it. */
interface PageContext {
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

function firstOfType(fields: FormField[], values: FormValues, type: FormField['type']): FormField | undefined {
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
  const module = isModule(answers.module) ? answers.module : detectModule(input.page.page);
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
    type: typeForCategory(input.category.id),
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
