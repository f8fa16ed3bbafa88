import { c, p } from './copy';
import { emotionOptions, moodQuadrants } from './emotions';
import type { ChoiceOption, Copy, ToolCategory, ToolContent } from './types';

/**
 * The self-reflection tools. Each one saves what the person writes on this device, can be reviewed, edited and
 * deleted, and records `tool_completed` with its id. Keep `mood-check-in` as it is: the app's shortcut opens it.
 */

export const toolCategories: readonly { id: ToolCategory; label: Copy }[] = [
  { id: 'check-in', label: c('Check in with yourself', 'See how you are') },
  { id: 'calm', label: c('Calm your body', 'Calm down') },
  { id: 'think', label: c('Think it through', 'Sort out your thoughts') },
  { id: 'act', label: c('Take a step', 'Do something small') },
  { id: 'care', label: c('Be kind to yourself', 'Be kind to yourself') },
  { id: 'safety', label: c('Stay safe', 'Stay safe') },
];

const zeroToTen = {
  min: 0,
  max: 10,
} as const;

const yesNoUnsure: readonly ChoiceOption[] = [
  { id: 'yes', label: c('Yes, there is something I can do', 'Yes, I can do something') },
  { id: 'no', label: c('No, it is out of my hands right now', 'No, I cannot change it now') },
  { id: 'unsure', label: p('I am not sure') },
];

const moodCheckIn: ToolContent = {
  id: 'mood-check-in',
  title: c('Mood check-in', 'How do I feel?'),
  summary: c(
    'Notice how pleasant and how energetic you feel, then find the words for it.',
    'Say how you feel, and find a word for it.',
  ),
  intro: c(
    'A check-in takes about a minute. Rate how pleasant or unpleasant you feel and how much energy you have, then pick the words that fit. Finding the right word for a feeling can take some of its sting away, and over time your check-ins show patterns you might not notice day to day.',
    'This takes about one minute. Say how good or bad you feel. Say how much energy you have. Then pick words for your feelings. Naming a feeling can make it a bit easier. Over time you can see patterns.',
  ),
  approach: c(
    'Informed by emotion research on pleasantness and energy (the circumplex model and the mood meter), and by studies showing that putting feelings into words can lower their intensity.',
    'Based on research about feelings. Putting feelings into words can make them less strong.',
  ),
  minutes: 1,
  category: 'check-in',
  kind: 'mood',
  summaryFields: ['emotions', 'pleasantness', 'energy'],
  steps: [
    {
      id: 'rate',
      title: c('How are you, right now?', 'How are you now?'),
      body: c('There are no right answers. Go with your first sense of it.', 'There are no right answers. Go with your first feeling.'),
      fields: [
        {
          id: 'pleasantness',
          kind: 'scale',
          label: c('How pleasant or unpleasant do you feel?', 'How good or bad do you feel?'),
          min: 1,
          max: 5,
          minLabel: c('Very unpleasant', 'Very bad'),
          maxLabel: c('Very pleasant', 'Very good'),
          required: true,
        },
        {
          id: 'energy',
          kind: 'scale',
          label: c('How much energy do you have?', 'How much energy do you have?'),
          min: 1,
          max: 5,
          minLabel: c('Very low energy', 'Very little'),
          maxLabel: c('Very high energy', 'A lot'),
          required: true,
        },
      ],
    },
    {
      id: 'name',
      title: c('Which words fit?', 'Which words fit?'),
      body: c(
        'Choose as many as fit. The group that matches your ratings comes first, but feelings are often mixed, so look around.',
        'Pick as many as you like. Feelings are often mixed.',
      ),
      fields: [
        {
          id: 'emotions',
          kind: 'choice',
          label: c('Words for how you feel', 'Words for your feelings'),
          multiple: true,
          options: emotionOptions,
          groups: moodQuadrants,
        },
      ],
    },
    {
      id: 'context',
      title: c('What is part of this?', 'What is going on?'),
      fields: [
        {
          id: 'context',
          kind: 'choice',
          label: c('What has been going on? (optional)', 'What has been going on? (you can skip this)'),
          multiple: true,
          options: [
            { id: 'sleep', label: p('Sleep') },
            { id: 'work', label: p('Work or study') },
            { id: 'family', label: p('Family') },
            { id: 'friends', label: p('Friends') },
            { id: 'partner', label: c('Partner or dating', 'Partner or dating') },
            { id: 'health', label: c('Health or body', 'Health or body') },
            { id: 'money', label: p('Money') },
            { id: 'alone', label: c('Time on my own', 'Time alone') },
            { id: 'news', label: c('News or social media', 'News or social media') },
            { id: 'movement', label: c('Exercise or time outside', 'Exercise or being outside') },
            { id: 'other', label: p('Something else') },
          ],
        },
        {
          id: 'note',
          kind: 'textarea',
          label: c('Anything you want to remember about now? (optional)', 'Any notes? (you can skip this)'),
          maxLength: 2000,
        },
      ],
    },
  ],
};

