import { c } from '../copy';
import type { TrailContent } from '../types';
import { doctorHelp, helplineDirectory } from './help';

export const infertilitySupportTrail: TrailContent = {
  id: 'infertility-support',
  title: c('Living with fertility struggles', 'When getting pregnant is hard'),
  audience: c(
    'For people trying to conceive, going through fertility treatment or living with infertility, and their partners.',
    'For people trying for a baby, having fertility treatment, or who cannot have children. And their partners.',
  ),
  summary: c(
    'Care for the emotional side of trying to conceive: the waiting, the grief and the rest of your life.',
    'Looking after your feelings while trying for a baby. The waiting, the sadness, and the rest of your life.',
  ),
  intro: c(
    'Fertility struggles can bring a cycle of hope and disappointment, month after month, often in private. Grief for a hoped-for future is real grief, even when others do not see it. This trail offers ways to carry the waiting and protect the rest of your life.',
    'Trying for a baby can mean hope and then sadness, again and again. Often no one else knows. This sadness is real. This trail helps with the waiting and with the rest of your life.',
  ),
  contentNote: {
    text: c(
      'This trail mentions pregnancy loss and grief. If you have lost a pregnancy, you may want specialist support: fertility clinics often offer counselling, and there are helplines for pregnancy loss in many countries.',
      'This trail talks about losing a pregnancy and sadness. Fertility clinics often have counsellors. There are helplines for pregnancy loss too.',
    ),
    help: [helplineDirectory, doctorHelp],
  },
  steps: [
    {
      id: 'rollercoaster',
      kind: 'reading',
      title: c('The monthly rollercoaster', 'The monthly ups and downs'),
      body: [
        c(
          'The rhythm of cycles, tests and appointments can keep you suspended between hope and dread. Many people describe the "two-week wait" as one of the hardest parts.',
          'Every month brings hope and worry. Many people find the wait before a test the hardest part.',
        ),
        c(
          'Mixed feelings towards friends’ pregnancy news are very common and do not make you a bad person.',
          'Feeling mixed about friends’ baby news is normal. It does not make you a bad person.',
        ),
      ],
    },
    {
      id: 'check-in',
      kind: 'tool',
      title: c('Notice how you are', 'See how you feel'),
      body: [c('A check-in can help you notice how the cycle affects your mood over time.', 'A check-in can show how each month affects you.')],
      toolId: 'mood-check-in',
    },
    {
      id: 'wait',
      kind: 'tool',
      title: c('Carrying the wait', 'Getting through the wait'),
      body: [
        c('Worry time can stop the wait from filling every hour. Set aside a short time for it each day.', 'Worry time can stop worry filling the whole day.'),
      ],
      toolId: 'worry-time',
    },
    {
      id: 'others',
      kind: 'reflection',
      title: c('What you need from others', 'What you need from others'),
      body: [
        c(
          'Well-meaning people can say hurtful things ("just relax"). It can help to know what you would like instead, so you can tell the people you trust.',
          'People sometimes say hurtful things, like "just relax". It helps to know what you want instead.',
        ),
      ],
      prompt: c('What helps when people talk to you about this, and what does not?', 'What helps when people talk about this? What does not?'),
    },
    {
      id: 'kindness',
      kind: 'tool',
      title: c('A kinder voice', 'Be kind to yourself'),
      body: [c('Many people blame their bodies or themselves. Try a self-compassion break.', 'Many people blame themselves. Try being kind to yourself.')],
      toolId: 'self-compassion-break',
    },
    {
      id: 'protect',
      kind: 'tool',
      title: c('Protect the rest of your life', 'Look after the rest of your life'),
      body: [
        c(
          'Fertility can take over everything. The values compass can help you choose something outside it to nurture as well.',
          'Trying for a baby can take over. Pick something else in life to look after too.',
        ),
      ],
      toolId: 'values-compass',
    },
  ],
  closing: c(
    'Whatever happens next, your feelings along the way deserve care. Come back to these steps whenever you need them.',
    'Whatever happens, your feelings matter. Come back any time.',
  ),
};
