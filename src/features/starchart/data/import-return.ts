/**
 * Reading and importing what a client chose to send back. The input is a return link, a bare token, the text of a
 * return file, or a short code (looked up through the functions); only a return that passed every check of the
 * codec, for a prescription in this therapist's chart, is ever saved, and the same return twice adds nothing.
 */
import type { ClientReturn } from '@contract/prescription-schemas';
import { looksLikeAnyShareCode, normalizeAnyShareCode } from '@contract/sealed-share-code';
import { ShareCodeClientError, type ShareCodeClient } from '@contract/share-code-client';
import { db } from '@/db/database';
import type { PrescriptionRow } from '@/db/star-chart-types';
import { readReturnInput } from '@/domains/prescriptions/share-codec';
import { addClientReturn } from '@/domains/prescriptions/data/record-star-chart';

type ReadReturnOutcome = { ok: true; clientReturn: ClientReturn } | { ok: false; message: string };

const DECODE_MESSAGES: Record<string, string> = {
  empty: 'Paste the return link, code or file text the client sent.',
  'too-long': 'This is longer than any return can be, so it was not read.',
  damaged: 'This return is damaged or incomplete (perhaps cut off when it was copied). Ask the client to send it again.',
  'unsupported-version': 'This return was made by a newer version of Better Minds. Update the app (reload the page) and try again.',
  invalid: 'This does not hold a valid return. Ask the client to send it again.',
  'not-a-return': 'This is a prescription, not a return from a client.',
};

const CODE_MESSAGES = {
  unknown: 'No return with this code was found. Check the code with the client.',
  expired: 'This code has expired. Ask the client to send the return again.',
  revoked: 'This code was revoked and no longer opens.',
} as const;

/** Reads a pasted link, token, file text or short code; never throws, never saves. */
export async function readReturn(input: string, service: () => ShareCodeClient): Promise<ReadReturnOutcome> {
  const trimmed = input.trim();
  if (looksLikeAnyShareCode(trimmed)) {
    const code = normalizeAnyShareCode(trimmed);
    if (!code) return { ok: false, message: 'That code is not complete or has a typo. Check it and try again.' };
    if (!navigator.onLine) return { ok: false, message: 'A short code needs an internet connection. Try again when online, or ask for the link or file.' };
    try {
      const opened = await service().open(code);
      if (opened.status === 'found') return fromInput(opened.payload);
      return { ok: false, message: CODE_MESSAGES[opened.status] };
    } catch (error) {
      return { ok: false, message: error instanceof ShareCodeClientError ? error.message : 'The code could not be looked up just now. Try again.' };
    }
  }
  return fromInput(trimmed);
}

function fromInput(input: string): ReadReturnOutcome {
  const read = readReturnInput(input);
  if (read.ok) return read;
  return { ok: false, message: DECODE_MESSAGES[read.problem] ?? DECODE_MESSAGES.invalid! };
}

/** The prescription a return answers, if it is this therapist's. */
export async function findPrescriptionFor(therapistId: string, clientReturn: ClientReturn): Promise<PrescriptionRow | null> {
  const row = await db.prescriptions.get(clientReturn.prescriptionId);
  return row && row.therapistId === therapistId ? row : null;
}

type ImportOutcome = 'added' | 'duplicate' | 'failed' | 'unknown-prescription' | 'other-client';

/**
 * Imports the return into the chart of the client its prescription was made for. With `clientId`, a return for
 * another client's prescription is refused.
 */
export async function importReturn(
  therapistId: string,
  clientReturn: ClientReturn,
  clientId?: string,
  now = new Date(),
): Promise<ImportOutcome> {
  const prescription = await findPrescriptionFor(therapistId, clientReturn);
  if (!prescription) return 'unknown-prescription';
  if (clientId !== undefined && prescription.clientId !== clientId) return 'other-client';
  return addClientReturn({
    id: clientReturn.id,
    therapistId,
    clientId: prescription.clientId,
    prescriptionId: prescription.id,
    clientReturn,
    importedAt: now.toISOString(),
  });
}

export const IMPORT_MESSAGES: Record<ImportOutcome, string> = {
  added: 'Imported into the chart.',
  duplicate: 'This return was already imported. Nothing was added.',
  failed: 'This browser did not save the return. Check the storage message and try again.',
  'unknown-prescription': 'This return answers a prescription that is not in your charts on this device, so it was not imported.',
  'other-client': "This return answers a prescription made for a different client, so it was not imported into this chart.",
};
