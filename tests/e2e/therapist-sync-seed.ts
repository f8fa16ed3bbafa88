/**
 * The therapist sync journey's IndexedDB helpers: seeding a workspace of clients and years of returns in one
 * transaction, counting and reading the workspace's synced rows, and a digest of them that two devices can compare.
 */
import { createHash } from 'node:crypto';
import type { Page } from '@playwright/test';
import type { Prescription } from '../../contract/prescription-schemas';

export interface SeededInbox {
  inboxId: string;
  sendToken: string;
  fetchToken: string;
  publicKey: string;
  registeredAt: string | null;
}

export interface Workspace {
  firstClientId: string;
  prescription: Prescription;
  inbox: SeededInbox;
}

const WORKSPACE_STORES = ['therapistClients', 'prescriptions', 'clientReturns', 'clientNotes', 'flagReviews', 'inboxKeys'] as const;
/** What of an inbox key row stays on its device (src/sync/e2ee/replica/synced-tables.ts, INBOX_KEY_LOCAL_FIELDS). */
const INBOX_KEY_LOCAL = ['keyPair', 'transferCopy', 'fetchedAt', 'movedHereAt'];

/**
 * Adds clients `seed-client-02` to `seed-client-NN` (aliases Client 02...), each with a copy of the first client's
 * prescription (without its inbox), and `returnsPerClient` returns for every client, evenly over `days` days back
 * from now, each with one mood check-in entry of its own words.
 */
export async function seedWorkspace(page: Page, plan: { clients: number; returnsPerClient: number; days: number }): Promise<Workspace> {
  return page.evaluate(async ({ clients, returnsPerClient, days }) => {
    const open = indexedDB.open('better-minds');
    const database = await new Promise<IDBDatabase>((resolve, reject) => {
      open.onsuccess = () => resolve(open.result);
      open.onerror = () => reject(open.error);
    });
    const all = <T,>(store: string) =>
      new Promise<T[]>((resolve, reject) => {
        const read = database.transaction(store).objectStore(store).getAll();
        read.onsuccess = () => resolve(read.result as T[]);
        read.onerror = () => reject(read.error);
      });
    type Row = Record<string, unknown>;
    const [client] = await all<Row>('therapistClients');
    const [prescriptionRow] = await all<Row>('prescriptions');
    const [inbox] = await all<Row>('inboxKeys');
    if (!client || !prescriptionRow || !inbox) throw new Error('the first client, prescription and inbox are not there');
    const prescription = prescriptionRow.prescription as { id: string; items: { id: string }[]; inbox?: unknown };
    const therapistId = client.therapistId as string;
    const dayMs = 24 * 60 * 60 * 1000;
    const now = Date.now();
    const write = database.transaction(['therapistClients', 'prescriptions', 'clientReturns'], 'readwrite');
    for (let index = 1; index <= clients; index++) {
      const number = String(index).padStart(2, '0');
      const clientId = index === 1 ? (client.id as string) : `seed-client-${number}`;
      const prescriptionId = index === 1 ? prescription.id : `seed-rx-${number}`;
      const since = new Date(now - days * dayMs).toISOString();
      if (index > 1) {
        write.objectStore('therapistClients').put({ id: clientId, therapistId, alias: `Client ${number}`, createdAt: since, updatedAt: since, archivedAt: null });
        // The copies have no inbox of their own: returns for them are seeded, not sent.
        const withoutInbox: Record<string, unknown> = { ...prescription };
        delete withoutInbox.inbox;
        write.objectStore('prescriptions').put({
          ...prescriptionRow,
          id: prescriptionId,
          clientId,
          prescription: { ...withoutInbox, id: prescriptionId },
          shortCodes: [],
          createdAt: since,
          updatedAt: since,
        });
      }
      const itemId = prescription.items[0]!.id;
      for (let sent = 0; sent < returnsPerClient; sent++) {
        const at = new Date(now - days * dayMs + ((sent + 1) * days * dayMs) / (returnsPerClient + 1)).toISOString();
        const id = `seed-ret-${number}-${String(sent).padStart(3, '0')}`;
        const clientReturn = { id, prescriptionId, createdAt: at, items: [{ itemId, entries: [{ at, title: 'Mood check-in', body: `Check-in ${sent + 1} of client ${number}: a steadier week.` }] }] };
        write.objectStore('clientReturns').put({ id, therapistId, clientId, prescriptionId, clientReturn, importedAt: at });
      }
    }
    await new Promise<void>((resolve, reject) => {
      write.oncomplete = () => resolve();
      write.onerror = () => reject(write.error);
    });
    database.close();
    const syncKey = inbox.syncKey as { publicKey: string };
    return {
      firstClientId: client.id as string,
      prescription: prescription as unknown as Prescription,
      inbox: { inboxId: inbox.inboxId as string, sendToken: inbox.sendToken as string, fetchToken: inbox.fetchToken as string, publicKey: syncKey.publicKey, registeredAt: inbox.registeredAt as string | null },
    };
  }, plan);
}

