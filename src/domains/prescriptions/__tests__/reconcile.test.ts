import { describe, expect, it } from 'vitest';
import type { ClientReturn, Prescription } from '@contract/prescription-schemas';
import type { ClientNoteRow, ClientReturnRow, PrescriptionRow, TherapistClientRow } from '@/db/star-chart-types';
import { canonical, reconcile, type WorkspaceRows } from '../reconcile';

/*
 * Property-style tests after excalidraw's reconcile test: many random workspaces from a seeded generator (a failure
 * names its seed and replays), with few ids, few times and few contents, so that overlaps and ties are common.
 */

const ME = 'therapist-me';
const OTHER = 'therapist-other';
const RUNS = 400;

/** mulberry32: a small seeded generator, so a failing case can be replayed from its seed. */
function generator(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (below: number) => Math.floor(next() * below);
  const pick = <T,>(items: readonly T[]): T => items[int(items.length)]!;
  return { int, pick, chance: (p: number) => next() < p };
}
type Random = ReturnType<typeof generator>;

const TIMES = ['2026-11-01T10:00:00.000Z', '2026-11-02T10:00:00.000Z', '2026-11-03T10:00:00.000Z'];
const WORDS = ['calm', 'tired', 'steady'];
const ids = (prefix: string) => [1, 2, 3, 4].map((n) => `${prefix}-${n}`);

function prescriptionOf(id: string, note: string): Prescription {
  return { id, createdAt: TIMES[0]!, prescriber: { name: 'Dr Sample' }, note, crisisReminder: true, items: [] };
}

/** A return is immutable: the same id always has the same content (its id is the return's own id). */
function returnOf(id: string, therapistId: string): ClientReturnRow {
  const clientReturn: ClientReturn = { id, prescriptionId: 'rx-1', createdAt: TIMES[0]!, items: [] };
  return { id, therapistId, clientId: 'client-1', prescriptionId: 'rx-1', clientReturn, importedAt: TIMES[0]! };
}

/** Each id at most once, each present with probability one half. */
function some<Row>(random: Random, pool: readonly string[], make: (id: string) => Row): Row[] {
  return pool.filter(() => random.chance(0.5)).map(make);
}

function workspace(random: Random, owner: () => string): WorkspaceRows {
  const updatedAt = () => random.pick(TIMES);
  return {
    clients: some(random, ids('client'), (id): TherapistClientRow => ({
      id, therapistId: owner(), alias: random.pick(WORDS), createdAt: TIMES[0]!, updatedAt: updatedAt(), archivedAt: random.chance(0.3) ? TIMES[1]! : null,
    })),
    prescriptions: some(random, ids('rx'), (id): PrescriptionRow => ({
      id, therapistId: owner(), clientId: 'client-1', prescription: prescriptionOf(id, random.pick(WORDS)), status: random.pick(['active', 'ended'] as const),
      shortCodes: [], createdAt: TIMES[0]!, updatedAt: updatedAt(),
    })),
    notes: some(random, ids('note'), (id): ClientNoteRow => ({
      id, therapistId: owner(), clientId: 'client-1', text: random.pick(WORDS), createdAt: TIMES[0]!, updatedAt: updatedAt(),
    })),
    returns: some(random, ids('return'), (id) => returnOf(id, ME)),
  };
}

/** A workspace as a comparable value: rows sorted by id, fields in canonical order. */
function stateOf(rows: WorkspaceRows): string {
  const sorted = <Row extends { id: string }>(table: readonly Row[]) => [...table].sort((a, b) => (a.id < b.id ? -1 : 1));
  return canonical({
    clients: sorted(rows.clients), prescriptions: sorted(rows.prescriptions), notes: sorted(rows.notes), returns: sorted(rows.returns),
  });
}

const TABLES = ['clients', 'prescriptions', 'notes', 'returns'] as const;

function forEachSeed(check: (random: Random, seed: number) => void) {
  for (let seed = 1; seed <= RUNS; seed += 1) check(generator(seed), seed);
}

