/**
 * The built app ships to every browser: it must hold no admin password, no service key and none of the end-to-end
 * build's test hooks. Scans the build folder the e2e server serves (E2E_DIST_DIR, default dist) for the password the
 * server under test accepts, for every secret-looking server variable in this environment, for any Supabase
 * service-role key, and for the test hooks (tests/support/e2e-hooks, compiled only into VITE_E2E_HOOKS=1 builds).
 *
 * For the scan to mean something, the secrets must exist before the build: scripts/test-all.sh exports canary values
 * (ADMIN_EMAIL, ADMIN_PASSWORD, a fake SUPABASE_SERVICE_ROLE_KEY and the AI function's AI_API_KEY) before `vite build`
 * and Playwright, and sets E2E_SECRET_CANARIES=1 so this test insists on finding them in the environment. A second
 * test plants the same values in a folder of its own and checks the scan finds each of them.
 */
import { mkdtempSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from './fixtures';
import { adminCredentials } from './admin-support';

const DIST = process.env.E2E_DIST_DIR ?? 'dist';
const SECRET_NAMES = /(PASSWORD|SECRET|SERVICE_ROLE|SERVICE_KEY|PRIVATE_KEY|API_KEY|DATABASE_URL)/i;
const ADMIN_PASSWORD_LABEL = 'the admin password of the server under test';
/** What only an end-to-end build's test hooks contain (tests/support/e2e-hooks, added when VITE_E2E_HOOKS=1): the
 * window property, the ready marker they set, and their folder's name in a chunk's file name. */
const TEST_HOOK_MARKERS = ['__betterMindsSync', 'syncHooks', 'e2e-hooks'];

function filesUnder(directory: string): string[] {
  return readdirSync(directory).flatMap((name) => {
    const path = join(directory, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

function isServiceRoleJwt(token: string): boolean {
  const payload = token.split('.')[1];
  if (!payload) return false;
  try {
    return /"role"\s*:\s*"service_role"/.test(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return false;
  }
}

/** What must never be in the build: the admin password and every secret-looking variable of this environment. */
function secretsToLookFor(): Map<string, string> {
  const secrets = new Map<string, string>();
  secrets.set(ADMIN_PASSWORD_LABEL, adminCredentials().password);
  for (const [name, value] of Object.entries(process.env)) {
    if (SECRET_NAMES.test(name) && value && value.length >= 8) secrets.set(name, value);
  }
  return secrets;
}

/** Every place a folder gives a secret away. */
function scan(directory: string, secrets: Map<string, string>): string[] {
  const found: string[] = [];
  for (const file of filesUnder(directory)) {
    const text = readFileSync(file).toString('latin1');
    for (const [name, value] of secrets) {
      if (text.includes(value)) found.push(`${file} contains ${name}`);
    }
    for (const token of text.match(/eyJ[A-Za-z0-9_-]{8,}\.eyJ[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{8,}/g) ?? []) {
      if (isServiceRoleJwt(token)) found.push(`${file} contains a service-role key`);
    }
    for (const name of ['ADMIN_PASSWORD', 'ADMIN_PASSWORD_HASH', 'ADMIN_SESSION_SECRET']) {
      if (text.includes(name)) found.push(`${file} mentions ${name}`);
    }
    for (const marker of TEST_HOOK_MARKERS) {
      if (text.includes(marker) || file.includes(marker)) found.push(`${file} contains the test hooks (${marker})`);
    }
  }
  return found;
}

test(`the build in ${DIST}/ holds no admin password, no service key and no test hooks`, async () => {
  const files = filesUnder(DIST);
  expect(files.some((file) => file.endsWith('index.html'))).toBe(true);
  const secrets = secretsToLookFor();
  expect(secrets.get(ADMIN_PASSWORD_LABEL)?.length).toBeGreaterThanOrEqual(12);
  if (process.env.E2E_SECRET_CANARIES === '1') {
    // The canaries of scripts/test-all.sh were there before the build, and the server under test uses them.
    expect([...secrets.keys()]).toEqual(expect.arrayContaining(['ADMIN_PASSWORD', 'SUPABASE_SERVICE_ROLE_KEY', 'AI_API_KEY']));
    expect(secrets.get(ADMIN_PASSWORD_LABEL)).toBe(process.env.ADMIN_PASSWORD);
    expect(isServiceRoleJwt(process.env.SUPABASE_SERVICE_ROLE_KEY ?? '')).toBe(true);
  }
  console.log(`dist secret scan: ${files.length} files checked for ${[...secrets.keys()].join(', ')} and any service-role key`);
  expect(scan(DIST, secrets)).toEqual([]);
});

test('the scan finds the admin password, a secret variable, a service-role key and the test hooks planted in a build', async () => {
  const folder = mkdtempSync(join(tmpdir(), 'bm-dist-scan-'));
  try {
    const secrets = secretsToLookFor();
    const key = process.env.SUPABASE_SERVICE_ROLE_KEY && isServiceRoleJwt(process.env.SUPABASE_SERVICE_ROLE_KEY)
      ? process.env.SUPABASE_SERVICE_ROLE_KEY
      : ['{"alg":"HS256","typ":"JWT"}', '{"role":"service_role","ref":"planted"}', 'not-a-real-signature']
          .map((part) => Buffer.from(part).toString('base64url'))
          .join('.');
    mkdirSync(join(folder, 'assets'));
    writeFileSync(join(folder, 'index.html'), '<!doctype html><title>clean</title>');
    writeFileSync(join(folder, 'assets', 'password.js'), `const p = ${JSON.stringify(secrets.get(ADMIN_PASSWORD_LABEL))};`);
    writeFileSync(join(folder, 'assets', 'key.js'), `const k = "${key}";`);
    writeFileSync(join(folder, 'assets', 'hooks.js'), 'window.__betterMindsSync = {}; document.documentElement.dataset.syncHooks = "ready";');
    const found = scan(folder, secrets);
    expect(found).toContain(`${join(folder, 'assets', 'password.js')} contains ${ADMIN_PASSWORD_LABEL}`);
    expect(found).toContain(`${join(folder, 'assets', 'key.js')} contains a service-role key`);
    expect(found).toContain(`${join(folder, 'assets', 'hooks.js')} contains the test hooks (__betterMindsSync)`);
    expect(found).toContain(`${join(folder, 'assets', 'hooks.js')} contains the test hooks (syncHooks)`);
    if (process.env.E2E_SECRET_CANARIES === '1') {
      expect(found).toContain(`${join(folder, 'assets', 'key.js')} contains SUPABASE_SERVICE_ROLE_KEY`);
      writeFileSync(join(folder, 'assets', 'model.js'), `fetch(u, { headers: { Authorization: "Bearer ${process.env.AI_API_KEY}" } });`);
      expect(scan(folder, secrets)).toContain(`${join(folder, 'assets', 'model.js')} contains AI_API_KEY`);
    }
    expect(found.some((line) => line.includes('index.html'))).toBe(false);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
});
