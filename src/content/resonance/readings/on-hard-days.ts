import type { Reading } from '../types';

/** Our own reading for a hard day: lowering the bar, getting through the next hour, and where help is. */
export const onHardDays: Reading = {
  id: 'on-hard-days',
  title: 'On hard days',
  author: 'Better Minds',
  summary: {
    standard: 'For a day that feels heavy: how to lower the bar, get through the next hour, and let someone in.',
    plain: 'For a heavy day. Make the day smaller, get through the next hour, and let someone help.',
  },
  contentNotes: ['Low mood and distress', 'Mentions of crisis help'],
  paragraphs: [
    {
      standard:
        'Some days are heavy from the moment you wake. Nothing has to have gone wrong for a day to feel this way, and it does not need a reason before you are allowed to find it hard. If today is one of those days, you do not have to read this all at once. One paragraph is enough.',
      plain:
        'Some days feel heavy from the start. It does not need a reason. You are allowed to find it hard. You do not have to read all of this. One part is enough.',
    },
    {
      standard:
        'On a hard day, the usual standards stop fitting. Try lowering the bar on purpose. A shower can become washing your face. A meal can become something you can eat straight from the packet. A full day of work can become the one task that truly cannot wait. Doing less on a hard day is not giving up; it is choosing what matters most.',
      plain:
        'On a hard day, make the day smaller. Washing your face can be enough. A simple snack can be a meal. Do only the one job that cannot wait. Doing less is not giving up.',
    },
    {
      standard:
        'It can help to shrink time as well. Instead of the whole day, think about the next hour, or the next ten minutes. What would make the next hour a little easier? A glass of water, a window opened, a blanket, a song you like, stepping outside for a moment? Choose one, and do only that.',
      plain:
        'Think about the next hour, not the whole day. What would help a little? Some water, fresh air, a blanket or a song you like? Pick one thing and do it.',
    },
    {
      standard:
        'Hard feelings tend to rise, peak and ease, even when it does not feel that way from inside them. Naming what you feel, even just to yourself, can take a little of its force: “This is sadness.” “This is worry about tomorrow.” You are not the feeling; you are the person noticing it.',
      plain:
        'Strong feelings rise, peak and then ease. It may not feel like that now. Try naming the feeling. Say: this is sadness. You are the person noticing the feeling.',
    },
    {
      standard:
        'You do not have to carry a hard day alone. A short message is enough: “Rough day. Could you call me later?” Many people are glad to be asked, and letting someone in often helps both of you. If there is nobody you can reach today, support lines are there for exactly this, not only for emergencies.',
      plain:
        'You do not have to get through this alone. Send a short message like: rough day, can you call me later? Many people are glad to help. Support lines are there for days like this too.',
    },
    {
      standard:
        'If the heaviness turns into thoughts of not wanting to be here, or of harming yourself, please reach out now. Crisis help is at the top of every page, with phone and text lines for your country, and it works offline. Thoughts like these can pass, and people do feel better with support.',
      plain:
        'You may start to think about not wanting to live, or about hurting yourself. If so, please get help now. Crisis help is at the top of every page. It works offline too. These thoughts can pass. People do feel better with support.',
    },
    {
      standard:
        'Tomorrow may not be easy either, but it will be a different day. Whatever you managed today, even if it was only getting to the end of it, counts.',
      plain: 'Tomorrow will be a new day. Whatever you did today counts. Getting through the day counts too.',
    },
  ],
  source: { credit: 'Written for Better Minds (2026).', licence: 'own' },
  minutes: 3,
};
