/**
 * The test-only hooks a VITE_E2E_HOOKS=1 build exposes as window.__betterMindsSync (src/sync/e2e/hooks.ts), as the
 * browser tests and the bench see them.
 */
export interface PageSyncSnapshot {
  waiting: number;
  deadLetters: number;
  phase: string;
}

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
  writeMixed(from: number, count: number): Promise<{ kind: string; id: string }[]>;
  snapshot(): Promise<PageSyncSnapshot>;
  isLeader(): boolean;
  sessionId(): string;
  signUp(email: string, password: string): Promise<string | null>;
  stopReplayer(): void;
  registerBackgroundSync(): Promise<boolean>;
  localRecords(): Promise<PageLocalRecords>;
  benchEnqueue(samples: number): Promise<number[]>;
  benchWriteInOneTransaction(count: number): Promise<number>;
  queueForReplay(count: number): Promise<void>;
  replayAll(): Promise<{ ms: number; runs: number; confirmed: number }>;
}

declare global {
  interface Window {
    __betterMindsSync: PageSyncHooks;
  }
}
