/**
 * Argon2id of the app lock's passphrase off the main thread: 46 MiB and a pass take a few hundred milliseconds, which
 * on the page would freeze the lock screen's "Unlocking…" and every tap. Answers with the 32 bytes or the failure.
 */
import { passphraseKeyBytes, type PassphraseCost } from '@/db/app-lock/passphrase-key';

interface Ask {
  passphrase: string;
  salt: Uint8Array;
  cost: PassphraseCost;
}

addEventListener('message', (event: MessageEvent<Ask>) => {
  const { passphrase, salt, cost } = event.data;
  passphraseKeyBytes(passphrase, salt, cost).then(
    (bytes) => postMessage({ ok: true, bytes }),
    (error: unknown) => postMessage({ ok: false, reason: error instanceof Error ? error.message : String(error) }),
  );
});
