import { c } from '../copy';
import type { ToolContent } from '../types';
import { zeroToTen } from './shared';

const valueDomains = [
  { id: 'relationships', label: c('Relationships and family', 'Family and close people') },
  { id: 'work', label: c('Work, study or contribution', 'Work or study') },
  { id: 'health', label: c('Health and body', 'Health and body') },
  { id: 'play', label: c('Play, rest and creativity', 'Fun and rest') },
  { id: 'community', label: c('Community and the wider world', 'Community') },
  { id: 'growth', label: c('Growth, learning and meaning', 'Learning and meaning') },
] as const;

export const valuesCompass: ToolContent = {
  id: 'values-compass',
  title: c('Values compass', 'What matters to me'),
  summary: c(
    'See which parts of life matter most to you, how close you are living to them, and choose one small step.',
    'See what matters to you, and pick one small step.',
  ),
  intro: c(
    'Values are directions rather than destinations: how you want to be, not what you want to get. Rating how much each area of life matters, and how closely you are living by it right now, shows where a small step could mean the most. This is not a score of how well you are doing.',
    'Values are about how you want to live. Rate how much each part of life matters to you. Then rate how you are doing with it now. This is not a test.',
  ),
  approach: c(
    'Informed by acceptance and commitment therapy (ACT), which uses values to guide committed action.',
    'Based on ACT, a therapy that uses values to guide what you do.',
  ),
  minutes: 8,
  category: 'act',
  kind: 'form',
  summaryFields: ['focus', 'nextStep'],
  steps: [
    {
      id: 'importance',
      title: c('How much does each area matter to you?', 'How much does each part matter?'),
      fields: valueDomains.map((domain) => ({
        id: `importance-${domain.id}`,
        kind: 'scale' as const,
        label: domain.label,
        ...zeroToTen,
        minLabel: c('Not important to me', 'Not important'),
        maxLabel: c('Extremely important', 'Very important'),
      })),
    },
    {
      id: 'living',
      title: c('How closely are you living by it lately?', 'How are you doing with each part lately?'),
      body: c('Be honest and kind: life gets in the way for everyone.', 'Be honest and kind. Life gets in the way for everyone.'),
      fields: valueDomains.map((domain) => ({
        id: `living-${domain.id}`,
        kind: 'scale' as const,
        label: domain.label,
        ...zeroToTen,
        minLabel: c('Far from how I want to be', 'Far from it'),
        maxLabel: c('Just how I want to be', 'Just right'),
      })),
    },
    {
      id: 'direction',
      title: c('Choose a direction', 'Pick a direction'),
      fields: [
        {
          id: 'focus',
          kind: 'choice',
          label: c('Which area would you like to focus on?', 'Which part do you want to work on?'),
          multiple: false,
          required: true,
          options: valueDomains.map((domain) => ({ id: domain.id, label: domain.label })),
        },
        {
          id: 'valueWords',
          kind: 'textarea',
          label: c('In this area, what kind of person do you want to be?', 'Here, what kind of person do you want to be?'),
          hint: c('For example: patient, present, brave, playful, fair.', 'For example: patient, brave, kind.'),
          maxLength: 1000,
        },
        {
          id: 'nextStep',
          kind: 'text',
          label: c('One small step you could take this week', 'One small step for this week'),
          required: true,
          maxLength: 300,
        },
      ],
    },
  ],
};
