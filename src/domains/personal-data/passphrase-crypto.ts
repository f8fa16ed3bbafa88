/**
 * Passphrase protection for exports: AES-GCM with a key derived by PBKDF2-SHA-256 from the passphrase and a random
 * salt (Web Crypto, available offline in every supported browser). AES-GCM authenticates the data, so a wrong
 * passphrase or a changed byte fails to decrypt instead of giving garbage.
 */
const PBKDF2_ITERATIONS = 600_000;
/** Bounds for files being imported, so a crafted file cannot make the device work for minutes. */
export const MIN_IMPORT_ITERATIONS = 100_000;
export const MAX_IMPORT_ITERATIONS = 2_000_000;

export interface EncryptedPayload {
  kdf: { name: 'PBKDF2'; hash: 'SHA-256'; iterations: number; salt: string };
  cipher: { name: 'AES-GCM'; iv: string };
  data: string;
}

export class WrongPassphraseError extends Error {
  override readonly name = 'WrongPassphraseError';
  constructor() {
    super('The passphrase is wrong, or the file is damaged.');
  }
}

function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text);
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

async function deriveKey(passphrase: string, salt: Uint8Array<ArrayBuffer>, iterations: number): Promise<CryptoKey> {
  const material = await crypto.subtle.importKey('raw', new TextEncoder().encode(passphrase), 'PBKDF2', false, ['deriveKey']);
  return crypto.subtle.deriveKey(
    { name: 'PBKDF2', hash: 'SHA-256', salt, iterations },
    material,
    { name: 'AES-GCM', length: 256 },
    false,
    ['encrypt', 'decrypt'],
  );
}

export async function encryptText(plainText: string, passphrase: string, iterations = PBKDF2_ITERATIONS): Promise<EncryptedPayload> {
  const salt = crypto.getRandomValues(new Uint8Array(new ArrayBuffer(16)));
  const iv = crypto.getRandomValues(new Uint8Array(new ArrayBuffer(12)));
  const key = await deriveKey(passphrase, salt, iterations);
  const data = new Uint8Array(await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, key, new TextEncoder().encode(plainText)));
  return {
    kdf: { name: 'PBKDF2', hash: 'SHA-256', iterations, salt: toBase64(salt) },
    cipher: { name: 'AES-GCM', iv: toBase64(iv) },
    data: toBase64(data),
  };
}

/** Decrypts, or throws WrongPassphraseError when the passphrase (or the data) does not match. */
export async function decryptText(payload: EncryptedPayload, passphrase: string): Promise<string> {
  const key = await deriveKey(passphrase, fromBase64(payload.kdf.salt), payload.kdf.iterations);
  try {
    const plain = await crypto.subtle.decrypt({ name: 'AES-GCM', iv: fromBase64(payload.cipher.iv) }, key, fromBase64(payload.data));
    return new TextDecoder().decode(plain);
  } catch {
    throw new WrongPassphraseError();
  }
}
