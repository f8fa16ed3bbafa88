import QRCode from 'qrcode';
import { deflateSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import type { ClientReturn, Prescription } from '../../../../contract/prescription-schemas.ts';
import { crc32, fromBase64Url, toBase64Url, writeUint32 } from '../../../../contract/share-bytes.ts';
import {
  decodeSharePayload,
  encodeSharePayload,
  fitsInQrCode,
  MAX_SHARE_PAYLOAD_BYTES,
  MAX_SHARE_TOKEN_LENGTH,
  prescriptionLink,
  QR_BYTE_CAPACITY,
  QR_ERROR_CORRECTION_LEVEL,
  readPrescriptionInput,
  readReturnInput,
  returnLink,
  ShareEncodeError,
  tokenFromInput,
} from '../share-codec.ts';
import { clientReturn, prescription } from './share-fixtures.ts';

/** A version-1 token around any bytes, checksummed correctly: for shapes the encoder itself would refuse. */
function frameRaw(bytes: Uint8Array, checksum = crc32(bytes)): string {
  const compressed = deflateSync(bytes);
  const framed = new Uint8Array(compressed.length + 4);
  framed.set(compressed);
  framed.set(writeUint32(checksum), compressed.length);
  return `1.${toBase64Url(framed)}`;
}
const frameJson = (value: unknown) => frameRaw(new TextEncoder().encode(JSON.stringify(value)));

describe('share tokens round trip', () => {
  it('carries a whole prescription, unicode included, in a URL-safe token without #', () => {
    const token = encodeSharePayload({ kind: 'prescription', prescription });
    expect(token).toMatch(/^1\.[A-Za-z0-9_-]+$/);
    expect(decodeSharePayload(token)).toEqual({ ok: true, payload: { kind: 'prescription', prescription } });
    expect(encodeURIComponent(token)).toBe(token);
  });

  it('carries a client return', () => {
    const token = encodeSharePayload({ kind: 'return', clientReturn });
    expect(decodeSharePayload(token)).toEqual({ ok: true, payload: { kind: 'return', clientReturn } });
  });

  it('compresses: a three-item prescription link is short enough for a QR code', () => {
    const link = prescriptionLink('https://betterminds.example', prescription);
    const json = JSON.stringify({ kind: 'prescription', prescription });
    expect(link.length).toBeLessThan(json.length);
    expect(fitsInQrCode(link)).toBe(true);
  });

  it('the largest prescription the contract allows still fits in a token', () => {
    const items = Array.from({ length: 20 }, (_, index) => ({
      ...prescription.items[0]!,
      id: `item-${index}`,
      title: `Item ${index} `.padEnd(120, 'x'),
      note: `A note for item ${index} `.padEnd(500, 'y'),
    }));
    const largest: Prescription = { ...prescription, note: 'n'.repeat(2000), items };
    const token = encodeSharePayload({ kind: 'prescription', prescription: largest });
    expect(token.length).toBeLessThanOrEqual(MAX_SHARE_TOKEN_LENGTH);
    expect(decodeSharePayload(token)).toEqual({ ok: true, payload: { kind: 'prescription', prescription: largest } });
  });
});

describe('encodeSharePayload refuses what could not be opened', () => {
  it('refuses a payload that breaks the contract', () => {
    const broken = { ...prescription, items: [] } as Prescription;
    expect(() => encodeSharePayload({ kind: 'prescription', prescription: broken })).toThrow(ShareEncodeError);
  });

  it('refuses a return too large for a token, saying so', () => {
    // Random-looking text does not compress: 20 entries of 8,000 characters pass the schema but not the token limit.
    let seed = 7;
    const nextCharacter = () => String.fromCharCode(33 + ((seed = (seed * 48271) % 2147483647) % 90));
    const noise = () => Array.from({ length: 8000 }, nextCharacter).join('');
    const entry = () => ({ at: '2026-11-26T21:00:00.000Z', title: 'Entry', body: noise() });
    const huge: ClientReturn = {
      ...clientReturn,
      items: [{ itemId: 'item-2', entries: Array.from({ length: 20 }, entry) }],
    };
    try {
      encodeSharePayload({ kind: 'return', clientReturn: huge });
      expect.unreachable('a huge return must not encode');
    } catch (error) {
      expect(error).toBeInstanceOf(ShareEncodeError);
      expect((error as ShareEncodeError).reason).toBe('too-large');
    }
  });
});

describe('decodeSharePayload names each problem', () => {
  const good = encodeSharePayload({ kind: 'prescription', prescription });

  it('empty', () => {
    expect(decodeSharePayload('')).toEqual({ ok: false, problem: 'empty' });
    expect(decodeSharePayload('  \n ')).toEqual({ ok: false, problem: 'empty' });
  });

  it('too-long, before any decoding', () => {
    expect(decodeSharePayload(`1.${'A'.repeat(MAX_SHARE_TOKEN_LENGTH)}`)).toEqual({ ok: false, problem: 'too-long' });
  });

  it('too-long when the content inflates past the cap (a zip bomb)', () => {
    const bomb = frameRaw(new Uint8Array(MAX_SHARE_PAYLOAD_BYTES + 1).fill(32));
    expect(bomb.length).toBeLessThan(2000);
    expect(decodeSharePayload(bomb)).toEqual({ ok: false, problem: 'too-long' });
  });

  it('unsupported-version for a well-formed prefix of another version', () => {
    for (const version of ['2', '9', '10', '999']) {
      expect(decodeSharePayload(`${version}.${good.slice(2)}`)).toEqual({ ok: false, problem: 'unsupported-version' });
    }
  });

  it('damaged: no version, bad characters, truncated, wrong checksum, not deflate', () => {
    const damaged = { ok: false, problem: 'damaged' };
    expect(decodeSharePayload(good.slice(2))).toEqual(damaged);
    expect(decodeSharePayload(`0.${good.slice(2)}`)).toEqual(damaged);
    expect(decodeSharePayload(`${good.slice(0, 20)}!${good.slice(21)}`)).toEqual(damaged);
    expect(decodeSharePayload(good.slice(0, -10))).toEqual(damaged);
    expect(decodeSharePayload('1.')).toEqual(damaged);
    const json = new TextEncoder().encode(JSON.stringify({ kind: 'prescription', prescription }));
    expect(decodeSharePayload(frameRaw(json, (crc32(json) + 1) >>> 0))).toEqual(damaged);
    expect(decodeSharePayload(`1.${toBase64Url(new Uint8Array([0xff, 0xff, 0xff, 0xff, 1, 2, 3, 4]))}`)).toEqual(damaged);
  });

  it('invalid: intact framing around bytes that are not JSON, or JSON that breaks the contract', () => {
    const invalid = { ok: false, problem: 'invalid' };
    expect(decodeSharePayload(frameRaw(new TextEncoder().encode('{"kind":')))).toEqual(invalid);
    expect(decodeSharePayload(frameRaw(new Uint8Array([0xc3, 0x28])))).toEqual(invalid); // not UTF-8
    expect(decodeSharePayload(frameJson({ kind: 'prescription' }))).toEqual(invalid);
    expect(decodeSharePayload(frameJson({ kind: 'gift', prescription }))).toEqual(invalid);
    expect(decodeSharePayload(frameJson({ kind: 'prescription', prescription, extra: 1 }))).toEqual(invalid);
    expect(decodeSharePayload(frameJson({ kind: 'prescription', prescription: { ...prescription, items: [] } }))).toEqual(invalid);
    expect(decodeSharePayload(frameJson({ kind: 'return', clientReturn: prescription }))).toEqual(invalid);
  });

  it('never throws on values a caller should not pass but might', () => {
    expect(decodeSharePayload(undefined as unknown as string)).toEqual({ ok: false, problem: 'empty' });
    expect(decodeSharePayload(42 as unknown as string)).toEqual({ ok: false, problem: 'empty' });
  });
});

describe('links and pasted input', () => {
  it('builds the agreed links, with or without a trailing slash on the origin', () => {
    const token = encodeSharePayload({ kind: 'prescription', prescription });
    expect(prescriptionLink('https://app.example/', prescription)).toBe(`https://app.example/journey/link#${token}`);
    const returnToken = encodeSharePayload({ kind: 'return', clientReturn });
    expect(returnLink('https://app.example', clientReturn)).toBe(`https://app.example/chart/return#${returnToken}`);
  });

  it('tokenFromInput takes the fragment of a link or a bare token, forgiving line breaks and spaces', () => {
    const link = prescriptionLink('https://app.example', prescription);
    const token = link.slice(link.indexOf('#') + 1);
    expect(tokenFromInput(link)).toBe(token);
    expect(tokenFromInput(`  ${token}\n`)).toBe(token);
    expect(tokenFromInput(`${link.slice(0, 60)}\n${link.slice(60)}`)).toBe(token);
    expect(tokenFromInput('')).toBeNull();
    expect(tokenFromInput('https://app.example/journey/link#')).toBeNull();
    expect(tokenFromInput('   ')).toBeNull();
  });

  it('readPrescriptionInput gives a prescription only for a prescription, and names the problem otherwise', () => {
    expect(readPrescriptionInput(prescriptionLink('https://app.example', prescription))).toEqual({ ok: true, prescription });
    expect(readPrescriptionInput(returnLink('https://app.example', clientReturn))).toEqual({ ok: false, problem: 'not-a-prescription' });
    expect(readPrescriptionInput('https://app.example/journey/link#')).toEqual({ ok: false, problem: 'empty' });
    expect(readPrescriptionInput('https://app.example/journey/link#1.AAAA')).toEqual({ ok: false, problem: 'damaged' });
  });

  it('readReturnInput gives a return only for a return', () => {
    expect(readReturnInput(returnLink('https://app.example', clientReturn))).toEqual({ ok: true, clientReturn });
    expect(readReturnInput(encodeSharePayload({ kind: 'prescription', prescription }))).toEqual({ ok: false, problem: 'not-a-return' });
    expect(readReturnInput('2.AAAA')).toEqual({ ok: false, problem: 'unsupported-version' });
  });
});

describe('fitsInQrCode matches what the qrcode library can really encode', () => {
  const options = { errorCorrectionLevel: QR_ERROR_CORRECTION_LEVEL } as const;
  // Lower-case letters force byte mode, the mode our links use.
  const linkOfLength = (length: number) => 'https://app.example/journey/link#1.'.padEnd(length, 'abcdefghijklmnopqrstuvwxyz_-');

  it(`a link of exactly ${QR_BYTE_CAPACITY} characters fits and encodes`, () => {
    const link = linkOfLength(QR_BYTE_CAPACITY);
    expect(fitsInQrCode(link)).toBe(true);
    expect(QRCode.create(link, options).version).toBe(40);
  });

  it('one character more does not fit, and the library refuses it too', () => {
    const link = linkOfLength(QR_BYTE_CAPACITY + 1);
    expect(fitsInQrCode(link)).toBe(false);
    expect(() => QRCode.create(link, options)).toThrow();
  });

  it('a real prescription link encodes', () => {
    const link = prescriptionLink('https://betterminds.example', prescription);
    expect(QRCode.create(link, options).version).toBeLessThan(40);
  });

  it('counts bytes, not characters', () => {
    expect(fitsInQrCode('é'.repeat(Math.ceil(QR_BYTE_CAPACITY / 2) + 1))).toBe(false);
  });
});

describe('strict base64url', () => {
  it('round trips every length and refuses non-canonical spellings', () => {
    for (let length = 0; length < 40; length += 1) {
      const bytes = Uint8Array.from({ length }, (_, index) => (index * 37 + length) & 0xff);
      expect(fromBase64Url(toBase64Url(bytes))).toEqual(bytes);
    }
    expect(fromBase64Url('AB')).toBeNull(); // unused bits set
    expect(fromBase64Url('AA')).toEqual(new Uint8Array([0]));
    expect(fromBase64Url('AAAAA')).toBeNull(); // impossible length
    expect(fromBase64Url('AA==')).toBeNull(); // padding is not ours
    expect(fromBase64Url('AA+/')).toBeNull(); // base64, not base64url
  });
});
