import { c } from '../copy';
import type { TrailContent } from '../types';
import { doctorHelp, helplineDirectory } from './help';

export const lossGriefTrail: TrailContent = {
  id: 'loss-grief',
  title: c('Loss and grief', 'Loss and grief'),
  audience: c(
    'For anyone grieving: a death, a relationship, a pregnancy, a pet, a home, or a future you hoped for.',
    'For anyone grieving. A death, a break-up, a pet, a home, or a future you hoped for.',
  ),
  summary: c(
    'Gentle steps for carrying grief: making room for it, remembering, and finding your way back into life alongside it.',
    'Gentle steps for grief. Make room for it, remember, and find your way back to life.',
  ),
  intro: c(
    'Grief is the price of love, and it has no timetable. It tends to come in waves, sometimes strong and unexpected. There is no right way to grieve and no point by which you "should" be over it. This trail offers a few places to pause with your loss.',
    'Grief comes from love. There is no timetable. It comes in waves. There is no right way to grieve. This trail gives you places to pause with your loss.',
  ),
  contentNote: {
    text: c(
      'This trail asks you to think about someone or something you have lost. Take it slowly. If grief feels unbearable, or you think about not wanting to live, please reach out: crisis help is one step away, and bereavement services offer counselling and support groups.',
      'This trail asks you to think about your loss. Go slowly. If it feels too much, or you do not want to live, get help. Crisis help is one step away. Grief services can help too.',
    ),
    help: [helplineDirectory, doctorHelp],
  },
  steps: [
    {
      id: 'waves',
      kind: 'reading',
      title: c('Grief comes in waves', 'Grief comes in waves'),
      body: [
        c(
          'Many grieving people move back and forth between facing the loss (crying, remembering, missing) and rebuilding daily life (working, resting, sometimes even laughing). Both are part of grieving, and moving between them is healthy.',
          'Grieving people go back and forth. Sometimes you cry and remember. Sometimes you get on with life, and even laugh. Both are OK.',
        ),
      ],
    },
    {
      id: 'remember',
      kind: 'reflection',
      title: c('Who or what you have lost', 'Who or what you lost'),
      body: [c('Write only what feels right to write today.', 'Write only what feels OK today.')],
      prompt: c('Tell us about who or what you have lost. What do you miss most?', 'Who or what did you lose? What do you miss most?'),
    },
    {
      id: 'letter',
      kind: 'tool',
      title: c('Words you did not get to say', 'Things you want to say'),
      body: [
        c(
          'Some people find it helps to write to the person or thing they lost: what you are grateful for, what you wish had been different, what you would tell them now. Use the journal and write freely.',
          'Some people write a letter to who they lost. Say thank you, sorry, or what you would tell them now. Use the journal.',
        ),
      ],
      toolId: 'journal',
    },
    {
      id: 'bonds',
      kind: 'reading',
      title: c('Carrying them with you', 'Keeping them with you'),
      body: [
        c(
          'Grief is not about "letting go". Many people keep a continuing bond: talking to the person, keeping rituals, carrying their values forward.',
          'You do not have to "let go". Many people keep a bond. They talk to the person or keep traditions going.',
        ),
      ],
    },
    {
      id: 'carry',
      kind: 'reflection',
      title: c('A way to carry them', 'A way to keep them close'),
      body: [c('Think about what they gave you.', 'Think about what they gave you.')],
      prompt: c('What is one way you would like to carry them, or what you lost, with you?', 'How would you like to keep them close?'),
    },
    {
      id: 'kindness',
      kind: 'tool',
      title: c('Kindness in grief', 'Be kind to yourself'),
      body: [c('Grief is exhausting. Offer yourself the kindness you would offer a grieving friend.', 'Grief is tiring. Be kind to yourself.')],
      toolId: 'self-compassion-break',
    },
    {
      id: 'life',
      kind: 'tool',
      title: c('Small steps back into life', 'Small steps back into life'),
      body: [
        c(
          'Plan one or two small things for the coming days. Doing something ordinary or even enjoyable is not a betrayal of your loss.',
          'Plan one or two small things. Doing normal things does not mean you have forgotten.',
        ),
      ],
      toolId: 'activity-planning',
    },
  ],
  closing: c(
    'Grief changes shape over time rather than ending. If it stays overwhelming for a long time, grief counselling can help. Come back here whenever you want to.',
    'Grief changes over time. If it stays too heavy, a grief counsellor can help. Come back any time.',
  ),
};