const thinkingTraps: readonly ChoiceOption[] = [
  {
    id: 'all-or-nothing',
    label: c('All-or-nothing thinking', 'All or nothing'),
    hint: c('Seeing things in black and white: if it is not perfect, it is a failure.', 'If it is not perfect, it is a failure.'),
  },
  {
    id: 'catastrophising',
    label: c('Catastrophising', 'Expecting the worst'),
    hint: c('Jumping to the worst possible outcome and treating it as likely.', 'Thinking the worst will happen.'),
  },
  {
    id: 'mind-reading',
    label: c('Mind reading', 'Mind reading'),
    hint: c('Assuming you know what others think, usually something negative about you.', 'Thinking you know what others think of you.'),
  },
  {
    id: 'fortune-telling',
    label: c('Fortune telling', 'Guessing the future'),
    hint: c('Predicting that things will turn out badly, as if it were certain.', 'Being sure things will go badly.'),
  },
  {
    id: 'overgeneralising',
    label: c('Overgeneralising', 'Always and never'),
    hint: c('One event becomes "always" or "never".', 'One bad thing becomes "this always happens".'),
  },
  {
    id: 'labelling',
    label: c('Labelling', 'Calling yourself names'),
    hint: c('Summing yourself up with a harsh word, such as "I am useless".', 'Saying things like "I am useless".'),
  },
  {
    id: 'shoulds',
    label: c('"Should" statements', '"Should" thoughts'),
    hint: c('Rigid rules about how you or others must behave.', 'Strict rules like "I should never make mistakes".'),
  },
  {
    id: 'discounting',
    label: c('Discounting the positive', 'Ignoring the good'),
    hint: c('Deciding that good things "do not count".', 'Saying good things do not count.'),
  },
  {
    id: 'emotional-reasoning',
    label: c('Emotional reasoning', 'Feelings as facts'),
    hint: c('"I feel it, so it must be true."', '"I feel it, so it must be true."'),
  },
  {
    id: 'personalising',
    label: c('Personalising', 'Blaming yourself for everything'),
    hint: c('Taking the blame for things that were not mostly in your control.', 'Taking the blame for things you could not control.'),
  },
  {
    id: 'mental-filter',
    label: c('Mental filter', 'Only seeing the bad'),
    hint: c('Focusing on one negative detail and missing the rest of the picture.', 'Only noticing the bad part.'),
  },
];

const thoughtRecord: ToolContent = {
  id: 'thought-record',
  title: c('Thought record', 'Check a thought'),
  summary: c(
    'Slow down a painful thought, weigh the evidence, and find a more balanced view.',
    'Look at a painful thought and find a fairer way to see it.',
  ),
  intro: c(
    'When a feeling hits hard, a thought is often behind it. A thought record helps you catch that thought, look at it like a fair-minded friend would, and try out a more balanced one. The aim is not to "think positive" but to think accurately.',
    'Strong feelings often come with a thought. This tool helps you catch the thought. Then you look at it like a fair friend would. The aim is not to think happy thoughts. The aim is to think fairly.',
  ),
  approach: c(
    'A core exercise of cognitive behavioural therapy (CBT), which links situations, thoughts, feelings and actions.',
    'A main exercise in CBT. CBT looks at how thoughts, feelings and actions link up.',
  ),
  minutes: 10,
  category: 'think',
  kind: 'form',
  summaryFields: ['thought', 'balancedThought'],
  steps: [
    {
      id: 'situation',
      title: c('The situation', 'What happened'),
      body: c(
        'Describe what happened as a camera would see it: where you were, who was there, what was said or done.',
        'Say what happened, like a camera would see it.',
      ),
      fields: [
        { id: 'situation', kind: 'textarea', label: c('What happened?', 'What happened?'), required: true, maxLength: 4000 },
      ],
    },
    {
      id: 'feelings',
      title: c('Your feelings', 'Your feelings'),
      fields: [
        {
          id: 'feelings',
          kind: 'choice',
          label: c('What did you feel?', 'What did you feel?'),
          multiple: true,
          options: [
            { id: 'anxious', label: c('Anxious', 'Worried') },
            { id: 'sad', label: p('Sad') },
            { id: 'angry', label: p('Angry') },
            { id: 'ashamed', label: c('Ashamed', 'Ashamed') },
            { id: 'guilty', label: p('Guilty') },
            { id: 'hurt', label: p('Hurt') },
            { id: 'frustrated', label: c('Frustrated', 'Fed up') },
            { id: 'hopeless', label: c('Hopeless', 'Hopeless') },
            { id: 'lonely', label: p('Lonely') },
            { id: 'other', label: p('Something else') },
          ],
        },
        {
          id: 'feelingBefore',
          kind: 'scale',
          label: c('How strong was the main feeling?', 'How strong was the feeling?'),
          ...zeroToTen,
          minLabel: c('Barely there', 'Very weak'),
          maxLabel: c('As strong as it gets', 'Very strong'),
        },
      ],
    },
    {
      id: 'thought',
      title: c('The thought', 'The thought'),
      body: c(
        'What went through your mind just before or during the feeling? If it was a question ("What if I fail?"), try writing the answer your mind feared ("I will fail and everyone will see").',
        'What did you think just before the feeling? Write it down as it came to you.',
      ),
      fields: [
        { id: 'thought', kind: 'textarea', label: c('The thought that came up', 'The thought'), required: true, maxLength: 2000 },
        {
          id: 'beliefBefore',
          kind: 'scale',
          label: c('How much do you believe it?', 'How much do you believe it?'),
          ...zeroToTen,
          minLabel: c('Not at all', 'Not at all'),
          maxLabel: c('Completely', 'Totally'),
        },
      ],
    },
    {
      id: 'traps',
      title: c('Thinking traps', 'Thinking traps'),
      body: c(
        'Minds under stress take shortcuts. Do any of these fit? It is fine if none do.',
        'Stressed minds take shortcuts. Do any of these fit? It is fine if none do.',
      ),
      fields: [
        { id: 'traps', kind: 'choice', label: c('Thinking traps that might be at work', 'Traps that might fit'), multiple: true, options: thinkingTraps },
      ],
    },
    {
      id: 'evidence',
      title: c('Weigh the evidence', 'Look at the facts'),
      body: c(
        'Be a fair judge: list the facts on both sides, not feelings or guesses.',
        'Be fair. List facts on both sides.',
      ),
      fields: [
        { id: 'evidenceFor', kind: 'textarea', label: c('Facts that support the thought', 'Facts for the thought'), maxLength: 4000 },
        {
          id: 'evidenceAgainst',
          kind: 'textarea',
          label: c('Facts that do not fit the thought', 'Facts against the thought'),
          hint: c(
            'What would you point out to a friend who had this thought? Has there been a time it was not true?',
            'What would you tell a friend? Was there a time it was not true?',
          ),
          maxLength: 4000,
        },
      ],
    },
    {
      id: 'balance',
      title: c('A more balanced view', 'A fairer thought'),
      body: c(
        'Put the evidence together into a thought that is fair and believable to you. It can start with "Even though..." or "It is also true that...".',
        'Put the facts together into a fair thought. You can start with "Even though..."',
      ),
      fields: [
        { id: 'balancedThought', kind: 'textarea', label: c('A more balanced thought', 'A fairer thought'), required: true, maxLength: 2000 },
        {
          id: 'beliefAfter',
          kind: 'scale',
          label: c('How much do you believe the original thought now?', 'How much do you believe the first thought now?'),
          ...zeroToTen,
          minLabel: c('Not at all', 'Not at all'),
          maxLabel: c('Completely', 'Totally'),
        },
        {
          id: 'feelingAfter',
          kind: 'scale',
          label: c('How strong is the main feeling now?', 'How strong is the feeling now?'),
          ...zeroToTen,
          minLabel: c('Barely there', 'Very weak'),
          maxLabel: c('As strong as it gets', 'Very strong'),
        },
      ],
    },
  ],
};

