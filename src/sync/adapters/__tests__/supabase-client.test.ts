// @vitest-environment jsdom
import { AUTO_REFRESH_TICK_DURATION_MS } from '@supabase/auth-js/dist/module/lib/constants';
import { DEFAULT_TIMEOUT, MAX_PUSH_BUFFER_SIZE } from '@supabase/realtime-js/dist/module/lib/constants';
import { describe, expect, it } from 'vitest';
import { readMirror } from '@/db/local-mirror';
import {
  AUTH_REFRESH_CHECK_INTERVAL_MS,
  getSupabase,
  mirrorAuthStorage,
  REALTIME_HEARTBEAT_MS,
  REALTIME_PUSH_BUFFER_SIZE,
  REALTIME_TIMEOUT_MS,
  reconnectAfterMs,
} from '../supabase-client';

describe('the optional Supabase client', () => {
  it('is null without a configuration, so database calls are skipped', async () => {
    expect(await getSupabase(null)).toBeNull();
  });

  it('is created, with auth session handling, when a configuration is given', async () => {
    const client = await getSupabase({ url: 'http://127.0.0.1:54321', anonKey: 'public-anon-key' });
    expect(client).not.toBeNull();
    expect(typeof client?.from).toBe('function');
    expect(typeof client?.auth.getUser).toBe('function');
  });

  it('sets the spec’s realtime timeout and heartbeat (10 s, 25 s) and reconnects after 1, 2, 5 then 10 seconds', async () => {
    expect([REALTIME_TIMEOUT_MS, REALTIME_HEARTBEAT_MS]).toEqual([10_000, 25_000]);
    expect([1, 2, 3, 4, 5, 9].map(reconnectAfterMs)).toEqual([1000, 2000, 5000, 10000, 10000, 10000]);
    const client = await getSupabase({ url: 'http://127.0.0.1:54321', anonKey: 'public-anon-key' });
    const realtime = client?.realtime as unknown as { timeout: number; heartbeatIntervalMs: number };
    expect(realtime.timeout).toBe(REALTIME_TIMEOUT_MS);
    expect(realtime.heartbeatIntervalMs).toBe(REALTIME_HEARTBEAT_MS);
  });

  it('relies on the library for the push buffer (100) and the 30 s session refresh check, which it does not let us set', () => {
    expect(MAX_PUSH_BUFFER_SIZE).toBe(REALTIME_PUSH_BUFFER_SIZE);
    expect(AUTO_REFRESH_TICK_DURATION_MS).toBe(AUTH_REFRESH_CHECK_INTERVAL_MS);
    expect(DEFAULT_TIMEOUT).toBe(REALTIME_TIMEOUT_MS);
  });

  it('keeps the signed-in session in localStorage through the one gateway', () => {
    mirrorAuthStorage.setItem('sb-test-auth-token', '{"access_token":"a"}');
    expect(readMirror('sb-test-auth-token', (value): value is string => typeof value === 'string')).toBe('{"access_token":"a"}');
    expect(mirrorAuthStorage.getItem('sb-test-auth-token')).toBe('{"access_token":"a"}');
    mirrorAuthStorage.removeItem('sb-test-auth-token');
    expect(mirrorAuthStorage.getItem('sb-test-auth-token')).toBeNull();
  });
});
