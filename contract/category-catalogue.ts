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

/** A category's own optional choice: `[value, label]` pairs. */
function optionalSelect(id: string, label: string, options: readonly (readonly [string, string])[]): FormField {
  const choices = options.map(([value, optionLabel]) => ({ value, label: optionLabel }));
  return { id, label, type: 'select', required: false, options: choices };
}

/** An optional text box shown only once another field has a given value. */
function followUpTextarea(
  id: string,
  label: string,
  placeholder: string,
  shownWhen: { field: string; value: string },
): FormField {
  return { id, label, type: 'textarea', required: false, placeholder, conditional: shownWhen };
}

/** The fields every category of `CATEGORIES` has, with its own in the middle and the rating last. */
function categoryFields(title: string, details: string, own: readonly FormField[] = []): FormField[] {
  return [moduleField, titleField(title), detailsField(details), ...own, ratingField];
}

export const CATEGORIES: readonly FeedbackCategory[] = [
  {
    id: 'general',
    label: 'General feedback',
    icon: '💬',
    description: 'Anything you would like us to know.',
    form_schema: {
      fields: categoryFields('A short summary', 'Tell us what is on your mind'),
    },
  },
  {
    id: 'technical',
    label: 'Something is not working',
    icon: '🛠️',
    description: 'A screen that breaks, an error, or something that does not do what it says.',
    form_schema: {
      fields: categoryFields(
        'For example: the breathing timer stops after a minute',
        'What happened, and what did you expect to happen?',
        [
          optionalSelect('reproducible', 'Does it happen every time?', [
            ['always', 'Yes, every time'],
            ['sometimes', 'Sometimes'],
            ['once', 'It happened once'],
          ]),
          followUpTextarea('steps', 'Steps to make it happen', '1. Open ... 2. Tap ... 3. See ...', {
            field: 'reproducible',
            value: 'always',
          }),
        ],
      ),
    },
  },
  {
    id: 'features',
    label: 'An idea or request',
    icon: '💡',
    description: 'Something you wish Better Minds could do.',
    form_schema: {
      fields: categoryFields('Your idea in a few words', 'What would it help you with?', [
        optionalSelect('importance', 'How much would it help you?', [
          ['nice_to_have', 'It would be nice'],
          ['helpful', 'It would help a lot'],
          ['essential', 'I need it to keep using Better Minds'],
        ]),
      ]),
    },
  },
  {
    id: 'experience',
    label: 'How it felt to use',
    icon: '🌱',
    description: 'How a tool, a page or the app as a whole felt to you.',
    form_schema: {
      fields: categoryFields('A short summary', 'What was it like?', [
        optionalSelect('felt_upsetting', 'Did anything feel upsetting or unsafe?', [
          ['no', 'No'],
          ['yes', 'Yes'],
        ]),
        followUpTextarea(
          'upsetting_details',
          'What felt upsetting or unsafe?',
          'Only share what you are comfortable sharing',
          { field: 'felt_upsetting', value: 'yes' },
        ),
      ]),
    },
  },
  {
    id: 'content',
    label: 'Something in our writing',
    icon: '📖',
    description: 'Words that are wrong, unclear, out of date or hurtful.',
    form_schema: {
      fields: categoryFields('Which page or passage?', 'What should we change?', [
        optionalSelect('content_issue', 'What is wrong with it?', [
          ['inaccurate', 'It is inaccurate'],
          ['unclear', 'It is hard to understand'],
          ['outdated', 'It is out of date'],
          ['hurtful', 'It is hurtful or insensitive'],
          ['other', 'Something else'],
        ]),
      ]),
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
