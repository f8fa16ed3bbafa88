/**
 * The `directory_listing` kind: a therapist's request to be listed in the directory, to the directory functions
 * (PUT /listings/{listingId}). Written by recordDirectoryListing (../data/record-directory-listing.ts).
 * Imported by the service worker (through src/app/outbox-registry.ts): relative imports only.
 */
import { defineOutboxKind, ZOD_STAGES } from '../../../sync/outbox-kinds';

export const directoryListingKind = defineOutboxKind({
  kind: 'directory_listing',
  label: 'Your request to be listed in the directory',
  destination: 'functions',
  // The newest listing request says everything the waiting ones said.
  latestState: true,
  preload: [...ZOD_STAGES, () => import('../../../../contract/directory-client')],
  async handler({ database, origin }) {
    if (!origin) return null;
    const [{ DIRECTORY_PATH }, { createDirectoryListingSender }, { directoryListingHandler }] = await Promise.all([
      import('../../../../contract/directory-schemas'),
      import('./directory-listing-sender'),
      import('./directory-listing-handler'),
    ]);
    return directoryListingHandler(database, createDirectoryListingSender(new URL(DIRECTORY_PATH, origin).href));
  },
});
