import { deflateSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { concatBytes, toBase64Url, writeUint32 } from '../share-bytes.ts';
import type { ChangeBody } from './change-body.ts';
import {
  BODY_CIPHERTEXT_AT,
  ChangeSealError,
  MAX_PAYLOAD_BYTES,
  bodyAad,
  headerAad,
  headerPlaintext,
  openChange,
  readPayloadShape,
  sealChange,
} from './change-payload.ts';
import { deriveHeaderKey, deriveRecordKey, generateAccountKeyBytes, importAccountKey, type AccountKey } from './keys.ts';
import { paddedBodyLength } from './padding.ts';
import { aesGcmSeal, utf8 } from './primitives.ts';

const ACCOUNT = 'AAAAAAAAAAAAAAAAAAAAAA';
const CHANGE = 'CCCCCCCCCCCCCCCCCCCCCA';
const AUTHOR = 'DDDDDDDDDDDDDDDDDDDDDA';
const HLC = `000001700000000:00000:${AUTHOR}`;
const body: ChangeBody = { v: 1, hlc: HLC, op: 'put', fields: { text: { value: 'A calm morning.', prev: [] }, mood: { value: 4, prev: [HLC] } } };
const first = await importAccountKey(1, generateAccountKeyBytes());
const second = await importAccountKey(2, generateAccountKeyBytes());
const keys = new Map<number, AccountKey>([[1, first], [2, second]]);
const record = { kind: 'journal_entry', id: '3f1c2b9e-0000-4000-8000-000000000001', authorDeviceId: AUTHOR };

async function seal(overrides: Partial<Parameters<typeof sealChange>[0]> = {}): Promise<Uint8Array> {
  return sealChange({ accountId: ACCOUNT, changeId: CHANGE, accountKey: first, ...record, body, ...overrides });
}

const open = (payload: Uint8Array | string, where: { accountId?: string; changeId?: string } = {}) =>
  openChange({ accountId: ACCOUNT, changeId: CHANGE, keys, payload, ...where });

/** Seals chosen header and body plaintexts as a careless or hostile author could, with the account's real keys. */
async function sealRaw(header: Uint8Array, bodyPlain: Uint8Array, kind = record.kind, id = record.id): Promise<Uint8Array> {
  const iv = new Uint8Array(12);
  const headerCt = await aesGcmSeal(await deriveHeaderKey(first), iv, header, headerAad(ACCOUNT, CHANGE));
  const bodyCt = await aesGcmSeal(await deriveRecordKey(first, kind, id), iv, bodyPlain, bodyAad(ACCOUNT, kind, id, CHANGE));
  return concatBytes(Uint8Array.of(1), writeUint32(1), iv, headerCt, iv, bodyCt);
}

function paddedDeflate(json: string, padding = 0): Uint8Array {
  const deflated = deflateSync(utf8(json));
  const plain = new Uint8Array(paddedBodyLength(deflated.length));
  plain.set(writeUint32(deflated.length));
  plain.set(deflated, 4);
  if (padding) plain[plain.length - 1] = padding;
  return plain;
}

describe('a change payload', () => {
  it('opens to its record, author, generation and body, as bytes or as b64u', async () => {
    const payload = await seal();
    expect(readPayloadShape(payload)).toEqual({ ok: true, version: 1, generation: 1, bodyLength: payload.length - BODY_CIPHERTEXT_AT - 16 });
    const expected = { ok: true, change: { ...record, body, generation: 1 } };
    expect(await open(payload)).toEqual(expected);
    expect(await open(toBase64Url(payload))).toEqual(expected);
    const deleted = await seal({ accountKey: second, body: { v: 1, hlc: HLC, op: 'delete' } });
    expect(await open(deleted)).toMatchObject({ ok: true, change: { generation: 2, body: { op: 'delete' } } });
  });

  it('has the same size for records of different names, and a PADMÉ-padded body', async () => {
    const short = await seal({ kind: 'k', id: '1' });
    const long = await seal({ kind: 'k'.repeat(32), id: 'i'.repeat(52) });
    expect(short.length).toBe(long.length);
    const shape = readPayloadShape(short);
    expect(shape.ok && shape.bodyLength).toBe(paddedBodyLength(deflateSync(utf8(JSON.stringify(body)), { level: 9 }).length));
  });

  it('refuses every flipped byte, naming the version, the generation or the tag', async () => {
    const payload = await seal();
    for (let at = 0; at < payload.length; at += 1) {
      const changed = payload.slice();
      changed[at] = (changed[at] ?? 0) ^ 0x40;
      const opened = await open(changed);
      const expected = at === 0 ? 'bad-version' : at <= 4 ? 'unknown-generation' : 'altered';
      expect(opened, `byte ${at}`).toEqual({ ok: false, problem: expected });
    }
  });

  it('refuses every truncation and an appended byte', async () => {
    const payload = await seal();
    for (let length = 0; length < payload.length; length += 1) {
      const opened = await open(payload.slice(0, length));
      expect(opened.ok, `length ${length}`).toBe(false);
    }
    expect(await open(payload.slice(0, 100))).toEqual({ ok: false, problem: 'truncated' });
    expect(await open(concatBytes(payload, Uint8Array.of(0)))).toEqual({ ok: false, problem: 'bad-padding' });
  });

  it('refuses a payload moved to another change id, another account or another record', async () => {
    const payload = await seal();
    expect(await open(payload, { changeId: 'EEEEEEEEEEEEEEEEEEEEEA' })).toEqual({ ok: false, problem: 'altered' });
    expect(await open(payload, { accountId: 'BBBBBBBBBBBBBBBBBBBBBA' })).toEqual({ ok: false, problem: 'altered' });
    // The other record's header with this body: the body was sealed under this record's key and aad.
    const other = await seal({ id: 'another-record' });
    const moved = concatBytes(other.slice(0, BODY_CIPHERTEXT_AT - 12), payload.slice(BODY_CIPHERTEXT_AT - 12));
    expect(await open(moved)).toEqual({ ok: false, problem: 'altered' });
  });

  it('refuses a generation it does not hold, and a payload relabelled with another generation', async () => {
    const payload = await seal();
    expect(await openChange({ accountId: ACCOUNT, changeId: CHANGE, keys: new Map([[2, second]]), payload })).toEqual({ ok: false, problem: 'unknown-generation' });
    const relabelled = payload.slice();
    relabelled.set(writeUint32(2), 1);
    expect(await open(relabelled)).toEqual({ ok: false, problem: 'altered' });
    relabelled.set(writeUint32(0), 1);
    expect(await open(relabelled)).toEqual({ ok: false, problem: 'unknown-generation' });
  });

  it('names garbage, oversized and non-text input without throwing', async () => {
    expect(await open('not base64!')).toEqual({ ok: false, problem: 'not-base64url' });
    expect(await open('AAAAA')).toEqual({ ok: false, problem: 'not-base64url' });
    expect(await open('')).toEqual({ ok: false, problem: 'truncated' });
    expect(await open('A'.repeat(100_000))).toEqual({ ok: false, problem: 'too-large' });
    expect(await open(new Uint8Array(MAX_PAYLOAD_BYTES + 1).fill(1))).toEqual({ ok: false, problem: 'too-large' });
    expect(await open(Uint8Array.of(2, 0, 0, 0, 1))).toEqual({ ok: false, problem: 'bad-version' });
    expect(await open(42 as unknown as string)).toEqual({ ok: false, problem: 'truncated' });
    expect(await open(new Uint8Array(300).fill(1))).toEqual({ ok: false, problem: 'bad-padding' });
  });

  it("refuses a well-sealed payload whose insides are not the protocol's", async () => {
    const goodHeader = headerPlaintext(record.kind, record.id, AUTHOR);
    const goodBody = paddedDeflate(JSON.stringify(body));
    expect(await open(await sealRaw(goodHeader, goodBody))).toMatchObject({ ok: true });
    const badHeader = new Uint8Array(128).fill(0x20);
    badHeader.set(utf8('{"k":"journal_entry"}'));
    expect(await open(await sealRaw(badHeader, goodBody))).toEqual({ ok: false, problem: 'malformed-header' });
    expect(await open(await sealRaw(new Uint8Array(128).fill(0xff), goodBody))).toEqual({ ok: false, problem: 'malformed-header' });
    expect(await open(await sealRaw(goodHeader, paddedDeflate(JSON.stringify(body), 1)))).toEqual({ ok: false, problem: 'malformed-body' });
    const wrongLength = goodBody.slice();
    wrongLength.set(writeUint32(9999));
    expect(await open(await sealRaw(goodHeader, wrongLength))).toEqual({ ok: false, problem: 'malformed-body' });
    expect(await open(await sealRaw(goodHeader, paddedDeflate('{"v":1,')))).toEqual({ ok: false, problem: 'malformed-body' });
    expect(await open(await sealRaw(goodHeader, paddedDeflate('{"v":2,"op":"delete"}')))).toEqual({ ok: false, problem: 'invalid-body' });
    // A deflate bomb: 2 MiB of spaces around a body deflate to a few KB, and stop at the 1 MiB cap.
    const bomb = `${' '.repeat(2 * 1024 * 1024)}${JSON.stringify(body)}`;
    expect(await open(await sealRaw(goodHeader, paddedDeflate(bomb)))).toEqual({ ok: false, problem: 'malformed-body' });
  });

  it('refuses to seal a bad record name, a bad body, or a change too large for 64 KiB', async () => {
    await expect(seal({ kind: 'a|b' })).rejects.toThrow(ChangeSealError);
    await expect(seal({ id: 'x'.repeat(53) })).rejects.toThrow(ChangeSealError);
    await expect(seal({ authorDeviceId: 'short' })).rejects.toThrow(ChangeSealError);
    await expect(seal({ body: { v: 1, hlc: 'yesterday', op: 'delete' } as unknown as ChangeBody })).rejects.toThrow(ChangeSealError);
    // Random text does not compress: 200 fields of 800 hexadecimal digits deflate to about 80 KB.
    const noise = () => Array.from(globalThis.crypto.getRandomValues(new Uint8Array(400)), (byte) => byte.toString(16).padStart(2, '0')).join('');
    const fields = Object.fromEntries(Array.from({ length: 200 }, (_, index) => [`f${index}`, { value: noise(), prev: [] }]));
    const huge: ChangeBody = { v: 1, hlc: HLC, op: 'put', fields };
    await expect(seal({ body: huge })).rejects.toMatchObject({ reason: 'too-large' });
  });
});
