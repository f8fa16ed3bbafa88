/**
 * The app's side of share tokens: the codec itself is contract/share-token.ts (shared with the short-code function,
 * which stores only payloads that decode); this adds reading pasted links, the links themselves and QR sizes.
 */
import type { ClientReturn, Prescription } from '../../../contract/prescription-schemas.ts';
import { decodeSharePayload, encodeSharePayload, MAX_SHARE_TOKEN_LENGTH, type ShareDecodeProblem } from '../../../contract/share-token.ts';

export {
  decodeSharePayload,
  decodeSharePayloadUnguarded,
  encodeSharePayload,
  MAX_SHARE_PAYLOAD_BYTES,
  MAX_SHARE_TOKEN_LENGTH,
  SHARE_DECODE_PROBLEMS,
  SHARE_FORMAT_VERSION,
  ShareEncodeError,
  type DecodeResult,
  type SharePayload,
  type ShareDecodeProblem,
} from '../../../contract/share-token.ts';

/** Error correction of our QR codes: M (15% of the code can be damaged), readable from a screen or paper. */
export const QR_ERROR_CORRECTION_LEVEL = 'M';
/** Bytes a version-40 QR code holds in byte mode at level M (ISO/IEC 18004 table 7). */
export const QR_BYTE_CAPACITY = 2331;

/**
 * The token inside what a person pasted or scanned: a whole link (what follows the first `#`) or a bare token.
 * White space (a link broken over lines) is dropped. Null when nothing is left.
 */
export function tokenFromInput(input: string): string | null {
  if (typeof input !== 'string') return null;
  // A pasted link longer than any token can be is not read character by character.
  const bounded = input.length > MAX_SHARE_TOKEN_LENGTH * 4 ? input.slice(0, MAX_SHARE_TOKEN_LENGTH * 4 + 1) : input;
  const hash = bounded.indexOf('#');
  const candidate = (hash >= 0 ? bounded.slice(hash + 1) : bounded).replace(/\s+/g, '');
  return candidate === '' ? null : candidate;
}

/** The link a client opens to read a prescription: `${origin}/journey/link#${token}`. */
export function prescriptionLink(origin: string, prescription: Prescription): string {
  return `${trimOrigin(origin)}/journey/link#${encodeSharePayload({ kind: 'prescription', prescription })}`;
}

/** The link a therapist opens to import a return: `${origin}/chart/return#${token}`. */
export function returnLink(origin: string, clientReturn: ClientReturn): string {
  return `${trimOrigin(origin)}/chart/return#${encodeSharePayload({ kind: 'return', clientReturn })}`;
}

function trimOrigin(origin: string): string {
  return origin.replace(/\/+$/, '');
}

/**
 * Whether a token or link fits in one QR code at `QR_ERROR_CORRECTION_LEVEL` (version 40, byte mode). Conservative:
 * true means it certainly encodes; a few longer texts may still fit thanks to denser modes, but we do not rely on it.
 */
export function fitsInQrCode(tokenOrLink: string): boolean {
  if (tokenOrLink.length > QR_BYTE_CAPACITY) return false;
  return new TextEncoder().encode(tokenOrLink).length <= QR_BYTE_CAPACITY;
}

type ReadPrescriptionResult =
  | { ok: true; prescription: Prescription }
  | { ok: false; problem: ShareDecodeProblem | 'not-a-prescription' };

type ReadReturnResult =
  | { ok: true; clientReturn: ClientReturn }
  | { ok: false; problem: ShareDecodeProblem | 'not-a-return' };

/**
 * What a client may save from a pasted link or token: a prescription that passed every check, or the problem.
 * Only `ok: true` may lead to a save; a return token pasted by mistake is `not-a-prescription`.
 */
export function readPrescriptionInput(input: string): ReadPrescriptionResult {
  const token = tokenFromInput(input);
  if (token === null) return { ok: false, problem: 'empty' };
  const decoded = decodeSharePayload(token);
  if (!decoded.ok) return decoded;
  if (decoded.payload.kind !== 'prescription') return { ok: false, problem: 'not-a-prescription' };
  return { ok: true, prescription: decoded.payload.prescription };
}

/** What a therapist may import from a pasted link, token or file text: a checked return, or the problem. */
export function readReturnInput(input: string): ReadReturnResult {
  const token = tokenFromInput(input);
  if (token === null) return { ok: false, problem: 'empty' };
  const decoded = decodeSharePayload(token);
  if (!decoded.ok) return decoded;
  if (decoded.payload.kind !== 'return') return { ok: false, problem: 'not-a-return' };
  return { ok: true, clientReturn: decoded.payload.clientReturn };
}
