/**
 * TEST-ONLY hooks for the sync browser tests (tests/e2e/sync*.spec.ts). This module is loaded only by builds made
 * with VITE_E2E_HOOKS=1 (start-sync.ts imports it behind that constant, so production builds do not contain it).
 * It drives writes through the real data functions and exposes what the tests need to observe.
 */
import { db } from '@/db/database';
import { getSessionId } from '@/db/session';
import { readSetting } from '@/db/settings';
import type { FeedbackSubmissionRow, FlowEventRow, OutboxKind, TrackingEventRow } from '@/db/types';
import { registerBackgroundSync } from '../background-sync';
import { recordTrackingEvent } from '../record-tracking-event';
import { recordCodexFeedback } from '../records/record-codex-feedback';
import { recordCodexQuizCompletion } from '../records/record-codex-quiz-completion';
import { recordCodexSectionCompletion } from '../records/record-codex-section-completion';
import { recordCodexVisit } from '../records/record-codex-visit';
import { recordFlowEvent } from '../records/record-flow-event';
import { saveFeedbackSubmission } from '../records/save-feedback-submission';
import type { PageReplayer } from '../replayer';
import { buildPageHandlers, getSupabaseAdapter } from '../start-sync';
import { enqueueInTransaction } from '../outbox';
import { runReplay } from '../replay/run-replay';
import { readSyncSnapshot, type SyncSnapshot } from '../sync-status';

export interface WrittenRecord {
  kind: OutboxKind;
  id: string;
}

export interface SyncE2EHooks {
  /** Writes `count` records of mixed kinds (the pattern repeats every 100), numbered from `from`. */
  writeMixed(from: number, count: number): Promise<WrittenRecord[]>;
  snapshot(): Promise<SyncSnapshot>;
  isLeader(): boolean;
  sessionId(): string;
  signUp(email: string, password: string): Promise<string | null>;
  stopReplayer(): void;
  registerBackgroundSync(): Promise<boolean>;
  /** What this device holds, by table: the source of truth the servers are compared with. */
  localRecords(): Promise<LocalRecords>;
  /** Bench: the time of each of `samples` calls of a data function (one record and its outbox entry), in ms. */
  benchEnqueue(samples: number): Promise<number[]>;
  /** Bench: the time to write `count` records and their outbox entries in one transaction, in ms. */
  benchWriteInOneTransaction(count: number): Promise<number>;
  /** Bench: queues `count` records, half usage events (feedback functions), half flow events (Supabase). */
  queueForReplay(count: number): Promise<void>;
  /** Bench: replays until the outbox is empty (the tab's own replayer stopped first), timed. */
  replayAll(): Promise<{ ms: number; runs: number; confirmed: number }>;
}

export interface LocalRecords {
  feedbackSubmissions: string[];
  trackingEvents: string[];
  flowEvents: string[];
  codexSectionCompletions: string[];
  codexQuizCompletions: string[];
  codexFeedback: string[];
  codexVisits: number;
  accessibility: { high_contrast: boolean; updated_at: string } | null;
}

/** Per 100 writes: what the fault test mixes (submissions, usage events, flow events, codex progress). Settings are
 * changed through the accessibility panel by the test itself, through that feature's own data function. */
const MIX: readonly [OutboxKind, number][] = [
  ['feedback_submission', 3],
  ['tracking_event', 47],
  ['flow_event', 30],
  ['codex_user', 4],
  ['codex_section_completion', 8],
  ['codex_quiz_completion', 4],
  ['codex_feedback', 4],
];

function kindAt(index: number): OutboxKind {
  let slot = index % 100;
  for (const [kind, share] of MIX) {
    if (slot < share) return kind;
    slot -= share;
  }
  return 'tracking_event';
}

async function writeOne(kind: OutboxKind, index: number): Promise<WrittenRecord | null> {
  switch (kind) {
    case 'feedback_submission': {
      const now = new Date().toISOString();
      const submission: FeedbackSubmissionRow = {
        id: crypto.randomUUID(),
        sessionId: getSessionId(),
        category: 'general',
        subcategory: null,
        type: 'other',
        rating: 1 + (index % 5),
        title: `Test feedback ${index}`,
        message: 'Written by the sync fault-injection test.',
        context: { module: 'general', submissionTimestamp: now },
        metadata: { test: true },
        attachments: [],
        createdAt: now,
        syncedAt: null,
      };
      return (await saveFeedbackSubmission(submission)) ? { kind, id: submission.id } : null;
    }
    case 'tracking_event': {
      const event = await recordTrackingEvent({ type: 'user_action', data: { index } });
      return event ? { kind, id: event.id } : null;
    }
    case 'flow_event': {
      const row = await recordFlowEvent({ flowId: 'calm-breath', eventType: 'step_viewed', eventData: { index } });
      return row ? { kind, id: row.id } : null;
    }
    case 'codex_user': {
      // The visit is the record here, named by its session and its number in that session (visit ids stay inside
      // the data function): the tests compare the server's visit count with the distinct visits written.
      const row = await recordCodexVisit();
      return row ? { kind, id: `${row.session_id}#${row.total_sessions}` } : null;
    }
    case 'codex_section_completion': {
      const row = await recordCodexSectionCompletion({ sectionId: 'intro', subsectionIndex: index % 5, completionTime: 30 });
      return row ? { kind, id: row.id } : null;
    }
    case 'codex_quiz_completion': {
      const row = await recordCodexQuizCompletion({ sectionId: 'intro', quizScore: index % 5, totalQuestions: 5, timeTaken: 42, attempts: 1 });
      return row ? { kind, id: row.id } : null;
    }
    case 'codex_feedback': {
      const row = await recordCodexFeedback({ sectionId: 'intro', rating: 1 + (index % 5), feedbackText: `Note ${index}`, experienceType: 'reading' });
      return row ? { kind, id: row.id } : null;
    }
    default:
      return null;
  }
}

