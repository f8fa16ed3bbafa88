import { c, p } from '../copy';
import type { ChoiceOption, ToolContent } from '../types';
import { zeroToTen } from './shared';

const thinkingTraps: readonly ChoiceOption[] = [
  {
    id: 'all-or-nothing',
    label: c('All-or-nothing thinking', 'All or nothing'),
    hint: c('Seeing things in black and white: if it is not perfect, it is a failure.', 'If it is not perfect, it is a failure.'),
  },
  {
    id: 'catastrophising',
    label: c('Catastrophising', 'Expecting the worst'),
    hint: c('Jumping to the worst possible outcome and treating it as likely.', 'Thinking the worst will happen.'),
  },
  {
    id: 'mind-reading',
    label: c('Mind reading', 'Mind reading'),
    hint: c('Assuming you know what others think, usually something negative about you.', 'Thinking you know what others think of you.'),
  },
  {
    id: 'fortune-telling',
    label: c('Fortune telling', 'Guessing the future'),
    hint: c('Predicting that things will turn out badly, as if it were certain.', 'Being sure things will go badly.'),
  },
  {
    id: 'overgeneralising',
    label: c('Overgeneralising', 'Always and never'),
    hint: c('One event becomes "always" or "never".', 'One bad thing becomes "this always happens".'),
  },
  {
    id: 'labelling',
    label: c('Labelling', 'Calling yourself names'),
    hint: c('Summing yourself up with a harsh word, such as "I am useless".', 'Saying things like "I am useless".'),
  },
  {
    id: 'shoulds',
    label: c('"Should" statements', '"Should" thoughts'),
    hint: c('Rigid rules about how you or others must behave.', 'Strict rules like "I should never make mistakes".'),
  },
  {
    id: 'discounting',
    label: c('Discounting the positive', 'Ignoring the good'),
    hint: c('Deciding that good things "do not count".', 'Saying good things do not count.'),
  },
  {
    id: 'emotional-reasoning',
    label: c('Emotional reasoning', 'Feelings as facts'),
    hint: c('"I feel it, so it must be true."', '"I feel it, so it must be true."'),
  },
  {
    id: 'personalising',
    label: c('Personalising', 'Blaming yourself for everything'),
    hint: c('Taking the blame for things that were not mostly in your control.', 'Taking the blame for things you could not control.'),
  },
  {
    id: 'mental-filter',
    label: c('Mental filter', 'Only seeing the bad'),
    hint: c('Focusing on one negative detail and missing the rest of the picture.', 'Only noticing the bad part.'),
  },
];