const pacedBreathing: ToolContent = {
  id: 'paced-breathing',
  title: c('Paced breathing', 'Slow breathing'),
  summary: c(
    'A few minutes of slow breathing with a longer out-breath, guided step by step.',
    'Breathe slowly for a few minutes, with help.',
  ),
  intro: c(
    'Slowing your breathing to around six breaths a minute, with the out-breath a little longer than the in-breath, tends to calm the body’s alarm system. Breathe gently through your nose if you can; you do not need big breaths. If you feel light-headed, stop and breathe normally.',
    'Slow breathing can calm your body. Breathe out a little longer than you breathe in. Breathe gently. If you feel dizzy, stop and breathe normally.',
  ),
  approach: c(
    'Slow, paced breathing is used in CBT, DBT and stress-management programmes; studies link it with lower arousal and a calmer heart rate.',
    'Slow breathing is used in many therapies. It can slow your heart and calm you.',
  ),
  minutes: 3,
  category: 'calm',
  kind: 'breathing',
  summaryFields: ['patternId', 'seconds'],
  breathing: {
    minutes: [1, 3, 5],
    patterns: [
      {
        id: 'longer-out',
        label: c('In for 4, out for 6', 'In 4, out 6'),
        description: c(
          'About six breaths a minute, with a longer out-breath. A good place to start.',
          'About six breaths a minute. A good one to start with.',
        ),
        phases: [
          { kind: 'in', seconds: 4 },
          { kind: 'out', seconds: 6 },
        ],
      },
      {
        id: 'box',
        label: c('Box breathing: 4, 4, 4, 4', 'Box: 4, 4, 4, 4'),
        description: c(
          'Breathe in, hold, breathe out and rest for four counts each. Steadying when your mind is racing.',
          'In, hold, out, rest. Four counts each.',
        ),
        phases: [
          { kind: 'in', seconds: 4 },
          { kind: 'hold', seconds: 4 },
          { kind: 'out', seconds: 4 },
          { kind: 'rest', seconds: 4 },
        ],
      },
      {
        id: 'gentle',
        label: c('Gentle: in for 3, out for 4', 'Gentle: in 3, out 4'),
        description: c(
          'Shorter counts, for when slow breathing feels like hard work.',
          'Shorter counts. Good if slow breathing feels hard.',
        ),
        phases: [
          { kind: 'in', seconds: 3 },
          { kind: 'out', seconds: 4 },
        ],
      },
    ],
  },
  steps: [
    {
      id: 'before',
      title: c('Before you start', 'Before you start'),
      fields: [
        {
          id: 'tensionBefore',
          kind: 'scale',
          label: c('How tense do you feel? (optional)', 'How tense are you? (you can skip this)'),
          ...zeroToTen,
          minLabel: c('Not at all tense', 'Not tense'),
          maxLabel: c('Extremely tense', 'Very tense'),
        },
      ],
    },
    {
      id: 'after',
      title: c('Afterwards', 'After'),
      fields: [
        {
          id: 'tensionAfter',
          kind: 'scale',
          label: c('How tense do you feel now? (optional)', 'How tense are you now? (you can skip this)'),
          ...zeroToTen,
          minLabel: c('Not at all tense', 'Not tense'),
          maxLabel: c('Extremely tense', 'Very tense'),
        },
        { id: 'note', kind: 'textarea', label: c('Anything you noticed? (optional)', 'Anything you noticed? (you can skip this)'), maxLength: 2000 },
      ],
    },
  ],
};

