import { c } from '../../insight/copy';
import type { CodexSection } from '../types';

export const thoughtsFeelingsActions: CodexSection = {
  id: 'thoughts-feelings-actions',
  title: c('Thoughts, feelings and actions', 'Thoughts, feelings and actions'),
  summary: c(
    'How what we think, feel and do keep shaping each other, and where you can step into the loop.',
    'How thoughts, feelings and actions link up, and how to change the pattern.',
  ),
  minutes: 7,
  subsections: [
    {
      id: 'a-loop-of-three',
      title: c('A loop of three', 'Three things that link up'),
      body: [
        c(
          'Imagine a friend walks past you in the street without saying hello. If the thought is “they are ignoring me”, you might feel hurt and avoid them later. If the thought is “they did not see me”, you might feel nothing much and wave next time. The event is the same; the thought about it changes the feeling and what you do next.',
          'A friend walks past without saying hello. You might think, “They are ignoring me.” Then you feel hurt. You might avoid them. If you think, “They did not see me,” you feel fine.',
        ),
        c(
          'Thoughts, feelings, bodily sensations and actions are linked, and each feeds the others. Low energy makes gloomy thoughts more likely; gloomy thoughts make it harder to act; not acting leaves fewer chances for things to go well. This is the idea at the heart of cognitive behavioural therapy (CBT).',
          'Thoughts, feelings, body and actions all affect each other. Feeling tired can bring sad thoughts. Sad thoughts make it hard to act. This idea is the heart of CBT.',
        ),
        c(
          'Because the parts are linked, a change in any one of them can ease the others. You cannot switch a feeling off by deciding to, but you can often question a thought or change what you do, and the feeling tends to follow.',
          'You cannot just turn off a feeling. But you can change a thought or an action. Then the feeling often changes too.',
        ),
      ],
    },
    {
      id: 'thinking-traps',
      title: c('Common thinking traps', 'Thinking traps'),
      body: [
        c(
          'When we are stressed or low, the mind takes shortcuts. Psychologists call the common ones thinking traps, or cognitive distortions. Everyone falls into them; they are habits of a tired or worried mind, not evidence of anything wrong with you.',
          'When we are stressed, our mind takes shortcuts. These are called thinking traps. Everyone falls into them.',
        ),
        c(
          'A few to look out for: all-or-nothing thinking (“if it is not perfect it is a failure”); catastrophising (jumping to the worst outcome); mind-reading (being sure what others think of us); overgeneralising (“this always happens”); and “should” statements that hold us to rules nobody could keep.',
          'Some common traps: thinking it is all good or all bad. Expecting the worst. Being sure what others think. Saying “this always happens.”',
        ),
        c(
          'Naming the trap is often enough to loosen it. “I am catastrophising again” puts a little distance between you and the thought, so that it becomes one possible view rather than a fact.',
          'Try to name the trap. Say, “I am expecting the worst again.” Then the thought feels less like a fact.',
        ),
      ],
    },
    {
      id: 'stepping-into-the-loop',
      title: c('Stepping into the loop', 'How to change the pattern'),
      body: [
        c(
          'A thought record is a simple way to practise. Write down the situation, the thought that came up, how strongly you believed it and how it made you feel. Then look for evidence on both sides, and try a more balanced thought: not forced positivity, just a fairer summary.',
          'Try a thought record. Write what happened and what you thought. Write how you felt. Look for facts for and against the thought. Then write a fairer thought.',
        ),
        c(
          'Sometimes the easier way in is through action. Doing one small thing that matters to you, even without feeling like it, can shift both mood and thoughts. Waiting to feel ready before acting often means waiting a long time.',
          'You can also start with an action. Do one small thing that matters to you. Your mood and thoughts may change after.',
        ),
        c(
          'These skills take practice, and some days they will not seem to work. That is normal. If patterns of thinking feel stuck or overwhelming, a CBT therapist can help you work on them together.',
          'This takes practice. Some days it will not work, and that is OK. A CBT therapist can help if you feel stuck.',
        ),
      ],
    },
  ],
  quiz: [
    {
      id: 'same-event',
      prompt: c(
        'Two people get the same short text from a friend. One feels hurt, the other feels fine. What most likely explains the difference?',
        'Two people get the same short text. One feels hurt. One feels fine. Why?',
      ),
      options: [
        { id: 'the-text', text: c('The text itself', 'The words in the text') },
        { id: 'the-thought', text: c('What each person thinks the text means', 'What each person thinks the text means') },
        { id: 'luck', text: c('Pure chance', 'Luck') },
      ],
      answer: 'the-thought',
      explanation: c(
        'The event is the same, so the difference lies in how each person reads it. Thoughts about an event shape how we feel about it, which is why questioning a thought can change a feeling.',
        'The text is the same. What each person thinks about it is different. Our thoughts shape our feelings.',
      ),
    },
    {
      id: 'name-the-trap',
      prompt: c(
        '“I made one mistake in the presentation, so the whole thing was a disaster.” Which thinking trap is this?',
        '“I made one mistake, so it was all a disaster.” Which trap is this?',
      ),
      options: [
        { id: 'mind-reading', text: c('Mind-reading', 'Being sure what others think') },
        { id: 'all-or-nothing', text: c('All-or-nothing thinking', 'Thinking it is all good or all bad') },
        { id: 'should', text: c('A “should” statement', 'A “should” rule') },
        { id: 'not-a-trap', text: c('It is not a thinking trap', 'It is not a trap') },
      ],
      answer: 'all-or-nothing',
      explanation: c(
        'One mistake turning the whole presentation into a failure is all-or-nothing thinking. A fairer view might be: “one part went wrong and the rest went fine.” Spotting traps like this takes practice, so any answer is a fine start.',
        'One mistake does not make it all bad. That is all-or-nothing thinking. A fairer thought: “One part went wrong. The rest was fine.”',
      ),
    },
    {
      id: 'balanced-thought',
      prompt: c('What is a balanced thought?', 'What is a fairer thought?'),
      options: [
        { id: 'positive', text: c('Telling yourself everything is great', 'Saying everything is great') },
        { id: 'fair-summary', text: c('A fair summary that weighs the evidence on both sides', 'A fair view that looks at both sides') },
        { id: 'ignore', text: c('Pushing the thought away and ignoring it', 'Pushing the thought away') },
      ],
      answer: 'fair-summary',
      explanation: c(
        'A balanced thought is not forced positivity. It takes in the evidence for and against the original thought and lands somewhere fairer, which makes it easier to believe.',
        'A fairer thought is not fake happy thinking. It looks at facts on both sides. That makes it easier to believe.',
      ),
    },
    {
      id: 'where-to-start',
      prompt: c('Where can you step into the loop of thoughts, feelings and actions?', 'Where can you start to change the pattern?'),
      options: [
        { id: 'feelings-only', text: c('Only by switching off the feeling first', 'Only by stopping the feeling first') },
        { id: 'nowhere', text: c('Nowhere: the loop cannot change', 'Nowhere. It cannot change.') },
        {
          id: 'thought-or-action',
          text: c('By questioning a thought or changing an action', 'By changing a thought or an action'),
        },
      ],
      answer: 'thought-or-action',
      explanation: c(
        'Feelings rarely switch off on command, but thoughts can be questioned and actions can be chosen. Because everything in the loop is linked, changing either one tends to ease the feeling too.',
        'You cannot just turn off a feeling. But you can change a thought or an action. The feeling often follows.',
      ),
    },
  ],
  sources: [
    {
      title: 'NHS: Cognitive behavioural therapy (CBT)',
      url: 'https://www.nhs.uk/mental-health/talking-therapies-medicine-treatments/talking-therapies-and-counselling/cognitive-behavioural-therapy-cbt/overview/',
    },
    {
      title: 'American Psychological Association: What is cognitive behavioral therapy?',
      url: 'https://www.apa.org/ptsd-guideline/patients-and-families/cognitive-behavioral',
    },
    {
      title: 'Mind: Cognitive behavioural therapy (CBT)',
      url: 'https://www.mind.org.uk/information-support/drugs-and-treatments/cognitive-behavioural-therapy-cbt/',
    },
  ],
};
