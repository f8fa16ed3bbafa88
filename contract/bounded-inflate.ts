/**
 * An inflate that stops at a hard output cap, and deflated JSON read through it: total on hostile input (it returns
 * a problem instead of throwing, and does bounded work). Apart from share-bytes.ts, because fflate builds its tables
 * when it is evaluated: what needs only base64url (the app lock's keys, loaded at start-up) does not pay for it.
 */
import { Inflate } from 'fflate';

/** Input is fed in slices this big, so one step can inflate at most ~1,032 times this much (deflate's best ratio). */
const INFLATE_SLICE_BYTES = 1024;

class OutputCapExceeded extends Error {}

export type BoundedInflateResult = { ok: true; bytes: Uint8Array } | { ok: false; problem: 'damaged' | 'too-long' };

/**
 * Inflates raw deflate data, giving up as soon as the output passes `maxOutputBytes` (a zip bomb costs at most one
 * slice of work past the cap), and reporting truncated or malformed streams as damaged.
 */
export function inflateBounded(data: Uint8Array, maxOutputBytes: number): BoundedInflateResult {
  const chunks: Uint8Array[] = [];
  let total = 0;
  let finished = false;
  const inflater = new Inflate((chunk, final) => {
    total += chunk.length;
    if (total > maxOutputBytes) throw new OutputCapExceeded();
    chunks.push(chunk);
    if (final) finished = true;
  });
  try {
    for (let offset = 0; offset < data.length; offset += INFLATE_SLICE_BYTES) {
      const end = Math.min(data.length, offset + INFLATE_SLICE_BYTES);
      inflater.push(data.subarray(offset, end), end === data.length);
    }
  } catch (error) {
    return { ok: false, problem: error instanceof OutputCapExceeded ? 'too-long' : 'damaged' };
  }
  if (!finished) return { ok: false, problem: 'damaged' };
  const bytes = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.length;
  }
  return { ok: true, bytes };
}

/**
 * Deflated UTF-8 JSON, inflated to at most `maxOutputBytes` and parsed: what every sealed payload holds once it is
 * opened. Anything that is not (a stream cut short, too long once inflated, bytes that are not UTF-8, text that is not
 * JSON) is `damaged`; whether the value has the expected shape is the caller's schema's question.
 */
export function inflateJson(data: Uint8Array, maxOutputBytes: number): { ok: true; value: unknown } | { ok: false } {
  const inflated = inflateBounded(data, maxOutputBytes);
  if (!inflated.ok) return { ok: false };
  try {
    return { ok: true, value: JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(inflated.bytes)) as unknown };
  } catch {
    return { ok: false };
  }
}
