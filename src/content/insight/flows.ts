import { c, p } from './copy';
import type { FlowAnswer, FlowContent } from './types';

/**
 * Guided flows: short step-by-step guides, written in versions for children, teenagers and adults. They are
 * bundled here, loaded into the local database, and replaced by the hosted database's rows when one is configured.
 */

const calmScale: FlowAnswer = {
  type: 'scale',
  min: 0,
  max: 10,
  minLabel: p('Very calm'),
  maxLabel: p('Very stressed'),
};

const childScale: FlowAnswer = {
  type: 'choice',
  options: [
    { id: 'good', label: p('Good') },
    { id: 'okay', label: p('Okay') },
    { id: 'not-good', label: p('Not so good') },
  ],
};

const calmEvening: FlowContent = {
  id: 'calm-evening',
  tags: ['sleep', 'calm', 'evening'],
  createdAt: '2025-06-01T00:00:00.000Z',
  title: c('A calm evening', 'A calm evening'),
  summary: c('A few minutes to wind down, set the day aside and get ready for sleep.', 'A few minutes to wind down before bed.'),
  versions: {
    child: {
      intro: p('Let’s get calm and cosy before bed. It only takes a few minutes.'),
      steps: [
        { id: 'feel', kind: 'question', title: p('How was today?'), question: p('How was your day?'), answer: childScale },
        {
          id: 'balloon',
          kind: 'info',
          title: p('Balloon breathing'),
          body: p('Put your hands on your tummy. Breathe in slowly and fill your tummy like a balloon. Breathe out slowly and let the balloon go down. Do it five times.'),
        },
        {
          id: 'good-thing',
          kind: 'question',
          title: p('One good thing'),
          question: p('What was one good thing about today?'),
          answer: { type: 'text' },
        },
        {
          id: 'tomorrow',
          kind: 'info',
          title: p('Put worries to bed'),
          body: p('If you have a worry, you can tell a grown-up or draw it. Then it can wait until tomorrow. Grown-ups can help with worries.'),
        },
      ],
      closing: p('Well done. Snuggle down and let your body get heavy and warm. Good night.'),
    },
    teen: {
      intro: c(
        'A few minutes to switch off from the day, away from the group chats, before you try to sleep.',
        'A few minutes to switch off before you sleep.',
      ),
      steps: [
        { id: 'stress', kind: 'question', title: c('Where are you at?', 'How are you?'), question: c('How wound up do you feel right now?', 'How stressed are you now?'), answer: calmScale },
        {
          id: 'screens',
          kind: 'info',
          title: c('Put the phone down', 'Put your phone away'),
          body: c(
            'Notifications keep your brain on alert. If you can, put your phone on silent and out of reach for the next half hour. The messages will still be there tomorrow.',
            'Phone alerts keep your brain awake. Put your phone on silent and out of reach. The messages will still be there tomorrow.',
          ),
        },
        {
          id: 'download',
          kind: 'question',
          title: c('Brain dump', 'Empty your head'),
          question: c('Anything still buzzing round your head? Write it here so you do not have to hold on to it tonight.', 'What is on your mind? Write it here so you can let it go tonight.'),
          answer: { type: 'text' },
        },
        {
          id: 'breathe',
          kind: 'info',
          title: c('Slow it down', 'Slow down'),
          body: c(
            'Breathe in through your nose for four, and out slowly for six. Do it for ten breaths. A longer out-breath tells your body it is safe to switch off.',
            'Breathe in for 4. Breathe out for 6. Do it 10 times. It helps your body switch off.',
          ),
        },
        { id: 'after', kind: 'question', title: c('And now?', 'And now?'), question: c('How wound up do you feel now?', 'How stressed are you now?'), answer: calmScale },
      ],
      closing: c('Nice work. Keep the lights low and the phone away. Sleep well.', 'Well done. Keep the lights low. Sleep well.'),
    },
    adult: {
      intro: c(
        'Evenings can be when the day catches up with you. This short flow helps you set the day down and move towards rest.',
        'The day can catch up with you in the evening. This helps you let go of the day and rest.',
      ),
      steps: [
        { id: 'stress', kind: 'question', title: c('Arrive', 'Start'), question: c('How stressed or unsettled do you feel right now?', 'How stressed are you now?'), answer: calmScale },
        {
          id: 'close-loops',
          kind: 'question',
          title: c('Close the open loops', 'Write down what is left'),
          body: c('Unfinished tasks keep the mind rehearsing. Writing them down tells your brain they are held somewhere safe.', 'Unfinished jobs keep your mind busy. Writing them down helps you let go.'),
          question: c('What is left over from today that you can pick up tomorrow?', 'What can wait until tomorrow?'),
          answer: { type: 'text' },
        },
        {
          id: 'breathe',
          kind: 'info',
          title: c('Lengthen the out-breath', 'Breathe out slowly'),
          body: c(
            'Breathe in gently through your nose for a count of four, and out for six. Continue for about two minutes, letting your shoulders drop on each out-breath.',
            'Breathe in for 4. Breathe out for 6. Keep going for two minutes. Let your shoulders drop.',
          ),
        },
        {
          id: 'went-well',
          kind: 'question',
          title: c('One thing that went well', 'One good thing'),
          question: c('What is one thing that went well today, however small?', 'What went well today, even a small thing?'),
          answer: { type: 'text' },
        },
        { id: 'after', kind: 'question', title: c('Now', 'Now'), question: c('How stressed or unsettled do you feel now?', 'How stressed are you now?'), answer: calmScale },
      ],
      closing: c(
        'The day is set down. Dim the lights, keep screens away if you can, and let sleep come when it is ready.',
        'The day is done. Dim the lights. Put screens away. Let sleep come.',
      ),
    },
  },
};

