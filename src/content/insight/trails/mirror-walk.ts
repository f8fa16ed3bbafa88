import { c } from '../copy';
import type { TrailContent } from '../types';
import { doctorHelp, helplineDirectory } from './help';

export const mirrorWalkTrail: TrailContent = {
  id: 'mirror-walk',
  title: c('Mirror walk: you and your reflection', 'Mirror walk: how you see yourself'),
  audience: c(
    'For anyone who is hard on themselves about how they look or who they are.',
    'For anyone who is hard on themselves about their looks or who they are.',
  ),
  summary: c(
    'Noticing the inner critic, questioning what it says, and practising a kinder, more neutral way of seeing yourself.',
    'Notice your inner critic, question it, and see yourself more kindly.',
  ),
  intro: c(
    'Most people have a voice inside that comments on how they look or measure up. For some, it is loud and relentless. This trail does not ask you to love everything about yourself; it offers ways to hear that voice without obeying it, and to see yourself more fairly.',
    'Most people have a voice inside that judges how they look. For some people it is very loud. This trail does not ask you to love everything about yourself. It helps you hear that voice without believing it.',
  ),
  contentNote: {
    text: c(
      'This trail talks about body image and self-criticism. If you are struggling with eating (restricting, bingeing or purging) or with urges to hurt your body, please reach out for specialist help as well: eating difficulties respond best to early support.',
      'This trail talks about body image. If you are struggling with eating, or want to hurt your body, please get specialist help too. Early help works best.',
    ),
    help: [doctorHelp, helplineDirectory],
  },
  steps: [
    {
      id: 'critic',
      kind: 'reading',
      title: c('Meeting the inner critic', 'Your inner critic'),
      body: [
        c(
          'The inner critic often believes it is protecting you: if it points out every flaw first, perhaps no one else will. But constant criticism tends to increase shame and avoidance rather than motivate change.',
          'Your inner critic may think it protects you. But harsh words make us feel worse, not better.',
        ),
        c(
          'A first step is simply noticing it as a voice, with a tone and familiar phrases, rather than as the truth.',
          'First, notice it as a voice. It is not the truth.',
        ),
      ],
    },
    {
      id: 'what-it-says',
      kind: 'reflection',
      title: c('What it says', 'What it says'),
      body: [c('Write down the critic’s favourite lines, word for word.', 'Write down what your critic says.')],
      prompt: c(
        'What does your inner critic say most often? Whose voice does it sound like, if anyone’s?',
        'What does your critic say most? Does it sound like anyone you know?',
      ),
    },
    {
      id: 'check',
      kind: 'tool',
      title: c('Check one of those thoughts', 'Check one thought'),
      body: [
        c(
          'Take one of the critic’s lines and weigh it as a fair-minded friend would. Look out for labelling and all-or-nothing thinking.',
          'Take one thing your critic says. Look at it like a fair friend would.',
        ),
      ],
      toolId: 'thought-record',
    },
    {
      id: 'function',
      kind: 'reading',
      title: c('From appearance to function', 'What your body does'),
      body: [
        c(
          'Body neutrality shifts attention from how your body looks to what it does: carrying you, sensing, healing, holding people you love. You do not have to feel positive about your body to treat it with respect.',
          'Try thinking about what your body does, not how it looks. It carries you. It lets you hug people. You do not have to love your body to treat it kindly.',
        ),
      ],
    },
    {
      id: 'body-did',
      kind: 'reflection',
      title: c('What your body let you do', 'What your body did today'),
      body: [c('Think back over today or yesterday.', 'Think about today.')],
      prompt: c('Name three things your body let you do or feel recently.', 'Name three things your body let you do.'),
    },
    {
      id: 'companion',
      kind: 'activity',
      title: c('Meet a compassionate companion', 'Imagine a kind friend'),
      body: [
        c(
          'A guided imagery exercise: picture someone wholly kind and on your side, and hear what they would say in place of the critic.',
          'Picture someone who is kind and on your side. Hear what they would say to you.',
        ),
      ],
      activityId: 'compassionate-companion',
    },
  ],
  closing: c(
    'The critic may still speak, and that is all right. Each time you notice it and answer it more fairly, you practise a different way of seeing yourself.',
    'Your critic may still talk. That is OK. Each time you answer it kindly, you practise a new habit.',
  ),
};
