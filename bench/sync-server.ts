/**
 * The sync function (issue 38) under load: 1,000 accounts, then pushes of 10 changes each from random accounts, 8 at
 * a time, called in-process with real signed Requests (no HTTP, so the figure is the handler, its signature checks
 * and its database), on the embedded PGlite database and on a throwaway PostgreSQL 15 (tests/support/postgres.ts),
 * rate limits off. Changes are made and signed before the clock starts; each request is signed as it is sent, as a
 * device would. Prints changes per second and push latency p50/p99; the target (docs/e2ee-sync.md) is >= 500
 * changes/s with p99 <= 100 ms. Figures are printed, never asserted.
 *
 *   npm run bench -- sync-server     (or npx tsx bench/sync-server.ts)
 *   BENCH_SYNC_ACCOUNTS, BENCH_SYNC_PUSHES, BENCH_SYNC_BATCH, BENCH_SYNC_CONCURRENCY change the load.
 */
import { createHash, randomBytes } from 'node:crypto';
import { createBackend } from '../functions/_lib/backend.ts';
import type { SqlClient } from '../functions/_lib/db/client.ts';
import { migrate } from '../functions/_lib/db/migrate.ts';
import { openEmbeddedDatabase } from '../functions/_lib/db/pglite-client.ts';
import { openPostgresDatabase } from '../functions/_lib/db/postgres-client.ts';
import { createSyncHandler } from '../functions/sync.ts';
import { startPostgres } from '../tests/support/postgres.ts';
import { SYNC_PATH } from '../contract/e2ee/sync-schemas.ts';
import { signChange, signRequest } from '../contract/e2ee/signatures.ts';
import { BODY_CIPHERTEXT_AT } from '../contract/e2ee/change-payload.ts';
import { toBase64Url } from '../contract/share-bytes.ts';

const ACCOUNTS = Number(process.env.BENCH_SYNC_ACCOUNTS ?? 1000);
const PUSHES = Number(process.env.BENCH_SYNC_PUSHES ?? 1000);
const BATCH = Number(process.env.BENCH_SYNC_BATCH ?? 10);
const CONCURRENCY = Number(process.env.BENCH_SYNC_CONCURRENCY ?? 8);

export interface Device {
  accountId: string;
  deviceId: string;
  signingKey: CryptoKey;
  signingPublic: string;
  boxPublic: string;
}

export const id = () => toBase64Url(randomBytes(16));

export async function newDevice(accountId: string): Promise<Device> {
  const signing = await crypto.subtle.generateKey({ name: 'ECDSA', namedCurve: 'P-256' }, false, ['sign', 'verify']);
  const box = await crypto.subtle.generateKey({ name: 'ECDH', namedCurve: 'P-256' }, false, ['deriveBits']);
  const signingRaw = new Uint8Array(await crypto.subtle.exportKey('raw', signing.publicKey));
  return {
    accountId,
    deviceId: toBase64Url(createHash('sha256').update(signingRaw).digest().subarray(0, 16)),
    signingKey: signing.privateKey,
    signingPublic: toBase64Url(signingRaw),
    boxPublic: toBase64Url(new Uint8Array(await crypto.subtle.exportKey('raw', box.publicKey))),
  };
}

/** A payload of a typical small record: a 64-byte padded body (about 250 bytes in all). */
export function payload(): Uint8Array {
  const bytes = new Uint8Array(randomBytes(BODY_CIPHERTEXT_AT + 64 + 16));
  bytes[0] = 1;
  new DataView(bytes.buffer).setUint32(1, 1);
  return bytes;
}