const grounding: ToolContent = {
  id: 'grounding',
  title: c('5-4-3-2-1 grounding', '5-4-3-2-1: use your senses'),
  summary: c(
    'Come back to the present through your five senses when feelings run high.',
    'Use your senses to come back to the here and now.',
  ),
  intro: c(
    'When anxiety or a painful memory pulls you away, your senses can bring you back to where you are. Go slowly. You can write what you notice, or simply notice it and move on.',
    'When you feel swept away, your senses can bring you back. Go slowly. You can write things down, or just notice them.',
  ),
  approach: c(
    'A grounding skill widely taught in trauma-informed care and in DBT’s distress-tolerance skills.',
    'A grounding skill used in many therapies, including DBT.',
  ),
  minutes: 5,
  category: 'calm',
  kind: 'form',
  summaryFields: ['see', 'distressAfter'],
  crisisNote: true,
  steps: [
    {
      id: 'start',
      title: c('Where are you starting from?', 'How are you now?'),
      fields: [
        {
          id: 'distressBefore',
          kind: 'scale',
          label: c('How distressed do you feel? (optional)', 'How upset are you? (you can skip this)'),
          ...zeroToTen,
          minLabel: c('Calm', 'Calm'),
          maxLabel: c('The most distressed I can be', 'Very upset'),
        },
      ],
    },
    {
      id: 'see',
      title: c('Five things you can see', '5 things you can see'),
      body: c('Look around slowly. Notice colours, shapes, light and shadow.', 'Look around slowly. Notice colours and shapes.'),
      fields: [{ id: 'see', kind: 'list', label: c('Things you can see', 'Things you see'), itemLabel: c('Something you can see', 'A thing you see'), minItems: 0, maxItems: 5 }],
    },
    {
      id: 'feel',
      title: c('Four things you can feel', '4 things you can feel'),
      body: c('Your feet on the floor, the chair under you, the air on your skin, the fabric of your clothes.', 'Your feet on the floor. The chair under you. Your clothes.'),
      fields: [{ id: 'feel', kind: 'list', label: c('Things you can feel', 'Things you feel'), itemLabel: c('Something you can feel', 'A thing you feel'), minItems: 0, maxItems: 4 }],
    },
    {
      id: 'hear',
      title: c('Three things you can hear', '3 things you can hear'),
      body: c('Near and far: traffic, birds, a fridge humming, your own breath.', 'Near and far. Cars, birds, your own breath.'),
      fields: [{ id: 'hear', kind: 'list', label: c('Things you can hear', 'Things you hear'), itemLabel: c('Something you can hear', 'A thing you hear'), minItems: 0, maxItems: 3 }],
    },
    {
      id: 'smell',
      title: c('Two things you can smell', '2 things you can smell'),
      body: c('If you cannot smell anything, think of two smells you like.', 'If you smell nothing, think of two smells you like.'),
      fields: [{ id: 'smell', kind: 'list', label: c('Things you can smell', 'Things you smell'), itemLabel: c('Something you can smell', 'A thing you smell'), minItems: 0, maxItems: 2 }],
    },
    {
      id: 'taste',
      title: c('One thing you can taste', '1 thing you can taste'),
      body: c('Or take a sip of water, or one slow breath out.', 'Or have a sip of water, or breathe out slowly.'),
      fields: [{ id: 'taste', kind: 'list', label: c('Something you can taste', 'A thing you taste'), itemLabel: c('Something you can taste', 'A thing you taste'), minItems: 0, maxItems: 1 }],
    },
    {
      id: 'end',
      title: c('Now', 'Now'),
      fields: [
        {
          id: 'distressAfter',
          kind: 'scale',
          label: c('How distressed do you feel now? (optional)', 'How upset are you now? (you can skip this)'),
          ...zeroToTen,
          minLabel: c('Calm', 'Calm'),
          maxLabel: c('The most distressed I can be', 'Very upset'),
        },
      ],
    },
  ],
};

const gratitudeJournal: ToolContent = {
  id: 'gratitude-journal',
  title: c('Three good things', 'Three good things'),
  summary: c(
    'Write down good things from today, however small, and why they happened.',
    'Write down good things from today, and why they happened.',
  ),
  intro: c(
    'Our minds are built to notice threats more than good moments. Writing down a few good things, and why they happened, gently trains attention towards what is going right. Small things count: a warm drink, a kind message, a task finished.',
    'Our minds notice bad things more than good things. Writing down good things can help balance this. Small things count, like a warm drink or a kind text.',
  ),
  approach: c(
    'The "three good things" exercise from positive psychology research, which has been studied in randomised trials.',
    'A well-studied exercise from positive psychology.',
  ),
  minutes: 5,
  category: 'care',
  kind: 'form',
  summaryFields: ['goodThings'],
  steps: [
    {
      id: 'things',
      title: c('Good things', 'Good things'),
      body: c('Up to five things that went well, big or small.', 'Up to five good things. Big or small.'),
      fields: [
        {
          id: 'goodThings',
          kind: 'repeater',
          label: c('Good things from today', 'Good things today'),
          itemLabel: c('Good thing', 'Good thing'),
          minItems: 1,
          maxItems: 5,
          required: true,
          fields: [
            { id: 'thing', kind: 'text', label: c('What went well?', 'What went well?'), required: true, maxLength: 500 },
            {
              id: 'why',
              kind: 'textarea',
              label: c('Why did it happen? (optional)', 'Why did it happen? (you can skip this)'),
              hint: c('What part did you, or someone else, play in it?', 'Who helped make it happen? Maybe you.'),
              maxLength: 1000,
            },
          ],
        },
      ],
    },
    {
      id: 'savour',
      title: c('Savour it', 'Enjoy it again'),
      fields: [
        {
          id: 'savour',
          kind: 'textarea',
          label: c('Pick one and describe it in a little more detail (optional)', 'Pick one and say more about it (you can skip this)'),
          maxLength: 2000,
        },
      ],
    },
  ],
};

const valueDomains = [
  { id: 'relationships', label: c('Relationships and family', 'Family and close people') },
  { id: 'work', label: c('Work, study or contribution', 'Work or study') },
  { id: 'health', label: c('Health and body', 'Health and body') },
  { id: 'play', label: c('Play, rest and creativity', 'Fun and rest') },
  { id: 'community', label: c('Community and the wider world', 'Community') },
  { id: 'growth', label: c('Growth, learning and meaning', 'Learning and meaning') },
] as const;

