/**
 * Feedback categories (spec sections 3 and 5). The server's `/categories` is the source when it answers; these four
 * defaults are what the feedback modal shows when it cannot be reached (offline, or an error), so feedback can
 * always be written. Their fields are the spec's default fields: module, title, details and an overall rating.
 */

export type FeedbackFieldType = 'text' | 'textarea' | 'select' | 'rating';

export interface FeedbackFieldOption {
  value: string;
  label: string;
}

export interface FeedbackField {
  id: string;
  label: string;
  type: FeedbackFieldType;
  required?: boolean;
  placeholder?: string;
  options?: FeedbackFieldOption[];
  /** Shown only while another field holds this value. */
  conditional?: { field: string; value: string };
}

export interface FeedbackCategory {
  id: string;
  label: string;
  icon: string;
  description: string;
  form_schema: { fields: FeedbackField[] };
}

/** The spec's module values, in the order the header lists the areas. */
export const FEEDBACK_MODULE_OPTIONS: readonly FeedbackFieldOption[] = [
  { value: 'insight', label: 'Insight: self-reflection tools, trails and journeys' },
  { value: 'presence', label: 'Presence: support right now, the codex and the forge' },
  { value: 'resonance', label: 'Resonance: stories, the library and community' },
  { value: 'starchart', label: 'Star Chart: the area for therapists' },
  { value: 'general', label: 'Better Minds in general' },
];

interface DefaultFieldText {
  titlePlaceholder: string;
  detailsPlaceholder: string;
}

/** The default fields of spec section 5, with placeholders that fit the category. */
export function defaultFeedbackFields(text: DefaultFieldText): FeedbackField[] {
  return [
    {
      id: 'module',
      label: 'Area of the app',
      type: 'select',
      required: true,
      options: [...FEEDBACK_MODULE_OPTIONS],
    },
    { id: 'title', label: 'Title', type: 'text', required: true, placeholder: text.titlePlaceholder },
    { id: 'details', label: 'Details', type: 'textarea', required: true, placeholder: text.detailsPlaceholder },
    { id: 'rating', label: 'Overall rating', type: 'rating', required: false },
  ];
}

export const DEFAULT_FEEDBACK_CATEGORIES: readonly FeedbackCategory[] = [
  {
    id: 'general',
    label: 'General feedback',
    icon: '💬',
    description: 'Anything you would like us to know about Better Minds.',
    form_schema: {
      fields: defaultFeedbackFields({
        titlePlaceholder: 'A few words that sum it up',
        detailsPlaceholder: 'Tell us what is on your mind.',
      }),
    },
  },
  {
    id: 'technical',
    label: 'Something is not working',
    icon: '🛠️',
    description: 'A screen that breaks, something that will not save, or anything that behaves oddly.',
    form_schema: {
      fields: defaultFeedbackFields({
        titlePlaceholder: 'For example: my journal entry did not save',
        detailsPlaceholder: 'What did you do, what did you expect, and what happened instead?',
      }),
    },
  },
  {
    id: 'features',
    label: 'An idea or a request',
    icon: '💡',
    description: 'Something you wish Better Minds could do, or a tool you would like to see.',
    form_schema: {
      fields: defaultFeedbackFields({
        titlePlaceholder: 'Your idea in a few words',
        detailsPlaceholder: 'What would it help you with, and when would you use it?',
      }),
    },
  },
  {
    id: 'experience',
    label: 'How it feels to use',
    icon: '🌱',
    description: 'How Better Minds felt to use: what helped, what was hard, what could be kinder or clearer.',
    form_schema: {
      fields: defaultFeedbackFields({
        titlePlaceholder: 'A few words about your experience',
        detailsPlaceholder: 'What helped, and what got in the way?',
      }),
    },
  },
];
