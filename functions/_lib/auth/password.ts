import { createHash, randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/**
 * Admin password checks. ADMIN_PASSWORD_HASH holds `scrypt$N$r$p$salt$hash` (base64url salt and hash), made by
 * `npx tsx functions/_lib/auth/hash-password.ts`. Every comparison is timing-safe.
 */
const KEY_LENGTH = 64;
const DEFAULT_COST = { N: 16_384, r: 8, p: 1 };

function scryptAsync(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password, salt, KEY_LENGTH, { ...options, maxmem: 256 * 1024 * 1024 }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scryptAsync(password, salt, DEFAULT_COST);
  const { N, r, p } = DEFAULT_COST;
  return `scrypt$${N}$${r}$${p}$${salt.toString('base64url')}$${key.toString('base64url')}`;
}

const HASH_FORMAT = /^scrypt\$(\d+)\$(\d+)\$(\d+)\$([A-Za-z0-9_-]+)\$([A-Za-z0-9_-]+)$/;

export function isPasswordHash(value: string): boolean {
  return HASH_FORMAT.test(value);
}

export async function verifyPasswordHash(password: string, encoded: string): Promise<boolean> {
  const match = HASH_FORMAT.exec(encoded);
  if (!match) return false;
  const [, N, r, p, salt, hash] = match;
  const expected = Buffer.from(hash ?? '', 'base64url');
  const actual = await scryptAsync(password, Buffer.from(salt ?? '', 'base64url'), {
    N: Number(N),
    r: Number(r),
    p: Number(p),
  });
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

/** Compares two strings in time that depends on neither (both are hashed to the same length first). */
export function timingSafeEqualText(a: string, b: string): boolean {
  const digestA = createHash('sha256').update(a, 'utf8').digest();
  const digestB = createHash('sha256').update(b, 'utf8').digest();
  return timingSafeEqual(digestA, digestB);
}
