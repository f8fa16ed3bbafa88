/**
 * Rows of the therapist's workspace tables on Supabase (supabase/migrations/20250801000100_star_chart.sql), which
 * earlier versions of the app wrote in the clear, and the conversions from and to the device's rows
 * (src/db/star-chart-types.ts). The app no longer writes these tables: it reads what is there once, brings it into
 * the device's tables and deletes it after the encrypted sync confirmed it (docs/e2ee-sync.md, "The workspace leaves
 * Supabase"). The `toServer*` conversions stay as the one statement of what those older versions wrote (the tests
 * seed the server with them). Pure: no Supabase library, no DOM.
 *
 * The server rows carry no owner: the database set owner_id from the verified token. Short codes went without
 * their revoke tokens: those never leave the device.
 */
import type { ClientReturn, Prescription } from '../../../contract/prescription-schemas';
import type { ClientNoteRow, ClientReturnRow, PrescriptionRow, ShortCodeRecord, TherapistClientRow } from '../../db/star-chart-types';

export type WorkspaceTable = 'therapist_clients' | 'prescriptions' | 'client_notes' | 'client_returns';

interface ServerTherapistClientRow {
  id: string;
  alias: string;
  created_at: string;
  updated_at: string;
  archived_at: string | null;
}

/** A short code as the server keeps it: no revoke token. */
type ServerShortCode = Omit<ShortCodeRecord, 'revokeToken'>;

interface ServerPrescriptionRow {
  id: string;
  client_id: string;
  prescription: Prescription;
  status: PrescriptionRow['status'];
  short_codes: ServerShortCode[];
  created_at: string;
  updated_at: string;
}

interface ServerClientNoteRow {
  id: string;
  client_id: string;
  text: string;
  created_at: string;
  updated_at: string;
}

interface ServerClientReturnRow {
  id: string;
  client_id: string;
  prescription_id: string;
  client_return: ClientReturn;
  imported_at: string;
}

export interface WorkspaceRowOf {
  therapist_clients: ServerTherapistClientRow;
  prescriptions: ServerPrescriptionRow;
  client_notes: ServerClientNoteRow;
  client_returns: ServerClientReturnRow;
}

export type ServerWorkspaceRow = WorkspaceRowOf[WorkspaceTable];

/** The columns of each table, as read back. */
export const workspaceColumns: Readonly<{ [Table in WorkspaceTable]: readonly (keyof WorkspaceRowOf[Table])[] }> = {
  therapist_clients: ['id', 'alias', 'created_at', 'updated_at', 'archived_at'],
  prescriptions: ['id', 'client_id', 'prescription', 'status', 'short_codes', 'created_at', 'updated_at'],
  client_notes: ['id', 'client_id', 'text', 'created_at', 'updated_at'],
  client_returns: ['id', 'client_id', 'prescription_id', 'client_return', 'imported_at'],
};

function toServerShortCode({ code, expiresAt, revokedAt }: ShortCodeRecord): ServerShortCode {
  return { code, expiresAt, revokedAt };
}

export function toServerTherapistClient(row: TherapistClientRow): ServerTherapistClientRow {
  return { id: row.id, alias: row.alias, created_at: row.createdAt, updated_at: row.updatedAt, archived_at: row.archivedAt };
}

export function toServerPrescription(row: PrescriptionRow): ServerPrescriptionRow {
  return {
    id: row.id,
    client_id: row.clientId,
    prescription: row.prescription,
    status: row.status,
    short_codes: row.shortCodes.map(toServerShortCode),
    created_at: row.createdAt,
    updated_at: row.updatedAt,
  };
}

export function toServerClientNote(row: ClientNoteRow): ServerClientNoteRow {
  return { id: row.id, client_id: row.clientId, text: row.text, created_at: row.createdAt, updated_at: row.updatedAt };
}

export function toServerClientReturn(row: ClientReturnRow): ServerClientReturnRow {
  return {
    id: row.id,
    client_id: row.clientId,
    prescription_id: row.prescriptionId,
    client_return: row.clientReturn,
    imported_at: row.importedAt,
  };
}

/* Back to the device (the one-time move off the plaintext tables). */

/** PostgreSQL answers `2026-11-01T10:00:00+00:00`; the device writes `2026-11-01T10:00:00.000Z`. */
function isoTime(value: string): string {
  const time = Date.parse(value);
  return Number.isNaN(time) ? value : new Date(time).toISOString();
}

function isoTimeOrNull(value: string | null): string | null {
  return value === null ? null : isoTime(value);
}

export function fromServerTherapistClient(row: ServerTherapistClientRow, therapistId: string): TherapistClientRow {
  return {
    id: row.id,
    therapistId,
    alias: row.alias,
    createdAt: isoTime(row.created_at),
    updatedAt: isoTime(row.updated_at),
    archivedAt: isoTimeOrNull(row.archived_at),
  };
}

/**
 * A prescription from the server. Its short codes come back without revoke tokens (the server never had them): the
 * ones this device already holds keep theirs; the others get an empty token (that code can be revoked only from the
 * device that made it, and the screens can tell by the empty token).
 */
export function fromServerPrescription(row: ServerPrescriptionRow, therapistId: string, local?: PrescriptionRow): PrescriptionRow {
  const tokens = new Map((local?.shortCodes ?? []).map((code) => [code.code, code.revokeToken]));
  return {
    id: row.id,
    therapistId,
    clientId: row.client_id,
    prescription: row.prescription,
    status: row.status,
    shortCodes: row.short_codes.map(({ code, expiresAt, revokedAt }) => ({ code, expiresAt, revokedAt, revokeToken: tokens.get(code) ?? '' })),
    createdAt: isoTime(row.created_at),
    updatedAt: isoTime(row.updated_at),
  };
}

export function fromServerClientNote(row: ServerClientNoteRow, therapistId: string): ClientNoteRow {
  return {
    id: row.id,
    therapistId,
    clientId: row.client_id,
    text: row.text,
    createdAt: isoTime(row.created_at),
    updatedAt: isoTime(row.updated_at),
  };
}

export function fromServerClientReturn(row: ServerClientReturnRow, therapistId: string): ClientReturnRow {
  return {
    id: row.id,
    therapistId,
    clientId: row.client_id,
    prescriptionId: row.prescription_id,
    clientReturn: row.client_return,
    importedAt: isoTime(row.imported_at),
  };
}
