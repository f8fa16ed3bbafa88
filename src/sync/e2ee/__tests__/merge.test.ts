import { describe, expect, it } from 'vitest';
import { pick, randomInt, seededRandom } from '../../../testing/seeded-random.ts';
import { formatHlc } from '../hlc.ts';
import { applyChange, mergeStates } from '../merge.ts';
import { heldClocks, makeDelete, makePut, readRecord, resolveConflict } from '../read-record.ts';
import { canonicalJson, emptyRecordState, type RecordChange, type RecordState } from '../record-state.ts';

const clock = (wallMs: number, deviceId = 'a', counter = 0) => formatHlc({ wallMs, counter, deviceId });
const POLICIES = { title: 'lww', text: 'text' } as const;

function applyAll(changes: readonly RecordChange[], state = emptyRecordState()): RecordState {
  return changes.reduce(applyChange, state);
}

describe('applying changes', () => {
  it('keeps a put field by field, and a later put that names the earlier one replaces it', () => {
    const first = makePut(emptyRecordState(), clock(1), { title: 'Walk', text: 'Went out' });
    const afterFirst = applyAll([first]);
    const second = makePut(afterFirst, clock(2), { title: 'Long walk' });
    const state = applyAll([second], afterFirst);
    expect(state.fields.title).toEqual({ versions: [{ value: 'Long walk', hlc: clock(2) }], superseded: [clock(1)] });
    expect(readRecord(state, POLICIES)).toEqual({
      deleted: false,
      fields: { text: 'Went out', title: 'Long walk' },
      conflicts: [],
    });
  });

  it('drops on arrival a version already superseded, so the order of delivery does not matter', () => {
    const first = makePut(emptyRecordState(), clock(1), { title: 'Walk' });
    const second = makePut(applyAll([first]), clock(2), { title: 'Run' });
    expect(canonicalJson(applyAll([second, first]))).toBe(canonicalJson(applyAll([first, second])));
    expect(applyAll([second, first]).fields.title?.versions).toEqual([{ value: 'Run', hlc: clock(2) }]);
  });

  it('superseding one field of a change leaves the change’s other fields alone', () => {
    const first = makePut(emptyRecordState(), clock(1), { title: 'Walk', text: 'Went out' });
    const afterFirst = applyAll([first]);
    const state = applyAll([makePut(afterFirst, clock(2), { text: 'Stayed in' })], afterFirst);
    expect(readRecord(state, POLICIES).fields).toEqual({ title: 'Walk', text: 'Stayed in' });
  });

  it('a delete is not undone by an older put delivered late, and is undone by a newer one', () => {
    const put = makePut(emptyRecordState(), clock(1), { title: 'Walk' });
    const deleted = applyAll([makeDelete(clock(2))]);
    const late = applyAll([put], deleted);
    expect(readRecord(late, POLICIES)).toEqual({ deleted: true, fields: {}, conflicts: [] });
    const revived = applyAll([makePut(late, clock(3, 'b'), { text: 'Back' })], late);
    expect(readRecord(revived, POLICIES)).toEqual({
      deleted: false,
      fields: { title: 'Walk', text: 'Back' },
      conflicts: [],
    });
  });

  it('keeps two concurrent free-text edits as one conflict, newest shown first, until one put names both', () => {
    const base = applyAll([makePut(emptyRecordState(), clock(1), { text: 'Draft' })]);
    const mine = makePut(base, clock(5, 'a'), { text: 'Mine' });
    const theirs = makePut(base, clock(5, 'b'), { text: 'Theirs' });
    const both = applyAll([mine, theirs], base);
    const reading = readRecord(both, POLICIES);
    expect(reading.fields.text).toBe('Theirs');
    expect(reading.conflicts).toEqual([
      {
        field: 'text',
        versions: [
          { value: 'Theirs', hlc: clock(5, 'b') },
          { value: 'Mine', hlc: clock(5, 'a') },
        ],
      },
    ]);
    const resolution = resolveConflict(both, 'text', 'Mine and theirs', clock(6));
    expect(resolution).toEqual({
      hlc: clock(6),
      op: 'put',
      fields: { text: { value: 'Mine and theirs', prev: [clock(5, 'a'), clock(5, 'b')] } },
    });
    expect(readRecord(applyAll([resolution], both), POLICIES)).toEqual({
      deleted: false,
      fields: { text: 'Mine and theirs' },
      conflicts: [],
    });
  });

  it('reads a last-writer-wins field by its largest clock, with no conflict', () => {
    const mine = makePut(emptyRecordState(), clock(5, 'a'), { title: 'Mine' });
    const theirs = makePut(emptyRecordState(), clock(5, 'b'), { title: 'Theirs' });
    const state = applyAll([theirs, mine]);
    expect(heldClocks(state, 'title')).toEqual([clock(5, 'a'), clock(5, 'b')]);
    expect(readRecord(state, POLICIES)).toEqual({ deleted: false, fields: { title: 'Theirs' }, conflicts: [] });
  });

  it('treats a field named __proto__ as a field', () => {
    const put = makePut(emptyRecordState(), clock(1), JSON.parse('{"__proto__":"x"}') as Record<string, string>);
    const state = applyAll([put]);
    expect(Object.getPrototypeOf(state.fields)).toBe(Object.prototype);
    expect(readRecord(state, {}).fields).toEqual(JSON.parse('{"__proto__":"x"}'));
  });
});

