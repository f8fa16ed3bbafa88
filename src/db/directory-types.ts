/**
 * The public therapist directory as this device last read it, so that /directory reads offline. One row per query
 * the visitor made (key: the normalised query string), plus its time. The listings are public data from the
 * functions; nothing personal is kept here.
 */
export interface DirectoryListingRow {
  listingId: string;
  name: string;
  credentials: string;
  city: string;
  state: string;
  specialties: string[];
  remote: boolean;
  inPerson: boolean;
  bio: string;
  contact: string;
}

export interface DirectoryCacheRow {
  /** `all`: the whole public directory (every page), which the screen filters on the device. */
  key: string;
  listings: DirectoryListingRow[];
  /** The server's `generatedAt` of the answer, shown as "last updated". */
  generatedAt: string;
  /** When this device saved it. */
  savedAt: string;
}
