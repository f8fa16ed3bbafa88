// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ClientReturn, Prescription } from '@contract/prescription-schemas';
import { generateShareCode, formatShareCode } from '@contract/share-code';
import type { ShareCodeClient } from '@contract/share-code-client';
import { db } from '@/db/database';
import type { PrescriptionRow } from '@/db/star-chart-types';
import { encodeSharePayload, prescriptionLink, returnLink } from '@/domains/prescriptions/share-codec';
import { importReturn, readReturn } from '../data/import-return';

const prescription: Prescription = {
  id: 'rx-1',
  createdAt: '2026-11-20T10:00:00.000Z',
  prescriber: { name: 'Sam Rivera' },
  crisisReminder: true,
  items: [{ id: 'a', kind: 'tool', contentId: 'mood-check-in', title: 'Mood check-in', rhythm: { pattern: { type: 'daily' }, startDate: '2026-11-20' } }],
};
const row: PrescriptionRow = {
  id: 'rx-1',
  therapistId: 't1',
  clientId: 'c1',
  prescription,
  status: 'active',
  shortCodes: [],
  createdAt: prescription.createdAt,
  updatedAt: prescription.createdAt,
};
const clientReturn: ClientReturn = {
  id: 'ret-1',
  prescriptionId: 'rx-1',
  createdAt: '2026-11-23T10:00:00.000Z',
  items: [{ itemId: 'a', completions: ['2026-11-23T09:00:00.000Z'] }],
};

function service(open: ShareCodeClient['open']): () => ShareCodeClient {
  return () => ({ open, create: vi.fn(), revoke: vi.fn() });
}
const noService = service(() => Promise.reject(new Error('must not be called')));

beforeEach(async () => {
  await Promise.all([db.prescriptions.clear(), db.clientReturns.clear()]);
  await db.prescriptions.put(row);
});

describe('importing a return', () => {
  it('imports a return once: the second time adds nothing', async () => {
    expect(await importReturn('t1', clientReturn, 'c1')).toBe('added');
    expect(await importReturn('t1', clientReturn, 'c1')).toBe('duplicate');
    expect(await db.clientReturns.count()).toBe(1);
    expect((await db.clientReturns.get('ret-1'))?.clientId).toBe('c1');
  });

  it('imports a return of the previous shape (version 1: no version, no time zone, one kind per item)', async () => {
    const read = await readReturn(returnLink('https://minds.example', clientReturn), noService);
    expect(read).toEqual({ ok: true, clientReturn });
    expect(await importReturn('t1', clientReturn, 'c1')).toBe('added');
    expect((await db.clientReturns.get('ret-1'))?.clientReturn.version).toBeUndefined();
  });

  it('imports a version 2 return carrying days done, scores and entries of one item, through its link', async () => {
    const several: ClientReturn = {
      id: 'ret-2',
      version: 2,
      prescriptionId: 'rx-1',
      createdAt: '2026-11-23T10:00:00.000Z',
      timeZone: 'America/New_York',
      items: [
        {
          itemId: 'a',
          completions: ['2026-11-22T23:30:00.000Z', '2026-11-23T09:00:00.000Z'],
          doneDates: ['2026-11-22', '2026-11-23'],
          scores: [{ at: '2026-11-23T09:00:00.000Z', label: 'How pleasant or unpleasant do you feel?', value: 2, max: 5, flags: ['crisis-word'] }],
          entries: [{ at: '2026-11-23T09:00:00.000Z', title: 'Mood check-in', body: 'Words for how you feel: Hopeless', flags: ['crisis-word'] }],
        },
      ],
    };
    const read = await readReturn(returnLink('https://minds.example', several), noService);
    expect(read).toEqual({ ok: true, clientReturn: several });
    expect(await importReturn('t1', several, 'c1')).toBe('added');
    expect((await db.clientReturns.get('ret-2'))?.clientReturn).toEqual(several);
  });

  it('refuses a return for a prescription not in this chart, or not this therapist’s, saving nothing', async () => {
    expect(await importReturn('t1', clientReturn, 'c2')).toBe('other-client');
    expect(await importReturn('t2', clientReturn)).toBe('unknown-prescription');
    expect(await importReturn('t1', { ...clientReturn, prescriptionId: 'rx-unknown' })).toBe('unknown-prescription');
    expect(await db.clientReturns.count()).toBe(0);
  });
});

describe('reading a return', () => {
  it('reads a return link, a bare token and a file’s text', async () => {
    const link = returnLink('https://minds.example', clientReturn);
    for (const input of [link, link.split('#')[1]!, `${link}\n`]) {
      expect(await readReturn(input, noService)).toEqual({ ok: true, clientReturn });
    }
  });

  it('explains a damaged, truncated, empty or wrong-kind input, never throwing', async () => {
    const link = returnLink('https://minds.example', clientReturn);
    const outcomes = await Promise.all(
      ['', link.slice(0, -10), `${link.slice(0, -3)}AAA`, prescriptionLink('https://minds.example', prescription), 'x'.repeat(100_000)].map((input) => readReturn(input, noService)),
    );
    for (const outcome of outcomes) expect(outcome.ok).toBe(false);
    expect(outcomes[3]).toEqual({ ok: false, message: 'This is a prescription, not a return from a client.' });
  });

  it('looks up a short code, forgiving its spelling, and explains unknown, expired and revoked codes', async () => {
    const code = generateShareCode();
    const token = encodeSharePayload({ kind: 'return', clientReturn });
    const open = vi.fn<ShareCodeClient['open']>().mockResolvedValue({ status: 'found', payload: token, expiresAt: '2026-12-01T00:00:00.000Z' });
    expect(await readReturn(formatShareCode(code).toLowerCase(), service(open))).toEqual({ ok: true, clientReturn });
    expect(open).toHaveBeenCalledWith(code);
    for (const status of ['unknown', 'expired', 'revoked'] as const) {
      const outcome = await readReturn(code, service(() => Promise.resolve({ status })));
      expect(outcome.ok).toBe(false);
    }
    const revoked = await readReturn(code, service(() => Promise.resolve({ status: 'revoked' })));
    expect(revoked).toEqual({ ok: false, message: 'This code was revoked and no longer opens.' });
  });
});
