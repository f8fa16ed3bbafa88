/**
 * The fault test's mix of writes, each through the app's own data function (the record and its outbox entry in one
 * transaction), as the screens make them. In every other hundred, each run of usage events or flow events goes through
 * the bulk data function in one call, so that batch entries of the outbox (src/sync/outbox-batch.ts) meet the same
 * faults, reloads and exactly-once checks as entries of one record.
 */
import { getSessionId } from '@/db/session';
import type { OutboxKind } from '@/app/outbox-registry';
import { submitFeedback } from '@/features/feedback/data/submit-feedback';
import { recordTrackingEvent, recordTrackingEvents } from '@/domains/usage-events/data/record-tracking-event';
import { recordCodexFeedback } from '@/domains/codex-progress/data/record-codex-feedback';
import { recordCodexQuizCompletion } from '@/domains/codex-progress/data/record-codex-quiz-completion';
import { recordCodexSectionCompletion } from '@/domains/codex-progress/data/record-codex-section-completion';
import { recordCodexVisit } from '@/domains/codex-progress/data/record-codex-visit';
import { recordFlowEvent, recordFlowEvents } from '@/features/insight/data/record-flow-event';
import type { WrittenRecord } from '../contract';

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

async function saveTestFeedback(index: number): Promise<string | null> {
  const now = new Date();
  try {
    const row = await submitFeedback(
      {
        id: crypto.randomUUID(),
        sessionId: getSessionId(),
        category: 'general',
        subcategory: null,
        type: 'other',
        rating: 1 + (index % 5),
        title: `Test feedback ${index}`,
        message: 'Written by the sync fault-injection test.',
        context: { module: 'general', submissionTimestamp: now.toISOString() },
        metadata: { test: true },
        attachments: [],
        fields: {},
      },
      now,
    );
    return row.id;
  } catch {
    // The data function has already reported the storage problem; the test counts only what was saved.
    return null;
  }
}

async function writeOne(kind: OutboxKind, index: number): Promise<WrittenRecord | null> {
  switch (kind) {
    case 'feedback_submission': {
      const id = await saveTestFeedback(index);
      return id ? { kind, id } : null;
    }
    case 'flow_event': {
      const row = await recordFlowEvent({ flowId: 'calm-breath', eventType: 'step_viewed', eventData: { index } });
      return row ? { kind, id: row.id } : null;
    }
    case 'tracking_event': {
      const event = await recordTrackingEvent({ type: 'user_action', data: { index } });
      return event ? { kind, id: event.id } : null;
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

/** Kinds whose runs are written in one bulk call in the even hundreds. */
type BulkKind = 'tracking_event' | 'flow_event';

function isBulkAt(index: number): boolean {
  const kind = kindAt(index);
  return (kind === 'tracking_event' || kind === 'flow_event') && Math.floor(index / 100) % 2 === 0;
}

/** Writes the records numbered `indexes`, all of `kind`, in one bulk call. */
async function writeRun(kind: BulkKind, indexes: readonly number[]): Promise<WrittenRecord[]> {
  const { saved } =
    kind === 'tracking_event'
      ? await recordTrackingEvents(indexes.map((index) => ({ type: 'user_action' as const, data: { index } })))
      : await recordFlowEvents(indexes.map((index) => ({ flowId: 'calm-breath', eventType: 'step_viewed', eventData: { index } })));
  return saved.map((row) => ({ kind, id: row.id }));
}

/** Writes `count` records of mixed kinds, numbered from `from`, one after another (as a person would; a run of usage
 * or flow events at once in the even hundreds, as a screen's buffered events are). */
export async function writeMixed(from: number, count: number): Promise<WrittenRecord[]> {
  const written: WrittenRecord[] = [];
  for (let index = from; index < from + count; ) {
    const kind = kindAt(index);
    if (isBulkAt(index)) {
      const run: number[] = [];
      while (index < from + count && kindAt(index) === kind && isBulkAt(index)) run.push(index++);
      written.push(...(await writeRun(kind as BulkKind, run)));
      continue;
    }
    const record = await writeOne(kind, index);
    if (record) written.push(record);
    index++;
  }
  return written;
}
