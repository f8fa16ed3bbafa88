/**
 * The new-prescription form's draft, and its conversion to a contract `Prescription`, validated with
 * `prescriptionSchema`: the problems come back per field (`items.0.rhythm.endDate`), in plain words.
 */
import {
  prescriptionSchema,
  type PrescribableKind,
  type Prescription,
  type RhythmPattern,
} from '@contract/prescription-schemas';
import type { AgeTier } from '@/db/types';
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

/** What a zod path is called on the form. */
function plainProblem(path: string, message: string): string {
  if (path.endsWith('pattern.n')) return 'Enter a whole number of days from 1 to 365.';
  if (path.endsWith('pattern.days')) return 'Choose at least one day of the week.';
  if (path.endsWith('startDate')) return 'Enter a start date.';
  if (path.endsWith('endDate')) return 'The end date must be a real date, on or after the start date.';
  if (path.endsWith('window.from') || path.endsWith('window.to')) return 'Enter both times of the window, like 19:00.';
  if (path.endsWith('window')) return 'The window must end after it starts.';
  if (path === 'items') return 'Add at least one item to prescribe.';
  if (path.endsWith('note')) return 'The note is too long.';
  return message;
}

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
    for (const issue of parsed.error.issues) {
      const path = issue.path.join('.');
      problems[path] ??= plainProblem(path, issue.message);
    }
  }
  if (!prescriber.name.trim()) problems.prescriber = 'Add your name on your profile first: clients see who prescribed.';
  if (Object.keys(problems).length > 0 || !parsed.success) return { ok: false, problems };
  return { ok: true, prescription: parsed.data };
}
