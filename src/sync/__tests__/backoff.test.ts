import { describe, expect, it } from 'vitest';
import type { SyncStateRow } from '@/db/outbox-types';
import { BACKOFF_MAX_MS, backoffDelayMs, nominalBackoffMs } from '../backoff';
import { DeliveryError } from '../delivery-error';
import { RateLimitedError } from '../adapters/feedback-functions';
import type { ReplayOutcome } from '../replay/replay-outbox';
import { initialSyncState, stateAfterRun } from '../replay/sync-state';

const clean: ReplayOutcome = { confirmed: 3, deadLettered: 0, retryError: null, waitingForSignIn: 0, undeliverable: 0 };
const failed: ReplayOutcome = { ...clean, confirmed: 0, retryError: new DeliveryError('Network error', null) };

describe('retry backoff', () => {
  it('starts at about 1 second and doubles up to 10 minutes', () => {
    expect([1, 2, 3, 4, 5, 10, 11, 20, 100].map(nominalBackoffMs)).toEqual([
      1_000, 2_000, 4_000, 8_000, 16_000, 512_000, 600_000, 600_000, 600_000,
    ]);
    expect(nominalBackoffMs(0)).toBe(0);
  });

  it('adds jitter of up to a quarter either way, never above 10 minutes', () => {
    expect(backoffDelayMs(1, () => 0)).toBe(750);
    expect(backoffDelayMs(1, () => 0.5)).toBe(1_000);
    expect(backoffDelayMs(1, () => 0.999_999)).toBe(1_250);
    expect(backoffDelayMs(30, () => 0.999_999)).toBe(BACKOFF_MAX_MS);
    const spread = new Set(Array.from({ length: 50 }, () => backoffDelayMs(3)));
    expect(spread.size).toBeGreaterThan(10);
    for (const delay of spread) {
      expect(delay).toBeGreaterThanOrEqual(3_000);
      expect(delay).toBeLessThanOrEqual(5_000);
    }
  });

  it('grows with each failed run and resets after a clean one', () => {
    const start = new Date('2025-06-01T12:00:00.000Z');
    let state: SyncStateRow = initialSyncState();
    const waits: number[] = [];
    for (let run = 0; run < 5; run++) {
      state = stateAfterRun(state, failed, start, () => 0.5);
      waits.push(Date.parse(state.nextAttemptAt ?? '') - start.getTime());
    }
    expect(waits).toEqual([1_000, 2_000, 4_000, 8_000, 16_000]);
    expect(state).toMatchObject({ phase: 'retrying', consecutiveFailures: 5, lastError: 'Network error', lastSuccessAt: null });

    state = stateAfterRun(state, clean, start, () => 0.5);
    expect(state).toMatchObject({ phase: 'idle', consecutiveFailures: 0, nextAttemptAt: null, lastError: null, lastSuccessAt: start.toISOString() });
    state = stateAfterRun(state, failed, start, () => 0.5);
    expect(Date.parse(state.nextAttemptAt ?? '') - start.getTime()).toBe(1_000);
  });

  it('starts again from the first step after a failed run that still delivered something', () => {
    const start = new Date('2025-06-01T12:00:00.000Z');
    let state: SyncStateRow = initialSyncState();
    for (let run = 0; run < 6; run++) state = stateAfterRun(state, failed, start, () => 0.5);
    expect(state.consecutiveFailures).toBe(6);
    state = stateAfterRun(state, { ...failed, confirmed: 3 }, start, () => 0.5);
    expect(state).toMatchObject({ phase: 'retrying', consecutiveFailures: 1, lastError: 'Network error', lastSuccessAt: null });
    expect(Date.parse(state.nextAttemptAt ?? '') - start.getTime()).toBe(1_000);
    state = stateAfterRun(state, { ...failed, deadLettered: 1 }, start, () => 0.5);
    expect(state.consecutiveFailures).toBe(1);
    state = stateAfterRun(state, failed, start, () => 0.5);
    expect(Date.parse(state.nextAttemptAt ?? '') - start.getTime()).toBe(2_000);
  });

  it('waits at least as long as a server’s Retry-After', () => {
    const state = stateAfterRun(initialSyncState(), { ...failed, retryError: new RateLimitedError('Slow down', 60_000) }, new Date(0), () => 0.5);
    expect(state.nextAttemptAt).toBe(new Date(60_000).toISOString());
  });
});
