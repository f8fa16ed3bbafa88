/** Moments in a prescription or a return, as people read them, in the device's locale. */

/** A moment (ISO with offset) as a readable date and time. */
export function formatMoment(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}
