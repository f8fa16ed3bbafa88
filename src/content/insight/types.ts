/**
 * Insight's written content as typed data: tools, trails, journeys, imaginarium activities and guided flows.
 * Writers add or change content here without touching components; `validateInsightContent` (and its test) checks
 * that everything referenced exists and that every text has a plain-language variant.
 */
import type { AgeTier } from '../../db/types';
import type { MeasureContent } from './measure-types';

/**
 * One piece of text in two registers: `standard`, and `plain` for people who asked for plain language (short
 * sentences, everyday words). Text that is already plain says so with `alreadyPlain` and repeats itself.
 */
export interface Copy {
  readonly standard: string;
  readonly plain: string;
  readonly alreadyPlain?: true;
}

interface FieldBase {
  /** Unique within its tool or activity; the key under which the answer is saved. */
  readonly id: string;
  readonly label: Copy;
  readonly hint?: Copy;
  readonly required?: boolean;
}

export interface TextFieldDef extends FieldBase {
  readonly kind: 'text' | 'textarea';
  readonly maxLength?: number;
}

export interface ScaleFieldDef extends FieldBase {
  readonly kind: 'scale';
  readonly min: number;
  readonly max: number;
  readonly minLabel: Copy;
  readonly maxLabel: Copy;
}

export interface ChoiceOption {
  readonly id: string;
  readonly label: Copy;
  readonly hint?: Copy;
  /** The id of a group in the field's `groups`. */
  readonly group?: string;
}

export interface ChoiceFieldDef extends FieldBase {
  readonly kind: 'choice';
  readonly multiple: boolean;
  readonly options: readonly ChoiceOption[];
  readonly groups?: readonly { readonly id: string; readonly label: Copy }[];
}

export interface TimeFieldDef extends FieldBase {
  readonly kind: 'time' | 'date';
}

export interface NumberFieldDef extends FieldBase {
  readonly kind: 'number';
  readonly min: number;
  readonly max: number;
  readonly unit: Copy;
}

/** A list of short texts, such as warning signs or three good things. */
export interface ListFieldDef extends FieldBase {
  readonly kind: 'list';
  readonly itemLabel: Copy;
  readonly minItems: number;
  readonly maxItems: number;
}

export type SimpleFieldDef = TextFieldDef | ScaleFieldDef | ChoiceFieldDef | TimeFieldDef | NumberFieldDef;

/** Repeated groups of simple fields, such as several worries each with a next step. */
export interface RepeaterFieldDef extends FieldBase {
  readonly kind: 'repeater';
  readonly itemLabel: Copy;
  readonly minItems: number;
  readonly maxItems: number;
  readonly fields: readonly SimpleFieldDef[];
}

export type FieldDef = SimpleFieldDef | ListFieldDef | RepeaterFieldDef;

export interface FormStep {
  readonly id: string;
  readonly title: Copy;
  readonly body?: Copy;
  readonly fields: readonly FieldDef[];
}

export type ToolCategory = 'check-in' | 'calm' | 'think' | 'act' | 'care' | 'safety';

export interface BreathingPhase {
  readonly kind: 'in' | 'hold' | 'out' | 'rest';
  readonly seconds: number;
}

export interface BreathingPattern {
  readonly id: string;
  readonly label: Copy;
  readonly description: Copy;
  readonly phases: readonly BreathingPhase[];
}

export interface ToolContent {
  readonly id: string;
  readonly title: Copy;
  /** One line for the tools list. */
  readonly summary: Copy;
  readonly intro: Copy;
  /** Where the tool comes from, honestly: the approach it is informed by, never a promise. */
  readonly approach: Copy;
  readonly minutes: number;
  readonly category: ToolCategory;
  /** 'form' is rendered from `steps`; 'mood' and 'breathing' have their own screens built on the same fields. */
  readonly kind: 'form' | 'mood' | 'breathing';
  readonly steps: readonly FormStep[];
  /** Field ids shown in the one-line summary of an entry. */
  readonly summaryFields: readonly string[];
  /** One living document (the safety plan): the tool opens the latest entry to read, print and edit. */
  readonly singleDocument?: boolean;
  /** Shows the crisis-help link beside the tool. */
  readonly crisisNote?: boolean;
  readonly breathing?: { readonly patterns: readonly BreathingPattern[]; readonly minutes: readonly number[] };
  /** A scored questionnaire: its answers add up to a result shown after saving (./measure-types.ts). */
  readonly measure?: MeasureContent;
}