const valuesCompass: ToolContent = {
  id: 'values-compass',
  title: c('Values compass', 'What matters to me'),
  summary: c(
    'See which parts of life matter most to you, how close you are living to them, and choose one small step.',
    'See what matters to you, and pick one small step.',
  ),
  intro: c(
    'Values are directions rather than destinations: how you want to be, not what you want to get. Rating how much each area of life matters, and how closely you are living by it right now, shows where a small step could mean the most. This is not a score of how well you are doing.',
    'Values are about how you want to live. Rate how much each part of life matters to you. Then rate how you are doing with it now. This is not a test.',
  ),
  approach: c(
    'Informed by acceptance and commitment therapy (ACT), which uses values to guide committed action.',
    'Based on ACT, a therapy that uses values to guide what you do.',
  ),
  minutes: 8,
  category: 'act',
  kind: 'form',
  summaryFields: ['focus', 'nextStep'],
  steps: [
    {
      id: 'importance',
      title: c('How much does each area matter to you?', 'How much does each part matter?'),
      fields: valueDomains.map((domain) => ({
        id: `importance-${domain.id}`,
        kind: 'scale' as const,
        label: domain.label,
        ...zeroToTen,
        minLabel: c('Not important to me', 'Not important'),
        maxLabel: c('Extremely important', 'Very important'),
      })),
    },
    {
      id: 'living',
      title: c('How closely are you living by it lately?', 'How are you doing with each part lately?'),
      body: c('Be honest and kind: life gets in the way for everyone.', 'Be honest and kind. Life gets in the way for everyone.'),
      fields: valueDomains.map((domain) => ({
        id: `living-${domain.id}`,
        kind: 'scale' as const,
        label: domain.label,
        ...zeroToTen,
        minLabel: c('Far from how I want to be', 'Far from it'),
        maxLabel: c('Just how I want to be', 'Just right'),
      })),
    },
    {
      id: 'direction',
      title: c('Choose a direction', 'Pick a direction'),
      fields: [
        {
          id: 'focus',
          kind: 'choice',
          label: c('Which area would you like to focus on?', 'Which part do you want to work on?'),
          multiple: false,
          required: true,
          options: valueDomains.map((domain) => ({ id: domain.id, label: domain.label })),
        },
        {
          id: 'valueWords',
          kind: 'textarea',
          label: c('In this area, what kind of person do you want to be?', 'Here, what kind of person do you want to be?'),
          hint: c('For example: patient, present, brave, playful, fair.', 'For example: patient, brave, kind.'),
          maxLength: 1000,
        },
        {
          id: 'nextStep',
          kind: 'text',
          label: c('One small step you could take this week', 'One small step for this week'),
          required: true,
          maxLength: 300,
        },
      ],
    },
  ],
};

const worryTime: ToolContent = {
  id: 'worry-time',
  title: c('Worry time', 'Worry time'),
  summary: c(
    'Write your worries down, sort what you can act on from what you cannot, and set a time to worry later.',
    'Write worries down. Sort them. Save them for later.',
  ),
  intro: c(
    'Worry tends to spread across the whole day. Writing worries down, sorting those you can do something about from those you cannot, and postponing the rest to a set 15-minute "worry time" helps many people feel more in charge of it.',
    'Worry can fill the whole day. Write your worries down. Sort out which ones you can do something about. Save the rest for a short "worry time" later.',
  ),
  approach: c(
    'Worry postponement and problem solving are used in CBT for generalised worry; the sorting follows the "worry tree".',
    'Used in CBT for worry.',
  ),
  minutes: 10,
  category: 'think',
  kind: 'form',
  summaryFields: ['worries', 'worryTime'],
  steps: [
    {
      id: 'worries',
      title: c('Your worries', 'Your worries'),
      fields: [
        {
          id: 'worries',
          kind: 'repeater',
          label: c('What are you worrying about?', 'What are you worried about?'),
          itemLabel: c('Worry', 'Worry'),
          minItems: 1,
          maxItems: 8,
          required: true,
          fields: [
            { id: 'worry', kind: 'text', label: c('The worry', 'The worry'), required: true, maxLength: 500 },
            { id: 'canAct', kind: 'choice', label: c('Is there anything you can do about it?', 'Can you do anything about it?'), multiple: false, options: yesNoUnsure },
            {
              id: 'nextStep',
              kind: 'text',
              label: c('If so, what is one next step, and when?', 'If yes: what is one next step, and when?'),
              maxLength: 300,
            },
          ],
        },
      ],
    },
    {
      id: 'later',
      title: c('Set your worry time', 'Pick a worry time'),
      body: c(
        'Choose 15 minutes later today, not too close to bedtime. When a worry shows up before then, note it and tell yourself "not now, at worry time".',
        'Pick 15 minutes later today. Not too close to bed. If a worry comes before then, say "not now, later".',
      ),
      fields: [
        { id: 'worryTime', kind: 'time', label: c('Worry time today', 'Worry time today') },
        {
          id: 'refocus',
          kind: 'choice',
          label: c('Until then, what will help you come back to the present?', 'What will help you until then?'),
          multiple: true,
          options: [
            { id: 'name-it', label: c('Notice and name it: "that is a worry"', 'Say: "that is a worry"') },
            { id: 'breathe', label: c('A minute of slow breathing', 'Slow breathing for a minute') },
            { id: 'senses', label: c('Focus on what my senses are picking up', 'Notice what I can see and hear') },
            { id: 'task', label: c('Go back to what I was doing, with full attention', 'Go back to what I was doing') },
            { id: 'move', label: c('Move: walk, stretch, tidy', 'Move: walk, stretch, tidy') },
          ],
        },
      ],
    },
  ],
};

