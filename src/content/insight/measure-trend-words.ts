import { c, p } from './copy';
import type { Copy } from './types';

/*
 * How a questionnaire's scores over time are put into words: facts (the score, the date, how many points and which
 * way, the range), then what higher or lower means on that questionnaire, with no verdict ("better", "worse"),
 * no alarm and no promise. Outside tools/, like measure-framing.ts: the trend chart is shared by the person's tool
 * page, Your reflections and the therapist's client chart.
 */

export interface MeasureTrendWords {
  /** The questionnaire's short name, as in a sentence ("PHQ-9"). */
  readonly name: string;
  /** What one score is called ("total", "score"). */
  readonly scoreWord: Copy;
  /** Each band's short name, for the chart's band lines and the table, by band id. */
  readonly bandNames: Readonly<Record<string, string>>;
  /** Each band as a phrase after "in" ("the range the PHQ-9 calls mild"), by band id. */
  readonly bandPhrases: Readonly<Record<string, Copy>>;
  /** What a higher and a lower score describe, without a verdict; "{you}" stands for the person the scores are of. */
  readonly higherMeans: Copy;
  readonly lowerMeans: Copy;
}

const phq9Words: MeasureTrendWords = {
  name: 'PHQ-9',
  scoreWord: c('total', 'score'),
  bandNames: { minimal: 'Minimal', mild: 'Mild', moderate: 'Moderate', 'moderately-severe': 'Moderately severe', severe: 'Severe' },
  bandPhrases: {
    minimal: c('the range the PHQ-9 calls minimal (0 to 4)', 'the lowest range (0 to 4)'),
    mild: c('the range the PHQ-9 calls mild (5 to 9)', 'the mild range (5 to 9)'),
    moderate: c('the range the PHQ-9 calls moderate (10 to 14)', 'the middle range (10 to 14)'),
    'moderately-severe': c('the range the PHQ-9 calls moderately severe (15 to 19)', 'the second-highest range (15 to 19)'),
    severe: c('the range the PHQ-9 calls severe (20 to 27)', 'the highest range (20 to 27)'),
  },
  higherMeans: c(
    'On the PHQ-9, a higher total means these problems bothered {you} more often in the two weeks before.',
    'On the PHQ-9, a higher score means these problems bothered {you} more often.',
  ),
  lowerMeans: c(
    'On the PHQ-9, a lower total means these problems bothered {you} less often in the two weeks before.',
    'On the PHQ-9, a lower score means these problems bothered {you} less often.',
  ),
};

const gad7Words: MeasureTrendWords = {
  name: 'GAD-7',
  scoreWord: c('total', 'score'),
  bandNames: { minimal: 'Minimal', mild: 'Mild', moderate: 'Moderate', severe: 'Severe' },
  bandPhrases: {
    minimal: c('the range the GAD-7 calls minimal (0 to 4)', 'the lowest range (0 to 4)'),
    mild: c('the range the GAD-7 calls mild (5 to 9)', 'the mild range (5 to 9)'),
    moderate: c('the range the GAD-7 calls moderate (10 to 14)', 'the middle range (10 to 14)'),
    severe: c('the range the GAD-7 calls severe (15 to 21)', 'the highest range (15 to 21)'),
  },
  higherMeans: c(
    'On the GAD-7, a higher total means these problems bothered {you} more often in the two weeks before.',
    'On the GAD-7, a higher score means these problems bothered {you} more often.',
  ),
  lowerMeans: c(
    'On the GAD-7, a lower total means these problems bothered {you} less often in the two weeks before.',
    'On the GAD-7, a lower score means these problems bothered {you} less often.',
  ),
};

const who5Words: MeasureTrendWords = {
  name: 'WHO-5',
  scoreWord: p('score'),
  bandNames: { low: '50 or below', higher: 'Above 50' },
  bandPhrases: {
    low: c('the range often read as low well-being (50 or below)', 'the lower range (50 or below)'),
    higher: c('the range above 50', 'the higher range (above 50)'),
  },
  higherMeans: c(
    'On the WHO-5, a higher score means {you} felt cheerful, calm, active, rested and interested more of the time in the two weeks before.',
    'On the WHO-5, a higher score means {you} felt well more of the time.',
  ),
  lowerMeans: c(
    'On the WHO-5, a lower score means {you} felt cheerful, calm, active, rested and interested less of the time in the two weeks before.',
    'On the WHO-5, a lower score means {you} felt well less of the time.',
  ),
};

export const measureTrendWords: Readonly<Record<'phq-9' | 'gad-7' | 'who-5', MeasureTrendWords>> = {
  'phq-9': phq9Words,
  'gad-7': gad7Words,
  'who-5': who5Words,
};

