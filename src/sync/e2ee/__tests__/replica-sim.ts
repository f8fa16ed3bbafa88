/**
 * Replicas for the convergence tests: each holds its records' states and its own clock, writes the way the app
 * would (a put's prev is what this replica holds of the field), and receives other replicas' changes in whatever
 * order and as many times as the test delivers them. The oracle reads the sent changes alone, so the expected
 * survivors are worked out without the merge under test.
 */
import { expect } from 'vitest';
import { pick, randomInt } from '../../../testing/seeded-random.ts';
import { formatHlc, parseHlc, receive, startClock, tick, type Hlc } from '../hlc.ts';
import { applyChange } from '../merge.ts';
import { makeDelete, makePut, readRecord, type FieldPolicy } from '../read-record.ts';
import { canonicalJson, emptyRecordState, type RecordChange, type RecordState } from '../record-state.ts';

export const POLICIES: Readonly<Record<string, FieldPolicy>> = { title: 'lww', mood: 'lww', text: 'text' };
const WORDS = ['calm', 'tired', 'walked', 'slept', 'rang', 'Sam', 'rain', 'better', 'tea', 'wrote'];

export interface Sent {
  recordId: string;
  change: RecordChange;
}

export interface Replica {
  deviceId: string;
  clock: Hlc;
  /** How far this device's time is from the shared one: small, so no clock is refused. */
  skewMs: number;
  records: Map<string, RecordState>;
}

export function makeReplicas(count: number, random: () => number): Replica[] {
  return Array.from({ length: count }, (_, index) => {
    const deviceId = `dev${index}`;
    return { deviceId, clock: startClock(deviceId), skewMs: randomInt(random, -40, 40), records: new Map() };
  });
}

export function stateOf(replica: Replica, recordId: string): RecordState {
  return replica.records.get(recordId) ?? emptyRecordState();
}

/** A write as a person makes it on this replica: a delete, some last-writer-wins fields, or an edit of the text. */
export function writeAt(replica: Replica, recordId: string, nowMs: number, random: () => number): Sent {
  replica.clock = tick(replica.clock, nowMs + replica.skewMs, replica.deviceId);
  const hlc = formatHlc(replica.clock);
  const state = stateOf(replica, recordId);
  const roll = random();
  let change: RecordChange;
  if (roll < 0.1) {
    change = makeDelete(hlc);
  } else if (roll < 0.55) {
    const values: Record<string, string | number> = {};
    if (random() < 0.7) values.title = `${pick(random, WORDS)} ${replica.deviceId}`;
    if (random() < 0.6 || Object.keys(values).length === 0) values.mood = randomInt(random, 1, 5);
    change = makePut(state, hlc, values);
  } else {
    const shown = readRecord(state, POLICIES).fields.text;
    const words = typeof shown === 'string' ? shown.split(' ') : [];
    change = makePut(state, hlc, { text: [...words, pick(random, WORDS)].slice(-6).join(' ') });
  }
  replica.records.set(recordId, applyChange(state, change));
  return { recordId, change };
}

export function deliver(replica: Replica, sent: Sent, nowMs: number): void {
  const remote = parseHlc(sent.change.hlc);
  if (remote === null) throw new Error(`not a clock: ${sent.change.hlc}`);
  const result = receive(replica.clock, remote, nowMs + replica.skewMs);
  if (result.status !== 'accepted') throw new Error(`clock refused: ${sent.change.hlc}`);
  replica.clock = result.clock;
  replica.records.set(sent.recordId, applyChange(stateOf(replica, sent.recordId), sent.change));
}

export function shuffled<T>(items: readonly T[], random: () => number): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i -= 1) {
    const j = randomInt(random, 0, i);
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

/** Every replica holds the same state and reads the same record, for every record written. */
export function expectConverged(replicas: readonly Replica[], recordIds: readonly string[]): void {
  const [first, ...rest] = replicas;
  if (first === undefined) return;
  for (const recordId of recordIds) {
    const expected = canonicalJson(stateOf(first, recordId));
    const reading = readRecord(stateOf(first, recordId), POLICIES);
    for (const replica of rest) {
      expect(canonicalJson(stateOf(replica, recordId)), `${recordId} at ${replica.deviceId}`).toBe(expected);
      expect(readRecord(stateOf(replica, recordId), POLICIES)).toEqual(reading);
    }
  }
}

/**
 * What the sent changes alone say a record must hold: per field, exactly the versions no prev named (none lost,
 * none twice); the record deleted exactly when its newest delete is later than its newest put; a last-writer-wins
 * field reading the value of its newest write.
 */
export function expectMatchesOracle(state: RecordState, recordId: string, sent: readonly Sent[]): void {
  const written = new Map<string, Map<string, string>>();
  const superseded = new Map<string, Set<string>>();
  let newestPut = '';
  let newestDelete = '';
  for (const { change } of sent.filter((item) => item.recordId === recordId)) {
    if (change.op === 'delete') {
      if (change.hlc > newestDelete) newestDelete = change.hlc;
      continue;
    }
    if (change.hlc > newestPut) newestPut = change.hlc;
    for (const [field, write] of Object.entries(change.fields)) {
      const versions = written.get(field) ?? new Map<string, string>();
      versions.set(change.hlc, canonicalJson(write.value));
      written.set(field, versions);
      const named = superseded.get(field) ?? new Set<string>();
      for (const clock of write.prev) named.add(clock);
      superseded.set(field, named);
    }
  }
  for (const [field, versions] of written) {
    const survivors = [...versions].filter(([hlc]) => !superseded.get(field)?.has(hlc)).sort();
    const held = (state.fields[field]?.versions ?? []).map(({ hlc, value }) => [hlc, canonicalJson(value)]);
    expect(held, `${recordId}.${field}`).toEqual(survivors);
  }
  const reading = readRecord(state, POLICIES);
  expect(reading.deleted, `${recordId} deleted`).toBe(newestDelete > newestPut);
  if (reading.deleted) return;
  for (const field of ['title', 'mood']) {
    const versions = written.get(field);
    if (versions === undefined) continue;
    const newest = [...versions.keys()].sort().at(-1) ?? '';
    expect(canonicalJson(reading.fields[field]), `${recordId}.${field} value`).toBe(versions.get(newest));
  }
}
