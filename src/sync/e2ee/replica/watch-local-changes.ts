/**
 * After the start-up's full comparison, only what changed is compared (docs/e2ee-sync.md section 9). Dexie 4 fires
 * `storagemutated` after every committed write, in this tab and (through a BroadcastChannel) in the others, naming
 * each mutated table's primary keys as ranges: a single key is compared alone, a wider range (a `clear()`, a
 * `where().delete()`) compares the whole table. Writes the replica itself makes are reported too, and compare equal.
 */
import { cmp, Dexie, RangeSet, type IntervalTree, type ObservabilitySet } from 'dexie';
import { collectLocalChanges, type CollectScope } from './collect-local-changes.ts';
import type { ReplicaContext } from './replica-store.ts';
import { SYNCED_TABLES } from './synced-tables.ts';

/** The synced tables' changed keys a `storagemutated` event names for the database `dbName`. */
export function scopeOfMutation(dbName: string, parts: ObservabilitySet): Map<string, 'all' | Set<unknown>> {
  const scope = new Map<string, 'all' | Set<unknown>>();
  for (const spec of SYNCED_TABLES) {
    const tree: IntervalTree | undefined = parts[`idb://${dbName}/${spec.table}/`];
    if (tree === undefined) continue;
    let keys: 'all' | Set<unknown> = new Set<unknown>();
    for (const node of RangeSet(tree)) {
      if (cmp(node.from, node.to) !== 0) {
        keys = 'all';
        break;
      }
      keys.add(node.from);
    }
    scope.set(spec.table, keys);
  }
  return scope;
}

function mergeScopes(into: Map<string, 'all' | Set<unknown>>, from: ReadonlyMap<string, 'all' | Set<unknown>>): void {
  for (const [table, keys] of from) {
    const held = into.get(table);
    if (held === 'all' || keys === 'all') into.set(table, 'all');
    else into.set(table, new Set([...(held ?? []), ...keys]));
  }
}

/**
 * Collects the changed rows `delayMs` after a write (a burst of writes goes together). Returns the function that
 * stops watching. `onError` hears a failed collection; the keys stay in the next run's scope.
 */
export function watchLocalChanges(ctx: ReplicaContext, options: { delayMs?: number; onError?: (error: unknown) => void } = {}): () => void {
  const waiting = new Map<string, 'all' | Set<unknown>>();
  let timer: ReturnType<typeof setTimeout> | null = null;
  let running: Promise<void> = Promise.resolve();
  const run = () => {
    timer = null;
    const scope: CollectScope = new Map(waiting);
    waiting.clear();
    running = running
      .then(() => collectLocalChanges(ctx, scope))
      .then(
        () => undefined,
        (error: unknown) => {
          mergeScopes(waiting, scope as ReadonlyMap<string, 'all' | Set<unknown>>);
          options.onError?.(error);
        },
      );
  };
  const listener = (parts: ObservabilitySet) => {
    const scope = scopeOfMutation(ctx.db.name, parts);
    if (scope.size === 0) return;
    mergeScopes(waiting, scope);
    timer ??= setTimeout(run, options.delayMs ?? 300);
  };
  Dexie.on('storagemutated', listener);
  return () => {
    Dexie.on.storagemutated.unsubscribe(listener);
    if (timer !== null) clearTimeout(timer);
  };
}
