// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import importPlugin from 'eslint-plugin-import';
import globals from 'globals';
import { readdirSync, readFileSync } from 'node:fs';

const directories = (path) =>
  readdirSync(new URL(path, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
const files = (path) => readdirSync(new URL(path, import.meta.url));

// Tenant data by construction (DESIGN §3): every table of the schema with a `company_id` column is
// queried through the company-bound handle of apps/api/src/db/tenant.ts (`tenant(db, company)`), or
// through `acrossCompanies(db)` where a query is about every company. Read from the schema files, so
// a new table is covered the day it is written.
const tenantTables = files('./apps/api/src/db/schema/')
  .filter((name) => name.endsWith('.ts'))
  .flatMap((name) =>
    readFileSync(new URL(`./apps/api/src/db/schema/${name}`, import.meta.url), 'utf8')
      .split(/^export const /m)
      .slice(1)
      .filter((block) => /^\w+ = pgTable\(/.test(block) && /^\s+company_id: /m.test(block))
      .map((block) => block.slice(0, block.indexOf(' '))),
  );
const tenantTable = `/^(${tenantTables.join('|')})$/`;
const tenantMessage =
  'A table with company_id is queried through its company: tenant(db, companyId).selectFrom/insertInto/updateSet/deleteFrom (db/tenant.ts), or acrossCompanies(db) for a query about every company.';
const tenantQueries = [
  {
    selector: `CallExpression[callee.property.name=/^(from|update|delete|insert)$/][arguments.0.name=${tenantTable}]`,
    message: tenantMessage,
  },
  {
    // A join onto a tenant table belongs to a query begun on a handle (its company, or every company).
    selector: `CallExpression[callee.property.name=/Join(Lateral)?$/][arguments.0.name=${tenantTable}]:not(:has(CallExpression[callee.property.name='selectFrom']))`,
    message: tenantMessage,
  },
  {
    selector: `TaggedTemplateExpression[tag.name='sql'] > TemplateLiteral > Identifier[name=${tenantTable}]`,
    message: tenantMessage,
  },
  {
    selector: `TaggedTemplateExpression[tag.name='sql'] TemplateElement[value.raw=/\\b(${tenantTables.join('|')})\\b/]`,
    message: tenantMessage,
  },
];

// One zone per web feature: a feature never imports another; what two share moves down to
// components/ or lib/.
// API layering: routes -> service -> repository -> db. Infrastructure never reaches up (tests may:
// a test of the seed reads it back through the repositories that serve it).
const infrastructureZone = {
  target: ['./apps/api/src/plugins', './apps/api/src/lib', './apps/api/src/db'],
  from: './apps/api/src/modules',
  message: 'Plugins, lib and db never import modules.',
};

const featureZones = directories('./apps/web/src/features/').map((feature) => ({
  target: `./apps/web/src/features/${feature}`,
  from: './apps/web/src/features',
  except: [`./${feature}`],
  message: 'A feature does not import another feature: move what they share to components/ or lib/.',
}));

// A routes file imports only its own service (its `*.service.ts`, and the `*.import.ts` half of
// it that reads spreadsheets), never a repository nor another module.
const routeZones = directories('./apps/api/src/modules/').map((module) => ({
  target: `./apps/api/src/modules/${module}/*.routes{,.layering-probe}.ts`,
  from: './apps/api/src/modules',
  except: files(`./apps/api/src/modules/${module}/`)
    .filter((name) => /\.(service|import)\.ts$/.test(name))
    .map((name) => `./${module}/${name}`),
  message: 'A routes file imports only its own service.',
}));

const layerZones = [
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
  ...featureZones,
  infrastructureZone,
  ...routeZones,
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/.tsbuild/**',
      'data/**',
      'apps/web/src/routeTree.gen.ts',
      'apps/web/src/lib/api-paths.gen.ts',
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
      // Without these the import plugin reads no TypeScript file when it follows an import, and
      // import/no-cycle silently finds nothing.
      'import/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import/extensions': ['.ts', '.tsx', '.js'],
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
      'import/no-restricted-paths': ['error', { zones: layerZones }],
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
    files: ['apps/api/src/**/*.ts'],
    ignores: [
      'apps/api/src/db/tenant.ts',
      'apps/api/src/db/schema/**',
      'apps/api/src/**/*.test.ts',
      'apps/api/src/testing/**',
    ],
    rules: { 'no-restricted-syntax': ['error', ...tenantQueries] },
  },
  {
    files: ['apps/api/src/**/*.test.ts'],
    rules: {
      'import/no-restricted-paths': [
        'error',
        { zones: layerZones.filter((zone) => zone !== infrastructureZone) },
      ],
    },
  },
  {
    // Services (and their spreadsheet halves) reach the database through repositories only: of
    // db/ they may name the handle types and the database error codes they turn into answers.
    files: ['apps/api/src/modules/**/*.{service,import}{,.layering-probe}.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['drizzle-orm', 'drizzle-orm/*', '**/db/**', '!**/db/client.ts', '!**/db/errors.ts'],
              message: 'A service reaches the database through its repositories.',
            },
            {
              group: ['**/db/client.ts'],
              allowTypeImports: true,
              message: 'A service names the database handle only as a type.',
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
    // The web calls the API through the client typed from its declarations (lib/api.ts, DESIGN §3);
    // the HTTP client underneath gives the rest its errors and helpers only.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['apps/web/src/lib/api.ts', 'apps/web/src/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/lib/api-client.ts', './api-client.ts'],
              importNames: ['api', 'request'],
              message: 'Call the API through lib/api.ts: api.get/post/put/patch/delete, apiQuery.',
            },
          ],
        },
      ],
    },
  },
  {
    // Tools that need a default export.
    files: ['**/*.config.{ts,js,mjs,cjs}', 'apps/web/vite.config.ts', 'e2e/playwright.config.ts'],
    rules: { 'import/no-default-export': 'off' },
  },
);
