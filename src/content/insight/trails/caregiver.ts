import { c } from '../copy';
import type { TrailContent } from '../types';

export const caregiverTrail: TrailContent = {
  id: 'caregiver',
  title: c('Caring for someone', 'When you care for someone'),
  audience: c(
    'For people looking after a family member, partner or friend who is ill, disabled, older or struggling.',
    'For people who look after someone who is ill, disabled, older or struggling.',
  ),
  summary: c(
    'Making room for your own needs while you care for someone else: strain, guilt, rest and asking for help.',
    'Looking after yourself while you look after someone else.',
  ),
  intro: c(
    'Caring for someone can be full of love and meaning, and it can also be exhausting, lonely and relentless. Both can be true on the same day. Your wellbeing matters in its own right, and it is also part of what lets you keep caring.',
    'Caring for someone can mean a lot to you. It can also wear you out. Both can be true. Your health matters too.',
  ),
  steps: [
    {
      id: 'both-true',
      kind: 'reading',
      title: c('Love and strain, side by side', 'Love and tiredness together'),
      body: [
        c(
          'Many carers feel guilty for feeling tired, resentful or trapped. These feelings are common responses to a heavy load, not signs that you care too little.',
          'Many carers feel guilty about feeling tired or fed up. These feelings are normal with a heavy load. They do not mean you care too little.',
        ),
        c(
          'Carer strain often creeps up: poorer sleep, shorter temper, fewer friends, putting your own health appointments off. Noticing it early makes it easier to do something about it.',
          'Carer stress can creep up. You may sleep less, snap more, or skip your own doctor visits. Noticing early helps.',
        ),
      ],
    },
    {
      id: 'hardest',
      kind: 'reflection',
      title: c('What a caring day asks of you', 'Your caring day'),
      body: [c('Think about a typical day or week of caring.', 'Think about a normal caring day.')],
      prompt: c(
        'What is the hardest part for you, and what, if anything, still brings you something good?',
        'What is the hardest part? What is still good?',
      ),
    },
    {
      id: 'compassion',
      kind: 'tool',
      title: c('Turn some of that care towards yourself', 'Be kind to yourself too'),
      body: [
        c(
          'Carers are often expert at compassion for others and out of practice at offering it to themselves. Try this short break.',
          'Carers are good at being kind to others. Try being kind to yourself.',
        ),
      ],
      toolId: 'self-compassion-break',
    },
    {
      id: 'help',
      kind: 'reading',
      title: c('Asking for, and accepting, help', 'Asking for help'),
      body: [
        c(
          'People often say "let me know if I can do anything" and then wait. Having a short list of specific tasks (a meal, a lift, an hour of company so you can go out) makes it easier for them to say yes.',
          'People often say "let me know if I can help". Give them a small job. A meal, a lift, or an hour so you can go out.',
        ),
        c(
          'Carers’ organisations, local councils and health services in many countries offer carer assessments, breaks (respite) and support groups. A doctor or social worker can point you to what exists where you live.',
          'In many places there is support for carers, like breaks and groups. A doctor or social worker can tell you what there is near you.',
        ),
      ],
    },
    {
      id: 'hand-over',
      kind: 'reflection',
      title: c('One thing to hand over', 'One thing to hand over'),
      body: [c('Think of the tasks that fill your week.', 'Think of your jobs this week.')],
      prompt: c(
        'Which one task could someone else do, even once, and who could you ask?',
        'Which job could someone else do once? Who could you ask?',
      ),
    },
    {
      id: 'for-you',
      kind: 'tool',
      title: c('Plan one thing that is just for you', 'Plan one thing just for you'),
      body: [
        c(
          'Small and protected beats big and cancelled: ten minutes outside, a call with a friend, a favourite programme.',
          'Small is fine. Ten minutes outside, a call with a friend, a TV show you like.',
        ),
      ],
      toolId: 'activity-planning',
    },
  ],
  closing: c(
    'Looking after yourself is part of caring, not a break from it. Come back to these steps whenever the load gets heavy.',
    'Looking after yourself is part of caring. Come back when things get heavy.',
  ),
};
