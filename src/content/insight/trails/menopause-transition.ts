import { c } from '../copy';
import type { TrailContent } from '../types';

export const menopauseTransitionTrail: TrailContent = {
  id: 'menopause-transition',
  title: c('Through the menopause', 'Menopause'),
  audience: c(
    'For people in perimenopause or menopause, and anyone supporting them.',
    'For people going through menopause, and people who support them.',
  ),
  summary: c(
    'Understand the mood, sleep and thinking changes of the menopause transition, and find ways to meet them.',
    'Mood, sleep and memory changes in menopause, and ways to cope.',
  ),
  intro: c(
    'The years around the menopause can bring hot flushes, poor sleep, low mood, anxiety and "brain fog", alongside other changes in life. These are real and common, not imagined. This trail uses approaches from CBT that have been studied for menopausal symptoms, alongside medical care.',
    'Menopause can bring hot flushes, bad sleep, low mood, worry and a foggy brain. These are real and common. This trail uses ideas from CBT that have been tested for menopause.',
  ),
  steps: [
    {
      id: 'changes',
      kind: 'reading',
      title: c('What is going on', 'What is happening'),
      body: [
        c(
          'Changing hormone levels affect temperature control, sleep and mood. Symptoms can start years before periods stop, which is why perimenopause is often missed.',
          'Changing hormones affect heat, sleep and mood. This can start years before periods stop.',
        ),
        c(
          'Treatment options, including hormone therapy and other medicines, are worth discussing with a doctor. CBT-based skills can help alongside them, particularly with sleep and with how distressing hot flushes feel.',
          'There are treatments. Talk to a doctor. CBT skills can help with sleep and hot flushes too.',
        ),
      ],
    },
    {
      id: 'sleep',
      kind: 'tool',
      title: c('Keep a sleep diary', 'Keep a sleep diary'),
      body: [c('A week or two of sleep diary shows your real pattern and helps any conversation with a doctor.', 'A sleep diary for a week or two shows your pattern. It helps when you see a doctor.')],
      toolId: 'sleep-diary',
    },
    {
      id: 'check-in',
      kind: 'tool',
      title: c('Check in with your mood', 'See how you feel'),
      body: [c('Notice how you are today.', 'Notice how you are today.')],
      toolId: 'mood-check-in',
    },
    {
      id: 'breathe',
      kind: 'tool',
      title: c('Slow breathing for hot flushes', 'Slow breathing for hot flushes'),
      body: [
        c(
          'Slow breathing at the first sign of a hot flush, while letting the flush pass rather than fighting it, is part of CBT for menopausal symptoms. Practise it now so it comes easily.',
          'Slow breathing when a hot flush starts can help. Let it pass. Practise now so it is easy later.',
        ),
      ],
      toolId: 'paced-breathing',
    },
    {
      id: 'thoughts',
      kind: 'tool',
      title: c('Check an unhelpful thought', 'Check a thought'),
      body: [
        c(
          'Thoughts like "everyone can see I am flustered" or "I am losing my mind" can make symptoms more distressing. Try weighing one of them.',
          'Thoughts like "everyone can see me sweating" can make things feel worse. Check one of them.',
        ),
      ],
      toolId: 'thought-record',
    },
    {
      id: 'chapter',
      kind: 'reflection',
      title: c('The next chapter', 'What comes next'),
      body: [c('This transition can also be a time of re-evaluation.', 'This can be a time to think about what you want.')],
      prompt: c('What do you want more of in the years ahead?', 'What do you want more of in the years ahead?'),
    },
  ],
  closing: c(
    'You do not have to just put up with symptoms. Keep your diary and check-ins, bring them to a doctor, and come back to these skills when you need them.',
    'You do not have to just put up with it. Take your diary to a doctor. Come back to these skills any time.',
  ),
};
