/**
 * Rows of the Supabase tables (supabase/migrations), as the app sends and reads them. Imported by the service
 * worker: no DOM.
 */
import type {
  AccessibilitySettings,
  CodexFeedbackRow,
  CodexQuizCompletionRow,
  CodexSectionCompletionRow,
  CodexUserRow,
  FlowEventRow,
  FlowRow,
} from '../../db/types';

/*
 * The flow and codex tables' rows are stored on the device column for column as the server has them: one definition,
 * in src/db/types.ts, under the names the adapter uses.
 */
export type ServerFlowRow = FlowRow;
export type ServerFlowEventRow = FlowEventRow;
export type ServerCodexUserRow = CodexUserRow;
type ServerSectionCompletionRow = CodexSectionCompletionRow;
type ServerQuizCompletionRow = CodexQuizCompletionRow;
type ServerCodexFeedbackRow = CodexFeedbackRow;

/** The server's row of the accessibility settings: the device's, always with its owner. */
export type ServerAccessibilitySettingsRow = AccessibilitySettings & { user_id: string };

/** The tables that take plain idempotent inserts of client-identified rows. */
export type InsertTable = 'flow_events' | 'codex_section_completions' | 'codex_quiz_completions' | 'codex_feedback';

export type InsertRow = ServerFlowEventRow | ServerSectionCompletionRow | ServerQuizCompletionRow | ServerCodexFeedbackRow;

/** The columns sent for each table: a local row may carry more (never sent). */
export const insertColumns: Readonly<Record<InsertTable, readonly string[]>> = {
  flow_events: ['id', 'flow_id', 'session_id', 'event_type', 'event_data', 'user_id', 'created_at'],
  codex_section_completions: ['id', 'user_id', 'session_id', 'section_id', 'subsection_index', 'completion_time', 'completed_at'],
  codex_quiz_completions: [
    'id',
    'user_id',
    'session_id',
    'section_id',
    'quiz_score',
    'total_questions',
    'time_taken',
    'attempts',
    'completed_at',
  ],
  codex_feedback: ['id', 'user_id', 'session_id', 'section_id', 'rating', 'feedback_text', 'experience_type', 'created_at'],
};

export function pickColumns(row: Record<string, unknown>, columns: readonly string[]): Record<string, unknown> {
  const picked: Record<string, unknown> = {};
  for (const column of columns) picked[column] = row[column] ?? null;
  return picked;
}

/** What one codex visit (a session opening the codex) queues: the visit, not the running total. */
export interface CodexVisitPayload {
  id: string;
  session_id: string;
  user_id: string | null;
  visited_at: string;
}

export function toServerSettings(settings: AccessibilitySettings, userId: string): ServerAccessibilitySettingsRow {
  return {
    user_id: userId,
    high_contrast: settings.high_contrast,
    reduced_motion: settings.reduced_motion,
    font_size: settings.font_size,
    voice_navigation: settings.voice_navigation,
    keyboard_shortcuts: settings.keyboard_shortcuts,
    dyslexia_font: settings.dyslexia_font,
    plain_language: settings.plain_language,
    updated_at: settings.updated_at,
  };
}
