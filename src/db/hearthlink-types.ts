/** One of the person's trusted contacts (Hearthlink). Kept on this device only, and included in the export. */
export interface HearthlinkContactRow {
  id: string;
  name: string;
  /** In their own words: how this person helps. */
  howTheyHelp: string;
  phone: string;
  /** Where the contact sits in the person's own order. */
  order: number;
  createdAt: string;
  updatedAt: string;
}

/** Limits of a contact's fields, the same for the form and for an imported file. */
export const HEARTHLINK_LIMITS = {
  name: 100,
  howTheyHelp: 500,
  /** Enough for everyone a person might list; a file with more is not one we made. */
  contacts: 200,
} as const;
