import { c } from '../copy';
import type { ToolContent } from '../types';
import { zeroToTen } from './shared';

export const grounding: ToolContent = {
  id: 'grounding',
  title: c('5-4-3-2-1 grounding', '5-4-3-2-1: use your senses'),
  summary: c(
    'Come back to the present through your five senses when feelings run high.',
    'Use your senses to come back to the here and now.',
  ),
  intro: c(
    'When anxiety or a painful memory pulls you away, your senses can bring you back to where you are. Go slowly. You can write what you notice, or simply notice it and move on.',
    'When you feel swept away, your senses can bring you back. Go slowly. You can write things down, or just notice them.',
  ),
  approach: c(
    'A grounding skill widely taught in trauma-informed care and in DBT’s distress-tolerance skills.',
    'A grounding skill used in many therapies, including DBT.',
  ),
  minutes: 5,
  category: 'calm',
  kind: 'form',
  summaryFields: ['see', 'distressAfter'],
  crisisNote: true,
  steps: [
    {
      id: 'start',
      title: c('Where are you starting from?', 'How are you now?'),
      fields: [
        {
          id: 'distressBefore',
          kind: 'scale',
          label: c('How distressed do you feel? (optional)', 'How upset are you? (you can skip this)'),
          ...zeroToTen,
          minLabel: c('Calm', 'Calm'),
          maxLabel: c('The most distressed I can be', 'Very upset'),
        },
      ],
    },
    {
      id: 'see',
      title: c('Five things you can see', '5 things you can see'),
      body: c('Look around slowly. Notice colours, shapes, light and shadow.', 'Look around slowly. Notice colours and shapes.'),
      fields: [{ id: 'see', kind: 'list', label: c('Things you can see', 'Things you see'), itemLabel: c('Something you can see', 'A thing you see'), minItems: 0, maxItems: 5 }],
    },
    {
      id: 'feel',
      title: c('Four things you can feel', '4 things you can feel'),
      body: c('Your feet on the floor, the chair under you, the air on your skin, the fabric of your clothes.', 'Your feet on the floor. The chair under you. Your clothes.'),
      fields: [{ id: 'feel', kind: 'list', label: c('Things you can feel', 'Things you feel'), itemLabel: c('Something you can feel', 'A thing you feel'), minItems: 0, maxItems: 4 }],
    },
    {
      id: 'hear',
      title: c('Three things you can hear', '3 things you can hear'),
      body: c('Near and far: traffic, birds, a fridge humming, your own breath.', 'Near and far. Cars, birds, your own breath.'),
      fields: [{ id: 'hear', kind: 'list', label: c('Things you can hear', 'Things you hear'), itemLabel: c('Something you can hear', 'A thing you hear'), minItems: 0, maxItems: 3 }],
    },
    {
      id: 'smell',
      title: c('Two things you can smell', '2 things you can smell'),
      body: c('If you cannot smell anything, think of two smells you like.', 'If you smell nothing, think of two smells you like.'),
      fields: [{ id: 'smell', kind: 'list', label: c('Things you can smell', 'Things you smell'), itemLabel: c('Something you can smell', 'A thing you smell'), minItems: 0, maxItems: 2 }],
    },
    {
      id: 'taste',
      title: c('One thing you can taste', '1 thing you can taste'),
      body: c('Or take a sip of water, or one slow breath out.', 'Or have a sip of water, or breathe out slowly.'),
      fields: [{ id: 'taste', kind: 'list', label: c('Something you can taste', 'A thing you taste'), itemLabel: c('Something you can taste', 'A thing you taste'), minItems: 0, maxItems: 1 }],
    },
    {
      id: 'end',
      title: c('Now', 'Now'),
      fields: [
        {
          id: 'distressAfter',
          kind: 'scale',
          label: c('How distressed do you feel now? (optional)', 'How upset are you now? (you can skip this)'),
          ...zeroToTen,
          minLabel: c('Calm', 'Calm'),
          maxLabel: c('The most distressed I can be', 'Very upset'),
        },
      ],
    },
  ],
};