const worryLess: FlowContent = {
  id: 'worry-less',
  tags: ['worry', 'anxiety', 'calm'],
  createdAt: '2025-06-02T00:00:00.000Z',
  title: c('When worry takes over', 'When you are worried'),
  summary: c('Step back from a worry, calm your body and decide what, if anything, to do.', 'Calm down and decide what to do about a worry.'),
  versions: {
    child: {
      intro: p('Worries can feel big. Let’s make this one a bit smaller.'),
      steps: [
        { id: 'what', kind: 'question', title: p('Your worry'), question: p('What is the worry about?'), answer: { type: 'text' } },
        {
          id: 'size',
          kind: 'question',
          title: p('How big is it?'),
          question: p('How big does the worry feel?'),
          answer: { type: 'choice', options: [{ id: 'small', label: p('Small') }, { id: 'medium', label: p('Medium') }, { id: 'big', label: p('Big') }] },
        },
        { id: 'breathe', kind: 'info', title: p('Smell the flower, blow the candle'), body: p('Pretend to smell a flower: breathe in slowly through your nose. Now blow out a candle: breathe out slowly through your mouth. Do it five times.') },
        { id: 'tell', kind: 'question', title: p('Who can help?'), question: p('Which grown-up could you tell about your worry?'), answer: { type: 'text' } },
      ],
      closing: p('Worries get smaller when we share them. You did really well.'),
    },
    teen: {
      intro: c('Worry can hijack your whole day. Let’s get a bit of distance from it.', 'Worry can take over your day. Let’s step back from it.'),
      steps: [
        { id: 'what', kind: 'question', title: c('Name it', 'Name it'), question: c('What is the worry, in one sentence?', 'What is the worry? One sentence.'), answer: { type: 'text' } },
        {
          id: 'control',
          kind: 'question',
          title: c('In your control?', 'Can you change it?'),
          question: c('Is there anything you can actually do about it?', 'Can you do anything about it?'),
          answer: { type: 'choice', options: [{ id: 'yes', label: c('Yes, something', 'Yes') }, { id: 'no', label: c('Not really', 'Not really') }, { id: 'unsure', label: c('Not sure', 'Not sure') }] },
        },
        {
          id: 'next',
          kind: 'info',
          title: c('Two paths', 'Two paths'),
          body: c(
            'If you can do something, pick the smallest next step and when you will do it. If you cannot, notice the worry, say "there is that worry again", and bring your attention back to what you are doing. It will come back; just keep gently bringing yourself back.',
            'If you can do something, pick one small step. If you cannot, say "there is that worry again". Then go back to what you were doing.',
          ),
        },
        { id: 'breathe', kind: 'info', title: c('Box breathing', 'Box breathing'), body: c('In for four, hold for four, out for four, hold for four. Four rounds.', 'In 4, hold 4, out 4, hold 4. Do it four times.') },
        { id: 'step', kind: 'question', title: c('Your next move', 'Your next step'), question: c('What will you do next?', 'What will you do next?'), answer: { type: 'text' } },
      ],
      closing: c('Worry is loud, but it is not in charge. If worry is getting in the way a lot, talk to someone you trust.', 'Worry is loud, but you are in charge. If it happens a lot, talk to someone you trust.'),
    },
    adult: {
      intro: c('A few minutes to step back from a worry and decide what, if anything, to do about it.', 'Step back from a worry. Decide what to do.'),
      steps: [
        { id: 'what', kind: 'question', title: c('The worry', 'The worry'), question: c('What are you worried about?', 'What are you worried about?'), answer: { type: 'text' } },
        { id: 'level', kind: 'question', title: c('How strong', 'How strong'), question: c('How anxious does it make you feel right now?', 'How anxious are you now?'), answer: calmScale },
        {
          id: 'kind',
          kind: 'question',
          title: c('Problem or what-if?', 'Real problem or "what if"?'),
          body: c(
            'A current problem is something happening now that you can work on. A hypothetical worry starts with "what if" and concerns something that may never happen.',
            'A real problem is happening now. A "what if" worry may never happen.',
          ),
          question: c('Which is this?', 'Which is this?'),
          answer: {
            type: 'choice',
            options: [
              { id: 'current', label: c('A current problem', 'A real problem now') },
              { id: 'hypothetical', label: c('A hypothetical "what if"', 'A "what if"') },
              { id: 'both', label: c('Some of both', 'Some of both') },
            ],
          },
        },
        {
          id: 'respond',
          kind: 'info',
          title: c('Respond to it', 'What to do'),
          body: c(
            'For a current problem: choose one small, concrete step and when you will take it. For a "what if": acknowledge it ("I am having the thought that..."), postpone it to a set worry time, and return your attention to the present.',
            'For a real problem: pick one small step and when. For a "what if": say "I am having the thought that...". Save it for worry time. Come back to now.',
          ),
        },
        { id: 'after', kind: 'question', title: c('Now', 'Now'), question: c('How anxious do you feel now?', 'How anxious are you now?'), answer: calmScale },
      ],
      closing: c('If worry is taking up much of your day, most days, it is worth talking to a doctor or therapist: it responds well to help.', 'If worry fills most of your days, talk to a doctor or therapist. Help works.'),
    },
  },
};

