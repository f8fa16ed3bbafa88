/**
 * The returns inbox (issue 28): sealing and opening a return of 100 entries with the app's own code
 * (contract/return-seal.ts, HPKE over Node's WebCrypto, the same calls the browser makes); then the inbox function's
 * sends and fetch-and-acknowledge rounds per second, called in-process with real Requests (no HTTP, so the figure
 * is the handler and its database), on the embedded PGlite database and on a throwaway PostgreSQL 15
 * (tests/support/postgres.ts), rate limits off. Figures are printed, never asserted.
 *
 *   npm run bench -- inbox
 */
import { createHash, randomBytes } from 'node:crypto';
import { createBackend } from '../functions/_lib/backend.ts';
import type { SqlClient } from '../functions/_lib/db/client.ts';
import { migrate } from '../functions/_lib/db/migrate.ts';
import { openEmbeddedDatabase } from '../functions/_lib/db/pglite-client.ts';
import { openPostgresDatabase } from '../functions/_lib/db/postgres-client.ts';
import { createInboxHandler } from '../functions/inbox.ts';
import { startPostgres } from '../tests/support/postgres.ts';
import { INBOX_PATH } from '../contract/inbox-schemas.ts';
import type { ClientReturn } from '../contract/prescription-schemas.ts';
import { exportInboxPublicKey, generateInboxKeyPair, openSealedReturn, sealReturn } from '../contract/return-seal.ts';

const ROUNDS = Number(process.env.BENCH_INBOX_ROUNDS ?? 50);
const INBOX_ID = 'AAAAAAAAAAAAAAAAAAAAAA';

/** A return of `count` thought-record entries of varied text, as the return builder makes them. */
export function returnOfEntries(count: number): ClientReturn {
  const entries = Array.from({ length: count }, (_, index) => ({
    at: new Date(Date.UTC(2026, 10, 1, 8) + index * 3_600_000).toISOString(),
    title: 'Thought record',
    body: `Situation: day ${index}, the bus was late again.\nThought: I will never manage ${index % 7} things.\nA kinder view: ${index * 37} small steps count.`,
  }));
  return { id: 'bench-return-1', prescriptionId: 'bench-rx', createdAt: '2026-11-27T08:00:00.000Z', items: [{ itemId: 'item-1', entries }] };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

function percentile(values: number[], fraction: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))] ?? 0;
}

export async function benchSealing(): Promise<void> {
  const keyPair = await generateInboxKeyPair();
  const publicKey = await exportInboxPublicKey(keyPair.publicKey);
  const clientReturn = returnOfEntries(100);
  const plainBytes = new TextEncoder().encode(JSON.stringify(clientReturn)).length;
  const sealTimes: number[] = [];
  const openTimes: number[] = [];
  let sealed = '';
  for (let round = 0; round < ROUNDS; round++) {
    let started = performance.now();
    sealed = await sealReturn({ publicKey, inboxId: INBOX_ID, clientReturn });
    sealTimes.push(performance.now() - started);
    started = performance.now();
    const opened = await openSealedReturn({ keyPair, inboxId: INBOX_ID, sealed });
    openTimes.push(performance.now() - started);
    if (!opened.ok) throw new Error(`the bench return did not open: ${opened.problem}`);
  }
  const ms = (value: number) => `${value.toFixed(2)} ms`;
  console.log(
    `inbox: seal a return of 100 entries (${(plainBytes / 1024).toFixed(1)} KB JSON, ${(sealed.length / 1024).toFixed(1)} KB sealed): ` +
      `p50 ${ms(median(sealTimes))}, p95 ${ms(percentile(sealTimes, 0.95))}; open: p50 ${ms(median(openTimes))}, p95 ${ms(percentile(openTimes, 0.95))} (${ROUNDS} rounds)`,
  );
}

const FUNCTION_SECONDS = Number(process.env.BENCH_INBOX_SECONDS ?? 5);

/** Sends for FUNCTION_SECONDS (each to its own inbox's daily budget: 100 inboxes in turn), then fetch + acknowledge. */
async function benchFunction(label: string, db: SqlClient): Promise<void> {
  await migrate(db);
  const backend = createBackend({ db, env: { RATE_LIMITS: 'off', UPLOAD_STORE: 'database' } });
  const handler = createInboxHandler(async () => backend);
  const call = (method: string, path: string, token: string, body?: unknown) =>
    handler(
      new Request(`http://localhost${INBOX_PATH}${path}`, {
        method,
        headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
        body: body === undefined ? undefined : JSON.stringify(body),
      }),
      { ip: '203.0.113.1' },
    );
  const hash = (text: string) => createHash('sha256').update(text).digest('hex');
  const inboxes = await Promise.all(
    Array.from({ length: 100 }, async () => {
      const keyPair = await generateInboxKeyPair();
      const inbox = { id: randomBytes(16).toString('base64url'), sendToken: randomBytes(32).toString('base64url'), fetchToken: randomBytes(32).toString('base64url') };
      const registered = await call('PUT', `/${inbox.id}`, '', { sendTokenHash: hash(inbox.sendToken), fetchTokenHash: hash(inbox.fetchToken) });
      if (registered.status !== 201) throw new Error(`registering answered ${registered.status}`);
      return { ...inbox, sealed: await sealReturn({ publicKey: await exportInboxPublicKey(keyPair.publicKey), inboxId: inbox.id, clientReturn: returnOfEntries(10) }) };
    }),
  );
  let sends = 0;
  let started = performance.now();
  while (performance.now() - started < FUNCTION_SECONDS * 1000 && sends < inboxes.length * 20) {
    const inbox = inboxes[sends % inboxes.length];
    if (!inbox) break;
    const answer = await call('POST', `/${inbox.id}/returns`, inbox.sendToken, { returnId: `ret-${sends}`, sealed: inbox.sealed });
    if (answer.status !== 201) throw new Error(`a send answered ${answer.status}: ${await answer.text()}`);
    sends++;
  }
  const sendSeconds = (performance.now() - started) / 1000;
  let fetches = 0;
  let acknowledged = 0;
  started = performance.now();
  for (const inbox of inboxes) {
    const answer = (await (await call('GET', `/${inbox.id}/returns`, inbox.fetchToken)).json()) as { data: { returns: { returnId: string }[] } };
    fetches++;
    for (const waiting of answer.data.returns) {
      await call('DELETE', `/${inbox.id}/returns/${waiting.returnId}`, inbox.fetchToken);
      acknowledged++;
    }
  }
  const fetchSeconds = (performance.now() - started) / 1000;
  console.log(
    `inbox function, ${label}: ${(sends / sendSeconds).toFixed(0)} sends/s (${sends} sealed returns of ${inboxes[0]?.sealed.length ?? 0} characters); ` +
      `${(fetches / fetchSeconds).toFixed(1)} fetches/s, each with its acknowledgements (${acknowledged} returns fetched and acknowledged, ${(acknowledged / fetchSeconds).toFixed(0)} acknowledgements/s)`,
  );
}

export async function benchInbox(): Promise<void> {
  await benchSealing();
  const embedded = await openEmbeddedDatabase(undefined);
  try {
    await benchFunction('embedded PGlite', embedded);
  } finally {
    await embedded.close();
  }
  const server = await startPostgres();
  try {
    const db = await openPostgresDatabase(server.url);
    try {
      await benchFunction('PostgreSQL 15', db);
    } finally {
      await db.close();
    }
  } finally {
    await server.stop();
  }
}
