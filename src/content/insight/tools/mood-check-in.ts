import { c, p } from '../copy';
import { emotionOptions, moodQuadrants } from '../emotions';
import type { ToolContent } from '../types';

export const moodCheckIn: ToolContent = {
  id: 'mood-check-in',
  title: c('Mood check-in', 'How do I feel?'),
  summary: c(
    'Notice how pleasant and how energetic you feel, then find the words for it.',
    'Say how you feel, and find a word for it.',
  ),
  intro: c(
    'A check-in takes about a minute. Rate how pleasant or unpleasant you feel and how much energy you have, then pick the words that fit. Finding the right word for a feeling can take some of its sting away, and over time your check-ins show patterns you might not notice day to day.',
    'This takes about one minute. Say how good or bad you feel. Say how much energy you have. Then pick words for your feelings. Naming a feeling can make it a bit easier. Over time you can see patterns.',
  ),
  approach: c(
    'Informed by emotion research on pleasantness and energy (the circumplex model and the mood meter), and by studies showing that putting feelings into words can lower their intensity.',
    'Based on research about feelings. Putting feelings into words can make them less strong.',
  ),
  minutes: 1,
  category: 'check-in',
  kind: 'mood',
  summaryFields: ['emotions', 'pleasantness', 'energy'],
  steps: [
    {
      id: 'rate',
      title: c('How are you, right now?', 'How are you now?'),
      body: c('There are no right answers. Go with your first sense of it.', 'There are no right answers. Go with your first feeling.'),
      fields: [
        {
          id: 'pleasantness',
          kind: 'scale',
          label: c('How pleasant or unpleasant do you feel?', 'How good or bad do you feel?'),
          min: 1,
          max: 5,
          minLabel: c('Very unpleasant', 'Very bad'),
          maxLabel: c('Very pleasant', 'Very good'),
          required: true,
        },
        {
          id: 'energy',
          kind: 'scale',
          label: c('How much energy do you have?', 'How much energy do you have?'),
          min: 1,
          max: 5,
          minLabel: c('Very low energy', 'Very little'),
          maxLabel: c('Very high energy', 'A lot'),
          required: true,
        },
      ],
    },
    {
      id: 'name',
      title: c('Which words fit?', 'Which words fit?'),
      body: c(
        'Choose as many as fit. The group that matches your ratings comes first, but feelings are often mixed, so look around.',
        'Pick as many as you like. Feelings are often mixed.',
      ),
      fields: [
        {
          id: 'emotions',
          kind: 'choice',
          label: c('Words for how you feel', 'Words for your feelings'),
          multiple: true,
          options: emotionOptions,
          groups: moodQuadrants,
        },
      ],
    },
    {
      id: 'context',
      title: c('What is part of this?', 'What is going on?'),
      fields: [
        {
          id: 'context',
          kind: 'choice',
          label: c('What has been going on? (optional)', 'What has been going on? (you can skip this)'),
          multiple: true,
          options: [
            { id: 'sleep', label: p('Sleep') },
            { id: 'work', label: p('Work or study') },
            { id: 'family', label: p('Family') },
            { id: 'friends', label: p('Friends') },
            { id: 'partner', label: c('Partner or dating', 'Partner or dating') },
            { id: 'health', label: c('Health or body', 'Health or body') },
            { id: 'money', label: p('Money') },
            { id: 'alone', label: c('Time on my own', 'Time alone') },
            { id: 'news', label: c('News or social media', 'News or social media') },
            { id: 'movement', label: c('Exercise or time outside', 'Exercise or being outside') },
            { id: 'other', label: p('Something else') },
          ],
        },
        {
          id: 'note',
          kind: 'textarea',
          label: c('Anything you want to remember about now? (optional)', 'Any notes? (you can skip this)'),
          maxLength: 2000,
        },
      ],
    },
  ],
};
