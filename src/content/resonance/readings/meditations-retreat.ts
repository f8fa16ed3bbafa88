import type { Reading } from '../types';

/**
 * Three short passages from Marcus Aurelius's Meditations in George Long's translation (1862), word for word as in
 * Project Gutenberg's text (Book IV.3, VII.8 and VIII.47, each from its beginning). The plain variant of each
 * passage is our own plain-language summary, shown beside the original, never in place of it.
 */
export const meditationsRetreat: Reading = {
  id: 'meditations-a-retreat-within',
  title: 'A retreat within',
  author: 'Marcus Aurelius (translated by George Long)',
  summary: {
    standard:
      'Three short passages from the Meditations, the private notebook of a Roman emperor, on finding quiet in your own mind and on meeting worries about the future.',
    plain: 'Three short parts of an old notebook by a Roman emperor. They are about finding calm in your own mind.',
  },
  contentNotes: ['Old-fashioned language (1862 translation)', 'Worry and distress, discussed in general'],
  paragraphs: [
    {
      standard:
        'Men seek retreats for themselves, houses in the country, sea-shores, and mountains; and thou too art wont to desire such things very much. But this is altogether a mark of the most common sort of men, for it is in thy power whenever thou shalt choose to retire into thyself. For nowhere either with more quiet or more freedom from trouble does a man retire than into his own soul, particularly when he has within him such thoughts that by looking into them he is immediately in perfect tranquillity; and I affirm that tranquillity is nothing else than the good ordering of the mind. Constantly then give to thyself this retreat, and renew thyself; and let thy principles be brief and fundamental, which, as soon as thou shalt recur to them, will be sufficient to cleanse the soul completely, and to send thee back free from all discontent with the things to which thou returnest. (Book IV, 3)',
      plain:
        'People long to get away to the country, the sea or the mountains. But you can step back into your own mind at any time. Keep a few simple, steady thoughts there. Return to them to rest and feel renewed.',
    },
    {
      standard:
        'Let not future things disturb thee, for thou wilt come to them, if it shall be necessary, having with thee the same reason which now thou usest for present things. (Book VII, 8)',
      plain: 'Try not to worry about the future now. When it comes, you will meet it with the same good sense you use today.',
    },
    {
      standard:
        'If thou art pained by any external thing, it is not this thing that disturbs thee, but thy own judgement about it. And it is in thy power to wipe out this judgement now. (Book VIII, 47)',
      plain:
        'Often what hurts most is how we judge a thing, not the thing itself. You can look at that judgement again, and change it.',
    },
  ],
  source: {
    credit:
      'Marcus Aurelius, Meditations (written about 170–180), translated by George Long (1862), Book IV.3, VII.8 and VIII.47; text from Project Gutenberg ebook 2680.',
    url: 'https://www.gutenberg.org/ebooks/2680',
    licence: 'public-domain',
  },
  minutes: 2,
};
