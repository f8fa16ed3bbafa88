import { c } from '../copy';
import type { ToolContent } from '../types';

export const selfCompassionBreak: ToolContent = {
  id: 'self-compassion-break',
  title: c('Self-compassion break', 'Be kind to yourself'),
  summary: c(
    'Three short steps for meeting a hard moment with the kindness you would offer a friend.',
    'Three short steps to be kind to yourself when things are hard.',
  ),
  intro: c(
    'Most of us speak to ourselves far more harshly than we would ever speak to a friend. This short practice has three parts: noticing that this is hard, remembering that struggle is part of being human, and offering yourself some kindness. It can feel awkward at first, and that is normal.',
    'We are often harder on ourselves than on a friend. This has three short parts. Notice that this is hard. Remember that everyone struggles. Be kind to yourself. It can feel strange at first. That is normal.',
  ),
  approach: c(
    'Based on the self-compassion break developed in mindful self-compassion research.',
    'Based on research about self-compassion.',
  ),
  minutes: 5,
  category: 'care',
  kind: 'form',
  summaryFields: ['situation', 'kindness'],
  steps: [
    {
      id: 'situation',
      title: c('Bring a difficulty to mind', 'Think of something hard'),
      body: c('Choose something mildly to moderately hard to start with, not the hardest thing in your life.', 'Pick something a bit hard. Not the hardest thing.'),
      fields: [{ id: 'situation', kind: 'textarea', label: c('What is hard right now?', 'What is hard now?'), required: true, maxLength: 2000 }],
    },
    {
      id: 'mindfulness',
      title: c('1. This is a moment of suffering', '1. This is hard'),
      body: c(
        'Acknowledge it without arguing or fixing. You might say: "This is really hard right now" or "Ouch, this hurts."',
        'Say to yourself: "This is really hard right now."',
      ),
      fields: [{ id: 'mindfulness', kind: 'text', label: c('Your own words for "this is hard"', 'Your words for "this is hard"'), maxLength: 500 }],
    },
    {
      id: 'humanity',
      title: c('2. Struggle is part of being human', '2. Everyone struggles'),
      body: c(
        'You are not the only one. Many people, right now, feel something like this. You might say: "Other people feel this way too" or "I am not alone in this."',
        'Lots of people feel this way. Say: "I am not alone in this."',
      ),
      fields: [{ id: 'commonHumanity', kind: 'text', label: c('Your own words for "I am not alone"', 'Your words for "I am not alone"'), maxLength: 500 }],
    },
    {
      id: 'kindness',
      title: c('3. May I be kind to myself', '3. Be kind to yourself'),
      body: c(
        'If it feels right, put a hand on your heart or somewhere comforting. What would you say to a good friend in this situation? Say it to yourself.',
        'You can put a hand on your heart. What would you say to a good friend? Say it to yourself.',
      ),
      fields: [
        { id: 'kindness', kind: 'textarea', label: c('What you would say to a friend, said to you', 'Kind words for yourself'), required: true, maxLength: 2000 },
      ],
    },
    {
      id: 'after',
      title: c('Afterwards', 'After'),
      fields: [{ id: 'after', kind: 'textarea', label: c('How is it now? (optional)', 'How do you feel now? (you can skip this)'), maxLength: 1000 }],
    },
  ],
};
