import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { NOT_MET_YET, SMOKE_SLACK } from './figures.ts';

export const BENCH_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const REPO_ROOT = path.resolve(BENCH_ROOT, '..');
/** The bench's data sets and scratch files (not committed). */
export const BENCH_DATA = path.join(BENCH_ROOT, '.data');

/** Where the bench runs when DATABASE_URL is not set: this machine's PostgreSQL, when it answers. */
const LOCAL_POSTGRES = 'postgres://postgres@127.0.0.1:5432/postgres';

export type BenchOptions = {
  /** 1 = the reference data set of DESIGN §7 (1,000,000 activities). */
  scale: number;
  database: 'postgres' | 'pglite';
  /** The server to make the bench's database on (postgres only). */
  databaseUrl?: string;
  /** A data set of its own beside the others of the scale (`--name`), e.g. one per checkout. */
  name?: string;
  /** Make the data set again even when one of this scale exists. */
  fresh: boolean;
  /** Fail (exit 1) when a figure is more than 3× its target: CI's quick look. */
  smoke: boolean;
  /** Calls per dashboard endpoint. */
  calls: number;
  /** Where the table goes as JSON. */
  out: string;
  /** The groups of figures to measure (all unless told). */
  only: Set<TMeasure>;
  /** Make the data set, measure nothing. */
  dataOnly: boolean;
};

export const MEASURES = ['dashboard', 'list', 'report', 'paint', 'recompute', 'import', 'bundle'] as const;
export type TMeasure = (typeof MEASURES)[number];

const USAGE = `npm run bench -- [--scale 1] [--pglite] [--fresh] [--smoke] [--calls 200] [--out bench/results/latest.json]

  --scale N   activities = 1,000,000 × N (0.1 for a quick look, 10 to see the dashboard not grow with rows)
  --pglite    the embedded PGlite instead of PostgreSQL (at --scale 0.1 unless told)
  --name TAG  a data set of its own (huella_bench_<scale>_<tag>), to run beside another checkout's
  --fresh     make the data set again even when one of this scale exists
  --smoke     exit 1 when a figure is more than ${SMOKE_SLACK}× its target (${NOT_MET_YET}× the import's and the
              recompute's times, not met yet) (CI)
  --only A,B  measure only these: ${MEASURES.join(', ')}
  --data-only make (or put back) the data set and stop
PostgreSQL: DATABASE_URL's server (the bench makes a database of its own there), else ${LOCAL_POSTGRES}.`;

async function postgresAnswers(url: string): Promise<boolean> {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}

export async function parseOptions(argv: string[]): Promise<BenchOptions> {
  const { values } = parseArgs({
    args: argv,
    options: {
      scale: { type: 'string' },
      pglite: { type: 'boolean', default: false },
      name: { type: 'string' },
      fresh: { type: 'boolean', default: false },
      smoke: { type: 'boolean', default: false },
      calls: { type: 'string', default: '200' },
      out: { type: 'string', default: path.join(BENCH_ROOT, 'results', 'latest.json') },
      only: { type: 'string', default: MEASURES.join(',') },
      'data-only': { type: 'boolean', default: false },
      help: { type: 'boolean', default: false },
    },
  });
  if (values.help) {
    console.log(USAGE);
    process.exit(0);
  }
  let database: BenchOptions['database'] = values.pglite ? 'pglite' : 'postgres';
  const databaseUrl = process.env.DATABASE_URL ?? LOCAL_POSTGRES;
  if (database === 'postgres' && !(await postgresAnswers(databaseUrl))) {
    if (process.env.DATABASE_URL) throw new Error(`DATABASE_URL does not answer: ${databaseUrl}`);
    console.log(`No PostgreSQL answers at ${LOCAL_POSTGRES}: the bench runs on the embedded PGlite.`);
    database = 'pglite';
  }
  const scale = Number(values.scale ?? (database === 'pglite' ? '0.1' : '1'));
  const calls = Number(values.calls);
  if (!(scale > 0 && scale <= 20))
    throw new Error(`--scale must be a number above 0 and at most 20\n${USAGE}`);
  if (!Number.isInteger(calls) || calls < 5) throw new Error(`--calls must be a whole number of 5 or more`);
  if (values.name !== undefined && !/^[a-z0-9]{1,20}$/.test(values.name))
    throw new Error(`--name must be 1 to 20 lowercase letters or digits\n${USAGE}`);
  const only = values.only.split(',').map((name) => name.trim());
  const unknown = only.filter((name) => !(MEASURES as readonly string[]).includes(name));
  if (unknown.length > 0) throw new Error(`--only: unknown ${unknown.join(', ')}\n${USAGE}`);
  return {
    scale,
    only: new Set(only as TMeasure[]),
    dataOnly: values['data-only'],
    database,
    databaseUrl: database === 'postgres' ? databaseUrl : undefined,
    name: values.name,
    fresh: values.fresh,
    smoke: values.smoke,
    calls,
    out: path.resolve(values.out),
  };
}