const coolDown: FlowContent = {
  id: 'cool-down',
  tags: ['anger', 'calm'],
  createdAt: '2025-06-03T00:00:00.000Z',
  title: c('Cooling down anger', 'Cooling down'),
  summary: c('Ride out a wave of anger safely, then decide what you want to do with it.', 'Calm down when you are angry. Then decide what to do.'),
  versions: {
    child: {
      intro: p('Feeling angry is okay. Hurting people or things is not. Let’s cool down.'),
      steps: [
        { id: 'body', kind: 'question', title: p('Where is the anger?'), question: p('Where do you feel the anger in your body?'), answer: { type: 'choice', options: [{ id: 'face', label: p('Hot face') }, { id: 'hands', label: p('Tight fists') }, { id: 'tummy', label: p('Tummy') }, { id: 'all', label: p('All over') }] } },
        { id: 'squeeze', kind: 'info', title: p('Squeeze and let go'), body: p('Squeeze your hands into tight fists. Count to five. Now let go and shake your hands. Do it three times.') },
        { id: 'breathe', kind: 'info', title: p('Dragon breaths'), body: p('Breathe in slowly. Then breathe out long and slow, like a calm dragon. Do it five times.') },
        { id: 'why', kind: 'question', title: p('What happened?'), question: p('What made you angry?'), answer: { type: 'text' } },
      ],
      closing: p('You cooled down. That is a big skill. Now you can tell a grown-up what happened.'),
    },
    teen: {
      intro: c('Anger is a normal signal that something feels unfair or wrong. The trick is not acting on it at its peak.', 'Anger tells you something feels wrong. Try not to act when it is strongest.'),
      steps: [
        { id: 'level', kind: 'question', title: c('How hot?', 'How angry?'), question: c('How angry are you right now?', 'How angry are you now?'), answer: { type: 'scale', min: 0, max: 10, minLabel: c('Calm', 'Calm'), maxLabel: c('Boiling', 'Very angry') } },
        { id: 'step-away', kind: 'info', title: c('Take space', 'Take a break'), body: c('If you can, step away: another room, outside, headphones on. Say "I need a minute" if someone is there. Space is not losing.', 'If you can, walk away for a bit. Say "I need a minute". That is not losing.') },
        { id: 'move', kind: 'info', title: c('Burn it off', 'Move your body'), body: c('Anger floods your body with energy. A brisk walk, some push-ups or cold water on your face can bring it down fast.', 'Anger fills your body with energy. A fast walk or cold water on your face helps.') },
        { id: 'need', kind: 'question', title: c('What is underneath?', 'What is under it?'), question: c('What felt unfair, and what do you need?', 'What felt unfair? What do you need?'), answer: { type: 'text' } },
      ],
      closing: c('Once you are cooler, you can decide what to say or do. That is where your power is.', 'When you are calmer, decide what to do. That is your power.'),
    },
    adult: {
      intro: c('Anger carries useful information, but acting at its peak rarely helps. This flow helps you ride the wave first.', 'Anger tells you something. But acting when it is strongest rarely helps. Ride the wave first.'),
      steps: [
        { id: 'level', kind: 'question', title: c('Rate it', 'Rate it'), question: c('How angry are you right now?', 'How angry are you now?'), answer: { type: 'scale', min: 0, max: 10, minLabel: c('Calm', 'Calm'), maxLabel: c('Furious', 'Very angry') } },
        { id: 'pause', kind: 'info', title: c('Pause', 'Pause'), body: c('Step back from the situation if you can. If you are with someone, say you need a short break and will come back.', 'Step away if you can. Tell the other person you need a break and will come back.') },
        { id: 'cool', kind: 'info', title: c('Cool the body', 'Cool your body'), body: c('Splash cold water on your face, or breathe out slowly through pursed lips for several breaths. Both help bring your heart rate down.', 'Splash cold water on your face, or breathe out slowly. Both slow your heart.') },
        { id: 'need', kind: 'question', title: c('What is it protecting?', 'What is under the anger?'), question: c('What value or need feels threatened, and what would a wise response look like?', 'What matters to you here? What would be a wise thing to do?'), answer: { type: 'text' } },
      ],
      closing: c('If anger often leads to things you regret, or someone is at risk, it is worth getting support: anger responds well to help.', 'If anger often makes you do things you regret, get support. Help works.'),
    },
  },
};

