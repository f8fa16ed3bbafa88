/**
 * The codex's written content as typed data: psychoeducation sections in our own words, each with subsections, a
 * plain-language variant of every text, its sources, and a short quiz whose answers are explained.
 * `validateCodexContent` (and its test) checks it.
 */
import type { Copy } from '../insight/types';

export interface CodexSource {
  /** The organisation or authors, and the title. */
  readonly title: string;
  readonly url: string;
}

export interface CodexSubsection {
  readonly id: string;
  readonly title: Copy;
  /** Paragraphs, in order. */
  readonly body: readonly Copy[];
  /** A screen of this app that does what the part describes, linked after its paragraphs (an app path, from '/'). */
  readonly appLink?: { readonly path: string; readonly label: Copy };
}

export interface CodexQuizOption {
  readonly id: string;
  readonly text: Copy;
}

export interface CodexQuizQuestion {
  /** Unique within its section; with the section id, the key of its spaced-review card. */
  readonly id: string;
  readonly prompt: Copy;
  readonly options: readonly CodexQuizOption[];
  /** The id of the one right option. */
  readonly answer: string;
  /** Why the answer is right, shown after answering either way. */
  readonly explanation: Copy;
}

export interface CodexSection {
  /** Stable: the codex tables' section_id. */
  readonly id: string;
  readonly title: Copy;
  /** One line for the codex index. */
  readonly summary: Copy;
  readonly minutes: number;
  readonly subsections: readonly CodexSubsection[];
  /** 3 to 5 questions. */
  readonly quiz: readonly CodexQuizQuestion[];
  readonly sources: readonly CodexSource[];
}
