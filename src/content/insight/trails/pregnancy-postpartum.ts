import { c } from '../copy';
import type { TrailContent } from '../types';
import { doctorHelp, helplineDirectory } from './help';

export const pregnancyPostpartumTrail: TrailContent = {
  id: 'pregnancy-postpartum',
  title: c('Pregnancy and the first year', 'Pregnancy and a new baby'),
  audience: c(
    'For anyone who is pregnant or has had a baby in the last year, and for their partners.',
    'For anyone who is pregnant or had a baby in the last year, and their partners.',
  ),
  summary: c(
    'Making sense of the feelings that come with pregnancy and a new baby, knowing when to ask for help, and finding rest and support.',
    'Feelings in pregnancy and with a new baby. When to ask for help. Finding rest and support.',
  ),
  intro: c(
    'Pregnancy and early parenthood bring huge changes to your body, sleep, relationships and sense of who you are. Mixed feelings are normal. Around one in five mothers, and around one in ten fathers or partners, have depression or anxiety during this time. It is not a failing, and there is good help available.',
    'Pregnancy and a new baby change a lot. Mixed feelings are normal. About one in five mums, and one in ten partners, feel depressed or anxious at this time. It is not your fault. Good help is there.',
  ),
  contentNote: {
    text: c(
      'This trail talks about low mood, anxiety and distressing thoughts around pregnancy and birth. Get urgent help straight away (your maternity team, doctor or emergency services) if you have thoughts of harming yourself or your baby, if you feel very confused, or if you see or hear things others do not. These can be signs of a rare but serious condition that needs care the same day.',
      'This trail talks about low mood and upsetting thoughts in pregnancy and after birth. Get help straight away if you think about harming yourself or your baby. Also if you feel very confused or see or hear things others do not. Call your midwife, doctor or emergency services the same day.',
    ),
    help: [doctorHelp, helplineDirectory],
  },
  steps: [
    {
      id: 'normal',
      kind: 'reading',
      title: c('What is common, and what needs help', 'What is normal, and when to get help'),
      body: [
        c(
          'In the first two weeks after birth, many people have "baby blues": tearfulness and ups and downs that pass on their own. Low mood, anxiety or a loss of interest that lasts longer than two weeks, at any point in pregnancy or the first year, is worth talking about with your midwife, health visitor or doctor.',
          'In the first two weeks after birth, many people cry a lot and feel up and down. This usually passes. If you feel low or worried for more than two weeks, tell your midwife, health visitor or doctor.',
        ),
        c(
          'Many new parents get sudden, unwanted thoughts or images of harm coming to their baby. They are very common, they are not a sign that you will act on them, and talking about them with a professional often brings relief.',
          'Many new parents get sudden scary thoughts about their baby getting hurt. This is very common. It does not mean you will act on them. Talking to a professional can help.',
        ),
      ],
    },
    {
      id: 'check-in',
      kind: 'tool',
      title: c('Check in with yourself', 'See how you feel'),
      body: [
        c('Regular check-ins can show whether low days are passing or sticking around.', 'Checking in often shows if low days are passing or staying.'),
      ],
      toolId: 'mood-check-in',
    },
    {
      id: 'expectations',
      kind: 'reflection',
      title: c('Expectations and reality', 'What you expected'),
      body: [
        c(
          'Many parents carry a picture of how this time "should" feel, from family, films or social media.',
          'Many parents have an idea of how this "should" feel.',
        ),
      ],
      prompt: c(
        'What has surprised you about this time, and which expectations could you loosen?',
        'What has surprised you? Which "shoulds" could you let go of?',
      ),
    },
    {
      id: 'kindness',
      kind: 'tool',
      title: c('Kindness for a tired parent', 'Be kind to yourself'),
      body: [c('You are learning a new job with little sleep. Try offering yourself some kindness.', 'You are doing a new job with little sleep. Be kind to yourself.')],
      toolId: 'self-compassion-break',
    },
    {
      id: 'support',
      kind: 'reflection',
      title: c('The support you need', 'The help you need'),
      body: [
        c(
          'Practical help (meals, a night feed, a walk with the pram so you can sleep) often matters as much as emotional support.',
          'Practical help matters. A meal, a night feed, or a walk with the baby so you can sleep.',
        ),
      ],
      prompt: c('What would help most right now, and who could you ask for it?', 'What would help most now? Who could you ask?'),
    },
    {
      id: 'rest',
      kind: 'tool',
      title: c('Plan small restoring moments', 'Plan small breaks'),
      body: [
        c(
          'Five minutes of daylight, a shower, a cup of tea while it is still hot. Plan a few small things that restore you.',
          'Five minutes outside, a shower, a hot cup of tea. Plan a few small things.',
        ),
      ],
      toolId: 'activity-planning',
    },
  ],
  closing: c(
    'You do not have to feel any particular way to be a good parent. If low mood or anxiety stays, reach out: perinatal mental health support exists because so many parents need it.',
    'You do not have to feel a certain way to be a good parent. If you keep feeling low or worried, ask for help. Lots of parents do.',
  ),
};
