import { beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '@/db/database';
import { clearStorageProblem, getStorageProblem } from '@/db/storage-health';
import type { FlowEventRow } from '@/db/types';
import { enqueueInTransaction, saveWithOutbox } from '../outbox';

function flowEvent(id: string): FlowEventRow {
  return { id, flow_id: 'calm', session_id: 's', event_type: 'step_viewed', event_data: {}, user_id: null, created_at: '2025-06-01T00:00:00.000Z' };
}

function quotaError(): DOMException {
  return new DOMException('The quota has been exceeded.', 'QuotaExceededError');
}

beforeEach(async () => {
  await Promise.all(db.tables.map((table) => table.clear()));
  clearStorageProblem();
});

describe('the transactional outbox', () => {
  it('saves the record and its outbox entry together', async () => {
    expect(await saveWithOutbox({ table: db.flowEvents, row: flowEvent('a'), kind: 'flow_event', recordId: 'a', options: { supabaseConfigured: true } })).toBe(true);
    expect(await db.flowEvents.get('a')).toBeDefined();
    expect(await db.outbox.toArray()).toEqual([expect.objectContaining({ kind: 'flow_event', recordId: 'a', attempts: 0, lastError: null })]);
  });

  it('leaves neither the record nor its entry when the transaction fails', async () => {
    await expect(
      db.transaction('rw', db.flowEvents, db.outbox, async () => {
        await db.flowEvents.put(flowEvent('b'));
        await enqueueInTransaction('flow_event', 'b', flowEvent('b'), new Date(), { supabaseConfigured: true });
        throw new Error('something later in the same write failed');
      }),
    ).rejects.toThrow('something later');
    expect(await db.flowEvents.count()).toBe(0);
    expect(await db.outbox.count()).toBe(0);
  });

  it('shows a quota error to the person and keeps everything saved before it', async () => {
    await saveWithOutbox({ table: db.flowEvents, row: flowEvent('kept'), kind: 'flow_event', recordId: 'kept', options: { supabaseConfigured: true } });
    vi.spyOn(db.outbox, 'add').mockRejectedValueOnce(quotaError());
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(await saveWithOutbox({ table: db.flowEvents, row: flowEvent('new'), kind: 'flow_event', recordId: 'new', options: { supabaseConfigured: true } })).toBe(false);
    expect(getStorageProblem()).toMatchObject({ kind: 'quota' });
    expect(getStorageProblem()?.message).toMatch(/out of storage space/);
    expect(await db.flowEvents.get('new')).toBeUndefined();
    expect(await db.flowEvents.get('kept')).toBeDefined();
    expect((await db.outbox.toArray()).map((entry) => entry.recordId)).toEqual(['kept']);
  });

  it('queues nothing for Supabase when no database is configured, but always queues feedback', async () => {
    await db.transaction('rw', db.outbox, async () => {
      expect(await enqueueInTransaction('flow_event', 'f', {}, new Date(), { supabaseConfigured: false })).toBeNull();
      expect(await enqueueInTransaction('codex_feedback', 'c', {}, new Date(), { supabaseConfigured: false })).toBeNull();
      expect(await enqueueInTransaction('feedback_submission', 's', {}, new Date(), { supabaseConfigured: false })).toEqual(expect.any(Number));
      expect(await enqueueInTransaction('tracking_event', 't', {}, new Date(), { supabaseConfigured: false })).toEqual(expect.any(Number));
    });
    expect((await db.outbox.toArray()).map((entry) => entry.kind)).toEqual(['feedback_submission', 'tracking_event']);
  });

  it('keeps entries in the order they were written, and keeps only the newest settings of a record', async () => {
    await db.transaction('rw', db.outbox, async () => {
      await enqueueInTransaction('accessibility_settings', 'me', { font_size: 'small' }, new Date(), { supabaseConfigured: true });
      await enqueueInTransaction('flow_event', 'x', {}, new Date(), { supabaseConfigured: true });
      await enqueueInTransaction('accessibility_settings', 'me', { font_size: 'large' }, new Date(), { supabaseConfigured: true });
      await enqueueInTransaction('accessibility_settings', 'someone-else', { font_size: 'xl' }, new Date(), { supabaseConfigured: true });
    });
    const entries = await db.outbox.orderBy('seq').toArray();
    expect(entries.map((entry) => [entry.kind, entry.recordId, entry.payload])).toEqual([
      ['flow_event', 'x', {}],
      ['accessibility_settings', 'me', { font_size: 'large' }],
      ['accessibility_settings', 'someone-else', { font_size: 'xl' }],
    ]);
  });
});
