/**
 * The share-token decoder against more than 10,000 damaged inputs (seeded, so every run is the same): truncations,
 * every single-bit flip, substituted characters, wrong versions, huge inputs, random base64url, intact framing around
 * invalid JSON and invalid shapes, and zip bombs. It must never throw (the unguarded decoder is called, so no
 * catch-all hides a failing step), and never accept anything but an exact, schema-valid payload.
 */
import { deflateSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { clientReturnSchema, prescriptionSchema } from '../../../../contract/prescription-schemas.ts';
import { crc32, fromBase64Url, toBase64Url, writeUint32 } from '../../../../contract/share-bytes.ts';
import {
  decodeSharePayloadUnguarded,
  encodeSharePayload,
  MAX_SHARE_PAYLOAD_BYTES,
  MAX_SHARE_TOKEN_LENGTH,
  readPrescriptionInput,
  readReturnInput,
  type DecodeResult,
  type SharePayload,
} from '../share-codec.ts';
import { pick, randomInt, seededRandom } from '../../../testing/seeded-random.ts';
import { clientReturn, prescription } from './share-fixtures.ts';

const ORIGINALS: SharePayload[] = [
  { kind: 'prescription', prescription },
  { kind: 'return', clientReturn },
  { kind: 'prescription', prescription: { ...prescription, note: undefined, items: prescription.items.slice(0, 1) } },
].map((payload) => JSON.parse(JSON.stringify(payload)) as SharePayload);
const TOKENS = ORIGINALS.map(encodeSharePayload);
const BASE64URL = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
const ODD_CHARACTERS = ['#', '.', '=', '+', '/', ' ', '\n', '\0', 'é', '🌱', '\uD800', '%', '?', '&', '1'];

function frame(bytes: Uint8Array, checksum = crc32(bytes)): string {
  const compressed = deflateSync(bytes, { level: 1 });
  const framed = new Uint8Array(compressed.length + 4);
  framed.set(compressed);
  framed.set(writeUint32(checksum), compressed.length);
  return `1.${toBase64Url(framed)}`;
}

/** Mutates a copy of a payload at one random place: a key removed, a value of the wrong type, a key added. */
function mutate(random: () => number, value: unknown): unknown {
  const copy = JSON.parse(JSON.stringify(value)) as unknown;
  const containers: (Record<string, unknown> | unknown[])[] = [];
  const walk = (node: unknown) => {
    if (node && typeof node === 'object') {
      containers.push(node as Record<string, unknown>);
      for (const child of Object.values(node)) walk(child);
    }
  };
  walk(copy);
  const target = pick(random, containers);
  const keys = Object.keys(target);
  const replacement = pick(random, [null, 0, -1, Number.MAX_VALUE, '', 'x'.repeat(3000), [], {}, true, '2026-02-30', 'A B', 99]);
  const action = randomInt(random, 0, 2);
  if (Array.isArray(target)) {
    if (action === 0 && target.length > 0) target.pop();
    else target.push(replacement);
  } else if (action === 0 && keys.length > 0) delete target[pick(random, keys)];
  else if (action === 1 && keys.length > 0) target[pick(random, keys)] = replacement;
  else target[pick(random, ['extra', '__proto__', 'constructor', 'kind'])] = replacement;
  return copy;
}

/** What the contract says about a value: the payload it is, or null when it is not one. */
function contractReading(value: unknown): SharePayload | null {
  if (!value || typeof value !== 'object') return null;
  const record = value as Record<string, unknown>;
  const keys = Object.keys(record).sort().join(',');
  if (record.kind === 'prescription' && keys === 'kind,prescription') {
    const parsed = prescriptionSchema.safeParse(record.prescription);
    return parsed.success ? { kind: 'prescription', prescription: parsed.data } : null;
  }
  if (record.kind === 'return' && keys === 'clientReturn,kind') {
    const parsed = clientReturnSchema.safeParse(record.clientReturn);
    return parsed.success ? { kind: 'return', clientReturn: parsed.data } : null;
  }
  return null;
}

describe('share-token decoder fuzz', () => {
  it('never throws and never accepts a damaged token (over 10,000 inputs)', { timeout: 120_000 }, () => {
    const random = seededRandom(0xf022);
    const counts: Record<string, number> = {};
    const timings: Record<string, number> = {};
    let harmlessFlips = 0;
    const started = performance.now();

    /** Decodes one input; anything accepted must be one of the originals exactly. */
    const decode = (category: string, input: string): DecodeResult => {
      counts[category] = (counts[category] ?? 0) + 1;
      const categoryStarted = performance.now();
      const result = decodeSharePayloadUnguarded(input);
      timings[category] = (timings[category] ?? 0) + performance.now() - categoryStarted;
      // What the client and the therapist may save from agrees with the decoder: checked for every accepted input
      // and every tenth rejected one (checking all would triple the run for no new case).
      if (result.ok || counts[category] % 10 === 0) {
        expect(readPrescriptionInput(input).ok).toBe(result.ok && result.payload.kind === 'prescription');
        expect(readReturnInput(input).ok).toBe(result.ok && result.payload.kind === 'return');
      }
      return result;
    };
    const expectRejected = (category: string, input: string) => {
      const result = decode(category, input);
      expect(result.ok, `${category}: ${input.slice(0, 80)}`).toBe(false);
      return result;
    };

    // Every single-bit flip of every original token's bytes (version prefix aside).
    for (const [index, token] of TOKENS.entries()) {
      const framed = fromBase64Url(token.slice(2));
      if (!framed) throw new Error('an encoded token must decode as base64url');
      for (let bit = 0; bit < framed.length * 8; bit += 1) {
        const flipped = framed.slice();
        flipped[bit >> 3] = (flipped[bit >> 3] ?? 0) ^ (1 << (bit & 7));
        const result = decode('bit flip', `1.${toBase64Url(flipped)}`);
        if (result.ok) {
          // Only possible in bits the inflater ignores (the last deflate byte's padding): the same payload.
          expect(result.payload).toEqual(ORIGINALS[index]);
          harmlessFlips += 1;
        }
      }
    }

    for (let run = 0; run < 1500; run += 1) {
      const token = pick(random, TOKENS);
      expectRejected('truncation', token.slice(0, randomInt(random, 0, token.length - 1)));
    }

    for (let run = 0; run < 1500; run += 1) {
      const index = randomInt(random, 0, TOKENS.length - 1);
      const characters = [...(TOKENS[index] ?? '')];
      for (let change = randomInt(random, 1, 3); change > 0; change -= 1) {
        const at = randomInt(random, 2, characters.length - 1);
        const before = characters[at];
        const replacement = random() < 0.8 ? pick(random, [...BASE64URL]) : pick(random, ODD_CHARACTERS);
        characters[at] = replacement === before ? (replacement === 'A' ? 'B' : 'A') : replacement;
      }
      const result = decode('substitution', characters.join(''));
      if (result.ok) expect(result.payload).toEqual(ORIGINALS[index]);
    }

    for (let run = 0; run < 400; run += 1) {
      const body = pick(random, TOKENS).slice(2);
      const version = randomInt(random, 0, 5000);
      if (version === 1) continue;
      const prefix = random() < 0.8 ? `${version}.` : pick(random, ['v1.', '01.', '1,', '1..', '+1.', '1', '.', '1.1.', '١.']);
      const result = expectRejected('wrong version', `${prefix}${body}`);
      const declared = /^([1-9]\d{0,2})\./.exec(prefix)?.[1];
      if (!result.ok && declared !== undefined && declared !== '1') expect(result.problem).toBe('unsupported-version');
    }

    for (let run = 0; run < 60; run += 1) {
      const size = MAX_SHARE_TOKEN_LENGTH + 1 + Math.floor(random() ** 3 * 5_000_000);
      const huge = random() < 0.5 ? `1.${'A'.repeat(size)}` : pick(random, TOKENS).padEnd(size, pick(random, [...BASE64URL]));
      const result = expectRejected('huge', huge);
      if (!result.ok) expect(result.problem).toBe('too-long');
    }

    for (let run = 0; run < 1500; run += 1) {
      const length = randomInt(random, 0, 3000);
      let body = '';
      for (let index = 0; index < length; index += 1) body += BASE64URL[Math.floor(random() * 64)];
      expectRejected('random base64url', `1.${body}`);
    }

    for (let run = 0; run < 600; run += 1) {
      const length = randomInt(random, 0, 400);
      const bytes = Uint8Array.from({ length }, () => Math.floor(random() * 256));
      const result = expectRejected('framed random bytes', frame(bytes));
      if (!result.ok) expect(result.problem).toBe('invalid');
    }

    for (let run = 0; run < 1500; run += 1) {
      let value: unknown = pick(random, ORIGINALS);
      for (let change = randomInt(random, 1, 3); change > 0; change -= 1) value = mutate(random, value);
      const json = JSON.stringify(value) ?? 'null';
      const result = decode('framed invalid shape', frame(new TextEncoder().encode(json)));
      const expected = contractReading(JSON.parse(json));
      if (expected === null) expect(result).toEqual({ ok: false, problem: 'invalid' });
      else expect(result).toEqual({ ok: true, payload: expected });
    }

    const bombs = [MAX_SHARE_PAYLOAD_BYTES + 1, 1_000_000, 8_000_000].map((size) => {
      const bytes = new TextEncoder().encode(`{"kind":"prescription","prescription":${' '.repeat(size)}}`);
      return frame(bytes);
    });
    for (let run = 0; run < 30; run += 1) {
      const result = expectRejected('zip bomb', pick(random, bombs));
      if (!result.ok) expect(result.problem).toBe('too-long');
    }

    for (let run = 0; run < 800; run += 1) {
      const length = randomInt(random, 0, 200);
      let junk = '';
      for (let index = 0; index < length; index += 1) {
        junk += random() < 0.7 ? String.fromCharCode(randomInt(random, 0, 0xffff)) : pick(random, ODD_CHARACTERS);
      }
      expectRejected('junk', junk);
    }

    const elapsed = performance.now() - started;
    const total = Object.values(counts).reduce((sum, count) => sum + count, 0);
    console.info(
      `share-token fuzz: ${total} inputs in ${Math.round(elapsed)} ms; harmless bit flips ${harmlessFlips}`,
      Object.fromEntries(
        Object.entries(counts).map(([category, count]) => [
          category,
          `${count} in ${Math.round(timings[category] ?? 0)} ms`,
        ]),
      ),
    );
    expect(total).toBeGreaterThanOrEqual(10_000);
  });

  it('the CRC-32 catches every single-bit flip of what the person will read', () => {
    for (const payload of ORIGINALS) {
      const bytes = new TextEncoder().encode(JSON.stringify(payload));
      const checksum = crc32(bytes);
      for (let bit = 0; bit < bytes.length * 8; bit += 1) {
        const flipped = bytes.slice();
        flipped[bit >> 3] = (flipped[bit >> 3] ?? 0) ^ (1 << (bit & 7));
        if (crc32(flipped) === checksum) expect.unreachable(`bit ${bit} slipped past the CRC`);
      }
    }
  });

  it('a flipped bit of the uncompressed content is refused even when the compression around it is intact', () => {
    const bytes = new TextEncoder().encode(JSON.stringify(ORIGINALS[0]));
    const checksum = crc32(bytes);
    const random = seededRandom(0xbadc0de);
    for (let run = 0; run < 300; run += 1) {
      const flipped = bytes.slice();
      const bit = randomInt(random, 0, bytes.length * 8 - 1);
      flipped[bit >> 3] = (flipped[bit >> 3] ?? 0) ^ (1 << (bit & 7));
      expect(decodeSharePayloadUnguarded(frame(flipped, checksum))).toEqual({ ok: false, problem: 'damaged' });
    }
  });
});
