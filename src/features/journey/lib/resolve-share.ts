/**
 * What a visitor to /journey/{shareCode} brought: a link token in the fragment (works with no server ever) or a short
 * code in the path (looked up through the functions, online only). Both end in one of three plain outcomes, and a
 * problem never saves anything.
 */
import type { Prescription } from '@contract/prescription-schemas';
import { normalizeAnyShareCode } from '@contract/sealed-share-code';
import type { createShareCodeClient } from '@contract/share-code-client';
import { decodeSharePayload, tokenFromInput, type DecodeResult } from '@/domains/prescriptions/share-codec';

export type ShareProblem =
  | 'empty'
  | 'damaged'
  | 'newer-version'
  | 'invalid'
  | 'bad-code'
  | 'offline'
  | 'unknown'
  | 'expired'
  | 'revoked'
  | 'unreachable';

export type ShareResolution =
  | { state: 'prescription'; prescription: Prescription; source: 'link' | 'code' }
  | { state: 'return' }
  | { state: 'problem'; problem: ShareProblem };

type ShareCodeClient = Pick<ReturnType<typeof createShareCodeClient>, 'open'>;

function fromDecoded(result: DecodeResult, source: 'link' | 'code'): ShareResolution {
  if (!result.ok) {
    switch (result.problem) {
      case 'empty':
        return { state: 'problem', problem: 'empty' };
      case 'unsupported-version':
        return { state: 'problem', problem: 'newer-version' };
      case 'invalid':
        return { state: 'problem', problem: 'invalid' };
      default:
        return { state: 'problem', problem: 'damaged' };
    }
  }
  if (result.payload.kind === 'return') return { state: 'return' };
  return { state: 'prescription', prescription: result.payload.prescription, source };
}

/** A link's fragment (`#<token>`, with or without the `#`). Never throws. */
export function resolveLinkFragment(fragment: string): ShareResolution {
  const raw = fragment.startsWith('#') ? fragment.slice(1) : fragment;
  if (raw.trim() === '') return { state: 'problem', problem: 'empty' };
  const token = tokenFromInput(raw);
  if (token === null) return { state: 'problem', problem: 'damaged' };
  return fromDecoded(decodeSharePayload(token), 'link');
}

/** A short code from the path, looked up through the functions. Never throws. */
export async function resolveShortCode(input: string, client: ShareCodeClient, online: boolean): Promise<ShareResolution> {
  const code = normalizeAnyShareCode(input);
  if (code === null) return { state: 'problem', problem: 'bad-code' };
  if (!online) return { state: 'problem', problem: 'offline' };
  try {
    const answer = await client.open(code);
    if (answer.status !== 'found') return { state: 'problem', problem: answer.status };
    return fromDecoded(decodeSharePayload(answer.payload), 'code');
  } catch (error) {
    console.warn('Could not look up a share code', error);
    return { state: 'problem', problem: 'unreachable' };
  }
}
