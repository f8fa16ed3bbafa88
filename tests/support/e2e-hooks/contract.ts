/**
 * The test-only sync hooks, as one typed interface: the page side (./page/install.ts, compiled only into builds
 * made with VITE_E2E_HOOKS=1, see ./vite-plugin.ts) implements it, and the browser tests and the bench call it
 * through `window.__betterMindsSync`. No imports (types and one selector), so that both the browser program
 * (tsconfig.e2e-hooks.json) and the Node program (tsconfig.node.json) check the same declaration.
 */

/** Set on <html> once the hooks are installed: `html[data-sync-hooks="ready"]`. */
export const HOOKS_READY_SELECTOR = 'html[data-sync-hooks="ready"]';

/** Set on <html> once the app lock's bench hooks are installed (they need no sync engine). */
export const APP_LOCK_BENCH_READY_SELECTOR = 'html[data-app-lock-bench="ready"]';

/** One record a hook wrote, by its outbox kind (an `OutboxKind` of src/app/outbox-registry.ts) and its id. */
export interface WrittenRecord {
  kind: string;
  id: string;
}

/** The page's sync status (`readSyncSnapshot()` in src/sync/sync-status.ts), as the tests read it. */
export interface PageSyncSnapshot {
  waiting: number;
  waitingByKind: Partial<Record<string, number>>;
  deadLetters: number;
  lastSuccessAt: string | null;
  lastError: string | null;
  phase: string;
  nextAttemptAt: string | null;
  waitingForSignIn: number;
}

/** What this device holds, by table: the source of truth the servers are compared with. */
export interface PageLocalRecords {
  feedbackSubmissions: string[];
  trackingEvents: string[];
  flowEvents: string[];
  codexSectionCompletions: string[];
  codexQuizCompletions: string[];
  codexFeedback: string[];
  codexVisits: number;
  accessibility: { high_contrast: boolean; updated_at: string } | null;
}

export interface PageSyncHooks {
  /** Writes `count` records of mixed kinds (the pattern repeats every 100), numbered from `from`. */
  writeMixed(from: number, count: number): Promise<WrittenRecord[]>;
  snapshot(): Promise<PageSyncSnapshot>;
  isLeader(): boolean;
  sessionId(): string;
  /** The feedback id: the session id usage events carry. */
  feedbackId(): Promise<string>;
  signUp(email: string, password: string): Promise<string | null>;
  stopReplayer(): void;
  registerBackgroundSync(): Promise<boolean>;
  localRecords(): Promise<PageLocalRecords>;
  /** Bench: the time of each of `samples` calls of a data function (one record and its outbox entry), in ms. */
  benchEnqueue(samples: number): Promise<number[]>;
  /** Bench: the time to write `count` records and their outbox entries in one transaction, in ms. */
  benchWriteInOneTransaction(count: number): Promise<number>;
  /** Bench: queues `count` records, half usage events (feedback functions), half flow events (Supabase). */
  queueForReplay(count: number): Promise<void>;
  /** Bench: replays until the outbox is empty (the tab's own replayer stopped first), timed. */
  replayAll(): Promise<{ ms: number; runs: number; confirmed: number }>;
}

/** One timed run of the app lock's bench (bench/app-lock.ts): how long, and how many rows it read or wrote. */
export interface AppLockBenchRun {
  ms: number;
  rows: number;
}

/** The app lock's bench hooks (./page/app-lock-bench.ts), on `window.__betterMindsAppLockBench`. */
export interface PageAppLockBench {
  /** A fresh database named `name` with five years of check-ins (daily mood, PHQ-9 every 14 days), lock on or off. */
  seed(name: string, lockOn: boolean): Promise<{ checkIns: number; phq9: number }>;
  /** Reads the mood check-ins by the [toolId+createdAt] index, as Your reflections reads "Everything". */
  readByIndex(name: string): Promise<AppLockBenchRun>;
  /** Writes `count` check-ins in one transaction (bulkPut), numbered by `run` so each run writes new rows. */
  writeInOneTransaction(name: string, run: number, count: number): Promise<AppLockBenchRun>;
  /** A database locked with `passphrase` at the default Argon2id cost, locked again, ready for `unlock`. */
  prepareUnlock(name: string, passphrase: string): Promise<void>;
  /** Unlocks by the passphrase: Argon2id, the envelope opened, the data key imported; timed whole and by its part. */
  unlock(name: string, passphrase: string): Promise<{ totalMs: number; deriveMs: number; ok: boolean; memoryKiB: number; iterations: number }>;
  deleteAll(): Promise<void>;
}

declare global {
  interface Window {
    /** Present only in a VITE_E2E_HOOKS=1 build, once `APP_LOCK_BENCH_READY_SELECTOR` matches. */
    __betterMindsAppLockBench: PageAppLockBench;
    /** Present only in a VITE_E2E_HOOKS=1 build, once `HOOKS_READY_SELECTOR` matches. */
    __betterMindsSync: PageSyncHooks;
  }
}
