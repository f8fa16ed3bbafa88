/**
 * Argon2id of the app lock's passphrase off the main thread: 46 MiB and a pass take a few hundred milliseconds, which
 * on the page would freeze the lock screen's "Unlocking…" and every tap. Answers with the 32 bytes or the failure.
 * Asked to get ready, it compiles the WebAssembly with a tiny derivation of no use, so the real one starts at once.
 */
import { passphraseKeyBytes, type PassphraseCost } from '@/db/app-lock/passphrase-key';

type Ask = { ready: true } | { passphrase: string; salt: Uint8Array; cost: PassphraseCost };

/** The smallest cost Argon2id accepts with one lane: only the compile is wanted. */
const WARM_UP_COST: PassphraseCost = { memoryKiB: 8, iterations: 1 };

addEventListener('message', (event: MessageEvent<Ask>) => {
  const ask = event.data;
  if ('ready' in ask) {
    passphraseKeyBytes('warm-up', new Uint8Array(16), WARM_UP_COST).then(
      (bytes) => {
        bytes.fill(0);
        postMessage({ ready: true });
      },
      () => postMessage({ ready: true }),
    );
    return;
  }
  passphraseKeyBytes(ask.passphrase, ask.salt, ask.cost).then(
    (bytes) => postMessage({ ok: true, bytes }),
    (error: unknown) => postMessage({ ok: false, reason: error instanceof Error ? error.message : String(error) }),
  );
});
