/**
 * The encrypted sync off the main thread (docs/e2ee-sync.md section 10): a module worker runs the runner over the
 * app's own database (Dexie works in workers, and its `storagemutated` reaches here from the page through a
 * BroadcastChannel) and posts every status to the page. Sealing, signing, opening and merging never hold up a tap.
 */
import { adoptAppLockState } from '@/db/app-lock/lock-switch';
import { db } from '@/db/database';
import { coarseMutations } from './coarse-mutations.ts';
import { createSyncRunner } from './sync-runner.ts';
import type { FromSyncWorker, ToSyncWorker } from './sync-messages.ts';

// Before the database opens (Dexie builds its middleware stack then): the page hears "this table changed", not each key.
db.use(coarseMutations);

const post = (message: FromSyncWorker) => postMessage(message);

/** What the page last said of the network; until it speaks, this scope's own `navigator.onLine`. */
let pageOnline: boolean | null = null;

const runner = createSyncRunner({
  db,
  isOnline: () => pageOnline ?? navigator.onLine,
  fetch: (input, init) => fetch(input, init),
  origin: self.location.origin,
  onStatus: (status) => post({ type: 'status', status }),
});

addEventListener('message', (event: MessageEvent<ToSyncWorker>) => {
  const message = event.data;
  switch (message.type) {
    case 'start':
      runner.start();
      break;
    case 'stop':
      runner.stop();
      break;
    case 'sync-now':
      void runner.syncNow().finally(() => post({ type: 'synced', id: message.id }));
      break;
    case 'active':
      runner.setActive(message.active);
      break;
    case 'network':
      pageOnline = message.online;
      runner.setOnline(message.online);
      break;
    case 'app-lock':
      adoptAppLockState(db, message.on, message.dataKey);
      message.dataKey?.fill(0);
      post({ type: 'app-lock-taken', id: message.id });
      // Unlocked: the cycle paused while locked runs now. Locked: nothing to do until the next word.
      if (message.dataKey) void runner.syncNow();
      break;
  }
});
