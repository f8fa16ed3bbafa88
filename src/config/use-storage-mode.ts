import { config, type StorageMode } from './env';

export const storageModeLabels: Record<StorageMode, 'Database + Local' | 'Local Only'> = {
  database: 'Database + Local',
  local: 'Local Only',
};

/** The storage indicator's text: 'Database + Local' when a database is configured, else 'Local Only'. */
export function useStorageMode(): { mode: StorageMode; label: 'Database + Local' | 'Local Only' } {
  return { mode: config.storageMode, label: storageModeLabels[config.storageMode] };
}
