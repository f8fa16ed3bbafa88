import { describe, expect, it } from 'vitest';
import { pick, randomInt, seededRandom } from '../../../testing/seeded-random.ts';
import {
  compareHlc,
  formatHlc,
  MAX_AHEAD_MS,
  MAX_COUNTER,
  MAX_WALL_MS,
  parseHlc,
  receive,
  startClock,
  tick,
  type Hlc,
} from '../hlc.ts';

const NOW = Date.UTC(2026, 2, 1, 12);
const DEVICES = ['A', 'B', 'Zz', 'a', 'ab', '-_x', '0', 'Q1w2E3r4T5y6U7i8O9p0aZ'];

function compareTuples(a: Hlc, b: Hlc): number {
  if (a.wallMs !== b.wallMs) return a.wallMs < b.wallMs ? -1 : 1;
  if (a.counter !== b.counter) return a.counter < b.counter ? -1 : 1;
  return a.deviceId < b.deviceId ? -1 : a.deviceId > b.deviceId ? 1 : 0;
}

function randomClock(random: () => number): Hlc {
  // Small ranges as well as large ones, so ties on wall time and counter are common.
  const wallMs = random() < 0.5 ? randomInt(random, 0, 3) : randomInt(random, 0, MAX_WALL_MS - 1);
  const counter = random() < 0.5 ? randomInt(random, 0, 3) : randomInt(random, 0, MAX_COUNTER);
  return { wallMs, counter, deviceId: pick(random, DEVICES) };
}

describe('the clock format', () => {
  it('writes fifteen decimal digits, five base-36 digits and the device id', () => {
    expect(formatHlc({ wallMs: 1_700_000_000_123, counter: 37, deviceId: 'dev1' })).toBe('001700000000123:00011:dev1');
  });

  it('reads back what it writes, and nothing else', () => {
    const clock = { wallMs: 42, counter: MAX_COUNTER, deviceId: 'x-_Y' };
    expect(parseHlc(formatHlc(clock))).toEqual(clock);
    for (const bad of ['', '1:00000:a', '000000000000001:0000A:a', '000000000000001:00000:', '000000000000001:00000:a:b']) {
      expect(parseHlc(bad)).toBeNull();
    }
  });

  it('refuses to write a clock the format cannot hold', () => {
    expect(() => formatHlc({ wallMs: -1, counter: 0, deviceId: 'a' })).toThrow(RangeError);
    expect(() => formatHlc({ wallMs: 0, counter: MAX_COUNTER + 1, deviceId: 'a' })).toThrow(RangeError);
    expect(() => formatHlc({ wallMs: 0, counter: 0, deviceId: 'a:b' })).toThrow(RangeError);
  });

  it('orders clocks as strings exactly as by (wall time, counter, device) for 20,000 random pairs', () => {
    const random = seededRandom(0x41c);
    const disagreements: string[] = [];
    for (let i = 0; i < 20_000; i += 1) {
      const a = randomClock(random);
      const b = randomClock(random);
      // Collected rather than expected one by one: 20,000 expect calls cost more than the comparisons.
      if (compareHlc(formatHlc(a), formatHlc(b)) !== compareTuples(a, b)) disagreements.push(formatHlc(a) + ' ' + formatHlc(b));
    }
    expect(disagreements).toEqual([]);
  });
});