const friendshipTrouble: FlowContent = {
  id: 'friendship-trouble',
  tags: ['friends', 'relationships'],
  createdAt: '2025-06-04T00:00:00.000Z',
  title: c('Friendship trouble', 'Trouble with friends'),
  summary: c('Think through a falling-out with a friend, and what you could do next.', 'Think about a fight with a friend, and what to do next.'),
  versions: {
    child: {
      intro: p('Sometimes friends fall out. It feels bad, but it can often be fixed.'),
      steps: [
        { id: 'what', kind: 'question', title: p('What happened?'), question: p('What happened with your friend?'), answer: { type: 'text' } },
        { id: 'feel', kind: 'question', title: p('How do you feel?'), question: p('How do you feel about it?'), answer: { type: 'choice', options: [{ id: 'sad', label: p('Sad') }, { id: 'angry', label: p('Angry') }, { id: 'lonely', label: p('Lonely') }, { id: 'worried', label: p('Worried') }] } },
        { id: 'their-side', kind: 'info', title: p('Their side'), body: p('How might your friend be feeling? They might be sad or cross too.') },
        { id: 'fix', kind: 'question', title: p('Making up'), question: p('What could you do or say to make up?'), answer: { type: 'text' } },
      ],
      closing: p('Talking to a grown-up can help too. Friends often make up.'),
    },
    teen: {
      intro: c('Falling out with friends can hurt a lot. Let’s look at it from a few angles.', 'Fights with friends can really hurt. Let’s look at it.'),
      steps: [
        { id: 'what', kind: 'question', title: c('What happened', 'What happened'), question: c('What happened, as a neutral observer would describe it?', 'What happened? Just the facts.'), answer: { type: 'text' } },
        { id: 'story', kind: 'info', title: c('The story in your head', 'The story in your head'), body: c('Our minds fill the gaps, often with "they hate me" or "everyone is talking about me". Notice if you are mind-reading.', 'Our minds guess, like "they hate me". Notice if you are guessing.') },
        { id: 'other-side', kind: 'question', title: c('Their view', 'Their side'), question: c('How might they see it?', 'How might they see it?'), answer: { type: 'text' } },
        { id: 'next', kind: 'question', title: c('Next move', 'Next step'), question: c('What would you like to happen, and what is one step towards it?', 'What do you want to happen? What is one step?'), answer: { type: 'text' } },
      ],
      closing: c('If friendship trouble turns into bullying, online or in person, tell an adult you trust. You do not have to deal with that alone.', 'If it turns into bullying, tell an adult you trust. You do not have to deal with it alone.'),
    },
  },
};

