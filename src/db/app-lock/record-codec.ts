/**
 * Rows' encrypted fields as bytes, and back (docs/app-lock.md, section 4):
 * `version ‖ iv (12) ‖ AES-256-GCM(table key, iv, u32be(n) ‖ tagged JSON (n) ‖ zeros to padme(max(4 + n, 64)), aad)`.
 *
 * Made for many rows at once: a query's rows are opened (or a bulk write's sealed) by starting every WebCrypto call
 * in one synchronous pass and waiting on them together, with the JSON, the aad and the padding done synchronously
 * around them; a promise chain per row cost about as much again as the decryptions themselves (section 6's figures).
 */
import { AES_GCM_IV_BYTES, AES_GCM_TAG_BYTES, platformRandomBytes, type RandomBytes } from '../../../contract/e2ee/primitives.ts';
import { padme } from '../../../contract/e2ee/padding.ts';
import { BlobMetError, fromTaggedJson, toTaggedJson, toTaggedJsonNow } from './tagged-json.ts';

/** Bound to the table and the row's primary key. */
export const KEY_BOUND_VERSION = 0x01;
/** Bound to the table only: auto-increment tables learn a row's key after it is written. */
export const TABLE_BOUND_VERSION = 0x02;
const MIN_BODY_BYTES = 64;
const HEADER_BYTES = 1 + AES_GCM_IV_BYTES;

// One of each, kept: a TextEncoder or a fatal TextDecoder made per row was a measurable share of a read.
const encoder = new TextEncoder();
const strictDecoder = new TextDecoder('utf-8', { fatal: true });

/** Where a row's ciphertext sits: the primary key when it is known before the write, else the table alone. */
export type RecordPlace = { table: string; primaryKey: unknown } | { table: string; primaryKey?: undefined };

/** A view WebCrypto's types accept without a copy (rows read from IndexedDB are never over a SharedArrayBuffer). */
function bufferView(bytes: Uint8Array): Uint8Array<ArrayBuffer> {
  return bytes.buffer instanceof ArrayBuffer ? (bytes as Uint8Array<ArrayBuffer>) : new Uint8Array(bytes);
}

/** The primary key as the aad (and the opened-text cache) write it: empty for a record bound to its table only. */
const keyTextOf = (place: RecordPlace): string => (place.primaryKey === undefined ? '' : JSON.stringify(place.primaryKey));

const aadTextOf = (table: string, keyText: string) => `app lock record|${table}|${keyText}`;

function aadOf(place: RecordPlace): Uint8Array<ArrayBuffer> {
  return encoder.encode(aadTextOf(place.table, keyTextOf(place)));
}

/**
 * The aad for opening, written into one scratch buffer reused for every row: WebCrypto copies its inputs when it is
 * called (WebCryptoAPI, "get a copy of the buffer source"), and a TextEncoder call and a new buffer per row were a
 * tenth of a read. Keys of ASCII (every id the app makes) are written by hand; anything else goes through the encoder.
 */
let scratch = new Uint8Array(256);
function aadInScratch(table: string, keyText: string): Uint8Array<ArrayBuffer> {
  const text = aadTextOf(table, keyText);
  if (text.length > scratch.length) scratch = new Uint8Array(text.length * 2);
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (code > 0x7f) return encoder.encode(text);
    scratch[index] = code;
  }
  return scratch.subarray(0, text.length);
}

function paddedBody(json: string): Uint8Array<ArrayBuffer> {
  const text = encoder.encode(json);
  const body = new Uint8Array(padme(Math.max(4 + text.length, MIN_BODY_BYTES)));
  new DataView(body.buffer).setUint32(0, text.length);
  body.set(text, 4);
  return body;
}

/** The records of `places` and `fields` (same order), every encryption started before any is awaited. */
export function sealFieldsBatch(
  tableKey: CryptoKey,
  places: readonly RecordPlace[],
  fields: readonly Record<string, unknown>[],
  random: RandomBytes = platformRandomBytes,
): Promise<Uint8Array[]> {
  // Synchronous JSON for every row, unless one holds a Blob (read only asynchronously): then every row the slow way.
  let jsons: string[] | Promise<string[]>;
  try {
    jsons = fields.map(toTaggedJsonNow);
  } catch (error) {
    if (!(error instanceof BlobMetError)) return Promise.reject(error instanceof Error ? error : new Error(String(error)));
    jsons = Promise.all(fields.map(toTaggedJson));
  }
  const seal = (texts: string[]): Promise<Uint8Array[]> =>
    Promise.all(
      texts.map((json, index) => {
        const place = places[index] ?? { table: '' };
        const iv = bufferView(random(AES_GCM_IV_BYTES));
        return globalThis.crypto.subtle.encrypt({ name: 'AES-GCM', iv, additionalData: aadOf(place) }, tableKey, paddedBody(json)).then((sealed) => {
          const record = new Uint8Array(HEADER_BYTES + sealed.byteLength);
          record[0] = place.primaryKey === undefined ? TABLE_BOUND_VERSION : KEY_BOUND_VERSION;
          record.set(iv, 1);
          record.set(new Uint8Array(sealed), HEADER_BYTES);
          return record;
        });
      }),
    );
  return Array.isArray(jsons) ? seal(jsons) : jsons.then(seal);
}