export const thoughtRecord: ToolContent = {
  id: 'thought-record',
  title: c('Thought record', 'Check a thought'),
  summary: c(
    'Slow down a painful thought, weigh the evidence, and find a more balanced view.',
    'Look at a painful thought and find a fairer way to see it.',
  ),
  intro: c(
    'When a feeling hits hard, a thought is often behind it. A thought record helps you catch that thought, look at it like a fair-minded friend would, and try out a more balanced one. The aim is not to "think positive" but to think accurately.',
    'Strong feelings often come with a thought. This tool helps you catch the thought. Then you look at it like a fair friend would. The aim is not to think happy thoughts. The aim is to think fairly.',
  ),
  approach: c(
    'A core exercise of cognitive behavioural therapy (CBT), which links situations, thoughts, feelings and actions.',
    'A main exercise in CBT. CBT looks at how thoughts, feelings and actions link up.',
  ),
  minutes: 10,
  category: 'think',
  kind: 'form',
  summaryFields: ['thought', 'balancedThought'],
  steps: [
    {
      id: 'situation',
      title: c('The situation', 'What happened'),
      body: c(
        'Describe what happened as a camera would see it: where you were, who was there, what was said or done.',
        'Say what happened, like a camera would see it.',
      ),
      fields: [
        { id: 'situation', kind: 'textarea', label: c('What happened?', 'What happened?'), required: true, maxLength: 4000 },
      ],
    },
    {
      id: 'feelings',
      title: c('Your feelings', 'Your feelings'),
      fields: [
        {
          id: 'feelings',
          kind: 'choice',
          label: c('What did you feel?', 'What did you feel?'),
          multiple: true,
          options: [
            { id: 'anxious', label: c('Anxious', 'Worried') },
            { id: 'sad', label: p('Sad') },
            { id: 'angry', label: p('Angry') },
            { id: 'ashamed', label: c('Ashamed', 'Ashamed') },
            { id: 'guilty', label: p('Guilty') },
            { id: 'hurt', label: p('Hurt') },
            { id: 'frustrated', label: c('Frustrated', 'Fed up') },
            { id: 'hopeless', label: c('Hopeless', 'Hopeless') },
            { id: 'lonely', label: p('Lonely') },
            { id: 'other', label: p('Something else') },
          ],
        },
        {
          id: 'feelingBefore',
          kind: 'scale',
          label: c('How strong was the main feeling?', 'How strong was the feeling?'),
          ...zeroToTen,
          minLabel: c('Barely there', 'Very weak'),
          maxLabel: c('As strong as it gets', 'Very strong'),
        },
      ],
    },
    {
      id: 'thought',
      title: c('The thought', 'The thought'),
      body: c(
        'What went through your mind just before or during the feeling? If it was a question ("What if I fail?"), try writing the answer your mind feared ("I will fail and everyone will see").',
        'What did you think just before the feeling? Write it down as it came to you.',
      ),
      fields: [
        { id: 'thought', kind: 'textarea', label: c('The thought that came up', 'The thought'), required: true, maxLength: 2000 },
        {
          id: 'beliefBefore',
          kind: 'scale',
          label: c('How much do you believe it?', 'How much do you believe it?'),
          ...zeroToTen,
          minLabel: c('Not at all', 'Not at all'),
          maxLabel: c('Completely', 'Totally'),
        },
      ],
    },
    {
      id: 'traps',
      title: c('Thinking traps', 'Thinking traps'),
      body: c(
        'Minds under stress take shortcuts. Do any of these fit? It is fine if none do.',
        'Stressed minds take shortcuts. Do any of these fit? It is fine if none do.',
      ),
      fields: [
        { id: 'traps', kind: 'choice', label: c('Thinking traps that might be at work', 'Traps that might fit'), multiple: true, options: thinkingTraps },
      ],
    },
    {
      id: 'evidence',
      title: c('Weigh the evidence', 'Look at the facts'),
      body: c(
        'Be a fair judge: list the facts on both sides, not feelings or guesses.',
        'Be fair. List facts on both sides.',
      ),
      fields: [
        { id: 'evidenceFor', kind: 'textarea', label: c('Facts that support the thought', 'Facts for the thought'), maxLength: 4000 },
        {
          id: 'evidenceAgainst',
          kind: 'textarea',
          label: c('Facts that do not fit the thought', 'Facts against the thought'),
          hint: c(
            'What would you point out to a friend who had this thought? Has there been a time it was not true?',
            'What would you tell a friend? Was there a time it was not true?',
          ),
          maxLength: 4000,
        },
      ],
    },
    {
      id: 'balance',
      title: c('A more balanced view', 'A fairer thought'),
      body: c(
        'Put the evidence together into a thought that is fair and believable to you. It can start with "Even though..." or "It is also true that...".',
        'Put the facts together into a fair thought. You can start with "Even though..."',
      ),
      fields: [
        { id: 'balancedThought', kind: 'textarea', label: c('A more balanced thought', 'A fairer thought'), required: true, maxLength: 2000 },
        {
          id: 'beliefAfter',
          kind: 'scale',
          label: c('How much do you believe the original thought now?', 'How much do you believe the first thought now?'),
          ...zeroToTen,
          minLabel: c('Not at all', 'Not at all'),
          maxLabel: c('Completely', 'Totally'),
        },
        {
          id: 'feelingAfter',
          kind: 'scale',
          label: c('How strong is the main feeling now?', 'How strong is the feeling now?'),
          ...zeroToTen,
          minLabel: c('Barely there', 'Very weak'),
          maxLabel: c('As strong as it gets', 'Very strong'),
        },
      ],
    },
  ],
};
