/**
 * The passphrase's wrap key (docs/app-lock.md, section 2.2): Argon2id in a worker (./passphrase.worker.ts), then
 * imported as the AES key. Where workers cannot run, it is derived on the page (slower to answer, same key).
 */
import { passphraseKeyBytes, type PassphraseCost } from '@/db/app-lock/passphrase-key';
import { importAesKey } from '@contract/e2ee/primitives';

type Answer = { ok: true; bytes: Uint8Array } | { ok: false; reason: string };

function deriveInWorker(passphrase: string, salt: Uint8Array, cost: PassphraseCost): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./passphrase.worker.ts', import.meta.url), { type: 'module', name: 'app-lock-passphrase' });
    worker.addEventListener('message', (event: MessageEvent<Answer>) => {
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
  return key;
}
