/**
 * The Supabase adapter: exactly the database calls of spec section 7, and the idempotent deliveries the replayer
 * makes. This module holds the identity (sessions, sign-in, sign-up, the erase) and composes the reads
 * (./supabase-reads.ts), the deliveries (./supabase-deliveries.ts) and the workspace (./supabase-star-chart.ts).
 * With ./supabase-client.ts and ./supabase-factory.ts, the only code that touches the Supabase client (a lint
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
import { DeliveryError } from '../delivery-error';
import { createSupabaseDeliveries } from './supabase-deliveries';
import { toDeliveryError } from './supabase-errors';
import { createSupabaseReads } from './supabase-reads';
import { createWorkspaceAdapter } from './supabase-star-chart';

interface SupabaseAdapterOptions {
  log?: Pick<Console, 'warn'>;
  now?: () => Date;
}

/** An anonymous session is an identity, not an account: rows are tied to a user (user_id) only for accounts. */
function accountId(user: User | null): string | null {
  return user && !user.is_anonymous ? user.id : null;
}

/** How many rows delete_my_data removed from each table. */
type ErasedCounts = Record<string, number>;

export function createSupabaseAdapter(client: SupabaseClient, options: SupabaseAdapterOptions = {}) {
  const log = options.log ?? console;
  const now = options.now ?? (() => new Date());
  let signingIn: Promise<void> | null = null;

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
    /** Reads: flows, the visitor's own rows, codex stats. */
    ...createSupabaseReads(client, log, hasSession),
    /** The replayer's idempotent deliveries, as this device's identity. */
    ...createSupabaseDeliveries(client, ensureIdentity, now),

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

  };
}

export type SupabaseAdapter = ReturnType<typeof createSupabaseAdapter>;