const studyPressure: FlowContent = {
  id: 'study-pressure',
  tags: ['study', 'work', 'stress'],
  createdAt: '2025-06-05T00:00:00.000Z',
  title: c('Under pressure: exams and deadlines', 'Exams and deadlines'),
  summary: c('Get from overwhelmed to a next step when exams or deadlines pile up.', 'Go from stressed to a next step.'),
  versions: {
    teen: {
      intro: c('When everything is due at once, it is hard to know where to start. Let’s shrink it down.', 'When everything is due at once, it is hard to start. Let’s make it smaller.'),
      steps: [
        { id: 'level', kind: 'question', title: c('Stress check', 'Stress check'), question: c('How stressed are you about it?', 'How stressed are you?'), answer: calmScale },
        { id: 'list', kind: 'question', title: c('Get it out of your head', 'Write it all down'), question: c('List everything that is due.', 'List everything that is due.'), answer: { type: 'text' } },
        { id: 'first', kind: 'info', title: c('Pick one', 'Pick one'), body: c('Circle the one that is due soonest or matters most. Break it into a first step that takes 25 minutes or less.', 'Pick the one due first. Find a first step of 25 minutes or less.') },
        { id: 'step', kind: 'question', title: c('Your first 25 minutes', 'Your first 25 minutes'), question: c('What will you do in the first 25 minutes?', 'What will you do first?'), answer: { type: 'text' } },
      ],
      closing: c('Work for 25 minutes, then take a 5-minute break away from the screen. Sleep helps memory more than late-night cramming.', 'Work 25 minutes. Rest 5 minutes. Sleep helps you remember more than staying up late.'),
    },
    adult: {
      intro: c('When deadlines stack up, the mind tends to jump between them. This flow helps you choose a single next step.', 'When deadlines pile up, it is hard to focus. This helps you pick one next step.'),
      steps: [
        { id: 'level', kind: 'question', title: c('Stress check', 'Stress check'), question: c('How stressed are you about your workload?', 'How stressed are you about work?'), answer: calmScale },
        { id: 'list', kind: 'question', title: c('Capture everything', 'Write it all down'), question: c('What is on your plate? List it all.', 'What do you need to do? List it all.'), answer: { type: 'text' } },
        { id: 'sort', kind: 'info', title: c('Sort it', 'Sort it'), body: c('Mark what is urgent and important, what can be delegated or renegotiated, and what can be dropped. Asking for an extension is a legitimate option.', 'Mark what is urgent. Mark what someone else can do, or what can wait. You can ask for more time.') },
        { id: 'step', kind: 'question', title: c('One next action', 'One next step'), question: c('What is the very next physical action, and when will you do it?', 'What is the very next thing to do, and when?'), answer: { type: 'text' } },
      ],
      closing: c('Protect breaks and sleep: they are part of doing good work, not a reward for finishing it.', 'Take breaks and sleep. They help you work well.'),
    },
  },
};

