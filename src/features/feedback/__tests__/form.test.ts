import { describe, expect, it } from 'vitest';
import { OFFLINE_CATEGORIES as DEFAULT_FEEDBACK_CATEGORIES } from '@contract/category-catalogue';
import type { FormField as FeedbackField } from '@contract/categories';
import { initialValues, validateForm, visibleFields } from '../lib/form';

const fields: FeedbackField[] = [
  { id: 'title', label: 'Title', type: 'text', required: true },
  { id: 'felt_upsetting', label: 'Did anything feel upsetting?', type: 'select', options: [{ value: 'no', label: 'No' }, { value: 'yes', label: 'Yes' }] },
  { id: 'upsetting_details', label: 'What felt upsetting', type: 'textarea', required: true, conditional: { field: 'felt_upsetting', value: 'yes' } },
  { id: 'follow_up', label: 'Follow-up', type: 'text', conditional: { field: 'upsetting_details', value: 'x' } },
  { id: 'rating', label: 'Overall rating', type: 'rating', required: false },
];

describe('the four default categories', () => {
  it('are general, technical, features and experience, each with module, title, details and rating', () => {
    expect(DEFAULT_FEEDBACK_CATEGORIES.map((category) => category.id)).toEqual(['general', 'technical', 'features', 'experience']);
    for (const category of DEFAULT_FEEDBACK_CATEGORIES) {
      expect(category.form_schema.fields.map((field) => [field.id, field.type, field.required === true])).toEqual([
        ['module', 'select', true],
        ['title', 'text', true],
        ['details', 'textarea', true],
        ['rating', 'rating', false],
      ]);
      expect(category.form_schema.fields[0]?.options?.map((option) => option.value)).toEqual([
        'insight',
        'presence',
        'resonance',
        'starchart',
        'general',
      ]);
    }
  });
});

describe('visibleFields', () => {
  it('hides a conditional field until the field it depends on has its value', () => {
    expect(visibleFields(fields, {}).map((field) => field.id)).toEqual(['title', 'felt_upsetting', 'rating']);
    expect(visibleFields(fields, { felt_upsetting: 'no' }).map((field) => field.id)).toEqual(['title', 'felt_upsetting', 'rating']);
    expect(visibleFields(fields, { felt_upsetting: 'yes' }).map((field) => field.id)).toEqual([
      'title',
      'felt_upsetting',
      'upsetting_details',
      'rating',
    ]);
  });
  it('hides a field whose parent is itself hidden, whatever the parent holds', () => {
    expect(visibleFields(fields, { felt_upsetting: 'no', upsetting_details: 'x' }).map((field) => field.id)).not.toContain(
      'follow_up',
    );
    expect(visibleFields(fields, { felt_upsetting: 'yes', upsetting_details: 'x' }).map((field) => field.id)).toContain(
      'follow_up',
    );
  });
});

describe("validateForm: '{label} is required'", () => {
  it('names every empty required field that is shown', () => {
    expect(validateForm(fields, {})).toEqual({ title: 'Title is required' });
    expect(validateForm(fields, { title: '   ', felt_upsetting: 'yes' })).toEqual({
      title: 'Title is required',
      upsetting_details: 'What felt upsetting is required',
    });
  });
  it('passes when the required fields are filled, and never asks for the optional rating', () => {
    expect(validateForm(fields, { title: 'Hello', felt_upsetting: 'yes', upsetting_details: 'The wording' })).toEqual({});
  });
  it('uses the default labels for the default fields', () => {
    const general = DEFAULT_FEEDBACK_CATEGORIES[0];
    expect(general && validateForm(general.form_schema.fields, {})).toEqual({
      module: 'Area of the app is required',
      title: 'Title is required',
      details: 'Details is required',
    });
  });
});

describe('initialValues', () => {
  it('preselects the module of the page the person is on', () => {
    const general = DEFAULT_FEEDBACK_CATEGORIES[0];
    expect(general && initialValues(general.form_schema.fields, 'resonance')).toEqual({ module: 'resonance' });
    expect(initialValues(fields, 'resonance')).toEqual({});
  });
});
