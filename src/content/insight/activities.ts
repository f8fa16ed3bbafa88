import { c, p } from './copy';
import type { ActivityContent } from './types';

/** The imaginarium: guided imagery and creative activities. Imagery scripts are read (or heard) one part at a time. */

const safePlace: ActivityContent = {
  id: 'safe-place',
  title: c('A calm place', 'A calm place'),
  summary: c('Build a calm, safe place in your imagination that you can return to whenever you need it.', 'Imagine a calm place you can go back to.'),
  intro: c(
    'This guided imagery takes about five minutes. Your calm place can be somewhere real, somewhere from a book or film, or somewhere entirely made up. If at any point the imagery feels uncomfortable, open your eyes and look around the room; you can stop at any time.',
    'This takes about five minutes. Your calm place can be real or made up. If it feels bad at any point, open your eyes and look around. You can stop any time.',
  ),
  approach: c(
    'Calm-place imagery is used in trauma-informed therapy and stress management to practise bringing the body down from high alert.',
    'Used in therapy to help the body calm down.',
  ),
  minutes: 5,
  kind: 'imagery',
  script: [
    c(
      'Find a comfortable position. Let your eyes close, or rest your gaze softly on the floor. Take a few slow breaths, letting each out-breath be a little longer than the in-breath.',
      'Get comfortable. Close your eyes, or look at the floor. Breathe slowly. Breathe out a bit longer than you breathe in.',
    ),
    c(
      'Bring to mind a place where you feel calm and safe. It might be a beach, a forest, a room you love, or somewhere that exists only in your imagination. Let it come gradually; there is no hurry.',
      'Think of a place where you feel calm and safe. A beach, a forest, a room, or a made-up place. Take your time.',
    ),
    c(
      'Look around your calm place. Notice the colours, the light, the shapes. What is near you? What is in the distance?',
      'Look around. Notice the colours and the light. What is near you? What is far away?',
    ),
    c(
      'Now listen. What can you hear in your calm place? Perhaps water, wind, birdsong, or simply quiet.',
      'Now listen. What can you hear? Water, wind, birds, or quiet?',
    ),
    c(
      'Notice what you can feel: the temperature of the air, the ground beneath you, perhaps warmth on your skin. Notice any scents.',
      'What can you feel? Warm or cool air? The ground under you? Can you smell anything?',
    ),
    c(
      'Let yourself settle here. Notice the calm in your body. If you like, give your place a name or a word that brings it back to mind.',
      'Rest here. Notice the calm in your body. You can give your place a name.',
    ),
    c(
      'When you are ready, take a slightly deeper breath, notice the room around you, wriggle your fingers and toes, and gently open your eyes. Your calm place is there to return to whenever you like.',
      'When you are ready, take a deeper breath. Move your fingers and toes. Open your eyes. You can go back to your calm place any time.',
    ),
  ],
  fields: [
    { id: 'place', kind: 'textarea', label: c('Describe your calm place, so you can find it again', 'Describe your calm place'), maxLength: 2000 },
    { id: 'word', kind: 'text', label: c('A word or name that brings it back to mind (optional)', 'A word for it (you can skip this)'), maxLength: 100 },
  ],
  summaryFields: ['word', 'place'],
};

const leavesOnAStream: ActivityContent = {
  id: 'leaves-on-a-stream',
  title: c('Leaves on a stream', 'Leaves on a stream'),
  summary: c('Practise watching thoughts come and go, placing each one on a leaf and letting the stream carry it.', 'Watch your thoughts float away on leaves.'),
  intro: c(
    'This exercise helps you step back from your thoughts and see them as passing events, rather than orders or facts. You will almost certainly get caught up in a thought at some point: that is part of the practice. Simply notice, and return to the stream.',
    'This helps you step back from your thoughts. Thoughts are just passing things. You will get caught up in a thought sometimes. That is OK. Just come back to the stream.',
  ),
  approach: c(
    'A "defusion" exercise from acceptance and commitment therapy (ACT).',
    'An exercise from ACT, a kind of therapy.',
  ),
  minutes: 5,
  kind: 'imagery',
  script: [
    c(
      'Sit comfortably and let your eyes close or rest on a spot in front of you. Take a couple of slow breaths.',
      'Sit comfortably. Close your eyes or look at one spot. Breathe slowly.',
    ),
    c(
      'Imagine you are sitting beside a gently flowing stream. Leaves float past on the surface of the water, one after another.',
      'Imagine you are sitting by a stream. Leaves float past on the water.',
    ),
    c(
      'Whenever a thought comes into your mind, whether a word, a picture or a worry, place it on a leaf and watch it float away downstream. Do this with every thought, pleasant or painful.',
      'When a thought comes, put it on a leaf. Watch it float away. Do this with every thought, good or bad.',
    ),
    c(
      'If your mind goes blank, watch the stream until the next thought comes. Do not try to speed up the stream or push the leaves along; let them go at their own pace.',
      'If your mind goes blank, just watch the water. Do not push the leaves. Let them go at their own speed.',
    ),
    c(
      'If you notice you have been pulled into a thought and lost the stream, that is normal. Gently notice "I got hooked", and come back to the bank, placing the next thought on a leaf.',
      'If a thought pulls you away, that is normal. Notice it. Then come back to the stream.',
    ),
    c(
      'After a few minutes, let the image fade. Notice your body in the chair, the sounds in the room, and open your eyes.',
      'After a few minutes, let the stream fade. Notice the room. Open your eyes.',
    ),
  ],
  fields: [
    { id: 'noticed', kind: 'textarea', label: c('What did you notice about your thoughts?', 'What did you notice about your thoughts?'), maxLength: 2000 },
    {
      id: 'hooked',
      kind: 'scale',
      label: c('How often did you get hooked by a thought?', 'How often did a thought pull you away?'),
      min: 0,
      max: 10,
      minLabel: c('Hardly at all', 'Hardly ever'),
      maxLabel: c('Almost all the time', 'Almost always'),
    },
  ],
  summaryFields: ['noticed'],
};

