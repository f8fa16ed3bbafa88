import { db } from '@/db/database';

/** Whether this device holds an encrypted-sync account: the question src/main.tsx asks before loading the sync's
 * module. A database that cannot be read answers no; the sync's own start asks again once it is loaded. */
export async function holdsSyncAccount(): Promise<boolean> {
  return (await db.e2eeAccount.get('account').catch(() => undefined)) !== undefined;
}
