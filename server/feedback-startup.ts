import { relative } from 'node:path';
import { ensureEmbeddedAdmin } from '../functions/_lib/auth/admin-credentials.ts';
import { adminPasswordWeakness } from '../functions/_lib/auth/password-strength.ts';
import { prepareBackend, type Env } from '../functions/_lib/backend.ts';

/**
 * Start-up work for the feedback functions, done once before the server accepts requests: open the database
 * (embedded under DATA_DIR, or DATABASE_URL), apply pending migrations, and make sure an admin can sign in. On the
 * embedded default with no admin configured, an admin is created with a random password kept in a file only this
 * user can read; the path is printed, the password never is.
 */
export async function prepareFeedbackFunctions(options: {
  dataDir: string;
  env: Env;
  log: (message: string) => void;
}): Promise<void> {
  const { dataDir, env, log } = options;
  // A weak configured password is refused before anything opens (a hash cannot be checked, a generated one is strong).
  const weakness = env.ADMIN_PASSWORD ? adminPasswordWeakness(env.ADMIN_PASSWORD) : null;
  if (weakness) throw new Error(`${weakness} Set a longer ADMIN_PASSWORD, or ADMIN_PASSWORD_HASH.`);
  const started = Date.now();
  const { backend, applied } = await prepareBackend({ dataDir, env });
  const where = backend.db.kind === 'embedded' ? 'embedded database' : 'database at DATABASE_URL';
  log(
    applied.length > 0
      ? `Feedback functions: ${where} ready, applied ${applied.join(', ')} (${Date.now() - started} ms)`
      : `Feedback functions: ${where} ready and up to date (${Date.now() - started} ms)`,
  );
  if (!backend.rateLimits) log('Feedback functions: rate limits are OFF (RATE_LIMITS=off)');

  const admin = await ensureEmbeddedAdmin(env, dataDir);
  const shown = (file: string) => (relative(process.cwd(), file).startsWith('..') ? file : relative(process.cwd(), file));
  switch (admin.kind) {
    case 'configured':
      log(`Admin sign-in: ${admin.email} (from ADMIN_EMAIL)`);
      break;
    case 'existing':
      log(`Admin sign-in: ${admin.email}; the password is in ${shown(admin.file)} (readable only by you)`);
      break;
    case 'created':
      log(
        `Admin sign-in: created an administrator, ${admin.email}, with a random password. ` +
          `It is in ${shown(admin.file)} (readable only by you). Sign in at /admin/login.`,
      );
      break;
    case 'none':
      log('Admin sign-in is off: set ADMIN_EMAIL with ADMIN_PASSWORD or ADMIN_PASSWORD_HASH to turn it on.');
      break;
  }
}
