import {
  DEFAULT_FEEDBACK_CATEGORIES,
  type FeedbackCategory,
  type FeedbackField,
  type FeedbackFieldOption,
} from '@/content/feedback-categories';
import { callFeedbackApi, type CallOptions } from './feedback-api';

const FIELD_TYPES = new Set(['text', 'textarea', 'select', 'rating']);

function str(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

function parseOption(value: unknown): FeedbackFieldOption | null {
  if (!value || typeof value !== 'object') return null;
  const option = value as Record<string, unknown>;
  const optionValue = str(option.value);
  if (optionValue === undefined) return null;
  return { value: optionValue, label: str(option.label) ?? optionValue };
}

function parseField(value: unknown): FeedbackField | null {
  if (!value || typeof value !== 'object') return null;
  const field = value as Record<string, unknown>;
  const id = str(field.id);
  const label = str(field.label);
  const type = str(field.type);
  if (!id || !label || !type || !FIELD_TYPES.has(type)) return null;
  const parsed: FeedbackField = { id, label, type: type as FeedbackField['type'], required: field.required === true };
  const placeholder = str(field.placeholder);
  if (placeholder) parsed.placeholder = placeholder;
  if (Array.isArray(field.options)) {
    parsed.options = field.options.map(parseOption).filter((option): option is FeedbackFieldOption => option !== null);
  }
  if (type === 'select' && !parsed.options?.length) return null;
  const conditional = field.conditional as Record<string, unknown> | null | undefined;
  if (conditional && typeof conditional === 'object') {
    const dependsOn = str(conditional.field);
    const equals = conditional.value;
    if (dependsOn && (typeof equals === 'string' || typeof equals === 'number' || typeof equals === 'boolean')) {
      parsed.conditional = { field: dependsOn, value: String(equals) };
    }
  }
  return parsed;
}

/** Keeps only well-formed categories and fields, so a malformed answer never breaks the form. */
export function parseCategories(data: unknown): FeedbackCategory[] {
  if (!Array.isArray(data)) throw new Error('Categories are not a list');
  const categories: FeedbackCategory[] = [];
  for (const item of data) {
    if (!item || typeof item !== 'object') continue;
    const raw = item as Record<string, unknown>;
    const id = str(raw.id);
    const label = str(raw.label);
    const schema = raw.form_schema as { fields?: unknown } | undefined;
    if (!id || !label || !schema || !Array.isArray(schema.fields)) continue;
    const fields = schema.fields.map(parseField).filter((field): field is FeedbackField => field !== null);
    if (fields.length === 0) continue;
    categories.push({
      id,
      label,
      icon: str(raw.icon) ?? '',
      description: str(raw.description) ?? '',
      form_schema: { fields },
    });
  }
  if (categories.length === 0) throw new Error('No usable categories');
  return categories;
}

export interface LoadedCategories {
  categories: FeedbackCategory[];
  source: 'server' | 'defaults';
}

/** GET /categories; on any failure logs 'Failed to load categories' and falls back to the four defaults. */
export async function loadCategories(options: Pick<CallOptions, 'fetchImpl' | 'base'> = {}): Promise<LoadedCategories> {
  try {
    const data = await callFeedbackApi<unknown>('/categories', { ...options, timeoutMs: 10_000 });
    return { categories: parseCategories(data), source: 'server' };
  } catch (error) {
    console.error('Failed to load categories', error);
    return { categories: DEFAULT_FEEDBACK_CATEGORIES.map((category) => ({ ...category })), source: 'defaults' };
  }
}
