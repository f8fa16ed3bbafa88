import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

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

export default tseslint.config(
  { ignores: ['dist', 'node_modules', 'test-results', 'playwright-report', '.data', '.tmp', 'bench/out'] },
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
    // The Supabase library is imported in src/sync/adapters/ only (type-only imports and dynamic import() too):
    // everything else reaches the database through the adapter's methods. Re-declared below for the folders that
    // have import rules of their own (a later rule replaces an earlier one) and lifted for src/sync/adapters/.
    files: ['**/*.{ts,tsx,js,mjs,cjs}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [SUPABASE_ONLY_IN_ADAPTERS] }],
      'no-restricted-syntax': ['error', ...SUPABASE_DYNAMIC_IMPORT],
    },
  },
  {
    // Layers import one way: shared -> features -> app. Shared code never imports features or the app.
    files: ['src/components/**', 'src/lib/**', 'src/config/**', 'src/db/**', 'src/sync/**', 'src/content/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@/features/*', '@/app/*', '../features/*', '../app/*'], message: 'Shared code must not import features or the app.' },
            SUPABASE_ONLY_IN_ADAPTERS,
          ],
        },
      ],
    },
  },
  {
    // Features never import each other; the app composes them. Systems and pwa are allowed their one shared need.
    files: ['src/features/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@/app/*', '../../app/*'], message: 'Features must not import the app.' },
            SUPABASE_ONLY_IN_ADAPTERS,
          ],
        },
      ],
    },
  },
  {
    // The Supabase adapter's own folder: the one place the library may be imported (still shared code).
    files: ['src/sync/adapters/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['@/features/*', '@/app/*', '../features/*', '../app/*', '../../features/*', '../../app/*'], message: 'Shared code must not import features or the app.' }] },
      ],
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
);
