import { c } from '../../insight/copy';
import type { CodexSection } from '../types';

export const lowMoodAndActivity: CodexSection = {
  id: 'low-mood-and-activity',
  title: c('Low mood and activity', 'Low mood and doing things'),
  summary: c(
    'Why low mood and doing less feed each other, and how small planned steps can turn the cycle around.',
    'Why feeling low makes you do less, and how small steps can help.',
  ),
  minutes: 7,
  subsections: [
    {
      id: 'the-low-mood-cycle',
      title: c('The low-mood cycle', 'How low mood keeps going'),
      body: [
        c(
          'When mood drops, energy and interest usually drop with it. It makes sense to rest, cancel plans and wait until you feel more like yourself. For a day or two that can help. Over weeks, though, doing less tends to leave fewer moments of pleasure, connection or achievement, and mood sinks further.',
          'When you feel low, you often have less energy. It makes sense to rest and cancel plans. But over weeks, doing less can make you feel worse.',
        ),
        c(
          'This is a cycle rather than a personal failing. Low mood leads to withdrawal, withdrawal removes the things that lift us, and their absence deepens the low mood. Guilt about what is not getting done often joins in and adds weight.',
          'This is a cycle. It is not your fault. Feeling low makes you pull back. Pulling back takes away good things. Then you feel lower.',
        ),
        c(
          'Everyone has low days. When low mood lasts most of the day, most days, for two weeks or more, or you lose interest in almost everything, it is worth talking to a doctor. Depression is common, it is not a weakness, and there is effective help.',
          'Everyone has low days. Has your mood been low most days for two weeks or more? Talk to a doctor. Help works for many people.',
        ),
      ],
    },
    {
      id: 'action-before-motivation',
      title: c('Action before motivation', 'Do first, feel like it later'),
      body: [
        c(
          'We usually expect to feel motivated first and act second. With low mood it often works the other way round: acting comes first and a little motivation follows. This idea is the basis of behavioural activation, a well-studied approach to depression that is simple to start.',
          'We expect to feel like doing something first. With low mood, it often works the other way. Doing comes first. Feeling like it comes later.',
        ),
        c(
          'Behavioural activation means planning a few activities on purpose rather than waiting for the urge. A good plan mixes three kinds: things that give a little pleasure, things that give a sense of achievement, and things that connect you with what you care about.',
          'Plan a few things to do on purpose. Pick something you enjoy. Pick something that gets a job done. Pick something that matters to you.',
        ),
        c(
          'It helps to notice how you feel before and after. Many people find that the activity was slightly better than they expected. That small gap between prediction and experience is useful evidence when your mind says “nothing helps”.',
          'Notice how you feel before and after. Often it is a bit better than you thought. That helps when your mind says “nothing helps.”',
        ),
      ],
    },
    {
      id: 'small-steps',
      title: c('Making steps small enough', 'Make steps small'),
      body: [
        c(
          'The right size for a step is one you are fairly sure you can do today. “Clean the flat” can feel impossible; “wash three mugs” is possible. “Go for a run” might not happen; “put on shoes and stand outside for two minutes” probably will. Small steps still count.',
          'Pick a step you can do today. “Clean the flat” is too big. “Wash three mugs” is small enough. Small steps still count.',
        ),
        c(
          'Some days the plan will not happen. That is information, not failure. Make the next step smaller, or try a different time of day, and be as kind to yourself as you would be to a friend doing the same.',
          'Some days the plan will not happen. That is OK. Make the next step smaller. Be kind to yourself, like you would be to a friend.',
        ),
        c(
          'If your mood is very low, or you are having thoughts that life is not worth living, please do not carry that alone. Crisis help is one step away at the top of every screen, and a doctor, a talking-therapy service or someone you trust can help you find a way through.',
          'Are you very low, or thinking life is not worth living? Please do not carry that alone. Crisis help is one step away. Talk to a doctor or someone you trust.',
        ),
      ],
    },
  ],
  quiz: [
    {
      id: 'why-doing-less',
      prompt: c('Why can doing less make low mood worse over time?', 'Why can doing less make you feel lower?'),
      options: [
        { id: 'laziness', text: c('Because it shows a lack of willpower', 'Because you are lazy') },
        {
          id: 'fewer-good-moments',
          text: c('It leaves fewer moments of pleasure, connection and achievement', 'You get fewer good moments'),
        },
        { id: 'it-cannot', text: c('It cannot: rest always lifts mood', 'It cannot. Rest always helps.') },
      ],
      answer: 'fewer-good-moments',
      explanation: c(
        'Withdrawing is an understandable response to low energy, not a lack of willpower. The trouble is that it removes the very things that lift mood, which keeps the cycle turning.',
        'Pulling back makes sense when you are tired. It is not laziness. But it takes away the good things that help you feel better.',
      ),
    },
    {
      id: 'behavioural-activation',
      prompt: c('What is the main idea of behavioural activation?', 'What is the main idea of planning activities?'),
      options: [
        { id: 'wait', text: c('Wait until you feel motivated, then act', 'Wait until you feel like it') },
        { id: 'busy', text: c('Fill every hour so there is no time to think', 'Keep busy every hour') },
        {
          id: 'act-first',
          text: c('Plan small activities on purpose; motivation often follows action', 'Plan small things on purpose. Feeling like it comes later.'),
        },
      ],
      answer: 'act-first',
      explanation: c(
        'Behavioural activation turns the usual order round: you plan small, meaningful activities and let motivation catch up. It is not about filling every hour; a few well-chosen steps are enough.',
        'You plan small things first. Feeling like it often comes after. You do not need to fill every hour.',
      ),
    },
    {
      id: 'step-size',
      prompt: c('Which of these is the best-sized first step on a very low day?', 'Which is the best first step on a very low day?'),
      options: [
        { id: 'whole-house', text: c('Clean the whole house', 'Clean the whole house') },
        { id: 'three-mugs', text: c('Wash three mugs', 'Wash three mugs') },
        { id: 'ten-k', text: c('Run ten kilometres', 'Run ten kilometres') },
      ],
      answer: 'three-mugs',
      explanation: c(
        'A good step is one you are fairly sure you can manage today. Washing three mugs is small enough to start and still counts. Bigger steps can come later.',
        'Pick a step you can do today. Washing three mugs is small. It still counts. Bigger steps can come later.',
      ),
    },
    {
      id: 'when-to-talk',
      prompt: c('When is it a good idea to talk to a doctor about low mood?', 'When should you talk to a doctor about low mood?'),
      options: [
        {
          id: 'two-weeks',
          text: c('When it lasts most days for two weeks or more, or interest in almost everything is lost', 'When you feel low most days for two weeks or more'),
        },
        { id: 'never', text: c('Never: low mood always passes on its own', 'Never. It always passes.') },
        { id: 'a-year', text: c('Only after a year of feeling low', 'Only after a year') },
      ],
      answer: 'two-weeks',
      explanation: c(
        'Low mood that lasts most of the day, most days, for two weeks or more is worth talking about. You do not need to wait, and if you ever feel unsafe, crisis help is one step away.',
        'Two weeks of feeling low is a good time to talk to a doctor. You do not need to wait. If you feel unsafe, crisis help is one step away.',
      ),
    },
  ],
  sources: [
    { title: 'National Institute of Mental Health: Depression', url: 'https://www.nimh.nih.gov/health/topics/depression' },
    { title: 'World Health Organization: Depressive disorder (fact sheet)', url: 'https://www.who.int/news-room/fact-sheets/detail/depression' },
    { title: 'Mind: Depression', url: 'https://www.mind.org.uk/information-support/types-of-mental-health-problems/depression/' },
    { title: 'NICE guideline NG222: Depression in adults', url: 'https://www.nice.org.uk/guidance/ng222' },
  ],
};
