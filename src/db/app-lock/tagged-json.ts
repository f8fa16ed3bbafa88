/**
 * JSON that keeps what IndexedDB's structured clone kept for our rows: dates, bytes and blobs (docs/app-lock.md,
 * section 4). Encoding is asynchronous because a Blob's bytes can only be read so.
 */
import { fromBase64Url, toBase64Url } from '../../../contract/share-bytes.ts';
import { AppLockUnsealableError } from './errors.ts';

const TAG = '$bm';

type Tagged = null | boolean | number | string | Tagged[] | { [key: string]: Tagged };

/** Raised by `toTaggedJsonNow` when a value holds a Blob, whose bytes only `toTaggedJson` can read. */
export class BlobMetError extends Error {
  override readonly name = 'BlobMet';
}

/** Synchronous unless a Blob is met: rows are sealed by the thousand, and each await costs a microtask hop. */
export function toTaggedJson(value: unknown): Promise<string> {
  try {
    return Promise.resolve(toTaggedJsonNow(value));
  } catch (error) {
    if (!(error instanceof BlobMetError)) return Promise.reject(error instanceof Error ? error : new Error(String(error)));
  }
  return encode(value).then((encoded) => JSON.stringify(encoded));
}

/** The tagged JSON at once; throws a `BlobMetError` when a Blob is met (use `toTaggedJson` then). */
export function toTaggedJsonNow(value: unknown): string {
  // Most rows are plain JSON already: JSON.stringify of the row itself gives the same text as encoding a copy first
  // (undefined fields left out, undefined in arrays as null), without the copy.
  return JSON.stringify(isPlainJson(value) ? value : encodeWithoutBlobs(value));
}

/** Only strings, numbers, booleans, null, undefined, arrays and plain objects with no tag key: nothing to tag. */
function isPlainJson(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  const type = typeof value;
  if (type === 'string' || type === 'number' || type === 'boolean') return true;
  if (type !== 'object') return false;
  if (Array.isArray(value)) return value.every(isPlainJson);
  if (Object.getPrototypeOf(value) !== Object.prototype || Object.hasOwn(value, TAG)) return false;
  for (const key in value) if (Object.hasOwn(value, key) && !isPlainJson((value as Record<string, unknown>)[key])) return false;
  return true;
}

function encodeWithoutBlobs(value: unknown): Tagged {
  if (typeof Blob !== 'undefined' && value instanceof Blob) throw new BlobMetError('A Blob needs the asynchronous encoding');
  if (Array.isArray(value)) return value.map((item) => encodeWithoutBlobs(item === undefined ? null : item));
  if (value !== null && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    const encoded: { [key: string]: Tagged } = {};
    for (const [key, item] of Object.entries(value)) {
      if (item !== undefined) encoded[key] = encodeWithoutBlobs(item);
    }
    return TAG in encoded ? { [TAG]: 'obj', v: encoded } : encoded;
  }
  return encodeLeaf(value);
}

const TAG_IN_TEXT = `"${TAG}"`;

export function fromTaggedJson(text: string): unknown {
  const parsed = JSON.parse(text) as Tagged;
  // Most rows hold no date, bytes or blob: with no tag anywhere in the text, JSON.parse's own objects are the answer,
  // and walking them again to copy them was a tenth of a read's time. (A tag inside a string is escaped, \"$bm\",
  // so it never matches; a match only takes the longer way, which gives the same answer.)
  return text.includes(TAG_IN_TEXT) ? decode(parsed) : parsed;
}

async function encode(value: unknown): Promise<Tagged> {
  if (typeof Blob !== 'undefined' && value instanceof Blob) {
    return { [TAG]: 'blob', type: value.type, v: toBase64Url(new Uint8Array(await value.arrayBuffer())) };
  }
  if (Array.isArray(value)) return Promise.all(value.map((item) => encode(item === undefined ? null : item)));
  if (value !== null && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    const encoded: { [key: string]: Tagged } = {};
    for (const [key, item] of Object.entries(value)) {
      if (item !== undefined) encoded[key] = await encode(item);
    }
    return TAG in encoded ? { [TAG]: 'obj', v: encoded } : encoded;
  }
  return encodeLeaf(value);
}

function encodeLeaf(value: unknown): Tagged {
  if (value === null || typeof value === 'boolean' || typeof value === 'number' || typeof value === 'string') return value;
  if (value instanceof Date) return { [TAG]: 'date', v: value.toISOString() };
  if (value instanceof Uint8Array) return { [TAG]: 'u8', v: toBase64Url(value) };
  if (value instanceof ArrayBuffer) return { [TAG]: 'ab', v: toBase64Url(new Uint8Array(value)) };
  // A CryptoKey, a Map, a class instance: none is in a row the lock seals, and guessing a shape would lose data.
  throw new AppLockUnsealableError(`The app lock cannot seal a ${Object.prototype.toString.call(value)}`);
}

function decode(value: Tagged): unknown {
  if (value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map(decode);
  const tag = value[TAG];
  if (tag === undefined) return decodeObject(value);
  const payload = value.v;
  if (tag === 'obj' && payload && typeof payload === 'object' && !Array.isArray(payload)) return decodeObject(payload);
  if (typeof payload !== 'string') throw new SyntaxError('A tagged value has no payload');
  if (tag === 'date') return new Date(payload);
  const bytes = fromBase64Url(payload);
  if (!bytes) throw new SyntaxError('A tagged value holds no base64url bytes');
  if (tag === 'u8') return bytes;
  if (tag === 'ab') return bytes.slice().buffer;
  if (tag === 'blob') return new Blob([bytes.slice().buffer], { type: typeof value.type === 'string' ? value.type : '' });
  throw new SyntaxError(`Unknown tag ${String(tag)}`);
}

function decodeObject(value: { [key: string]: Tagged }): Record<string, unknown> {
  const decoded: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) decoded[key] = decode(item);
  return decoded;
}
