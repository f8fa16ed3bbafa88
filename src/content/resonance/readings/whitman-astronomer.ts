import type { Reading } from '../types';

/**
 * Walt Whitman's poem as in the final edition of Leaves of Grass (1891–92), from Project Gutenberg's text; its one
 * stanza is split where its sentence turns (the lecture, then the walk outside) so that a bookmark can point at
 * either half. The plain variants are our own plain-language reading, shown beside the poem, never in place of it.
 */
export const whitmanAstronomer: Reading = {
  id: 'whitman-when-i-heard-the-learnd-astronomer',
  title: 'When I Heard the Learn’d Astronomer',
  author: 'Walt Whitman',
  summary: {
    standard: 'An eight-line poem about feeling overwhelmed by a crowded lecture hall, and the relief of stepping outside to look at the stars in silence.',
    plain: 'A short poem. A man feels tired in a busy lecture. He goes outside and looks at the stars in silence.',
  },
  contentNotes: ['Feeling overwhelmed'],
  paragraphs: [
    {
      standard:
        'When I heard the learn’d astronomer,\nWhen the proofs, the figures, were ranged in columns before me,\nWhen I was shown the charts and diagrams, to add, divide, and measure them,\nWhen I sitting heard the astronomer where he lectured with much applause in the lecture-room,',
      plain: 'The poet sits in a busy lecture about the stars. There are numbers, charts and loud applause.',
    },
    {
      standard:
        'How soon unaccountable I became tired and sick,\nTill rising and gliding out I wander’d off by myself,\nIn the mystical moist night-air, and from time to time,\nLook’d up in perfect silence at the stars.',
      plain: 'He soon feels tired and unwell. He slips outside alone into the damp night air. He looks up at the stars in silence.',
    },
  ],
  source: {
    credit:
      'Walt Whitman, “When I Heard the Learn’d Astronomer”, from Leaves of Grass (first printed in Drum-Taps, 1865; this text from the 1891–92 edition); text from Project Gutenberg ebook 1322.',
    url: 'https://www.gutenberg.org/ebooks/1322',
    licence: 'public-domain',
  },
  minutes: 1,
};
