import { gad7Scoring } from '../../../../contract/measure-instruments.ts';
import { c, p } from '../copy';
import type { ToolContent } from '../types';
import { howOftenOptions, measureItems } from './measure-items';

/**
 * The GAD-7, word for word as published by its authors (free to reproduce). Source checked on the date below: a
 * scale library's copy of the form with its scoring, and a copy citing Spitzer et al. 2006.
 */
export const gad7: ToolContent = {
  id: 'gad-7',
  title: c('GAD-7: worry and anxiety over the last two weeks', 'GAD-7: worry lately'),
  summary: c(
    'Seven questions about worry and tension over the last two weeks, with a score you can track.',
    'Seven questions about worry in the last two weeks. You get a score.',
  ),
  intro: c(
    'The GAD-7 is a short questionnaire used around the world to notice anxiety and follow it over time. It takes about two minutes. Answer for the last two weeks, going with what feels closest. Your answers and score stay on this device unless you choose to share them.',
    'The GAD-7 is a short list of questions about worry. It takes about two minutes. Think about the last two weeks. Pick the answer that fits best. Your answers stay on this device unless you share them.',
  ),
  approach: c(
    'The Generalized Anxiety Disorder 7-item scale (GAD-7), developed by Drs. Robert L. Spitzer, Kurt Kroenke, Janet B.W. Williams and Bernd Löwe, published in 2006. Each answer scores 0 to 3, for a total from 0 to 21.',
    'The GAD-7 was made by doctors Spitzer, Kroenke, Williams and Löwe. Each answer counts 0 to 3. The total is 0 to 21.',
  ),
  minutes: 2,
  category: 'check-in',
  kind: 'form',
  summaryFields: [],
  steps: [
    {
      id: 'items',
      title: p('Over the last 2 weeks, how often have you been bothered by the following problems?'),
      body: c(
        'Choose one answer for each question. There are no right or wrong answers.',
        'Pick one answer for each question. There are no wrong answers.',
      ),
      fields: measureItems(
        [
          'Feeling nervous, anxious or on edge',
          'Not being able to stop or control worrying',
          'Worrying too much about different things',
          'Trouble relaxing',
          'Being so restless that it is hard to sit still',
          'Becoming easily annoyed or irritable',
          'Feeling afraid as if something awful might happen',
        ],
        howOftenOptions,
      ),
    },
  ],
  measure: {
    scoring: gad7Scoring,
    bands: [
      { id: 'minimal', label: c('0 to 4: the range the GAD-7 calls minimal', '0 to 4: the lowest range') },
      { id: 'mild', label: c('5 to 9: the range the GAD-7 calls mild', '5 to 9: the mild range') },
      { id: 'moderate', label: c('10 to 14: the range the GAD-7 calls moderate', '10 to 14: the middle range') },
      { id: 'severe', label: c('15 to 21: the range the GAD-7 calls severe', '15 to 21: the highest range') },
    ],
    scoreLabel: c('Your GAD-7 total', 'Your GAD-7 score'),
    meaning: c(
      'Higher totals mean worry and tension have bothered you more often lately. Scores often change from one fortnight to the next, and taking it again over time can show you and the people helping you how things are moving.',
      'A higher score means worry bothered you more often. Scores often change over time. Taking it again can show how things are going.',
    ),
    source: {
      citation:
        'Spitzer RL, Kroenke K, Williams JBW, Löwe B. A brief measure for assessing generalized anxiety disorder: the GAD-7. Arch Intern Med. 2006;166(10):1092-1097. Developed with an educational grant from Pfizer Inc.',
      urls: [
        'https://scales.arabpsychology.com/index.php/s/gad-7-anxiety-severity/',
        'https://docest.com/doc/420232/the-7-item-gad-asked-patients-how-often-during-the-past-2-weeks-they-had-felt-bothered-by',
      ],
      terms: 'Free to reproduce: Pfizer made the PHQ and GAD-7 available without copyright restriction in 2010.',
      checked: '2026-11-27',
    },
  },
};
