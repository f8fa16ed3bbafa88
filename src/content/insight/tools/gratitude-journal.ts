import { c } from '../copy';
import type { ToolContent } from '../types';

export const gratitudeJournal: ToolContent = {
  id: 'gratitude-journal',
  title: c('Three good things', 'Three good things'),
  summary: c(
    'Write down good things from today, however small, and why they happened.',
    'Write down good things from today, and why they happened.',
  ),
  intro: c(
    'Our minds are built to notice threats more than good moments. Writing down a few good things, and why they happened, gently trains attention towards what is going right. Small things count: a warm drink, a kind message, a task finished.',
    'Our minds notice bad things more than good things. Writing down good things can help balance this. Small things count, like a warm drink or a kind text.',
  ),
  approach: c(
    'The "three good things" exercise from positive psychology research, which has been studied in randomised trials.',
    'A well-studied exercise from positive psychology.',
  ),
  minutes: 5,
  category: 'care',
  kind: 'form',
  summaryFields: ['goodThings'],
  steps: [
    {
      id: 'things',
      title: c('Good things', 'Good things'),
      body: c('Up to five things that went well, big or small.', 'Up to five good things. Big or small.'),
      fields: [
        {
          id: 'goodThings',
          kind: 'repeater',
          label: c('Good things from today', 'Good things today'),
          itemLabel: c('Good thing', 'Good thing'),
          minItems: 1,
          maxItems: 5,
          required: true,
          fields: [
            { id: 'thing', kind: 'text', label: c('What went well?', 'What went well?'), required: true, maxLength: 500 },
            {
              id: 'why',
              kind: 'textarea',
              label: c('Why did it happen? (optional)', 'Why did it happen? (you can skip this)'),
              hint: c('What part did you, or someone else, play in it?', 'Who helped make it happen? Maybe you.'),
              maxLength: 1000,
            },
          ],
        },
      ],
    },
    {
      id: 'savour',
      title: c('Savour it', 'Enjoy it again'),
      fields: [
        {
          id: 'savour',
          kind: 'textarea',
          label: c('Pick one and describe it in a little more detail (optional)', 'Pick one and say more about it (you can skip this)'),
          maxLength: 2000,
        },
      ],
    },
  ],
};
