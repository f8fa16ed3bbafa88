import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

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
    // Layers import one way: shared -> features -> app. Shared code never imports features or the app.
    files: ['src/components/**', 'src/lib/**', 'src/config/**', 'src/db/**', 'src/sync/**', 'src/content/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['@/features/*', '@/app/*', '../features/*', '../app/*'], message: 'Shared code must not import features or the app.' }] },
      ],
    },
  },
  {
    // Features never import each other; the app composes them. Systems and pwa are allowed their one shared need.
    files: ['src/features/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['@/app/*', '../../app/*'], message: 'Features must not import the app.' }] },
      ],
    },
  },
);