const activityPlanning: ToolContent = {
  id: 'activity-planning',
  title: c('Plan something that helps', 'Plan small good things'),
  summary: c(
    'Plan a few small activities that bring enjoyment, achievement or connection, then see how they went.',
    'Plan a few small things to do. Then see how they went.',
  ),
  intro: c(
    'When mood is low, we tend to do less, and doing less lowers mood further. Planning small, specific activities breaks that loop: you act first and let motivation follow. Start smaller than feels necessary. Afterwards, come back and edit this plan to record how each one went; the difference between what you predicted and what happened is often surprising.',
    'When we feel low, we do less. Then we feel even lower. Planning small things can break this. Do the thing first. The feeling often follows. Start small. Come back later and say how it went.',
  ),
  approach: c(
    'Behavioural activation, a well-studied approach for low mood, in which planned activity leads and mood follows.',
    'Based on behavioural activation. It is a well-studied way to help low mood.',
  ),
  minutes: 8,
  category: 'act',
  kind: 'form',
  summaryFields: ['activities'],
  steps: [
    {
      id: 'plan',
      title: c('Your plan', 'Your plan'),
      body: c('Make each one small and specific: "walk to the corner shop after lunch" rather than "exercise more".', 'Make each one small. "Walk to the shop after lunch", not "exercise more".'),
      fields: [
        {
          id: 'activities',
          kind: 'repeater',
          label: c('Activities', 'Things to do'),
          itemLabel: c('Activity', 'Thing to do'),
          minItems: 1,
          maxItems: 5,
          required: true,
          fields: [
            { id: 'activity', kind: 'text', label: c('What will you do?', 'What will you do?'), required: true, maxLength: 300 },
            {
              id: 'kind',
              kind: 'choice',
              label: c('What kind of activity is it?', 'What kind is it?'),
              multiple: false,
              options: [
                { id: 'enjoyment', label: c('Enjoyment', 'Fun') },
                { id: 'achievement', label: c('Achievement', 'Getting something done') },
                { id: 'connection', label: c('Connection', 'Being with people') },
                { id: 'values', label: c('Something that matters to me', 'Something that matters to me') },
              ],
            },
            { id: 'when', kind: 'text', label: c('When?', 'When?'), maxLength: 120 },
            {
              id: 'predicted',
              kind: 'scale',
              label: c('How much do you expect to enjoy or value it?', 'How good do you think it will be?'),
              ...zeroToTen,
              minLabel: c('Not at all', 'Not at all'),
              maxLabel: c('Very much', 'Very good'),
            },
            {
              id: 'status',
              kind: 'choice',
              label: c('Afterwards: how did it go?', 'After: how did it go?'),
              multiple: false,
              options: [
                { id: 'planned', label: c('Not yet', 'Not done yet') },
                { id: 'done', label: c('Done', 'Done') },
                { id: 'changed', label: c('Plans changed, and that is fine', 'Plans changed. That is OK.') },
              ],
            },
            {
              id: 'actual',
              kind: 'scale',
              label: c('Afterwards: how much did you enjoy or value it?', 'After: how good was it?'),
              ...zeroToTen,
              minLabel: c('Not at all', 'Not at all'),
              maxLabel: c('Very much', 'Very good'),
            },
          ],
        },
      ],
    },
  ],
};

const selfCompassionBreak: ToolContent = {
  id: 'self-compassion-break',
  title: c('Self-compassion break', 'Be kind to yourself'),
  summary: c(
    'Three short steps for meeting a hard moment with the kindness you would offer a friend.',
    'Three short steps to be kind to yourself when things are hard.',
  ),
  intro: c(
    'Most of us speak to ourselves far more harshly than we would ever speak to a friend. This short practice has three parts: noticing that this is hard, remembering that struggle is part of being human, and offering yourself some kindness. It can feel awkward at first, and that is normal.',
    'We are often harder on ourselves than on a friend. This has three short parts. Notice that this is hard. Remember that everyone struggles. Be kind to yourself. It can feel strange at first. That is normal.',
  ),
  approach: c(
    'Based on the self-compassion break developed in mindful self-compassion research.',
    'Based on research about self-compassion.',
  ),
  minutes: 5,
  category: 'care',
  kind: 'form',
  summaryFields: ['situation', 'kindness'],
  steps: [
    {
      id: 'situation',
      title: c('Bring a difficulty to mind', 'Think of something hard'),
      body: c('Choose something mildly to moderately hard to start with, not the hardest thing in your life.', 'Pick something a bit hard. Not the hardest thing.'),
      fields: [{ id: 'situation', kind: 'textarea', label: c('What is hard right now?', 'What is hard now?'), required: true, maxLength: 2000 }],
    },
    {
      id: 'mindfulness',
      title: c('1. This is a moment of suffering', '1. This is hard'),
      body: c(
        'Acknowledge it without arguing or fixing. You might say: "This is really hard right now" or "Ouch, this hurts."',
        'Say to yourself: "This is really hard right now."',
      ),
      fields: [{ id: 'mindfulness', kind: 'text', label: c('Your own words for "this is hard"', 'Your words for "this is hard"'), maxLength: 500 }],
    },
    {
      id: 'humanity',
      title: c('2. Struggle is part of being human', '2. Everyone struggles'),
      body: c(
        'You are not the only one. Many people, right now, feel something like this. You might say: "Other people feel this way too" or "I am not alone in this."',
        'Lots of people feel this way. Say: "I am not alone in this."',
      ),
      fields: [{ id: 'commonHumanity', kind: 'text', label: c('Your own words for "I am not alone"', 'Your words for "I am not alone"'), maxLength: 500 }],
    },
    {
      id: 'kindness',
      title: c('3. May I be kind to myself', '3. Be kind to yourself'),
      body: c(
        'If it feels right, put a hand on your heart or somewhere comforting. What would you say to a good friend in this situation? Say it to yourself.',
        'You can put a hand on your heart. What would you say to a good friend? Say it to yourself.',
      ),
      fields: [
        { id: 'kindness', kind: 'textarea', label: c('What you would say to a friend, said to you', 'Kind words for yourself'), required: true, maxLength: 2000 },
      ],
    },
    {
      id: 'after',
      title: c('Afterwards', 'After'),
      fields: [{ id: 'after', kind: 'textarea', label: c('How is it now? (optional)', 'How do you feel now? (you can skip this)'), maxLength: 1000 }],
    },
  ],
};

