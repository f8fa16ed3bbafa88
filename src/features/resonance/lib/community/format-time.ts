import { formatDateTime } from '@/lib/format';

/** A post's time in the reader's own format; an unreadable one says so rather than showing "Invalid Date". */
export function formatPostTime(iso: string): string {
  return formatDateTime(iso, { invalid: 'time unknown' });
}
