/**
 * The short-code service carries the app's real share tokens (src/domains/prescriptions/share-codec.ts) unchanged: a
 * prescription and a client's return, encoded by the codec, stored under a code, read back through the contract's
 * client and decoded to the same payload.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ClientReturn, Prescription } from '../../contract/prescription-schemas.ts';
import { createShareCodeClient } from '../../contract/share-code-client.ts';
import { shareTokenSchema } from '../../contract/share-code-schemas.ts';
import { decodeSharePayload, encodeSharePayload, type SharePayload } from '../../src/domains/prescriptions/share-codec.ts';
import { openTestDatabase, type TestDatabase } from './support/backends.ts';
import { SHARE_BASE, shareHarness } from './support/share-codes-harness.ts';

const prescription: Prescription = {
  id: 'rx-0001',
  createdAt: '2026-11-24T09:30:00.000Z',
  prescriber: { name: 'Dr Ada Example', credentials: 'PhD, LMFT' },
  note: 'Try these this week. Go gently; missing a day is fine.',
  crisisReminder: true,
  items: [
    { id: 'a', kind: 'tool', contentId: 'mood-check-in', title: 'Mood check-in', rhythm: { pattern: { type: 'daily' }, startDate: '2026-11-24', window: { from: '19:00', to: '21:00' } } },
    { id: 'b', kind: 'flow', contentId: 'loss-grief', ageTier: 'adult', title: 'Loss and grief', rhythm: { pattern: { type: 'every-n-days', n: 14 }, startDate: '2026-11-24', endDate: '2027-02-01' } },
    { id: 'c', kind: 'journey', contentId: 'first-steps', title: 'First steps — “ünïcode” ✓', rhythm: { pattern: { type: 'days-of-week', days: [1, 3, 5] }, startDate: '2026-11-25' }, note: 'After dinner.' },
  ],
};

const clientReturn: ClientReturn = {
  id: 'ret-0001',
  prescriptionId: 'rx-0001',
  createdAt: '2026-11-26T20:00:00.000Z',
  items: [{ itemId: 'a', completions: ['2026-11-24T19:30:00.000Z'] }],
};

describe('share codes carry the codec’s tokens unchanged (embedded database)', () => {
  let database: TestDatabase;
  let client: ReturnType<typeof createShareCodeClient>;

  beforeAll(async () => {
    database = await openTestDatabase('embedded');
    const h = shareHarness(database.db);
    client = createShareCodeClient(SHARE_BASE, async (input, init) => h.handler(new Request(input, init), { ip: '203.0.113.60' }));
  }, 60_000);

  afterAll(async () => {
    await database.close();
  });

  it.each<[string, SharePayload]>([
    ['a prescription', { kind: 'prescription', prescription }],
    ['a return', { kind: 'return', clientReturn }],
  ])('stores and answers %s token as it was made', async (_name, payload) => {
    const token = encodeSharePayload(payload);
    expect(shareTokenSchema.safeParse(token).success).toBe(true);
    const created = await client.create({ payload: token });
    const opened = await client.open(created.code);
    expect(opened).toMatchObject({ status: 'found', payload: token });
    const decoded = decodeSharePayload(opened.status === 'found' ? opened.payload : '');
    expect(decoded).toEqual({ ok: true, payload });
  });
});
