/**
 * The app lock's Dexie middleware (docs/app-lock.md, section 6). Off, it passes every request through and looks at
 * each row read only to see that it is not sealed. On and unlocked, it seals every row written to an encrypted table
 * and opens every sealed row read. On and locked, a write to an encrypted table or a read that meets a sealed row
 * raises AppLockedError.
 */
import type { DBCore, DBCoreCursor, DBCoreMutateRequest, DBCoreTable, DBCoreTransaction, Middleware } from 'dexie';
import { AppLockedError } from './errors.ts';
import { continueInTransaction } from './keep-alive.ts';
import { clearFieldNames, isRow, isSealedRow, openRows, sealRows, type SealingContext } from './row-seal.ts';
import type { AppLockState } from './state.ts';
import { encryptedPolicyOf, type EncryptedTablePolicy } from './tables.ts';

export function appLockMiddleware(state: AppLockState): Middleware<DBCore> {
  return {
    stack: 'dbcore',
    name: 'AppLock',
    // Right above IndexedDB, below Dexie's own middlewares (hooks, cache, observability): they see open rows and
    // read Dexie's zone, which the steps this one resumes from IndexedDB callbacks do not carry.
    level: -10,
    create(down) {
      const tables = new Map<string, DBCoreTable>();
      return {
        ...down,
        table(name) {
          let table = tables.get(name);
          if (!table) {
            const below = down.table(name);
            const policy = encryptedPolicyOf(name);
            table = policy ? lockedTable(below, policy, state) : below;
            tables.set(name, table);
          }
          return table;
        },
      };
    },
  };
}

function lockedTable(below: DBCoreTable, policy: EncryptedTablePolicy, state: AppLockState): DBCoreTable {
  const table = below.name;
  const clearNames = clearFieldNames(below.schema, policy);

  async function sealingContext(): Promise<SealingContext> {
    const key = state.key;
    if (!key) throw new AppLockedError(table);
    return { table, schema: below.schema, policy, clearNames, tableKey: await key.tableKey(table) };
  }

  /** Rows as stored, opened; the same array (no task, no keep-alive) when none is sealed, as with the lock off. */
  function openAll<Rows extends unknown[]>(trans: DBCoreTransaction, rows: Rows): Rows | Promise<Rows> {
    if (!rows.some(isSealedRow)) return rows;
    // One batch for the whole result: every decryption started together, one keep-alive for them all.
    const opening = sealingContext().then((context) => openRows(context, rows));
    return continueInTransaction(trans, opening, (opened) => opened);
  }

  function openCursor(cursor: DBCoreCursor, trans: DBCoreTransaction): DBCoreCursor | Promise<DBCoreCursor> {
    let current: unknown = cursor.value;
    // IDBCursor's own getters refuse another `this`, so the wrapper reads each through the real cursor.
    const wrapped: DBCoreCursor = Object.create(cursor, {
      key: { get: () => cursor.key },
      primaryKey: { get: () => cursor.primaryKey },
      value: { get: () => current },
      start: {
        value: (onNext: () => void) =>
          cursor.start(() => {
            const opened = openAll(trans, [cursor.value]);
            const proceed = (rows: unknown[]): void => {
              current = rows[0];
              onNext();
            };
            if (Array.isArray(opened)) proceed(opened);
            else opened.then(proceed).catch((error: unknown) => cursor.fail(error instanceof Error ? error : new Error(String(error))));
          }),
      },
    }) as DBCoreCursor;
    const first = openAll(trans, [cursor.value]);
    if (Array.isArray(first)) return wrapped;
    return first.then((rows) => {
      current = rows[0];
      return wrapped;
    });
  }

  return {
    ...below,
    mutate(request: DBCoreMutateRequest) {
      if ((request.type !== 'add' && request.type !== 'put') || !state.on) return below.mutate(request);
      const values = request.values;
      // Rows kept whole (the lock's own row, the theme) can be written while locked: the lock screen writes them.
      if (values.every((value) => isRow(value) && policy.keepRowClear?.(value))) return below.mutate(request);
      const sealing = sealingContext().then((context) => sealRows(context, values));
      return continueInTransaction(request.trans, sealing, (sealed) => below.mutate({ ...request, values: sealed }));
    },
    // `.then` rather than `await`: Dexie follows its transaction zone through `then` calls, not through an async
    // function's awaits, and its own middlewares above this one read that zone.
    get(request) {
      return below.get(request).then((row: unknown) => {
        const opened = openAll(request.trans, [row]);
        return Array.isArray(opened) ? opened[0] : opened.then((rows) => rows[0]);
      });
    },
    getMany(request) {
      return below.getMany(request).then((rows) => openAll(request.trans, rows));
    },
    query(request) {
      return below.query(request).then((response) => {
        if (!request.values) return response;
        const opened = openAll(request.trans, response.result);
        return Array.isArray(opened) ? response : opened.then((result) => ({ ...response, result }));
      });
    },
    openCursor(request) {
      return below.openCursor(request).then((cursor) => (cursor && request.values ? openCursor(cursor, request.trans) : cursor));
    },
  };
}