const sleepDiary: ToolContent = {
  id: 'sleep-diary',
  title: c('Sleep diary', 'Sleep diary'),
  summary: c('Note one night’s sleep each morning to see your patterns over a week or two.', 'Write down how you slept. See patterns over time.'),
  intro: c(
    'Fill this in each morning, roughly: best guesses are fine, and watching the clock at night makes sleep harder. After a week or two, patterns show up, such as how long you spend awake in bed, that are useful to you and to anyone helping you with sleep.',
    'Fill this in each morning. Guesses are fine. Do not watch the clock at night. After a week or two you can see patterns.',
  ),
  approach: c(
    'Sleep diaries are the starting point of cognitive behavioural therapy for insomnia (CBT-I).',
    'Sleep diaries are used in CBT for sleep problems.',
  ),
  minutes: 2,
  category: 'check-in',
  kind: 'form',
  summaryFields: ['night', 'quality'],
  steps: [
    {
      id: 'night',
      title: c('Last night', 'Last night'),
      fields: [
        { id: 'night', kind: 'date', label: c('The night of', 'Night of'), required: true },
        { id: 'bedTime', kind: 'time', label: c('Time you went to bed', 'Time you went to bed'), required: true },
        { id: 'minutesToSleep', kind: 'number', label: c('Roughly how long it took to fall asleep', 'How long to fall asleep'), min: 0, max: 720, unit: p('minutes') },
        { id: 'awakenings', kind: 'number', label: c('How many times you woke in the night', 'Times you woke up'), min: 0, max: 50, unit: p('times') },
        { id: 'minutesAwake', kind: 'number', label: c('Roughly how long you were awake in the night, in total', 'Time awake in the night'), min: 0, max: 720, unit: p('minutes') },
        { id: 'wakeTime', kind: 'time', label: c('Time you woke for the day', 'Time you woke up'), required: true },
        { id: 'outOfBedTime', kind: 'time', label: c('Time you got out of bed', 'Time you got up'), required: true },
      ],
    },
    {
      id: 'rating',
      title: c('How was it?', 'How was it?'),
      fields: [
        { id: 'quality', kind: 'scale', label: c('Sleep quality', 'How well did you sleep?'), min: 1, max: 5, minLabel: c('Very poor', 'Very badly'), maxLabel: c('Very good', 'Very well') },
        { id: 'rested', kind: 'scale', label: c('How rested do you feel?', 'How rested do you feel?'), min: 1, max: 5, minLabel: c('Not at all rested', 'Not rested'), maxLabel: c('Very rested', 'Very rested') },
        {
          id: 'factors',
          kind: 'choice',
          label: c('Anything that may have played a part? (optional)', 'Anything that may have mattered? (you can skip this)'),
          multiple: true,
          options: [
            { id: 'caffeine', label: c('Caffeine after midday', 'Coffee or tea after lunch') },
            { id: 'alcohol', label: p('Alcohol') },
            { id: 'screens', label: c('Screens in bed', 'Phone or screen in bed') },
            { id: 'nap', label: c('A daytime nap', 'A nap in the day') },
            { id: 'exercise', label: p('Exercise') },
            { id: 'stress', label: c('Stress or worry', 'Stress or worry') },
            { id: 'noise', label: c('Noise, light or temperature', 'Noise, light or heat') },
            { id: 'pain', label: c('Pain or discomfort', 'Pain') },
            { id: 'caring', label: c('Caring for someone in the night', 'Looking after someone at night') },
          ],
        },
        { id: 'notes', kind: 'textarea', label: c('Notes (optional)', 'Notes (you can skip this)'), maxLength: 1000 },
      ],
    },
  ],
};

export const journalPrompts: readonly ChoiceOption[] = [
  { id: 'free', label: c('No prompt: write freely', 'No prompt. Just write.') },
  { id: 'on-my-mind', label: p('What is on my mind right now?') },
  { id: 'asked-of-me', label: c('What did today ask of me, and how did I meet it?', 'What was hard today, and how did I cope?') },
  { id: 'helped', label: c('What helped today, even a little?', 'What helped today, even a bit?') },
  { id: 'looking-forward', label: p('What is something I am looking forward to?') },
  { id: 'let-go', label: p('What would I like to let go of?') },
  { id: 'myself', label: c('When did I feel most like myself this week?', 'When did I feel most like me this week?') },
  { id: 'not-mine', label: c('What am I carrying that is not mine to carry?', 'What worries am I holding for other people?') },
  { id: 'year-ago', label: c('What would I tell myself from a year ago?', 'What would I tell the me of last year?') },
  { id: 'more-less', label: p('What do I need more of, and less of?') },
  { id: 'small-moment', label: c('A small moment I would like to remember', 'A small moment I want to remember') },
];

const journal: ToolContent = {
  id: 'journal',
  title: c('Journal', 'Journal'),
  summary: c('Write freely, or start from a gentle prompt.', 'Write what you like, or use a question to start.'),
  intro: c(
    'Writing about what you think and feel, in your own words and without editing yourself, helps many people make sense of things. No one else reads this: spelling, grammar and neatness do not matter.',
    'Writing down thoughts and feelings can help you make sense of them. No one else reads this. Spelling does not matter.',
  ),
  approach: c(
    'Informed by expressive-writing research and by journaling as used in many therapies.',
    'Based on research about writing down feelings.',
  ),
  minutes: 10,
  category: 'think',
  kind: 'form',
  summaryFields: ['title', 'text'],
  steps: [
    {
      id: 'write',
      title: c('Write', 'Write'),
      fields: [
        { id: 'prompt', kind: 'choice', label: c('A prompt to start from', 'A question to start with'), multiple: false, options: journalPrompts },
        { id: 'title', kind: 'text', label: c('Title (optional)', 'Title (you can skip this)'), maxLength: 200 },
        { id: 'text', kind: 'textarea', label: c('Your words', 'Your words'), required: true, maxLength: 20000 },
      ],
    },
  ],
};

