import { c } from './copy';
import type { JourneyContent } from './types';

/**
 * Multi-day journeys built from tools, trail steps, imaginarium activities and flows. There is no calendar: a day
 * is done when the person says so, days never expire, and nothing counts missed days.
 */

const gentleRhythm = c(
  'Take one day at a time, whenever suits you. Days do not expire, and there is nothing to keep up: if you miss a day or a week, simply carry on from where you are.',
  'Do one day at a time, when it suits you. Days do not run out. If you miss some, just carry on.',
);

const calmerEvenings: JourneyContent = {
  id: 'calmer-evenings',
  source: 'bundled',
  title: c('Seven calmer evenings', '7 calmer evenings'),
  summary: c(
    'A week of short evening practices to help you wind down, let go of the day and prepare for sleep.',
    'A week of short evening activities to help you wind down and sleep.',
  ),
  rhythm: gentleRhythm,
  days: [
    {
      day: 1,
      title: c('Notice where you are', 'See where you are'),
      note: c('Start by checking in, then try a short guided wind-down.', 'Check in, then try a short wind-down.'),
      items: [
        { kind: 'tool', toolId: 'mood-check-in', note: c('How is this evening, honestly?', 'How is this evening?') },
        { kind: 'flow', flowId: 'calm-evening', note: c('A guided wind-down in a few steps.', 'A short guided wind-down.') },
      ],
    },
    {
      day: 2,
      title: c('Slow the breath', 'Slow your breathing'),
      note: c('Breathing with a longer out-breath is one of the quickest ways to signal "safe" to the body.', 'Breathing out slowly tells your body it is safe.'),
      items: [{ kind: 'tool', toolId: 'paced-breathing', note: c('Three minutes, in for 4, out for 6.', 'Three minutes. In 4, out 6.') }],
    },
    {
      day: 3,
      title: c('Park the worries', 'Put worries aside'),
      note: c('Give worries their own time earlier in the evening, so they do not follow you to bed.', 'Give worries their own time, early. Then they do not follow you to bed.'),
      items: [{ kind: 'tool', toolId: 'worry-time', note: c('Write them down and sort them.', 'Write them down and sort them.') }],
    },
    {
      day: 4,
      title: c('End on something good', 'End on something good'),
      note: c('Finish the day by noticing what went right.', 'End the day by noticing what went well.'),
      items: [{ kind: 'tool', toolId: 'gratitude-journal', note: c('Three good things, however small.', 'Three good things, big or small.') }],
    },
    {
      day: 5,
      title: c('A calm place', 'A calm place'),
      note: c('Guided imagery you can return to when you lie down.', 'Imagine a calm place. You can go there in bed too.'),
      items: [{ kind: 'activity', activityId: 'safe-place', note: c('About five minutes.', 'About five minutes.') }],
    },
    {
      day: 6,
      title: c('Look at your sleep', 'Look at your sleep'),
      note: c('Tomorrow morning, note how you slept. Patterns show up over a week or two.', 'Tomorrow morning, write how you slept.'),
      items: [
        {
          kind: 'reading',
          title: c('A steadier wind-down', 'A calm bedtime'),
          body: c(
            'A regular wake-up time, daylight in the morning, less caffeine after midday, and a screen-free half hour before bed help many people sleep better. If you cannot sleep after what feels like twenty minutes, get up and do something quiet in dim light until you feel sleepy.',
            'Get up at the same time each day. Get daylight in the morning. Less coffee after lunch. No screens for half an hour before bed. If you cannot sleep, get up and do something quiet until you feel sleepy.',
          ),
        },
        { kind: 'tool', toolId: 'sleep-diary', note: c('Fill it in tomorrow morning.', 'Fill it in tomorrow morning.') },
      ],
    },
    {
      day: 7,
      title: c('Let thoughts float by', 'Let thoughts float away'),
      note: c('A practice for the thoughts that keep you awake.', 'For thoughts that keep you awake.'),
      items: [
        { kind: 'activity', activityId: 'leaves-on-a-stream', note: c('Watch thoughts come and go.', 'Watch thoughts come and go.') },
        { kind: 'tool', toolId: 'mood-check-in', note: c('Check in again, and compare with day one if you like.', 'Check in again. Compare with day 1 if you like.') },
      ],
    },
  ],
};

