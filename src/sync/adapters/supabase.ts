/**
 * The Supabase adapter: exactly the database calls of spec section 7, and the idempotent deliveries the replayer
 * makes. With ./supabase-client.ts and ./supabase-factory.ts, the only code that touches the Supabase client (a lint
 * rule keeps the library's imports in this folder): callers get methods, never the client itself.
 * Imported by the service worker: relative imports only, no DOM.
 *
 * Reads follow the spec's error rule: a database error is logged and yields empty or null data (PGRST116, "no
 * row", quietly means none). Deliveries (`deliver*`) throw a DeliveryError instead, so the replayer can tell a
 * temporary failure from a refusal. Every insert carries the client's id and ignores duplicates, so a delivery
 * repeated after a lost response stores nothing twice.
 *
 * Identity: row-level security knows only auth.uid() from a verified token. Before its first write (or erase) the
 * adapter signs in anonymously unless a session exists (supabase-js keeps it in the page's storage, so a device keeps
 * its identity); a failed sign-in is a retryable DeliveryError, so the replayer tries again later and loses nothing.
 * Reads of the visitor's own rows are skipped while there is no session: there is nothing of theirs to read.
 * Signing up on a device with an anonymous session links that user (same id), so the rows it wrote stay the person's.
 */
import type { AuthChangeEvent, SupabaseClient, User } from '@supabase/supabase-js';
import { computeSectionStats, type CompletionTimeRow, type QuizScoreRow, type RatingRow, type SectionStats } from '../../../contract/codex-stats';
import type { AgeTier } from '../../db/types';
import { DeliveryError } from '../delivery-error';
import {
  insertColumns,
  pickColumns,
  type CodexVisitPayload,
  type InsertRow,
  type InsertTable,
  type ServerAccessibilitySettingsRow,
  type ServerCodexUserRow,
  type ServerFlowEventRow,
  type ServerFlowRow,
} from './supabase-rows';
import { createWorkspaceAdapter } from './supabase-star-chart';

interface PostgrestErrorLike {
  message: string;
  code?: string | null;
  details?: string | null;
}

interface SupabaseAdapterOptions {
  log?: Pick<Console, 'warn'>;
  now?: () => Date;
}

/** PostgREST answers an expired or invalid token with 401 and a PGRST30x code: worth a retry once auth refreshes. */
export function toDeliveryError(error: PostgrestErrorLike, status: number): DeliveryError {
  const code = error.code ?? '';
  const message = `${error.message || 'Database error'}${code ? ` (${code})` : ''}`;
  if (status === 0) return new DeliveryError(`Network error (${error.message})`, null);
  const tokenProblem = status === 401 && /^PGRST30\d$/.test(code);
  return new DeliveryError(message, status, tokenProblem ? true : undefined);
}

/** An anonymous session is an identity, not an account: rows are tied to a user (user_id) only for accounts. */
function accountId(user: User | null): string | null {
  return user && !user.is_anonymous ? user.id : null;
}

function groupBySession<Row extends { session_id: string }>(rows: Row[]): Map<string, Row[]> {
  const groups = new Map<string, Row[]>();
  for (const row of rows) {
    const group = groups.get(row.session_id);
    if (group) group.push(row);
    else groups.set(row.session_id, [row]);
  }
  return groups;
}

/** How many rows delete_my_data removed from each table. */
type ErasedCounts = Record<string, number>;

