/**
 * What the engine knows of an outbox kind: the declaration each kind makes once, beside its domain or feature
 * (src/domains/<name>/sync/<kind>-kind.ts, src/features/<area>/sync/<kind>-kind.ts), and the registry the app hands
 * over at start (src/app/outbox-registry.ts, registered by src/main.tsx, the service worker and the tests' setup).
 * The engine itself names no kind: it reads the registry. Imported by the service worker: relative imports only, no
 * DOM.
 */
import type { BetterMindsDatabase } from '../db/database';
import type { FeedbackFunctionsClient } from './adapters/feedback-functions';
import type { SupabaseAdapter } from './adapters/supabase';
import type { KindHandler } from './replay/handler';

/** Where a kind's entries go: the site's own functions, or Supabase (only when this build configures it). */
export type Destination = 'functions' | 'supabase';

/** What a kind's handler may use; the engine makes it (the page, the service worker) or a test does. */
export interface HandlerContext {
  database: BetterMindsDatabase;
  /** The feedback functions' client: null where there is none to talk to (kinds that need it get no handler). */
  functions: FeedbackFunctionsClient | null;
  /** Null in local-only mode, and in the service worker, which cannot see the Supabase session. */
  supabase: SupabaseAdapter | null;
  /** The signed-in user's id, or null (anonymous, or a service worker that cannot see the session). */
  getUserId: () => Promise<string | null>;
  /** The origin the site's functions answer at (the page's or the worker's); absent in tests that reach none. */
  origin?: string;
}

/** A module evaluated before a kind's handler, one per idle moment on the page (a client and its zod schemas). */
export type PreloadStage = () => Promise<unknown>;

/**
 * One outbox kind, declared once. What its entries carry is the payload type its handler module exports (built from
 * contract/ types where the contract has the shape); the handler is loaded with import() so that the page evaluates
 * it, its client and their zod schemas only once an entry of the kind is queued.
 */
export interface OutboxKindDeclaration<Kind extends string = string> {
  kind: Kind;
  /** A plain name for the status screens (/systems): "Waiting: <label>". */
  label: string;
  destination: Destination;
  /** The newest entry of a record replaces its older unsent ones (an upsert of the whole state). */
  latestState: boolean;
  /** The handler sends through the feedback functions' client, which the engine makes once for every such kind. */
  usesFeedbackFunctions?: boolean;
  /**
   * Retry and dead letters: a network error, 408, 429 and 5xx are retried with backoff, any other refusal moves the
   * entry to the dead letters (visible on /systems, retryable). These statuses are waited out and retried instead.
   */
  retryStatuses?: readonly number[];
  /** What the page evaluates first, one module per idle moment (the same function twice is evaluated once). */
  preload?: readonly PreloadStage[];
  /** Builds the kind's handler, or null where it cannot send from here (no origin, no client). */
  handler(context: HandlerContext, declaration: OutboxKindDeclaration<Kind>): Promise<KindHandler | null>;
}

/** Declares a kind; the type keeps its name a literal, so the registry can derive the union of every kind. */
export function defineOutboxKind<const Kind extends string>(declaration: OutboxKindDeclaration<Kind>): OutboxKindDeclaration<Kind> {
  return declaration;
}

/**
 * The first stages of a kind whose client brings schemas: zod's own code, then the smallest module of schemas. Apart,
 * because together they were one task of 36 to 40 ms at 6x CPU slowdown on a returning phone, about 11 ms of it zod's
 * evaluation and 22 ms the first schemas (zod 4 installs each schema type's members on its prototype at its first
 * construction). Not contract/zod.ts itself, whose dynamic import of the `z` namespace would keep all of it in the
 * build (every locale: about 260 KB more). The same functions for every kind, so the page evaluates each, and pauses
 * after it, once.
 */
export const ZOD_STAGES: readonly PreloadStage[] = [() => import('./zod-evaluated'), () => import('../../contract/json-values')];

/** The registry the app handed over: every kind this build knows, in the order the page loads them. */
let registry: ReadonlyMap<string, OutboxKindDeclaration> = new Map();

/** Hands the engine its kinds: called once at start (the page, the service worker, the tests' setup). */
export function registerOutboxKinds(kinds: readonly OutboxKindDeclaration[]): void {
  const byName = new Map<string, OutboxKindDeclaration>();
  for (const declaration of kinds) {
    if (byName.has(declaration.kind)) throw new Error(`The outbox kind ${declaration.kind} is declared twice`);
    byName.set(declaration.kind, declaration);
  }
  registry = byName;
}

/** Every registered kind, in registry order. */
export function registeredKinds(): OutboxKindDeclaration[] {
  return [...registry.values()];
}

/** A kind's declaration; a kind nobody registered is a programming error, and the write that names it fails. */
export function outboxKind(kind: string): OutboxKindDeclaration {
  const declaration = registry.get(kind);
  if (!declaration) throw new Error(`The outbox kind ${kind} is not registered (src/app/outbox-registry.ts)`);
  return declaration;
}

/** The kind's plain name; an entry of a kind this build no longer knows (a dead letter kept) shows its name. */
export function kindLabel(kind: string): string {
  return registry.get(kind)?.label ?? kind;
}

export function isLatestStateKind(kind: string): boolean {
  return outboxKind(kind).latestState;
}

/** Supabase kinds are queued only when Supabase is configured: in local-only mode the record stays on the device. */
export function isKindSyncable(kind: string, supabaseConfigured: boolean): boolean {
  return outboxKind(kind).destination === 'functions' || supabaseConfigured;
}
