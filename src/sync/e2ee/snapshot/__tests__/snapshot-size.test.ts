/**
 * Issue 38's storage target for snapshots (docs/e2ee-sync.md 11.6): five years of daily check-ins and 500 entries as
 * one snapshot, stored as the server stores it (base64url text), within 1.5x of the deflated plaintext of the changes
 * that made them (the bench's yardstick: their kind, id and body as JSON, raw deflate level 9); a new device opens and
 * merges it. Prints the figures (stored bytes, deflated bytes, restore time) for the docs.
 */
import { deflateRawSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { importAccountKey } from '@contract/e2ee/keys';
import { SNAPSHOT_PART_OVERHEAD_BYTES } from '@contract/e2ee/snapshot';
import { toBase64Url } from '@contract/share-bytes';
import type { InsightEntryRow } from '@/db/types';
import { applySnapshotStates, readSnapshotRecords } from '../../replica/snapshot-states.ts';
import { closeDevices, digests, makeDevices, makeLog, pull, push, type TestDevice } from '../../replica/__tests__/replica-harness.ts';
import { openSnapshot, writeSnapshot } from '../snapshot-codec.ts';

const WORDS = 'slept walked tired calmer friend work rain morning evening anxious hopeful tea music breathing sister park quiet heavy light better'.split(' ');
const sentence = (seed: number, length: number) => Array.from({ length }, (_, n) => WORDS[(seed * 7 + n * 13 + ((seed * n) % 11)) % WORDS.length]).join(' ');
const day = (n: number) => new Date(Date.UTC(2021, 0, 1) + n * 86_400_000).toISOString();

let devices: TestDevice[] = [];
afterEach(async () => {
  await closeDevices(devices);
  devices = [];
});

describe('a snapshot of five years', () => {
  it('stores within 1.5x the deflated changes, as base64url text, and a new device restores it', async () => {
    const log = makeLog();
    devices = await makeDevices(log, ['ana', 'cy', 'dee']);
    const [ana, cy, dee] = devices as [TestDevice, TestDevice, TestDevice];
    const checkIns: InsightEntryRow[] = Array.from({ length: 5 * 365 }, (_, n) => ({
      id: `checkin-${day(n).slice(0, 10)}`,
      toolId: 'mood-check-in',
      values: { mood: (n * 3) % 5, energy: (n * 7) % 5, note: sentence(n, 6) },
      createdAt: day(n),
      updatedAt: day(n),
    }));
    const entries: InsightEntryRow[] = Array.from({ length: 500 }, (_, n) => ({
      id: `entry-${String(n).padStart(5, '0')}`,
      toolId: 'journal',
      values: { feeling: sentence(n + 9000, 80) },
      createdAt: day(n * 3),
      updatedAt: day(n * 3),
    }));
    await ana.db.insightEntries.bulkPut([...checkIns, ...entries]);
    await push(log, ana);
    await pull(log, ana);

    const accountKey = await importAccountKey(1, crypto.getRandomValues(new Uint8Array(32)));
    const pair = (await crypto.subtle.generateKey({ name: 'ECDSA', namedCurve: 'P-256' }, false, ['sign', 'verify'])) as CryptoKeyPair;
    const records = await readSnapshotRecords(ana);
    const writer = { accountId: 'QUFBQUFBQUFBQUFBQUFBQQ', deviceId: ana.deviceId, signingKey: pair.privateKey, accountKey };
    const written = await writeSnapshot(writer, log.entries.length, records);
    const stored = written.payloads.reduce((total, payload) => total + payload.length, 0);
    expect(stored).toBe(written.deflatedBytes + written.place.parts * SNAPSHOT_PART_OVERHEAD_BYTES);
    const asText = written.payloads.reduce((total, payload) => total + toBase64Url(payload).length, 0);
    const changes = JSON.stringify(log.entries.map(({ kind, id, body }) => ({ kind, id, body })));
    const changesDeflated = deflateRawSync(changes, { level: 9 }).length;
    expect(asText / changesDeflated).toBeLessThanOrEqual(1.5);

    const started = performance.now();
    const reader = {
      accountId: writer.accountId,
      devices: [{ deviceId: ana.deviceId, signingKey: toBase64Url(new Uint8Array(await crypto.subtle.exportKey('raw', pair.publicKey))), unlinkedAfterSeq: null }],
      accountKeyOf: () => accountKey,
    };
    const opened = await openSnapshot(reader, { ...written.place, digest: written.digest, deviceId: written.deviceId, signature: written.signature }, written.payloads);
    if (!opened.ok) throw new Error(opened.problem);
    expect((await applySnapshotStates(cy, opened.records)).ok).toBe(true);
    const restoreMs = performance.now() - started;
    await pull(log, dee);
    const [anaDigest, cyDigest, deeDigest] = await digests([ana, cy, dee]);
    expect(cyDigest).toBe(anaDigest);
    expect(cyDigest).toBe(deeDigest);
    const logBytes = log.entries.reduce((total, change) => total + JSON.stringify(change.body).length, 0);
    console.info(
      `snapshot figures: ${records.length} records, log ${log.entries.length} changes (${logBytes} bytes of change JSON), ` +
        `text ${written.place.parts} part(s), deflated ${written.deflatedBytes} B, sealed ${stored} B, as text ${asText} B; ` +
        `the changes deflated ${changesDeflated} B: ${(stored / changesDeflated).toFixed(2)}x sealed, ${(asText / changesDeflated).toFixed(2)}x as text; ` +
        `open and merge into a new device ${restoreMs.toFixed(0)} ms (fake-indexeddb, Node)`,
    );
  }, 120_000);
});
