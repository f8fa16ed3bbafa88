import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { db } from '@/db/database';
import { DeliveryError } from '@/sync/delivery-error';
import { enqueueInTransaction } from '@/sync/outbox';
import { defineOutboxKind, kindLabel, registeredKinds, registerOutboxKinds } from '@/sync/outbox-kinds';
import { buildKindHandlers } from '@/sync/replay/build-handlers';
import { replayOutbox } from '@/sync/replay/replay-outbox';
import { sendSequentially } from '@/sync/replay/senders';
import { ROOT } from '@/testing/static-imports';
import { outboxRegistry } from '../outbox-registry';

/*
 * The registry is the only place a kind is named to the engine: a kind declared in one file and added to the list is
 * queued, replayed through its handler and confirmed or dead-lettered by its own rules, with no edit in src/sync.
 */

/** A kind no part of the app knows: each entry asks for the answer it carries. */
const throwawayKind = defineOutboxKind({
  kind: 'throwaway_note',
  label: 'Throwaway notes',
  destination: 'functions',
  latestState: false,
  retryStatuses: [409],
  async handler({ database }, { retryStatuses }) {
    return {
      confirmTables: [database.settings],
      send: (entries) =>
        sendSequentially(
          entries,
          async (entry) => {
            const { answer } = entry.payload as { answer: number };
            if (answer !== 200) throw new DeliveryError(`answered ${answer}`, answer);
          },
          undefined,
          { retryStatuses },
        ),
      async onConfirmed(entries) {
        await database.settings.put({ key: 'usageEvents', value: entries.length > 0 });
      },
    };
  },
});

beforeEach(async () => {
  await Promise.all(db.tables.map((table) => table.clear()));
  registerOutboxKinds([...outboxRegistry, throwawayKind]);
});

afterEach(() => {
  registerOutboxKinds(outboxRegistry);
});

async function queue(recordId: string, answer: number): Promise<void> {
  await db.transaction('rw', db.outbox, () => enqueueInTransaction('throwaway_note', recordId, { answer }));
}

describe('a kind added through the registry alone', () => {
  it('is queued, sent through its handler, confirmed, and refused into the dead letters by its rules', async () => {
    await queue('kept', 200);
    await queue('refused', 400);
    await queue('later', 200);
    expect(kindLabel('throwaway_note')).toBe('Throwaway notes');

    const outcome = await replayOutbox({ handlers: await buildKindHandlers({ database: db, functions: null, supabase: null, getUserId: async () => null }), log: { warn: () => {} } });

    expect(outcome).toMatchObject({ confirmed: 2, deadLettered: 1, retryError: null });
    expect(await db.outbox.count()).toBe(0);
    expect((await db.deadLetters.toArray()).map(({ kind, recordId, status }) => ({ kind, recordId, status }))).toEqual([
      { kind: 'throwaway_note', recordId: 'refused', status: 400 },
    ]);
    // Its handler's confirmation ran in the transaction that deleted the entries.
    expect((await db.settings.get('usageEvents'))?.value).toBe(true);
  });

  it('waits out the statuses it declares, keeping the entry and those after it', async () => {
    await queue('conflict', 409);
    await queue('after', 200);

    const outcome = await replayOutbox({ handlers: await buildKindHandlers({ database: db, functions: null, supabase: null, getUserId: async () => null }), log: { warn: () => {} } });

    expect(outcome.retryError?.status).toBe(409);
    expect(outcome).toMatchObject({ confirmed: 0, deadLettered: 0 });
    expect((await db.outbox.orderBy('seq').toArray()).map((entry) => entry.recordId)).toEqual(['conflict', 'after']);
    expect(await db.deadLetters.count()).toBe(0);
  });

  it('is unknown to the engine once it leaves the registry: a write that names it fails', async () => {
    registerOutboxKinds(outboxRegistry);
    await expect(queue('gone', 200)).rejects.toThrow(/throwaway_note is not registered/);
  });
});

/** Every source file under a folder, tests left out. */
function sources(folder: string): string[] {
  const found: string[] = [];
  for (const entry of readdirSync(folder, { withFileTypes: true, recursive: true })) {
    const file = path.join(entry.parentPath, entry.name);
    if (!entry.isFile() || !/\.tsx?$/.test(entry.name) || /\.test\.tsx?$/.test(entry.name) || file.includes(`${path.sep}__tests__${path.sep}`)) continue;
    found.push(file);
  }
  return found;
}

/** The names a kind's files export (its declaration, its handler and their helpers), from every `sync/` folder above the engine. */
function kindFileExports(): string[] {
  const names: string[] = [];
  for (const layer of ['src/domains', 'src/features']) {
    for (const file of sources(path.join(ROOT, layer))) {
      if (!file.includes(`${path.sep}sync${path.sep}`)) continue;
      for (const [, name = ''] of readFileSync(file, 'utf8').matchAll(/^export (?:async )?(?:function|const|class) (\w+)/gm)) names.push(name);
    }
  }
  return names;
}

describe('the sync engine', () => {
  const engine = sources(path.join(ROOT, 'src/sync'));

  it('is handed this registry by the page, the service worker and the tests', () => {
    for (const file of ['src/main.tsx', 'sw/background-sync.ts', 'src/testing/setup.ts']) {
      expect(readFileSync(path.join(ROOT, file), 'utf8'), file).toMatch(/^registerOutboxKinds\(outboxRegistry\);$/m);
    }
    expect(registeredKinds().map(({ kind }) => kind)).toContain('throwaway_note');
    expect(engine.length).toBeGreaterThan(20);
  });

  it('names no kind of the registry (the adapters speak the database, whose tables and columns may share a name)', () => {
    const named = engine.flatMap((file) => {
      if (file.includes(`${path.sep}adapters${path.sep}`)) return [];
      const source = readFileSync(file, 'utf8');
      return outboxRegistry.filter(({ kind }) => new RegExp(`['"\`]${kind}['"\`]`).test(source)).map(({ kind }) => `${path.relative(ROOT, file)}: ${kind}`);
    });
    expect(named).toEqual([]);
  });

  it('names no declaration or handler of a kind', () => {
    const names = kindFileExports();
    expect(names).toEqual(expect.arrayContaining(['inboxReturnKind', 'inboxReturnHandler', 'trackingHandler']));
    const named = engine.flatMap((file) => {
      const source = readFileSync(file, 'utf8');
      return names.filter((name) => new RegExp(`\\b${name}\\b`).test(source)).map((name) => `${path.relative(ROOT, file)}: ${name}`);
    });
    expect(named).toEqual([]);
  });

  it('would see a kind named in its sources, so that the checks above can fail', () => {
    const planted = "await enqueueInTransaction('inbox_return', id, payload);";
    expect(outboxRegistry.some(({ kind }) => new RegExp(`['"\`]${kind}['"\`]`).test(planted))).toBe(true);
  });
});
