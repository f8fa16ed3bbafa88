import { c, p } from '../copy';
import type { ChoiceOption, ToolContent } from '../types';

export const journalPrompts: readonly ChoiceOption[] = [
  { id: 'free', label: c('No prompt: write freely', 'No prompt. Just write.') },
  { id: 'on-my-mind', label: p('What is on my mind right now?') },
  { id: 'asked-of-me', label: c('What did today ask of me, and how did I meet it?', 'What was hard today, and how did I cope?') },
  { id: 'helped', label: c('What helped today, even a little?', 'What helped today, even a bit?') },
  { id: 'looking-forward', label: p('What is something I am looking forward to?') },
  { id: 'let-go', label: p('What would I like to let go of?') },
  { id: 'myself', label: c('When did I feel most like myself this week?', 'When did I feel most like me this week?') },
  { id: 'not-mine', label: c('What am I carrying that is not mine to carry?', 'What worries am I holding for other people?') },
  { id: 'year-ago', label: c('What would I tell myself from a year ago?', 'What would I tell the me of last year?') },
  { id: 'more-less', label: p('What do I need more of, and less of?') },
  { id: 'small-moment', label: c('A small moment I would like to remember', 'A small moment I want to remember') },
];

export const journal: ToolContent = {
  id: 'journal',
  title: c('Journal', 'Journal'),
  summary: c('Write freely, or start from a gentle prompt.', 'Write what you like, or use a question to start.'),
  intro: c(
    'Writing about what you think and feel, in your own words and without editing yourself, helps many people make sense of things. No one else reads this: spelling, grammar and neatness do not matter.',
    'Writing down thoughts and feelings can help you make sense of them. No one else reads this. Spelling does not matter.',
  ),
  approach: c(
    'Informed by expressive-writing research and by journaling as used in many therapies.',
    'Based on research about writing down feelings.',
  ),
  minutes: 10,
  category: 'think',
  kind: 'form',
  summaryFields: ['title', 'text'],
  steps: [
    {
      id: 'write',
      title: c('Write', 'Write'),
      fields: [
        { id: 'prompt', kind: 'choice', label: c('A prompt to start from', 'A question to start with'), multiple: false, options: journalPrompts },
        { id: 'title', kind: 'text', label: c('Title (optional)', 'Title (you can skip this)'), maxLength: 200 },
        { id: 'text', kind: 'textarea', label: c('Your words', 'Your words'), required: true, maxLength: 20000 },
      ],
    },
  ],
};
