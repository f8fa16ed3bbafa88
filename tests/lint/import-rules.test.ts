import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

/*
 * The import rules of eslint.config.js, proved on planted violations: each must fail with the rule that forbids it,
 * and a legal import must pass. The planted code is linted in memory with a path inside the tree (the rules resolve
 * imports from that path), except the cycle: import-x/no-cycle reads the other file from disk, so those two files are
 * written to a folder of their own and removed afterwards.
 */

// The first lint of a run parses every module reachable from the planted one (no-cycle follows them all): seconds,
// more on a busy machine.
vi.setConfig({ testTimeout: 60_000 });

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const eslint = new ESLint({ cwd: ROOT, overrideConfigFile: path.join(ROOT, 'eslint.config.js') });

async function ruleIds(code: string, file: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, file) });
  return (result?.messages ?? []).map((message) => message.ruleId ?? `fatal: ${message.message}`);
}

describe('layers, by resolved path', () => {
  it('a feature importing another feature by a relative path fails', async () => {
    expect(await ruleIds("export { useCopy } from '../../insight/hooks/use-copy';\n", 'src/features/feedback/lib/planted.ts')).toEqual([
      'import-x/no-restricted-paths',
    ]);
  });

  it('a feature importing another feature by the alias, statically or with import(), fails', async () => {
    const code = "export { useCopy } from '@/features/insight/hooks/use-copy';\nexport const later = () => import('@/features/insight/hooks/use-copy');\n";
    expect(await ruleIds(code, 'src/features/feedback/lib/planted.ts')).toEqual([
      'import-x/no-restricted-paths',
      'import-x/no-restricted-paths',
    ]);
  });

  it('src/db importing a feature fails', async () => {
    expect(await ruleIds("export type { BrowsingSession } from '../features/feedback/lib/browsing-session';\n", 'src/db/planted.ts')).toEqual([
      'import-x/no-restricted-paths',
    ]);
  });

  it('a shared layer importing src/app fails', async () => {
    expect(await ruleIds("export { routes } from '@/app/router';\n", 'src/lib/planted.ts')).toEqual(['import-x/no-restricted-paths']);
    expect(await ruleIds("export { routes } from '../../app/router';\n", 'src/sync/adapters/planted.ts')).toEqual([
      'import-x/no-restricted-paths',
    ]);
  });

  it('a feature importing the app fails', async () => {
    expect(await ruleIds("export { routes } from '../../../app/router';\n", 'src/features/feedback/lib/planted.ts')).toEqual([
      'import-x/no-restricted-paths',
    ]);
  });

  it('legal imports pass: a feature from its own folder and the shared layers, the app from features', async () => {
    const feature = [
      "export { paths } from '@/lib/paths';",
      "export { db } from '@/db/database';",
      "export { PROMPT_RULES } from '@contract/prompt-rules';",
      "export { isCrisisHelpPage } from '../lib/browsing-session';",
      '',
    ].join('\n');
    expect(await ruleIds(feature, 'src/features/feedback/components/planted.ts')).toEqual([]);
    expect(await ruleIds("export { useCopy } from '@/features/insight/hooks/use-copy';\n", 'src/app/routes/planted.ts')).toEqual([]);
  });
});

