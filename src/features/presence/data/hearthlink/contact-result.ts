import type { HearthlinkContactRow } from '@/db/hearthlink-types';
import type { ContactErrors } from '../../lib/hearthlink/validate-contact';

/** What saving a contact gives back: the stored row, the draft's problems (nothing stored), or a storage refusal. */
export type ContactSaveResult =
  | { ok: true; contact: HearthlinkContactRow }
  | { ok: false; reason: 'invalid'; errors: ContactErrors }
  | { ok: false; reason: 'storage' }
  | { ok: false; reason: 'missing' }
  | { ok: false; reason: 'full' };
