import { describe, it, expect } from 'vitest';
import { Dexie } from 'dexie';
import { BetterMindsDatabase, schemaV1 } from '../database';
import type { FeedbackSubmissionRow } from '../types';
import type { OutboxEntryRow } from '../outbox-types';

let counter = 0;
function uniqueName(): string {
  counter += 1;
  return `better-minds-test-${Date.now()}-${counter}-${Math.random().toString(36).slice(2)}`;
}

function feedback(id: string, syncedAt: string | null): FeedbackSubmissionRow {
  return {
    id,
    sessionId: 'session-1',
    category: 'general',
    subcategory: null,
    type: 'other',
    rating: 4,
    title: `Feedback ${id}`,
    message: 'Helpful',
    context: { module: 'general', submissionTimestamp: '2024-01-01T00:00:00.000Z' },
    metadata: {},
    attachments: [],
    createdAt: '2024-01-01T00:00:00.000Z',
    syncedAt,
  };
}

describe('BetterMindsDatabase upgrade from version 1', () => {
  it('queues unsynced feedback in the outbox and keeps the old data', async () => {
    const name = uniqueName();
    const unsynced = feedback('fb-unsynced', null);
    const synced = feedback('fb-synced', '2024-01-02T00:00:00.000Z');

    const v1 = new Dexie(name);
    v1.version(1).stores(schemaV1);
    await v1.open();
    await v1.table('feedbackSubmissions').bulkAdd([unsynced, synced]);
    await v1.table('settings').put({ key: 'theme', value: 'light' });
    v1.close();

    const v2 = new BetterMindsDatabase(name);
    try {
      await v2.open();
      // Later versions add tables; the version 2 upgrade still ran on the way.
      expect(v2.verno).toBeGreaterThanOrEqual(2);

      const outbox: OutboxEntryRow[] = await v2.outbox.toArray();
      expect(outbox).toHaveLength(1);
      expect(outbox[0]).toMatchObject({
        kind: 'feedback_submission',
        recordId: 'fb-unsynced',
        attempts: 0,
        lastError: null,
        createdAt: unsynced.createdAt,
      });
      expect(outbox[0]?.payload).toEqual(unsynced);

      expect(await v2.feedbackSubmissions.get('fb-unsynced')).toEqual(unsynced);
      expect(await v2.feedbackSubmissions.get('fb-synced')).toEqual(synced);
      expect(await v2.feedbackSubmissions.count()).toBe(2);
      expect(await v2.settings.get('theme')).toEqual({ key: 'theme', value: 'light' });
    } finally {
      v2.close();
      await Dexie.delete(name);
    }
  });
});

describe('BetterMindsDatabase fresh install', () => {
  it('creates every table of the spec plus the outbox', async () => {
    const name = uniqueName();
    const database = new BetterMindsDatabase(name);
    try {
      await database.open();
      expect(database.tables.map((table) => table.name).sort()).toEqual(
        [
          'settings',
          'users',
          'flows',
          'flowEvents',
          'codexUsers',
          'codexSectionCompletions',
          'codexQuizCompletions',
          'codexFeedback',
          'feedbackSubmissions',
          'trackingEvents',
          'promptState',
          'navigationHistory',
          'outbox',
          'insightEntries',
          'activityEntries',
          'trailProgress',
          'journeyProgress',
          'deadLetters',
          'syncState',
          'pendingUploads',
          'therapistClients',
          'prescriptions',
          'clientNotes',
          'clientReturns',
          'receivedPrescriptions',
          'prescribedCompletions',
          'directoryCache',
          'codexReviews',
          'hearthlinkContacts',
          'libraryState',
          'communityPosts',
          'communityReports',
          'bookDrafts',
          'bookReceipts',
          'inboxKeys',
          'sentReturns',
          'flagReviews',
          'e2eeRecords',
          'e2eePending',
          'e2eeClock',
          'e2eeAccount',
          'e2eeApplied',
        ].sort(),
      );
      expect(await database.outbox.count()).toBe(0);
    } finally {
      database.close();
      await Dexie.delete(name);
    }
  });
});
