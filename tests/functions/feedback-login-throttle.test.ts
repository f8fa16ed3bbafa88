/**
 * Admin sign-in throttling (functions/_lib/auth/login-throttle.ts) with a controlled clock, on both databases: growing
 * delays per account and address with a clear message, an account-wide ceiling for guesses spread over many addresses
 * that never locks the admin out for more than a minute, and `npm start` refusing a weak ADMIN_PASSWORD.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { adminPasswordWeakness } from '../../functions/_lib/auth/password-strength.ts';
import { prepareFeedbackFunctions } from '../../server/feedback-startup.ts';
import { ADMIN, DATABASE_KINDS, harness, openTestDatabase, type Harness, type TestDatabase } from './support/backends.ts';

const ATTACKER = '198.51.100.66';
const ADMIN_HOME = '203.0.113.10';

describe.each(DATABASE_KINDS)('admin sign-in throttling (%s database)', (kind) => {
  let database: TestDatabase;
  let h: Harness;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
  }, 60_000);

  afterAll(async () => {
    await database.close();
  });

  beforeEach(async () => {
    await database.db.query('delete from feedback.login_failures');
    h = harness(database.db);
  });

  const guess = (ip: string, password = 'not the password') => h.call('POST', '/admin/login', { body: { email: ADMIN.email, password }, ip });
  const signIn = (ip: string) => guess(ip, ADMIN.password);

  it('lets three typos pass, then makes each guess from that address wait twice as long, saying how long', async () => {
    for (let attempt = 0; attempt < 3; attempt += 1) expect((await guess(ATTACKER)).status).toBe(401);
    expect((await guess(ATTACKER)).status).toBe(401); // the 4th failure starts a 2 s wait
    const waiting = await guess(ATTACKER);
    expect(waiting.status).toBe(429);
    expect(waiting.json.error).toBe('Too many sign-in attempts. Try again in 2 seconds.');
    expect(waiting.headers.get('retry-after')).toBe('2');
    // While waiting, even the right password is not checked.
    expect((await signIn(ATTACKER)).status).toBe(429);

    const waits: number[] = [];
    for (let failure = 5; failure <= 11; failure += 1) {
      h.clock.advance(3600_000);
      expect((await guess(ATTACKER)).status).toBe(401);
      waits.push(Number((await guess(ATTACKER)).headers.get('retry-after')));
    }
    expect(waits).toEqual([4, 8, 16, 32, 64, 128, 256]);
    const last = await guess(ATTACKER);
    expect(last.json.error).toBe('Too many sign-in attempts. Try again in 5 minutes.');
  });

  it('does not lock the admin out because of guesses from another address', async () => {
    for (let attempt = 0; attempt < 12; attempt += 1) {
      h.clock.advance(10 * 60_000);
      await guess(ATTACKER);
    }
    expect((await guess(ATTACKER)).status).toBe(429);
    expect((await signIn(ADMIN_HOME)).status).toBe(200);
  });

  it('holds guesses spread over many addresses to the account-wide ceiling of a minute, and the admin still gets in', async () => {
    for (let attempt = 0; attempt < 50; attempt += 1) expect((await guess(`10.0.${Math.floor(attempt / 3)}.${attempt}`)).status).toBe(401);
    for (let attempt = 50; attempt < 60; attempt += 1) {
      await guess(`10.1.0.${attempt}`);
      h.clock.advance(61_000);
    }
    await guess('10.2.0.1');
    const blocked = await signIn(ADMIN_HOME);
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBeLessThanOrEqual(60);
    h.clock.advance(60_000);
    expect((await signIn(ADMIN_HOME)).status).toBe(200);
  });

  it('forgets an address’s failures once the admin signs in from it', async () => {
    for (let attempt = 0; attempt < 5; attempt += 1) await guess(ADMIN_HOME);
    h.clock.advance(16_000);
    expect((await signIn(ADMIN_HOME)).status).toBe(200);
    for (let attempt = 0; attempt < 3; attempt += 1) expect((await guess(ADMIN_HOME)).status).toBe(401);
  });
});

describe('ADMIN_PASSWORD strength at start-up', () => {
  it('refuses one shorter than 12 characters or on the common list, saying why', async () => {
    expect(adminPasswordWeakness('short-pass1')).toMatch(/too short: 11 characters, at least 12/);
    expect(adminPasswordWeakness('password1234')).toMatch(/common passwords/);
    expect(adminPasswordWeakness('QwertyUiop123')).toMatch(/common passwords/);
    expect(adminPasswordWeakness('zzzzzzzzzzzzzz')).toMatch(/common passwords/);
    expect(adminPasswordWeakness(`canary-password-${'0a'.repeat(16)}`)).toBeNull();
    expect(adminPasswordWeakness('correct horse battery staple')).toMatch(/common passwords/);
    await expect(
      prepareFeedbackFunctions({ dataDir: '/nonexistent', env: { ADMIN_EMAIL: 'a@b.c', ADMIN_PASSWORD: 'password1234' }, log: () => undefined }),
    ).rejects.toThrow(/ADMIN_PASSWORD is on the list of common passwords/);
  });
});
