/**
 * What the sync engine is doing, in numbers and in plain words: records waiting, the last successful sync, dead
 * letters, and whether the replayer is waiting to retry. Read from Dexie, so every tab shows the same thing.
 */
import { config, type StorageMode } from '@/config/env';
import { storageModeLabels } from '@/config/use-storage-mode';
import { db } from '@/db/database';
import type { SyncPhase } from '@/db/outbox-types';
import { registeredKinds } from './outbox-kinds';
import { batchSurplusByKind } from './outbox-batch';
import { readSyncState } from './replay/sync-state';
import { formatDateTime, formatTime } from '@/lib/format';

export interface SyncSnapshot {
  waiting: number;
  waitingByKind: Partial<Record<string, number>>;
  deadLetters: number;
  lastSuccessAt: string | null;
  lastError: string | null;
  phase: SyncPhase;
  nextAttemptAt: string | null;
  waitingForSignIn: number;
}

export interface SyncStatus extends SyncSnapshot {
  mode: StorageMode;
  storageLabel: 'Database + Local' | 'Local Only';
  online: boolean;
  /** False until the first read from the local database has finished. */
  loaded: boolean;
}

export async function readSyncSnapshot(): Promise<SyncSnapshot> {
  const [entries, byKind, surplus, dead, state] = await Promise.all([
    db.outbox.count(),
    Promise.all(registeredKinds().map(async ({ kind }) => [kind, await db.outbox.where('kind').equals(kind).count()] as const)),
    // Entries are counted by index; a batch entry stands for more records than one.
    batchSurplusByKind(db.outbox),
    db.deadLetters.count(),
    readSyncState(),
  ]);
  let waiting = entries;
  for (const extra of surplus.values()) waiting += extra;
  const waitingByKind: Partial<Record<string, number>> = {};
  for (const [kind, count] of byKind) if (count > 0) waitingByKind[kind] = count + (surplus.get(kind) ?? 0);
  return {
    waiting,
    waitingByKind,
    deadLetters: dead,
    lastSuccessAt: state.lastSuccessAt,
    lastError: state.lastError,
    phase: state.phase,
    nextAttemptAt: state.nextAttemptAt,
    waitingForSignIn: Math.min(state.waitingForSignIn, waiting),
  };
}

export const emptySnapshot: SyncSnapshot = {
  waiting: 0,
  waitingByKind: {},
  deadLetters: 0,
  lastSuccessAt: null,
  lastError: null,
  phase: 'idle',
  nextAttemptAt: null,
  waitingForSignIn: 0,
};

export function toSyncStatus(snapshot: SyncSnapshot | undefined, online: boolean, mode: StorageMode = config.storageMode): SyncStatus {
  return { ...(snapshot ?? emptySnapshot), mode, storageLabel: storageModeLabels[mode], online, loaded: snapshot !== undefined };
}

function plural(count: number, one: string, many: string): string {
  return `${count.toLocaleString('en-US')} ${count === 1 ? one : many}`;
}

/** "just now", "5 minutes ago", "3 hours ago", or a date for anything older than a day. */
export function formatWhen(iso: string, now = new Date()): string {
  const seconds = Math.round((now.getTime() - Date.parse(iso)) / 1000);
  if (seconds < 60) return 'just now';
  if (seconds < 3600) return `${plural(Math.floor(seconds / 60), 'minute', 'minutes')} ago`;
  if (seconds < 86_400) return `${plural(Math.floor(seconds / 3600), 'hour', 'hours')} ago`;
  return formatDateTime(iso);
}

/** The status in short plain sentences, calm and without blame. */
export function describeSyncStatus(status: SyncStatus, now = new Date()): string[] {
  const lines: string[] = [];
  const sendable = status.waiting - status.waitingForSignIn;
  if (status.waiting === 0) {
    lines.push('Nothing is waiting to be sent.');
  } else if (sendable > 0) {
    const waiting = `${plural(sendable, 'record is', 'records are')} saved on this device and waiting to be sent.`;
    if (!status.online) lines.push(`${waiting} They will be sent when you are back online.`);
    else if (status.phase === 'replaying') lines.push(`${waiting} Sending now.`);
    else if (status.phase === 'retrying' && status.nextAttemptAt) {
      const at = formatTime(status.nextAttemptAt);
      lines.push(`${waiting} The last try did not get through; the next is at ${at}.`);
    } else lines.push(waiting);
  }
  if (status.waitingForSignIn > 0) {
    lines.push(`${plural(status.waitingForSignIn, 'change waits', 'changes wait')} for you to sign in before it can be saved to your account.`);
  }
  lines.push(status.lastSuccessAt ? `Last successful sync: ${formatWhen(status.lastSuccessAt, now)}.` : 'No sync has completed on this device yet.');
  if (status.deadLetters > 0) {
    lines.push(
      `${plural(status.deadLetters, 'record was', 'records were')} not accepted by the server. They are kept on this device; you can retry or discard them on the System status page.`,
    );
  }
  return lines;
}
