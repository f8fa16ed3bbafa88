import { createContext, useCallback, useContext, type ReactNode } from 'react';

/**
 * Plain-language variants for any content. The app provides whether Plain Language is on (the accessibility
 * setting); content offers a plain variant wherever it has one, and the standard text stays the default:
 *
 *   <Plain standard="Grounding can ease acute distress." plain="Grounding can help you feel calmer." />
 *   const text = usePlainText(); text('Standard words', 'Plain words') // for attributes and strings
 *
 * Plain variants keep the meaning: shorter sentences, everyday words, one idea at a time.
 */
const PlainLanguageContext = createContext(false);

export function PlainLanguageProvider({ value, children }: { value: boolean; children: ReactNode }) {
  return <PlainLanguageContext.Provider value={value}>{children}</PlainLanguageContext.Provider>;
}

/** True when the person has asked for plain language. */
export function usePlainLanguage(): boolean {
  return useContext(PlainLanguageContext);
}

/** Picks the variant for strings (labels, attributes, announcements). */
export function usePlainText(): (standard: string, plain: string) => string {
  const plainLanguage = usePlainLanguage();
  return useCallback((standard: string, plain: string) => (plainLanguage ? plain : standard), [plainLanguage]);
}

interface PlainProps {
  standard: ReactNode;
  plain: ReactNode;
}

/** Shows the plain variant when Plain Language is on, else the standard text. */
export function Plain({ standard, plain }: PlainProps) {
  return <>{usePlainLanguage() ? plain : standard}</>;
}

/** A text with its plain variant, for content kept as data. */
export interface PlainVariant {
  standard: string;
  plain: string;
}

export function pickVariant(text: PlainVariant, plainLanguage: boolean): string {
  return plainLanguage ? text.plain : text.standard;
}
