/**
 * What the client chart shows above its timeline, worked out from the prescriptions and every imported return:
 * adherence per item in the client's time zone, a calendar strip, the returned measures and mood as trends, and the
 * risk flags, newest first. Pure and linear in the size of the returns: a score sent again in a later return (a
 * client may send all their scores each time) counts once.
 */
import type { LocalDate, PrescribedItem, ReturnedItem } from '@contract/prescription-schemas';
import { SAFETY_PLAN_CHANGED_FLAG } from '@contract/risk-flags';
import { findTool } from '@/content/insight/tools';
import type { ClientReturnRow, PrescriptionRow } from '@/db/star-chart-types';
import { ADHERENCE_WINDOWS, adherenceOver, calendarStrip, doneDatesOf, type Adherence, type StripDay } from '@/domains/prescriptions/adherence';
import { isValidTimeZone, todayIn } from '@/domains/calendar/rhythm';
import { isMeasureId, trendPoints, type MeasureId, type MeasureTrendPoint, type ScoredAt } from '@/domains/measures/scores-over-time';

/** How long a flag stays "open" in the client list: the last 28 days of the client's calendar. */
export const OPEN_FLAG_DAYS = 28;
export const STRIP_DAYS = 28;

export interface ItemSummary {
  prescriptionId: string;
  item: PrescribedItem;
  adherence: Readonly<Record<(typeof ADHERENCE_WINDOWS)[number], Adherence>>;
  strip: StripDay[];
}

export interface ChartFlag {
  flag: string;
  /** When it was raised (the entry's or the plan's time). */
  at: string;
  /** The item's title, when the flag came with an item. */
  itemTitle: string | null;
}

/** A flag raised at one time: what a review names (data/flag-reviews.ts). */
export function flagKey(flag: Pick<ChartFlag, 'flag' | 'at'>): string {
  return `${flag.flag}|${flag.at}`;
}

export interface MeasureSeries {
  instrumentId: MeasureId;
  title: string;
  points: MeasureTrendPoint[];
}

export interface MoodPoint {
  at: string;
  pleasantness: number | null;
  energy: number | null;
}

export interface ChartSummary {
  /** The client's time zone (from their latest return), or the fallback when no return carried one. */
  timeZone: string;
  zoneFromClient: boolean;
  today: LocalDate;
  items: ItemSummary[];
  /** Newest first. */
  flags: ChartFlag[];
  measures: MeasureSeries[];
  /** Oldest first. */
  mood: MoodPoint[];
  lastReturn: ClientReturnRow | null;
}

interface SummaryInput {
  prescriptions: readonly PrescriptionRow[];
  returns: readonly ClientReturnRow[];
  now: Date;
  /** The zone used when no return carries the client's (the therapist's own). */
  fallbackZone: string;
}

const moodTool = findTool('mood-check-in');
function labelsOf(fieldId: string): Set<string> {
  const labels = new Set<string>();
  for (const step of moodTool?.steps ?? []) {
    for (const field of step.fields) if (field.id === fieldId) labels.add(field.label.standard).add(field.label.plain);
  }
  return labels;
}
const PLEASANTNESS_LABELS = labelsOf('pleasantness');
const ENERGY_LABELS = labelsOf('energy');

function latestReturn(returns: readonly ClientReturnRow[]): ClientReturnRow | null {
  let latest: ClientReturnRow | null = null;
  for (const row of returns) if (!latest || row.clientReturn.createdAt > latest.clientReturn.createdAt) latest = row;
  return latest;
}

/** The client's zone: the newest return that carries a zone this runtime knows (each name checked once: it is slow). */
function clientZone(returns: readonly ClientReturnRow[]): string | null {
  const newestFirst = returns.filter((row) => row.clientReturn.timeZone).sort((a, b) => b.clientReturn.createdAt.localeCompare(a.clientReturn.createdAt));
  const checked = new Map<string, boolean>();
  for (const row of newestFirst) {
    const zone = row.clientReturn.timeZone!;
    if (!checked.has(zone)) checked.set(zone, isValidTimeZone(zone));
    if (checked.get(zone)) return zone;
  }
  return null;
}

