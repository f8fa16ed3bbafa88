import { beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '@/db/database';
import { clearStorageProblem, getStorageProblem } from '@/db/storage-health';
import { expandRecords } from '@/sync/outbox-batch';
import { setCurrentUserId } from '@/sync/current-user';
import { recordTrackingEvent, recordTrackingEvents } from '../record-tracking-event';

const NOW = new Date('2025-06-01T00:00:00.000Z');

/** The records the outbox queues, in order (a batch entry gives one per record it holds). */
async function queuedRecords() {
  return expandRecords(await db.outbox.orderBy('seq').toArray(), Infinity).records;
}

beforeEach(async () => {
  await Promise.all(db.tables.map((table) => table.clear()));
  clearStorageProblem();
  setCurrentUserId(null);
});

describe('recording usage events', () => {
  it('stores the event and queues it for /track, with this device’s session id', async () => {
    const event = await recordTrackingEvent({ type: 'tool_completed', data: { toolId: 'breathing' } }, new Date('2025-06-01T00:00:00.000Z'));
    expect(event).toMatchObject({ type: 'tool_completed', data: { toolId: 'breathing' }, createdAt: '2025-06-01T00:00:00.000Z' });
    expect(event?.context.sessionId).toMatch(/^[0-9a-f-]{36}$/);
    expect(await db.trackingEvents.get(event?.id ?? '')).toEqual(event);
    expect(await db.outbox.toArray()).toEqual([expect.objectContaining({ kind: 'tracking_event', recordId: event?.id, payload: event })]);
  });

  it('records and queues nothing when the person turned usage events off', async () => {
    await db.settings.put({ key: 'usageEvents', value: false });
    expect(await recordTrackingEvent({ type: 'page_view', data: { path: '/insight' } })).toBeNull();
    expect(await db.trackingEvents.count()).toBe(0);
    expect(await db.outbox.count()).toBe(0);
    await db.settings.put({ key: 'usageEvents', value: true });
    expect(await recordTrackingEvent({ type: 'page_view' })).not.toBeNull();
    expect(await db.outbox.count()).toBe(1);
  });

  it('reports a full disk instead of failing silently', async () => {
    vi.spyOn(db.trackingEvents, 'add').mockRejectedValueOnce(new DOMException('full', 'QuotaExceededError'));
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(await recordTrackingEvent({ type: 'page_view' })).toBeNull();
    expect(getStorageProblem()?.kind).toBe('quota');
    expect(await db.outbox.count()).toBe(0);
  });
});

describe('the bulk data functions', () => {
  it('record and queue no usage events when the person turned them off', async () => {
    await db.settings.put({ key: 'usageEvents', value: false });
    expect(await recordTrackingEvents([{ type: 'page_view' }, { type: 'page_view' }])).toEqual({ saved: [], failed: [] });
    expect(await db.trackingEvents.count()).toBe(0);
    expect(await db.outbox.count()).toBe(0);
  });

  it('record many usage events, and queue each one', async () => {
    const report = await recordTrackingEvents(Array.from({ length: 20 }, (_, index) => ({ type: 'user_action' as const, data: { index } })), NOW);
    expect(report.saved).toHaveLength(20);
    const queued = await queuedRecords();
    expect(queued.map((record) => record.recordId)).toEqual(report.saved.map((event) => event.id));
    expect(queued.every((record) => record.kind === 'tracking_event')).toBe(true);
  });
});
