import { c } from '../copy';
import type { ToolContent } from '../types';
import { zeroToTen } from './shared';

export const activityPlanning: ToolContent = {
  id: 'activity-planning',
  title: c('Plan something that helps', 'Plan small good things'),
  summary: c(
    'Plan a few small activities that bring enjoyment, achievement or connection, then see how they went.',
    'Plan a few small things to do. Then see how they went.',
  ),
  intro: c(
    'When mood is low, we tend to do less, and doing less lowers mood further. Planning small, specific activities breaks that loop: you act first and let motivation follow. Start smaller than feels necessary. Afterwards, come back and edit this plan to record how each one went; the difference between what you predicted and what happened is often surprising.',
    'When we feel low, we do less. Then we feel even lower. Planning small things can break this. Do the thing first. The feeling often follows. Start small. Come back later and say how it went.',
  ),
  approach: c(
    'Behavioural activation, a well-studied approach for low mood, in which planned activity leads and mood follows.',
    'Based on behavioural activation. It is a well-studied way to help low mood.',
  ),
  minutes: 8,
  category: 'act',
  kind: 'form',
  summaryFields: ['activities'],
  steps: [
    {
      id: 'plan',
      title: c('Your plan', 'Your plan'),
      body: c('Make each one small and specific: "walk to the corner shop after lunch" rather than "exercise more".', 'Make each one small. "Walk to the shop after lunch", not "exercise more".'),
      fields: [
        {
          id: 'activities',
          kind: 'repeater',
          label: c('Activities', 'Things to do'),
          itemLabel: c('Activity', 'Thing to do'),
          minItems: 1,
          maxItems: 5,
          required: true,
          fields: [
            { id: 'activity', kind: 'text', label: c('What will you do?', 'What will you do?'), required: true, maxLength: 300 },
            {
              id: 'kind',
              kind: 'choice',
              label: c('What kind of activity is it?', 'What kind is it?'),
              multiple: false,
              options: [
                { id: 'enjoyment', label: c('Enjoyment', 'Fun') },
                { id: 'achievement', label: c('Achievement', 'Getting something done') },
                { id: 'connection', label: c('Connection', 'Being with people') },
                { id: 'values', label: c('Something that matters to me', 'Something that matters to me') },
              ],
            },
            { id: 'when', kind: 'text', label: c('When?', 'When?'), maxLength: 120 },
            {
              id: 'predicted',
              kind: 'scale',
              label: c('How much do you expect to enjoy or value it?', 'How good do you think it will be?'),
              ...zeroToTen,
              minLabel: c('Not at all', 'Not at all'),
              maxLabel: c('Very much', 'Very good'),
            },
            {
              id: 'status',
              kind: 'choice',
              label: c('Afterwards: how did it go?', 'After: how did it go?'),
              multiple: false,
              options: [
                { id: 'planned', label: c('Not yet', 'Not done yet') },
                { id: 'done', label: c('Done', 'Done') },
                { id: 'changed', label: c('Plans changed, and that is fine', 'Plans changed. That is OK.') },
              ],
            },
            {
              id: 'actual',
              kind: 'scale',
              label: c('Afterwards: how much did you enjoy or value it?', 'After: how good was it?'),
              ...zeroToTen,
              minLabel: c('Not at all', 'Not at all'),
              maxLabel: c('Very much', 'Very good'),
            },
          ],
        },
      ],
    },
  ],
};
