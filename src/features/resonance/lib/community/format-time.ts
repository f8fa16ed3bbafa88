const WHEN = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** A post's time in the reader's own format; an unreadable one says so rather than showing "Invalid Date". */
export function formatPostTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? 'time unknown' : WHEN.format(date);
}
