import { c } from '../../insight/copy';
import type { CodexSection } from '../types';

export const sleep: CodexSection = {
  id: 'sleep',
  title: c('Sleep and how to look after it', 'Sleep'),
  summary: c(
    'What drives sleep, why trying harder to sleep backfires, and habits that make good nights more likely.',
    'How sleep works, and habits that can help you sleep better.',
  ),
  minutes: 6,
  subsections: [
    {
      id: 'what-drives-sleep',
      title: c('What drives sleep', 'What makes us sleepy'),
      body: [
        c(
          'Two systems work together. Sleep pressure builds up the longer we are awake, like sand filling an hourglass, and is released by sleeping. The body clock, set mainly by daylight, makes us more alert at some times of day and sleepier at others. We sleep best when both point the same way.',
          'Two things make us sleepy. The longer you are awake, the sleepier you get. Your body clock also makes you sleepy at night. Daylight sets this clock.',
        ),
        c(
          'Sleep and mood are closely linked. Worry and low mood can disturb sleep, and poor sleep makes emotions harder to manage the next day. Improving one often helps the other.',
          'Sleep and mood are linked. Worry can make sleep worse. Bad sleep makes feelings harder the next day. Helping one often helps the other.',
        ),
        c(
          'Needs differ: most adults do well on roughly seven to nine hours, and a single bad night is uncomfortable but not harmful. The body is good at catching up with deeper sleep on the following nights.',
          'Most adults need about seven to nine hours. One bad night is not harmful. Your body catches up on the next nights.',
        ),
      ],
    },
    {
      id: 'why-trying-harder-backfires',
      title: c('Why trying harder backfires', 'Trying hard to sleep can make it worse'),
      body: [
        c(
          'Sleep cannot be forced. The harder we try, the more alert we become, and clock-watching adds worry about tomorrow. After enough nights like this, the bed itself can become a cue for wakefulness rather than rest.',
          'You cannot force sleep. Trying hard makes you more awake. Checking the clock adds worry. Then your bed can start to feel like a place for being awake.',
        ),
        c(
          'If you have been awake for what feels like a long while, it usually helps to get up, go somewhere dim and do something calm and a little dull until you feel sleepy, then go back to bed. This teaches the body again that bed is for sleep.',
          'Awake for a long time? Get up. Go somewhere dim. Do something calm and a bit boring. Go back to bed when you feel sleepy.',
        ),
        c(
          'Keeping the same wake-up time every day, even after a poor night, is one of the most helpful single habits. It steadies the body clock and lets sleep pressure build for the next night.',
          'Get up at the same time every day, even after a bad night. This helps your body clock. It helps you sleep the next night.',
        ),
      ],
    },
    {
      id: 'habits-that-help',
      title: c('Habits that help', 'Habits that help'),
      body: [
        c(
          'Get daylight soon after waking and move your body during the day. Keep caffeine to the morning and go easy on alcohol, which helps people fall asleep but breaks up sleep later in the night.',
          'Go outside in daylight in the morning. Move your body in the day. Have caffeine only in the morning. Alcohol can break up your sleep.',
        ),
        c(
          'Give yourself a wind-down hour: dimmer lights, screens put away or turned down, and something calming. If worries crowd in at bedtime, writing them down earlier in the evening, with one next step for each, can help the mind let go.',
          'Take an hour to wind down before bed. Make the lights dim. Put screens away. Write down worries earlier in the evening.',
        ),
        c(
          'If poor sleep goes on for weeks and affects your days, talk to a doctor. Cognitive behavioural therapy for insomnia (CBT-I) is the recommended first treatment for long-standing insomnia and is available in person, in groups and through guided programmes.',
          'Bad sleep for weeks? Talk to a doctor. A talking therapy called CBT-I helps many people with long-term sleep problems.',
        ),
      ],
    },
  ],
  quiz: [
    {
      id: 'wake-time',
      prompt: c('After a poor night, what usually helps the next night most?', 'After a bad night, what helps most the next night?'),
      options: [
        { id: 'lie-in', text: c('Sleeping in as late as possible', 'Sleeping in late') },
        { id: 'same-wake-time', text: c('Getting up at your usual time', 'Getting up at your usual time') },
        { id: 'long-nap', text: c('A long afternoon nap', 'A long nap in the afternoon') },
      ],
      answer: 'same-wake-time',
      explanation: c(
        'A lie-in or a long nap releases sleep pressure you need for the next night. Keeping your usual wake-up time steadies the body clock and helps the following night, even though the day may feel tired.',
        'Sleeping in or a long nap makes you less sleepy at night. Getting up at the usual time helps you sleep the next night.',
      ),
    },
    {
      id: 'awake-in-bed',
      prompt: c('You have been lying awake for a long while. What is usually most helpful?', 'You have been awake in bed for a long time. What helps most?'),
      options: [
        { id: 'try-harder', text: c('Try harder to fall asleep', 'Try harder to sleep') },
        { id: 'check-clock', text: c('Check the clock to see how much time is left', 'Check the clock') },
        {
          id: 'get-up-calm',
          text: c('Get up, do something calm in dim light, and return when sleepy', 'Get up. Do something calm. Go back when sleepy.'),
        },
      ],
      answer: 'get-up-calm',
      explanation: c(
        'Effort and clock-watching make us more alert. Getting up for a while and coming back when sleepy teaches the body again that bed is for sleep. It can feel odd at first, and that is fine.',
        'Trying hard and checking the clock make you more awake. Getting up for a while helps. Your body learns that bed is for sleep.',
      ),
    },
    {
      id: 'alcohol',
      prompt: c('How does alcohol affect sleep?', 'What does alcohol do to sleep?'),
      options: [
        { id: 'improves', text: c('It improves sleep all night long', 'It makes sleep better all night') },
        { id: 'no-effect', text: c('It has no effect on sleep', 'Nothing') },
        {
          id: 'breaks-up',
          text: c('It can help people drop off but breaks up sleep later in the night', 'It can help you fall asleep, but you wake more later'),
        },
      ],
      answer: 'breaks-up',
      explanation: c(
        'Alcohol can make it easier to fall asleep, but as the body processes it, sleep becomes lighter and more broken. Going easy on it, especially near bedtime, tends to mean better-quality sleep.',
        'Alcohol can help you fall asleep. But later in the night you wake up more. Less alcohol near bedtime often means better sleep.',
      ),
    },
    {
      id: 'cbt-i',
      prompt: c('What is the recommended first treatment for long-standing insomnia?', 'What is the first help for long-term sleep problems?'),
      options: [
        { id: 'cbt-i', text: c('Cognitive behavioural therapy for insomnia (CBT-I)', 'A talking therapy called CBT-I') },
        { id: 'nothing', text: c('Nothing can help with long-standing sleep problems', 'Nothing helps') },
        { id: 'more-time-in-bed', text: c('Spending more time in bed', 'Spending more time in bed') },
      ],
      answer: 'cbt-i',
      explanation: c(
        'CBT-I is recommended as the first treatment for long-standing insomnia and helps many people. More time in bed often makes sleep lighter and more broken. A doctor can tell you how to access CBT-I where you live.',
        'CBT-I helps many people with long-term sleep problems. More time in bed can make sleep worse. A doctor can help you find CBT-I.',
      ),
    },
  ],
  sources: [
    { title: 'NHS: Insomnia', url: 'https://www.nhs.uk/conditions/insomnia/' },
    { title: 'Sleep Foundation: Sleep hygiene', url: 'https://www.sleepfoundation.org/sleep-hygiene' },
    { title: 'Mind: Sleep problems', url: 'https://www.mind.org.uk/information-support/types-of-mental-health-problems/sleep-problems/' },
    { title: 'NICE Clinical Knowledge Summaries: Insomnia', url: 'https://cks.nice.org.uk/topics/insomnia/' },
  ],
};
