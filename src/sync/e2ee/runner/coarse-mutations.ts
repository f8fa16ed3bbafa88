/**
 * What the sync worker's writes tell the page (docs/e2ee-sync.md section 10). Dexie tells every context which keys a
 * committed transaction touched, over a BroadcastChannel, and each live query on the page merges the whole set into
 * its own before checking it: a restore's page of 500 records, with each of its tables' indexes, cost the page's main
 * thread 438 ms of merging (bench/README.md, (e)). The worker's writes instead say "the whole table": one range per
 * part, so the page merges a handful of ranges and re-runs the queries on those tables, as it would for most of them
 * anyway. Coarser is always safe: a query re-runs more often, never misses a change.
 */
import { RangeSet, type DBCore, type DBCoreTable, type Middleware, type ObservabilitySet } from 'dexie';

/** Every part of a table (primary keys, deletions, each index), each one range covering every key. */
export function wholeTableParts(dbName: string, table: DBCoreTable): ObservabilitySet {
  const parts: ObservabilitySet = {};
  for (const index of ['', ':dels', ...table.schema.indexes.map((each) => each.name)]) {
    // -Infinity and [[]] are IndexedDB's lowest and highest keys, as Dexie writes "everything".
    parts[`idb://${dbName}/${table.name}/${index}`] = new RangeSet(-Infinity, [[]]);
  }
  return parts;
}

/**
 * Above Dexie's own observability (level 0; this one has the default level 10, so it sees each write first), each
 * write starts its mutated parts at the whole table: the keys Dexie then adds fall inside that range and add nothing.
 */
export const coarseMutations: Middleware<DBCore> = {
  stack: 'dbcore',
  name: 'CoarseMutations',
  create: (down) => ({
    ...down,
    table: (name) => {
      const table = down.table(name);
      return { ...table, mutate: (request) => table.mutate({ ...request, mutatedParts: wholeTableParts(down.schema.name, table) }) };
    },
  }),
};
