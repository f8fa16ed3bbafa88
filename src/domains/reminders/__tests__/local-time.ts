/** Test helper: an instant as the wall clock of `timeZone` shows it, `YYYY-MM-DD HH:mm`. */
import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';

export function wallClock(at: Date, timeZone: string): string {
  return format(new TZDate(at.getTime(), timeZone), 'yyyy-MM-dd HH:mm');
}
