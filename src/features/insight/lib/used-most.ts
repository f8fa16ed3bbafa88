/** One tool's name and how many entries it has. */
export interface ToolUse {
  name: string;
  count: number;
}

const andList = new Intl.ListFormat('en-GB', { style: 'long', type: 'conjunction' });

/**
 * The "used most" part of the tools summary. Tools tied at the top are all named, in alphabetical order, so no tool
 * wins a tie by where it sits in the catalogue; when every tool used is tied, none was used most, and it says so.
 */
export function usedMostPhrase(uses: readonly ToolUse[]): string {
  const top = Math.max(0, ...uses.map((use) => use.count));
  if (top === 0) return '';
  const leaders = uses
    .filter((use) => use.count === top)
    .map((use) => use.name)
    .sort((a, b) => a.localeCompare(b, 'en-GB'));
  if (leaders.length === 1) return `used most: ${leaders[0]} (${top})`;
  if (leaders.length === uses.length) return `each used the same number of times (${top} each)`;
  return `used most: ${andList.format(leaders)} (${top} each)`;
}