describe('the join', () => {
  const FIELDS = ['title', 'text', 'mood'];
  const VALUES = ['a', 'b', { nested: [1, 2], z: true, y: null }, 3, null];

  /** A random state built from random changes whose prev lists name random earlier clocks, not only held ones. */
  function randomState(random: () => number): RecordState {
    let state = emptyRecordState();
    for (let i = randomInt(random, 0, 6); i > 0; i -= 1) {
      const hlc = clock(randomInt(random, 1, 20), pick(random, ['a', 'b', 'c']));
      if (random() < 0.2) {
        state = applyChange(state, makeDelete(hlc));
        continue;
      }
      const prev = () => Array.from({ length: randomInt(random, 0, 2) }, () => clock(randomInt(random, 1, 20), 'a'));
      const names = FIELDS.filter(() => random() < 0.5);
      const fields = Object.fromEntries(names.map((name) => [name, { value: pick(random, VALUES), prev: prev() }]));
      state = applyChange(state, { hlc, op: 'put', fields });
    }
    return state;
  }

  it('is commutative, associative and idempotent over 2,000 random triples', () => {
    const random = seededRandom(0x10111);
    // Failures are collected rather than expected one by one: thousands of expect calls cost more than the merges.
    const failures: string[] = [];
    const same = (x: RecordState, y: RecordState) => {
      if (canonicalJson(x) !== canonicalJson(y)) failures.push(`${canonicalJson(x)} != ${canonicalJson(y)}`);
    };
    for (let i = 0; i < 2_000; i += 1) {
      const [a, b, c] = [randomState(random), randomState(random), randomState(random)];
      same(mergeStates(a, b), mergeStates(b, a));
      same(mergeStates(mergeStates(a, b), c), mergeStates(a, mergeStates(b, c)));
      same(mergeStates(a, a), a);
      same(mergeStates(mergeStates(a, b), b), mergeStates(a, b));
    }
    expect(failures).toEqual([]);
  });

  it('writes the state with sorted keys and lists, so its plain JSON is already canonical', () => {
    const random = seededRandom(99);
    for (let i = 0; i < 200; i += 1) {
      const state = mergeStates(randomState(random), randomState(random));
      expect(JSON.stringify(JSON.parse(JSON.stringify(state)))).toBe(JSON.stringify(state));
      expect(Object.keys(state.fields)).toEqual(Object.keys(state.fields).sort());
    }
  });
});
