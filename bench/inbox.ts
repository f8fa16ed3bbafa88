/**
 * The returns inbox (issue 28): sealing and opening a return of 100 entries with the app's own code
 * (contract/return-seal.ts, HPKE over Node's WebCrypto, the same calls the browser makes). Figures are printed,
 * never asserted.
 *
 *   npm run bench -- inbox
 */
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

export async function benchInbox(): Promise<void> {
  await benchSealing();
}
