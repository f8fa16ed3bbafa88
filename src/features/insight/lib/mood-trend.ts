/*
 * Mood check-ins over time, in the stretch and the grain a person picks: each check-in over the last four weeks,
 * weekly averages over six months or a year, or everything (weekly up to two years, monthly beyond). Pure, so that
 * the screen computes it once per change of the check-ins and a test checks it without a browser; the number of
 * points drawn stays small (at most 200 check-ins, 53 weeks, or one point a month) however long the history.
 */

export interface MoodCheckIn {
  id: string;
  createdAt: string;
  pleasantness: number;
  energy: number;
  emotions: string[];
}

export type MoodViewId = 'check-ins' | 'weeks-26' | 'weeks-52' | 'everything';

export interface MoodView {
  id: MoodViewId;
  label: string;
  /** How many days back it reaches (null: everything). */
  days: number | null;
}

export const MOOD_VIEWS: readonly MoodView[] = [
  { id: 'check-ins', label: 'Last 4 weeks, each check-in', days: 28 },
  { id: 'weeks-26', label: 'Last 6 months, weekly averages', days: 182 },
  { id: 'weeks-52', label: 'Last year, weekly averages', days: 364 },
  { id: 'everything', label: 'Everything, weekly or monthly averages', days: null },
];

/** The most single check-ins the first view draws (someone checking in many times a day). */
export const MAX_SINGLE_CHECK_INS = 200;
/** Beyond this many weeks of history, "everything" averages by month. */
const MAX_WEEKS_DRAWN = 104;

/** The earliest moment a view reaches back to, as an ISO string (null for everything). */
export function viewStart(view: MoodView, now: Date): string | null {
  if (view.days === null) return null;
  const start = new Date(now);
  start.setHours(0, 0, 0, 0);
  start.setDate(start.getDate() - view.days + 1);
  return start.toISOString();
}

export type MoodGrain = 'week' | 'month';

export interface MoodBucket {
  /** The local date the week (Monday) or month starts, YYYY-MM-DD. */
  start: string;
  grain: MoodGrain;
  count: number;
  /** Averages to one decimal, on the check-in's 1 to 5 scales. */
  pleasantness: number;
  energy: number;
}

function localDay(date: Date): string {
  const month = String(date.getMonth() + 1).padStart(2, '0');
  const day = String(date.getDate()).padStart(2, '0');
  return `${date.getFullYear()}-${month}-${day}`;
}

/** The local date the week (starting Monday) or the month of a moment starts. */
export function bucketStart(iso: string, grain: MoodGrain): string {
  const date = new Date(iso);
  if (grain === 'month') return localDay(new Date(date.getFullYear(), date.getMonth(), 1));
  const sinceMonday = (date.getDay() + 6) % 7;
  return localDay(new Date(date.getFullYear(), date.getMonth(), date.getDate() - sinceMonday));
}

function oneDecimal(value: number): number {
  return Math.round(value * 10) / 10;
}

/** Averages check-ins (oldest first) by week or by month, oldest bucket first; empty weeks are simply absent. */
export function averageBy(checkIns: readonly MoodCheckIn[], grain: MoodGrain): MoodBucket[] {
  const sums = new Map<string, { count: number; pleasantness: number; energy: number }>();
  for (const checkIn of checkIns) {
    const key = bucketStart(checkIn.createdAt, grain);
    const sum = sums.get(key) ?? { count: 0, pleasantness: 0, energy: 0 };
    sum.count += 1;
    sum.pleasantness += checkIn.pleasantness;
    sum.energy += checkIn.energy;
    sums.set(key, sum);
  }
  return [...sums.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([start, sum]) => ({ start, grain, count: sum.count, pleasantness: oneDecimal(sum.pleasantness / sum.count), energy: oneDecimal(sum.energy / sum.count) }));
}

/** The grain of "everything": weeks while the history spans up to two years of them, months beyond. */
export function everythingGrain(checkIns: readonly MoodCheckIn[]): MoodGrain {
  const first = checkIns[0];
  const last = checkIns.at(-1);
  if (!first || !last) return 'week';
  const weeks = (Date.parse(last.createdAt) - Date.parse(first.createdAt)) / (7 * 24 * 60 * 60 * 1000);
  return weeks > MAX_WEEKS_DRAWN ? 'month' : 'week';
}

export type MoodSeries = { kind: 'check-ins'; checkIns: MoodCheckIn[] } | { kind: 'buckets'; grain: MoodGrain; buckets: MoodBucket[]; checkInCount: number };

/** What a view shows, from the check-ins it read (oldest first). */
export function moodSeries(view: MoodView, checkIns: readonly MoodCheckIn[]): MoodSeries {
  if (view.id === 'check-ins') return { kind: 'check-ins', checkIns: checkIns.slice(-MAX_SINGLE_CHECK_INS) };
  const grain = view.id === 'everything' ? everythingGrain(checkIns) : 'week';
  return { kind: 'buckets', grain, buckets: averageBy(checkIns, grain), checkInCount: checkIns.length };
}
