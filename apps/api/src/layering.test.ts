import { rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { getTableName, is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import * as schema from './db/schema/index.ts';
import { TENANT_TABLE_NAMES } from './db/tenant.ts';

// The layout holds because lint refuses what breaks it (STYLE.md "Imports flow one way"): each
// case writes a file that crosses a line (the import rules follow real files on disk; the compiler
// skips `*.layering-probe.ts`), lints it, expects the rule that guards the line to fire, and
// removes it.

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const eslint = new ESLint({ cwd: root, cache: false });

async function rulesBroken(file: string, code: string, companions: Record<string, string> = {}) {
  const written = [file, ...Object.keys(companions)].map((name) => path.join(root, name));
  try {
    await writeFile(written[0]!, code);
    for (const [name, text] of Object.entries(companions)) await writeFile(path.join(root, name), text);
    const [result] = await eslint.lintFiles([written[0]!]);
    return (result?.messages ?? []).map((message) => message.ruleId ?? message.message);
  } finally {
    await Promise.all(written.map((name) => rm(name, { force: true })));
  }
}

// The first lint loads the TypeScript projects the import rules resolve with: seconds, not millis.
describe('lint holds the layering', { timeout: 180_000 }, () => {
  it('refuses a web feature importing another feature', async () => {
    const broken = await rulesBroken(
      'apps/web/src/features/gases/probe.layering-probe.ts',
      "import { SectorsList } from '../sectors/components/sectors-list.tsx';\nexport const probe = SectorsList;\n",
    );
    expect(broken).toContain('import/no-restricted-paths');
  });

  it('lets a feature import its own files and the shared components', async () => {
    const broken = await rulesBroken(
      'apps/web/src/features/sectors/probe.layering-probe.ts',
      "import { SectorForm } from './components/sector-form.tsx';\nexport const probe = SectorForm;\n",
    );
    expect(broken).toEqual([]);
  });

  it('refuses a plugin importing a module', async () => {
    const broken = await rulesBroken(
      'apps/api/src/plugins/probe.layering-probe.ts',
      "import { listGases } from '../modules/gases/gases.service.ts';\nexport const probe = listGases;\n",
    );
    expect(broken).toContain('import/no-restricted-paths');
  });

  it('refuses a routes file importing anything of a module but its own service', async () => {
    const broken = await rulesBroken(
      'apps/api/src/modules/gases/probe.routes.layering-probe.ts',
      "import { findGasRow } from './gases.repository.ts';\nimport { listSectors } from '../sectors/sectors.service.ts';\nexport const probe = [findGasRow, listSectors];\n",
    );
    expect(broken.filter((rule) => rule === 'import/no-restricted-paths')).toHaveLength(2);
  });

  it('refuses a service importing drizzle or the schema', async () => {
    const broken = await rulesBroken(
      'apps/api/src/modules/gases/probe.service.layering-probe.ts',
      "import { eq } from 'drizzle-orm';\nimport { gases } from '../../db/schema/index.ts';\nexport const probe = [eq, gases];\n",
    );
    expect(broken.filter((rule) => rule === 'no-restricted-imports')).toHaveLength(2);
  });

  it('refuses a routes file importing db/', async () => {
    const broken = await rulesBroken(
      'apps/api/src/modules/gases/probe.routes.layering-probe.ts',
      "import { isUniqueViolation } from '../../db/errors.ts';\nimport type { Db } from '../../db/client.ts';\nexport const probe = (db: Db) => [isUniqueViolation, db];\n",
    );
    expect(broken.filter((rule) => rule === 'import/no-restricted-paths')).toHaveLength(2);
  });

  // A service's halves (`*.import.ts`, `*.store.ts`, `*.demo.ts`) answer to the service's rules.
  it("refuses a service, or a half of one, importing another module's repository or drizzle", async () => {
    for (const role of ['service', 'import', 'store', 'demo']) {
      const broken = await rulesBroken(
        `apps/api/src/modules/gases/probe.${role}.layering-probe.ts`,
        "import { findSectorRow } from '../sectors/sectors.repository.ts';\nimport type { SourceRow } from '../sources/sources.repository.ts';\nimport { eq } from 'drizzle-orm';\nexport const probe = (row: SourceRow) => [findSectorRow, eq, row];\n",
      );
      expect(broken, role).toEqual([
        'import/no-restricted-paths',
        'import/no-restricted-paths',
        'no-restricted-imports',
      ]);
    }
  });

  it("lets a service import its own repository and another area's service", async () => {
    const broken = await rulesBroken(
      'apps/api/src/modules/gases/probe.service.layering-probe.ts',
      "import { findGasRow } from './gases.repository.ts';\nimport { findSectorRow } from '../sectors/sectors.service.ts';\nexport const probe = [findGasRow, findSectorRow];\n",
    );
    expect(broken).toEqual([]);
  });

  it('refuses a repository importing a service, or anything of another module', async () => {
    const broken = await rulesBroken(
      'apps/api/src/modules/gases/probe.repository.layering-probe.ts',
      "import { listGases } from './gases.service.ts';\nimport { findSectorRow } from '../sectors/sectors.repository.ts';\nexport const probe = [listGases, findSectorRow];\n",
    );
    expect(broken.filter((rule) => rule === 'import/no-restricted-paths')).toHaveLength(2);
  });

  it('refuses a content file importing values from anywhere but the shared package', async () => {
    const broken = await rulesBroken(
      'apps/api/src/modules/instructions/probe.content.layering-probe.ts',
      "import { AppError } from '../../lib/app-error.ts';\nimport type { ServiceContext } from '../../lib/context.ts';\nimport { ZId } from '@huella/shared';\nexport const probe = (ctx: ServiceContext) => [AppError, ZId, ctx];\n",
    );
    expect(broken).toEqual(['no-restricted-imports']);
  });

  it('refuses the shared package importing React or Node built-ins', async () => {
    const broken = await rulesBroken(
      'packages/shared/src/probe.layering-probe.ts',
      "import { useState } from 'react';\nimport { createRoot } from 'react-dom/client';\nimport { readFileSync } from 'node:fs';\nimport { join } from 'path';\nexport const probe = [useState, createRoot, readFileSync, join];\n",
    );
    expect(broken).toEqual([
      'no-restricted-imports',
      'no-restricted-imports',
      'import/no-nodejs-modules',
      'import/no-nodejs-modules',
    ]);
  });

  it('refuses a browser test importing the API’s code', async () => {
    const broken = await rulesBroken(
      'e2e/specs/probe.layering-probe.ts',
      "import { AppError } from '../../apps/api/src/lib/app-error.ts';\nexport const probe = AppError;\n",
    );
    expect(broken).toContain('import/no-restricted-paths');
  });

  // import/no-cycle follows files: gases' service imports the catalogue events' service, so this
  // probe closes a cycle between the two modules without any file importing itself back.
  it('refuses an import that closes a cycle between modules', async () => {
    const broken = await rulesBroken(
      'apps/api/src/modules/catalogue-events/probe.import.layering-probe.ts',
      "import { listGases } from '../gases/gases.service.ts';\nexport const probe = listGases;\n",
    );
    expect(broken).toEqual(['import/no-restricted-paths']);
  });

  it('refuses an import cycle', async () => {
    const broken = await rulesBroken(
      'apps/api/src/lib/a.layering-probe.ts',
      "import { b } from './b.layering-probe.ts';\nexport const a = (): number => b() + 1;\n",
      {
        'apps/api/src/lib/b.layering-probe.ts':
          "import { a } from './a.layering-probe.ts';\nexport const b = (): number => (a ? 1 : 0);\n",
      },
    );
    expect(broken).toContain('import/no-cycle');
  });

  // Tenant data by construction (DESIGN §3): every table the schema gives a company_id, read from
  // the schema as the handle reads it, is refused to a query that does not go through a handle.
  it('refuses a query on any table with company_id that does not go through the company-bound handle', async () => {
    const file = 'apps/api/src/modules/gases/probe.layering-probe.ts';
    const exportOf = (name: string) =>
      Object.entries(schema).find(([, value]) => is(value, PgTable) && getTableName(value) === name)![0];
    const head = (table: string) =>
      [
        "import { eq, sql } from 'drizzle-orm';",
        "import type { Db } from '../../db/client.ts';",
        `import { gases, ${table} } from '../../db/schema/index.ts';`,
        "import { tenant } from '../../db/tenant.ts';",
        'export const probe = (db: Db) => [eq, sql, gases, tenant, db];',
      ].join('\n');
    expect(TENANT_TABLE_NAMES.length).toBeGreaterThan(0);
    for (const name of TENANT_TABLE_NAMES) {
      const table = exportOf(name);
      const tenantRule = (rules: string[]) => rules.filter((rule) => rule === 'no-restricted-syntax');
      const direct = await rulesBroken(
        file,
        `${head(table)}\nexport const rows = (db: Db) => db.select().from(${table});\n`,
      );
      expect(tenantRule(direct), `select from ${name}`).toHaveLength(1);
      const joined = await rulesBroken(
        file,
        `${head(table)}\nexport const rows = (db: Db) =>\n  db.select().from(gases).innerJoin(${table}, eq(${table}.company_id, gases.id));\n`,
      );
      expect(tenantRule(joined), `join onto ${name}`).toHaveLength(1);
      const raw = await rulesBroken(
        file,
        `${head(table)}\nexport const counted = (db: Db) => db.execute(sql\`select count(*) from \${${table}}\`);\nexport const named = (db: Db) => db.execute(sql\`select count(*) from ${name}\`);\n`,
      );
      expect(tenantRule(raw), `raw SQL naming ${name}`).toHaveLength(2);
      const handled = await rulesBroken(
        file,
        `${head(table)}\nexport const rows = (db: Db) =>\n  tenant(db, 1).selectFrom(${table}).innerJoin(gases, eq(${table}.company_id, gases.id));\n`,
      );
      // The probe is no repository by name (one would be compiled), so the rule keeping drizzle
      // and the schema in repositories speaks; nothing else may.
      expect(
        handled.filter((rule) => rule !== 'no-restricted-imports'),
        `the handle on ${name}`,
      ).toEqual([]);
    }
  });
});
