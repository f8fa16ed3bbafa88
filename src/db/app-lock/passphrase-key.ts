/**
 * The passphrase's wrap key (docs/app-lock.md, section 2.2): Argon2id through hash-wasm (WebAssembly), then imported
 * as the AES-GCM key that seals the data key's `passphrase` envelope. The cost is kept with the lock's settings row, so
 * a later change of the default never locks anyone out.
 */
import { argon2id } from 'hash-wasm';
import { importAesKey } from '../../../contract/e2ee/primitives.ts';

export interface PassphraseCost {
  memoryKiB: number;
  iterations: number;
}

/**
 * One of OWASP's Argon2id settings (46 MiB, one pass, one lane): 215 ms median on this machine, in the range the
 * design asks for (section 2.2 has the command and every figure measured).
 */
export const DEFAULT_PASSPHRASE_COST: PassphraseCost = { memoryKiB: 47_104, iterations: 1 };

export const PASSPHRASE_SALT_BYTES = 16;

/** The 32 bytes Argon2id gives for the passphrase (NFC-normalised, so the same words typed on another keyboard match). */
export async function passphraseKeyBytes(passphrase: string, salt: Uint8Array, cost: PassphraseCost): Promise<Uint8Array> {
  return argon2id({
    password: passphrase.normalize('NFC'),
    salt,
    iterations: cost.iterations,
    parallelism: 1,
    memorySize: cost.memoryKiB,
    hashLength: 32,
    outputType: 'binary',
  });
}

export async function passphraseWrapKey(passphrase: string, salt: Uint8Array, cost: PassphraseCost): Promise<CryptoKey> {
  return importAesKey(await passphraseKeyBytes(passphrase, salt, cost));
}
