import { describe, expect, it } from 'vitest';
import { checkPulledPage, LOG_PROBLEM_MESSAGES, type DeviceLink, type LogCursor, type PulledChange } from '../log-checks.ts';

const DEVICES: DeviceLink[] = [
  { deviceId: 'phone', unlinkedAfterSeq: null },
  { deviceId: 'old-laptop', unlinkedAfterSeq: 11 },
];

const change = (seq: number, changeId = `c${seq}`, deviceId = 'phone', payloadDigest = `d-${changeId}`): PulledChange => ({
  seq,
  changeId,
  deviceId,
  payloadDigest,
});

const cursor = (lastAppliedSeq: number, applied: Array<[string, string]> = []): LogCursor => ({
  lastAppliedSeq,
  applied: new Map(applied),
});

describe('checking a pulled page', () => {
  it('hands back every change of a gap-free page that follows the cursor, and the new cursor', () => {
    const page = { changes: [change(11), change(12), change(13)], head: 20 };
    expect(checkPulledPage(cursor(10), page, DEVICES)).toEqual({
      ok: true,
      toApply: page.changes,
      alreadyApplied: [],
      lastAppliedSeq: 13,
    });
  });

  it('accepts an empty page at the head', () => {
    expect(checkPulledPage(cursor(7), { changes: [], head: 7 }, DEVICES)).toEqual({
      ok: true,
      toApply: [],
      alreadyApplied: [],
      lastAppliedSeq: 7,
    });
  });

  it('names a page that does not start right after the cursor, or has a gap, truncated', () => {
    for (const changes of [[change(12)], [change(10)], [change(11), change(13)], [change(11), change(11, 'x')]]) {
      const result = checkPulledPage(cursor(10), { changes, head: 20 }, DEVICES);
      expect(result).toMatchObject({ ok: false, problem: 'truncated', message: LOG_PROBLEM_MESSAGES.truncated });
    }
  });

  it('names an empty page below its own head truncated', () => {
    expect(checkPulledPage(cursor(3), { changes: [], head: 9 }, DEVICES)).toMatchObject({ problem: 'truncated' });
  });

  it('names a head lower than the last applied seq, or lower than a change it came with, rewound', () => {
    expect(checkPulledPage(cursor(10), { changes: [], head: 9 }, DEVICES)).toMatchObject({
      ok: false,
      problem: 'rewound',
      message: LOG_PROBLEM_MESSAGES.rewound,
    });
    expect(checkPulledPage(cursor(10), { changes: [change(11), change(12)], head: 11 }, DEVICES)).toMatchObject({
      problem: 'rewound',
      seq: 12,
    });
  });

  it('skips a change id already applied with the same payload, and names one with another payload replayed', () => {
    const same = checkPulledPage(cursor(10, [['c5', 'd-c5']]), { changes: [change(11, 'c5'), change(12)], head: 12 }, DEVICES);
    expect(same).toEqual({ ok: true, toApply: [change(12)], alreadyApplied: [change(11, 'c5')], lastAppliedSeq: 12 });
    const other = checkPulledPage(cursor(10, [['c5', 'd-other']]), { changes: [change(11, 'c5')], head: 11 }, DEVICES);
    expect(other).toEqual({ ok: false, problem: 'replayed', message: LOG_PROBLEM_MESSAGES.replayed, seq: 11 });
  });

  it('catches a change id repeated inside one page with other contents', () => {
    const page = { changes: [change(1, 'c1', 'phone', 'one'), change(2, 'c1', 'phone', 'two')], head: 2 };
    expect(checkPulledPage(cursor(0), page, DEVICES)).toMatchObject({ problem: 'replayed', seq: 2 });
  });

  it('names a change from a device not in the list, or written after its device was unlinked', () => {
    const stranger = checkPulledPage(cursor(0), { changes: [change(1, 'c1', 'stranger')], head: 1 }, DEVICES);
    expect(stranger).toEqual({
      ok: false,
      problem: 'unlinked-device',
      message: LOG_PROBLEM_MESSAGES['unlinked-device'],
      seq: 1,
    });
    const beforeUnlink = checkPulledPage(cursor(10), { changes: [change(11, 'c11', 'old-laptop')], head: 12 }, DEVICES);
    expect(beforeUnlink.ok).toBe(true);
    const afterUnlink = checkPulledPage(
      cursor(10),
      { changes: [change(11, 'c11', 'old-laptop'), change(12, 'c12', 'old-laptop')], head: 12 },
      DEVICES,
    );
    expect(afterUnlink).toMatchObject({ ok: false, problem: 'unlinked-device', seq: 12 });
  });

  it('says in words that nothing was changed, for every problem', () => {
    for (const message of Object.values(LOG_PROBLEM_MESSAGES)) expect(message).toContain('Nothing was changed here');
  });
});
