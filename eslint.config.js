// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import importPlugin from 'eslint-plugin-import';
import globals from 'globals';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/.tsbuild/**',
      'data/**',
      'apps/web/src/routeTree.gen.ts',
      'test-results/**',
      'playwright-report/**',
      'e2e/test-results/**',
      'e2e/playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { import: importPlugin },
    settings: {
      'import/resolver': {
        typescript: {
          project: [
            'apps/*/tsconfig.json',
            'packages/*/tsconfig.json',
            'e2e/tsconfig.json',
            'bench/tsconfig.json',
          ],
          noWarnOnMultipleProjects: true,
        },
      },
    },
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-definitions': ['error', 'type'],
      'import/no-cycle': 'error',
      'import/no-default-export': 'error',
      'import/no-restricted-paths': [
        'error',
        {
          zones: [
            // shared is the bottom layer: it imports neither the API nor the web app.
            { target: './packages/shared', from: ['./apps', './e2e', './bench'] },
            // The two apps never import each other.
            { target: './apps/web', from: './apps/api' },
            { target: './apps/api', from: './apps/web' },
            // Web layering: shared -> components/lib -> features -> routes.
            {
              target: ['./apps/web/src/components', './apps/web/src/lib'],
              from: ['./apps/web/src/features', './apps/web/src/routes'],
            },
            { target: './apps/web/src/features', from: './apps/web/src/routes' },
          ],
        },
      ],
    },
  },
  {
    // Only repositories and the db layer talk to drizzle; routes and services go through them.
    files: ['apps/api/src/**/*.ts'],
    ignores: [
      'apps/api/src/db/**',
      'apps/api/src/**/*.repository.ts',
      'apps/api/src/**/*.test.ts',
      'apps/api/src/testing/**',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['drizzle-orm', 'drizzle-orm/*', '**/db/schema', '**/db/schema/*'],
              message: 'Only repositories import drizzle and the schema.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      ...reactHooks.configs.recommended.rules,
    },
  },
  {
    // Tools that need a default export.
    files: ['**/*.config.{ts,js,mjs,cjs}', 'apps/web/vite.config.ts', 'e2e/playwright.config.ts'],
    rules: { 'import/no-default-export': 'off' },
  },
);