const kinderInnerVoice: JourneyContent = {
  id: 'kinder-inner-voice',
  source: 'bundled',
  title: c('A kinder inner voice', 'A kinder inner voice'),
  summary: c(
    'Five sessions for noticing self-criticism and practising a warmer, fairer way of speaking to yourself.',
    'Five days to notice your inner critic and be kinder to yourself.',
  ),
  rhythm: gentleRhythm,
  days: [
    {
      day: 1,
      title: c('Meet the critic', 'Meet your critic'),
      note: c('Notice the critical voice and what it says.', 'Notice your critical voice.'),
      items: [
        { kind: 'trail-step', trailId: 'mirror-walk', stepId: 'critic', note: c('A short reading.', 'A short reading.') },
        { kind: 'trail-step', trailId: 'mirror-walk', stepId: 'what-it-says', note: c('Write down what it says.', 'Write down what it says.') },
      ],
    },
    {
      day: 2,
      title: c('Check the evidence', 'Check the facts'),
      note: c('Weigh one self-critical thought fairly.', 'Look fairly at one harsh thought.'),
      items: [{ kind: 'tool', toolId: 'thought-record', note: c('Pick one of the critic’s lines.', 'Pick one thing your critic says.') }],
    },
    {
      day: 3,
      title: c('A self-compassion break', 'Be kind to yourself'),
      note: c('Three short steps towards kindness.', 'Three short steps.'),
      items: [{ kind: 'tool', toolId: 'self-compassion-break', note: c('About five minutes.', 'About five minutes.') }],
    },
    {
      day: 4,
      title: c('A compassionate companion', 'A kind companion'),
      note: c('Imagine someone wholly on your side.', 'Imagine someone on your side.'),
      items: [{ kind: 'activity', activityId: 'compassionate-companion', note: c('About seven minutes.', 'About seven minutes.') }],
    },
    {
      day: 5,
      title: c('Words from the future', 'Words from future you'),
      note: c('Let your future self write to you with warmth.', 'Let future you write you a kind letter.'),
      items: [
        { kind: 'activity', activityId: 'letter-from-future-self', note: c('Take your time.', 'Take your time.') },
        { kind: 'flow', flowId: 'after-a-hard-day', note: c('A short guided flow for hard days.', 'A short guide for hard days.') },
      ],
    },
  ],
};

