import 'fake-indexeddb/auto';
import { afterAll, afterEach } from 'vitest';
import { installNetworkGuard, takeUnexpectedRequests } from './network-guard';

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
