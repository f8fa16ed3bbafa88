/**
 * The short codes this device made for its returns, with their revoke tokens (settings key 'returnCodes'). Kept on
 * the device, not only on the return screen, so a code can still be withdrawn after the person leaves that screen,
 * and "delete everything" withdraws every one before the device forgets the tokens. Never exported, never shown.
 */
import { db } from '@/db/database';
import type { ReturnCodeRecord } from '@/db/types';

export async function readReturnCodes(database = db): Promise<ReturnCodeRecord[]> {
  const row = await database.settings.get('returnCodes');
  return row?.key === 'returnCodes' && Array.isArray(row.value) ? row.value : [];
}

/** Remembers a code just made (at most the 200 newest: a code lives 30 days). */
export async function rememberReturnCode(record: ReturnCodeRecord, database = db): Promise<void> {
  await database.transaction('rw', database.settings, async () => {
    const kept = (await readReturnCodes(database)).filter((existing) => existing.code !== record.code);
    await database.settings.put({ key: 'returnCodes', value: [...kept, record].slice(-200) });
  });
}

/** Forgets a code once it is withdrawn: its token opens nothing any more. */
export async function forgetReturnCode(code: string, database = db): Promise<void> {
  await database.transaction('rw', database.settings, async () => {
    const kept = (await readReturnCodes(database)).filter((existing) => existing.code !== code);
    await database.settings.put({ key: 'returnCodes', value: kept });
  });
}
