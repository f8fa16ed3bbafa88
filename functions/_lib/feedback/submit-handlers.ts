import { CATEGORIES } from '../../../contract/category-catalogue.ts';
import { CORE_FIELD_IDS, findCategory, typeForCategory, type FeedbackCategory, type Module } from '../../../contract/categories.ts';
import { createHash } from 'node:crypto';
import { bindRequest } from '../device-bindings.ts';
import { insertSubmission, type NewSubmission } from './submissions-store.ts';
import { HttpError, ok, readJsonBody } from '../http.ts';
import { submissionSchema, UPLOAD_URL_PATTERN, type SubmissionInput } from '../../../contract/feedback-schemas.ts';
import type { StoredResponse } from '../../../contract/feedback-responses.ts';
import { enforceRateLimit, parseWith, type Handler } from '../request-context.ts';
import { forgetSubmissionTotal } from './read-handlers.ts';

export const SUBMIT_BODY_LIMIT = 128 * 1024;
export const SUBMISSION_ID_REUSED = 'This id was already used for a different submission';

/** JSON with object keys sorted at every level, so one body hashes the same whatever order its keys arrived in. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value instanceof Date) return JSON.stringify(value.toISOString());
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** The value the form field `fieldId` has in a submission (core fields map onto the submission's own properties). */
function valueOf(input: SubmissionInput, fieldId: string): unknown {
  switch (fieldId) {
    case 'module':
      return input.context?.module;
    case 'title':
      return input.title;
    case 'details':
      return input.message;
    case 'rating':
      return input.rating;
    default:
      return input.fields?.[fieldId];
  }
}

function isFilled(value: unknown): boolean {
  if (value === undefined || value === null) return false;
  return typeof value !== 'string' || value.trim() !== '';
}

/**
 * Checks a submission against its category's form: required fields give the spec's '{label} is required', select
 * values must be listed options, and extra fields must belong to the form. Fields hidden by their condition are
 * dropped. Returns the extra (non-core) field values to store.
 */
function checkAgainstForm(input: SubmissionInput, category: FeedbackCategory): Record<string, unknown> {
  const fields = category.form_schema.fields;
  const known = new Set(fields.map((field) => field.id));
  for (const id of Object.keys(input.fields ?? {})) {
    if (!known.has(id) || CORE_FIELD_IDS.includes(id)) {
      throw new HttpError(400, `fields: unknown field ${id}`);
    }
  }
  const extra: Record<string, unknown> = {};
  for (const field of fields) {
    if (field.conditional && String(valueOf(input, field.conditional.field) ?? '') !== field.conditional.value) continue;
    const value = valueOf(input, field.id);
    if (!isFilled(value)) {
      if (field.required) throw new HttpError(400, `${field.label} is required`);
      continue;
    }
    if (field.type === 'select' && !field.options?.some((option) => option.value === value)) {
      throw new HttpError(400, `${field.label} must be one of the listed options`);
    }
    if (field.type === 'rating' && !(typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= 5)) {
      throw new HttpError(400, `${field.label} must be a whole number from 1 to 5`);
    }
    if ((field.type === 'text' || field.type === 'textarea') && typeof value !== 'string') {
      throw new HttpError(400, `${field.label} must be text`);
    }
    if (!CORE_FIELD_IDS.includes(field.id)) extra[field.id] = value;
  }
  return extra;
}

/**
 * POST /submit: one feedback submission with its client-generated UUID. Repeating it (a retry, a replay, two tabs)
 * answers success with the same id and stores nothing new: 201 the first time, 200 after. The same id with a
 * different body is a 409, never silently a "duplicate". The session id is bound to the caller's device key at its
 * first write; a session id bound to another key is a 403.
 */
export const submit: Handler = async (request, context) => {
  await enforceRateLimit(context, 'submit');
  const input = parseWith(submissionSchema, await readJsonBody(request, SUBMIT_BODY_LIMIT));
  const category = findCategory(input.category, CATEGORIES);
  if (!category) {
    throw new HttpError(400, `Category not found (expected one of ${CATEGORIES.map((c) => c.id).join(', ')})`);
  }
  const type = typeForCategory(category.id);
  if (input.type !== undefined && input.type !== type) {
    throw new HttpError(400, `type: ${input.type} does not match category ${category.id} (expected ${type})`);
  }
  const fields = checkAgainstForm(input, category);
  const attachments = input.attachments ?? [];
  for (const url of attachments) {
    const name = UPLOAD_URL_PATTERN.exec(url)?.[1];
    if (!name || !(await context.backend.uploads.has(name))) {
      throw new HttpError(400, `attachments: ${url} was not uploaded here`);
    }
  }
  const { submissionTimestamp, ...restOfContext } = input.context ?? {};
  const submission: Omit<NewSubmission, 'bodyHash'> = {
    id: input.id,
    sessionId: input.sessionId,
    userId: input.userId ?? null,
    category: category.id,
    subcategory: input.subcategory?.trim() || null,
    type,
    rating: input.rating ?? null,
    title: (input.title ?? '').trim(),
    message: (input.message ?? '').trim(),
    module: input.context?.module as Module,
    fields,
    context: { ...restOfContext, ...(submissionTimestamp ? { submissionTimestamp: submissionTimestamp.toISOString() } : {}) },
    metadata: input.metadata ?? {},
    attachments,
    clientSubmittedAt: submissionTimestamp ?? null,
  };
  const bodyHash = createHash('sha256').update(canonicalJson(submission)).digest('hex');
  const { backend } = context;
  await bindRequest(backend.db, request, [submission.sessionId], backend.now());
  const result = await insertSubmission(backend.db, { ...submission, bodyHash }, backend.now());
  if (!result.created && !result.sameBody) throw new HttpError(409, SUBMISSION_ID_REUSED);
  if (result.created) forgetSubmissionTotal(context.backend);
  return ok<StoredResponse>({ id: submission.id, duplicate: !result.created }, result.created ? 201 : 200);
};