const afterAHardDay: FlowContent = {
  id: 'after-a-hard-day',
  tags: ['self-compassion', 'low-mood', 'evening'],
  createdAt: '2025-06-06T00:00:00.000Z',
  title: c('After a hard day', 'After a hard day'),
  summary: c('Meet a difficult day with kindness rather than criticism.', 'Be kind to yourself after a hard day.'),
  versions: {
    teen: {
      intro: c('Some days are just rough. This is a few minutes to be on your own side.', 'Some days are rough. Take a few minutes to be on your own side.'),
      steps: [
        { id: 'what', kind: 'question', title: c('What made it hard', 'What was hard'), question: c('What made today hard?', 'What was hard today?'), answer: { type: 'text' } },
        { id: 'normal', kind: 'info', title: c('You are not the only one', 'You are not alone'), body: c('Loads of people your age have days like this. Feeling rubbish does not mean you are rubbish.', 'Lots of people have days like this. Feeling bad does not mean you are bad.') },
        { id: 'friend', kind: 'question', title: c('Friend test', 'What would you tell a friend?'), question: c('If your best friend had this day, what would you say to them?', 'If a friend had this day, what would you say?'), answer: { type: 'text' } },
        { id: 'comfort', kind: 'info', title: c('Something comforting', 'Something comforting'), body: c('Pick one small comfort for tonight: a shower, a favourite song, a snack, messaging someone who gets you.', 'Pick one small treat. A shower, a song, a snack, or texting a friend.') },
      ],
      closing: c('Tomorrow is a new day. If hard days keep piling up, talk to someone you trust. Crisis help is always there.', 'Tomorrow is a new day. If hard days keep coming, talk to someone you trust.'),
    },
    adult: {
      intro: c('A few minutes to meet a hard day with the kindness you would offer someone you care about.', 'Be as kind to yourself as you would be to a friend.'),
      steps: [
        { id: 'what', kind: 'question', title: c('Name it', 'Name it'), question: c('What made today hard?', 'What was hard today?'), answer: { type: 'text' } },
        { id: 'mindful', kind: 'info', title: c('This is hard', 'This is hard'), body: c('Say to yourself, slowly: "This has been a hard day." No need to fix or explain it yet.', 'Say to yourself: "This has been a hard day." You do not need to fix it.') },
        { id: 'common', kind: 'info', title: c('Not alone', 'Not alone'), body: c('Hard days are part of every human life. Many people are feeling something like this tonight.', 'Everyone has hard days. Many people feel like this tonight.') },
        { id: 'kind', kind: 'question', title: c('Kind words', 'Kind words'), question: c('What would you say to a good friend who had this day? Write it to yourself.', 'What would you tell a good friend? Write it to yourself.'), answer: { type: 'text' } },
      ],
      closing: c('Be gentle with yourself tonight. If hard days are becoming most days, consider talking to a doctor or therapist.', 'Be gentle with yourself tonight. If most days are hard, talk to a doctor or therapist.'),
    },
  },
};

const morningIntention: FlowContent = {
  id: 'morning-intention',
  tags: ['values', 'morning', 'motivation'],
  createdAt: '2025-06-07T00:00:00.000Z',
  title: c('Set an intention for the day', 'Plan your day'),
  summary: c('Start the day with one value and one small action in mind.', 'Start the day with one thing that matters.'),
  versions: {
    teen: {
      intro: c('Two minutes to decide how you want to show up today.', 'Two minutes to decide how you want today to go.'),
      steps: [
        { id: 'energy', kind: 'question', title: c('Battery check', 'Energy check'), question: c('How charged is your battery this morning?', 'How much energy do you have?'), answer: { type: 'scale', min: 0, max: 10, minLabel: c('Empty', 'Empty'), maxLabel: c('Full', 'Full') } },
        {
          id: 'value',
          kind: 'question',
          title: c('Pick a word', 'Pick a word'),
          question: c('Which word do you want to bring to today?', 'Which word do you want for today?'),
          answer: { type: 'choice', options: [{ id: 'brave', label: p('Brave') }, { id: 'kind', label: p('Kind') }, { id: 'focused', label: p('Focused') }, { id: 'calm', label: p('Calm') }, { id: 'fun', label: p('Fun') }] },
        },
        { id: 'action', kind: 'question', title: c('One small thing', 'One small thing'), question: c('What is one small thing you will do that fits that word?', 'What is one small thing you will do?'), answer: { type: 'text' } },
      ],
      closing: c('That is it. Have a good one.', 'That is it. Have a good day.'),
    },
    adult: {
      intro: c('A short pause before the day takes over, to choose how you want to meet it.', 'A short pause before the day starts.'),
      steps: [
        { id: 'energy', kind: 'question', title: c('Check in', 'Check in'), question: c('How much energy do you have this morning?', 'How much energy do you have?'), answer: { type: 'scale', min: 0, max: 10, minLabel: c('None', 'None'), maxLabel: c('Plenty', 'Lots') } },
        { id: 'value', kind: 'question', title: c('A value for today', 'What matters today'), question: c('What quality do you want to bring to today? (for example: patience, courage, curiosity)', 'How do you want to be today? For example: patient, brave, curious.'), answer: { type: 'text' } },
        { id: 'action', kind: 'question', title: c('One committed action', 'One small action'), question: c('What is one small action today that would express that value?', 'What is one small thing you can do today for that?'), answer: { type: 'text' } },
        { id: 'obstacle', kind: 'question', title: c('If, then', 'If, then'), question: c('What might get in the way, and what will you do if it does?', 'What might stop you? What will you do then?'), answer: { type: 'text' } },
      ],
      closing: c('Carry your intention lightly. If the day goes differently, that is fine: you can return to it at any moment.', 'Keep your plan in mind. If the day changes, that is OK.'),
    },
  },
};

