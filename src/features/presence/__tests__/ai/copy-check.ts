import type { Copy } from '@/content/insight/types';

/** Words the AI tools never use: diagnosis, promises of cure, guilt mechanics. */
const BANNED = /\b(diagnos\w*|disorder|cure[sd]?|guarantee\w*|streak\w*|you missed|you failed|crazy|insane|psycho)\b/i;

/** Problems with one text in two registers: empty, a plain variant longer than the standard, a banned word. */
export function validateCopy(copy: Copy): string[] {
  const problems: string[] = [];
  if (!copy.standard.trim() || !copy.plain.trim()) problems.push(`empty: ${JSON.stringify(copy)}`);
  if (!copy.alreadyPlain && copy.plain.length > copy.standard.length + 20) problems.push(`plain is longer: ${copy.plain}`);
  for (const text of [copy.standard, copy.plain]) if (BANNED.test(text)) problems.push(`banned word in: ${text}`);
  return problems;
}
