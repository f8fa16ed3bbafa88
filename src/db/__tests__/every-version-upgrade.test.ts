import { describe, expect, it } from 'vitest';
import { Dexie } from 'dexie';
import { BetterMindsDatabase, schemaV1, schemaV2, schemaV3, schemaV4, schemaV5, schemaV6, schemaV7, schemaV8, schemaV9, schemaV10 } from '../database';

/** The stores, key paths and indexes IndexedDB itself holds (not what Dexie declares), for comparison. */
async function installedSchema(name: string): Promise<Record<string, { keyPath: unknown; autoIncrement: boolean; indexes: string[] }>> {
  const idb = await new Promise<IDBDatabase>((resolve, reject) => {
    const request = indexedDB.open(name);
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
  try {
    const names = [...idb.objectStoreNames].sort();
    const transaction = idb.transaction(names, 'readonly');
    return Object.fromEntries(
      names.map((store) => {
        const objectStore = transaction.objectStore(store);
        const indexes = [...objectStore.indexNames].sort().map((index) => {
          const { keyPath, unique, multiEntry } = objectStore.index(index);
          return `${index} ${JSON.stringify(keyPath)}${unique ? ' unique' : ''}${multiEntry ? ' multi' : ''}`;
        });
        return [store, { keyPath: objectStore.keyPath, autoIncrement: objectStore.autoIncrement, indexes }];
      }),
    );
  } finally {
    idb.close();
  }
}

const uniqueName = (label: string) => `better-minds-${label}-${Date.now()}-${Math.random().toString(36).slice(2)}`;

const olderSchemas = [schemaV1, schemaV2, schemaV3, schemaV4, schemaV5, schemaV6, schemaV7, schemaV8, schemaV9, schemaV10];

describe('BetterMindsDatabase upgrades from every earlier version (only versions with an upgrade are declared)', () => {
  it.each(olderSchemas.map((schema, index) => [index + 1, schema] as const))(
    'a device on version %i ends with exactly the stores and indexes of a new device, its rows kept',
    async (version, schema) => {
      const fresh = uniqueName('fresh');
      const newDevice = new BetterMindsDatabase(fresh);
      await newDevice.open();
      newDevice.close();
      const expected = await installedSchema(fresh);

      const name = uniqueName(`from-v${version}`);
      const old = new Dexie(name);
      old.version(version).stores(schema);
      await old.open();
      await old.table('settings').put({ key: 'kept', value: version });
      old.close();

      const upgraded = new BetterMindsDatabase(name);
      try {
        await upgraded.open();
        expect(upgraded.verno).toBe(11);
        expect(await upgraded.table('settings').get('kept')).toEqual({ key: 'kept', value: version });
        upgraded.close();
        expect(await installedSchema(name)).toEqual(expected);
      } finally {
        upgraded.close();
        await Dexie.delete(name);
        await Dexie.delete(fresh);
      }
    },
  );
});
