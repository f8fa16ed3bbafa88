import { c } from '../copy';
import type { TrailContent } from '../types';

export const mensMentalHealthTrail: TrailContent = {
  id: 'mens-mental-health',
  title: c('Men’s mental health', 'Men’s mental health'),
  audience: c('For men, and for anyone who was taught to keep struggles to themselves.', 'For men, and anyone taught to keep problems to themselves.'),
  summary: c(
    'Recognise how stress and low mood can show up in men, reconnect with other people, and have a plan for hard times.',
    'See how stress shows up in men. Reach out to people. Make a plan for hard times.',
  ),
  intro: c(
    'Many men were taught to handle things alone. So distress often shows up in less obvious ways: anger, irritability, drinking more, working all hours, withdrawing. Talking about it is not weakness; it is one of the most practical things you can do.',
    'Many men learn to deal with things alone. So stress can show up as anger, drinking more, working too much, or pulling away. Talking is not weak. It is practical.',
  ),
  steps: [
    {
      id: 'signs',
      kind: 'reading',
      title: c('How it can show up', 'How it can show up'),
      body: [
        c(
          'Low mood in men can look like a short fuse, numbness, risk-taking, more alcohol, trouble sleeping, or throwing yourself into work or the gym. Noticing your own signs early gives you more options.',
          'Low mood in men can look like anger, feeling nothing, taking risks, drinking more or bad sleep. Notice your signs early.',
        ),
        c(
          'Men die by suicide at a much higher rate than women in many countries, often without having told anyone they were struggling. If you are having thoughts of ending your life, please use crisis help now.',
          'Many more men than women die by suicide. Often they told no one. If you think about ending your life, get crisis help now.',
        ),
      ],
    },
    {
      id: 'check-in',
      kind: 'tool',
      title: c('A straight check-in', 'A quick check-in'),
      body: [c('One minute: how are you actually doing?', 'One minute. How are you really doing?')],
      toolId: 'mood-check-in',
    },
    {
      id: 'tells',
      kind: 'reflection',
      title: c('Your tells', 'Your signs'),
      body: [c('Think about the last time you were not OK.', 'Think of the last time you were not OK.')],
      prompt: c('How do you know you are not OK? What would the people around you notice first?', 'How do you know you are not OK? What would others notice?'),
    },
    {
      id: 'side-by-side',
      kind: 'reading',
      title: c('Talking side by side', 'Talking side by side'),
      body: [
        c(
          'Many people find it easier to talk while doing something together (walking, driving, fixing something, watching a match) than face to face. Connection does not need a big conversation; it starts with showing up.',
          'Talking can be easier while doing something together. Walking, driving, fixing things. It does not need to be a big talk.',
        ),
      ],
    },
    {
      id: 'reach',
      kind: 'reflection',
      title: c('One person to check in with', 'One person to check in with'),
      body: [c('Think of people you have lost touch with, or see but do not really talk to.', 'Think of people you have lost touch with.')],
      prompt: c('Who could you check in with this week, and what would you do together?', 'Who could you check in with this week? What could you do together?'),
    },
    {
      id: 'plan',
      kind: 'tool',
      title: c('Plan it', 'Plan it'),
      body: [c('Put that check-in, and one or two other things that help, into a plan.', 'Put that into a plan, with one or two other things that help.')],
      toolId: 'activity-planning',
    },
    {
      id: 'safety',
      kind: 'tool',
      title: c('Have a plan for hard times', 'A plan for hard times'),
      body: [c('A safety plan is a practical tool, written while you feel steady.', 'A safety plan is a practical tool. Write it when you feel OK.')],
      toolId: 'safety-plan',
    },
  ],
  closing: c(
    'Reaching out is a skill, and like any skill it gets easier with practice. Come back to these tools whenever you need them.',
    'Reaching out gets easier with practice. Come back any time.',
  ),
};