export function createSupabaseAdapter(client: SupabaseClient, options: SupabaseAdapterOptions = {}) {
  const log = options.log ?? console;
  const now = options.now ?? (() => new Date());
  let signingIn: Promise<void> | null = null;

  function logged(call: string, error: PostgrestErrorLike): void {
    log.warn(`Supabase ${call} failed`, error);
  }

  async function hasSession(): Promise<boolean> {
    const { data } = await client.auth.getSession();
    return data.session !== null;
  }

  /** A session for the writes that follow: the stored one, or a new anonymous user (one sign-in at a time). */
  function ensureIdentity(): Promise<void> {
    signingIn ??= (async () => {
      if (await hasSession()) return;
      const { error } = await client.auth.signInAnonymously();
      if (error) {
        // Offline, the auth server down or rate limiting: all temporary, so the entries wait and are retried.
        const status = typeof error.status === 'number' && error.status > 0 ? error.status : null;
        throw new DeliveryError(`Anonymous sign-in failed: ${error.message}`, status, true);
      }
    })().finally(() => {
      signingIn = null;
    });
    return signingIn;
  }

  return {
    /** The therapist's workspace tables (Star Chart): accounts only, never an anonymous sign-in. */
    ...createWorkspaceAdapter(client, log),

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

    /** The current user, asked of the auth server (null when signed out or unreachable). */
    async getCurrentUser(): Promise<User | null> {
      const { data, error } = await client.auth.getUser();
      if (error) {
        if (error.name !== 'AuthSessionMissingError') log.warn('Supabase get user failed', error);
        return null;
      }
      return data.user;
    },

    /**
     * Calls `listener` with each auth event and the signed-in user's id (null when signed out), starting with the
     * current state. Returns the function that stops listening.
     */
    onAuthStateChange(listener: (event: AuthChangeEvent, userId: string | null) => void): () => void {
      const { data } = client.auth.onAuthStateChange((event, session) => listener(event, accountId(session?.user ?? null)));
      return () => data.subscription.unsubscribe();
    },

    /**
     * Makes this device's identity an account. An anonymous session is linked, not replaced: `updateUser` gives the
     * same user an e-mail and password, so every row it already owns stays the person's (a fresh `signUp` would make
     * a second user and leave those rows behind). The session is then refreshed, because the old token still says
     * `is_anonymous: true` (and so still counts as an anonymous identity for row quotas and `getSignedInUserId`).
     * Without a session, a new account as before. Returns the account's id; throws the auth error when refused (an
     * anonymous session refused a link stays as it was, still usable).
     */
    async signUp(email: string, password: string): Promise<string | null> {
      // Wait for a sign-in in flight, so a link does not race the anonymous sign-up it would link.
      await signingIn?.catch(() => {});
      const { data: current } = await client.auth.getSession();
      if (current.session?.user.is_anonymous) {
        const linked = await client.auth.updateUser({ email, password });
        if (linked.error) throw linked.error;
        const refreshed = await client.auth.refreshSession();
        // The link itself succeeded: a failed refresh only delays the non-anonymous token until supabase-js's next
        // automatic refresh, so it is logged, not reported as a failed sign-up.
        if (refreshed.error) log.warn('Supabase session refresh after linking failed', refreshed.error);
        return refreshed.data.user?.id ?? linked.data.user?.id ?? null;
      }
      const { data, error } = await client.auth.signUp({ email, password });
      if (error) throw error;
      return data.user?.id ?? null;
    },

    async signOut(): Promise<void> {
      const { error } = await client.auth.signOut();
      if (error) log.warn('Supabase sign-out failed', error);
    },

    /** The id of the account signed in on this device (from the stored session, without a network call); null
     * when there is none or the session is an anonymous one. */
    async getSignedInUserId(): Promise<string | null> {
      const { data } = await client.auth.getSession();
      return accountId(data.session?.user ?? null);
    },

    /** The Supabase Auth user this device writes as (anonymous or an account), signing in anonymously if needed. */
    async getIdentityId(): Promise<string> {
      await ensureIdentity();
      const { data } = await client.auth.getSession();
      const id = data.session?.user.id;
      if (!id) throw new DeliveryError('No Supabase session after signing in', null, true);
      return id;
    },

    /**
     * Deletes every row this identity owns on the server (public.delete_my_data()). Without a session on this device
     * nothing was ever written as it, so there is nothing to delete. Throws a DeliveryError when the server could not
     * be reached or refused: the caller must not say the server copies are gone.
     */
    async deleteMyServerData(): Promise<ErasedCounts> {
      if (!(await hasSession())) return {};
      const { data, error, status } = await client.rpc('delete_my_data');
      if (error) throw toDeliveryError(error, status);
      return (data ?? {}) as ErasedCounts;
    },

    /** Idempotent inserts of client-identified rows; the database sets their owner from the token. */
    async deliverRows(table: InsertTable, rows: InsertRow[]): Promise<void> {
      if (rows.length === 0) return;
      await ensureIdentity();
      const body = rows.map((row) => pickColumns(row as unknown as Record<string, unknown>, insertColumns[table]));
      const { error, status } = await client.from(table).upsert(body, { onConflict: 'id', ignoreDuplicates: true });
      if (error) throw toDeliveryError(error, status);
    },

    /**
     * codex_users, as the spec says: select by session_id; if found, update last_activity, total_sessions + 1 and
     * updated_at; otherwise insert with total_sessions 1. Made safe to repeat: only visits later than the stored
     * last_activity are counted (a visit whose update was committed but whose answer was lost is not counted
     * twice), several queued visits of one session are counted in one update, and the update only applies if
     * total_sessions is still what was read.
     */
    async deliverCodexVisits(visits: CodexVisitPayload[]): Promise<void> {
      if (visits.length > 0) await ensureIdentity();
      for (const [sessionId, group] of groupBySession(visits)) {
        const ordered = [...group].sort((a, b) => Date.parse(a.visited_at) - Date.parse(b.visited_at));
        const first = ordered[0];
        const last = ordered[ordered.length - 1];
        if (!first || !last) continue;
        let done = false;
        for (let attempt = 0; attempt < 3 && !done; attempt++) {
          const found = await client
            .from('codex_users')
            .select('*')
            .eq('session_id', sessionId)
            .retry(false)
            .maybeSingle();
          if (found.error) throw toDeliveryError(found.error, found.status);
          const existing = found.data as ServerCodexUserRow | null;
          const stamp = now().toISOString();
          if (!existing) {
            const inserted = await client
              .from('codex_users')
              .upsert(
                {
                  id: first.id,
                  session_id: sessionId,
                  user_id: last.user_id,
                  first_seen: first.visited_at,
                  last_activity: last.visited_at,
                  total_sessions: ordered.length,
                  updated_at: stamp,
                },
                // One row per owner and session: the owner column is filled in by the database.
                { onConflict: 'owner,session_id', ignoreDuplicates: true },
              )
              .select('id');
            if (inserted.error) throw toDeliveryError(inserted.error, inserted.status);
            done = (inserted.data ?? []).length === 1;
            continue;
          }
          const seenUntil = Date.parse(existing.last_activity);
          const fresh = ordered.filter((visit) => Date.parse(visit.visited_at) > seenUntil);
          if (fresh.length === 0) {
            done = true;
            continue;
          }
          const updated = await client
            .from('codex_users')
            .update({
              last_activity: last.visited_at,
              total_sessions: existing.total_sessions + fresh.length,
              updated_at: stamp,
              ...(last.user_id ? { user_id: last.user_id } : {}),
            })
            .eq('id', existing.id)
            .eq('total_sessions', existing.total_sessions)
            .select('id');
          if (updated.error) throw toDeliveryError(updated.error, updated.status);
          done = (updated.data ?? []).length === 1;
        }
        if (!done) throw new DeliveryError('The codex visit count kept changing while it was being updated', 409);
      }
    },

    /** Upsert by user_id. The table keeps the newer row when an older state arrives late (see its migration). */
    async deliverAccessibilitySettings(row: ServerAccessibilitySettingsRow): Promise<void> {
      await ensureIdentity();
      const { error, status } = await client.from('user_accessibility_settings').upsert(row, { onConflict: 'user_id' });
      if (error) throw toDeliveryError(error, status);
    },
  };
}

export type SupabaseAdapter = ReturnType<typeof createSupabaseAdapter>;