const safetyPlan: ToolContent = {
  id: 'safety-plan',
  title: c('Safety plan', 'My safety plan'),
  summary: c(
    'A personal plan for getting through a crisis, written ahead of time, in six steps. Print it or keep it to hand.',
    'A plan for hard moments, written ahead of time. You can print it.',
  ),
  intro: c(
    'A safety plan is a short list you write while you feel steady, so that in a crisis you do not have to think of what to do. It works through steps, from things you can do on your own to people and services who can help. Keep it where you can reach it, and share it with someone you trust if that feels right. If you are in danger now, go to crisis help first.',
    'A safety plan is a list you write when you feel OK. Then in a crisis you do not have to think. It goes step by step. First things you can do alone. Then people who can help. Keep it close. If you are in danger now, get crisis help first.',
  ),
  approach: c(
    'Follows the Stanley-Brown safety planning intervention, a widely used, evidence-informed approach to suicide prevention. It works best made with, or shared with, someone who supports you.',
    'Based on the Stanley-Brown safety plan. It is widely used to help people stay safe. It works best shared with someone you trust.',
  ),
  minutes: 20,
  category: 'safety',
  kind: 'form',
  singleDocument: true,
  crisisNote: true,
  summaryFields: ['warningSigns', 'reasons'],
  steps: [
    {
      id: 'warning-signs',
      title: c('Step 1: My warning signs', 'Step 1: My warning signs'),
      body: c(
        'Thoughts, images, moods, situations or behaviours that tell you a crisis may be building.',
        'Thoughts, feelings or things that happen that tell you a crisis may be coming.',
      ),
      fields: [{ id: 'warningSigns', kind: 'list', label: c('Warning signs', 'Warning signs'), itemLabel: c('Warning sign', 'Warning sign'), minItems: 1, maxItems: 8, required: true }],
    },
    {
      id: 'coping',
      title: c('Step 2: Things I can do on my own', 'Step 2: Things I can do alone'),
      body: c(
        'Ways to take your mind off things without contacting anyone: a walk, music, a shower, a breathing exercise.',
        'Things that help take your mind off it. A walk, music, a shower, slow breathing.',
      ),
      fields: [{ id: 'coping', kind: 'list', label: c('Things I can do on my own', 'Things I can do alone'), itemLabel: c('Something I can do', 'Something I can do'), minItems: 0, maxItems: 8 }],
    },
    {
      id: 'distraction',
      title: c('Step 3: People and places that take my mind off things', 'Step 3: People and places that help me feel better'),
      body: c(
        'People to be around, or places to go, such as a café, a friend’s house, a library or a place of worship. You do not need to talk about the crisis.',
        'People to be with, or places to go. You do not need to talk about how you feel.',
      ),
      fields: [
        {
          id: 'distraction',
          kind: 'repeater',
          label: c('People and places', 'People and places'),
          itemLabel: c('Person or place', 'Person or place'),
          minItems: 0,
          maxItems: 6,
          fields: [
            { id: 'name', kind: 'text', label: c('Name or place', 'Name or place'), required: true, maxLength: 200 },
            { id: 'phone', kind: 'text', label: c('Phone (optional)', 'Phone (you can skip this)'), maxLength: 40 },
          ],
        },
      ],
    },
    {
      id: 'help',
      title: c('Step 4: People I can ask for help', 'Step 4: People I can ask for help'),
      body: c('People you could tell that you are struggling.', 'People you can tell when you are not OK.'),
      fields: [
        {
          id: 'helpers',
          kind: 'repeater',
          label: c('People I can ask for help', 'People who can help'),
          itemLabel: p('Person'),
          minItems: 0,
          maxItems: 6,
          fields: [
            { id: 'name', kind: 'text', label: p('Name'), required: true, maxLength: 200 },
            { id: 'phone', kind: 'text', label: c('Phone (optional)', 'Phone (you can skip this)'), maxLength: 40 },
          ],
        },
      ],
    },
    {
      id: 'professionals',
      title: c('Step 5: Professionals and services I can contact in a crisis', 'Step 5: Services I can call in a crisis'),
      body: c(
        'Your doctor, therapist or care team, your local emergency number, and crisis lines. The crisis help page lists lines for your country, and works offline.',
        'Your doctor or therapist, your emergency number, and crisis lines. The crisis help page lists lines for your country.',
      ),
      fields: [
        {
          id: 'professionals',
          kind: 'repeater',
          label: c('Professionals and services', 'Services'),
          itemLabel: c('Professional or service', 'Service'),
          minItems: 0,
          maxItems: 6,
          fields: [
            { id: 'name', kind: 'text', label: c('Name or service', 'Name or service'), required: true, maxLength: 200 },
            { id: 'phone', kind: 'text', label: p('Phone'), maxLength: 40 },
          ],
        },
      ],
    },
    {
      id: 'environment',
      title: c('Step 6: Making my surroundings safer', 'Step 6: Making my space safer'),
      body: c(
        'Ways to put distance between you and anything you might use to hurt yourself, for example asking someone to keep medicines for you. Putting time and distance in the way saves lives.',
        'Ways to keep things you could hurt yourself with away from you. For example, ask someone to keep your medicines.',
      ),
      fields: [
        { id: 'environment', kind: 'list', label: c('Ways to make my surroundings safer', 'Ways to make my space safer'), itemLabel: c('Step to stay safe', 'Way to stay safe'), minItems: 0, maxItems: 6 },
      ],
    },
    {
      id: 'reasons',
      title: c('What matters most to me', 'What matters most to me'),
      body: c(
        'The people, hopes, plans or small things that are worth staying for. Reading them in a hard moment can help.',
        'People, hopes or small things that are worth staying for.',
      ),
      fields: [{ id: 'reasons', kind: 'list', label: c('What matters most to me', 'What matters most'), itemLabel: c('Something that matters', 'Something that matters'), minItems: 0, maxItems: 8 }],
    },
  ],
};

export const tools: readonly ToolContent[] = [
  moodCheckIn,
  thoughtRecord,
  pacedBreathing,
  grounding,
  gratitudeJournal,
  valuesCompass,
  worryTime,
  activityPlanning,
  selfCompassionBreak,
  sleepDiary,
  journal,
  safetyPlan,
];

export function findTool(id: string): ToolContent | undefined {
  return tools.find((tool) => tool.id === id);
}