describe('reconcile', () => {
  it('converges whichever side is local, when both are the same therapist\'s', () => {
    forEachSeed((random, seed) => {
      const [a, b] = [workspace(random, () => ME), workspace(random, () => ME)];
      expect(stateOf(reconcile(a, b, { therapistId: ME }).merged), `seed ${seed}`).toBe(stateOf(reconcile(b, a, { therapistId: ME }).merged));
    });
  });

  it('converges whichever of two remote copies is applied first, foreign rows and queued removals included', () => {
    forEachSeed((random, seed) => {
      const removedNotes = new Set(ids('note').filter(() => random.chance(0.3)));
      const local = withoutNotes(workspace(random, () => (random.chance(0.2) ? OTHER : ME)), removedNotes);
      const [first, second] = [workspace(random, () => ME), workspace(random, () => ME)];
      const options = { therapistId: ME, removedNotes };
      const oneWay = reconcile(reconcile(local, first, options).merged, second, options).merged;
      const otherWay = reconcile(reconcile(local, second, options).merged, first, options).merged;
      expect(stateOf(oneWay), `seed ${seed}`).toBe(stateOf(otherWay));
      // Applying the same copy again changes nothing.
      expect(reconcile(oneWay, first, options).changes, `seed ${seed}`).toEqual({ clients: [], prescriptions: [], notes: [], returns: [] });
    });
  });

  it('keeps the newer updatedAt of the two copies of a row', () => {
    forEachSeed((random, seed) => {
      const [local, remote] = [workspace(random, () => ME), workspace(random, () => ME)];
      const { merged } = reconcile(local, remote, { therapistId: ME });
      for (const table of ['clients', 'prescriptions', 'notes'] as const) {
        for (const row of merged[table]) {
          const copies = [...local[table], ...remote[table]].filter((each) => each.id === row.id);
          const newest = Math.max(...copies.map((each) => Date.parse(each.updatedAt)));
          expect(Date.parse(row.updatedAt), `seed ${seed} ${table} ${row.id}`).toBe(newest);
        }
      }
    });
  });

  it('only adds imported returns: one on this device never changes, a missing one arrives', () => {
    forEachSeed((random, seed) => {
      const local = workspace(random, () => ME);
      // The server's copy differs from this device's: the device's copy still stays as it is.
      const remote = { ...workspace(random, () => ME), returns: ids('return').filter(() => random.chance(0.5)).map((id) => ({ ...returnOf(id, ME), importedAt: TIMES[2]! })) };
      const { merged, changes } = reconcile(local, remote, { therapistId: ME });
      for (const row of local.returns) expect(merged.returns.find((each) => each.id === row.id), `seed ${seed}`).toEqual(row);
      const localIds = new Set(local.returns.map((row) => row.id));
      expect(changes.returns.map((row) => row.id), `seed ${seed}`).toEqual(remote.returns.map((row) => row.id).filter((id) => !localIds.has(id)));
    });
  });

  it('never brings back a note whose removal is still queued', () => {
    forEachSeed((random, seed) => {
      const removedNotes = new Set(ids('note').filter(() => random.chance(0.5)));
      const local = withoutNotes(workspace(random, () => ME), removedNotes);
      const { merged, changes } = reconcile(local, workspace(random, () => ME), { therapistId: ME, removedNotes });
      expect(merged.notes.filter((row) => removedNotes.has(row.id)), `seed ${seed}`).toEqual([]);
      expect(changes.notes.filter((row) => removedNotes.has(row.id)), `seed ${seed}`).toEqual([]);
    });
  });

  it("never overwrites a row another therapist wrote on this device", () => {
    forEachSeed((random, seed) => {
      const local = workspace(random, () => OTHER);
      const { merged } = reconcile(local, workspace(random, () => ME), { therapistId: ME });
      for (const table of TABLES) {
        for (const row of local[table]) expect(merged[table].find((each) => each.id === row.id), `seed ${seed}`).toEqual(row);
      }
    });
  });

  it('writes only what changed, and counts every remote row once', () => {
    forEachSeed((random, seed) => {
      const [local, remote] = [workspace(random, () => ME), workspace(random, () => ME)];
      const result = reconcile(local, remote, { therapistId: ME });
      const remoteCount = TABLES.reduce((sum, table) => sum + remote[table].length, 0);
      expect(result.added + result.updated + result.kept, `seed ${seed}`).toBe(remoteCount);
      const changed = TABLES.reduce((sum, table) => sum + result.changes[table].length, 0);
      expect(changed, `seed ${seed}`).toBe(result.added + result.updated);
      for (const table of TABLES) {
        for (const row of result.changes[table]) {
          const before = local[table].find((each) => each.id === row.id);
          expect(before && canonical(before) === canonical(row), `seed ${seed}: ${row.id} written unchanged`).toBeFalsy();
        }
      }
    });
  });

  it('is pure: neither side is changed', () => {
    const random = generator(7);
    const [local, remote] = [workspace(random, () => ME), workspace(random, () => ME)];
    const [before, remoteBefore] = [stateOf(local), stateOf(remote)];
    reconcile(local, remote, { therapistId: ME });
    expect([stateOf(local), stateOf(remote)]).toEqual([before, remoteBefore]);
  });
});

/** This device removed these notes (the removal is queued): they are no longer in its tables. */
function withoutNotes(rows: WorkspaceRows, removed: ReadonlySet<string>): WorkspaceRows {
  return { ...rows, notes: rows.notes.filter((row) => !removed.has(row.id)) };
}
