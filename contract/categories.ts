/**
 * Feedback categories and their forms (spec sections 2, 3 and 5), the modules, the submission types and the
 * type-from-category mapping: what the form in the app shows and what `/submit` checks, defined once. The category
 * lists themselves are in `category-catalogue.ts`.
 */
import { z } from './zod.ts';

export const MODULES = ['insight', 'presence', 'resonance', 'starchart', 'general'] as const;
export type Module = (typeof MODULES)[number];

export const SUBMISSION_TYPES = ['bug_report', 'feature_request', 'satisfaction', 'improvement', 'other'] as const;
export type SubmissionType = (typeof SUBMISSION_TYPES)[number];

export const FIELD_TYPES = ['text', 'textarea', 'select', 'rating'] as const;
export type FieldType = (typeof FIELD_TYPES)[number];

/** Field ids that map onto the submission's own properties (module, title, message, rating) rather than `fields`. */
export const CORE_FIELD_IDS: readonly string[] = ['module', 'title', 'details', 'rating'];

/** Spec section 3: technical gives bug_report; features, feature_request; experience, satisfaction; content,
 * improvement; anything else, other. */
export function typeForCategory(category: string): SubmissionType {
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

export function isModule(value: unknown): value is Module {
  return typeof value === 'string' && (MODULES as readonly string[]).includes(value);
}

/** Spec section 9: by path prefix; /chart and /pro are Star Chart; anything else is general. */
export function detectModule(pathname: string): Module {
  if (pathname.startsWith('/insight')) return 'insight';
  if (pathname.startsWith('/presence')) return 'presence';
  if (pathname.startsWith('/resonance')) return 'resonance';
  if (pathname.startsWith('/chart') || pathname.startsWith('/pro')) return 'starchart';
  return 'general';
}

/*
 * The schemas below read `/categories` answers leniently on purpose: a malformed option, condition or field is
 * dropped and a category without a usable field is skipped, so one bad entry from the server never breaks the form.
 */

const fieldOptionSchema = z
  .object({ value: z.string(), label: z.string().optional().catch(undefined) })
  .transform((option) => ({ value: option.value, label: option.label ?? option.value }));
export type FieldOption = z.output<typeof fieldOptionSchema>;

/** Shown (and checked) only while the field `field` holds `value`. A number or boolean value is read as its text. */
const conditionSchema = z
  .object({ field: z.string().min(1), value: z.union([z.string(), z.number(), z.boolean()]) })
  .transform((condition) => ({ field: condition.field, value: String(condition.value) }));

/** Keeps the items of a list that `item` accepts; anything that is not a list gives an empty one. */
function keepValid<Item extends z.ZodType>(item: Item) {
  return z
    .array(z.unknown())
    .catch([])
    .transform((values) =>
      values.flatMap((value) => {
        const parsed = item.safeParse(value);
        return parsed.success ? [parsed.data as z.output<Item>] : [];
      }),
    );
}

export const formFieldSchema = z
  .object({
    id: z.string().min(1),
    label: z.string().min(1),
    type: z.enum(FIELD_TYPES),
    required: z.unknown().optional().transform((value) => value === true),
    placeholder: z.string().optional().catch(undefined),
    options: keepValid(fieldOptionSchema).optional(),
    conditional: conditionSchema.optional().catch(undefined),
  })
  .transform(({ placeholder, options, conditional, ...field }) => ({
    ...field,
    ...(placeholder ? { placeholder } : {}),
    ...(options ? { options } : {}),
    ...(conditional ? { conditional } : {}),
  }))
  .refine((field) => field.type !== 'select' || (field.options?.length ?? 0) > 0, 'a select needs options');

/** A form field. Parsed from `/categories`, `required` is always a boolean; written by hand, absent means false. */
export interface FormField {
  id: string;
  label: string;
  type: FieldType;
  required?: boolean;
  placeholder?: string;
  options?: FieldOption[];
  conditional?: { field: string; value: string };
}

export const feedbackCategorySchema = z.object({
  id: z.string().min(1),
  label: z.string().min(1),
  icon: z.string().catch(''),
  description: z.string().catch(''),
  form_schema: z.object({ fields: keepValid(formFieldSchema).refine((fields) => fields.length > 0, 'no usable field') }),
});

export interface FeedbackCategory {
  id: string;
  label: string;
  icon: string;
  description: string;
  form_schema: { fields: FormField[] };
}

/** GET /categories' data: the well-formed categories, at least one. */
export const categoriesResponseSchema = z
  .array(z.unknown(), 'Categories are not a list')
  .transform((items) =>
    items.flatMap((item): FeedbackCategory[] => {
      const parsed = feedbackCategorySchema.safeParse(item);
      return parsed.success ? [parsed.data] : [];
    }),
  )
  .refine((categories) => categories.length > 0, 'No usable categories');

export function findCategory(id: string, categories: readonly FeedbackCategory[]): FeedbackCategory | undefined {
  return categories.find((category) => category.id === id);
}
