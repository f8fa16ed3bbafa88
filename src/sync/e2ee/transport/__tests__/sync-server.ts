/**
 * The real sync function (functions/sync.ts) in-process on the embedded database, as inbox-real.test.ts runs the inbox
 * function, and an in-memory replica for push and pull: what the account and transport tests share.
 */
import { createBackend } from '../../../../../functions/_lib/backend.ts';
import type { SqlClient } from '../../../../../functions/_lib/db/client.ts';
import { migrate } from '../../../../../functions/_lib/db/migrate.ts';
import { openEmbeddedDatabase } from '../../../../../functions/_lib/db/pglite-client.ts';
import { createSyncHandler } from '../../../../../functions/sync.ts';
import type { ChangeBody } from '@contract/e2ee/change-body';
import { createSyncClient, type SyncClient, type SyncFetch } from '../sync-client';
import { createMemoryAccountStore, type SyncAccountStore } from '../../account/account-state';
import { newChangeId, type OpenedRemoteChange, type PendingChange, type ReplicaPort } from '../push-pull';

export const ORIGIN = 'http://localhost';

export interface SyncServer {
  db: SqlClient;
  fetch: SyncFetch;
  close(): Promise<void>;
}

export async function startSyncServer(): Promise<SyncServer> {
  const db = await openEmbeddedDatabase(undefined);
  await migrate(db);
  const backend = createBackend({ db, env: { RATE_LIMITS: 'off', UPLOAD_STORE: 'database' } });
  const handler = createSyncHandler(async () => backend);
  return { db, fetch: (input, init) => handler(new Request(input, init), { ip: '203.0.113.38' }), close: () => db.close() };
}

export interface TestReplica extends ReplicaPort {
  pending: PendingChange[];
  applied: Map<string, OpenedRemoteChange>;
  write(kind: string, id: string, body: ChangeBody): string;
}

export function memoryReplica(): TestReplica {
  const confirmed = new Set<string>();
  const replica: TestReplica = {
    pending: [],
    applied: new Map(),
    write(kind, id, body) {
      const changeId = newChangeId();
      replica.pending.push({ changeId, kind, id, body });
      return changeId;
    },
    takePending: async (limit) => replica.pending.filter((change) => !confirmed.has(change.changeId)).slice(0, limit),
    confirmPushed: async (changeIds) => {
      for (const changeId of changeIds) confirmed.add(changeId);
    },
    keepSealed: async (sealings) => {
      const byChangeId = new Map(sealings.map(({ changeId, sealed }) => [changeId, sealed]));
      replica.pending = replica.pending.map((change) => {
        const sealed = byChangeId.get(change.changeId);
        return sealed === undefined ? change : { ...change, sealed };
      });
    },
    appliedDigests: async (changeIds) =>
      new Map(changeIds.flatMap((changeId) => {
        const change = replica.applied.get(changeId);
        return change ? [[changeId, change.payloadDigest] as const] : [];
      })),
    applyRemote: async (changes) => {
      for (const change of changes) replica.applied.set(change.changeId, change);
    },
  };
  return replica;
}

export interface TestDevice {
  client: SyncClient;
  store: SyncAccountStore;
  replica: TestReplica;
}

/** A device whose requests go through `through` (a tampering wrapper, say) to the server. */
export function testDevice(server: SyncServer, through: (fetch: SyncFetch) => SyncFetch = (fetch) => fetch): TestDevice {
  return { client: createSyncClient({ fetch: through(server.fetch), origin: ORIGIN }), store: createMemoryAccountStore(), replica: memoryReplica() };
}

export function putBody(text: string, deviceId: string, wallMs = Date.now()): ChangeBody {
  return { v: 1, hlc: `${String(wallMs).padStart(15, '0')}:00000:${deviceId}`, op: 'put', fields: { text: { value: text, prev: [] } } };
}
