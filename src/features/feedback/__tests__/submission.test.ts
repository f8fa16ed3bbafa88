import { describe, expect, it } from 'vitest';
import { OFFLINE_CATEGORIES as DEFAULT_FEEDBACK_CATEGORIES } from '@contract/category-catalogue';
import { typeForCategory as feedbackTypeForCategory, type FeedbackCategory } from '@contract/categories';
import { deviceTypeForWidth } from '../lib/device-type';
import {
  buildSubmission,
  detectModule,
  pageContextFrom,
  referenceFor,
  type SubmissionInput,
} from '../lib/submission';

describe('feedbackTypeForCategory (spec section 3)', () => {
  it.each([
    ['technical', 'bug_report'],
    ['features', 'feature_request'],
    ['experience', 'satisfaction'],
    ['content', 'improvement'],
    ['general', 'other'],
    ['anything-else', 'other'],
    ['', 'other'],
  ])('%s gives %s', (category, type) => {
    expect(feedbackTypeForCategory(category)).toBe(type);
  });
});

describe('detectModule (spec section 9: by path prefix)', () => {
  it.each([
    ['/insight', 'insight'],
    ['/insight/tools/thought-record', 'insight'],
    ['/presence', 'presence'],
    ['/presence/forge/hearthlink', 'presence'],
    ['/resonance/library', 'resonance'],
    ['/chart', 'starchart'],
    ['/chart/new', 'starchart'],
    ['/pro', 'starchart'],
    ['/pro/prescription/new', 'starchart'],
    ['/', 'general'],
    ['/about', 'general'],
    ['/crisis-help', 'general'],
    ['/flow/abc', 'general'],
  ])('%s is %s', (path, module) => {
    expect(detectModule(path)).toBe(module);
  });
});

describe('deviceTypeForWidth (under 768 mobile, under 1024 tablet, else desktop)', () => {
  it.each([
    [320, 'mobile'],
    [767, 'mobile'],
    [768, 'tablet'],
    [1023, 'tablet'],
    [1024, 'desktop'],
    [1920, 'desktop'],
  ])('%i px is %s', (width, type) => {
    expect(deviceTypeForWidth(width)).toBe(type);
  });
});

describe('referenceFor', () => {
  it('is the last 8 characters of the id, upper-case', () => {
    expect(referenceFor('3f2504e0-4f89-41d3-9a0c-0305e82c3301')).toBe('E82C3301');
  });
});

describe('pageContextFrom', () => {
  it('lists the page, its title and every URL parameter', () => {
    expect(pageContextFrom({ pathname: '/insight/tools', search: '?tab=recent&q=sleep' }, 'Tools · Better Minds')).toEqual({
      page: '/insight/tools',
      title: 'Tools · Better Minds',
      urlParams: { tab: 'recent', q: 'sleep' },
    });
  });
});

const technical = DEFAULT_FEEDBACK_CATEGORIES.find((category) => category.id === 'technical') as FeedbackCategory;

function input(overrides: Partial<SubmissionInput> = {}): SubmissionInput {
  return {
    id: '3f2504e0-4f89-41d3-9a0c-0305e82c3301',
    sessionId: '11111111-2222-4333-8444-555555555555',
    category: technical,
    values: { module: 'presence', title: '  Timer stops  ', details: 'It stops after a minute.', rating: 2 },
    attachments: [],
    page: { page: '/presence/codex', title: 'Codex · Better Minds', urlParams: { section: '2' } },
    metadata: { deviceInfo: { type: 'mobile' } },
    now: new Date('2025-03-01T10:00:00.000Z'),
    ...overrides,
  };
}

describe('buildSubmission', () => {
  it('maps the default fields onto the spec submission', () => {
    const submission = buildSubmission(input());
    expect(submission).toEqual({
      id: '3f2504e0-4f89-41d3-9a0c-0305e82c3301',
      sessionId: '11111111-2222-4333-8444-555555555555',
      category: 'technical',
      subcategory: null,
      type: 'bug_report',
      rating: 2,
      title: 'Timer stops',
      message: 'It stops after a minute.',
      context: {
        module: 'presence',
        submissionTimestamp: '2025-03-01T10:00:00.000Z',
        page: '/presence/codex',
        pageTitle: 'Codex · Better Minds',
        urlParams: { section: '2' },
      },
      metadata: { deviceInfo: { type: 'mobile' } },
      attachments: [],
      fields: {},
    });
  });

  it('detects the module from the page when the form has no module answer, and leaves the rating out when none', () => {
    const submission = buildSubmission(input({ values: { title: 'Hi', details: 'Hello' } }));
    expect(submission.context.module).toBe('presence');
    expect(submission.rating).toBeNull();
  });

  it("keeps the other visible answers in fields, and drops answers to conditional fields that are hidden", () => {
    const category: FeedbackCategory = {
      ...technical,
      form_schema: {
        fields: [
          ...technical.form_schema.fields,
          { id: 'reproducible', label: 'Every time?', type: 'select', options: [{ value: 'always', label: 'Yes' }, { value: 'once', label: 'Once' }] },
          { id: 'steps', label: 'Steps', type: 'textarea', conditional: { field: 'reproducible', value: 'always' } },
        ],
      },
    };
    const base = { module: 'insight', title: 'T', details: 'D' };
    expect(buildSubmission(input({ category, values: { ...base, reproducible: 'always', steps: '1. Open' } })).fields).toEqual({
      reproducible: 'always',
      steps: '1. Open',
    });
    expect(buildSubmission(input({ category, values: { ...base, reproducible: 'once', steps: '1. Open' } })).fields).toEqual({
      reproducible: 'once',
    });
  });

  it('gives a form without the default fields a title and message from its own text fields', () => {
    const category: FeedbackCategory = {
      id: 'content',
      label: 'Something in our writing',
      icon: '',
      description: '',
      form_schema: {
        fields: [
          { id: 'where', label: 'Where', type: 'text', required: true },
          { id: 'change', label: 'What to change', type: 'textarea', required: true },
        ],
      },
    };
    const submission = buildSubmission(input({ category, values: { where: 'Breathing page', change: 'A typo' } }));
    expect(submission).toMatchObject({ type: 'improvement', title: 'Breathing page', message: 'A typo' });
    expect(submission.context.module).toBe('presence');
  });
});
