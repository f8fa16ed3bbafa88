/**
 * The load side of `npm run bench -- e2ee-sync` (bench/e2ee-sync.ts starts it as a child process, so the clients
 * and the server do not share one event loop): BENCH_SYNC_ACCOUNTS accounts made over HTTP at BENCH_SYNC_ORIGIN, then
 * BENCH_SYNC_PUSHES pushes of BENCH_SYNC_BATCH changes from accounts spread over all of them, by
 * BENCH_SYNC_CLIENTS concurrent clients, each a loop of signed fetches (each request signed as it is sent, as a
 * device would; the changes made and signed before the clock starts). Prints one line of JSON: every push's latency.
 */
import { SYNC_PATH } from '../contract/e2ee/sync-schemas.ts';
import { signRequest } from '../contract/e2ee/signatures.ts';
import { accountBody, id, newDevice, signedChanges, type Device } from './sync-server.ts';

const ORIGIN = process.env.BENCH_SYNC_ORIGIN ?? '';
const ACCOUNTS = Number(process.env.BENCH_SYNC_ACCOUNTS ?? 1000);
const PUSHES = Number(process.env.BENCH_SYNC_PUSHES ?? 400);
const BATCH = Number(process.env.BENCH_SYNC_BATCH ?? 10);
const CLIENTS = Number(process.env.BENCH_SYNC_CLIENTS ?? 16);

async function send(method: string, path: string, device: Device, body: unknown): Promise<Response> {
  const bytes = new TextEncoder().encode(JSON.stringify(body));
  const headers = await signRequest(method, `${SYNC_PATH}${path}`, device.accountId, device.deviceId, bytes, device.signingKey, Date.now());
  return fetch(`${ORIGIN}${SYNC_PATH}${path}`, { method, headers: { ...headers, 'content-type': 'application/json' }, body: bytes });
}

/** Runs `work` over `count` items with `clients` loops at once. */
async function pool(count: number, clients: number, work: (index: number) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: clients }, async () => {
      while (next < count) await work(next++);
    }),
  );
}

const setupStart = performance.now();
const devices: Device[] = new Array<Device>(ACCOUNTS);
await pool(ACCOUNTS, 8, async (index) => {
  const device = await newDevice(id());
  const answer = await send('POST', '/accounts', device, accountBody(device));
  if (answer.status !== 201) throw new Error(`account ${index}: ${answer.status} ${await answer.text()}`);
  devices[index] = device;
});
const setupMs = performance.now() - setupStart;

const batches = await Promise.all(
  Array.from({ length: PUSHES }, async (_, index) => {
    const device = devices[(index * 7919) % ACCOUNTS] as Device;
    return { device, changes: await signedChanges(device, BATCH) };
  }),
);
const latenciesMs: number[] = [];
const statuses: Record<string, number> = {};
const start = performance.now();
await pool(PUSHES, CLIENTS, async (index) => {
  const { device, changes } = batches[index] as (typeof batches)[number];
  const sent = performance.now();
  const answer = await send('POST', `/accounts/${device.accountId}/changes`, device, { changes });
  await answer.arrayBuffer();
  latenciesMs.push(performance.now() - sent);
  statuses[answer.status] = (statuses[answer.status] ?? 0) + 1;
});
const wallMs = performance.now() - start;
console.log(JSON.stringify({ accounts: ACCOUNTS, pushes: PUSHES, batch: BATCH, clients: CLIENTS, setupMs, wallMs, statuses, latenciesMs }));
