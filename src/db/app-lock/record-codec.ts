/**
 * One row's encrypted fields as bytes, and back (docs/app-lock.md, section 4):
 * `version ‖ iv (12) ‖ AES-256-GCM(table key, iv, u32be(n) ‖ tagged JSON (n) ‖ zeros to padme(max(4 + n, 64)), aad)`.
 */
import { AES_GCM_IV_BYTES, aesGcmOpen, aesGcmSeal, platformRandomBytes, utf8, fromUtf8, type RandomBytes } from '../../../contract/e2ee/primitives.ts';
import { padme } from '../../../contract/e2ee/padding.ts';
import { fromTaggedJson, toTaggedJson } from './tagged-json.ts';

/** Bound to the table and the row's primary key. */
export const KEY_BOUND_VERSION = 0x01;
/** Bound to the table only: auto-increment tables learn a row's key after it is written. */
export const TABLE_BOUND_VERSION = 0x02;
const MIN_BODY_BYTES = 64;
const HEADER_BYTES = 1 + AES_GCM_IV_BYTES;

/** Where a row's ciphertext sits: the primary key when it is known before the write, else the table alone. */
export type RecordPlace = { table: string; primaryKey: unknown } | { table: string; primaryKey?: undefined };

function aadOf(place: RecordPlace): Uint8Array {
  const keyText = place.primaryKey === undefined ? '' : JSON.stringify(place.primaryKey);
  return utf8(`app lock record|${place.table}|${keyText}`);
}

export async function sealFields(
  tableKey: CryptoKey,
  place: RecordPlace,
  fields: Record<string, unknown>,
  random: RandomBytes = platformRandomBytes,
): Promise<Uint8Array> {
  const json = utf8(await toTaggedJson(fields));
  const body = new Uint8Array(padme(Math.max(4 + json.length, MIN_BODY_BYTES)));
  new DataView(body.buffer).setUint32(0, json.length);
  body.set(json, 4);
  const iv = random(AES_GCM_IV_BYTES);
  const sealed = await aesGcmSeal(tableKey, iv, body, aadOf(place));
  const record = new Uint8Array(HEADER_BYTES + sealed.length);
  record[0] = place.primaryKey === undefined ? TABLE_BOUND_VERSION : KEY_BOUND_VERSION;
  record.set(iv, 1);
  record.set(sealed, HEADER_BYTES);
  return record;
}

/** The fields, or null when the bytes do not open here (another key, table or row; changed bytes; bad padding). */
export async function openFields(tableKey: CryptoKey, table: string, primaryKey: unknown, record: Uint8Array): Promise<Record<string, unknown> | null> {
  const version = record[0];
  if (version !== KEY_BOUND_VERSION && version !== TABLE_BOUND_VERSION) return null;
  const place: RecordPlace = version === KEY_BOUND_VERSION ? { table, primaryKey } : { table };
  const body = await aesGcmOpen(tableKey, record.subarray(1, HEADER_BYTES), record.subarray(HEADER_BYTES), aadOf(place));
  if (!body || body.length < MIN_BODY_BYTES) return null;
  const length = new DataView(body.buffer, body.byteOffset).getUint32(0);
  if (4 + length > body.length || body.length !== padme(Math.max(4 + length, MIN_BODY_BYTES))) return null;
  if (body.subarray(4 + length).some((byte) => byte !== 0)) return null;
  const text = fromUtf8(body.subarray(4, 4 + length));
  if (text === null) return null;
  const fields = fromTaggedJson(text);
  return fields && typeof fields === 'object' && !Array.isArray(fields) ? (fields as Record<string, unknown>) : null;
}
