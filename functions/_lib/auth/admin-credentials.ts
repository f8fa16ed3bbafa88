import { randomBytes } from 'node:crypto';
import { chmod, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { isPasswordHash, timingSafeEqualText, verifyPasswordHash } from './password.ts';

/**
 * Who may sign in to the admin area. Credentials come from server configuration only, never from the client build:
 * ADMIN_EMAIL with ADMIN_PASSWORD or ADMIN_PASSWORD_HASH. On the embedded default with neither configured, `npm start`
 * creates an admin with a random password in DATA_DIR/admin-credentials.env (mode 0600) and the functions read it.
 */
export interface AdminCredentials {
  email: string;
  /** Exactly one of password and passwordHash is set. */
  password?: string;
  passwordHash?: string;
  source: 'environment' | 'file';
}

export const ADMIN_CREDENTIALS_FILE = 'admin-credentials.env';
export const BOOTSTRAP_ADMIN_EMAIL = 'admin@better-minds.local';

type Env = Record<string, string | undefined>;

/** The configured admin, null when none is configured; throws when the configuration is half there or invalid. */
export function adminCredentialsFromEnv(env: Env): AdminCredentials | null {
  const email = env.ADMIN_EMAIL?.trim();
  const password = env.ADMIN_PASSWORD;
  const passwordHash = env.ADMIN_PASSWORD_HASH?.trim();
  if (!email && !password && !passwordHash) return null;
  if (!email || !email.includes('@')) throw new Error('ADMIN_EMAIL must be set to an e-mail address when an admin password is configured.');
  if (passwordHash) {
    if (!isPasswordHash(passwordHash)) {
      throw new Error('ADMIN_PASSWORD_HASH is not in the scrypt$N$r$p$salt$hash format (make one with functions/_lib/auth/hash-password.ts).');
    }
    return { email, passwordHash, source: 'environment' };
  }
  if (!password) throw new Error('ADMIN_EMAIL is set but neither ADMIN_PASSWORD nor ADMIN_PASSWORD_HASH is.');
  return { email, password, source: 'environment' };
}

function parseEnvFile(text: string): Env {
  const values: Env = {};
  for (const line of text.split(/\r?\n/)) {
    const match = /^\s*([A-Z_][A-Z0-9_]*)\s*=\s*(.*?)\s*$/.exec(line);
    if (match?.[1]) values[match[1]] = match[2];
  }
  return values;
}

export function credentialsFilePath(dataDir: string): string {
  return join(dataDir, ADMIN_CREDENTIALS_FILE);
}

export async function readAdminCredentialsFile(dataDir: string): Promise<AdminCredentials | null> {
  let text: string;
  try {
    text = await readFile(credentialsFilePath(dataDir), 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
  const fromFile = adminCredentialsFromEnv(parseEnvFile(text));
  return fromFile ? { ...fromFile, source: 'file' } : null;
}

/** The admin the functions accept: the environment's, else (embedded only) the bootstrap file's, else none. */
export async function resolveAdminCredentials(env: Env, dataDir: string | undefined): Promise<AdminCredentials | null> {
  const fromEnv = adminCredentialsFromEnv(env);
  if (fromEnv) return fromEnv;
  if (dataDir && !env.DATABASE_URL?.trim()) return readAdminCredentialsFile(dataDir);
  return null;
}

export type BootstrapResult =
  | { kind: 'configured'; email: string }
  | { kind: 'existing'; email: string; file: string }
  | { kind: 'created'; email: string; file: string }
  | { kind: 'none' };

/**
 * At start-up of the embedded server: when no admin is configured, make sure one exists, creating it with a random
 * password in a file only this user can read. Never prints the password. With DATABASE_URL and no admin configured
 * there is no admin (a shared database is configured on purpose; its admin should be too).
 */
export async function ensureEmbeddedAdmin(env: Env, dataDir: string): Promise<BootstrapResult> {
  const fromEnv = adminCredentialsFromEnv(env);
  if (fromEnv) return { kind: 'configured', email: fromEnv.email };
  if (env.DATABASE_URL?.trim()) return { kind: 'none' };
  const file = credentialsFilePath(dataDir);
  const existing = await readAdminCredentialsFile(dataDir);
  if (existing) {
    await chmod(file, 0o600);
    return { kind: 'existing', email: existing.email, file };
  }
  const password = randomBytes(18).toString('base64url');
  const content = [
    `# Better Minds admin sign-in, created by npm start on ${new Date().toISOString()}. Keep this file private.`,
    '# Sign in at /admin/login. To choose your own instead, set ADMIN_EMAIL with ADMIN_PASSWORD or',
    '# ADMIN_PASSWORD_HASH in the environment (or .env.local); this file is then ignored.',
    `ADMIN_EMAIL=${BOOTSTRAP_ADMIN_EMAIL}`,
    `ADMIN_PASSWORD=${password}`,
    '',
  ].join('\n');
  // 'wx' fails if another process created the file first; it then simply wins.
  try {
    await writeFile(file, content, { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  await chmod(file, 0o600);
  return { kind: 'created', email: BOOTSTRAP_ADMIN_EMAIL, file };
}

/**
 * Checks an e-mail and password against the configured admin. Both parts are always checked, in time that does not
 * depend on where they differ, so a wrong e-mail cannot be told from a wrong password.
 */
export async function verifyAdminCredentials(
  admin: AdminCredentials,
  email: string,
  password: string,
): Promise<boolean> {
  const emailMatches = timingSafeEqualText(admin.email.toLowerCase(), email.trim().toLowerCase());
  const passwordMatches = admin.passwordHash
    ? await verifyPasswordHash(password, admin.passwordHash)
    : timingSafeEqualText(admin.password ?? '', password);
  return emailMatches && passwordMatches;
}
