/**
 * Short codes for a prescription, through the share-codes functions (online only): create one with an expiry, keep
 * it (with its revoke secret) in the prescription's row, and revoke it. Every change to the row goes through
 * `putPrescription`.
 */
import { ShareCodeClientError, type ShareCodeClient } from '@contract/share-code-client';
import type { PrescriptionRow, ShortCodeRecord } from '@/db/star-chart-types';
import { encodeSharePayload } from '@/domains/prescriptions/share-codec';
import { shareCodeService } from '@/domains/prescriptions/data/share-code-service';
import { putPrescription } from '@/domains/prescriptions/data/record-star-chart';

export const EXPIRY_CHOICES = [7, 14, 30, 60, 90] as const;
export const DEFAULT_EXPIRY_DAYS = 30;

export function shareCodeClient(): ShareCodeClient {
  return shareCodeService();
}

/** The person-readable reason a call failed. */
export function shareCodeFailure(error: unknown): string {
  if (error instanceof ShareCodeClientError) return error.message;
  return 'The short code could not be made just now. The link and QR code still work.';
}

export async function createShortCode(
  row: PrescriptionRow,
  expiresInDays: number,
  service: ShareCodeClient = shareCodeClient(),
): Promise<ShortCodeRecord> {
  const payload = encodeSharePayload({ kind: 'prescription', prescription: row.prescription });
  const made = await service.create({ payload, expiresInDays });
  const record: ShortCodeRecord = { code: made.code, revokeToken: made.revokeToken, expiresAt: made.expiresAt, revokedAt: null };
  if (!(await putPrescription({ ...row, shortCodes: [...row.shortCodes, record], updatedAt: new Date().toISOString() }))) {
    throw new Error('The code was made but this browser did not save it.');
  }
  return record;
}

export async function revokeShortCode(
  row: PrescriptionRow,
  code: string,
  service: ShareCodeClient = shareCodeClient(),
): Promise<void> {
  const record = row.shortCodes.find((item) => item.code === code);
  if (!record) throw new Error('No such code on this prescription.');
  await service.revoke(code, record.revokeToken);
  const at = new Date().toISOString();
  await putPrescription({
    ...row,
    shortCodes: row.shortCodes.map((item) => (item.code === code ? { ...item, revokedAt: at } : item)),
    updatedAt: at,
  });
}
