// `npm run reconcile [-- --fix]`: calculates every stored activity again from the catalogue and
// lists, by company, those whose stored figures disagree (DESIGN §4). Nothing is written unless
// `--fix` is given: then each is stored as calculated, with an audit entry per company. Exits with
// 1 when a mismatch is left unfixed, so a scheduled run can raise the alarm.
import { parseArgs } from 'node:util';
import type { TReconciledFigures } from '@huella/shared';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { migrateDatabase } from '../db/migrate.ts';
import { reconcileEmissions } from '../modules/reconciliation/reconciliation.service.ts';

const { values } = parseArgs({ options: { fix: { type: 'boolean', default: false } } });
const config = loadConfig();
const handle = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.dataDir });

const figures = (of: TReconciledFigures) =>
  `${of.carbon_footprint} t (avoided ${of.carbon_footprint_avoided} t, ±${of.uncertainty} %, ` +
  `${of.lines.length} lines${of.flagged ? `, flagged: ${of.flag_reason}` : ''})`;

try {
  await migrateDatabase(handle);
  const outcome = await reconcileEmissions({ db: handle.db }, { fix: values.fix });
  let company: number | null = null;
  for (const mismatch of outcome.mismatches) {
    if (mismatch.company_id !== company) {
      company = mismatch.company_id;
      console.log(`Company ${company}:`);
    }
    console.log(`  activity ${mismatch.activity_id}: stored ${figures(mismatch.stored)}`);
    console.log(`  ${' '.repeat(String(mismatch.activity_id).length + 9)} fresh  ${figures(mismatch.fresh)}`);
  }
  if (outcome.mismatched > outcome.mismatches.length)
    console.log(`…and ${outcome.mismatched - outcome.mismatches.length} more.`);
  console.log(
    `${outcome.checked} activities checked, ${outcome.mismatched} disagree with the catalogue` +
      (values.fix ? `, ${outcome.fixed} fixed.` : '.'),
  );
  for (const mismatch of outcome.rollup_mismatches) {
    const sums = (of: typeof mismatch.stored) => (of ? `${of.count} × ${of.total}` : 'none');
    console.log(
      `Company ${mismatch.company_id}: ${mismatch.rollup} ${mismatch.grain} ${mismatch.period} ` +
        `${JSON.stringify(mismatch.key)}: stored ${sums(mismatch.stored)}, fresh ${sums(mismatch.fresh)}`,
    );
  }
  console.log(
    `${outcome.rollup_years} company years of roll-ups checked, ${outcome.rollups_mismatched} rows disagree` +
      (values.fix ? `, ${outcome.rollup_years_fixed} years written again.` : '.'),
  );
  if ((outcome.mismatched > 0 || outcome.rollups_mismatched > 0) && !values.fix) process.exitCode = 1;
} finally {
  await handle.close();
}
