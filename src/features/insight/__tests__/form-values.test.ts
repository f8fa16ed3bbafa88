import { describe, expect, it } from 'vitest';
import { c } from '@/content/insight/copy';
import { findTool } from '@/content/insight/tools';
import type { FieldDef } from '@/content/insight/types';
import { allFields, describeValues, sleepFigures, summarizeToolEntry } from '@/domains/tool-entries/describe-values';
import { cleanValues, initialValues, validateFields } from '../lib/form-values';

const standard = (copy: { standard: string }) => copy.standard;

const fields: FieldDef[] = [
  { id: 'name', kind: 'text', label: c('Name', 'Name'), required: true },
  { id: 'level', kind: 'scale', label: c('Level', 'Level'), min: 0, max: 10, minLabel: c('Low', 'Low'), maxLabel: c('High', 'High') },
  { id: 'signs', kind: 'list', label: c('Signs', 'Signs'), itemLabel: c('Sign', 'Sign'), minItems: 1, maxItems: 3, required: true },
  {
    id: 'people',
    kind: 'repeater',
    label: c('People', 'People'),
    itemLabel: c('Person', 'Person'),
    minItems: 0,
    maxItems: 3,
    fields: [
      { id: 'who', kind: 'text', label: c('Who', 'Who'), required: true },
      { id: 'phone', kind: 'text', label: c('Phone', 'Phone') },
    ],
  },
];

describe('form values', () => {
  it('starts empty, and from what was saved when editing', () => {
    expect(initialValues(fields)).toEqual({ name: '', level: null, signs: [''], people: [{ who: '', phone: '' }] });
    expect(initialValues(fields, { name: 'Ana', signs: ['Tired'], people: [{ who: 'Sam' }] })).toEqual({
      name: 'Ana',
      level: null,
      signs: ['Tired'],
      people: [{ who: 'Sam', phone: '' }],
    });
  });

  it('flags required answers and required parts of a filled-in group, but not an empty optional group', () => {
    const empty = initialValues(fields);
    expect(validateFields(fields, empty)).toEqual([
      { fieldId: 'name', message: 'required' },
      { fieldId: 'signs', message: 'required' },
    ]);
    const halfGroup = { ...empty, name: 'Ana', signs: ['  ', 'Tired'], people: [{ who: '', phone: '0123' }] };
    expect(validateFields(fields, halfGroup)).toEqual([{ fieldId: 'people', item: 0, subFieldId: 'who', message: 'required' }]);
  });

  it('trims text and drops empty items before saving', () => {
    const values = { name: '  Ana ', level: 3, signs: ['Tired ', ' '], people: [{ who: 'Sam', phone: '' }, { who: '', phone: '' }] };
    expect(cleanValues(fields, values)).toEqual({ name: 'Ana', level: 3, signs: ['Tired'], people: [{ who: 'Sam', phone: '' }] });
  });

  it('reads answers back as text: options by their words, scales out of their maximum', () => {
    const tool = findTool('thought-record')!;
    const described = describeValues(allFields(tool), { feelings: ['anxious', 'sad'], feelingBefore: 7, thought: 'I will fail' }, standard);
    expect(described).toEqual([
      { fieldId: 'feelings', label: 'What did you feel?', text: 'Anxious, Sad' },
      { fieldId: 'feelingBefore', label: 'How strong was the main feeling?', text: '7 of 10' },
      { fieldId: 'thought', label: 'The thought that came up', text: 'I will fail' },
    ]);
  });
});

describe('sleep diary figures', () => {
  it('works across midnight: time in bed, and time asleep after falling asleep and waking in the night', () => {
    const figures = sleepFigures({ bedTime: '23:30', minutesToSleep: 30, minutesAwake: 20, wakeTime: '06:40', outOfBedTime: '07:00' });
    expect(figures).toEqual({ minutesInBed: 450, minutesAsleep: 380, efficiency: 380 / 450 });
    expect(sleepFigures({ bedTime: '23:30' })).toBeNull();
  });

  it('summarises a night in words', () => {
    const tool = findTool('sleep-diary')!;
    const summary = summarizeToolEntry(tool, { night: '2025-05-01', bedTime: '22:00', wakeTime: '06:00', outOfBedTime: '06:30' }, standard);
    expect(summary).toContain('about 8 h asleep of 8 h 30 min in bed');
  });
});