/** A new account's registration with random stand-ins for its sealed parts (the server cannot open them anyway). */
export function accountBody(device: Device) {
  return {
    accountId: device.accountId,
    recoveryAuthHash: toBase64Url(randomBytes(32)),
    recoveryBox: { publicKey: device.boxPublic, sealedPrivateKey: toBase64Url(randomBytes(166)) },
    // The name as a device seals it: 12 bytes of IV, a short name and the 16-byte tag (random stand-ins here).
    device: { deviceId: device.deviceId, signingKey: device.signingPublic, boxKey: device.boxPublic, name: toBase64Url(randomBytes(12 + 8 + 16)), nameGeneration: 1 },
    keyring: { generation: 1, envelopes: [{ recipient: 'recovery', sealed: toBase64Url(randomBytes(120)) }] },
  };
}

/** A batch of `size` changes for the device's account, made and signed. */
export async function signedChanges(device: Device, size: number) {
  return Promise.all(
    Array.from({ length: size }, async () => {
      const changeId = id();
      const bytes = payload();
      return { changeId, payload: toBase64Url(bytes), signature: await signChange(device.accountId, changeId, bytes, device.signingKey) };
    }),
  );
}

export function percentile(values: number[], fraction: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))] ?? 0;
}

async function run(label: string, db: SqlClient): Promise<void> {
  await migrate(db);
  const backend = createBackend({ db, env: { RATE_LIMITS: 'off', UPLOAD_STORE: 'database' } });
  const handler = createSyncHandler(async () => backend);
  const send = async (method: string, path: string, device: Device, body: unknown): Promise<Response> => {
    const bytes = new TextEncoder().encode(JSON.stringify(body));
    const headers = await signRequest(method, `${SYNC_PATH}${path}`, device.accountId, device.deviceId, bytes, device.signingKey, Date.now());
    return handler(new Request(`http://localhost${SYNC_PATH}${path}`, { method, headers: { ...headers, 'content-type': 'application/json' }, body: bytes }), {});
  };

  const setupStart = performance.now();
  const devices: Device[] = [];
  for (let index = 0; index < ACCOUNTS; index += 1) {
    const device = await newDevice(id());
    const answer = await send('POST', '/accounts', device, accountBody(device));
    if (answer.status !== 201) throw new Error(`account ${index}: ${answer.status} ${await answer.text()}`);
    devices.push(device);
  }
  const setupMs = performance.now() - setupStart;

  const batches = await Promise.all(
    Array.from({ length: PUSHES }, async (_, index) => {
      const device = devices[(index * 7919) % devices.length] as Device;
      return { device, changes: await signedChanges(device, BATCH) };
    }),
  );

  const latencies: number[] = [];
  let next = 0;
  const start = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < batches.length) {
        const { device, changes } = batches[next++] as (typeof batches)[number];
        const sent = performance.now();
        const answer = await send('POST', `/accounts/${device.accountId}/changes`, device, { changes });
        latencies.push(performance.now() - sent);
        if (answer.status !== 200) throw new Error(`push: ${answer.status} ${await answer.text()}`);
      }
    }),
  );
  const seconds = (performance.now() - start) / 1000;
  console.log(
    `sync server (${label}): ${ACCOUNTS} accounts made in ${(setupMs / 1000).toFixed(1)} s; ${PUSHES} pushes of ${BATCH} changes, ` +
      `${CONCURRENCY} at a time: ${((PUSHES * BATCH) / seconds).toFixed(0)} changes/s, ${(PUSHES / seconds).toFixed(0)} pushes/s, ` +
      `push latency p50 ${percentile(latencies, 0.5).toFixed(1)} ms, p99 ${percentile(latencies, 0.99).toFixed(1)} ms`,
  );
}

export async function benchSyncServer(): Promise<void> {
  const embedded = await openEmbeddedDatabase(undefined);
  try {
    await run('embedded PGlite', embedded);
  } finally {
    await embedded.close();
  }
  const server = await startPostgres();
  try {
    const db = await openPostgresDatabase(server.url, { maxConnections: CONCURRENCY });
    try {
      await run('PostgreSQL 15', db);
    } finally {
      await db.close();
    }
  } finally {
    await server.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await benchSyncServer();
