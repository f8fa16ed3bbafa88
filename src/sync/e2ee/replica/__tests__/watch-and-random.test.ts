/**
 * Collecting only what Dexie reports changed, and a seeded random run: three devices writing, deleting and settling
 * conflicts over a few shared records, pushing and pulling in random order and page sizes, end with equal digests,
 * no conflicts left after settling, and nothing pending.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { ClientNoteRow } from '@/db/star-chart-types';
import { pick, randomInt, seededRandom } from '../../../../testing/seeded-random.ts';
import { collectLocalChanges, readPending } from '../collect-local-changes.ts';
import { listConflicts, resolveTextConflict } from '../conflicts.ts';
import { watchLocalChanges } from '../watch-local-changes.ts';
import { closeDevices, digests, exchange, makeDevices, makeLog, pull, push, type TestDevice } from './replica-harness.ts';

let devices: TestDevice[] = [];
afterEach(async () => {
  await closeDevices(devices);
  devices = [];
});

const note = (id: string, text: string): ClientNoteRow => ({ id, therapistId: 't1', clientId: 'c1', text, createdAt: '2026-03-01T09:00:00.000Z', updatedAt: '2026-03-01T09:00:00.000Z' });

describe('watching Dexie for changes', () => {
  it('collects the rows a write touched, and not the replica’s own writes', async () => {
    const log = makeLog();
    devices = await makeDevices(log, ['ana', 'ben']);
    const [ana, ben] = devices as [TestDevice, TestDevice];
    const stop = watchLocalChanges(ana, { delayMs: 5 });
    try {
      await ana.db.clientNotes.put(note('note-1', 'Watched'));
      await expect.poll(async () => (await readPending(ana)).length).toBe(1);
      await ana.db.clientNotes.delete('note-1');
      await expect.poll(async () => (await readPending(ana)).map((change) => change.body.op)).toEqual(['put', 'delete']);
      await ben.db.clientNotes.put(note('note-2', 'From Ben'));
      await exchange(log, devices);
      expect(await ana.db.clientNotes.get('note-2')).toMatchObject({ text: 'From Ben' });
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(await readPending(ana)).toEqual([]);
    } finally {
      stop();
    }
  });
});

describe('a seeded random run over three devices', () => {
  for (const seed of [1, 2, 3]) {
    it(`converges (seed ${seed})`, async () => {
      const random = seededRandom(seed);
      const log = makeLog();
      devices = await makeDevices(log, ['ana', 'ben', 'cy']);
      const ids = ['n1', 'n2', 'n3', 'n4'];
      for (let step = 0; step < 60; step += 1) {
        log.nowMs += randomInt(random, 0, 20);
        const device = pick(random, devices);
        const roll = random();
        const id = pick(random, ids);
        if (roll < 0.4) {
          const existing = await device.db.clientNotes.get(id);
          await device.db.clientNotes.put({ ...(existing ?? note(id, '')), text: `${existing?.text ?? ''} ${device.name}${step}`.trim() });
        } else if (roll < 0.5) {
          await device.db.clientNotes.delete(id);
        } else if (roll < 0.6) {
          await device.db.settings.put({ key: 'theme', value: pick(random, ['light', 'dark', 'system'] as const) });
        } else if (roll < 0.8) {
          await push(log, device);
        } else if (roll < 0.95) {
          await pull(log, device, randomInt(random, 1, 5));
        } else {
          const [conflict] = await listConflicts(device);
          if (conflict) await resolveTextConflict(device, { kind: conflict.kind, id: conflict.id, field: conflict.field, value: `settled by ${device.name}` });
        }
      }
      await exchange(log, devices);
      const [first, ...others] = await digests(devices);
      expect(others).toEqual([first, first]);
      // Settle what is left on one device: after the next exchange none remain anywhere.
      const [ana] = devices as [TestDevice];
      for (const conflict of await listConflicts(ana)) {
        await resolveTextConflict(ana, { kind: conflict.kind, id: conflict.id, field: conflict.field, value: 'settled' });
      }
      await exchange(log, devices);
      for (const device of devices) {
        expect(await listConflicts(device)).toEqual([]);
        await collectLocalChanges(device);
        expect(await readPending(device)).toEqual([]);
      }
      const [last, ...rest] = await digests(devices);
      expect(rest).toEqual([last, last]);
    });
  }
});
