import { c } from '../copy';
import type { TrailContent } from '../types';

export const fathersJourneyTrail: TrailContent = {
  id: 'fathers-journey',
  title: c('A father’s journey', 'Being a dad'),
  audience: c(
    'For fathers and father figures, new or experienced, including step-dads, foster dads and dads living apart from their children.',
    'For dads and father figures. New or not, step-dads, foster dads and dads who live apart from their kids.',
  ),
  summary: c(
    'Look after your own wellbeing as a dad, think about the father you want to be, and build moments of connection.',
    'Look after yourself as a dad. Think about the dad you want to be. Make time to connect.',
  ),
  intro: c(
    'Fatherhood can bring pride and joy, and also pressure, worry and exhaustion that dads are rarely asked about. Around one in ten new fathers experience depression, and many more feel stressed or sidelined. Your wellbeing matters to you and to your children.',
    'Being a dad can bring joy. It can also bring stress and tiredness. People rarely ask dads how they are. About one in ten new dads get depressed. Your health matters to you and your kids.',
  ),
  steps: [
    {
      id: 'dads-too',
      kind: 'reading',
      title: c('Dads struggle too', 'Dads struggle too'),
      body: [
        c(
          'Stress in dads often shows up as irritability, working longer hours, withdrawing or drinking more, rather than sadness. If that sounds familiar, it is worth taking seriously, and worth talking to a doctor if it lasts.',
          'Stressed dads may get angry, work more, pull away or drink more. If this is you, take it seriously. Talk to a doctor if it lasts.',
        ),
      ],
    },
    {
      id: 'check-in',
      kind: 'tool',
      title: c('How are you doing?', 'How are you?'),
      body: [c('A minute for yourself.', 'One minute for you.')],
      toolId: 'mood-check-in',
    },
    {
      id: 'own-dad',
      kind: 'reflection',
      title: c('What you learned about fathering', 'What you learned about being a dad'),
      body: [
        c(
          'We learn a lot about parenting from the adults who raised us, both what we want to repeat and what we want to do differently.',
          'We learn about parenting from the adults who raised us. Some things we want to copy. Some we want to change.',
        ),
      ],
      prompt: c(
        'What did you learn from the father figures in your life, and what do you want to keep or change?',
        'What did you learn from the dads in your life? What do you want to keep or change?',
      ),
    },
    {
      id: 'values',
      kind: 'tool',
      title: c('The father you want to be', 'The dad you want to be'),
      body: [c('Use the values compass, with family and relationships in mind.', 'Use the values compass. Think about family.')],
      toolId: 'values-compass',
    },
    {
      id: 'connection',
      kind: 'reading',
      title: c('Connection and repair', 'Connecting and making up'),
      body: [
        c(
          'Children do not need a perfect dad. They need one who shows up, plays, and repairs things after conflict: coming back, naming what happened and saying sorry teaches them that relationships survive hard moments.',
          'Kids do not need a perfect dad. They need a dad who shows up and plays. After an argument, come back and say sorry. It shows them that love lasts.',
        ),
      ],
    },
    {
      id: 'moment',
      kind: 'reflection',
      title: c('A moment of connection', 'A good moment together'),
      body: [c('Think about the past week or two.', 'Think about the last week or two.')],
      prompt: c('When did you feel close to your child recently? What made it work?', 'When did you feel close to your child? What made it good?'),
    },
    {
      id: 'plan',
      kind: 'tool',
      title: c('Plan time together, and time for you', 'Plan time together, and time for you'),
      body: [c('Plan one moment of connection, and one thing that refuels you.', 'Plan one thing with your child, and one thing for you.')],
      toolId: 'activity-planning',
    },
  ],
  closing: c(
    'Being a good-enough father is made of small, ordinary moments. Look after yourself along the way.',
    'Being a good dad is made of small moments. Look after yourself too.',
  ),
};
