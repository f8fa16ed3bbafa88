// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { getSupabase, reconnectAfterMs } from '../supabase-client';

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

  it('reconnects after 1, 2, 5 then 10 seconds', () => {
    expect([1, 2, 3, 4, 5, 9].map(reconnectAfterMs)).toEqual([1000, 2000, 5000, 10000, 10000, 10000]);
  });
});
