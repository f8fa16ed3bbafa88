/**
 * Resonance's written content as typed data: illustrative stories (composites, never real people) and the
 * library's readings (our own and public-domain texts), each with its content notes and sources.
 * `validateResonanceContent` (and its test) checks it.
 */
import type { Copy } from '../insight/types';

export interface Story {
  readonly id: string;
  readonly title: Copy;
  /** One line for the list. */
  readonly summary: Copy;
  /** Shown before the story, e.g. "grief", "panic attacks"; never empty (a story with none says "none"). */
  readonly contentNotes: readonly string[];
  /** Paragraphs, in order; hope and where help was found are part of every story. */
  readonly body: readonly Copy[];
  /** Where a reader can find help for what the story touches (shown after it), besides crisis help. */
  readonly helpNote: Copy;
  readonly minutes: number;
}

export interface ReadingSource {
  /** "Written for Better Minds", or the original's author, title, year and where the text was taken from. */
  readonly credit: string;
  readonly url?: string;
  readonly licence: 'own' | 'public-domain';
}

export interface Reading {
  readonly id: string;
  readonly title: string;
  readonly author: string;
  readonly summary: Copy;
  readonly contentNotes: readonly string[];
  /** Paragraphs, in order; the reading position and bookmarks are paragraph indexes. Public-domain texts keep their
   * original wording, so their plain variant is a short plain summary per paragraph group or the text itself. */
  readonly paragraphs: readonly Copy[];
  readonly source: ReadingSource;
  readonly minutes: number;
}
