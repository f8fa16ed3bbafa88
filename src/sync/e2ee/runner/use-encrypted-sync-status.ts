/** The encrypted sync's status for a component, live (docs/e2ee-sync.md section 10); words via describeEncryptedSync. */
import { useSyncExternalStore } from 'react';
import { getEncryptedSyncStatus, subscribeEncryptedSyncStatus } from './encrypted-sync.ts';
import type { EncryptedSyncStatus } from './status.ts';

export function useEncryptedSyncStatus(): EncryptedSyncStatus {
  return useSyncExternalStore(subscribeEncryptedSyncStatus, getEncryptedSyncStatus, getEncryptedSyncStatus);
}
