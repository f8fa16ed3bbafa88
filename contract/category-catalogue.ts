/**
 * The feedback categories, defined once for both sides. `CATEGORIES` is what the server's `/categories` serves and
 * what `/submit` checks a submission against: the four spec defaults plus `content`, each with a few fields of its
 * own (some shown only when another field has a value). `OFFLINE_CATEGORIES` is what the app's feedback modal shows
 * when `/categories` cannot be reached (offline, an error), so feedback can always be written; their fields are the
 * spec's default fields (module, title, details, overall rating), worded for the modal. The two lists word things
 * differently on purpose (the tests pin both wordings); the field builders are shared.
 */
import type { FeedbackCategory, FieldOption, FormField } from './categories.ts';

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

/** The spec's module values, in the order the header lists the areas. */
export const OFFLINE_MODULE_OPTIONS: readonly FieldOption[] = [
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

/** The default fields of spec section 5, with placeholders that fit the category and the modal's wording of the area. */
function offlineDefaultFields(text: DefaultFieldText): FormField[] {
  return [
    { id: 'module', label: 'Area of the app', type: 'select', required: true, options: [...OFFLINE_MODULE_OPTIONS] },
    titleField(text.titlePlaceholder),
    detailsField(text.detailsPlaceholder),
    ratingField,
  ];
}

export const OFFLINE_CATEGORIES: readonly FeedbackCategory[] = [
  {
    id: 'general',
    label: 'General feedback',
    icon: '💬',
    description: 'Anything you would like us to know about Better Minds.',
    form_schema: {
      fields: offlineDefaultFields({
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
      fields: offlineDefaultFields({
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
      fields: offlineDefaultFields({
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
      fields: offlineDefaultFields({
        titlePlaceholder: 'A few words about your experience',
        detailsPlaceholder: 'What helped, and what got in the way?',
      }),
    },
  },
];