export async function sealFields(tableKey: CryptoKey, place: RecordPlace, fields: Record<string, unknown>, random: RandomBytes = platformRandomBytes): Promise<Uint8Array> {
  const [record] = await sealFieldsBatch(tableKey, [place], [fields], random);
  if (!record) throw new Error('Nothing was sealed');
  return record;
}

/** One sealed record to open: the row's primary key as stored beside it. */
export interface SealedRecord {
  primaryKey: unknown;
  record: Uint8Array;
}

/** The padded body's text, or null (bad padding, not UTF-8). */
function textOfBody(body: Uint8Array): string | null {
  if (body.length < MIN_BODY_BYTES) return null;
  const length = new DataView(body.buffer, body.byteOffset, body.byteLength).getUint32(0);
  if (4 + length > body.length || body.length !== padme(Math.max(4 + length, MIN_BODY_BYTES))) return null;
  for (let index = 4 + length; index < body.length; index += 1) if (body[index] !== 0) return null;
  try {
    return strictDecoder.decode(body.subarray(4, 4 + length));
  } catch {
    return null;
  }
}

/** The text's fields, a new object each time, or null (not an object of fields). */
function fieldsOfText(text: string): Record<string, unknown> | null {
  const fields = fromTaggedJson(text);
  return fields && typeof fields === 'object' && !Array.isArray(fields) ? (fields as Record<string, unknown>) : null;
}

/**
 * The texts already opened under each table key while it is in memory, by the record's exact bytes, its table and its
 * primary key: reading the same rows again (five years of check-ins, "Everything" opened twice) costs no WebCrypto call, whose
 * per-call cost on the page is the lock's whole cost of a read (docs/app-lock.md, section 6). A hit is the same bytes
 * at the same place under the same key, so it opens to the same text; a changed byte misses and is decrypted (and
 * refused) as before. Dropped with the key: locking drops the key and reloads the page.
 */
const openedTexts = new WeakMap<CryptoKey, Map<string, string>>();
/** Beyond this many texts under one key the cache starts again, so memory stays bounded on a very large history. */
const OPENED_TEXTS_LIMIT = 50_000;
// Single-byte and one-to-one: the record's bytes as a string key with no copy made in JavaScript.
const bytesAsKey = new TextDecoder('windows-1252');

function openedTextsOf(tableKey: CryptoKey): Map<string, string> {
  let texts = openedTexts.get(tableKey);
  if (!texts) {
    texts = new Map();
    openedTexts.set(tableKey, texts);
  }
  return texts;
}

/**
 * Each record's fields, or null where it does not open here (another key, table or row; changed bytes; bad
 * padding). Every decryption is started before any is awaited.
 */
export function openFieldsBatch(tableKey: CryptoKey, table: string, records: readonly SealedRecord[]): Promise<Array<Record<string, unknown> | null>> {
  const texts = openedTextsOf(tableKey);
  return Promise.all(
    records.map(({ primaryKey, record }) => {
      const version = record[0];
      if ((version !== KEY_BOUND_VERSION && version !== TABLE_BOUND_VERSION) || record.length < HEADER_BYTES + AES_GCM_TAG_BYTES) return null;
      const keyText = version === KEY_BOUND_VERSION ? keyTextOf({ table, primaryKey }) : '';
      const cacheKey = `${table}\u0000${keyText}\u0000${bytesAsKey.decode(record)}`;
      const known = texts.get(cacheKey);
      if (known !== undefined) return fieldsOfText(known);
      const view = bufferView(record);
      return globalThis.crypto.subtle
        .decrypt({ name: 'AES-GCM', iv: view.subarray(1, HEADER_BYTES), additionalData: aadInScratch(table, keyText) }, tableKey, view.subarray(HEADER_BYTES))
        .then(
          (body) => {
            const text = textOfBody(new Uint8Array(body));
            if (text === null) return null;
            if (texts.size >= OPENED_TEXTS_LIMIT) texts.clear();
            texts.set(cacheKey, text);
            return fieldsOfText(text);
          },
          () => null,
        );
    }),
  );
}

export async function openFields(tableKey: CryptoKey, table: string, primaryKey: unknown, record: Uint8Array): Promise<Record<string, unknown> | null> {
  const [fields] = await openFieldsBatch(tableKey, table, [{ primaryKey, record }]);
  return fields ?? null;
}
