/**
 * Replicas writing to shared records and receiving each other's changes in random orders, with duplicates: they all
 * end with the same state and read the same records, and that state is what the sent changes alone say it must be.
 * Seeded, so a failure names a seed that replays it.
 */
import { describe, expect, it } from 'vitest';
import { pick, randomInt, seededRandom } from '../../../testing/seeded-random.ts';
import { formatHlc, tick } from '../hlc.ts';
import { applyChange } from '../merge.ts';
import { makePut, readRecord, resolveConflict } from '../read-record.ts';
import { canonicalJson, emptyRecordState } from '../record-state.ts';
import {
  deliver,
  expectConverged,
  expectMatchesOracle,
  makeReplicas,
  POLICIES,
  shuffled,
  stateOf,
  writeAt,
  type Replica,
  type Sent,
} from './replica-sim.ts';

const RECORDS = ['r0', 'r1', 'r2', 'r3'];
const START = Date.UTC(2026, 0, 5, 9);

interface Pending {
  target: Replica;
  sent: Sent;
}

/** Writes at random replicas, with deliveries interleaved at random, some delivered twice; then everything. */
function runSeed(seed: number): { replicas: Replica[]; sent: Sent[] } {
  const random = seededRandom(seed);
  const replicas = makeReplicas(randomInt(random, 3, 5), random);
  const sent: Sent[] = [];
  let pending: Pending[] = [];
  let now = START;
  for (let step = 0; step < 160; step += 1) {
    now += randomInt(random, 0, 3);
    const author = pick(random, replicas);
    const change = writeAt(author, pick(random, RECORDS), now, random);
    sent.push(change);
    for (const target of replicas) if (target !== author) pending.push({ target, sent: change });
    for (let i = randomInt(random, 0, 4); i > 0 && pending.length > 0; i -= 1) {
      const index = randomInt(random, 0, pending.length - 1);
      const item = pending[index] as Pending;
      deliver(item.target, item.sent, now);
      // One delivery in five is kept to be delivered again later: a retry after a lost acknowledgement.
      if (random() >= 0.2) pending = pending.filter((_, at) => at !== index);
    }
  }
  for (const item of shuffled(pending, random)) deliver(item.target, item.sent, now);
  for (const target of replicas) {
    for (const change of sent) if (random() < 0.1) deliver(target, change, now);
  }
  return { replicas, sent };
}

describe('replicas exchanging changes in random orders', () => {
  it('converge to the same state and readings, exactly the one the sent changes call for (60 seeds)', () => {
    const seen = { conflicts: 0, deleted: 0, revived: 0 };
    for (let seed = 1; seed <= 60; seed += 1) {
      const { replicas, sent } = runSeed(seed);
      expectConverged(replicas, RECORDS);
      const reference = RECORDS.map((id) => sent.filter((item) => item.recordId === id));
      for (const [index, recordId] of RECORDS.entries()) {
        const state = stateOf(replicas[0] as Replica, recordId);
        expectMatchesOracle(state, recordId, sent);
        // Applied once each, in the order they were written and in reverse: the same state again.
        const forward = (reference[index] ?? []).reduce((acc, item) => applyChange(acc, item.change), emptyRecordState());
        const backward = [...(reference[index] ?? [])]
          .reverse()
          .reduce((acc, item) => applyChange(acc, item.change), emptyRecordState());
        expect(canonicalJson(forward), `seed ${seed}`).toBe(canonicalJson(state));
        expect(canonicalJson(backward), `seed ${seed}`).toBe(canonicalJson(state));
        const reading = readRecord(state, POLICIES);
        seen.conflicts += reading.conflicts.length;
        if (reading.deleted) seen.deleted += 1;
        else if (state.tombstone !== null) seen.revived += 1;
      }
    }
    // The runs reach what they claim to test: concurrent text edits, deletes standing, and edits after a delete.
    expect(seen.conflicts).toBeGreaterThan(10);
    expect(seen.deleted).toBeGreaterThan(5);
    expect(seen.revived).toBeGreaterThan(10);
  });

  it('never bring back a deleted record with an older put delivered late', () => {
    const random = seededRandom(0xde1);
    const [writer, deleter, late] = makeReplicas(3, random) as [Replica, Replica, Replica];
    const put = writeAtWith(writer, { title: 'Walk' }, START);
    deliver(deleter, put, START + 1);
    deleter.clock = tick(deleter.clock, START + 2, deleter.deviceId);
    const remove: Sent = { recordId: 'r0', change: { hlc: formatHlc(deleter.clock), op: 'delete' } };
    deliver(deleter, remove, START + 2);
    deliver(late, remove, START + 3);
    deliver(late, put, START + 4);
    deliver(writer, remove, START + 5);
    for (const replica of [writer, deleter, late]) {
      expect(readRecord(stateOf(replica, 'r0'), POLICIES)).toEqual({ deleted: true, fields: {}, conflicts: [] });
    }
  });

  it('turn two concurrent text edits into one conflict with both texts, which one resolution settles everywhere', () => {
    for (let seed = 1; seed <= 20; seed += 1) {
      const random = seededRandom(seed * 7919);
      const replicas = makeReplicas(randomInt(random, 3, 5), random);
      const [first, second, third] = replicas as [Replica, Replica, Replica];
      const everywhere = (change: Sent, at: number) => {
        for (const replica of shuffled(replicas, random)) deliver(replica, change, at);
      };
      everywhere(writeAtWith(first, { text: 'Slept badly' }, START), START);
      const mine = writeAtWith(first, { text: 'Slept badly, walked' }, START + 10);
      const theirs = writeAtWith(second, { text: 'Slept badly, rang Sam' }, START + 10);
      for (const item of shuffled([mine, theirs, mine, theirs], random)) everywhere(item, START + 11);
      for (const replica of replicas) {
        const { conflicts } = readRecord(stateOf(replica, 'r0'), POLICIES);
        expect(conflicts).toHaveLength(1);
        expect(conflicts[0]?.versions.map((version) => version.value).sort()).toEqual([
          'Slept badly, rang Sam',
          'Slept badly, walked',
        ]);
      }
      third.clock = tick(third.clock, START + 20, third.deviceId);
      const merged = resolveConflict(stateOf(third, 'r0'), 'text', 'Slept badly, walked, rang Sam', formatHlc(third.clock));
      everywhere({ recordId: 'r0', change: merged }, START + 21);
      expectConverged(replicas, ['r0']);
      expect(readRecord(stateOf(second, 'r0'), POLICIES)).toEqual({
        deleted: false,
        fields: { text: 'Slept badly, walked, rang Sam' },
        conflicts: [],
      });
    }
  });
});

/** A put of the given values on record r0, written at `replica` as the app would, applied there. */
function writeAtWith(replica: Replica, values: Record<string, string>, nowMs: number): Sent {
  replica.clock = tick(replica.clock, nowMs + replica.skewMs, replica.deviceId);
  const change = makePut(stateOf(replica, 'r0'), formatHlc(replica.clock), values);
  replica.records.set('r0', applyChange(stateOf(replica, 'r0'), change));
  return { recordId: 'r0', change };
}
