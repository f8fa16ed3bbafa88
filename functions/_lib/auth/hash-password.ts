/**
 * Prints an ADMIN_PASSWORD_HASH for a password read from standard input, so the password itself never has to be
 * stored in the server's configuration:
 *
 *   printf '%s' 'a long passphrase' | npx tsx functions/_lib/auth/hash-password.ts
 */
import { hashPassword } from './password.ts';

const chunks: Buffer[] = [];
for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
const password = Buffer.concat(chunks).toString('utf8').replace(/\r?\n$/, '');
if (password.length < 12) {
  console.error('Use a password of at least 12 characters.');
  process.exit(1);
}
console.log(await hashPassword(password));
