import { spawn } from 'node:child_process';
import type { BenchDatabase } from './database.ts';
import { REPO_ROOT } from './options.ts';

// The reference data set of DESIGN §7: the demo company (its catalogue, sites, stakeholders and 43
// emission sources, seeded by the API's own `npm run seed:demo`) grown to 200 inventory items and
// 1,000,000 activities × scale over the three years the dashboard shows by default, each with its
// stored emission lines. The lines are the demo's own, calculated by the API: each generated activity
// copies those of a demo activity of the same emission source and year (same gas values, GWPs,
// conversions and uncertainties) scaled by its consumption, which is what the calculation gives, as
// it is linear in the consumption. Rows go in by the thousand per statement, in transactions whose
// roll-ups the database's own triggers keep, exactly as when the API writes them.

export const ITEMS = 200;
/** The share of items (and so of activities) on the factor whose change the recompute measures. */
const RECOMPUTED_ITEMS = ITEMS / 10;

export type Dataset = {
  companyId: number;
  activities: number;
  /** The gas value the recompute figure changes, its value as generated, and how many activities it touches. */
  gasEmissionId: number;
  gasValue: number;
  touched: number;
  /** The default filter of the dashboard: three years to today. */
  from: string;
  to: string;
  generatedIn: number | null;
};

export const activitiesAt = (scale: number) => Math.round(1_000_000 * scale);

/** The API's seed script (migrations, catalogue, demo company): the same path as `npm run seed:demo`. */
export async function seedWithApi(env: Record<string, string>): Promise<void> {
  await new Promise<void>((resolve, reject) => {
    const child = spawn('npm', ['run', '--silent', 'seed:demo'], {
      cwd: REPO_ROOT,
      env: { ...process.env, ...env, NODE_ENV: 'development', LOG_LEVEL: 'warn' },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`seed:demo exited with ${code}`))));
  });
}

const today = () => new Date().toISOString().slice(0, 10);
const yearsBefore = (day: string, years: number) => {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCFullYear(date.getUTCFullYear() - years);
  return date.toISOString().slice(0, 10);
};

type Marker = {
  company_id: number;
  activities: number;
  gas_emission_id: number;
  gas_value: number;
  touched: number;
};

/** The data set already made at this scale, put back as it was made (what the last run imported removed, the changed value restored). */
export async function reuseDataset(db: BenchDatabase): Promise<Dataset | null> {
  const found = await db.query<{ exists: boolean }>(
    `select to_regclass('bench_dataset') is not null as exists`,
  );
  if (!found[0]?.exists) return null;
  const [marker] = await db.query<Marker>('select * from bench_dataset');
  if (!marker) return null;
  await restore(db, marker);
  const to = today();
  return {
    companyId: marker.company_id,
    activities: marker.activities,
    gasEmissionId: marker.gas_emission_id,
    gasValue: marker.gas_value,
    touched: marker.touched,
    from: yearsBefore(to, 3),
    to,
    generatedIn: null,
  };
}

/** What a run leaves: the imported activities (their lines first, as the API deletes them), and the gas value it changed. */
async function restore(db: BenchDatabase, marker: Marker) {
  await db.query('begin');
  await db.query(
    `delete from activity_emissions l using emission_activities a
     where a.company_id = $1 and a.import_id is not null and l.company_id = a.company_id and l.activity_id = a.id`,
    [marker.company_id],
  );
  await db.query('delete from emission_activities where company_id = $1 and import_id is not null', [
    marker.company_id,
  ]);
  await db.query('delete from activity_imports where company_id = $1', [marker.company_id]);
  await db.query('commit');
  // What autovacuum does between runs on a server that has it: the last run's import, deletions and
  // recalculation left dead rows, which a server without autovacuum (this bench's own, some test
  // servers) would otherwise make every later write wade through (a recompute took 30 s instead of 13).
  await db.query('vacuum (analyze)');
  const [value] = await db.query<{ value: number }>('select value from gas_emissions where id = $1', [
    marker.gas_emission_id,
  ]);
  if (value && value.value !== marker.gas_value) {
    throw new Error(
      `The bench's data set still has the changed gas value (${value.value}, not ${marker.gas_value}): the last run stopped during the recompute. Run again with --fresh.`,
    );
  }
}

