/**
 * The load side of `npm run bench -- e2ee-sync` (bench/e2ee-sync.ts starts it as a child process, so the clients
 * and the server do not share one event loop): BENCH_SYNC_ACCOUNTS accounts made over HTTP at BENCH_SYNC_ORIGIN, then
 * BENCH_SYNC_PUSHES pushes of BENCH_SYNC_BATCH changes from accounts spread over all of them, by
 * BENCH_SYNC_CLIENTS concurrent clients, each a loop of signed fetches (each request signed as it is sent, as a
 * device would; the changes made and signed before the clock starts). That loop finds the most the server does: with
 * 16 requests always waiting, each push's latency is mostly its place in the queue. Then, at an offered rate of
 * BENCH_SYNC_RATE changes/s (pushes of BENCH_SYNC_BATCH started on a fixed schedule whatever the answers, as wrk2
 * does), BENCH_SYNC_RATE_PUSHES more: each latency is counted from when its push was due, not from when it was sent,
 * so a server falling behind is charged for the wait (no coordinated omission). Prints one line of JSON: every push's
 * latency in both.
 */
import { SYNC_PATH } from '../contract/e2ee/sync-schemas.ts';
import { signRequest } from '../contract/e2ee/signatures.ts';
import { accountBody, id, newDevice, signedChanges, type Device } from './sync-server.ts';

const ORIGIN = process.env.BENCH_SYNC_ORIGIN ?? '';
const ACCOUNTS = Number(process.env.BENCH_SYNC_ACCOUNTS ?? 1000);
const PUSHES = Number(process.env.BENCH_SYNC_PUSHES ?? 400);
const BATCH = Number(process.env.BENCH_SYNC_BATCH ?? 10);
const CLIENTS = Number(process.env.BENCH_SYNC_CLIENTS ?? 16);
const RATE = Number(process.env.BENCH_SYNC_RATE ?? 500);
const RATE_PUSHES = Number(process.env.BENCH_SYNC_RATE_PUSHES ?? 500);

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

const makeBatches = (count: number, offset: number) =>
  Promise.all(
    Array.from({ length: count }, async (_, index) => {
      const device = devices[((index + offset) * 7919) % ACCOUNTS] as Device;
      return { device, changes: await signedChanges(device, BATCH) };
    }),
  );
const batches = await makeBatches(PUSHES, 0);
type Batch = (typeof batches)[number];

/** One push; its latency from `from` (when it was sent, or when it was due). */
async function push({ device, changes }: Batch, from: number, latenciesMs: number[], statuses: Record<string, number>): Promise<void> {
  const answer = await send('POST', `/accounts/${device.accountId}/changes`, device, { changes });
  await answer.arrayBuffer();
  latenciesMs.push(performance.now() - from);
  statuses[answer.status] = (statuses[answer.status] ?? 0) + 1;
}

const latenciesMs: number[] = [];
const statuses: Record<string, number> = {};
const start = performance.now();
await pool(PUSHES, CLIENTS, (index) => push(batches[index] as Batch, performance.now(), latenciesMs, statuses));
const wallMs = performance.now() - start;

const rated = await makeBatches(RATE_PUSHES, PUSHES);
const ratedLatenciesMs: number[] = [];
const ratedStatuses: Record<string, number> = {};
const intervalMs = (1000 * BATCH) / RATE;
const ratedStart = performance.now();
await Promise.all(
  rated.map(async (batch, index) => {
    const due = ratedStart + index * intervalMs;
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, due - performance.now())));
    await push(batch, due, ratedLatenciesMs, ratedStatuses);
  }),
);
const ratedWallMs = performance.now() - ratedStart;
console.log(
  JSON.stringify({
    accounts: ACCOUNTS,
    pushes: PUSHES,
    batch: BATCH,
    clients: CLIENTS,
    setupMs,
    wallMs,
    statuses,
    latenciesMs,
    atRate: { changesPerSecond: RATE, pushes: RATE_PUSHES, wallMs: ratedWallMs, statuses: ratedStatuses, latenciesMs: ratedLatenciesMs },
  }),
);
