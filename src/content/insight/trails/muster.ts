import { c } from '../copy';
import type { TrailContent } from '../types';

export const musterTrail: TrailContent = {
  id: 'muster',
  flag: 'musterSet',
  title: c('Muster: gather your strengths', 'Muster: find your strengths'),
  audience: c('For anyone starting out with Better Minds.', 'For anyone who is new here.'),
  summary: c(
    'A first trail: take stock of how you are, what matters to you and what already helps, and put together a simple plan for hard days.',
    'A first trail. See how you are, what matters to you, and what helps. Make a plan for hard days.',
  ),
  intro: c(
    'To muster is to gather what you have before setting out. You already have more than you might think: skills that got you through hard times before, people and places that help, and things that matter to you. This trail helps you find them and write them down, one step at a time.',
    'To muster means to gather what you have. You already have skills, people and things that help. This trail helps you find them and write them down. One step at a time.',
  ),
  steps: [
    {
      id: 'arrive',
      kind: 'reading',
      title: c('Arrive where you are', 'Start where you are'),
      body: [
        c(
          'There is no right way to do this trail. Each step takes a few minutes, you can skip any of them, and your progress is saved on this device so you can come back whenever you like.',
          'There is no right way to do this. Each step takes a few minutes. You can skip any step. Your progress is saved on this device.',
        ),
        c(
          'Start by noticing how you are today, without needing to change it. Noticing is a skill in itself, and it gets easier with practice.',
          'First, notice how you are today. You do not need to change it. Noticing gets easier with practice.',
        ),
      ],
    },
    {
      id: 'check-in',
      kind: 'tool',
      title: c('Check in with yourself', 'See how you feel'),
      body: [c('A one-minute mood check-in. Come back here when you have saved it.', 'A one-minute check-in. Come back here after you save it.')],
      toolId: 'mood-check-in',
    },
    {
      id: 'been-through',
      kind: 'reflection',
      title: c('What has helped before', 'What helped before'),
      body: [
        c(
          'Think of a hard time you have already come through, big or small. You do not need to relive it, only to notice how you got through.',
          'Think of a hard time you got through. You do not need to go over it. Just notice how you got through.',
        ),
      ],
      prompt: c(
        'What helped you get through it? People, habits, places, words, anything at all.',
        'What helped you get through? People, habits, places, anything.',
      ),
    },
    {
      id: 'values',
      kind: 'tool',
      title: c('What matters to you', 'What matters to you'),
      body: [
        c(
          'Knowing what matters to you gives you a direction when things feel unclear. The values compass takes about eight minutes.',
          'Knowing what matters gives you a direction. This takes about eight minutes.',
        ),
      ],
      toolId: 'values-compass',
    },
    {
      id: 'strengths',
      kind: 'activity',
      title: c('Draw your strengths shield', 'Make your strengths shield'),
      body: [
        c(
          'A creative way to name four of your strengths. Strengths are not boasts: they are things you can lean on.',
          'Name four of your strengths. They are things you can lean on.',
        ),
      ],
      activityId: 'strengths-shield',
    },
    {
      id: 'plan',
      kind: 'tool',
      title: c('A plan for hard days', 'A plan for hard days'),
      body: [
        c(
          'A safety plan is worth having even if you have never been in crisis: it is simply a list of what helps, written while you feel steady. Fill in as much or as little as you like now; you can edit it any time.',
          'A safety plan is a list of what helps. It is good to have, even if you have never been in crisis. Fill in what you can. You can change it later.',
        ),
      ],
      toolId: 'safety-plan',
    },
    {
      id: 'keep',
      kind: 'reflection',
      title: c('One thing to keep', 'One thing to keep'),
      body: [c('Look back over what you gathered on this trail.', 'Look back at what you found on this trail.')],
      prompt: c('What is one thing from this trail you want to remember?', 'What is one thing you want to remember?'),
    },
  ],
  closing: c(
    'You have gathered what you have. Everything you wrote is saved on this device, and you can come back to any step. The tools are there whenever you need them.',
    'You have gathered what you have. It is saved on this device. You can come back any time.',
  ),
};
