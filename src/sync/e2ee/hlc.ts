/**
 * The hybrid logical clock of docs/e2ee-sync.md section 6.1 (Kulkarni et al., 2014). A clock is written
 * `pad15(wallMs):pad5base36(counter):deviceId`, so comparing two clocks as strings compares them by wall time, then
 * counter, then device: the merge never parses a clock to order it. Pure: the caller passes the time.
 */

export interface Hlc {
  /** Milliseconds since 1970 as the device last knew them (never behind any clock it has seen). */
  wallMs: number;
  /** Orders events within one millisecond of wall time. */
  counter: number;
  deviceId: string;
}

const WALL_DIGITS = 15;
const COUNTER_DIGITS = 5;
/** The largest wall time fifteen decimal digits hold (about the year 33658). */
export const MAX_WALL_MS = 10 ** WALL_DIGITS - 1;
/** The largest counter five base-36 digits hold; past it the clock moves its wall time on by a millisecond. */
export const MAX_COUNTER = 36 ** COUNTER_DIGITS - 1;
/** A remote clock further ahead of this device's time than this is refused (section 6.1). */
export const MAX_AHEAD_MS = 24 * 60 * 60 * 1000;

/** Device ids are base64url (section 2.4); the alphabet has no ':' so the last part of a clock is unambiguous. */
const DEVICE_ID = /^[A-Za-z0-9_-]{1,64}$/;
const CLOCK = /^(\d{15}):([0-9a-z]{5}):([A-Za-z0-9_-]{1,64})$/;

export function formatHlc(clock: Hlc): string {
  if (!Number.isSafeInteger(clock.wallMs) || clock.wallMs < 0 || clock.wallMs > MAX_WALL_MS) {
    throw new RangeError(`wall time out of range: ${clock.wallMs}`);
  }
  if (!Number.isSafeInteger(clock.counter) || clock.counter < 0 || clock.counter > MAX_COUNTER) {
    throw new RangeError(`counter out of range: ${clock.counter}`);
  }
  if (!DEVICE_ID.test(clock.deviceId)) throw new RangeError(`not a device id: ${clock.deviceId}`);
  const wall = String(clock.wallMs).padStart(WALL_DIGITS, '0');
  const counter = clock.counter.toString(36).padStart(COUNTER_DIGITS, '0');
  return `${wall}:${counter}:${clock.deviceId}`;
}

/** The clock a string holds, or null when it is not exactly the format above (upper-case base 36 included). */
export function parseHlc(text: string): Hlc | null {
  const match = CLOCK.exec(text);
  if (!match) return null;
  const [, wall = '', counter = '', deviceId = ''] = match;
  return { wallMs: Number(wall), counter: parseInt(counter, 36), deviceId };
}

export function isHlc(text: string): boolean {
  return CLOCK.test(text);
}

/** -1, 0 or 1: the order of two formatted clocks, which is their string order. */
export function compareHlc(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** A device's clock before it has sent or received anything. */
export function startClock(deviceId: string): Hlc {
  return { wallMs: 0, counter: 0, deviceId };
}

/** Past the largest counter the wall time moves on instead, which keeps the clock increasing and the format fixed. */
function settle(wallMs: number, counter: number, deviceId: string): Hlc {
  return counter > MAX_COUNTER ? { wallMs: wallMs + 1, counter: 0, deviceId } : { wallMs, counter, deviceId };
}

/** The clock of a change this device sends now: later than every clock it has sent or received. */
export function tick(previous: Hlc | null, nowMs: number, deviceId: string): Hlc {
  const last = previous ?? startClock(deviceId);
  const wallMs = Math.max(last.wallMs, Math.floor(nowMs));
  return settle(wallMs, wallMs > last.wallMs ? 0 : last.counter + 1, deviceId);
}

export type ReceiveResult =
  | { status: 'accepted'; clock: Hlc }
  /** The remote clock is more than MAX_AHEAD_MS ahead of this device's time: the change is not applied. */
  | { status: 'too-far-ahead'; aheadByMs: number };

/**
 * This device's clock after receiving `remote`: later than both. The limit is measured against the device's own
 * time, not its clock, so accepting a clock 23 hours ahead does not let the next one be 47 hours ahead.
 */
export function receive(previous: Hlc, remote: Hlc, nowMs: number): ReceiveResult {
  const now = Math.floor(nowMs);
  const aheadByMs = remote.wallMs - now;
  if (aheadByMs > MAX_AHEAD_MS) return { status: 'too-far-ahead', aheadByMs };
  const wallMs = Math.max(previous.wallMs, remote.wallMs, now);
  let counter: number;
  if (wallMs === previous.wallMs && wallMs === remote.wallMs) {
    counter = Math.max(previous.counter, remote.counter) + 1;
  } else if (wallMs === previous.wallMs) {
    counter = previous.counter + 1;
  } else if (wallMs === remote.wallMs) {
    counter = remote.counter + 1;
  } else {
    counter = 0;
  }
  return { status: 'accepted', clock: settle(wallMs, counter, previous.deviceId) };
}
