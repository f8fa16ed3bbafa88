/**
 * Row types of Star Chart (version 6; flag reviews, version 10): the therapist's side (clients, prescriptions,
 * private notes, imported returns, flag reviews) and the client's side (prescriptions received through a link or a
 * code, and what they completed). Everything is on the device first; the therapist's rows, but for flag reviews,
 * also sync to therapist-owned tables when Supabase is configured. The client's rows never leave the device except
 * in a return the client builds and sends.
 */
import type { ClientReturn, LocalDate, Prescription } from '../../contract/prescription-schemas.ts';

/** A client in the therapist's workspace, known by an alias or a code (the screen discourages real names). */
export interface TherapistClientRow {
  id: string;
  /** The therapist who owns the row (their user id on this device or in Supabase). */
  therapistId: string;
  alias: string;
  createdAt: string;
  updatedAt: string;
  archivedAt: string | null;
}

/** A short code made for a prescription through the functions (online only). */
export interface ShortCodeRecord {
  /** Nine symbols, no hyphen (8 Crockford base32 symbols and a check symbol). */
  code: string;
  /** The secret the functions gave when the code was made; revoking needs it. Never shown, never exported. */
  revokeToken: string;
  expiresAt: string;
  revokedAt: string | null;
}

export interface PrescriptionRow {
  /** The prescription's own id. */
  id: string;
  therapistId: string;
  clientId: string;
  prescription: Prescription;
  status: 'active' | 'ended';
  shortCodes: ShortCodeRecord[];
  createdAt: string;
  updatedAt: string;
}

/** A private note of the therapist's about a client: never shared with anyone. */
export interface ClientNoteRow {
  id: string;
  therapistId: string;
  clientId: string;
  text: string;
  createdAt: string;
  updatedAt: string;
}

/** A return the client chose to send, imported into that client's chart. Its id is the return's own id. */
export interface ClientReturnRow {
  id: string;
  therapistId: string;
  clientId: string;
  prescriptionId: string;
  clientReturn: ClientReturn;
  importedAt: string;
}

/**
 * A flag in a client's chart the therapist marked reviewed (issue 40): it no longer counts as open. Removed again
 * by "Undo". Kept on this device only: the therapist's synced tables have no place for it.
 */
export interface FlagReviewRow {
  /** The client, the flag and when it was raised (`flagReviewId`): one review per flag raised. */
  id: string;
  therapistId: string;
  clientId: string;
  flag: string;
  /** When the flag was raised (the entry's or the plan's time). */
  raisedAt: string;
  reviewedAt: string;
}

/** A prescription the client added to their journeys from a link or a code. */
export interface ReceivedPrescriptionRow {
  /** The prescription's id. Adding the same prescription again replaces it (the therapist may have re-sent it). */
  id: string;
  prescription: Prescription;
  source: 'link' | 'code';
  addedAt: string;
  /** When the client set it aside; it stays on the device until they delete it. */
  archivedAt: string | null;
  /** The client's IANA time zone when they added it (absent on rows saved before it was recorded). */
  timeZone?: string;
}

/** The client marked one due occurrence of a prescribed item done. */
export interface PrescribedCompletionRow {
  id: string;
  prescriptionId: string;
  itemId: string;
  /** The occurrence it completes (the client's calendar day). */
  dueDate: LocalDate;
  completedAt: string;
}
