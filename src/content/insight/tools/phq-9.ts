import { phq9Scoring } from '../../../../contract/measure-instruments.ts';
import { c, p } from '../copy';
import type { ToolContent } from '../types';
import { howOftenOptions, measureItems } from './measure-items';

/**
 * The PHQ-9, word for word as published by its authors (free to reproduce). Source checked on the date below: the
 * printed form as reproduced with its notice "No permission required to reproduce, translate, display or
 * distribute", and a UK GP practice's online copy of the same wording.
 */
export const phq9: ToolContent = {
  id: 'phq-9',
  title: c('PHQ-9: mood over the last two weeks', 'PHQ-9: your mood lately'),
  summary: c(
    'Nine questions about low mood and how it has affected you over the last two weeks, with a score you can track.',
    'Nine questions about your mood in the last two weeks. You get a score.',
  ),
  intro: c(
    'The PHQ-9 is a short questionnaire used around the world to notice low mood and follow it over time. It takes about three minutes. Answer for the last two weeks, going with what feels closest. Your answers and score stay on this device unless you choose to share them.',
    'The PHQ-9 is a short list of questions about mood. It takes about three minutes. Think about the last two weeks. Pick the answer that fits best. Your answers stay on this device unless you share them.',
  ),
  approach: c(
    'The Patient Health Questionnaire (PHQ-9), developed by Drs. Robert L. Spitzer, Janet B.W. Williams, Kurt Kroenke and colleagues, and published by Kroenke, Spitzer and Williams in 2001. Each answer scores 0 to 3, for a total from 0 to 27.',
    'The PHQ-9 was made by doctors Spitzer, Williams and Kroenke. Each answer counts 0 to 3. The total is 0 to 27.',
  ),
  minutes: 3,
  category: 'check-in',
  kind: 'form',
  crisisNote: true,
  summaryFields: [],
  steps: [
    {
      id: 'items',
      title: p('Over the last 2 weeks, how often have you been bothered by any of the following problems?'),
      body: c(
        'Choose one answer for each question. There are no right or wrong answers.',
        'Pick one answer for each question. There are no wrong answers.',
      ),
      fields: measureItems(
        [
          'Little interest or pleasure in doing things',
          'Feeling down, depressed, or hopeless',
          'Trouble falling or staying asleep, or sleeping too much',
          'Feeling tired or having little energy',
          'Poor appetite or overeating',
          'Feeling bad about yourself — or that you are a failure or have let yourself or your family down',
          'Trouble concentrating on things, such as reading the newspaper or watching television',
          'Moving or speaking so slowly that other people could have noticed? Or the opposite — being so fidgety or restless that you have been moving around a lot more than usual',
          'Thoughts that you would be better off dead or of hurting yourself in some way',
        ],
        howOftenOptions,
      ),
    },
  ],
  measure: {
    scoring: phq9Scoring,
    bands: [
      { id: 'minimal', label: c('0 to 4: the range the PHQ-9 calls minimal', '0 to 4: the lowest range') },
      { id: 'mild', label: c('5 to 9: the range the PHQ-9 calls mild', '5 to 9: the mild range') },
      { id: 'moderate', label: c('10 to 14: the range the PHQ-9 calls moderate', '10 to 14: the middle range') },
      { id: 'moderately-severe', label: c('15 to 19: the range the PHQ-9 calls moderately severe', '15 to 19: the second-highest range') },
      { id: 'severe', label: c('20 to 27: the range the PHQ-9 calls severe', '20 to 27: the highest range') },
    ],
    scoreLabel: c('Your PHQ-9 total', 'Your PHQ-9 score'),
    meaning: c(
      'Higher totals mean these problems have bothered you more often lately. Scores often change from one fortnight to the next, and taking it again over time can show you and the people helping you how things are moving.',
      'A higher score means these problems bothered you more often. Scores often change over time. Taking it again can show how things are going.',
    ),
    source: {
      citation:
        'Kroenke K, Spitzer RL, Williams JBW. The PHQ-9: validity of a brief depression severity measure. J Gen Intern Med. 2001;16(9):606-613. Developed by Drs. Robert L. Spitzer, Janet B.W. Williams, Kurt Kroenke and colleagues, with an educational grant from Pfizer Inc.',
      urls: ['https://centralmedicalcentre-morden.nhs.uk/form/phq-9/', 'https://therandomtandem.com/mood-screening-questionnaire-printable-4892'],
      terms: 'No permission required to reproduce, translate, display or distribute.',
      checked: '2026-11-27',
    },
  },
};
