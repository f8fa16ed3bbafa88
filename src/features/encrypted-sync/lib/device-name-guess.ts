/** A first guess at this device's name, for the person to change: a plain word, never the browser's whole string. */
export function guessDeviceName(userAgent: string = typeof navigator === 'undefined' ? '' : navigator.userAgent): string {
  if (/iPad|Tablet|Android(?!.*Mobile)/i.test(userAgent)) return 'Tablet';
  if (/iPhone|Android|Mobile/i.test(userAgent)) return 'Phone';
  return 'Computer';
}

/** Names are 1 to 64 characters once trimmed (docs/e2ee-sync.md 2.4). */
export const DEVICE_NAME_MAX = 64;

export function deviceNameProblem(name: string): string | null {
  const trimmed = name.trim();
  if (trimmed.length === 0) return 'Device name: please give this device a name, such as "Sam\'s phone".';
  if (trimmed.length > DEVICE_NAME_MAX) return `Device name: please keep it to ${DEVICE_NAME_MAX} characters or fewer.`;
  return null;
}

/** The 12 words in four groups of three, each word with its number. */
export function groupWords(words: readonly string[]): Array<Array<{ number: number; word: string }>> {
  const groups: Array<Array<{ number: number; word: string }>> = [];
  words.forEach((word, index) => {
    const group = Math.floor(index / 3);
    (groups[group] ??= []).push({ number: index + 1, word });
  });
  return groups;
}