describe('tick (sending)', () => {
  it('follows the wall time when it moves forward, with the counter at 0', () => {
    const first = tick(null, NOW, 'a');
    expect(first).toEqual({ wallMs: NOW, counter: 0, deviceId: 'a' });
    expect(tick(first, NOW + 5, 'a')).toEqual({ wallMs: NOW + 5, counter: 0, deviceId: 'a' });
  });

  it('counts on when the wall time stands still or goes back', () => {
    const first = tick(null, NOW, 'a');
    const second = tick(first, NOW, 'a');
    const third = tick(second, NOW - 60_000, 'a');
    expect([second.counter, third.counter, third.wallMs]).toEqual([1, 2, NOW]);
  });

  it('moves the wall time on by a millisecond when the counter is full', () => {
    expect(tick({ wallMs: NOW, counter: MAX_COUNTER, deviceId: 'a' }, NOW, 'a')).toEqual({
      wallMs: NOW + 1,
      counter: 0,
      deviceId: 'a',
    });
  });

  it('always increases, whatever the wall time does', () => {
    const random = seededRandom(7);
    let clock = tick(null, NOW, 'a');
    for (let i = 0; i < 5_000; i += 1) {
      const next = tick(clock, NOW + randomInt(random, -1_000, 1_000) + i, 'a');
      expect(compareHlc(formatHlc(next), formatHlc(clock))).toBe(1);
      clock = next;
    }
  });
});

describe('receive', () => {
  const mine = { wallMs: NOW, counter: 4, deviceId: 'me' };

  it('continues past both counters when the wall times tie', () => {
    const result = receive(mine, { wallMs: NOW, counter: 9, deviceId: 'them' }, NOW - 10);
    expect(result).toEqual({ status: 'accepted', clock: { wallMs: NOW, counter: 10, deviceId: 'me' } });
  });

  it('takes the remote wall time when it is ahead, counting past its counter', () => {
    const result = receive(mine, { wallMs: NOW + 500, counter: 3, deviceId: 'them' }, NOW);
    expect(result).toEqual({ status: 'accepted', clock: { wallMs: NOW + 500, counter: 4, deviceId: 'me' } });
  });

  it('counts past its own counter when its own wall time is ahead', () => {
    const result = receive(mine, { wallMs: NOW - 500, counter: 99, deviceId: 'them' }, NOW - 1);
    expect(result).toEqual({ status: 'accepted', clock: { wallMs: NOW, counter: 5, deviceId: 'me' } });
  });

  it('restarts the counter when its time is ahead of both clocks', () => {
    const result = receive(mine, { wallMs: NOW - 500, counter: 99, deviceId: 'them' }, NOW + 1);
    expect(result).toEqual({ status: 'accepted', clock: { wallMs: NOW + 1, counter: 0, deviceId: 'me' } });
  });

  it('accepts a clock exactly 24 hours ahead and refuses one a millisecond further, by name', () => {
    const atLimit = receive(mine, { wallMs: NOW + MAX_AHEAD_MS, counter: 0, deviceId: 'them' }, NOW);
    expect(atLimit.status).toBe('accepted');
    const beyond = receive(mine, { wallMs: NOW + MAX_AHEAD_MS + 1, counter: 0, deviceId: 'them' }, NOW);
    expect(beyond).toEqual({ status: 'too-far-ahead', aheadByMs: MAX_AHEAD_MS + 1 });
  });

  it('measures the limit against its own time, so accepted clocks cannot ratchet it forward', () => {
    const accepted = receive(startClock('me'), { wallMs: NOW + MAX_AHEAD_MS, counter: 0, deviceId: 'them' }, NOW);
    if (accepted.status !== 'accepted') throw new Error('expected the first clock to be accepted');
    const next = receive(accepted.clock, { wallMs: NOW + 2 * MAX_AHEAD_MS, counter: 0, deviceId: 'them' }, NOW);
    expect(next.status).toBe('too-far-ahead');
  });

  it('leaves a clock later than both the remote clock and its own previous one', () => {
    const random = seededRandom(0xbeef);
    for (let i = 0; i < 5_000; i += 1) {
      const previous = { ...randomClock(random), deviceId: 'me' };
      const remote = randomClock(random);
      const now = random() < 0.5 ? previous.wallMs : randomInt(random, 0, MAX_WALL_MS - 1);
      const result = receive(previous, remote, Math.max(now, remote.wallMs - MAX_AHEAD_MS));
      if (result.status !== 'accepted') throw new Error('expected an accepted clock');
      expect(compareTuples(result.clock, previous)).toBe(1);
      expect(compareTuples(result.clock, { ...remote, deviceId: 'me' })).toBe(1);
    }
  });
});
