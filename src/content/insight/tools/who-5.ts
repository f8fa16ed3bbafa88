import { who5Scoring } from '../../../../contract/measure-instruments.ts';
import { c, p } from '../copy';
import type { ToolContent } from '../types';
import { measureItems } from './measure-items';

/**
 * The WHO-5 Well-Being Index in its 1998 wording, word for word. Source checked on the date below: a scale
 * library's copy of the five items (citing WHO 1998) and a copy of the instructions with the six answers.
 */
export const who5: ToolContent = {
  id: 'who-5',
  title: c('WHO-5: well-being over the last two weeks', 'WHO-5: how well you have been'),
  summary: c(
    'Five statements about feeling cheerful, calm, active, rested and interested, with a score from 0 to 100.',
    'Five short questions about feeling well. You get a score from 0 to 100.',
  ),
  intro: c(
    'The WHO-5 asks about good things rather than problems: how often you have felt cheerful, calm, active, rested and interested over the last two weeks. It takes about a minute. Your answers and score stay on this device unless you choose to share them.',
    'The WHO-5 asks about good feelings in the last two weeks. It takes about one minute. Your answers stay on this device unless you share them.',
  ),
  approach: c(
    'The WHO-Five Well-Being Index, first presented at a World Health Organization meeting in 1998 and developed at the Psychiatric Research Unit, Mental Health Centre North Zealand, Denmark. Each answer scores 0 to 5; the total, 0 to 25, is multiplied by 4 to give a score from 0 to 100.',
    'The WHO-5 comes from the World Health Organization. Each answer counts 0 to 5. The total is shown out of 100.',
  ),
  minutes: 1,
  category: 'check-in',
  kind: 'form',
  summaryFields: [],
  steps: [
    {
      id: 'items',
      title: c('Over the last two weeks', 'In the last two weeks'),
      body: c(
        'Please indicate for each of the five statements which is closest to how you have been feeling over the last two weeks.',
        'For each sentence, pick the answer closest to how you have felt in the last two weeks.',
      ),
      fields: measureItems(
        [
          'I have felt cheerful and in good spirits',
          'I have felt calm and relaxed',
          'I have felt active and vigorous',
          'I woke up feeling fresh and rested',
          'My daily life has been filled with things that interest me',
        ],
        [
          { value: 5, label: 'All of the time' },
          { value: 4, label: 'Most of the time' },
          { value: 3, label: 'More than half of the time' },
          { value: 2, label: 'Less than half of the time' },
          { value: 1, label: 'Some of the time' },
          { value: 0, label: 'At no time' },
        ],
      ),
    },
  ],
  measure: {
    scoring: who5Scoring,
    bands: [
      { id: 'low', label: c('50 or below: the range often read as low well-being', '50 or below: lower well-being') },
      { id: 'higher', label: c('Above 50: above the range often read as low well-being', 'Above 50: higher well-being') },
    ],
    scoreLabel: c('Your WHO-5 well-being score', 'Your WHO-5 score'),
    meaning: p(
      'Higher scores mean better well-being. Scores often change over time. Taking it again can show how things are going.',
    ),
    source: {
      citation:
        'World Health Organization (1998). Wellbeing Measures in Primary Health Care: The DepCare Project. WHO Regional Office for Europe. Psychiatric Research Unit, Mental Health Centre North Zealand, Hillerød. Topp CW, Østergaard SD, Søndergaard S, Bech P. The WHO-5 Well-Being Index: a systematic review of the literature. Psychother Psychosom. 2015;84:167-176.',
      urls: ['https://smaat.eu/library/scales/who-5', 'https://mysignposts.com.au/portal/who-5/', 'https://www.psytoolkit.org/survey-library/who5.html'],
      terms: 'Free for unrestricted use.',
      checked: '2026-11-27',
    },
  },
};
