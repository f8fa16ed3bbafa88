/**
 * The passphrase's wrap key (docs/app-lock.md, section 2.2): Argon2id in a worker (./passphrase.worker.ts), then
 * imported as the AES key. Where workers cannot run, it is derived on the page (slower to answer, same key).
 * The lock screen readies a worker when it shows (`readyPassphraseWorker`): starting it and compiling Argon2id's
 * WebAssembly then happen while the person types, not after they press Unlock. Each derivation is a user-timing
 * measure, "app lock: passphrase key", so its cost in the worker can be read in a trace or a bench.
 */
import { passphraseKeyBytes, type PassphraseCost } from '@/db/app-lock/passphrase-key';
import { importAesKey } from '@contract/e2ee/primitives';

type Answer = { ok: true; bytes: Uint8Array } | { ok: false; reason: string } | { ready: true };

const MEASURE = 'app lock: passphrase key';

let readied: Worker | null = null;

function startWorker(): Worker {
  return new Worker(new URL('./passphrase.worker.ts', import.meta.url), { type: 'module', name: 'app-lock-passphrase' });
}

/** Starts a worker and has it compile Argon2id now; the next derivation uses it. Idempotent. */
export function readyPassphraseWorker(): void {
  if (readied !== null || typeof Worker !== 'function') return;
  try {
    const worker = startWorker();
    // A worker that fails before it is used (its script not loaded, say) is dropped: the derivation starts another.
    worker.addEventListener('error', () => {
      worker.terminate();
      if (readied === worker) readied = null;
    });
    worker.postMessage({ ready: true });
    readied = worker;
  } catch {
    readied = null;
  }
}

function deriveInWorker(passphrase: string, salt: Uint8Array, cost: PassphraseCost): Promise<Uint8Array> {
  const worker = readied ?? startWorker();
  readied = null;
  return new Promise((resolve, reject) => {
    worker.addEventListener('message', (event: MessageEvent<Answer>) => {
      if ('ready' in event.data) return;
      worker.terminate();
      if (event.data.ok) resolve(event.data.bytes);
      else reject(new Error(event.data.reason));
    });
    worker.addEventListener('error', (event) => {
      worker.terminate();
      reject(new Error(event.message || 'The passphrase worker failed'));
    });
    worker.postMessage({ passphrase, salt, cost });
  });
}

export async function passphraseKeyOffMainThread(passphrase: string, salt: Uint8Array, cost: PassphraseCost): Promise<CryptoKey> {
  const started = performance.now();
  let bytes: Uint8Array;
  if (typeof Worker === 'function') {
    try {
      bytes = await deriveInWorker(passphrase, salt, cost);
    } catch (error) {
      console.warn('Deriving the passphrase key on the page instead of a worker', error);
      bytes = await passphraseKeyBytes(passphrase, salt, cost);
    }
  } else {
    bytes = await passphraseKeyBytes(passphrase, salt, cost);
  }
  const key = await importAesKey(bytes);
  bytes.fill(0);
  performance.measure?.(MEASURE, { start: started, end: performance.now() });
  return key;
}
