import { c, p } from '../copy';
import type { ToolContent } from '../types';

export const sleepDiary: ToolContent = {
  id: 'sleep-diary',
  title: c('Sleep diary', 'Sleep diary'),
  summary: c('Note one night’s sleep each morning to see your patterns over a week or two.', 'Write down how you slept. See patterns over time.'),
  intro: c(
    'Fill this in each morning, roughly: best guesses are fine, and watching the clock at night makes sleep harder. After a week or two, patterns show up, such as how long you spend awake in bed, that are useful to you and to anyone helping you with sleep.',
    'Fill this in each morning. Guesses are fine. Do not watch the clock at night. After a week or two you can see patterns.',
  ),
  approach: c(
    'Sleep diaries are the starting point of cognitive behavioural therapy for insomnia (CBT-I).',
    'Sleep diaries are used in CBT for sleep problems.',
  ),
  minutes: 2,
  category: 'check-in',
  kind: 'form',
  summaryFields: ['night', 'quality'],
  steps: [
    {
      id: 'night',
      title: c('Last night', 'Last night'),
      fields: [
        { id: 'night', kind: 'date', label: c('The night of', 'Night of'), required: true },
        { id: 'bedTime', kind: 'time', label: c('Time you went to bed', 'Time you went to bed'), required: true },
        { id: 'minutesToSleep', kind: 'number', label: c('Roughly how long it took to fall asleep', 'How long to fall asleep'), min: 0, max: 720, unit: p('minutes') },
        { id: 'awakenings', kind: 'number', label: c('How many times you woke in the night', 'Times you woke up'), min: 0, max: 50, unit: p('times') },
        { id: 'minutesAwake', kind: 'number', label: c('Roughly how long you were awake in the night, in total', 'Time awake in the night'), min: 0, max: 720, unit: p('minutes') },
        { id: 'wakeTime', kind: 'time', label: c('Time you woke for the day', 'Time you woke up'), required: true },
        { id: 'outOfBedTime', kind: 'time', label: c('Time you got out of bed', 'Time you got up'), required: true },
      ],
    },
    {
      id: 'rating',
      title: c('How was it?', 'How was it?'),
      fields: [
        { id: 'quality', kind: 'scale', label: c('Sleep quality', 'How well did you sleep?'), min: 1, max: 5, minLabel: c('Very poor', 'Very badly'), maxLabel: c('Very good', 'Very well') },
        { id: 'rested', kind: 'scale', label: c('How rested do you feel?', 'How rested do you feel?'), min: 1, max: 5, minLabel: c('Not at all rested', 'Not rested'), maxLabel: c('Very rested', 'Very rested') },
        {
          id: 'factors',
          kind: 'choice',
          label: c('Anything that may have played a part? (optional)', 'Anything that may have mattered? (you can skip this)'),
          multiple: true,
          options: [
            { id: 'caffeine', label: c('Caffeine after midday', 'Coffee or tea after lunch') },
            { id: 'alcohol', label: p('Alcohol') },
            { id: 'screens', label: c('Screens in bed', 'Phone or screen in bed') },
            { id: 'nap', label: c('A daytime nap', 'A nap in the day') },
            { id: 'exercise', label: p('Exercise') },
            { id: 'stress', label: c('Stress or worry', 'Stress or worry') },
            { id: 'noise', label: c('Noise, light or temperature', 'Noise, light or heat') },
            { id: 'pain', label: c('Pain or discomfort', 'Pain') },
            { id: 'caring', label: c('Caring for someone in the night', 'Looking after someone at night') },
          ],
        },
        { id: 'notes', kind: 'textarea', label: c('Notes (optional)', 'Notes (you can skip this)'), maxLength: 1000 },
      ],
    },
  ],
};
