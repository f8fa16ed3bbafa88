/**
 * Feedback categories and their forms (spec sections 2, 3 and 5). The four defaults come first with the spec's
 * default fields: module (select, required), title (text, required), details (textarea, required) and overall rating
 * (1 to 5, optional). Each category adds a few fields of its own, some shown only when another field has a value
 * (`conditional`). The server checks submissions against these same definitions.
 */
export type FieldType = 'text' | 'textarea' | 'select' | 'rating';

export interface FieldOption {
  value: string;
  label: string;
}

export interface FormField {
  id: string;
  label: string;
  type: FieldType;
  required: boolean;
  placeholder?: string;
  options?: FieldOption[];
  /** Shown (and checked) only when the field `field` has the value `value`. */
  conditional?: { field: string; value: string };
}

export interface FeedbackCategory {
  id: string;
  label: string;
  icon: string;
  description: string;
  form_schema: { fields: FormField[] };
}

export const MODULES = ['insight', 'presence', 'resonance', 'starchart', 'general'] as const;
export type Module = (typeof MODULES)[number];

export const SUBMISSION_TYPES = ['bug_report', 'feature_request', 'satisfaction', 'improvement', 'other'] as const;
export type SubmissionType = (typeof SUBMISSION_TYPES)[number];

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

/** Field ids that map onto the submission's own properties rather than `fields`. */
export const CORE_FIELD_IDS = ['module', 'title', 'details', 'rating'] as const;

const moduleField: FormField = {
  id: 'module',
  label: 'Area',
  type: 'select',
  required: true,
  placeholder: 'Choose the part of Better Minds this is about',
  options: [
    { value: 'insight', label: 'Insight' },
    { value: 'presence', label: 'Presence' },
    { value: 'resonance', label: 'Resonance' },
    { value: 'starchart', label: 'Star Chart' },
    { value: 'general', label: 'General' },
  ],
};

function titleField(placeholder: string): FormField {
  return { id: 'title', label: 'Title', type: 'text', required: true, placeholder };
}

function detailsField(placeholder: string): FormField {
  return { id: 'details', label: 'Details', type: 'textarea', required: true, placeholder };
}

const ratingField: FormField = { id: 'rating', label: 'Overall rating', type: 'rating', required: false };

export const CATEGORIES: readonly FeedbackCategory[] = [
  {
    id: 'general',
    label: 'General feedback',
    icon: '💬',
    description: 'Anything you would like us to know.',
    form_schema: {
      fields: [
        moduleField,
        titleField('A short summary'),
        detailsField('Tell us what is on your mind'),
        ratingField,
      ],
    },
  },
  {
    id: 'technical',
    label: 'Something is not working',
    icon: '🛠️',
    description: 'A screen that breaks, an error, or something that does not do what it says.',
    form_schema: {
      fields: [
        moduleField,
        titleField('For example: the breathing timer stops after a minute'),
        detailsField('What happened, and what did you expect to happen?'),
        {
          id: 'reproducible',
          label: 'Does it happen every time?',
          type: 'select',
          required: false,
          options: [
            { value: 'always', label: 'Yes, every time' },
            { value: 'sometimes', label: 'Sometimes' },
            { value: 'once', label: 'It happened once' },
          ],
        },
        {
          id: 'steps',
          label: 'Steps to make it happen',
          type: 'textarea',
          required: false,
          placeholder: '1. Open ... 2. Tap ... 3. See ...',
          conditional: { field: 'reproducible', value: 'always' },
        },
        ratingField,
      ],
    },
  },
  {
    id: 'features',
    label: 'An idea or request',
    icon: '💡',
    description: 'Something you wish Better Minds could do.',
    form_schema: {
      fields: [
        moduleField,
        titleField('Your idea in a few words'),
        detailsField('What would it help you with?'),
        {
          id: 'importance',
          label: 'How much would it help you?',
          type: 'select',
          required: false,
          options: [
            { value: 'nice_to_have', label: 'It would be nice' },
            { value: 'helpful', label: 'It would help a lot' },
            { value: 'essential', label: 'I need it to keep using Better Minds' },
          ],
        },
        ratingField,
      ],
    },
  },
  {
    id: 'experience',
    label: 'How it felt to use',
    icon: '🌱',
    description: 'How a tool, a page or the app as a whole felt to you.',
    form_schema: {
      fields: [
        moduleField,
        titleField('A short summary'),
        detailsField('What was it like?'),
        {
          id: 'felt_upsetting',
          label: 'Did anything feel upsetting or unsafe?',
          type: 'select',
          required: false,
          options: [
            { value: 'no', label: 'No' },
            { value: 'yes', label: 'Yes' },
          ],
        },
        {
          id: 'upsetting_details',
          label: 'What felt upsetting or unsafe?',
          type: 'textarea',
          required: false,
          placeholder: 'Only share what you are comfortable sharing',
          conditional: { field: 'felt_upsetting', value: 'yes' },
        },
        ratingField,
      ],
    },
  },
  {
    id: 'content',
    label: 'Something in our writing',
    icon: '📖',
    description: 'Words that are wrong, unclear, out of date or hurtful.',
    form_schema: {
      fields: [
        moduleField,
        titleField('Which page or passage?'),
        detailsField('What should we change?'),
        {
          id: 'content_issue',
          label: 'What is wrong with it?',
          type: 'select',
          required: false,
          options: [
            { value: 'inaccurate', label: 'It is inaccurate' },
            { value: 'unclear', label: 'It is hard to understand' },
            { value: 'outdated', label: 'It is out of date' },
            { value: 'hurtful', label: 'It is hurtful or insensitive' },
            { value: 'other', label: 'Something else' },
          ],
        },
        ratingField,
      ],
    },
  },
];

export function findCategory(id: string): FeedbackCategory | undefined {
  return CATEGORIES.find((category) => category.id === id);
}