const letterFromFutureSelf: ActivityContent = {
  id: 'letter-from-future-self',
  title: c('A letter from your future self', 'A letter from future you'),
  summary: c('Imagine yourself a few years from now, kind and wiser, and let that self write to you today.', 'Imagine you, a few years from now. Write a letter from them to you.'),
  intro: c(
    'Picture yourself some years from now: you have come through what you are facing today, in whatever way things turned out. This future self knows you well and wishes you well. What would they want you to know?',
    'Imagine you, some years from now. You got through what you face today. This future you likes you. What would they tell you?',
  ),
  approach: c(
    'Future-self writing draws on research into "future self-continuity" and on compassion-focused and narrative approaches to therapy.',
    'Based on research about feeling connected to your future self.',
  ),
  minutes: 15,
  kind: 'writing',
  script: [
    c('Choose a time: one year, five years, ten years from now.', 'Pick a time. One year, five years or ten years from now.'),
    c(
      'Imagine where your future self is sitting as they write. What is around them? How do they feel?',
      'Imagine future you, writing. Where are they? How do they feel?',
    ),
    c(
      'Let them write to you with warmth: about what you are going through, what helped, what mattered in the end, and what they are grateful you did.',
      'Let them write kindly to you. About now, what helped, and what they are glad you did.',
    ),
  ],
  fields: [
    { id: 'when', kind: 'text', label: c('How far in the future is your future self?', 'How far in the future?'), maxLength: 100 },
    { id: 'letter', kind: 'textarea', label: c('The letter', 'The letter'), hint: c('You might begin "Dear me..."', 'You can start with "Dear me..."'), required: true, maxLength: 20000 },
  ],
  summaryFields: ['when', 'letter'],
};

const worryTree: ActivityContent = {
  id: 'worry-tree',
  title: c('Your worry tree', 'Your worry tree'),
  summary: c('Draw a worry tree: follow a worry through a few questions to a next step, or to letting it go for now.', 'Follow a worry through a few questions. End with a plan, or letting it go.'),
  intro: c(
    'The worry tree is a simple map for one worry at a time. It asks what you are worrying about and whether you can do anything about it, then leads either to a plan or to letting the worry go for now and turning your attention elsewhere. As you answer, your tree is drawn.',
    'The worry tree is a map for one worry. It asks if you can do anything about it. Then it leads to a plan, or to letting it go for now. Your tree is drawn as you answer.',
  ),
  approach: c(
    'The worry tree comes from CBT for generalised anxiety, distinguishing practical problems from hypothetical worries.',
    'From CBT for worry.',
  ),
  minutes: 5,
  kind: 'worry-tree',
  script: [],
  fields: [
    { id: 'worry', kind: 'text', label: c('What are you worrying about?', 'What is the worry?'), required: true, maxLength: 300 },
    {
      id: 'canAct',
      kind: 'choice',
      label: c('Is there anything you can do about it?', 'Can you do anything about it?'),
      multiple: false,
      required: true,
      options: [
        { id: 'yes', label: c('Yes, there is something I can do', 'Yes') },
        { id: 'no', label: c('No, not right now', 'No, not now') },
      ],
    },
    { id: 'what', kind: 'text', label: c('If yes: what can you do?', 'If yes: what can you do?'), maxLength: 300 },
    {
      id: 'when',
      kind: 'choice',
      label: c('If yes: can you do it now?', 'If yes: can you do it now?'),
      multiple: false,
      options: [
        { id: 'now', label: c('Yes, I will do it now', 'Yes, now') },
        { id: 'later', label: c('No, I will plan when', 'No, I will plan when') },
      ],
    },
    { id: 'plan', kind: 'text', label: c('If later: when and how will you do it?', 'If later: when and how?'), maxLength: 300 },
    {
      id: 'refocus',
      kind: 'text',
      label: c('If no: let the worry go for now. What will you turn your attention to instead?', 'If no: let it go for now. What will you do instead?'),
      maxLength: 300,
    },
  ],
  summaryFields: ['worry'],
};

