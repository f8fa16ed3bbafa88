import { describe, expect, it } from 'vitest';
import { readings } from '@/content/resonance/readings';
import { clampParagraph, paragraphAtLine, READING_LINE_GAP, scrollTopFor } from '../../lib/library/position';
import { openingWords, paragraphView, textsToSpeak } from '../../lib/library/reading-text';
import { filterByShelf, shelfCounts } from '../../lib/library/shelves';

const boxes = [
  { top: -300, bottom: -20 },
  { top: 0, bottom: 240 },
  { top: 264, bottom: 500 },
  { top: 524, bottom: 900 },
];

describe('the paragraph in view', () => {
  it('is the one the reading line crosses', () => {
    expect(paragraphAtLine(boxes, 100)).toBe(1);
    expect(paragraphAtLine(boxes, 300)).toBe(2);
  });

  it('in a gap between paragraphs, is the next one', () => {
    expect(paragraphAtLine(boxes, 250)).toBe(2);
  });

  it('above everything, the first; past everything, the last; with none, 0', () => {
    expect(paragraphAtLine(boxes, -1000)).toBe(0);
    expect(paragraphAtLine(boxes, 5000)).toBe(3);
    expect(paragraphAtLine([], 100)).toBe(0);
  });

  it('a stored position is clamped to the paragraphs there are', () => {
    expect(clampParagraph(3, 7)).toBe(3);
    expect(clampParagraph(12, 7)).toBe(6);
    expect(clampParagraph(-2, 7)).toBe(0);
    expect(clampParagraph(Number.NaN, 7)).toBe(0);
    expect(clampParagraph(2.7, 7)).toBe(2);
    expect(clampParagraph(4, 0)).toBe(0);
  });

  it('restoring brings the paragraph just under the toolbar, where the reading line then finds it again', () => {
    const toolbar = 60;
    const target = boxes[3]!;
    const scroll = scrollTopFor(target.top, 1000, toolbar);
    expect(scroll).toBe(1000 + 524 - toolbar - READING_LINE_GAP / 2);
    const shift = scroll - 1000;
    const after = boxes.map((box) => ({ top: box.top - shift, bottom: box.bottom - shift }));
    expect(paragraphAtLine(after, toolbar + READING_LINE_GAP)).toBe(3);
    expect(scrollTopFor(-5000, 10, 60)).toBe(0);
  });
});

describe('the text shown and read aloud', () => {
  const own = readings.find((reading) => reading.source.licence === 'own')!;
  const poem = readings.find((reading) => reading.id === 'dickinson-hope-is-the-thing-with-feathers')!;

  it('our own readings switch to their plain variant; public-domain texts keep the original with a plain gloss', () => {
    expect(paragraphView(own, own.paragraphs[0]!, false)).toEqual({ text: own.paragraphs[0]!.standard, gloss: null });
    expect(paragraphView(own, own.paragraphs[0]!, true)).toEqual({ text: own.paragraphs[0]!.plain, gloss: null });
    expect(paragraphView(poem, poem.paragraphs[1]!, true)).toEqual({ text: poem.paragraphs[1]!.standard, gloss: poem.paragraphs[1]!.plain });
  });

  it('read aloud starts at the given paragraph, as shown, with line breaks as spaces', () => {
    expect(textsToSpeak(own, 5, false)).toEqual(own.paragraphs.slice(5).map((paragraph) => paragraph.standard));
    const spoken = textsToSpeak(poem, 2, true);
    expect(spoken).toEqual([poem.paragraphs[2]!.standard.replace(/\n/g, ' '), `In plain words: ${poem.paragraphs[2]!.plain}`]);
    expect(spoken[0]).not.toContain('\n');
  });

  it('names a bookmark by its opening words', () => {
    expect(openingWords('One two three', 8)).toBe('One two three');
    expect(openingWords('One two three four five six seven eight nine ten')).toBe('One two three four five six seven eight…');
  });
});

describe('shelves', () => {
  const items = [{ id: 'a' }, { id: 'b' }, { id: 'c' }];
  const row = (readingId: string, shelf: 'reading' | 'read' | null) => ({ readingId, shelf, position: 0, bookmarks: [], updatedAt: '' });
  const states = { a: row('a', 'reading'), c: row('c', 'read'), x: row('x', 'read') };

  it('filter the readings in the library’s order, and count only readings that exist', () => {
    expect(filterByShelf(items, states, 'all')).toEqual(items);
    expect(filterByShelf(items, states, 'read')).toEqual([{ id: 'c' }]);
    expect(filterByShelf(items, states, 'want-to-read')).toEqual([]);
    expect(shelfCounts(states, ['a', 'b', 'c'])).toEqual({ 'want-to-read': 0, reading: 1, read: 1 });
  });
});