export interface SpecialistHelp {
  readonly name: Copy;
  readonly description: Copy;
  /** An international directory or a well-known organisation's site; country lines live on /crisis-help. */
  readonly url?: string;
}

export type TrailStep =
  | {
      readonly id: string;
      readonly kind: 'reading';
      readonly title: Copy;
      readonly body: readonly Copy[];
    }
  | {
      readonly id: string;
      readonly kind: 'reflection';
      readonly title: Copy;
      readonly body: readonly Copy[];
      readonly prompt: Copy;
    }
  | {
      readonly id: string;
      readonly kind: 'tool';
      readonly title: Copy;
      readonly body: readonly Copy[];
      readonly toolId: string;
    }
  | {
      readonly id: string;
      readonly kind: 'activity';
      readonly title: Copy;
      readonly body: readonly Copy[];
      readonly activityId: string;
    };

export interface TrailContent {
  readonly id: string;
  readonly title: Copy;
  /** Who the trail is written for. */
  readonly audience: Copy;
  readonly summary: Copy;
  readonly intro: Copy;
  /** Trails that touch on trauma, abuse, addiction or loss say so before they begin, and where to get help. */
  readonly contentNote?: { readonly text: Copy; readonly help: readonly SpecialistHelp[] };
  readonly steps: readonly TrailStep[];
  readonly closing: Copy;
  /** Only shown while this feature flag is on (the muster trail follows `musterSet`). */
  readonly flag?: 'musterSet';
}

export type JourneyItem =
  | { readonly kind: 'tool'; readonly toolId: string; readonly note: Copy }
  | { readonly kind: 'trail-step'; readonly trailId: string; readonly stepId: string; readonly note: Copy }
  | { readonly kind: 'activity'; readonly activityId: string; readonly note: Copy }
  | { readonly kind: 'flow'; readonly flowId: string; readonly note: Copy }
  | { readonly kind: 'reading'; readonly title: Copy; readonly body: Copy };

export interface JourneyDay {
  readonly day: number;
  readonly title: Copy;
  readonly note: Copy;
  readonly items: readonly JourneyItem[];
}

/**
 * A multi-day programme built from tools, trail steps, activities and flows. `source` is 'bundled' for ours; a
 * journey a therapist prescribes uses the same shape with its own source.
 */
export interface JourneyContent {
  readonly id: string;
  readonly source: 'bundled' | 'prescribed';
  readonly title: Copy;
  readonly summary: Copy;
  readonly rhythm: Copy;
  readonly days: readonly JourneyDay[];
}

export interface ActivityContent {
  readonly id: string;
  readonly title: Copy;
  readonly summary: Copy;
  readonly intro: Copy;
  readonly approach: Copy;
  readonly minutes: number;
  /** imagery: a script read (or heard) one part at a time; writing: prompts; worry-tree and shield draw answers. */
  readonly kind: 'imagery' | 'writing' | 'worry-tree' | 'shield';
  readonly script: readonly Copy[];
  readonly fields: readonly FieldDef[];
  /** Field ids shown in the one-line summary of a saved entry. */
  readonly summaryFields: readonly string[];
}

export type FlowAnswer =
  | { readonly type: 'text' }
  | { readonly type: 'choice'; readonly options: readonly { readonly id: string; readonly label: Copy }[] }
  | {
      readonly type: 'scale';
      readonly min: number;
      readonly max: number;
      readonly minLabel: Copy;
      readonly maxLabel: Copy;
    };

export type FlowStep =
  | { readonly id: string; readonly kind: 'info'; readonly title: Copy; readonly body: Copy }
  | {
      readonly id: string;
      readonly kind: 'question';
      readonly title: Copy;
      readonly body?: Copy;
      readonly question: Copy;
      readonly answer: FlowAnswer;
    };

export interface FlowVersion {
  readonly intro: Copy;
  readonly steps: readonly FlowStep[];
  readonly closing: Copy;
}

/** What a flow row's `content` holds, bundled or fetched. */
export interface FlowBody {
  readonly title: Copy;
  readonly summary: Copy;
  readonly versions: Readonly<Partial<Record<AgeTier, FlowVersion>>>;
}

export interface FlowContent extends FlowBody {
  readonly id: string;
  readonly tags: readonly string[];
  /** When this version of the flow was written (newest first in lists). */
  readonly createdAt: string;
}

export const AGE_TIERS: readonly AgeTier[] = ['child', 'teen', 'adult'];
export const DEFAULT_AGE_TIER: AgeTier = 'adult';
