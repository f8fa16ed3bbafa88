import { c } from '../copy';
import type { ToolContent } from '../types';
import { zeroToTen } from './shared';

export const pacedBreathing: ToolContent = {
  id: 'paced-breathing',
  title: c('Paced breathing', 'Slow breathing'),
  summary: c(
    'A few minutes of slow breathing with a longer out-breath, guided step by step.',
    'Breathe slowly for a few minutes, with help.',
  ),
  intro: c(
    'Slowing your breathing to around six breaths a minute, with the out-breath a little longer than the in-breath, tends to calm the body’s alarm system. Breathe gently through your nose if you can; you do not need big breaths. If you feel light-headed, stop and breathe normally.',
    'Slow breathing can calm your body. Breathe out a little longer than you breathe in. Breathe gently. If you feel dizzy, stop and breathe normally.',
  ),
  approach: c(
    'Slow, paced breathing is used in CBT, DBT and stress-management programmes; studies link it with lower arousal and a calmer heart rate.',
    'Slow breathing is used in many therapies. It can slow your heart and calm you.',
  ),
  minutes: 3,
  category: 'calm',
  kind: 'breathing',
  summaryFields: ['patternId', 'seconds'],
  breathing: {
    minutes: [1, 3, 5],
    patterns: [
      {
        id: 'longer-out',
        label: c('In for 4, out for 6', 'In 4, out 6'),
        description: c(
          'About six breaths a minute, with a longer out-breath. A good place to start.',
          'About six breaths a minute. A good one to start with.',
        ),
        phases: [
          { kind: 'in', seconds: 4 },
          { kind: 'out', seconds: 6 },
        ],
      },
      {
        id: 'box',
        label: c('Box breathing: 4, 4, 4, 4', 'Box: 4, 4, 4, 4'),
        description: c(
          'Breathe in, hold, breathe out and rest for four counts each. Steadying when your mind is racing.',
          'In, hold, out, rest. Four counts each.',
        ),
        phases: [
          { kind: 'in', seconds: 4 },
          { kind: 'hold', seconds: 4 },
          { kind: 'out', seconds: 4 },
          { kind: 'rest', seconds: 4 },
        ],
      },
      {
        id: 'gentle',
        label: c('Gentle: in for 3, out for 4', 'Gentle: in 3, out 4'),
        description: c(
          'Shorter counts, for when slow breathing feels like hard work.',
          'Shorter counts. Good if slow breathing feels hard.',
        ),
        phases: [
          { kind: 'in', seconds: 3 },
          { kind: 'out', seconds: 4 },
        ],
      },
    ],
  },
  steps: [
    {
      id: 'before',
      title: c('Before you start', 'Before you start'),
      fields: [
        {
          id: 'tensionBefore',
          kind: 'scale',
          label: c('How tense do you feel? (optional)', 'How tense are you? (you can skip this)'),
          ...zeroToTen,
          minLabel: c('Not at all tense', 'Not tense'),
          maxLabel: c('Extremely tense', 'Very tense'),
        },
      ],
    },
    {
      id: 'after',
      title: c('Afterwards', 'After'),
      fields: [
        {
          id: 'tensionAfter',
          kind: 'scale',
          label: c('How tense do you feel now? (optional)', 'How tense are you now? (you can skip this)'),
          ...zeroToTen,
          minLabel: c('Not at all tense', 'Not tense'),
          maxLabel: c('Extremely tense', 'Very tense'),
        },
        { id: 'note', kind: 'textarea', label: c('Anything you noticed? (optional)', 'Anything you noticed? (you can skip this)'), maxLength: 2000 },
      ],
    },
  ],
};