export function installE2EHooks(replayer: PageReplayer): void {
  const hooks: SyncE2EHooks = {
    async writeMixed(from, count) {
      const written: WrittenRecord[] = [];
      for (let index = from; index < from + count; index++) {
        const record = await writeOne(kindAt(index), index);
        if (record) written.push(record);
      }
      return written;
    },
    snapshot: readSyncSnapshot,
    isLeader: () => replayer.isLeader(),
    sessionId: getSessionId,
    async signUp(email, password) {
      const adapter = await getSupabaseAdapter();
      if (!adapter) return null;
      return adapter.signUp(email, password);
    },
    stopReplayer: () => replayer.stop(),
    async benchEnqueue(samples) {
      const times: number[] = [];
      for (let index = 0; index < samples; index++) {
        const started = performance.now();
        await recordFlowEvent({ flowId: 'bench', eventType: 'step_viewed', eventData: { index } });
        times.push(performance.now() - started);
      }
      return times;
    },
    async benchWriteInOneTransaction(count) {
      const started = performance.now();
      await db.transaction('rw', db.flowEvents, db.outbox, async () => {
        for (let index = 0; index < count; index++) {
          const row: FlowEventRow = {
            id: crypto.randomUUID(),
            flow_id: 'bench',
            session_id: getSessionId(),
            event_type: 'answer',
            event_data: { index },
            user_id: null,
            created_at: new Date().toISOString(),
          };
          await db.flowEvents.add(row);
          await enqueueInTransaction('flow_event', row.id, row);
        }
      });
      return performance.now() - started;
    },
    async queueForReplay(count) {
      const sessionId = getSessionId();
      for (let done = 0; done < count; done += 1_000) {
        await db.transaction('rw', db.flowEvents, db.trackingEvents, db.outbox, async () => {
          for (let index = done; index < Math.min(count, done + 1_000); index++) {
            const at = new Date().toISOString();
            if (index % 2 === 0) {
              const event: TrackingEventRow = { id: crypto.randomUUID(), type: 'user_action', data: { index }, context: { sessionId }, createdAt: at };
              await db.trackingEvents.add(event);
              await enqueueInTransaction('tracking_event', event.id, event);
            } else {
              const row: FlowEventRow = { id: crypto.randomUUID(), flow_id: 'bench', session_id: sessionId, event_type: 'answer', event_data: { index }, user_id: null, created_at: at };
              await db.flowEvents.add(row);
              await enqueueInTransaction('flow_event', row.id, row);
            }
          }
        });
      }
    },
    async replayAll() {
      const handlers = await buildPageHandlers();
      const started = performance.now();
      let runs = 0;
      let confirmed = 0;
      while ((await db.outbox.count()) > 0 && runs < 1_000) {
        runs += 1;
        const { outcome } = await runReplay({ handlers, locks: navigator.locks });
        confirmed += outcome.confirmed;
        if (outcome.retryError) throw outcome.retryError;
      }
      return { ms: performance.now() - started, runs, confirmed };
    },
    registerBackgroundSync,
    async localRecords() {
      const sessionId = getSessionId();
      const accessibility = await readSetting('accessibility');
      return {
        feedbackSubmissions: (await db.feedbackSubmissions.toCollection().primaryKeys()) as string[],
        trackingEvents: (await db.trackingEvents.toCollection().primaryKeys()) as string[],
        flowEvents: (await db.flowEvents.toCollection().primaryKeys()) as string[],
        codexSectionCompletions: (await db.codexSectionCompletions.toCollection().primaryKeys()) as string[],
        codexQuizCompletions: (await db.codexQuizCompletions.toCollection().primaryKeys()) as string[],
        codexFeedback: (await db.codexFeedback.toCollection().primaryKeys()) as string[],
        codexVisits: (await db.codexUsers.where('session_id').equals(sessionId).first())?.total_sessions ?? 0,
        accessibility: accessibility ? { high_contrast: accessibility.high_contrast, updated_at: accessibility.updated_at } : null,
      };
    },
  };
  (window as unknown as { __betterMindsSync: SyncE2EHooks }).__betterMindsSync = hooks;
  void db.open();
  document.documentElement.dataset.syncHooks = 'ready';
}
