import { beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '@/db/database';
import { clearStorageProblem, getStorageProblem } from '@/db/storage-health';
import { setCurrentUserId } from '../current-user';
import { recordTrackingEvent } from '../../domains/usage-events/data/record-tracking-event';

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
