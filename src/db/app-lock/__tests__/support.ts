/** What the app lock's tests share: a fresh database, a wrap key, and a raw read of every object store. */
import { importAesKey } from '../../../../contract/e2ee/primitives.ts';
import { BetterMindsDatabase } from '../../database.ts';

let counter = 0;

export function freshDatabase(): BetterMindsDatabase {
  counter += 1;
  return new BetterMindsDatabase(`app-lock-test-${Date.now()}-${counter}-${Math.random().toString(36).slice(2)}`);
}

/** Stands in for a wrap key from Argon2id (passphrase-key.test.ts tests the real one): quick, and the envelope code is the same. */
export function wrapKeyFrom(seed: number): Promise<CryptoKey> {
  return importAesKey(Uint8Array.from({ length: 32 }, (_, index) => (seed + index) % 256));
}

/** Every row of every object store, read with IndexedDB itself, not through Dexie or the middleware. */
export async function readEveryStoreRaw(name: string): Promise<Record<string, unknown[]>> {
  const connection = await new Promise<IDBDatabase>((resolve, reject) => {
    const request = indexedDB.open(name);
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('open failed'));
  });
  try {
    const names = Array.from(connection.objectStoreNames);
    const transaction = connection.transaction(names, 'readonly');
    const rows = await Promise.all(
      names.map(
        (store) =>
          new Promise<[string, unknown[]]>((resolve, reject) => {
            const request = transaction.objectStore(store).getAll();
            request.onsuccess = () => resolve([store, request.result as unknown[]]);
            request.onerror = () => reject(request.error ?? new Error('getAll failed'));
          }),
      ),
    );
    return Object.fromEntries(rows);
  } finally {
    connection.close();
  }
}

/** Every string and number stored in the clear (bytes are skipped: they are ciphertext or keys). */
export function clearValues(value: unknown, found: Array<string | number> = []): Array<string | number> {
  if (typeof value === 'string' || typeof value === 'number') found.push(value);
  else if (Array.isArray(value)) value.forEach((item) => clearValues(item, found));
  else if (value && typeof value === 'object' && !(value instanceof Uint8Array) && !ArrayBuffer.isView(value)) {
    for (const [key, item] of Object.entries(value)) {
      found.push(key);
      clearValues(item, found);
    }
  }
  return found;
}

/** What a person typed, named and scored, in the rows the tests write. */
export const SECRET_WORDS = ['Quillfeather', 'tangerine lighthouse', 'Marigold Okafor', '+44 7700 900123', 'overwhelmed at the station', 'Therapy note: sleeps badly'];
export const SECRET_SCORE = 23;

export function personalRows() {
  return {
    insightEntries: [
      { id: 'entry-1', toolId: 'phq9', createdAt: '2026-11-01T08:00:00.000Z', answers: { q1: 3, q9: 2 }, score: SECRET_SCORE, text: 'Quillfeather' },
      { id: 'entry-2', toolId: 'journal', createdAt: '2026-11-02T08:00:00.000Z', answers: { text: 'tangerine lighthouse' }, attachment: new Uint8Array([1, 2, 3]), when: new Date('2026-11-02T08:00:00.000Z') },
    ],
    hearthlinkContacts: [{ id: 'contact-1', order: 1, name: 'Marigold Okafor', phone: '+44 7700 900123', helps: 'overwhelmed at the station' }],
    clientNotes: [{ id: 'note-1', clientId: 'client-1', text: 'Therapy note: sleeps badly', createdAt: '2026-11-03T08:00:00.000Z' }],
    settings: [
      { key: 'theme', value: 'dark' },
      { key: 'safetyPlanWizard', value: { step: 3, draft: 'Marigold Okafor' } },
    ],
    outbox: [{ kind: 'insight_entry', recordId: 'entry-1', payload: { text: 'Quillfeather' }, createdAt: '2026-11-01T08:00:00.000Z', attempts: 0, nextAttemptAt: '2026-11-01T08:00:00.000Z', lastError: null }],
    flows: [{ id: 'flow-1', age_tiers: ['adult'], tags: ['calm'], created_at: '2026-01-01', content: { title: 'Box breathing' } }],
  };
}

export async function writeRows(db: BetterMindsDatabase, rows: Record<string, unknown[]>): Promise<void> {
  for (const [table, values] of Object.entries(rows)) await db.table(table).bulkPut(values);
}
