import { c } from '../copy';
import type { ToolContent } from '../types';
import { yesNoUnsure } from './shared';

export const worryTime: ToolContent = {
  id: 'worry-time',
  title: c('Worry time', 'Worry time'),
  summary: c(
    'Write your worries down, sort what you can act on from what you cannot, and set a time to worry later.',
    'Write worries down. Sort them. Save them for later.',
  ),
  intro: c(
    'Worry tends to spread across the whole day. Writing worries down, sorting those you can do something about from those you cannot, and postponing the rest to a set 15-minute "worry time" helps many people feel more in charge of it.',
    'Worry can fill the whole day. Write your worries down. Sort out which ones you can do something about. Save the rest for a short "worry time" later.',
  ),
  approach: c(
    'Worry postponement and problem solving are used in CBT for generalised worry; the sorting follows the "worry tree".',
    'Used in CBT for worry.',
  ),
  minutes: 10,
  category: 'think',
  kind: 'form',
  summaryFields: ['worries', 'worryTime'],
  steps: [
    {
      id: 'worries',
      title: c('Your worries', 'Your worries'),
      fields: [
        {
          id: 'worries',
          kind: 'repeater',
          label: c('What are you worrying about?', 'What are you worried about?'),
          itemLabel: c('Worry', 'Worry'),
          minItems: 1,
          maxItems: 8,
          required: true,
          fields: [
            { id: 'worry', kind: 'text', label: c('The worry', 'The worry'), required: true, maxLength: 500 },
            { id: 'canAct', kind: 'choice', label: c('Is there anything you can do about it?', 'Can you do anything about it?'), multiple: false, options: yesNoUnsure },
            {
              id: 'nextStep',
              kind: 'text',
              label: c('If so, what is one next step, and when?', 'If yes: what is one next step, and when?'),
              maxLength: 300,
            },
          ],
        },
      ],
    },
    {
      id: 'later',
      title: c('Set your worry time', 'Pick a worry time'),
      body: c(
        'Choose 15 minutes later today, not too close to bedtime. When a worry shows up before then, note it and tell yourself "not now, at worry time".',
        'Pick 15 minutes later today. Not too close to bed. If a worry comes before then, say "not now, later".',
      ),
      fields: [
        { id: 'worryTime', kind: 'time', label: c('Worry time today', 'Worry time today') },
        {
          id: 'refocus',
          kind: 'choice',
          label: c('Until then, what will help you come back to the present?', 'What will help you until then?'),
          multiple: true,
          options: [
            { id: 'name-it', label: c('Notice and name it: "that is a worry"', 'Say: "that is a worry"') },
            { id: 'breathe', label: c('A minute of slow breathing', 'Slow breathing for a minute') },
            { id: 'senses', label: c('Focus on what my senses are picking up', 'Notice what I can see and hear') },
            { id: 'task', label: c('Go back to what I was doing, with full attention', 'Go back to what I was doing') },
            { id: 'move', label: c('Move: walk, stretch, tidy', 'Move: walk, stretch, tidy') },
          ],
        },
      ],
    },
  ],
};
