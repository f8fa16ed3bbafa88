import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import { BENCH_AND_SCRIPTS_ZONES, E2EE_DEVICE_BENCH_ZONES } from './eslint/bench-scripts-zones.js';
import { FUNCTION_AREA_ZONES } from './eslint/function-area-zones.js';

const ROOT = path.dirname(fileURLToPath(import.meta.url));

/** Every feature folder, read when ESLint starts, so a new feature is covered without editing this file. */
const FEATURES = readdirSync(path.join(ROOT, 'src/features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** Every domain folder (src/domains/<name>: what several features share), read the same way. */
const DOMAINS = readdirSync(path.join(ROOT, 'src/domains'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/*
 * The few imports from one domain into another, each named with its reason. Anything else a domain needs from
 * another goes up to the feature or the app that composes them.
 */
const CALENDAR = 'calendar'; // the calendar is the one reading of dates and rhythms: every domain that plans on days uses it
const DOMAIN_EXCEPTIONS = {
  // The safety plan is saved as the safety-plan tool's entry, with the tool entries' writers.
  'safety-plan': ['tool-entries', 'crisis-country'],
  // The export file validates every table it carries, the safety plan's settings rows among them; erasing everything
  // withdraws the person's return codes with the revoke tokens the returns domain keeps.
  'personal-data': ['safety-plan', 'returns'],
  // Adherence counts the days a rhythm falls on.
  prescriptions: [CALENDAR],
  // A return answers a received prescription and travels in the prescriptions' share codes; it carries the person's
  // entries in the words the tool entries describe them with, and dates them on the calendar.
  returns: [CALENDAR, 'prescriptions', 'tool-entries'],
  // A questionnaire's entry is summarised by its score, in the measures' words; a completed tool is recorded as a
  // usage event in the same transaction as its entry (the usage-events domain's writer honours the person's choice to
  // turn usage events off).
  'tool-entries': ['measures', 'usage-events'],
  // A questionnaire's crisis help (PHQ-9 item 9) names the crisis lines of the person's country.
  measures: ['crisis-country'],
  // Reminders fall on the calendar's days and wall-clock instants, and read the safety plan's review date through its
  // own rule (review-reminder.ts) and reader.
  reminders: [CALENDAR, 'safety-plan'],
};

/** The lowest shared layers, beside each other: they import only contract/ and, where said below, each other. */
const BASE_LAYERS = ['src/lib', 'src/content', 'src/db', 'src/config'];


/*
 * The layers, by resolved path (import-x/no-restricted-paths resolves every import with the TypeScript resolver, so
 * '@/features/x', '../../x/y' and import('...') are the same import), each importing only the ones after it:
 * src/app > src/features > src/domains > (src/components, src/sync) > (src/lib, src/content, src/db, src/config) >
 * contract. functions/ and server/ import no src/, sw/ only src/db, src/sync and src/config.
 */
const LAYER_ZONES = [
  {
    target: ['contract'],
    from: ['src', 'functions', 'sw', 'server'],
    message: 'contract/ is imported by the app and the functions and imports neither.',
  },
  {
    target: ['functions', 'server'],
    from: ['src', 'sw'],
    message: 'functions/ and server/ never import src/ or sw/: what both sides need lives in contract/.',
  },
  {
    target: ['sw'],
    from: ['src'],
    // The outbox registry: the kinds the worker may find queued, handed to the sync engine as the page does.
    except: ['./db', './sync', './config', './app/outbox-registry.ts'],
    message: 'sw/ imports only src/db, src/sync, src/config, the outbox registry (src/app/outbox-registry.ts) and contract/.',
  },
  {
    target: [...BASE_LAYERS, 'src/components', 'src/sync'],
    from: ['src/features', 'src/app', 'src/domains'],
    message: 'Shared layers (src/components, src/sync, src/lib, src/content, src/db, src/config) import no domain, no feature and no app: take what they need as a parameter, or register it from above.',
  },
  {
    target: BASE_LAYERS,
    from: ['src/components', 'src/sync'],
    message: 'src/lib, src/content, src/db and src/config sit below src/components and src/sync and import neither.',
  },
  {
    target: ['src/sync'],
    from: ['src/content', 'src/components'],
    message: 'src/sync is infrastructure (outbox, replayer, adapters): it imports no content and no UI. A domain hands it what it needs.',
  },
  {
    target: ['src/lib'],
    from: ['src/content', 'src/db', 'src/config'],
    message: 'src/lib holds generic helpers only: no Dexie, no content, no domain words. Move the piece to its domain or to src/db.',
  },
  // The zones are disjoint, so that one wrong import is one error: the zones above already close src/db and src/content
  // to the layers above them.
  {
    target: ['src/db'],
    from: ['src/lib', 'src/content', 'src/config'],
    message: 'src/db (the Dexie database, its stores and row types) imports only itself and contract/.',
  },
  {
    target: ['src/content'],
    from: ['src/db'],
    // Row types only (the age tier a text is written for).
    except: ['./types.ts'],
    message: "src/content is the product's written content as typed data: it imports nothing but row types and contract/.",
  },
  {
    target: ['src/content'],
    from: ['src/lib'],
    message: "src/content is the product's written content as typed data: it imports nothing but row types and contract/.",
  },
  {
    target: ['src/content'],
    from: ['src/config'],
    message: "src/content is the product's written content as typed data: it imports nothing but row types and contract/.",
  },
  ...DOMAINS.map((domain) => ({
    target: [`src/domains/${domain}`],
    from: ['src/domains'],
    except: [`./${domain}`, ...(DOMAIN_EXCEPTIONS[domain] ?? []).map((other) => `./${other}`)],
    message: `A domain imports no other domain: src/domains/${domain} imports its own folder and the layers below${DOMAIN_EXCEPTIONS[domain] ? ` (and, as listed in eslint.config.js, ${DOMAIN_EXCEPTIONS[domain].join(', ')})` : ''}. Let the feature compose the two.`,
  })),
  {
    target: ['src/domains'],
    from: ['src/features', 'src/app'],
    message: 'Domains import no feature and no app: features build on domains.',
  },
  ...FEATURES.map((feature) => ({
    target: [`src/features/${feature}`],
    from: ['src/features'],
    except: [`./${feature}`],
    message: `Features never import each other: src/features/${feature} imports only its own folder and the layers below. Move the shared piece to src/domains (or src/lib, src/components), or let src/app compose the two.`,
  })),
  { target: ['src/features'], from: ['src/app'], message: 'Features do not import the app: the app composes them.' },
  ...FUNCTION_AREA_ZONES,
];


/** The Supabase client library (every package of the @supabase scope, deep imports included). */
const SUPABASE_ONLY_IN_ADAPTERS = {
  group: ['@supabase/*', '@supabase/**'],
  message: 'Only src/sync/adapters/ imports the Supabase library (types included): use the Supabase adapter instead.',
};
const SUPABASE_DYNAMIC_IMPORT = [
  {
    selector: "ImportExpression[source.value=/^@supabase\\//]",
    message: 'Only src/sync/adapters/ imports the Supabase library: use the Supabase adapter instead.',
  },
];

/*
 * No module-level `let` in a component file: state that outlives a render belongs to React (state, a ref, a context)
 * or to a non-component module that owns it. A module `let` is shared by every mounted copy and every test, and a
 * change to it re-renders nothing.
 */
const NO_MODULE_LET = [
  {
    selector: 'Program > VariableDeclaration[kind="let"], Program > ExportNamedDeclaration > VariableDeclaration[kind="let"]',
    message: 'No module-level `let` in a component file: keep the value in React state, a ref or a context, or in a non-component module that owns it.',
  },
];

export default tseslint.config(
  // bench/baseline is the bench's bare comparison page, not part of the app (its own vite config, no app rules).
  { ignores: ['dist', 'node_modules', 'test-results', 'playwright-report', '.data', '.tmp', 'bench/out', 'bench/baseline'] },
  {
    files: ['**/*.{ts,tsx}'],
    extends: [js.configs.recommended, ...tseslint.configs.recommended],
    languageOptions: { ecmaVersion: 2022, globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
    },
  },
  {
    // Imports are resolved as TypeScript and Vite resolve them (tsconfig paths: '@/...', '@contract/...').
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      // Which files import-x parses to follow imports (no-cycle reads every module on the way): TypeScript too.
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs', '.cjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/external-module-folders': ['node_modules', 'node_modules/@types'],
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          alwaysTryTypes: true,
          // The solution tsconfig: its references (app, node, sw, e2e hooks) each resolve their own files.
          project: path.join(ROOT, 'tsconfig.json'),
        }),
      ],
    },
  },
  {
    // Layer rules by resolved path (see LAYER_ZONES). The app (src/app, src/main.tsx) may import anything below it.
    files: ['src/**/*.{ts,tsx}', 'contract/**/*.ts', 'functions/**/*.ts', 'server/**/*.ts', 'sw/**/*.ts'],
    rules: { 'import-x/no-restricted-paths': ['error', { basePath: ROOT, zones: LAYER_ZONES }] },
  },
  {
    // BENCH AND SCRIPTS ZONES (see BENCH_AND_SCRIPTS_ZONES): contract/, functions/, server/ and the test helpers only.
    files: ['bench/**/*.{ts,tsx}', 'scripts/**/*.{ts,tsx}'],
    ignores: ['bench/e2ee-device/**'],
    rules: { 'import-x/no-restricted-paths': ['error', { basePath: ROOT, zones: BENCH_AND_SCRIPTS_ZONES }] },
  },
  {
    // The encrypted sync bench's devices: the zones above, and the replica (see E2EE_DEVICE_BENCH_ZONES).
    files: ['bench/e2ee-device/**/*.ts'],
    rules: { 'import-x/no-restricted-paths': ['error', { basePath: ROOT, zones: E2EE_DEVICE_BENCH_ZONES }] },
  },
  {
    // No import cycles, static or dynamic (type-only imports do not count: they vanish at build time).
    files: ['src/**/*.{ts,tsx}', 'functions/**/*.ts', 'contract/**/*.ts'],
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    // The Supabase library is imported in src/sync/adapters/ only (type-only imports and dynamic import() too):
    // everything else reaches the database through the adapter's methods. Lifted below for src/sync/adapters/ and
    // narrowed for functions/_lib/uploads/; nothing else sets no-restricted-imports (in flat config a later object's
    // setting for the same rule replaces this one for its files), the layer rules are import-x rules of their own.
    files: ['**/*.{ts,tsx,js,mjs,cjs}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [SUPABASE_ONLY_IN_ADAPTERS] }],
      'no-restricted-syntax': ['error', ...SUPABASE_DYNAMIC_IMPORT],
    },
  },
  {
    // The Supabase adapter's own folder: the one place the library may be imported (still shared code).
    files: ['src/sync/adapters/**'],
    rules: {
      // Still shared code: the layer zones above apply to it as to the rest of src/sync.
      'no-restricted-imports': 'off',
      'no-restricted-syntax': 'off',
    },
  },
  {
    // The one other place: the feedback functions' object-store adapter (functions/_lib/uploads/supabase-store.ts)
    // keeps screenshots in Supabase Storage on the server, with the service role key, so it uses the Storage client,
    // @supabase/storage-js, and that package only (loaded with import() on first use). supabase-js stays forbidden.
    files: ['functions/_lib/uploads/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              ...SUPABASE_ONLY_IN_ADAPTERS,
              group: [...SUPABASE_ONLY_IN_ADAPTERS.group, '!@supabase/storage-js'],
              message: 'functions/_lib/uploads/ may import @supabase/storage-js only; the rest of the Supabase library stays in src/sync/adapters/.',
            },
          ],
        },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector: "ImportExpression[source.value=/^@supabase\\/(?!storage-js$)/]",
          message: 'functions/_lib/uploads/ may import @supabase/storage-js only; the rest of the Supabase library stays in src/sync/adapters/.',
        },
      ],
    },
  },
  {
    // No module-level `let` in component files (NO_MODULE_LET). In flat config this object's no-restricted-syntax
    // replaces the one above for these files, so the Supabase dynamic-import check is repeated here.
    files: ['src/**/*.tsx'],
    rules: { 'no-restricted-syntax': ['error', ...SUPABASE_DYNAMIC_IMPORT, ...NO_MODULE_LET] },
  },
);
