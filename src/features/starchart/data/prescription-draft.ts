/**
 * The new-prescription form's draft, and its conversion to a contract `Prescription`, validated with
 * `prescriptionSchema`: the problems come back per field (`items.0.rhythm.endDate`), in plain words.
 */
import {
  MAX_EVERY_N_DAYS,
  MAX_ITEM_NOTE_LENGTH,
  MAX_NOTE_LENGTH,
  MAX_PRESCRIBED_ITEMS,
  prescriptionSchema,
  type PrescribableKind,
  type Prescription,
  type RhythmPattern,
} from '@contract/prescription-schemas';
import type { AgeTier } from '@/db/types';
import { formProblems, type ProblemWords } from '@/lib/form-problems';
import { findPrescribable } from './prescribable-content';

export type PatternType = RhythmPattern['type'];

export interface ItemDraft {
  key: string;
  kind: PrescribableKind;
  contentId: string;
  ageTier: AgeTier;
  patternType: PatternType;
  days: number[];
  everyN: string;
  startDate: string;
  endDate: string;
  windowFrom: string;
  windowTo: string;
  note: string;
}

export interface PrescriptionDraft {
  clientId: string;
  note: string;
  crisisReminder: boolean;
  items: ItemDraft[];
}

export type DraftProblems = Record<string, string>;

function pattern(item: ItemDraft): RhythmPattern {
  switch (item.patternType) {
    case 'days-of-week':
      return { type: 'days-of-week', days: [...item.days].sort((a, b) => a - b) };
    case 'every-n-days':
      return { type: 'every-n-days', n: Number(item.everyN.trim() === '' ? NaN : item.everyN) };
    default:
      return { type: item.patternType };
  }
}

/** Each field's problem in the form's words (`src/lib/form-problems.ts`): a schema's own message never shows. */
const PROBLEM_WORDS: ProblemWords = {
  'prescriber.name': 'Enter the name your clients see, up to 120 characters.',
  'prescriber.credentials': 'Keep the credentials your clients see to 120 characters or fewer.',
  note: `Keep the note to the client to ${MAX_NOTE_LENGTH} characters or fewer.`,
  items: `Prescribe at most ${MAX_PRESCRIBED_ITEMS} items at once.`,
  'items.*.kind': 'Choose what to prescribe.',
  'items.*.contentId': 'Choose what to prescribe.',
  'items.*.title': 'Choose what to prescribe.',
  'items.*.ageTier': 'Choose the age group of the flow.',
  'items.*.note': `Keep the item's note to ${MAX_ITEM_NOTE_LENGTH} characters or fewer.`,
  'items.*.rhythm.pattern': 'Choose how often it is due.',
  'items.*.rhythm.pattern.n': `Enter a whole number of days from 1 to ${MAX_EVERY_N_DAYS}.`,
  'items.*.rhythm.pattern.days': 'Choose at least one day of the week.',
  'items.*.rhythm.startDate': 'Enter a start date.',
  'items.*.rhythm.endDate': 'The end date must be a real date, on or after the start date.',
  'items.*.rhythm.window': 'The window must end after it starts.',
  'items.*.rhythm.window.from': 'Enter both times of the window, like 19:00.',
  'items.*.rhythm.window.to': 'Enter both times of the window, like 19:00.',
};

/** What nothing on the form can change (the id, the time it was made): a retry makes them anew. */
const OTHER_PROBLEM = 'This prescription could not be checked. Save it again; if it still fails, reload the page.';

interface Prescriber {
  name: string;
  credentials?: string;
}

export function buildPrescription(
  draft: PrescriptionDraft,
  prescriber: Prescriber,
  id: string,
  now: Date,
): { ok: true; prescription: Prescription } | { ok: false; problems: DraftProblems } {
  const problems: DraftProblems = {};
  if (!draft.clientId) problems.clientId = 'Choose the client this prescription is for.';
  if (draft.items.length === 0) problems.items = 'Add at least one item to prescribe.';
  const candidate = {
    id,
    createdAt: now.toISOString(),
    prescriber: { name: prescriber.name, ...(prescriber.credentials ? { credentials: prescriber.credentials } : {}) },
    ...(draft.note.trim() ? { note: draft.note.trim() } : {}),
    crisisReminder: draft.crisisReminder,
    items: draft.items.map((item, index) => {
      const option = findPrescribable(item.kind, item.contentId);
      if (!option) problems[`items.${index}.contentId`] = 'Choose what to prescribe.';
      const hasWindow = item.windowFrom !== '' || item.windowTo !== '';
      return {
        id: item.key,
        kind: item.kind,
        contentId: item.contentId,
        ...(item.kind === 'flow' ? { ageTier: item.ageTier } : {}),
        title: option?.title ?? item.contentId,
        rhythm: {
          pattern: pattern(item),
          startDate: item.startDate,
          ...(item.endDate && item.patternType !== 'once' ? { endDate: item.endDate } : {}),
          ...(hasWindow ? { window: { from: item.windowFrom, to: item.windowTo } } : {}),
        },
        ...(item.note.trim() ? { note: item.note.trim() } : {}),
      };
    }),
  };
  const parsed = prescriptionSchema.safeParse(candidate);
  if (!parsed.success) {
    for (const [field, problem] of Object.entries(formProblems(parsed.error.issues, PROBLEM_WORDS, OTHER_PROBLEM))) problems[field] ??= problem;
  }
  // A name of spaces passes the schema; clients would still see no one.
  if (!prescriber.name.trim()) problems['prescriber.name'] = 'Enter the name your clients see.';
  if (Object.keys(problems).length > 0 || !parsed.success) return { ok: false, problems };
  return { ok: true, prescription: parsed.data };
}
