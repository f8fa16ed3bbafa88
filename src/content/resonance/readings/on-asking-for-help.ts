import type { Reading } from '../types';

/** Our own reading on asking for help: why it is hard, how to start, and who can be asked. */
export const onAskingForHelp: Reading = {
  id: 'on-asking-for-help',
  title: 'On asking for help',
  author: 'Better Minds',
  summary: {
    standard: 'Why asking can feel so hard, what to say when you do not know how to start, and who you could ask.',
    plain: 'Why asking for help is hard, what you can say, and who you can ask.',
  },
  contentNotes: ['Feeling like a burden', 'Mentions of crisis help'],
  paragraphs: [
    {
      standard:
        'Asking for help is one of the most useful things a person can do for their wellbeing, and one of the hardest. If you have put it off, you are in very good company. The reasons are usually understandable ones: not wanting to be a burden, not knowing what to ask for, or worrying that your problem is not serious enough.',
      plain:
        'Asking for help is useful. It is also hard. Many people put it off. They do not want to be a burden. They do not know what to ask. They worry their problem is too small.',
    },
    {
      standard:
        'The worry about being a burden deserves a closer look. Think of a time someone you care about came to you when they were struggling. Most people remember feeling trusted, even glad to be asked. The people who care about you are likely to feel the same way about you.',
      plain:
        'Think of a time a friend asked you for help. You probably felt trusted. You may have been glad they asked. People who care about you may feel the same.',
    },
    {
      standard:
        'There is no threshold you must reach before your difficulty counts. You do not have to be at your lowest to deserve support, and it is often easier to help early than late. “I have not been feeling like myself” is a good enough reason to talk to someone.',
      plain:
        'Your problem does not have to be big. You do not have to wait until things are very bad. It is often easier to get help early. Not feeling like yourself is reason enough.',
    },
    {
      standard:
        'If you do not know how to start, you can keep it short and specific. “I have been having a hard time lately. Could we talk this week?” Or: “I do not need advice, I just need someone to listen for a bit.” Writing the words down first, or sending them as a message, can make them easier to say.',
      plain:
        'Keep it short. You could say: I am having a hard time, can we talk this week? Or: I just need you to listen. You can write the words first. You can send them as a message.',
    },
    {
      standard:
        'Help comes in several forms, and you can try more than one. A friend or family member. A doctor, who can talk through how you have been and what support is available. A counsellor or therapist. A peer support group, where people share what has helped them. A helpline, where trained people listen without judging.',
      plain:
        'There are many kinds of help. You can talk to a friend or family member. You can see a doctor. You can see a counsellor. You can join a support group. You can call a helpline.',
    },
    {
      standard:
        'Sometimes the first person you ask is not able to help in the way you hoped. That says more about their situation than about your worth or your need. It is worth asking again, or asking someone else.',
      plain:
        'The first person you ask may not be able to help. That is not your fault. Please ask again, or ask someone else.',
    },
    {
      standard:
        'If you are in danger now, or thinking about harming yourself, the crisis help at the top of every page lists phone and text lines for your country, staffed by people who want to hear from you. Reaching out is a strong thing to do.',
      plain:
        'Are you in danger now? Are you thinking about hurting yourself? Use crisis help at the top of every page. It has phone and text lines for your country. The people there want to hear from you.',
    },
  ],
  source: { credit: 'Written for Better Minds (2026).', licence: 'own' },
  minutes: 3,
};
