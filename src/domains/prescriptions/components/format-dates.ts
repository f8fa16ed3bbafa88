/** Moments in a prescription or a return, as people read them: the app's one date format (src/lib/format.ts). */
import { formatDateTime } from '@/lib/format';

/** A moment (ISO with offset) as a readable date and time. */
export function formatMoment(iso: string): string {
  return formatDateTime(iso);
}