const panicWave: FlowContent = {
  id: 'panic-wave',
  tags: ['anxiety', 'panic', 'calm'],
  createdAt: '2025-06-08T00:00:00.000Z',
  title: c('Riding a wave of panic', 'When panic hits'),
  summary: c('Steps to get through a surge of panic: it peaks and it passes.', 'Get through panic. It peaks and then it passes.'),
  versions: {
    teen: {
      intro: c('Panic feels terrifying, but it cannot hurt you, and it always passes. Let’s ride it out.', 'Panic feels scary. It cannot hurt you. It always passes.'),
      steps: [
        { id: 'name', kind: 'info', title: c('Name it', 'Name it'), body: c('Say to yourself: "This is panic. It feels awful, but it is not dangerous, and it will pass."', 'Say: "This is panic. It feels bad, but it is not dangerous. It will pass."') },
        { id: 'breathe', kind: 'info', title: c('Slow breath out', 'Breathe out slowly'), body: c('Breathe in gently for four and out slowly for six, like blowing through a straw. Keep going.', 'Breathe in for 4. Breathe out slowly for 6, like through a straw. Keep going.') },
        { id: 'ground', kind: 'info', title: c('Feet on the floor', 'Feet on the floor'), body: c('Press your feet into the floor. Name five things you can see.', 'Press your feet down. Name five things you can see.') },
        { id: 'level', kind: 'question', title: c('Check', 'Check'), question: c('How strong is it now?', 'How strong is it now?'), answer: { type: 'scale', min: 0, max: 10, minLabel: c('Gone', 'Gone'), maxLabel: c('Peak', 'Very strong') } },
      ],
      closing: c('You rode it out. If panic attacks keep happening, tell someone you trust or a doctor: they are very treatable.', 'You got through it. If it keeps happening, tell someone you trust or a doctor. Help works.'),
    },
    adult: {
      intro: c('A panic attack is the body’s alarm going off with no fire. It is frightening, but not dangerous, and it peaks within minutes before easing.', 'Panic is your body’s alarm going off by mistake. It is scary but not dangerous. It peaks in a few minutes, then eases.'),
      steps: [
        { id: 'name', kind: 'info', title: c('Name it', 'Name it'), body: c('Tell yourself: "This is panic. It will peak and pass. I do not need to fight it."', 'Tell yourself: "This is panic. It will pass. I do not need to fight it."') },
        { id: 'breathe', kind: 'info', title: c('Slow the out-breath', 'Breathe out slowly'), body: c('Breathe in gently through your nose, and out slowly through pursed lips, longer than the in-breath. Avoid big gulps of air.', 'Breathe in gently. Breathe out slowly through your lips. Do not gulp air.') },
        { id: 'allow', kind: 'info', title: c('Let the wave move through', 'Let it pass'), body: c('Notice the sensations (racing heart, tight chest, tingling) and let them be there, like weather passing over. Fighting them tends to feed them.', 'Notice your racing heart or tight chest. Let them be. Fighting them makes them stronger.') },
        { id: 'level', kind: 'question', title: c('Check in', 'Check in'), question: c('How intense is it now?', 'How strong is it now?'), answer: { type: 'scale', min: 0, max: 10, minLabel: c('Gone', 'Gone'), maxLabel: c('Peak', 'Very strong') } },
      ],
      closing: c(
        'It passed, as panic does. If attacks are frequent, CBT for panic has good evidence. If you ever have chest pain you are unsure about, seek medical help.',
        'It passed. If it happens a lot, CBT can help. If you have chest pain and are not sure why, get medical help.',
      ),
    },
  },
};

export const flows: readonly FlowContent[] = [
  calmEvening,
  worryLess,
  coolDown,
  friendshipTrouble,
  studyPressure,
  afterAHardDay,
  morningIntention,
  panicWave,
];

export function findBundledFlow(id: string): FlowContent | undefined {
  return flows.find((flow) => flow.id === id);
}