const smallStepsBack: JourneyContent = {
  id: 'small-steps-back',
  source: 'bundled',
  title: c('Small steps back', 'Small steps back'),
  summary: c(
    'A week for low-energy times: small planned activities, with mood following action rather than waiting for it.',
    'A week for when you feel low. Do small things first. Your mood can follow.',
  ),
  rhythm: gentleRhythm,
  days: [
    {
      day: 1,
      title: c('Where you are now', 'Where you are now'),
      note: c('A check-in, with no need to change anything yet.', 'Check in. No need to change anything yet.'),
      items: [{ kind: 'tool', toolId: 'mood-check-in', note: c('One minute.', 'One minute.') }],
    },
    {
      day: 2,
      title: c('What matters to you', 'What matters to you'),
      note: c('Values give small steps a direction.', 'Values show which small steps to take.'),
      items: [{ kind: 'tool', toolId: 'values-compass', note: c('About eight minutes.', 'About eight minutes.') }],
    },
    {
      day: 3,
      title: c('Plan three small things', 'Plan three small things'),
      note: c('Smaller than feels necessary.', 'Smaller than you think.'),
      items: [{ kind: 'tool', toolId: 'activity-planning', note: c('One enjoyable, one achievement, one connection.', 'One fun, one job, one with people.') }],
    },
    {
      day: 4,
      title: c('Notice what went right', 'Notice what went well'),
      note: c('Even on a flat day, something small went right.', 'Even on a flat day, something small went well.'),
      items: [{ kind: 'tool', toolId: 'gratitude-journal', note: c('Three good things.', 'Three good things.') }],
    },
    {
      day: 5,
      title: c('Look back at your plan', 'Look back at your plan'),
      note: c('Edit your plan: what did you do, and how did it compare with what you expected?', 'Open your plan. What did you do? Was it better than you thought?'),
      items: [{ kind: 'tool', toolId: 'activity-planning', note: c('Open your saved plan and record how it went.', 'Open your plan and say how it went.') }],
    },
    {
      day: 6,
      title: c('Be kind about the rest', 'Be kind about the rest'),
      note: c('Some plans will not have happened. That is information, not failure.', 'Some plans did not happen. That is OK.'),
      items: [{ kind: 'tool', toolId: 'self-compassion-break', note: c('Five minutes.', 'Five minutes.') }],
    },
    {
      day: 7,
      title: c('The next small steps', 'The next small steps'),
      note: c('Plan the coming week, building on what helped.', 'Plan next week. Use what helped.'),
      items: [
        { kind: 'tool', toolId: 'activity-planning', note: c('A new plan.', 'A new plan.') },
        { kind: 'tool', toolId: 'mood-check-in', note: c('Check in again.', 'Check in again.') },
      ],
    },
  ],
};

const untanglingWorry: JourneyContent = {
  id: 'untangling-worry',
  source: 'bundled',
  title: c('Untangling worry', 'Untangling worry'),
  summary: c(
    'Five sessions for getting some distance from worry: sorting, postponing, calming the body and watching thoughts pass.',
    'Five days to step back from worry.',
  ),
  rhythm: gentleRhythm,
  days: [
    {
      day: 1,
      title: c('Draw a worry tree', 'Draw a worry tree'),
      note: c('Follow one worry to a plan, or to letting it go for now.', 'Follow one worry to a plan, or let it go.'),
      items: [{ kind: 'activity', activityId: 'worry-tree', note: c('About five minutes.', 'About five minutes.') }],
    },
    {
      day: 2,
      title: c('Worry time', 'Worry time'),
      note: c('Give worry a set time, and a smaller place in your day.', 'Give worry a set time each day.'),
      items: [{ kind: 'tool', toolId: 'worry-time', note: c('Set today’s worry time.', 'Set today’s worry time.') }],
    },
    {
      day: 3,
      title: c('Calm the body', 'Calm your body'),
      note: c('Worry lives in the body too.', 'Worry is in your body too.'),
      items: [
        { kind: 'tool', toolId: 'paced-breathing', note: c('Three minutes.', 'Three minutes.') },
        { kind: 'flow', flowId: 'worry-less', note: c('A short guided flow.', 'A short guide.') },
      ],
    },
    {
      day: 4,
      title: c('Check a worried thought', 'Check a worried thought'),
      note: c('Look out for fortune telling and catastrophising.', 'Look out for expecting the worst.'),
      items: [{ kind: 'tool', toolId: 'thought-record', note: c('About ten minutes.', 'About ten minutes.') }],
    },
    {
      day: 5,
      title: c('Let thoughts pass', 'Let thoughts pass'),
      note: c('Practise watching worries come and go.', 'Watch worries come and go.'),
      items: [
        { kind: 'activity', activityId: 'leaves-on-a-stream', note: c('About five minutes.', 'About five minutes.') },
        { kind: 'tool', toolId: 'grounding', note: c('For when worry spikes.', 'For when worry gets strong.') },
      ],
    },
  ],
};

export const journeys: readonly JourneyContent[] = [calmerEvenings, kinderInnerVoice, smallStepsBack, untanglingWorry];

export function findJourney(id: string): JourneyContent | undefined {
  return journeys.find((journey) => journey.id === id);
}
