/**
 * Reads of the therapist's workspace (live from Dexie, so every tab agrees) and the small writes the screens make,
 * each going through the Star Chart data functions (src/domains/prescriptions/data/record-star-chart.ts).
 */
import { useLiveQuery } from 'dexie-react-hooks';
import { db } from '@/db/database';
import type { ClientNoteRow, ClientReturnRow, FlagReviewRow, PrescriptionRow, TherapistClientRow } from '@/db/star-chart-types';
import { putClientNote, putTherapistClient } from '@/domains/prescriptions/data/record-star-chart';
import { clientOverview, type ClientOverview } from './chart-summary';
import { reviewedFlagKeys } from './flag-reviews';

export function newId(): string {
  return crypto.randomUUID();
}

/** The therapist's clients, active first, then by alias; undefined while loading. */
export function useClients(therapistId: string): TherapistClientRow[] | undefined {
  return useLiveQuery(async () => {
    const rows = await db.therapistClients.where('therapistId').equals(therapistId).toArray();
    return rows.sort(
      (a, b) => Number(a.archivedAt !== null) - Number(b.archivedAt !== null) || a.alias.localeCompare(b.alias),
    );
  }, [therapistId]);
}

/**
 * Each client's line in the list: last return, adherence over 28 days and open flags (a flag marked reviewed is not
 * open), worked out from the same rows as the chart (see chart-summary.ts); undefined while loading.
 */
export function useClientOverviews(therapistId: string, fallbackZone: string): Map<string, ClientOverview> | undefined {
  return useLiveQuery(async () => {
    const [prescriptions, returns, reviews] = await Promise.all([
      db.prescriptions.where('therapistId').equals(therapistId).toArray(),
      db.clientReturns.filter((row) => row.therapistId === therapistId).toArray(),
      db.flagReviews.where('therapistId').equals(therapistId).toArray(),
    ]);
    const byClient = new Map<string, { prescriptions: PrescriptionRow[]; returns: ClientReturnRow[]; reviews: FlagReviewRow[] }>();
    const of = (clientId: string) => byClient.get(clientId) ?? byClient.set(clientId, { prescriptions: [], returns: [], reviews: [] }).get(clientId)!;
    for (const row of prescriptions) of(row.clientId).prescriptions.push(row);
    for (const row of returns) of(row.clientId).returns.push(row);
    for (const row of reviews) of(row.clientId).reviews.push(row);
    const now = new Date();
    return new Map(
      [...byClient].map(([clientId, rows]) => [
        clientId,
        clientOverview({ prescriptions: rows.prescriptions, returns: rows.returns, now, fallbackZone, reviewed: new Set(reviewedFlagKeys(rows.reviews).keys()) }),
      ]),
    );
  }, [therapistId, fallbackZone]);
}

export interface ClientChart {
  client: TherapistClientRow | null;
  prescriptions: PrescriptionRow[];
  notes: ClientNoteRow[];
  returns: ClientReturnRow[];
  /** The flags of this chart the therapist marked reviewed (kept on this device only). */
  flagReviews: FlagReviewRow[];
}

/** One client's chart; `client` is null when the id is not one of this therapist's clients. */
export function useClientChart(therapistId: string, clientId: string): ClientChart | undefined {
  return useLiveQuery(async () => {
    const client = await db.therapistClients.get(clientId);
    if (!client || client.therapistId !== therapistId) return { client: null, prescriptions: [], notes: [], returns: [], flagReviews: [] };
    const [prescriptions, notes, returns, flagReviews] = await Promise.all([
      db.prescriptions.where('clientId').equals(clientId).toArray(),
      db.clientNotes.where('clientId').equals(clientId).toArray(),
      db.clientReturns.where('clientId').equals(clientId).toArray(),
      db.flagReviews.where('clientId').equals(clientId).toArray(),
    ]);
    return {
      client,
      prescriptions: prescriptions.filter((row) => row.therapistId === therapistId),
      notes: notes.filter((row) => row.therapistId === therapistId),
      returns: returns.filter((row) => row.therapistId === therapistId),
      flagReviews: flagReviews.filter((row) => row.therapistId === therapistId),
    };
  }, [therapistId, clientId]);
}

export const MAX_ALIAS_LENGTH = 60;

/** The alias rule: 1 to 60 characters after trimming. Returns the error text, or null. */
export function aliasProblem(alias: string): string | null {
  const trimmed = alias.trim();
  if (!trimmed) return 'Enter an alias or a code for this client.';
  if (trimmed.length > MAX_ALIAS_LENGTH) return `Keep the alias to ${MAX_ALIAS_LENGTH} characters or fewer.`;
  return null;
}

export function addClient(therapistId: string, alias: string, now = new Date()): Promise<TherapistClientRow | null> {
  const at = now.toISOString();
  const row: TherapistClientRow = { id: newId(), therapistId, alias: alias.trim(), createdAt: at, updatedAt: at, archivedAt: null };
  return putTherapistClient(row).then((ok) => (ok ? row : null));
}

export function updateClient(row: TherapistClientRow, changes: Partial<Pick<TherapistClientRow, 'alias' | 'archivedAt'>>): Promise<boolean> {
  return putTherapistClient({ ...row, ...changes, updatedAt: new Date().toISOString() });
}

export function saveNote(therapistId: string, clientId: string, text: string, existing?: ClientNoteRow): Promise<boolean> {
  const at = new Date().toISOString();
  return putClientNote(
    existing
      ? { ...existing, text, updatedAt: at }
      : { id: newId(), therapistId, clientId, text, createdAt: at, updatedAt: at },
  );
}

/** The latest copy of a prescription's row (its short codes change after it is saved); the given row until read. */
export function useLivePrescriptionRow(row: PrescriptionRow): PrescriptionRow {
  return useLiveQuery(() => db.prescriptions.get(row.id), [row.id]) ?? row;
}