const compassionateCompanion: ActivityContent = {
  id: 'compassionate-companion',
  title: c('A compassionate companion', 'A kind companion'),
  summary: c('Imagine a companion who is wise, warm and entirely on your side, and hear what they would say to you.', 'Imagine someone kind and wise who is on your side.'),
  intro: c(
    'In this imagery you create a companion who is deeply kind towards you. They can be a person, an animal, a light or a presence; they do not need to be someone you know. Some people find this hard at first, especially if kindness has been in short supply. Go gently.',
    'Imagine a companion who is very kind to you. A person, an animal, or just a feeling. It can be hard at first. Go gently.',
  ),
  approach: c(
    'Compassionate imagery from compassion-focused therapy (CFT), developed for people with high shame and self-criticism.',
    'From compassion-focused therapy. It helps with shame and self-criticism.',
  ),
  minutes: 7,
  kind: 'imagery',
  script: [
    c(
      'Settle into a comfortable position and let your breathing slow a little. Let your face soften, perhaps with a slight, gentle smile.',
      'Get comfortable. Let your breathing slow. Let your face relax.',
    ),
    c(
      'Imagine a companion arriving. They are wise, strong and warm, and they want only good things for you. Notice how they look, or simply sense their presence.',
      'Imagine a companion coming. They are wise, strong and warm. They want good things for you.',
    ),
    c(
      'Notice their voice: calm and kind. Notice how it feels to be with someone who understands you completely and does not judge.',
      'Hear their calm, kind voice. They understand you. They do not judge you.',
    ),
    c(
      'Bring to mind something you have been hard on yourself about. Let your companion see it. Listen to what they say to you about it.',
      'Think of something you have been hard on yourself about. Show your companion. Listen to what they say.',
    ),
    c(
      'Stay with their kindness for a few breaths. If it is hard to accept, notice that too, with curiosity.',
      'Stay with their kindness for a few breaths. If it is hard to take in, that is OK.',
    ),
    c(
      'When you are ready, thank your companion, knowing you can call on them again. Notice the room around you and open your eyes.',
      'When you are ready, thank them. You can meet them again. Open your eyes.',
    ),
  ],
  fields: [
    { id: 'companion', kind: 'textarea', label: c('What was your companion like?', 'What was your companion like?'), maxLength: 2000 },
    { id: 'words', kind: 'textarea', label: c('What did they say to you?', 'What did they say to you?'), maxLength: 2000 },
  ],
  summaryFields: ['words'],
};

const strengthsShield: ActivityContent = {
  id: 'strengths-shield',
  title: c('Your strengths shield', 'Your strengths shield'),
  summary: c('Name four strengths and a motto, and see them drawn as your own shield.', 'Name four strengths and a motto. See them on a shield.'),
  intro: c(
    'A strength is something you do well or a quality others can count on: patience, humour, persistence, curiosity, kindness, practical skill. If it is hard to think of any, ask yourself what a friend would say, or think of a hard time you got through and what it took.',
    'A strength is something you are good at, or a way you are. Like being patient, funny or kind. If it is hard, think what a friend would say.',
  ),
  approach: c(
    'Informed by strengths-based approaches in positive psychology and coaching.',
    'Based on research about using your strengths.',
  ),
  minutes: 8,
  kind: 'shield',
  script: [],
  fields: [
    { id: 'strength1', kind: 'text', label: c('First strength', 'Strength 1'), required: true, maxLength: 60 },
    { id: 'strength2', kind: 'text', label: c('Second strength', 'Strength 2'), maxLength: 60 },
    { id: 'strength3', kind: 'text', label: c('Third strength', 'Strength 3'), maxLength: 60 },
    { id: 'strength4', kind: 'text', label: c('Fourth strength', 'Strength 4'), maxLength: 60 },
    { id: 'motto', kind: 'text', label: c('A motto for your shield', 'A motto'), hint: p('For example: "One step at a time."'), maxLength: 80 },
    { id: 'when', kind: 'textarea', label: c('When did one of these strengths help you recently?', 'When did a strength help you lately?'), maxLength: 2000 },
  ],
  summaryFields: ['strength1', 'motto'],
};

export const activities: readonly ActivityContent[] = [
  safePlace,
  leavesOnAStream,
  letterFromFutureSelf,
  worryTree,
  compassionateCompanion,
  strengthsShield,
];

export function findActivity(id: string): ActivityContent | undefined {
  return activities.find((activity) => activity.id === id);
}
