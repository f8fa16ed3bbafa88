import type { Reading } from '../types';

/** Our own reading on rest: why it is not a reward to be earned, and small ways to take it. */
export const onRest: Reading = {
  id: 'on-rest',
  title: 'On rest',
  author: 'Better Minds',
  summary: {
    standard: 'Why rest is not a prize for finishing everything, and a few small ways to take some today.',
    plain: 'Rest is not a prize you earn. Here are small ways to rest today.',
  },
  contentNotes: ['Tiredness and burnout', 'Low mood, mentioned briefly'],
  paragraphs: [
    {
      standard:
        'Many of us learned, somewhere along the way, that rest is what you get once everything is done. The list is never done, so the rest never comes. If that sounds familiar, this reading is an invitation to try a different rule for a while.',
      plain:
        'Many of us learned that rest comes after all the work is done. But the work is never all done. So the rest never comes. This reading asks you to try a different rule.',
    },
    {
      standard:
        'Rest is not the absence of effort; it is part of how effort works. Muscles grow stronger in the hours after exercise, not during it. Attention sharpens after a pause. Sleep sorts the day’s memories and steadies the next day’s mood. Resting is not falling behind: it is how the body and mind keep going.',
      plain:
        'Rest is part of doing things well. Muscles get stronger while they rest. Your mind works better after a break. Sleep helps your mood the next day. Resting is how you keep going.',
    },
    {
      standard:
        'When you are worn out, it can be hard to rest even when you have the time. The mind keeps running through what is left undone. That is common, and it is not a sign that you are resting wrong. It often takes a few minutes, or a few days, for the body to believe it is allowed to slow down.',
      plain:
        'When you are very tired, resting can still be hard. Your mind may keep listing jobs. That is common. You are not doing it wrong. It can take time for your body to slow down.',
    },
    {
      standard:
        'It can help to think of rest in more than one kind. There is physical rest: lying down, stretching, an early night. There is mental rest: a break from screens, from decisions, from taking in news. There is social rest: time away from people who need things from you, or time with someone you do not have to perform for. There is sensory rest: dim light, quiet, a warm drink held in both hands.',
      plain:
        'There is more than one kind of rest. Your body can rest by lying down or sleeping early. Your mind can rest from screens and news. You can rest from people who need things from you. You can rest your senses with quiet and dim light.',
    },
    {
      standard:
        'You do not need a free afternoon to begin. Try one small pause today: five slow breaths before you open a message, a short walk without your phone, sitting down to eat instead of eating on your feet. Small rests count. They add up in a way that one rare long rest does not.',
      plain:
        'You do not need a whole free day. Try one small pause today. Take five slow breaths. Walk for a few minutes without your phone. Sit down to eat. Small rests count.',
    },
    {
      standard:
        'If guilt shows up when you stop, notice it without obeying it. You might say to yourself: “I am tired, and resting is a reasonable thing to do when I am tired.” You are allowed to rest before you have earned it, and on days when you have done less than you hoped.',
      plain:
        'You may feel guilty when you stop. Notice the feeling. You do not have to obey it. You can tell yourself: I am tired, so resting makes sense. You are allowed to rest, even on slow days.',
    },
    {
      standard:
        'If you have rested and the tiredness does not lift for weeks, or it comes with a low mood that will not shift, it is worth talking to a doctor or someone you trust. Lasting tiredness can have causes that help is available for. Asking is a sensible next step, not a failure.',
      plain:
        'Sometimes tiredness lasts for weeks, even after rest. Sometimes it comes with a low mood that stays. Then talk to a doctor or someone you trust. Help is there. Asking is a good step.',
    },
  ],
  source: { credit: 'Written for Better Minds (2026).', licence: 'own' },
  minutes: 3,
};
