/**
 * Unicode TR 39 confusables, from the unhomoglyph package's data (its confusables.txt as a table). Its own entry builds
 * one regular expression of every confusable character as it is evaluated; the page's sync engine evaluates this
 * contract while it starts, where that was a long task on a slow phone. Here the table comes in as JSON (which the
 * bundler ships as one JSON.parse) and the expression is built the first time a name is checked.
 */
import confusables from 'unhomoglyph/data.json' with { type: 'json' };

const prototypes: Readonly<Record<string, string>> = confusables;
let confusable: RegExp | null = null;

const escapeRegExp = (text: string) => text.replace(/[.?*+^$[\]\\(){}|-]/g, '\\$&');

/** `text` with each confusable character replaced by the Latin-like prototype it is confused with. */
export function unhomoglyph(text: string): string {
  confusable ??= new RegExp(Object.keys(prototypes).map(escapeRegExp).join('|'), 'g');
  return text.replace(confusable, (match) => prototypes[match] ?? match);
}
