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

const modules = directories('./apps/api/src/modules/');
const moduleFiles = (module) => files(`./apps/api/src/modules/${module}/`);
// A module's service and its halves: `*.import.ts` reads spreadsheets, `*.store.ts` writes the
// calculated rows, `*.demo.ts` makes the demo's data. They answer to the same rules.
const serviceRoles = '{service,import,demo,store}';

// A routes file imports only its own service (its `*.service.ts`, and the `*.import.ts` half of
// it that reads spreadsheets), never a repository nor another module, nor db/.
const routeZones = modules.map((module) => ({
  target: `./apps/api/src/modules/${module}/*.routes{,.layering-probe}.ts`,
  from: './apps/api/src/modules',
  except: moduleFiles(module)
    .filter((name) => /\.(service|import)\.ts$/.test(name))
    .map((name) => `./${module}/${name}`),
  message: 'A routes file imports only its own service.',
}));
const routesDbZone = {
  target: './apps/api/src/modules/*/*.routes{,.layering-probe}.ts',
  from: './apps/api/src/db',
  message: 'A routes file never imports db/: its service reaches the database through its repository.',
};

// A service (and its halves) imports only its own module's repository: what another area owns is
// reached through that area's service, or a read its service exports.
const serviceZones = modules.map((module) => ({
  target: `./apps/api/src/modules/${module}/*.${serviceRoles}{,.layering-probe}.ts`,
  from: './apps/api/src/modules/*/*.repository.ts',
  except: [`**/modules/${module}/*.repository.ts`],
  message: "A service imports only its own module's repository: reach another area through its service.",
}));

// A repository reaches the database and nothing above it: no service (its own included), nothing of
// another module.
const repositoryZones = [
  {
    target: './apps/api/src/modules/*/*.repository{,.layering-probe}.ts',
    from: `./apps/api/src/modules/*/*.${serviceRoles}.ts`,
    message: 'A repository never imports a service: the service calls the repository.',
  },
  ...modules.map((module) => ({
    target: `./apps/api/src/modules/${module}/*.repository{,.layering-probe}.ts`,
    from: './apps/api/src/modules',
    except: [`./${module}`],
    message:
      'A repository imports nothing of another module: what two areas read goes beside its table in db/.',
  })),
];

// No cycle between modules. import/no-cycle follows files, and misses a cycle closed through files
// of a module that do not import each other (an `*.import.ts` half importing an area whose service
// imports this module's service), and every type-only one. So each module is refused the modules
// that already depend on it, directly or not, read from the modules' own imports (type imports too;
// tests and layering probes aside): the import that would close a cycle is the one that fires.
const moduleImports = new Map(
  modules.map((module) => [
    module,
    new Set(
      moduleFiles(module)
        .filter((name) => /\.tsx?$/.test(name) && !/\.(test|layering-probe)\.tsx?$/.test(name))
        .flatMap((name) =>
          [
            ...readFileSync(
              new URL(`./apps/api/src/modules/${module}/${name}`, import.meta.url),
              'utf8',
            ).matchAll(/(?:from|import\()\s*'\.\.\/([a-z0-9-]+)\//g),
          ].map((match) => match[1]),
        )
        .filter((other) => other !== module && modules.includes(other)),
    ),
  ]),
);
function reaches(from, to, seen = new Set()) {
  if (seen.has(from)) return false;
  seen.add(from);
  return [...moduleImports.get(from)].some((next) => next === to || reaches(next, to, seen));
}
const moduleCycleZones = modules.flatMap((module) => {
  const dependents = modules.filter((other) => other !== module && reaches(other, module));
  return dependents.length === 0
    ? []
    : [
        {
          target: `./apps/api/src/modules/${module}`,
          from: dependents.map((other) => `./apps/api/src/modules/${other}`),
          message: `These modules depend on ${module} already (${dependents.join(', ')}): importing one closes a cycle between modules.`,
        },
      ];
});

const layerZones = [
  // shared is the bottom layer: it imports neither the API nor the web app.
  { target: './packages/shared', from: ['./apps', './e2e', './bench'] },
  // The browser tests drive the app from outside, over HTTP: no API internals.
  {
    target: './e2e',
    from: './apps/api/src',
    message: 'Browser tests reach the API over HTTP (seed through its endpoints), never through its code.',
  },
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
  routesDbZone,
  ...serviceZones,
  ...repositoryZones,
  ...moduleCycleZones,
];
// Tests may reach into infrastructure (a test of the seed reads it back through its repositories),
// and nothing imports a test, so no test closes a cycle between modules.
const testZones = layerZones.filter(
  (zone) => zone !== infrastructureZone && !moduleCycleZones.includes(zone),
);

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
      'import/no-restricted-paths': ['error', { zones: testZones }],
    },
  },
  {
    // Services (and their halves) reach the database through repositories only: of db/ they may
    // name the handle types and the database error codes they turn into answers.
    files: [`apps/api/src/modules/**/*.${serviceRoles}{,.layering-probe}.ts`],
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
    // A `*.content.ts` file is data (the instructions' guide): of values it imports only the shared
    // package; types from anywhere.
    files: ['apps/api/src/modules/**/*.content{,.layering-probe}.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(?!@huella/shared(/|$))',
              allowTypeImports: true,
              message: 'A content file is data: it imports values from @huella/shared only.',
            },
          ],
        },
      ],
    },
  },
  {
    // shared holds the contract and the pure domain code both sides run: no React, no Node built-ins.
    files: ['packages/shared/**/*.{ts,tsx}'],
    rules: {
      'import/no-nodejs-modules': 'error',
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^react(-dom)?(/|$)',
              message: 'shared runs on both sides: React belongs to the web app.',
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
