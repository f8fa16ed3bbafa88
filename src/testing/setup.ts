import 'fake-indexeddb/auto';
import { afterAll, afterEach } from 'vitest';
import { outboxRegistry } from '@/app/outbox-registry';
import { registerOutboxKinds } from '@/sync/outbox-kinds';
import { installNetworkGuard, takeUnexpectedRequests } from './network-guard';

// The app's outbox kinds, handed to the sync engine as src/main.tsx does: the writers and the replays under test read
// them. A test of the registry itself registers its own list and puts this one back.
registerOutboxKinds(outboxRegistry);

// A request the test did not expect fails it, even when the code under test caught the error (./network-guard.ts).
installNetworkGuard();

function failOnUnexpectedRequests() {
  const unexpected = takeUnexpectedRequests();
  if (unexpected.length > 0) throw new Error(unexpected.join('\n'));
}
afterEach(failOnUnexpectedRequests);
// A request made after the last test (a timer left running) still fails the file.
afterAll(failOnUnexpectedRequests);

// jsdom lays nothing out and has no scrollIntoView; the app calls it when an exercise starts (use-start-in-view.ts).
// A test that checks the scroll spies on this stub.
if (typeof Element !== 'undefined' && typeof Element.prototype.scrollIntoView !== 'function') {
  Element.prototype.scrollIntoView = function scrollIntoView() {};
}
