/**
 * WebCrypto answers in a task of its own, and an IndexedDB transaction commits as soon as no request is pending. So
 * while a row is sealed or opened, a read of no key keeps the transaction open, and the next step runs inside that
 * read's success callback, when the transaction accepts requests again (what Dexie.waitFor does, at the DBCore level).
 */
import type { DBCoreTransaction } from 'dexie';

export function continueInTransaction<Value, Result>(
  transaction: DBCoreTransaction,
  work: Promise<Value>,
  next: (value: Value) => Promise<Result> | Result,
): Promise<Result> {
  // Dexie's IndexedDB adapter hands the native IDBTransaction down as its DBCoreTransaction.
  const idbTransaction = transaction as unknown as IDBTransaction;
  const store = idbTransaction.objectStore(idbTransaction.objectStoreNames[0] ?? '');
  return new Promise<Result>((resolve, reject) => {
    let outcome: { value: Value } | { error: unknown } | null = null;
    work.then(
      (value) => (outcome = { value }),
      (error: unknown) => (outcome = { error }),
    );
    const spin = (): void => {
      if (!outcome) {
        const request = store.get(-Infinity);
        request.onsuccess = spin;
        request.onerror = () => reject(request.error ?? new Error('The transaction closed while the app lock worked'));
        return;
      }
      if ('error' in outcome) {
        reject(outcome.error);
        return;
      }
      try {
        Promise.resolve(next(outcome.value)).then(resolve, reject);
      } catch (error) {
        reject(error);
      }
    };
    spin();
  });
}