describe('the layers below the features, one case per zone', () => {
  const FAILS = ['import-x/no-restricted-paths'];

  it('a shared layer importing a domain fails', async () => {
    expect(await ruleIds("export { saveToolEntry } from '@/domains/tool-entries/data/save-tool-entry';\n", 'src/sync/planted.ts')).toEqual(FAILS);
    expect(await ruleIds("export { planSteps } from '../domains/safety-plan/model';\n", 'src/components/planted.ts')).toEqual(FAILS);
  });

  it('src/lib, src/content, src/db or src/config importing src/sync or src/components fails', async () => {
    expect(await ruleIds("export { saveWithOutbox } from '@/sync/outbox';\n", 'src/lib/planted.ts')).toEqual(FAILS);
    expect(await ruleIds("export { Logo } from '../components/ui/Logo';\n", 'src/config/planted.ts')).toEqual(FAILS);
  });

  it('src/sync importing content fails', async () => {
    expect(await ruleIds("export { inLowestPleasantnessBand } from '@/content/insight/emotions';\n", 'src/sync/replay/planted.ts')).toEqual(FAILS);
  });

  it('src/lib importing Dexie (src/db) or content fails', async () => {
    expect(await ruleIds("export { db } from '@/db/database';\n", 'src/lib/planted.ts')).toEqual(FAILS);
    expect(await ruleIds("export { linesFor } from '@/content/crisis-lines';\n", 'src/lib/planted.ts')).toEqual(FAILS);
  });

  it('src/db importing anything of src/ but itself fails', async () => {
    expect(await ruleIds("export { formatDateTime } from '@/lib/format';\n", 'src/db/planted.ts')).toEqual(FAILS);
  });

  it('src/content importing more than row types and contract/ fails (src/lib included), row types and contract/ pass', async () => {
    expect(await ruleIds("export { paths } from '@/lib/paths';\n", 'src/content/insight/planted.ts')).toEqual(FAILS);
    expect(await ruleIds("export { readSetting } from '../../db/settings';\n", 'src/content/insight/planted.ts')).toEqual(FAILS);
    expect(await ruleIds("export { config } from '@/config/env';\n", 'src/content/planted.ts')).toEqual(FAILS);
    expect(await ruleIds("export { importWithTimeout } from '@/lib/lazy-with-timeout';\n", 'src/content/insight/planted.ts')).toEqual(FAILS);
    const legal = "export type { AgeTier } from '@/db/types';\nexport { PHQ9_ITEM9_FLAG } from '../../../contract/measure-scoring.ts';\n";
    expect(await ruleIds(legal, 'src/content/insight/planted.ts')).toEqual([]);
  });

  it('a domain importing another domain fails, a listed exception passes', async () => {
    expect(await ruleIds("export { rhythmInWords } from '@/domains/calendar/rhythm';\n", 'src/domains/safety-plan/planted.ts')).toEqual(FAILS);
    expect(await ruleIds("export { planSteps } from '../../safety-plan/model';\n", 'src/domains/tool-entries/data/planted.ts')).toEqual(FAILS);
    expect(await ruleIds("export { saveToolEntry } from '@/domains/tool-entries/data/save-tool-entry';\n", 'src/domains/safety-plan/data/planted.ts')).toEqual([]);
  });

  it('reminders plan on the calendar domain, not on the prescriptions', async () => {
    expect(await ruleIds("export { todayIn } from '@/domains/calendar/rhythm';\n", 'src/domains/reminders/data/planted.ts')).toEqual([]);
    expect(await ruleIds("export { ADHERENCE_WINDOWS } from '@/domains/prescriptions/adherence';\n", 'src/domains/reminders/data/planted.ts')).toEqual(FAILS);
  });

  it('a domain importing a feature fails; a domain may import src/sync, src/db and src/content', async () => {
    expect(await ruleIds("export { useCopy } from '@/features/insight/hooks/use-copy';\n", 'src/domains/safety-plan/planted.ts')).toEqual(FAILS);
    const legal = "export { saveWithOutbox } from '@/sync/outbox';\nexport { db } from '@/db/database';\nexport { linesFor } from '@/content/crisis-lines';\n";
    expect(await ruleIds(legal, 'src/domains/tool-entries/data/planted.ts')).toEqual([]);
  });

  it('functions/ or server/ importing src/ fails', async () => {
    expect(await ruleIds("export { config } from '../../src/config/env';\n", 'functions/_lib/planted.ts')).toEqual(FAILS);
    expect(await ruleIds("export { db } from '../src/db/database';\n", 'server/planted.ts')).toEqual(FAILS);
  });

  it('sw/ importing src/ beyond src/db, src/sync, src/config and the outbox registry fails', async () => {
    expect(await ruleIds("export { paths } from '../src/lib/paths';\n", 'sw/planted.ts')).toEqual(FAILS);
    expect(await ruleIds("export { routes } from '../src/app/router';\n", 'sw/planted.ts')).toEqual(FAILS);
    expect(await ruleIds("export { db } from '../src/db/database';\nexport { config } from '../src/config/env';\n", 'sw/planted.ts')).toEqual([]);
    expect(await ruleIds("export { outboxRegistry } from '../src/app/outbox-registry';\n", 'sw/planted.ts')).toEqual([]);
  });
});