/**
 * Whose scores the sentences are about: the person's own ("Your total...") or, on the therapist's client chart, a
 * client's ("The total...").
 */
export type TrendVoice = 'own' | 'client';

function voiced(copy: Copy, voice: TrendVoice): Copy {
  const who = voice === 'own' ? 'you' : 'the client';
  return c(copy.standard.replaceAll('{you}', who), copy.plain.replaceAll('{you}', who));
}

/** The facts a sentence is built from; dates come already formatted (content imports no formatter). */
export interface TrendFacts {
  readonly words: MeasureTrendWords;
  readonly score: number;
  readonly date: string;
  readonly bandId: string;
}

export interface ChangeFacts {
  readonly words: MeasureTrendWords;
  readonly from: TrendFacts;
  readonly to: TrendFacts;
}

function points(count: number): string {
  return `${count} ${count === 1 ? 'point' : 'points'}`;
}

function both(standard: string, plain: string): Copy {
  return c(standard, plain);
}

/** The one score there is, when there is one. */
export function firstScoreWords({ words, score, date, bandId }: TrendFacts, voice: TrendVoice = 'own'): Copy {
  const phrase = words.bandPhrases[bandId];
  if (voice === 'client') {
    return both(
      `The first ${words.name} ${words.scoreWord.standard} is ${score}, on ${date}${phrase ? `, in ${phrase.standard}` : ''}.`,
      `The first ${words.name} ${words.scoreWord.plain} is ${score}, on ${date}${phrase ? `, in ${phrase.plain}` : ''}.`,
    );
  }
  return both(
    `Your first ${words.name} ${words.scoreWord.standard} here is ${score}, on ${date}${phrase ? `, in ${phrase.standard}` : ''}. When you take it again, this shows how it moves.`,
    `Your first ${words.name} ${words.scoreWord.plain} is ${score}, on ${date}${phrase ? `, in ${phrase.plain}` : ''}. Take it again later to see how it changes.`,
  );
}

/**
 * How the latest score compares with an earlier one: `against` names the earlier one ("your first", "the time
 * before"). The same score says so; a different one says how many points and which way, the range it moved between
 * (when it did), and what that direction means on this questionnaire.
 */
export function changeWords({ words, from, to }: ChangeFacts, against: { standard: string; plain: string }, voice: TrendVoice = 'own'): Copy {
  const difference = to.score - from.score;
  const whose = voice === 'own' ? 'Your' : 'The';
  const standardHead = `${whose} ${words.scoreWord.standard} on ${to.date} (${to.score})`;
  const plainHead = `${whose} ${words.scoreWord.plain} on ${to.date} was ${to.score}.`;
  if (difference === 0) {
    return both(
      `${standardHead} is the same as ${against.standard}, on ${from.date}.`,
      `${plainHead} That is the same as ${against.plain} (${from.date}).`,
    );
  }
  const direction = difference > 0 ? 'higher' : 'lower';
  const meaning = voiced(difference > 0 ? words.higherMeans : words.lowerMeans, voice);
  const fromPhrase = words.bandPhrases[from.bandId];
  const toPhrase = words.bandPhrases[to.bandId];
  const moved = from.bandId !== to.bandId && fromPhrase && toPhrase;
  return both(
    `${standardHead} is ${points(Math.abs(difference))} ${direction} than ${against.standard}, on ${from.date} (${from.score}).${
      moved ? ` It moved from ${fromPhrase.standard} to ${toPhrase.standard}.` : ''
    } ${meaning.standard}`,
    `${plainHead} That is ${Math.abs(difference)} ${direction} than ${against.plain} (${from.score}, on ${from.date}).${
      moved ? ` It moved from ${fromPhrase.plain} to ${toPhrase.plain}.` : ''
    } ${meaning.plain}`,
  );
}

export function sinceFirstAgainst(voice: TrendVoice): { standard: string; plain: string } {
  return voice === 'own' ? { standard: 'your first', plain: 'your first one' } : { standard: 'the first', plain: 'the first one' };
}
export const sinceLastAgainst = { standard: 'the time before', plain: 'the time before' } as const;

/** Said once under the sentences, so that a move of a few points is read as the ordinary ups and downs. */
export const trendNote: Readonly<Record<TrendVoice, Copy>> = {
  own: c(
    'Scores often move a few points from one time to the next. The trend is something to talk over with someone who knows you, not a verdict.',
    'Scores often go up and down a little. You can talk about them with someone who knows you.',
  ),
  client: c('Scores often move a few points from one time to the next.', 'Scores often go up and down a little.'),
};

export const noScoresWords: Copy = c('No scores yet.', 'No scores yet.');
