import { describe, expect, it } from 'vitest';
import { Dexie } from 'dexie';
import { BetterMindsDatabase, schemaV9 } from '../database';
import type { FlagReviewRow, TherapistClientRow } from '../star-chart-types';

const uniqueName = () => `better-minds-v10-test-${Date.now()}-${Math.random().toString(36).slice(2)}`;

describe('BetterMindsDatabase upgrade from version 9 to version 10 (flag reviews)', () => {
  it('keeps the workspace as it was and adds the flag reviews, empty and readable by therapist and by client', async () => {
    const name = uniqueName();
    const client: TherapistClientRow = { id: 'client-1', therapistId: 't1', alias: 'Client R2', createdAt: '2026-11-01T00:00:00.000Z', updatedAt: '2026-11-01T00:00:00.000Z', archivedAt: null };
    const v9 = new Dexie(name);
    v9.version(9).stores(schemaV9);
    await v9.open();
    await v9.table('therapistClients').put(client);
    v9.close();

    const v10 = new BetterMindsDatabase(name);
    try {
      await v10.open();
      expect(v10.verno).toBeGreaterThanOrEqual(10);
      expect(await v10.therapistClients.get('client-1')).toEqual(client);
      expect(await v10.flagReviews.count()).toBe(0);
      const review: FlagReviewRow = {
        id: 'client-1|phq9-item9|2026-11-20T19:05:00.000Z',
        therapistId: 't1',
        clientId: 'client-1',
        flag: 'phq9-item9',
        raisedAt: '2026-11-20T19:05:00.000Z',
        reviewedAt: '2026-11-22T09:00:00.000Z',
      };
      await v10.flagReviews.put(review);
      expect(await v10.flagReviews.where('therapistId').equals('t1').toArray()).toEqual([review]);
      expect(await v10.flagReviews.where('clientId').equals('client-1').toArray()).toEqual([review]);
    } finally {
      v10.close();
      await Dexie.delete(name);
    }
  });
});
