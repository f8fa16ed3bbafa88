/**
 * A snapshot's states joined into replicas (docs/e2ee-sync.md 11.5): a new device that merges a snapshot written at
 * `upTo` and pulls only the tail holds what a device that pulled the whole log holds (same digest, same conflict);
 * merging the snapshot twice or into a device that already had it changes nothing; an edit typed before the restore
 * is kept; a clock more than a day ahead refuses the whole snapshot.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { InsightEntryRow } from '@/db/types';
import { canonicalJson } from '../../record-state.ts';
import { listConflicts } from '../conflicts.ts';
import { collectLocalChanges, readPending } from '../collect-local-changes.ts';
import { applySnapshotStates, readSnapshotRecords } from '../snapshot-states.ts';
import { closeDevices, digests, exchange, makeDevices, makeLog, pull, push, type TestDevice } from './replica-harness.ts';

const T0 = '2026-03-01T09:00:00.000Z';
const entry = (id: string, values: InsightEntryRow['values'], toolId = 'mood-check-in'): InsightEntryRow => ({ id, toolId, values, createdAt: T0, updatedAt: T0 });
const ENTRY_ID = '7c2d3f1b-0e8a-4d2c-9b4f-3a7e5d0c2b12';
const GONE_ID = '0b6c8e2a-1f3d-4e5a-9c7b-2d4f6a8c0e13';

let devices: TestDevice[] = [];
afterEach(async () => {
  await closeDevices(devices);
  devices = [];
});

describe('restoring from a snapshot and the tail', () => {
  it('reaches the digest and conflicts of a device that pulled the whole log, and merging again changes nothing', async () => {
    const log = makeLog();
    devices = await makeDevices(log, ['ana', 'ben', 'cy', 'dee']);
    const [ana, ben, cy, dee] = devices as [TestDevice, TestDevice, TestDevice, TestDevice];
    await ana.db.insightEntries.bulkPut([entry(ENTRY_ID, { feeling: 'Tired.' }), entry(GONE_ID, { feeling: 'Soon gone.' })]);
    await exchange(log, [ana, ben]);
    // Both edit the same text offline (a conflict), and ana deletes an entry.
    await ana.db.insightEntries.update(ENTRY_ID, { values: { feeling: 'Tired, then a walk.' } });
    await ben.db.insightEntries.update(ENTRY_ID, { values: { feeling: 'Tired, slept early.' } });
    await ana.db.insightEntries.delete(GONE_ID);
    log.nowMs += 60_000;
    await exchange(log, [ana, ben]);
    await pull(log, ana);

    // ana, at the head, writes its states at upTo; then the log grows.
    const upTo = log.entries.length;
    const snapshot = await readSnapshotRecords(ana);
    await ben.db.insightEntries.put(entry('checkin-2026-03-02', { mood: 4 }));
    await push(log, ben);

    // cy restores from the snapshot and pulls the tail; dee pulls the whole log.
    const progress: number[] = [];
    expect(await applySnapshotStates(cy, snapshot, (merged) => progress.push(merged))).toEqual({ ok: true, merged: snapshot.length, unknownKinds: 0 });
    expect(progress).toEqual([snapshot.length]);
    cy.cursor = upTo;
    await pull(log, cy);
    await pull(log, dee);
    await pull(log, ana);
    await pull(log, ben);
    const [anaDigest, benDigest, cyDigest, deeDigest] = await digests([ana, ben, cy, dee]);
    expect(cyDigest).toBe(deeDigest);
    expect(cyDigest).toBe(anaDigest);
    expect(cyDigest).toBe(benDigest);
    expect(await cy.db.insightEntries.get(GONE_ID)).toBeUndefined();
    expect(canonicalJson(await listConflicts(cy))).toBe(canonicalJson(await listConflicts(dee)));
    expect((await listConflicts(cy)).length).toBe(1);
    await collectLocalChanges(cy);
    expect(await readPending(cy)).toEqual([]);

    const before = canonicalJson(await readSnapshotRecords(cy));
    await applySnapshotStates(cy, snapshot);
    await applySnapshotStates(dee, snapshot);
    expect(canonicalJson(await readSnapshotRecords(cy))).toBe(before);
    expect(canonicalJson(await readSnapshotRecords(dee))).toBe(before);
  });

  it('keeps an edit typed before the restore, and refuses a snapshot with a clock a day ahead, applying nothing', async () => {
    const log = makeLog();
    devices = await makeDevices(log, ['ana', 'cy']);
    const [ana, cy] = devices as [TestDevice, TestDevice];
    await ana.db.insightEntries.put(entry(ENTRY_ID, { feeling: 'Written on ana.' }));
    await push(log, ana);
    await pull(log, ana);
    const snapshot = await readSnapshotRecords(ana);
    await cy.db.insightEntries.put(entry('typed-on-cy', { feeling: 'Typed before the restore.' }));

    const ahead = snapshot.map((record) => ({ ...record, state: { ...record.state, tombstone: `${String(log.nowMs + 25 * 3600_000).padStart(15, '0')}:00000:${ana.deviceId}` } }));
    expect(await applySnapshotStates(cy, ahead)).toEqual({ ok: false, problem: 'too-far-ahead' });
    expect(await cy.db.insightEntries.get(ENTRY_ID)).toBeUndefined();

    expect((await applySnapshotStates(cy, snapshot)).ok).toBe(true);
    expect((await cy.db.insightEntries.get(ENTRY_ID))?.values).toEqual({ feeling: 'Written on ana.' });
    expect((await cy.db.insightEntries.get('typed-on-cy'))?.values).toEqual({ feeling: 'Typed before the restore.' });
    // What cy sends is its own edit only: the snapshot's records do not echo back.
    await collectLocalChanges(cy);
    expect((await readPending(cy)).map((change) => change.id)).toEqual(['typed-on-cy']);
  });
});
