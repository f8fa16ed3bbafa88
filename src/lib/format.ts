/**
 * Dates and durations as people read them. Every date the app shows goes through here, so that one screen shows one
 * format: the person's locale (the browser's), a medium date, with a short time where the moment matters. (Crisis
 * help's "last checked" dates are the one exception: that page is prerendered, so its dates are written the same way
 * on the server and in every browser, `formatCheckedDate` in src/content/crisis-lines.)
 */

export interface DateFormatOptions {
  /** For tests: a locale instead of the browser's. */
  locales?: string;
  /** What to show for a value that is not a date (default: the value itself). */
  invalid?: string;
}

function format(date: Date, style: Intl.DateTimeFormatOptions, options: DateFormatOptions, raw: string): string {
  if (Number.isNaN(date.getTime())) return options.invalid ?? raw;
  return new Intl.DateTimeFormat(options.locales, style).format(date);
}

/** A moment (ISO) as a date and time: "27 Nov 2026, 06:05" in en-GB, "Nov 27, 2026, 6:05 AM" in en-US. */
export function formatDateTime(iso: string, options: DateFormatOptions = {}): string {
  return format(new Date(iso), { dateStyle: 'medium', timeStyle: 'short' }, options, iso);
}

/** A moment (ISO) as its date only. */
export function formatDate(iso: string, options: DateFormatOptions = {}): string {
  return format(new Date(iso), { dateStyle: 'medium' }, options, iso);
}

/** A moment (ISO) as its time of day only (for a moment later today). */
export function formatTime(iso: string, options: DateFormatOptions = {}): string {
  return format(new Date(iso), { timeStyle: 'short' }, options, iso);
}

/** A calendar date (YYYY-MM-DD, no time zone) as a readable date, the same day wherever the device is. */
export function formatCalendarDate(day: string, options: DateFormatOptions = {}): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return options.invalid ?? day;
  return format(new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3])), { dateStyle: 'medium' }, options, day);
}

export function formatDuration(seconds: number): string {
  const whole = Math.max(0, Math.round(seconds));
  const minutes = Math.floor(whole / 60);
  const rest = whole % 60;
  if (minutes === 0) return `${rest} s`;
  return rest === 0 ? `${minutes} min` : `${minutes} min ${rest} s`;
}

export function formatMinutes(minutes: number): string {
  const whole = Math.max(0, Math.round(minutes));
  const hours = Math.floor(whole / 60);
  const rest = whole % 60;
  if (hours === 0) return `${rest} min`;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}
