import type { Reading } from '../types';

/**
 * Emily Dickinson's poem as first printed in Poems, Second Series (1891), edited by T. W. Higginson and Mabel Loomis
 * Todd, from Project Gutenberg's text; one stanza per paragraph, one line per line. The plain variant of each stanza
 * is our own plain-language reading of it, shown beside the poem, never in place of it.
 */
export const dickinsonHope: Reading = {
  id: 'dickinson-hope-is-the-thing-with-feathers',
  title: 'Hope is the thing with feathers',
  author: 'Emily Dickinson',
  summary: {
    standard: 'A twelve-line poem that pictures hope as a small bird that keeps singing through every storm and asks nothing back.',
    plain: 'A short poem. It says hope is like a small bird inside you. It keeps singing, even in storms.',
  },
  contentNotes: ['Storms and hardship, as images'],
  paragraphs: [
    {
      standard: 'Hope is the thing with feathers\nThat perches in the soul,\nAnd sings the tune without the words,\nAnd never stops at all,',
      plain: 'Hope is like a small bird that lives inside you. It sings without words, and it keeps singing.',
    },
    {
      standard: 'And sweetest in the gale is heard;\nAnd sore must be the storm\nThat could abash the little bird\nThat kept so many warm.',
      plain: 'Its song sounds sweetest in bad weather. It would take a terrible storm to silence it. It has comforted many people.',
    },
    {
      standard: 'I’ve heard it in the chillest land,\nAnd on the strangest sea;\nYet, never, in extremity,\nIt asked a crumb of me.',
      plain: 'The poet heard it in the coldest and strangest places. Even in the hardest times, hope asked for nothing back.',
    },
  ],
  source: {
    credit:
      'Emily Dickinson, “Hope is the thing with feathers”, first published in Poems by Emily Dickinson, Second Series (1891), edited by T. W. Higginson and Mabel Loomis Todd; text from Project Gutenberg ebook 12242.',
    url: 'https://www.gutenberg.org/ebooks/12242',
    licence: 'public-domain',
  },
  minutes: 1,
};
