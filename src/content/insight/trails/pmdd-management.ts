import { c } from '../copy';
import type { TrailContent } from '../types';
import { doctorHelp } from './help';

export const pmddManagementTrail: TrailContent = {
  id: 'pmdd-management',
  title: c('Living with PMDD', 'Living with PMDD'),
  audience: c(
    'For people whose mood changes sharply in the week or two before their period, whether or not they have a diagnosis.',
    'For people whose mood gets much worse in the week or two before their period.',
  ),
  summary: c(
    'Track your cycle and mood, plan around the harder days, and prepare for them with care.',
    'Track your mood through your cycle. Plan for the hard days.',
  ),
  intro: c(
    'Premenstrual dysphoric disorder (PMDD) is a severe sensitivity to normal hormone changes, bringing low mood, irritability, anxiety or feeling out of control in the days before a period, easing once it starts. Only a health professional can diagnose it, usually after two cycles of daily tracking, so this trail starts with tracking. It cannot tell you whether you have PMDD.',
    'PMDD means mood gets much worse before a period. It gets better once the period starts. Only a doctor can say if you have it. They usually ask you to track your mood every day for two months. This trail helps you track. It cannot tell you if you have PMDD.',
  ),
  contentNote: {
    text: c(
      'PMDD can bring very dark thoughts, including thoughts of suicide, in the days before a period. If that happens to you, crisis help is one step away, and making a safety plan on a good day can help on the hard ones.',
      'PMDD can bring very dark thoughts before a period, even thoughts of suicide. If this happens, get crisis help. A safety plan made on a good day can help.',
    ),
    help: [doctorHelp],
  },
  steps: [
    {
      id: 'track',
      kind: 'reading',
      title: c('Why tracking matters', 'Why tracking helps'),
      body: [
        c(
          'Daily tracking over at least two cycles shows whether symptoms rise before your period and ease after it starts. That pattern is what a doctor will look for. A simple check-in each day, noting your cycle day in the note, is enough.',
          'Track your mood every day for at least two months. Write your cycle day in the note. A doctor will look for a pattern.',
        ),
      ],
    },
    {
      id: 'check-in',
      kind: 'tool',
      title: c('Today’s check-in', 'Check in today'),
      body: [c('Do a check-in now, and add your cycle day to the note (day 1 is the first day of your period).', 'Check in now. Add your cycle day in the note. Day 1 is the first day of your period.')],
      toolId: 'mood-check-in',
    },
    {
      id: 'notice',
      kind: 'reflection',
      title: c('What you notice', 'What you notice'),
      body: [c('Think back over your last few cycles.', 'Think about your last few months.')],
      prompt: c(
        'What changes do you notice in the week or two before your period: thoughts, feelings, body, relationships?',
        'What changes before your period? Thoughts, feelings, body, people?',
      ),
    },
    {
      id: 'plan-around',
      kind: 'reading',
      title: c('Planning around your cycle', 'Planning around your cycle'),
      body: [
        c(
          'Many people with PMDD find it helps to schedule lighter commitments for the harder days, tell one or two trusted people what to expect, and save big decisions or difficult conversations for other parts of the month.',
          'It can help to plan less for the hard days. Tell someone you trust what to expect. Save big choices for other days.',
        ),
        c(
          'There are treatments worth discussing with a doctor, from lifestyle changes and CBT to medicines. You do not have to just put up with it.',
          'There are treatments. Talk to a doctor about them. You do not have to just put up with it.',
        ),
      ],
    },
    {
      id: 'gentle-week',
      kind: 'tool',
      title: c('Plan a gentler week', 'Plan an easier week'),
      body: [c('Plan a few restoring activities for your next harder week.', 'Plan a few nice things for your next hard week.')],
      toolId: 'activity-planning',
    },
    {
      id: 'safety',
      kind: 'tool',
      title: c('A plan for the darkest days', 'A plan for the worst days'),
      body: [c('Write a safety plan on a good day, so it is ready if the hardest thoughts come.', 'Write a safety plan on a good day. Then it is ready.')],
      toolId: 'safety-plan',
    },
    {
      id: 'kindness',
      kind: 'tool',
      title: c('Kindness for the hard days', 'Kindness for hard days'),
      body: [c('The hard days are not a personal failing. Try meeting them with kindness.', 'Hard days are not your fault. Be kind to yourself.')],
      toolId: 'self-compassion-break',
    },
  ],
  closing: c(
    'Bring your tracking to a doctor if the pattern is there. Knowing your cycle lets you meet the hard days prepared rather than surprised.',
    'Show your tracking to a doctor if you see a pattern. Knowing your cycle helps you get ready for hard days.',
  ),
};
