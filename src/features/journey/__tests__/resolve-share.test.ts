import { describe, expect, it, vi } from 'vitest';
import type { ClientReturn, Prescription } from '@contract/prescription-schemas';
import { formatShareCode, generateShareCode } from '@contract/share-code';
import { ShareCodeClientError } from '@contract/share-code-client';
import { encodeSharePayload, prescriptionLink, returnLink } from '@/domains/prescriptions/share-codec';
import { resolveLinkFragment, resolveShortCode } from '../lib/resolve-share';

const prescription: Prescription = {
  id: 'rx-1',
  createdAt: '2026-11-24T09:00:00.000Z',
  prescriber: { name: 'Sam Rivera' },
  crisisReminder: true,
  items: [{ id: 'a', kind: 'tool', contentId: 'mood-check-in', title: 'Mood check-in', rhythm: { pattern: { type: 'daily' }, startDate: '2026-11-24' } }],
};
const clientReturn: ClientReturn = { id: 'ret-1', prescriptionId: 'rx-1', createdAt: '2026-11-25T09:00:00.000Z', items: [] };
const token = encodeSharePayload({ kind: 'prescription', prescription });

function fragmentOf(link: string): string {
  return link.slice(link.indexOf('#'));
}

describe('a link in the fragment', () => {
  it('gives the prescription it holds', () => {
    expect(resolveLinkFragment(fragmentOf(prescriptionLink('https://minds.example', prescription)))).toEqual({ state: 'prescription', prescription, source: 'link' });
  });

  it('recognises a return, which is for the therapist', () => {
    expect(resolveLinkFragment(fragmentOf(returnLink('https://minds.example', clientReturn)))).toEqual({ state: 'return' });
  });

  it('names an empty or damaged link as a problem, and never throws', () => {
    expect(resolveLinkFragment('')).toEqual({ state: 'problem', problem: 'empty' });
    expect(resolveLinkFragment('#')).toEqual({ state: 'problem', problem: 'empty' });
    expect(resolveLinkFragment(`#${token.slice(0, -5)}`)).toMatchObject({ state: 'problem' });
    for (const damaged of ['#%', '#\u0000', `#${'A'.repeat(100_000)}`, `#${token}${token}`]) {
      expect(resolveLinkFragment(damaged).state).toBe('problem');
    }
  });
});

describe('a short code in the path', () => {
  const code = generateShareCode();

  it('refuses a malformed code without asking the service', async () => {
    const open = vi.fn();
    expect(await resolveShortCode('ABC123', { open }, true)).toEqual({ state: 'problem', problem: 'bad-code' });
    expect(open).not.toHaveBeenCalled();
  });

  it('says a code needs a connection when offline, without asking the service', async () => {
    const open = vi.fn();
    expect(await resolveShortCode(formatShareCode(code), { open }, false)).toEqual({ state: 'problem', problem: 'offline' });
    expect(open).not.toHaveBeenCalled();
  });

  it('forgives case and hyphens, and opens the prescription the service holds', async () => {
    const open = vi.fn().mockResolvedValue({ status: 'found', payload: token, expiresAt: '2026-12-24T00:00:00.000Z' });
    expect(await resolveShortCode(formatShareCode(code).toLowerCase(), { open }, true)).toEqual({ state: 'prescription', prescription, source: 'code' });
    expect(open).toHaveBeenCalledWith(code);
  });

  it.each(['unknown', 'expired', 'revoked'] as const)('passes on %s as its own problem', async (status) => {
    expect(await resolveShortCode(code, { open: vi.fn().mockResolvedValue({ status }) }, true)).toEqual({ state: 'problem', problem: status });
  });

  it('treats a damaged payload from the service and an unreachable service as problems', async () => {
    const damaged = { open: vi.fn().mockResolvedValue({ status: 'found', payload: 'not-a-token', expiresAt: '2026-12-24T00:00:00.000Z' }) };
    expect((await resolveShortCode(code, damaged, true)).state).toBe('problem');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const down = { open: vi.fn().mockRejectedValue(new ShareCodeClientError('down', 'network', null, null)) };
    expect(await resolveShortCode(code, down, true)).toEqual({ state: 'problem', problem: 'unreachable' });
    expect(warn).toHaveBeenCalledOnce();
    warn.mockRestore();
  });
});