export async function generateDataset(
  db: BenchDatabase,
  scale: number,
  progress: (line: string) => void,
): Promise<Dataset> {
  const started = performance.now();
  const [company] = await db.query<{ id: number }>(
    `select c.id from companies c join company_users cu on cu.company_id = c.id
     join users u on u.id = cu.user_id where u.email = 'admin@huella.test' order by c.id limit 1`,
  );
  if (!company) throw new Error('The demo company is missing: the API seed did not run');
  const companyId = company.id;
  const total = activitiesAt(scale);
  // The plan of the demo company holds the data set and the import (at every scale).
  await db.query(
    `update plans set limit_plan = limit_plan || jsonb_build_object('emission_activities', $1::int, 'emission_sources', 5000)
     where id = (select plan_id from companies where id = $2)`,
    [total * 2 + 200_000, companyId],
  );

  // One demo activity per emission source and year: the template of the generated ones.
  await db.query(`create temp table bench_templates as
    select distinct on (a.emission_source_id, extract(year from a.date))
      a.emission_source_id as original, extract(year from a.date)::int as year, a.id as activity_id,
      a.consumption, a.unit_measurement_id, a.uncertainty,
      coalesce((select sum(l.co2e_kg) from activity_emissions l
        where l.company_id = a.company_id and l.activity_id = a.id and not l.avoided), 0) as kept_kg,
      coalesce((select sum(l.co2e_kg) from activity_emissions l
        where l.company_id = a.company_id and l.activity_id = a.id and l.avoided), 0) as avoided_kg
    from emission_activities a
    where a.company_id = ${companyId} and a.by_emission_source and not a.flagged
      and exists (select 1 from activity_emissions l where l.company_id = a.company_id and l.activity_id = a.id)
    order by a.emission_source_id, extract(year from a.date), a.date, a.id`);
  const to = today();
  const from = yearsBefore(to, 3);
  const [window] = await db.query<{ first: string; days: number }>(
    `select to_char(greatest($1::date + 1, make_date(min(year), 1, 1)), 'YYYY-MM-DD') as first,
       ($2::date - greatest($1::date + 1, make_date(min(year), 1, 1)) + 1)::int as days
     from bench_templates`,
    [from, to],
  );
  const first = window!.first;
  const days = window!.days;
  // Every year of the window has a template for each source: the nearest year's when the demo has none.
  await db.query(`create temp table bench_template_years as
    select o.original, y.year, t.activity_id, t.consumption, t.unit_measurement_id, t.uncertainty, t.kept_kg, t.avoided_kg
    from (select distinct original from bench_templates) o
    cross join generate_series(extract(year from '${first}'::date)::int, extract(year from '${to}'::date)::int) y(year)
    cross join lateral (select * from bench_templates t where t.original = o.original
      order by abs(t.year - y.year), t.year limit 1) t`);

  // The factor whose gas value the recompute figure changes: the one most demo sources use, and
  // that value of it the most lines apply. A tenth of the items record against it; the others
  // against sources none of whose lines apply that value.
  const [recomputed] = await db.query<{ factor_id: number; gas_emission_id: number; value: number }>(
    `with factor as (
       select s.emission_factor_id as id from emission_sources s
       where s.id in (select original from bench_templates)
       group by 1 order by count(*) desc, 1 limit 1)
     select f.id as factor_id, l.gas_emission_id, ge.value
     from factor f
     join emission_sources s on s.emission_factor_id = f.id and s.company_id = ${companyId}
     join bench_template_years t on t.original = s.id
     join activity_emissions l on l.activity_id = t.activity_id and l.company_id = ${companyId}
     join gas_emissions ge on ge.id = l.gas_emission_id
     group by 1, 2, 3 order by count(*) desc, 2 limit 1`,
  );
  if (!recomputed) throw new Error('The demo company has no calculated activities to copy');
  const originals = await db.query<{ id: number; applies: boolean; headquarter_id: number }>(
    `select s.id, s.headquarter_id, exists (
       select 1 from bench_template_years t join activity_emissions l
         on l.activity_id = t.activity_id and l.company_id = ${companyId}
       where t.original = s.id and l.gas_emission_id = $1) as applies
     from emission_sources s where s.id in (select original from bench_templates) order by s.id`,
    [recomputed.gas_emission_id],
  );
  const onFactor = originals.filter((source) => source.applies);
  const others = originals.filter((source) => !source.applies);
  const stakeholders = await db.query<{ id: number; type: string }>(
    `select id, type from stakeholders where company_id = ${companyId} order by id`,
  );
  const ofType = (type: string) => stakeholders.filter((row) => row.type === type).map((row) => row.id);
  const [headquarters, clients, providers, projects] = [
    ofType('HEADQUARTERS'),
    ofType('CLIENTS'),
    ofType('PROVIDERS'),
    ofType('PROJECTS'),
  ];
  const pick = (list: number[], n: number, every: number) =>
    n % every === 0 && list.length > 0 ? list[Math.floor(n / every) % list.length]! : null;

  // The 200 items: each demo source once, then copies of them (codes "CODE-2", "CODE-3"…) at the
  // other sites, with a client, provider or project on some.
  await db.query(`create temp table bench_items (
    n integer primary key, original integer not null, emission_source_id integer,
    headquarter_id integer, client_id integer, provider_id integer, project_id integer)`);
  const seen = new Map<number, number>();
  const items = Array.from({ length: ITEMS }, (_, n) => {
    const list = n < RECOMPUTED_ITEMS ? onFactor : others;
    const original = list[(n < RECOMPUTED_ITEMS ? n : n - RECOMPUTED_ITEMS) % list.length]!;
    const copy = (seen.get(original.id) ?? 0) + 1;
    seen.set(original.id, copy);
    return {
      n,
      original: original.id,
      copy,
      headquarter_id: copy === 1 ? original.headquarter_id : headquarters[(n + copy) % headquarters.length]!,
      client_id: copy === 1 ? null : pick(clients, n, 2),
      provider_id: copy === 1 ? null : pick(providers, n, 3),
      project_id: copy === 1 ? null : pick(projects, n, 5),
    };
  });
  await db.query(
    `insert into bench_items (n, original, headquarter_id, client_id, provider_id, project_id)
     select * from unnest($1::int[], $2::int[], $3::int[], $4::int[], $5::int[], $6::int[])`,
    [
      items.map((item) => item.n),
      items.map((item) => item.original),
      items.map((item) => item.headquarter_id),
      items.map((item) => item.client_id),
      items.map((item) => item.provider_id),
      items.map((item) => item.project_id),
    ],
  );
  await db.query(`update bench_items set emission_source_id = original
    where n in (select min(n) from bench_items group by original)`);
  await db.query(
    `with copies as (
       select i.n, s.*, row_number() over (partition by i.original order by i.n) + 1 as copy,
         i.headquarter_id as site
       from bench_items i join emission_sources s on s.id = i.original
       where i.emission_source_id is null),
     made as (
       insert into emission_sources (company_id, code, name, type_id, source_id, emission_factor_id,
         headquarter_id, activity_uncertainty)
       select company_id, code || '-' || copy, name || ' ' || copy, type_id, source_id, emission_factor_id,
         site, activity_uncertainty
       from copies order by n
       returning id, code)
     update bench_items i set emission_source_id = m.id
     from copies c join made m on m.code = c.code || '-' || c.copy
     where i.n = c.n`,
  );

  const [demo] = await db.query<{ count: number }>(
    `select count(*)::int as count from emission_activities where company_id = ${companyId}`,
  );
  const toMake = Math.max(0, total - demo!.count);
  const chunk = db.driver === 'pglite' ? 20_000 : 100_000;
  for (let at = 0; at < toMake; at += chunk) {
    const last = Math.min(toMake, at + chunk) - 1;
    const [{ max: before } = { max: 0 }] = await db.query<{ max: number }>(
      'select coalesce(max(id), 0) as max from emission_activities',
    );
    await db.query('begin');
    await db.query(
      `insert into emission_activities (company_id, date, consumption, by_emission_source, emission_source_id,
         emission_factor_id, type_id, source_id, unit_measurement_id, headquarter_id, client_id, provider_id,
         project_id, description, carbon_footprint, carbon_footprint_avoided, uncertainty, created_at, updated_at)
       select $1, d.day, x.consumption, true, i.emission_source_id, s.emission_factor_id, s.type_id, s.source_id,
         t.unit_measurement_id, i.headquarter_id, i.client_id, i.provider_id, i.project_id,
         case when g % 10 = 0 then 'Factura FAC-' || lpad(g::text, 8, '0') end,
         round((t.kept_kg * x.consumption / t.consumption / 1000)::numeric, 6),
         round((t.avoided_kg * x.consumption / t.consumption / 1000)::numeric, 6),
         t.uncertainty, d.day + time '08:00', d.day + time '08:00'
       from generate_series($2::int, $3::int) g
       join bench_items i on i.n = g % ${ITEMS}
       join emission_sources s on s.id = i.emission_source_id
       cross join lateral (select $4::date + (g::bigint * $5 / $6)::int as day) d
       join bench_template_years t on t.original = i.original and t.year = extract(year from d.day)
       cross join lateral (select t.consumption * (0.5 + (g::bigint * 2654435761 % 1000) / 1000.0) as consumption) x
       order by g`,
      [companyId, at, last, first, days, toMake],
    );
    await db.query(
      `insert into activity_emissions (activity_id, company_id, gas_emission_id, gas_id, factor_id, share, avoided,
         quantity, gas_kg, co2e_kg, uncertainty, gas_name, gas_formula, value, value_unit_id, value_unit,
         conversion, gwp, gwp_report, value_uncertainty, activity_uncertainty, fountain, reference)
       select a.id, a.company_id, l.gas_emission_id, l.gas_id, l.factor_id, l.share, l.avoided,
         l.quantity * k.r, l.gas_kg * k.r, l.co2e_kg * k.r, l.uncertainty, l.gas_name, l.gas_formula, l.value,
         l.value_unit_id, l.value_unit, l.conversion, l.gwp, l.gwp_report, l.value_uncertainty,
         l.activity_uncertainty, l.fountain, l.reference
       from emission_activities a
       join bench_items i on i.emission_source_id = a.emission_source_id
       join bench_template_years t on t.original = i.original and t.year = extract(year from a.date)
       join activity_emissions l on l.company_id = a.company_id and l.activity_id = t.activity_id
       cross join lateral (select a.consumption / t.consumption as r) k
       where a.company_id = $1 and a.id > $2
       order by a.id`,
      [companyId, before],
    );
    await db.query('commit');
    progress(
      `  ${(last + 1 + demo!.count).toLocaleString('en')} of ${total.toLocaleString('en')} activities`,
    );
  }
  // What autovacuum does after a bulk load on a server (the embedded database and some test servers have none).
  await db.query('vacuum (analyze)');
  const [touched] = await db.query<{ count: number }>(
    `select count(distinct activity_id)::int as count from activity_emissions where company_id = $1 and gas_emission_id = $2`,
    [companyId, recomputed.gas_emission_id],
  );
  const [count] = await db.query<{ count: number }>(
    `select count(*)::int as count from emission_activities where company_id = $1`,
    [companyId],
  );
  await db.query(
    `create table bench_dataset as select $1::int as company_id, $2::int as activities,
    $3::int as gas_emission_id, $4::float8 as gas_value, $5::int as touched, now() as made_at`,
    [companyId, count!.count, recomputed.gas_emission_id, recomputed.value, touched!.count],
  );
  return {
    companyId,
    activities: count!.count,
    gasEmissionId: recomputed.gas_emission_id,
    gasValue: recomputed.value,
    touched: touched!.count,
    from,
    to,
    generatedIn: (performance.now() - started) / 1000,
  };
}

/** The rows of the bench's import file: each item's code and the unit its activities are recorded in. */
export async function importItems(db: BenchDatabase, companyId: number) {
  return db.query<{ code: string; unit: string }>(
    `select s.code, coalesce(u.abbreviation, u.name) as unit
     from emission_sources s
     cross join lateral (select a.unit_measurement_id from emission_activities a
       where a.company_id = s.company_id and a.emission_source_id = s.id limit 1) a
     join unit_measurements u on u.id = a.unit_measurement_id
     where s.company_id = $1 order by s.id`,
    [companyId],
  );
}
