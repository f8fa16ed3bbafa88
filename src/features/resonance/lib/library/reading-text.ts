import type { Copy } from '@/content/insight/types';
import type { Reading } from '@/content/resonance/types';

/**
 * How a paragraph shows. Our own readings are written twice, so the plain variant replaces the standard text. A
 * public-domain text keeps its original wording always; its plain variant is our summary, shown (and read aloud)
 * after the original when the person asked for plain language.
 */
interface ParagraphView {
  text: string;
  gloss: string | null;
}

export function paragraphView(reading: Reading, paragraph: Copy, plainLanguage: boolean): ParagraphView {
  if (reading.source.licence === 'public-domain') {
    return { text: paragraph.standard, gloss: plainLanguage && !paragraph.alreadyPlain ? paragraph.plain : null };
  }
  return { text: plainLanguage ? paragraph.plain : paragraph.standard, gloss: null };
}

/** What "Read aloud" speaks: the paragraphs from `from` to the end, as shown (a poem's line breaks become pauses). */
export function textsToSpeak(reading: Reading, from: number, plainLanguage: boolean): string[] {
  return reading.paragraphs.slice(Math.max(0, from)).flatMap((paragraph) => {
    const view = paragraphView(reading, paragraph, plainLanguage);
    const text = view.text.replace(/\s*\n\s*/g, ' ');
    return view.gloss ? [text, `In plain words: ${view.gloss}`] : [text];
  });
}

/** The first words of a paragraph, to name a bookmark. */
export function openingWords(text: string, count = 8): string {
  const words = text.replace(/\s+/g, ' ').trim().split(' ');
  return words.length > count ? `${words.slice(0, count).join(' ')}…` : words.join(' ');
}
