/**
 * The Supabase adapter's reads (spec section 7): flows, the visitor's own flow events and codex row, codex section
 * stats, the signed-in user's accessibility settings. A database error is logged and yields empty or null data
 * (PGRST116, "no row", quietly means none); reads of the visitor's own rows are skipped while there is no session.
 * Part of the Supabase adapter (./supabase.ts spreads these methods into it): relative imports only, no DOM.
 */
import type { SupabaseClient } from './supabase-factory';
import { computeSectionStats, type CompletionTimeRow, type QuizScoreRow, type RatingRow, type SectionStats } from '../../../contract/codex-stats';
import type { AgeTier } from '../../db/types';
import type { PostgrestErrorLike } from './supabase-errors';
import type { ServerAccessibilitySettingsRow, ServerCodexUserRow, ServerFlowEventRow, ServerFlowRow } from './supabase-rows';

export function createSupabaseReads(client: SupabaseClient, log: Pick<Console, 'warn'>, hasSession: () => Promise<boolean>) {
  function logged(call: string, error: PostgrestErrorLike): void {
    log.warn(`Supabase ${call} failed`, error);
  }

  return {
    /** Flows by id, whose age tiers contain the tier (default 'adult'), newest first. */
    async getFlowById(id: string, tier: AgeTier = 'adult'): Promise<ServerFlowRow | null> {
      const { data, error } = await client
        .from('flows')
        .select('*')
        .eq('id', id)
        .contains('age_tiers', [tier])
        .order('created_at', { ascending: false })
        .limit(1);
      if (error) {
        logged('flows by id', error);
        return null;
      }
      return ((data ?? []) as ServerFlowRow[])[0] ?? null;
    },

    /** Flows whose tags overlap the given tags, newest first. */
    async getFlowsByTags(tags: string[]): Promise<ServerFlowRow[]> {
      const { data, error } = await client
        .from('flows')
        .select('*')
        .overlaps('tags', tags)
        .order('created_at', { ascending: false });
      if (error) {
        logged('flows by tags', error);
        return [];
      }
      return (data ?? []) as ServerFlowRow[];
    },

    /** Every flow, newest first. */
    async getAllFlows(): Promise<ServerFlowRow[]> {
      const { data, error } = await client.from('flows').select('*').order('created_at', { ascending: false });
      if (error) {
        logged('all flows', error);
        return [];
      }
      return (data ?? []) as ServerFlowRow[];
    },

    /** A session's flow events that this visitor owns, oldest first. */
    async getFlowEventsBySession(sessionId: string): Promise<ServerFlowEventRow[]> {
      if (!(await hasSession())) return [];
      const { data, error } = await client
        .from('flow_events')
        .select('*')
        .eq('session_id', sessionId)
        .order('created_at', { ascending: true });
      if (error) {
        logged('flow events by session', error);
        return [];
      }
      return (data ?? []) as ServerFlowEventRow[];
    },

    async getCodexUser(sessionId: string): Promise<ServerCodexUserRow | null> {
      if (!(await hasSession())) return null;
      const { data, error } = await client.from('codex_users').select('*').eq('session_id', sessionId).maybeSingle();
      if (error) {
        logged('codex user by session', error);
        return null;
      }
      return (data as ServerCodexUserRow | null) ?? null;
    },

    /** Section stats from the rows this visitor may read (row-level security: their own). */
    async getSectionStats(sectionId: string): Promise<SectionStats> {
      if (!(await hasSession())) return computeSectionStats([], [], []);
      const [completions, quizzes, feedback] = await Promise.all([
        client.from('codex_section_completions').select('completion_time').eq('section_id', sectionId),
        client.from('codex_quiz_completions').select('quiz_score,total_questions').eq('section_id', sectionId),
        client.from('codex_feedback').select('rating').eq('section_id', sectionId),
      ]);
      for (const [name, result] of [
        ['section completions', completions],
        ['quiz completions', quizzes],
        ['codex feedback', feedback],
      ] as const) {
        if (result.error) logged(`section stats (${name})`, result.error);
      }
      return computeSectionStats(
        (completions.data ?? []) as CompletionTimeRow[],
        (quizzes.data ?? []) as QuizScoreRow[],
        (feedback.data ?? []) as RatingRow[],
      );
    },

    /** The signed-in user's settings; PGRST116 (no row) means none. */
    async getAccessibilitySettings(userId: string): Promise<ServerAccessibilitySettingsRow | null> {
      const { data, error } = await client.from('user_accessibility_settings').select('*').eq('user_id', userId).single();
      if (error) {
        if (error.code !== 'PGRST116') logged('accessibility settings', error);
        return null;
      }
      return data as ServerAccessibilitySettingsRow;
    },
  };
}