describe('the areas of functions/_lib, one case per kind of zone', () => {
  const FAILS = ['import-x/no-restricted-paths'];

  it('an area importing another area fails, by any of its modules', async () => {
    expect(await ruleIds("export { findPost } from '../community/posts-store.ts';\n", 'functions/_lib/books/planted.ts')).toEqual(FAILS);
    expect(await ruleIds("export { replaceReminders } from '../reminders/store.ts';\n", 'functions/_lib/inbox/planted.ts')).toEqual(FAILS);
    expect(await ruleIds("export { NOT_OFFERED } from '../reminders/handlers.ts';\n", 'functions/_lib/share-codes/planted.ts')).toEqual(FAILS);
  });

  it('a named exception stops at the files it names', async () => {
    // erase may reach every area's store, not its handlers; community may read the admin session, not the throttle.
    expect(await ruleIds("export { submit } from '../feedback/submit-handlers.ts';\n", 'functions/_lib/erase/planted.ts')).toEqual(FAILS);
    expect(await ruleIds("export { loginWaitSeconds } from '../auth/login-throttle.ts';\n", 'functions/_lib/community/planted.ts')).toEqual(FAILS);
  });

  it('legal imports pass: the shared base, contract/, the own folder and the named exceptions', async () => {
    const area = [
      "export { parseWith } from '../request-context.ts';",
      "export type { SqlClient } from '../db/client.ts';",
      "export { addressGroup } from '../address-group.ts';",
      "export { logAdminAction } from '../admin-action-log.ts';",
      "export { BOOKS_PATH } from '../../../contract/book-schemas.ts';",
      "export { findBook } from './store.ts';",
      '',
    ].join('\n');
    expect(await ruleIds(area, 'functions/_lib/books/planted.ts')).toEqual([]);
    expect(await ruleIds("export { findPost } from '../community/posts-store.ts';\n", 'functions/_lib/erase/planted.ts')).toEqual([]);
    expect(await ruleIds("export { UPLOAD_NAME } from '../uploads/store.ts';\n", 'functions/_lib/feedback/planted.ts')).toEqual([]);
    expect(await ruleIds("export { readSessionCookie } from '../auth/sessions.ts';\n", 'functions/_lib/community/planted.ts')).toEqual([]);
  });
});

describe('the Supabase boundary still holds beside the layer rules', () => {
  it('a feature importing @supabase/supabase-js fails, the Supabase adapter may', async () => {
    // Put together at run time so that the scan in tests/sync/supabase-import-boundary.test.ts does not flag this file.
    const library = ['@supabase', 'supabase-js'].join('/');
    const code = `export type { SupabaseClient } from '${library}';\n`;
    expect(await ruleIds(code, 'src/features/feedback/lib/planted.ts')).toEqual(['no-restricted-imports']);
    expect(await ruleIds(code, 'src/lib/planted.ts')).toEqual(['no-restricted-imports']);
    expect(await ruleIds(code, 'src/sync/adapters/planted.ts')).toEqual([]);
  });
});

describe('no import cycles', () => {
  const folder = path.join(ROOT, 'src/lib', `planted-cycle-${process.pid}`);

  beforeAll(() => {
    mkdirSync(folder, { recursive: true });
    writeFileSync(path.join(folder, 'a.ts'), "import { b } from './b';\nexport const a = () => b;\n");
    writeFileSync(path.join(folder, 'b.ts'), "import { a } from './a';\nexport const b = () => a;\n");
    writeFileSync(path.join(folder, 'c.ts'), "export const c = () => import('./d');\n");
    writeFileSync(path.join(folder, 'd.ts'), "import { c } from './c';\nexport const d = c;\n");
  });

  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  it('two files importing each other fail', async () => {
    const [result] = await eslint.lintFiles([path.join(folder, 'a.ts')]);
    expect(result?.messages.map((message) => message.ruleId)).toEqual(['import-x/no-cycle']);
  });

  it('a cycle closed by a dynamic import() fails too', async () => {
    const [result] = await eslint.lintFiles([path.join(folder, 'd.ts')]);
    expect(result?.messages.map((message) => message.ruleId)).toEqual(['import-x/no-cycle']);
  });
});
