import { rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

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
      "import { deleteSector } from '../sectors/api/delete-sector.ts';\nexport const probe = deleteSector;\n",
    );
    expect(broken).toContain('import/no-restricted-paths');
  });

  it('lets a feature import its own files and the shared components', async () => {
    const broken = await rulesBroken(
      'apps/web/src/features/sectors/probe.layering-probe.ts',
      "import { deleteSector } from './api/delete-sector.ts';\nexport const probe = deleteSector;\n",
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
});