export function summarizeChart({ prescriptions, returns, now, fallbackZone }: SummaryInput): ChartSummary {
  const fromClient = clientZone(returns);
  const timeZone = fromClient ?? fallbackZone;
  const today = todayIn(timeZone, now);
  const byItem = new Map<string, ReturnedItem[]>();
  for (const row of returns) {
    for (const item of row.clientReturn.items) {
      const key = `${row.prescriptionId}\u0000${item.itemId}`;
      const list = byItem.get(key);
      if (list) list.push(item);
      else byItem.set(key, [item]);
    }
  }

  const items: ItemSummary[] = [];
  const flags = new Map<string, ChartFlag>();
  const measureScores = new Map<MeasureId, { title: string; scored: Map<string, ScoredAt> }>();
  const mood = new Map<string, MoodPoint>();
  const addFlags = (raised: readonly string[] | undefined, at: string, itemTitle: string | null) => {
    for (const flag of raised ?? []) flags.set(`${flag}\u0000${at}`, { flag, at, itemTitle });
  };

  for (const row of [...prescriptions].sort((a, b) => a.createdAt.localeCompare(b.createdAt))) {
    for (const item of row.prescription.items) {
      const returned = byItem.get(`${row.id}\u0000${item.id}`) ?? [];
      const done = new Set<LocalDate>();
      for (const part of returned) for (const date of doneDatesOf(part, timeZone)) done.add(date);
      const adherence = {
        7: adherenceOver(item.rhythm, done, today, 7),
        28: adherenceOver(item.rhythm, done, today, 28),
        90: adherenceOver(item.rhythm, done, today, 90),
      };
      items.push({ prescriptionId: row.id, item, adherence, strip: calendarStrip(item.rhythm, done, today, STRIP_DAYS) });

      const measure = item.kind === 'tool' && isMeasureId(item.contentId) ? item.contentId : null;
      const isMood = item.kind === 'tool' && item.contentId === 'mood-check-in';
      for (const part of returned) {
        for (const score of part.scores ?? []) {
          addFlags(score.flags, score.at, item.title);
          if (measure && score.label === 'Total score') {
            const series = measureScores.get(measure) ?? { title: item.title, scored: new Map() };
            series.scored.set(score.at, { at: score.at, score: score.value, ...(score.flags ? { flags: score.flags } : {}) });
            measureScores.set(measure, series);
          } else if (isMood) {
            const point = mood.get(score.at) ?? { at: score.at, pleasantness: null, energy: null };
            if (PLEASANTNESS_LABELS.has(score.label)) point.pleasantness = score.value;
            else if (ENERGY_LABELS.has(score.label)) point.energy = score.value;
            mood.set(score.at, point);
          }
        }
        for (const entry of part.entries ?? []) addFlags(entry.flags, entry.at, item.title);
      }
    }
  }
  for (const row of returns) {
    const plan = row.clientReturn.safetyPlan;
    if (plan) addFlags([SAFETY_PLAN_CHANGED_FLAG], plan.updatedAt, null);
  }

  return {
    timeZone,
    zoneFromClient: fromClient !== null,
    today,
    items,
    flags: [...flags.values()].sort((a, b) => b.at.localeCompare(a.at) || a.flag.localeCompare(b.flag)),
    measures: [...measureScores].map(([instrumentId, series]) => ({ instrumentId, title: series.title, points: trendPoints(instrumentId, [...series.scored.values()]) })),
    mood: [...mood.values()].filter((point) => point.pleasantness !== null || point.energy !== null).sort((a, b) => a.at.localeCompare(b.at)),
    lastReturn: latestReturn(returns),
  };
}

export interface ClientOverview {
  lastReturnAt: string | null;
  adherence28: Adherence;
  /** Flags raised in the last OPEN_FLAG_DAYS days and not marked reviewed, newest first. */
  openFlags: ChartFlag[];
}

/**
 * The client list's line: the last return's date, adherence over 28 days (all items together), and any open flag.
 * `reviewed` holds the `flagKey` of each flag the therapist marked reviewed.
 */
export function clientOverview(input: SummaryInput & { reviewed?: ReadonlySet<string> }): ClientOverview {
  const summary = summarizeChart(input);
  const adherence28 = summary.items.reduce((total, item) => ({ done: total.done + item.adherence[28].done, due: total.due + item.adherence[28].due }), { done: 0, due: 0 });
  const since = input.now.getTime() - OPEN_FLAG_DAYS * 86_400_000;
  return {
    lastReturnAt: summary.lastReturn?.clientReturn.createdAt ?? null,
    adherence28,
    openFlags: summary.flags.filter((flag) => Date.parse(flag.at) >= since && !input.reviewed?.has(flagKey(flag))),
  };
}
