import { bandFor, rawMaximum, type MeasureScoring } from '@contract/measure-scoring';
import { gad7Scoring, phq9Scoring, who5Scoring } from '@contract/measure-instruments';
import type { Copy } from '@/content/insight/types';
import {
  changeWords,
  firstScoreWords,
  measureTrendWords,
  noScoresWords,
  sinceFirstAgainst,
  sinceLastAgainst,
  type MeasureTrendWords,
  type TrendFacts,
  type TrendVoice,
} from '@/content/insight/measure-trend-words';
import { formatDate } from '@/lib/format';

export type { TrendVoice };

/*
 * A questionnaire's scores over time, as points a chart and a table can show and sentences a person can read. Pure:
 * the person's own entries and a therapist's imported returns are both turned into `ScoredAt` values first.
 */

export const MEASURE_IDS = ['phq-9', 'gad-7', 'who-5'] as const;
export type MeasureId = (typeof MEASURE_IDS)[number];

const SCORING: Readonly<Record<MeasureId, MeasureScoring>> = { 'phq-9': phq9Scoring, 'gad-7': gad7Scoring, 'who-5': who5Scoring };

export function isMeasureId(id: string): id is MeasureId {
  return (MEASURE_IDS as readonly string[]).includes(id);
}

export function measureScoring(id: MeasureId): MeasureScoring {
  return SCORING[id];
}

export function measureWords(id: MeasureId): MeasureTrendWords {
  return measureTrendWords[id];
}

/** One scored questionnaire: when, and the score as shown (WHO-5: 0-100), as saved entries and returns carry it. */
export interface ScoredAt {
  readonly at: string;
  readonly score: number;
  readonly flags?: readonly string[];
}

export interface MeasureTrendPoint {
  /** When it was taken (ISO date-time). */
  readonly at: string;
  /** Milliseconds since 1970, for a time axis. */
  readonly time: number;
  /** The raw total (WHO-5: 0-25). */
  readonly raw: number;
  /** The total as shown (WHO-5: 0-100). */
  readonly score: number;
  readonly bandId: string;
  readonly flags: readonly string[];
}

/**
 * The points of a trend, oldest first. The band is worked out again from the raw total, so that every point of one
 * questionnaire is banded by the same rule, whatever app version saved it; a score outside the questionnaire's range
 * or with no readable date is left out rather than drawn wrong.
 */
export function trendPoints(id: MeasureId, scored: readonly ScoredAt[]): MeasureTrendPoint[] {
  const scoring = SCORING[id];
  const rawMax = rawMaximum(scoring);
  const points: MeasureTrendPoint[] = [];
  for (const entry of scored) {
    const time = Date.parse(entry.at);
    const raw = entry.score / scoring.displayFactor;
    if (Number.isNaN(time) || !Number.isInteger(raw) || raw < 0 || raw > rawMax) continue;
    points.push({ at: entry.at, time, raw, score: entry.score, bandId: bandFor(scoring, raw), flags: [...(entry.flags ?? [])] });
  }
  return points.sort((a, b) => a.time - b.time);
}

/** A band's stretch of the chart in shown units: from its start to the next band's start (the last to the top). */
export interface BandStretch {
  readonly id: string;
  readonly name: string;
  readonly from: number;
  readonly to: number;
}

export function bandStretches(id: MeasureId): BandStretch[] {
  const scoring = SCORING[id];
  const words = measureTrendWords[id];
  const top = rawMaximum(scoring) * scoring.displayFactor;
  return scoring.bands.map((band, index) => {
    const next = scoring.bands[index + 1];
    return {
      id: band.id,
      name: words.bandNames[band.id] ?? band.id,
      from: band.min * scoring.displayFactor,
      to: next ? next.min * scoring.displayFactor : top,
    };
  });
}

export function shownMaximum(id: MeasureId): number {
  const scoring = SCORING[id];
  return rawMaximum(scoring) * scoring.displayFactor;
}

export interface TrendSentences {
  /** The first score (one point), or the change since the first (two or more). */
  readonly sinceFirst: Copy;
  /** The change since the time before; null when that is the first (nothing more to say). */
  readonly sinceLast: Copy | null;
}

function facts(words: MeasureTrendWords, point: MeasureTrendPoint): TrendFacts {
  return { words, score: point.score, date: formatDate(point.at), bandId: point.bandId };
}

/**
 * The change since the first time and since the time before, in words (points oldest first, as trendPoints gives),
 * about the person's own scores or, with the 'client' voice, a client's on the therapist's chart.
 */
export function describeTrend(id: MeasureId, points: readonly MeasureTrendPoint[], voice: TrendVoice = 'own'): TrendSentences {
  const words = measureTrendWords[id];
  const first = points[0];
  const last = points.at(-1);
  if (!first || !last) return { sinceFirst: noScoresWords, sinceLast: null };
  if (points.length === 1) return { sinceFirst: firstScoreWords(facts(words, first), voice), sinceLast: null };
  const latest = facts(words, last);
  const sinceFirst = changeWords({ words, from: facts(words, first), to: latest }, sinceFirstAgainst(voice), voice);
  const before = points.at(-2);
  const sinceLast = points.length > 2 && before ? changeWords({ words, from: facts(words, before), to: latest }, sinceLastAgainst, voice) : null;
  return { sinceFirst, sinceLast };
}
