import { useLiveQuery } from 'dexie-react-hooks';
import type { DeadLetterRow } from '@/db/outbox-types';
import { listDeadLetters } from './dead-letters';

/** The dead letters, newest first, live across tabs; undefined while loading. */
export function useDeadLetters(): DeadLetterRow[] | undefined {
  return useLiveQuery(() => listDeadLetters().catch(() => []), []);
}