/** Every synced row of the workspace's tables, by table, with inbox keys' device-local properties left out. */
export async function readWorkspace(page: Page): Promise<Record<string, unknown[]>> {
  return page.evaluate(
    async ({ stores, local }) => {
      const open = indexedDB.open('better-minds');
      const database = await new Promise<IDBDatabase>((resolve, reject) => {
        open.onsuccess = () => resolve(open.result);
        open.onerror = () => reject(open.error);
      });
      const out: Record<string, unknown[]> = {};
      for (const store of stores) {
        out[store] = await new Promise<unknown[]>((resolve, reject) => {
          const read = database.transaction(store).objectStore(store).getAll();
          read.onsuccess = () => resolve((read.result as Record<string, unknown>[]).map((row) => Object.fromEntries(Object.entries(row).filter(([name]) => !local.includes(name)))));
          read.onerror = () => reject(read.error);
        });
      }
      database.close();
      return out;
    },
    { stores: [...WORKSPACE_STORES], local: INBOX_KEY_LOCAL },
  );
}

export async function readInbox(page: Page): Promise<SeededInbox & { syncKey: unknown }> {
  const { inboxKeys } = await readWorkspace(page);
  return inboxKeys![0] as SeededInbox & { syncKey: unknown };
}

export async function countRows(page: Page): Promise<Record<'therapistClients' | 'prescriptions' | 'clientReturns' | 'inboxKeys', number>> {
  return page.evaluate(async () => {
    const open = indexedDB.open('better-minds');
    const database = await new Promise<IDBDatabase>((resolve, reject) => {
      open.onsuccess = () => resolve(open.result);
      open.onerror = () => reject(open.error);
    });
    const count = (store: string) =>
      new Promise<number>((resolve, reject) => {
        const read = database.transaction(store).objectStore(store).count();
        read.onsuccess = () => resolve(read.result);
        read.onerror = () => reject(read.error);
      });
    const counts = {
      therapistClients: await count('therapistClients'),
      prescriptions: await count('prescriptions'),
      clientReturns: await count('clientReturns'),
      inboxKeys: await count('inboxKeys'),
    };
    database.close();
    return counts;
  });
}

/** JSON with keys sorted and `null` left out (the sync reads `null` and absent alike), rows sorted by their JSON. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, inner]) => inner !== null && inner !== undefined)
      .sort(([left], [right]) => (left < right ? -1 : 1));
    return `{${entries.map(([name, inner]) => `${JSON.stringify(name)}:${canonical(inner)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

export function canonicalDigest(tables: Record<string, unknown[]>): string {
  const text = Object.keys(tables)
    .sort()
    .map((table) => `${table}=${tables[table]!.map(canonical).sort().join('\n')}`)
    .join('\n\n');
  return createHash('sha256').update(text).digest('hex');
}
