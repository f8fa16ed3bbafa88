import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { seededRandom } from '../../../../testing/seeded-random.ts';
import { recordIdOfKey, sha256 } from '../record-ids.ts';

describe('record ids', () => {
  it('computes SHA-256 as node:crypto does, for every length around the block boundaries', () => {
    const random = seededRandom(7);
    for (let length = 0; length < 300; length += 1) {
      const bytes = Uint8Array.from({ length }, () => Math.floor(random() * 256));
      expect(Buffer.from(sha256(bytes)).toString('hex')).toBe(createHash('sha256').update(bytes).digest('hex'));
    }
  });

  it('keeps a UUID as it is and hashes keys the protocol cannot carry, into 45 allowed characters', () => {
    const uuid = '0b7e4a2c-51f1-4c5e-9c1e-8f2b7d3a9e10';
    expect(recordIdOfKey(uuid)).toBe(uuid);
    for (const key of ['client-1|phq9-item9|2026-11-20T19:05:00.000Z', 'section/question', 'h.looks-hashed', 'x'.repeat(53), 7, '']) {
      const id = recordIdOfKey(key);
      expect(id).toMatch(/^h\.[A-Za-z0-9_-]{43}$/);
      expect(recordIdOfKey(key)).toBe(id);
    }
    expect(recordIdOfKey('a|b')).not.toBe(recordIdOfKey('a|c'));
  });
});
