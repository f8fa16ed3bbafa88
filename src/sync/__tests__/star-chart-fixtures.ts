/** Rows of a therapist's workspace for the sync tests (unit and against the Supabase stand-in). */
import type { ClientReturn, Prescription } from '../../../contract/prescription-schemas';
import type { ClientNoteRow, ClientReturnRow, PrescriptionRow, TherapistClientRow } from '../../db/star-chart-types';

export const AT = '2026-11-24T09:00:00.000Z';

export function clientRow(therapistId: string, id = 'client-1', overrides: Partial<TherapistClientRow> = {}): TherapistClientRow {
  return { id, therapistId, alias: 'K.', createdAt: AT, updatedAt: AT, archivedAt: null, ...overrides };
}

export function prescriptionOf(id: string): Prescription {
  return {
    id,
    createdAt: AT,
    prescriber: { name: 'Dr Sample', credentials: 'PhD' },
    note: 'Small steps.',
    crisisReminder: true,
    items: [
      {
        id: 'item-1',
        kind: 'tool',
        contentId: 'mood-check-in',
        title: 'Mood check-in',
        rhythm: { pattern: { type: 'every-n-days', n: 14 }, startDate: '2026-11-24', window: { from: '19:00', to: '21:00' } },
      },
    ],
  };
}

export function prescriptionRow(therapistId: string, id = 'rx-1', overrides: Partial<PrescriptionRow> = {}): PrescriptionRow {
  return {
    id,
    therapistId,
    clientId: 'client-1',
    prescription: prescriptionOf(id),
    status: 'active',
    shortCodes: [{ code: 'ABCD2345X', revokeToken: 'secret-revoke-token', expiresAt: '2026-12-24T09:00:00.000Z', revokedAt: null }],
    createdAt: AT,
    updatedAt: AT,
    ...overrides,
  };
}

export function noteRow(therapistId: string, id = 'note-1', overrides: Partial<ClientNoteRow> = {}): ClientNoteRow {
  return { id, therapistId, clientId: 'client-1', text: 'Private: sleep improving.', createdAt: AT, updatedAt: AT, ...overrides };
}

export function clientReturnOf(id: string, prescriptionId = 'rx-1'): ClientReturn {
  return {
    id,
    prescriptionId,
    createdAt: AT,
    items: [{ itemId: 'item-1', entries: [{ at: AT, title: 'Evening note', body: 'Felt calmer.' }] }],
  };
}

export function returnRow(therapistId: string, id = 'return-1'): ClientReturnRow {
  return { id, therapistId, clientId: 'client-1', prescriptionId: 'rx-1', clientReturn: clientReturnOf(id), importedAt: AT };
}
