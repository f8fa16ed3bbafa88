import { describe, expect, it } from 'vitest';
import { decideRemovals, factKey, type DeviceFact, type ServerRowFact } from '../plaintext-move-decision';

const ME = 'therapist-1';
const AT = '2026-11-24T09:00:00.000Z';
const LATER = '2026-11-25T09:00:00.000Z';

const row = (table: ServerRowFact['table'], id: string, changedAt = AT): ServerRowFact => ({ table, id, changedAt });
const confirmed = { state: 'confirmed', deleted: false } as const;

function fact(overrides: Partial<DeviceFact> = {}): DeviceFact {
  return { local: { therapistId: ME, changedAt: AT }, removalQueuedBefore: false, encrypted: confirmed, ...overrides };
}

describe('decideRemovals', () => {
  it('removes a row only when this therapist’s copy is here, as new, and confirmed in the encrypted log', () => {
    const rows = [row('therapist_clients', 'c1'), row('prescriptions', 'rx1'), row('client_returns', 'r1')];
    const decision = decideRemovals(ME, rows, new Set(), () => fact());
    expect([...decision.remove]).toEqual([
      ['therapist_clients', ['c1']],
      ['prescriptions', ['rx1']],
      ['client_returns', ['r1']],
    ]);
    expect(decision.kept).toEqual([]);
  });

  it('removes nothing that is not confirmed: pending, never collected, or sync off', () => {
    const rows = [row('client_notes', 'n1'), row('client_notes', 'n2'), row('client_notes', 'n3')];
    const facts: Record<string, DeviceFact> = {
      n1: fact({ encrypted: { state: 'pending', deleted: false } }),
      n2: fact({ encrypted: { state: 'absent', deleted: false } }),
      n3: fact({ encrypted: undefined }),
    };
    const decision = decideRemovals(ME, rows, new Set(), (server) => facts[server.id] as DeviceFact);
    expect(decision.remove.size).toBe(0);
    expect(decision.kept.map((kept) => kept.reason)).toEqual(['not-confirmed', 'not-confirmed', 'not-confirmed']);
  });

  it('keeps what is not on this device, another therapist’s row, an older copy and an unreadable row', () => {
    const rows = [row('therapist_clients', 'gone'), row('therapist_clients', 'theirs'), row('prescriptions', 'old', LATER), row('client_notes', 'bad')];
    const facts: Record<string, DeviceFact> = {
      gone: fact({ local: null }),
      theirs: fact({ local: { therapistId: 'someone-else', changedAt: AT } }),
      old: fact({ local: { therapistId: ME, changedAt: AT } }),
      bad: fact(),
    };
    const decision = decideRemovals(ME, rows, new Set([factKey('client_notes', 'bad')]), (server) => facts[server.id] as DeviceFact);
    expect(decision.remove.size).toBe(0);
    expect(decision.kept).toEqual([
      { table: 'therapist_clients', id: 'gone', reason: 'not-on-device' },
      { table: 'therapist_clients', id: 'theirs', reason: 'another-therapist' },
      { table: 'prescriptions', id: 'old', reason: 'older-on-device' },
      { table: 'client_notes', id: 'bad', reason: 'unreadable' },
    ]);
  });

  it('removes a record removed here: a confirmed tombstone, or a note whose removal was queued before (sync on)', () => {
    const rows = [row('therapist_clients', 'tomb'), row('client_notes', 'removed'), row('client_notes', 'removed-sync-off'), row('client_notes', 'tomb-pending')];
    const facts: Record<string, DeviceFact> = {
      tomb: fact({ local: null, encrypted: { state: 'confirmed', deleted: true } }),
      removed: fact({ local: null, removalQueuedBefore: true, encrypted: { state: 'absent', deleted: false } }),
      'removed-sync-off': fact({ local: null, removalQueuedBefore: true, encrypted: undefined }),
      'tomb-pending': fact({ local: null, encrypted: { state: 'pending', deleted: true } }),
    };
    const decision = decideRemovals(ME, rows, new Set(), (server) => facts[server.id] as DeviceFact);
    expect([...decision.remove]).toEqual([
      ['therapist_clients', ['tomb']],
      ['client_notes', ['removed']],
    ]);
    expect(decision.kept.map((kept) => [kept.id, kept.reason])).toEqual([
      ['removed-sync-off', 'not-on-device'],
      ['tomb-pending', 'not-on-device'],
    ]);
  });

  it('never removes a row the log holds as deleted while this device still has it (it has not been collected)', () => {
    const decision = decideRemovals(ME, [row('client_notes', 'n1')], new Set(), () => fact({ encrypted: { state: 'confirmed', deleted: true } }));
    expect(decision.remove.size).toBe(0);
    expect(decision.kept[0]?.reason).toBe('not-confirmed');
  });

  it('is the same decision given the same facts (a rerun after a partial failure decides alike)', () => {
    const rows = [row('therapist_clients', 'c1'), row('client_notes', 'n1')];
    const deviceFact = (server: ServerRowFact) => fact({ encrypted: server.id === 'n1' ? { state: 'pending', deleted: false } : confirmed });
    expect(decideRemovals(ME, rows, new Set(), deviceFact)).toEqual(decideRemovals(ME, rows, new Set(), deviceFact));
  });
});
