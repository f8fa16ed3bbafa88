/**
 * The built app ships to every browser: it must hold no admin password and no service key. Scans the build folder
 * the e2e server serves (E2E_DIST_DIR, default dist) for the password the server under test accepts, for every
 * secret-looking server variable in this environment, and for any Supabase service-role key.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { adminCredentials } from './admin-support';

const DIST = process.env.E2E_DIST_DIR ?? 'dist';
const SECRET_NAMES = /(PASSWORD|SECRET|SERVICE_ROLE|SERVICE_KEY|PRIVATE_KEY|DATABASE_URL)/i;

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

test(`the build in ${DIST}/ holds no admin password and no service key`, async () => {
  const files = filesUnder(DIST);
  expect(files.some((file) => file.endsWith('index.html'))).toBe(true);
  const secrets = new Map<string, string>();
  secrets.set('the admin password of the server under test', adminCredentials().password);
  for (const [name, value] of Object.entries(process.env)) {
    if (SECRET_NAMES.test(name) && value && value.length >= 8) secrets.set(name, value);
  }
  expect(secrets.get('the admin password of the server under test')?.length).toBeGreaterThanOrEqual(12);

  const found: string[] = [];
  for (const file of files) {
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
  }
  expect(found).toEqual([]);
});
