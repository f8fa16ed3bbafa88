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
