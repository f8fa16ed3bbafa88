/**
 * The outbox replay while the app is locked (docs/app-lock.md, section 6): the outbox is sealed and this context holds
 * no key, so the run pauses: nothing sent, nothing dead-lettered, no failure counted or backoff set. Unlocked, the
 * next run delivers what was queued.
 */
import { describe, expect, it, vi } from 'vitest';
import { importAesKey } from '@contract/e2ee/primitives';
import { lockAppNow, turnOnAppLock, unlockApp } from '@/db/app-lock/lock-switch';
import { BetterMindsDatabase } from '@/db/database';
import { emptyReport, type KindHandler } from '../replay/handler';
import { runReplay } from '../replay/run-replay';
import { readSyncState } from '../replay/sync-state';

const wrapKey = () => importAesKey(Uint8Array.from({ length: 32 }, (_, index) => 200 - index));

describe('the outbox replay while the app is locked', () => {
  it('pauses without a failure or a dead letter, and delivers once unlocked (its state dated)', async () => {
    const database = new BetterMindsDatabase(`replay-locked-${Date.now()}`);
    await database.open();
    try {
      const at = '2026-11-29T09:00:00.000Z';
      await database.outbox.add({ kind: 'usage_event', recordId: 'u-1', payload: { words: 'queued before the lock' }, createdAt: at, attempts: 0, nextAttemptAt: at, lastError: null });
      await turnOnAppLock(database, { recipient: 'passphrase', wrapKey: await wrapKey() });
      lockAppNow(database);
      const send = vi.fn<KindHandler['send']>(async (entries) => ({ ...emptyReport(), confirmed: entries }));
      const handlers = { usage_event: { send } };

      const before = await readSyncState(database);
      const locked = await runReplay({ database, handlers, log: { warn: () => {} } });
      expect(locked.outcome).toMatchObject({ confirmed: 0, deadLettered: 0, retryError: null });
      expect(await readSyncState(database)).toEqual(before);
      expect(send).not.toHaveBeenCalled();
      expect(await database.deadLetters.count()).toBe(0);

      expect((await unlockApp(database, 'passphrase', wrapKey)).ok).toBe(true);
      const unlocked = await runReplay({ database, handlers, log: { warn: () => {} } });
      expect(unlocked.outcome.confirmed).toBe(1);
      // The run's state says when it was tried, as well as when it last succeeded (what /systems shows).
      expect(unlocked.state.lastAttemptAt).not.toBeNull();
      expect(Date.parse(unlocked.state.lastAttemptAt ?? '')).toBeLessThanOrEqual(Date.parse(unlocked.state.lastSuccessAt ?? ''));
      expect(send.mock.calls[0]?.[0][0]?.payload).toEqual({ words: 'queued before the lock' });
      expect(await database.outbox.count()).toBe(0);
    } finally {
      database.close();
    }
  });
});
