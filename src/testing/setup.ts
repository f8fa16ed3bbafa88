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
