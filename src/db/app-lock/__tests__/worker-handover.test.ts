/**
 * Turning the lock on or off while another context writes (the sync worker's database is its own Dexie instance):
 * no table is rewritten before every listener has taken the new state, so a write the worker makes just before it
 * takes the state is rewritten with the rest, and none made after can be left behind.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { adoptAppLockState, turnOffAppLock, turnOnAppLock } from '../lock-switch.ts';
import { appLockStateOf, subscribeAppLockState } from '../state.ts';
import { LOCKED_FIELD } from '../row-seal.ts';
import { BetterMindsDatabase } from '../../database.ts';
import { clearValues, freshDatabase, readEveryStoreRaw, wrapKeyFrom } from './support.ts';

const opened: BetterMindsDatabase[] = [];
afterEach(() => {
  for (const database of opened.splice(0)) database.close();
});

/** The page's database and a second connection standing in for the worker's, which learns the lock only by message. */
async function pageAndWorker(): Promise<{ page: BetterMindsDatabase; worker: BetterMindsDatabase }> {
  const page = freshDatabase();
  await page.open();
  const worker = new BetterMindsDatabase(page.name);
  await worker.open();
  opened.push(page, worker);
  return { page, worker };
}

/** Whether the page has already rewritten the first note (sealed it): a worker slower than that is the risky case. */
async function firstNoteSealed(name: string): Promise<boolean> {
  const notes = (await readEveryStoreRaw(name)).clientNotes ?? [];
  return notes.some((row) => (row as { id: string }).id === 'note-1' && LOCKED_FIELD in (row as object));
}

/**
 * The worker is busy before it reads its messages (until the page has rewritten the notes, or at most half a second,
 * which is what waiting for it looks like), and writes once more before taking the new state.
 */
function workerWritesLate(page: BetterMindsDatabase, worker: BetterMindsDatabase, text: string): void {
  // Once: forgetting the key at the end of turning off tells the listeners again.
  const stop = subscribeAppLockState(page, async (state) => {
    stop();
    const dataKey = state.key?.rawBytes() ?? null;
    for (let waited = 0; waited < 500 && !(await firstNoteSealed(page.name)); waited += 25) await new Promise((resolve) => setTimeout(resolve, 25));
    await worker.table('clientNotes').put({ id: 'from-worker', clientId: 'client-1', text, createdAt: '2026-11-05T08:00:00.000Z' });
    adoptAppLockState(worker, state.on, dataKey);
    dataKey?.fill(0);
  });
}

describe("the lock's hand-over to the sync worker", () => {
  it('turning on waits for the worker, so its last open write is sealed with the rest', async () => {
    const { page, worker } = await pageAndWorker();
    await page.table('clientNotes').put({ id: 'note-1', clientId: 'client-1', text: 'Written before', createdAt: '2026-11-04T08:00:00.000Z' });
    workerWritesLate(page, worker, 'Plimsovar from the worker');

    await turnOnAppLock(page, { recipient: 'passphrase', wrapKey: await wrapKeyFrom(3) });
    await worker.table('clientNotes').put({ id: 'after', clientId: 'client-1', text: 'Plimsovar after', createdAt: '2026-11-06T08:00:00.000Z' });

    const raw = await readEveryStoreRaw(page.name);
    expect(clearValues(raw).filter((value) => typeof value === 'string' && /Plimsovar|Written before/.test(value))).toEqual([]);
    expect(raw.clientNotes?.every((row) => LOCKED_FIELD in (row as object))).toBe(true);
    expect((await page.table('clientNotes').get('from-worker'))?.text).toBe('Plimsovar from the worker');
  });

  it('turning off waits for the worker, so nothing stays sealed under the forgotten key', async () => {
    const { page, worker } = await pageAndWorker();
    await turnOnAppLock(page, { recipient: 'passphrase', wrapKey: await wrapKeyFrom(4) });
    adoptAppLockState(worker, true, appLockStateOf(page).key?.rawBytes() ?? null);
    workerWritesLate(page, worker, 'Quernwhistle from the worker');

    await turnOffAppLock(page);

    const raw = await readEveryStoreRaw(page.name);
    expect(raw.clientNotes?.some((row) => LOCKED_FIELD in (row as object))).toBe(false);
    expect(raw.clientNotes).toContainEqual(expect.objectContaining({ text: 'Quernwhistle from the worker' }));
  });
});
