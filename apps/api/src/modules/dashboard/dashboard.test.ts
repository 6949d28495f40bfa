import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ZApiError,
  ZDashboard,
  ZEmissionsBySource,
  ZMonthBySource,
  ZMonthTotals,
  ZQuantifications,
  ZWorking,
  type TDashboard,
  type TWorkingLine,
  type TQuantification,
} from '@huella/shared';
import {
  categories,
  emission_factor_parts,
  emission_rollups,
  emission_factors,
  gas_emissions,
  gases,
  rollup_day_months,
  source_categories,
  sources,
  unit_measurements,
} from '../../db/schema/index.ts';
import { tenant } from '../../db/tenant.ts';
import {
  addCompanySources,
  addMember,
  bearer,
  createCompany,
  createEmissionSource,
  createStakeholder,
  emissionSourceTypes,
  seededSource,
  setPlan,
  signIn,
  signedInUser,
  succeed,
} from '../../testing/factories.ts';
import { csvRecords } from '../../lib/spreadsheet/read.ts';
import { importOutcome } from '../../testing/imports.ts';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';
import { recomputePendingEmissions } from '../emissions/emissions.service.ts';
import { reconcileEmissions } from '../reconciliation/reconciliation.service.ts';
import { defaultPeriodMonth, keepDaysAhead } from './dashboard.service.ts';

// The dashboards' figures through the API, on hand-worked cases (DESIGN §4, the quantification
// contract): every figure is the stored lines' kilograms summed unrounded and rounded once to
// 6 decimals in t; every uncertainty combines the half-widths e·u/100 linearly within a line (one gas
// value within one inventory item) and in quadrature across lines, rounded to 3 decimals in %.

type Headers = Record<string, string>;

let t: TestApp;
let superAdmin: Headers;
const unit: Record<string, number> = {};
const gas: Record<string, number> = {};
let operational: number;
let embedded: number;
let stationary: { id: number; name: string };
let electricity: { id: number; name: string };
/** A catalogue source with no category: the keyword rule puts it in scope 3. */
let transport: number;
/** A catalogue source with an ISO 14064-1 category only: the keyword rule puts it in scope 1. */
let waste: number;

/** Per litre unless told: a value of a factor valid from 2023 on. */
function value(factorId: number, gasCode: string, v: number, uncertainty: number, extra: object = {}) {
  return {
    factor_id: factorId,
    gas_id: gas[gasCode]!,
    unit_measurement_id: unit.L!,
    type_id: operational,
    value: v,
    uncertainty,
    date_start: '2023-01-01',
    date_end: '2099-12-31',
    fountain: 'Prueba',
    reference: 'Prueba del tablero 2024',
    ...extra,
  };
}

async function newFactor(name: string, sourceId: number, derives = false) {
  const [row] = await t.database.db
    .insert(emission_factors)
    .values({ name, source_id: sourceId, derives })
    .returning();
  return row!.id;
}

/** A company on the large plan using these catalogue sources, with an administrator and a member. */
async function newCompany(sourceIds: number[]) {
  const owner = await signedInUser(t);
  const id = (await createCompany(t, owner.user)).id;
  await setPlan(t, id, 'LARGE');
  const colleague = await signedInUser(t);
  await addMember(t, id, colleague.user, 'member');
  await addCompanySources(t, id, sourceIds);
  return { id, admin: owner.headers, member: colleague.headers, memberEmail: colleague.user.email };
}
type Company = Awaited<ReturnType<typeof newCompany>>;

/** An activity of the company recorded by factor (operational), in litres. */
const litresOf = (company: Company, factor: number, date: string, litres: number) => ({
  company_id: company.id,
  date,
  consumption: litres,
  by_emission_source: false,
  emission_factor_id: factor,
  type_id: operational,
  unit_measurement_id: unit.L,
});

/** A query string of the dashboard's filters. */
function filterOf(company: Company, filter: Record<string, string | number | (string | number)[]> = {}) {
  const params = new URLSearchParams();
  const all = { company_id: company.id, date_from: '2024-01-01', date_to: '2024-12-31', ...filter };
  for (const [key, v] of Object.entries(all))
    for (const item of Array.isArray(v) ? v : [v]) params.append(key, String(item));
  return params.toString();
}

async function read(path: string, company: Company, filter: Parameters<typeof filterOf>[1] = {}) {
  return succeed(t, 'GET', `${path}?${filterOf(company, filter)}`, company.member);
}
const dashboard = async (company: Company, filter: Parameters<typeof filterOf>[1] = {}) =>
  ZDashboard.parse(await read('/dashboard', company, filter));
const quantify = async (company: Company, path = '/quantify', filter: Parameters<typeof filterOf>[1] = {}) =>
  ZQuantifications.parse(await read(path, company, filter));

async function record(company: Company, body: object) {
  await succeed(t, 'POST', '/emission-activities', company.member, { company_id: company.id, ...body });
}

beforeAll(async () => {
  t = await startTestApp();
  const db = t.database.db;
  for (const row of await db.select().from(unit_measurements)) unit[row.code!] = row.id;
  for (const row of await db.select().from(gases)) gas[row.code!] = row.id;
  ({
    operational: { id: operational },
    embedded: { id: embedded },
  } = await emissionSourceTypes(t));
  superAdmin = (await signedInUser(t, { role: 'super-admin' })).headers;
  stationary = await seededSource(t, 'stationary_combustion');
  electricity = await seededSource(t, 'purchased_electricity');
  const [transportRow, wasteRow] = await db
    .insert(sources)
    .values([
      { name: 'Transporte tercerizado (tablero)', icon: 'IconTruck' },
      { name: 'Residuos – tablero', icon: 'IconTrash' },
    ])
    .returning();
  transport = transportRow!.id;
  waste = wasteRow!.id;
  const [iso4] = await db.select().from(categories).where(eq(categories.code, 'ISO-4'));
  await db.insert(source_categories).values({ source_id: waste, category_id: iso4!.id });
});
afterAll(async () => t?.close());

describe('the dashboard of a company, worked by hand', () => {
  let company: Company;
  let site: { north: number; south: number };
  let client: number;
  let provider: number;
  let project: number;
  let board: TDashboard;

  // Company A's inventory (2024):
  //   Caldera norte (stationary, operational, activity data ±0 %): Combustible A, CO2 2 kg/L ±5 %.
  //     Jan 1,000 L → 2,000 kg; Mar 500 L (project J1) → 1,000 kg. One line: half-width
  //     (2,000 + 1,000) × 5 % = 150 kg, 5 % of 3,000 kg (not sqrt(100² + 50²) = 3.727 %).
  //   Caldera sur (stationary, operational, activity data ±12 %, headquarter Sur): Combustible A.
  //     Feb 1,000 L → 2,000 kg at u = sqrt(5² + 12²) = 13 %: half-width 260 kg.
  //   Medidor (electricity, operational): 0.5 kg CO2/kWh ±10 %. Feb 10,000 kWh → 5,000 kg, ±500 kg.
  //   Flota (transport, embedded, client C1, provider P1): 0.25 kg CO2/L ±20 %. Apr 8,000 L →
  //     2,000 kg, ±400 kg.
  //   B20 by factor (stationary, operational, client C1): 80 % Combustible A, 20 % biodiesel
  //     (avoided part; CO2 1.5 kg/L ±10 %, CH4 non-fossil 0.001 kg/L ±50 %, GWP 27). May 1,000 L:
  //     800 L × 2 = 1,600 kg CO2 (±80 kg); 200 L: CO2 300 kg avoided (±30 kg), CH4 0.2 kg × 27 =
  //     5.4 kg in the footprint (±2.7 kg).
  //   Residuo by factor (waste, ISO category only, operational): 1 kg CO2/kg ±0 %. Jun 700 kg.
  //   Combustible temporal by factor: Jul 100 L, flagged once its value's range stops in June.
  // Footprint 3,000 + 2,000 + 5,000 + 2,000 + 1,605.4 + 700 = 14,305.4 kg = 14.3054 t.
  // Uncertainty sqrt(150² + 260² + 500² + 400² + 80² + 2.7² + 0²) = sqrt(506,507.29) = 711.6933 kg,
  // 4.975 % of 14,305.4 kg.
  beforeAll(async () => {
    const db = t.database.db;
    const fuelA = await newFactor('Combustible A (tablero)', stationary.id);
    const grid = await newFactor('Electricidad (tablero)', electricity.id);
    const bio = await newFactor('Biodiésel (tablero)', stationary.id);
    const b20 = await newFactor('Mezcla B20 (tablero)', stationary.id, true);
    const truck = await newFactor('Camión (tablero)', transport);
    const residue = await newFactor('Residuo (tablero)', waste);
    const temporary = await newFactor('Combustible temporal (tablero)', stationary.id);
    const [, , , , , , temporaryValue] = await db
      .insert(gas_emissions)
      .values([
        value(fuelA, 'CO2', 2, 5),
        value(grid, 'CO2', 0.5, 10, { unit_measurement_id: unit.kWh }),
        value(bio, 'CO2', 1.5, 10),
        value(bio, 'CH4_NON_FOSSIL', 0.001, 50),
        value(truck, 'CO2', 0.25, 20, { type_id: embedded }),
        value(residue, 'CO2', 1, 0, { unit_measurement_id: unit.kg }),
        value(temporary, 'CO2', 3, 5, { date_start: '2024-01-01', date_end: '2024-12-31' }),
      ])
      .returning();
    await db.insert(emission_factor_parts).values([
      { factor_id: b20, part_factor_id: fuelA, percent: 80, avoided: false },
      { factor_id: b20, part_factor_id: bio, percent: 20, avoided: true },
    ]);

    company = await newCompany([stationary.id, electricity.id, transport, waste]);
    site = {
      north: (await createStakeholder(t, company.id, 'HEADQUARTERS', 'Sede Norte')).id,
      south: (await createStakeholder(t, company.id, 'HEADQUARTERS', 'Sede Sur')).id,
    };
    client = (await createStakeholder(t, company.id, 'CLIENTS', 'Cliente Uno')).id;
    provider = (await createStakeholder(t, company.id, 'PROVIDERS', 'Proveedor Uno')).id;
    project = (await createStakeholder(t, company.id, 'PROJECTS', 'Proyecto Uno')).id;
    const item = (code: string, name: string, source: number, factor: number, type: number, extra = {}) =>
      createEmissionSource(t, company.id, {
        code,
        name,
        type_id: type,
        source_id: source,
        emission_factor_id: factor,
        headquarter_id: site.north,
        ...extra,
      });
    const north = await item('CAL-1', 'Caldera norte', stationary.id, fuelA, operational);
    const south = await item('CAL-2', 'Caldera sur', stationary.id, fuelA, operational, {
      headquarter_id: site.south,
      activity_uncertainty: 12,
    });
    const meter = await item('MED-1', 'Medidor', electricity.id, grid, operational);
    const fleet = await item('FLO-1', 'Flota', transport, truck, embedded);

    const bySource = (id: number, date: string, consumption: number, unitCode: string, extra = {}) =>
      record(company, {
        date,
        consumption,
        by_emission_source: true,
        emission_source_id: id,
        unit_measurement_id: unit[unitCode],
        ...extra,
      });
    const byFactor = (id: number, date: string, consumption: number, unitCode: string, extra = {}) =>
      record(company, {
        date,
        consumption,
        by_emission_source: false,
        emission_factor_id: id,
        type_id: operational,
        unit_measurement_id: unit[unitCode],
        ...extra,
      });
    await bySource(north.id, '2024-01-10', 1000, 'L');
    await bySource(north.id, '2024-03-05', 500, 'L', { project_id: project });
    await bySource(south.id, '2024-02-10', 1000, 'L');
    await bySource(meter.id, '2024-02-20', 10_000, 'kWh');
    await bySource(fleet.id, '2024-04-15', 8000, 'L', { client_id: client, provider_id: provider });
    await byFactor(b20, '2024-05-01', 1000, 'L', { client_id: client });
    await byFactor(residue, '2024-06-01', 700, 'kg');
    await byFactor(temporary, '2024-07-01', 100, 'L');

    // The temporary fuel's value now stops at the end of June: its July activity is flagged.
    await succeed(t, 'PUT', `/gas-emissions/${temporaryValue!.id}`, superAdmin, {
      ...value(temporary, 'CO2', 3, 5, { date_start: '2024-01-01', date_end: '2024-06-30' }),
      avoided: false,
    });
    await recomputePendingEmissions(t.app.ctx);
    board = await dashboard(company);
  });

  it('totals the footprint, the avoided CO2, operational and embedded, each with its uncertainty', () => {
    expect(board.totals).toEqual({
      carbon_footprint: 14.3054,
      uncertainty: 4.975,
      // The biodiesel part's CO2 alone: 300 kg at ±10 %.
      carbon_footprint_avoided: 0.3,
      avoided_uncertainty: 10,
      // Every item but the fleet: 12,305.4 kg; sqrt(506,507.29 − 400²) = 588.6487 kg → 4.784 %.
      operational: 12.3054,
      operational_uncertainty: 4.784,
      embedded: 2,
      embedded_uncertainty: 20,
      flagged_activities: 1,
      activities: 7,
    });
  });

  it('gives each source with data, largest first, with its scope from its GHG category or its name', () => {
    expect(
      board.by_source.map(({ name, carbon_footprint, carbon_footprint_avoided, uncertainty, scope }) => [
        name,
        carbon_footprint,
        carbon_footprint_avoided,
        uncertainty,
        scope,
      ]),
    ).toEqual([
      // Stationary: 3,000 + 2,000 + 1,605.4 kg; sqrt(150² + 260² + 80² + 2.7²) = 310.6562 kg → 4.703 %.
      [stationary.name, 6.6054, 0.3, 4.703, 1],
      [electricity.name, 5, 0, 10, 2],
      ['Transporte tercerizado (tablero)', 2, 0, 20, 3],
      ['Residuos – tablero', 0.7, 0, 0, 1],
    ]);
  });

  it('groups by ISO and GHG category; a source without one falls under “uncategorised”', () => {
    expect(board.by_iso.map((row) => [row.name, row.carbon_footprint, row.uncertainty])).toEqual([
      ['Categoría 1: Emisiones y remociones directas de GEI', 6.6054, 4.703],
      ['Categoría 2: Emisiones indirectas de GEI por energía importada', 5, 10],
      ['Sin categoría', 2, 20],
      ['Categoría 4: Emisiones indirectas de GEI por productos que utiliza la organización', 0.7, 0],
    ]);
    expect(board.by_iso.find((row) => row.name === 'Sin categoría')?.category_id).toBeNull();
    // Two groups without a GHG category: the transport (keyword scope 3) and the waste (scope 1).
    expect(board.by_ghg.map((row) => [row.name, row.scope, row.carbon_footprint, row.uncertainty])).toEqual([
      ['Alcance 1: Emisiones directas', 1, 6.6054, 4.703],
      ['Alcance 2: Emisiones indirectas por energía adquirida', 2, 5, 10],
      ['Sin categoría', 3, 2, 20],
      ['Sin categoría', 1, 0.7, 0],
    ]);
  });

  it('gives the three scopes and the footprint by gas', () => {
    // Scope 1: 7,305.4 kg; sqrt(310.6562² + 0²) = 310.6562 kg → 4.252 %.
    expect(board.by_scope).toEqual([
      { scope: 1, carbon_footprint: 7.3054, uncertainty: 4.252 },
      { scope: 2, carbon_footprint: 5, uncertainty: 10 },
      { scope: 3, carbon_footprint: 2, uncertainty: 20 },
    ]);
    // CO2: 14,300 kg, sqrt(506,507.29 − 2.7²) = 711.6881 kg → 4.977 %; avoided 300 kg.
    expect(
      board.by_gas.map((row) => [
        row.formula,
        row.carbon_footprint,
        row.uncertainty,
        row.carbon_footprint_avoided,
      ]),
    ).toEqual([
      ['CO2', 14.3, 4.977, 0.3],
      ['CH4', 0.0054, 50, 0],
    ]);
  });

  it('answers in the reader’s language where the catalogue has both', async () => {
    const res = await t.request(`/api/dashboard?${filterOf(company)}`, {
      headers: { ...company.member, 'accept-language': 'en' },
    });
    const english = ZDashboard.parse(await res.json());
    expect(english.by_iso.map((row) => row.name)).toContain('Uncategorised');
    expect(english.by_ghg[0]!.name).toBe('Scope 1: Direct emissions');
  });

  it('gives one quantification record per inventory item, its factors and gases', async () => {
    const records = await quantify(company);
    expect(records.map((r) => [r.resource.name, r.carbon_footprint, r.uncertainty, r.scope])).toEqual([
      ['Medidor', 5, 10, 2],
      // Two activities of one gas value add linearly: 5 %, not 3.727 %.
      ['Caldera norte', 3, 5, 1],
      // Activity data ±12 % and factor ±5 %: sqrt(5² + 12²) = 13 %.
      ['Caldera sur', 2, 13, 1],
      ['Flota', 2, 20, 3],
      // sqrt(80² + 2.7²) = 80.0455 kg of 1,605.4 kg.
      ['Mezcla B20 (tablero)', 1.6054, 4.986, 1],
      ['Residuo (tablero)', 0.7, 0, 1],
    ]);
    const north = records.find((r) => r.resource.name === 'Caldera norte')!;
    expect(north.resource).toMatchObject({
      code: 'CAL-1',
      type_id: operational,
      source: { id: stationary.id },
    });
    expect(north.emission_factors).toEqual([
      {
        id: expect.any(Number),
        name: 'Combustible A (tablero)',
        // 1,000 L and 500 L: mean 750, sample standard deviation sqrt(2 × 250²) = 353.553391.
        consumption: 1500,
        avg: 750,
        std_dev: 353.553391,
        UDA: 'L',
        count: 2,
        carbon_footprint: 3,
        carbon_footprint_avoided: 0,
        // (0.15 t)².
        aux: 0.0225,
        uncertainty: 5,
        factors: [
          {
            id: expect.any(Number),
            name: 'Combustible A (tablero)',
            share: 1,
            gasses: [
              { gas: expect.any(String), formula: 'CO2', carbon_footprint: 3, carbon_footprint_avoided: 0 },
            ],
          },
        ],
      },
    ]);
    const blend = records.find((r) => r.resource.name === 'Mezcla B20 (tablero)')!;
    expect(blend.resource).toMatchObject({ id: null, code: null, type_id: operational });
    expect(blend.carbon_footprint_avoided).toBe(0.3);
    expect(
      blend.emission_factors[0]!.factors.map((part) => [
        part.name,
        part.share,
        part.gasses.map((g) => [g.formula, g.carbon_footprint, g.carbon_footprint_avoided]),
      ]),
    ).toEqual([
      ['Combustible A (tablero)', 0.8, [['CO2', 1.6, 0]]],
      // The biodiesel's CO2 is avoided; its methane stays in the footprint.
      [
        'Biodiésel (tablero)',
        0.2,
        [
          ['CH4', 0.0054, 0],
          ['CO2', 0, 0.3],
        ],
      ],
    ]);
  });

  it('splits the records into operational and embedded items', async () => {
    const names = (records: TQuantification[]) => records.map((r) => r.resource.name);
    const operationalRecords = await quantify(company, '/quantify/operational');
    const embeddedRecords = await quantify(company, '/quantify/embed');
    expect(names(embeddedRecords)).toEqual(['Flota']);
    expect(names(operationalRecords)).toEqual([
      'Medidor',
      'Caldera norte',
      'Caldera sur',
      'Mezcla B20 (tablero)',
      'Residuo (tablero)',
    ]);
    const sum = (records: TQuantification[]) => records.reduce((s, r) => s + r.carbon_footprint, 0);
    expect(sum(operationalRecords)).toBeCloseTo(board.totals.operational, 6);
    expect(sum(embeddedRecords)).toBeCloseTo(board.totals.embedded, 6);
  });

  it('gives every month of the period, 0 when empty, adding up to the period’s total', async () => {
    const months = ZMonthTotals.parse(await read('/quantify-by-month-total', company));
    expect(months).toEqual({
      '2024-01': 2,
      '2024-02': 7,
      '2024-03': 1,
      '2024-04': 2,
      '2024-05': 1.6054,
      '2024-06': 0.7,
      // July's only activity is flagged.
      '2024-07': 0,
      '2024-08': 0,
      '2024-09': 0,
      '2024-10': 0,
      '2024-11': 0,
      '2024-12': 0,
    });
    const total = Object.values(months).reduce((sum, t) => sum + t, 0);
    expect(Math.abs(total - board.totals.carbon_footprint)).toBeLessThanOrEqual(12 * 5e-7 + 1e-9);
    const bySource = ZMonthBySource.parse(await read('/quantify-by-month-source', company));
    expect(Object.keys(bySource)).toEqual(Object.keys(months));
    expect(bySource['2024-02']).toEqual({ [stationary.name]: 2, [electricity.name]: 5 });
    expect(bySource['2024-04']).toEqual({ 'Transporte tercerizado (tablero)': 2 });
    expect(bySource['2024-08']).toEqual({});
  });

  it('gives each source its gases, its consumption per unit and its activities', async () => {
    const bySource = ZEmissionsBySource.parse(await read('/dashboard/graph/emissions-by-source', company));
    expect(bySource.map((s) => [s.name, s.carbon_footprint, s.count])).toEqual([
      [stationary.name, 6.6054, 4],
      [electricity.name, 5, 1],
      ['Transporte tercerizado (tablero)', 2, 1],
      ['Residuos – tablero', 0.7, 1],
    ]);
    expect(bySource[0]!.consumption).toEqual([{ unit_measurement_id: unit.L, unit: 'L', value: 3500 }]);
    expect(
      bySource[0]!.gases.map((g) => [
        g.formula,
        g.carbon_footprint,
        g.carbon_footprint_avoided,
        g.uncertainty,
      ]),
    ).toEqual([
      // sqrt(150² + 260² + 80²) = 310.6445 kg of 6,600 kg.
      ['CO2', 6.6, 0.3, 4.707],
      ['CH4', 0.0054, 0, 50],
    ]);
  });

  it('adds up every grouping of every endpoint to the total', async () => {
    const near = (parts: number[], total: number) =>
      expect(Math.abs(parts.reduce((sum, part) => sum + part, 0) - total)).toBeLessThanOrEqual(
        parts.length * 5e-7 + 1e-9,
      );
    const total = board.totals.carbon_footprint;
    const footprints = (rows: { carbon_footprint: number }[]) => rows.map((row) => row.carbon_footprint);
    near(footprints(board.by_source), total);
    near(footprints(board.by_iso), total);
    near(footprints(board.by_ghg), total);
    near(footprints(board.by_scope), total);
    near(footprints(board.by_gas), total);
    near([board.totals.operational, board.totals.embedded], total);
    near(footprints(await quantify(company)), total);
    near(
      footprints(ZEmissionsBySource.parse(await read('/dashboard/graph/emissions-by-source', company))),
      total,
    );
    const bySource = ZMonthBySource.parse(await read('/quantify-by-month-source', company));
    near(
      Object.values(bySource).flatMap((month) => Object.values(month)),
      total,
    );
    near(
      board.by_source.map((row) => row.carbon_footprint_avoided),
      board.totals.carbon_footprint_avoided,
    );
  });

  it('sends in production, as built, the very answers its declared shape gives', async () => {
    // Tests check each answer against its declared shape; production sends the dashboards' figures
    // as built (`built`): nothing more, nothing less, nothing else.
    const production = await startTestApp(
      { NODE_ENV: 'production', JWT_SECRET: 'a-production-secret-of-at-least-32-chars', JOBS: 'false' },
      undefined,
      t.database,
    );
    try {
      const session = await signIn(production, company.memberEmail);
      const paths = [
        '/dashboard',
        '/dashboard/graph/emissions-by-source',
        '/quantify',
        '/quantify/operational',
        '/quantify/embed',
        '/quantify-by-month-source',
        '/quantify-by-month-total',
      ];
      for (const path of paths)
        for (const lang of ['es', 'en']) {
          const checked = await t.request(`/api${path}?${filterOf(company)}`, {
            headers: { ...company.member, 'accept-language': lang },
          });
          const built = await production.request(`/api${path}?${filterOf(company)}`, {
            headers: bearer(session, lang),
          });
          expect(built.status, path).toBe(200);
          expect(built.headers.get('content-type')).toBe('application/json; charset=utf-8');
          // Sent as UTF-8 bytes, a name past Latin-1 ("Residuos – tablero") included.
          const bytes = Buffer.from(await built.arrayBuffer());
          expect(Number(built.headers.get('content-length'))).toBe(bytes.length);
          // The same fields and values (the order of a JSON object's keys means nothing).
          expect(JSON.parse(bytes.toString('utf8')), `${path} ${lang}`).toStrictEqual(await checked.json());
        }
    } finally {
      await production.close();
    }
  });

  describe('the working of a figure', () => {
    const working = async (filter: Parameters<typeof filterOf>[1]) =>
      ZWorking.parse(await read('/dashboard/working', company, filter));
    const kgOf = (line: TWorkingLine) =>
      line.activities.map((a) => a.quantity * line.share * line.value * line.gwp);

    it('lists the lines of the total with what each applied, and rebuilds the total and its uncertainty', async () => {
      const total = await working({ group: 'total' });
      expect(total).toMatchObject({
        carbon_footprint: board.totals.carbon_footprint,
        uncertainty: board.totals.uncertainty,
        carbon_footprint_avoided: board.totals.carbon_footprint_avoided,
        avoided_uncertainty: board.totals.avoided_uncertainty,
        // 7 activities, the B20's with three lines (fuel A's CO2, biodiesel's CO2 and CH4).
        entries: 9,
        entries_listed: 9,
      });
      expect(
        total.lines.map((line) => [
          line.emission_source,
          line.gas.formula,
          line.share,
          line.value,
          line.gwp,
          line.uncertainty,
          line.avoided,
          Math.round(line.co2e_kg * 1e6) / 1e6,
          Math.round(line.half_width_kg * 1e6) / 1e6,
          line.activities.length,
        ]),
      ).toEqual([
        ['MED-1 · Medidor', 'CO2', 1, 0.5, 1, 10, false, 5000, 500, 1],
        ['CAL-1 · Caldera norte', 'CO2', 1, 2, 1, 5, false, 3000, 150, 2],
        ['CAL-2 · Caldera sur', 'CO2', 1, 2, 1, 13, false, 2000, 260, 1],
        ['FLO-1 · Flota', 'CO2', 1, 0.25, 1, 20, false, 2000, 400, 1],
        ['Mezcla B20 (tablero)', 'CO2', 0.8, 2, 1, 5, false, 1600, 80, 1],
        ['Residuo (tablero)', 'CO2', 1, 1, 1, 0, false, 700, 0, 1],
        ['Mezcla B20 (tablero)', 'CH4', 0.2, 0.001, 27, 50, false, 5.4, 2.7, 1],
        ['Mezcla B20 (tablero)', 'CO2', 0.2, 1.5, 1, 10, true, 300, 30, 1],
      ]);
      const south = total.lines.find((line) => line.emission_source === 'CAL-2 · Caldera sur')!;
      expect(south).toMatchObject({
        value_uncertainty: 5,
        activity_uncertainty: 12,
        value_unit: 'L',
        conversion: 1,
        gwp_report: expect.stringMatching(/^AR[56]$/),
        fountain: 'Prueba',
        reference: 'Prueba del tablero 2024',
      });
      // Each activity's kilograms from the line's own fields, and each line's from its activities.
      for (const line of total.lines) {
        kgOf(line).forEach((kg, index) => expect(line.activities[index]!.co2e_kg).toBeCloseTo(kg, 9));
        expect(line.co2e_kg).toBeCloseTo(
          line.activities.reduce((sum, activity) => sum + activity.co2e_kg, 0),
          9,
        );
      }
      const counted = total.lines.filter((line) => !line.avoided);
      const kg = counted.reduce((sum, line) => sum + line.co2e_kg, 0);
      const halfWidth = Math.sqrt(counted.reduce((sum, line) => sum + line.half_width_kg ** 2, 0));
      expect(Math.round(kg * 1000) / 1e6).toBe(board.totals.carbon_footprint);
      expect(Math.round((halfWidth / kg) * 100 * 1000) / 1000).toBe(board.totals.uncertainty);
    });

    it('gives every figure of the dashboard as the dashboard gives it', async () => {
      const scope1 = await working({ group: 'scope', key: 1 });
      expect([scope1.carbon_footprint, scope1.uncertainty]).toEqual([7.3054, 4.252]);
      const grid = await working({ group: 'source', key: electricity.id });
      expect([grid.carbon_footprint, grid.uncertainty, grid.lines.length]).toEqual([5, 10, 1]);
      const uncategorisedIso = await working({ group: 'iso', key: 'none' });
      expect([uncategorisedIso.carbon_footprint, uncategorisedIso.uncertainty]).toEqual([2, 20]);
      const uncategorisedGhg = await working({ group: 'ghg', key: 'none:1' });
      expect(uncategorisedGhg.lines.map((line) => line.emission_source)).toEqual(['Residuo (tablero)']);
      for (const row of board.by_ghg.filter((row) => row.category_id !== null)) {
        const figure = await working({ group: 'ghg', key: row.category_id! });
        expect([figure.carbon_footprint, figure.uncertainty]).toEqual([
          row.carbon_footprint,
          row.uncertainty,
        ]);
      }
      const embeddedCard = await working({ group: 'type', key: 'embedded' });
      expect([embeddedCard.carbon_footprint, embeddedCard.uncertainty]).toEqual([2, 20]);
      const methane = await working({ group: 'gas', key: gas.CH4_NON_FOSSIL! });
      expect([methane.carbon_footprint, methane.uncertainty]).toEqual([0.0054, 50]);
      const north = (await quantify(company)).find((r) => r.resource.name === 'Caldera norte')!;
      const item = await working({ group: 'item', key: `source:${north.resource.id}` });
      expect([item.carbon_footprint, item.uncertainty, item.entries]).toEqual([3, 5, 2]);
      expect(item.lines[0]!.activities.map((a) => [a.date, a.consumption, a.unit])).toEqual([
        ['2024-01-10', 1000, 'L'],
        ['2024-03-05', 500, 'L'],
      ]);
      // February's bar: Caldera sur and the meter.
      const february = await working({ group: 'month', key: '2024-02' });
      expect(february).toMatchObject({
        date_from: '2024-02-01',
        date_to: '2024-02-29',
        carbon_footprint: 7,
        entries: 2,
      });
    });

    /** A working's CSV (English) read back: the figure's row, and the figure rebuilt from its activities alone. */
    async function rebuiltFromCsv(filter: Parameters<typeof filterOf>[1]) {
      const res = await t.request(
        `/api/dashboard/working?${filterOf(company, { ...filter, format: 'csv' })}`,
        {
          headers: { ...company.member, 'accept-language': 'en' },
        },
      );
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^text\/csv/);
      const [header, ...rows] = [...csvRecords(await res.text(), ';')].map((row) => row.cells);
      const cell = (row: unknown[], name: string) => row[header!.indexOf(name)];
      const num = (row: unknown[], name: string) => Number(cell(row, name) ?? 0);
      const ofKind = (kind: string) => rows.filter((row) => cell(row, 'Row') === kind);
      const activities = ofKind('Activity');
      // Every activity: consumption × conversion × share × value × GWP, from its own row.
      for (const row of activities)
        expect(num(row, 'kg CO2e')).toBeCloseTo(
          num(row, 'Consumption') *
            num(row, 'Conversion') *
            num(row, 'Share') *
            num(row, 'Value (kg of the gas per unit)') *
            num(row, 'GWP'),
          9,
        );
      // The counted ones add up to the figure; each line's half-width is Σ kg × u / 100 of its
      // activities, and the lines combine in quadrature.
      const counted = activities.filter((row) => cell(row, 'Avoided') === 'no');
      const kg = counted.reduce((sum, row) => sum + num(row, 'kg CO2e'), 0);
      const halfWidths = new Map<string, number>();
      for (const row of counted) {
        const line = String(cell(row, 'Line'));
        halfWidths.set(
          line,
          (halfWidths.get(line) ?? 0) + (num(row, 'kg CO2e') * num(row, 'Uncertainty (%)')) / 100,
        );
      }
      const spread = Math.sqrt([...halfWidths.values()].reduce((sum, w) => sum + w * w, 0));
      const [figure] = ofKind('Total');
      return {
        header: header!,
        figure: { tonnes: num(figure!, 'tCO2e'), uncertainty: num(figure!, 'Uncertainty (%)') },
        avoided: ofKind('Avoided').map((row) => num(row, 'tCO2e')),
        lines: ofKind('Line').length,
        activities: activities.length,
        rebuilt: {
          tonnes: Math.round(kg * 1000) / 1e6,
          uncertainty: Math.round((spread / kg) * 100 * 1000) / 1000,
        },
      };
    }

    it('downloads as CSV: the figure, each line and every activity, rebuilding the total and a scope', async () => {
      const total = await rebuiltFromCsv({ group: 'total' });
      expect(total.header).toContain('Half-width (kg CO2e)');
      expect(total.figure).toEqual({ tonnes: 14.3054, uncertainty: 4.975 });
      expect(total.rebuilt).toEqual(total.figure);
      expect(total.avoided).toEqual([0.3]);
      expect([total.lines, total.activities]).toEqual([8, 9]);
      // Scope 1, as the dashboard gives it: 7.3054 t ± 4.252 %.
      const scope1 = await rebuiltFromCsv({ group: 'scope', key: 1 });
      expect(scope1.figure).toEqual({ tonnes: 7.3054, uncertainty: 4.252 });
      expect(scope1.rebuilt).toEqual(scope1.figure);
      const spanish = await t.request(
        `/api/dashboard/working?${filterOf(company, { group: 'scope', key: 2, format: 'csv' })}`,
        { headers: company.member },
      );
      const bytes = Buffer.from(await spanish.arrayBuffer());
      // The byte-order mark Spanish Excel needs, then the headers in Spanish.
      expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      const spanishText = bytes.subarray(3).toString('utf8');
      expect(spanishText.startsWith('Fila;Línea;Recurso de emisión;Fuente de emisión')).toBe(true);
      expect(spanishText).toContain('Total;');
      expect(spanish.headers.get('content-disposition')).toContain('working-scope-2.csv');
    });

    it('downloads as an Excel workbook the same table, numbers as numbers, headed in the reader’s language', async () => {
      const csv = await t.request(
        `/api/dashboard/working?${filterOf(company, { group: 'scope', key: 1, format: 'csv' })}`,
        { headers: { ...company.member, 'accept-language': 'en' } },
      );
      const csvRows = [...csvRecords(await csv.text(), ';')].map((row) => row.cells);
      const xlsx = await t.request(
        `/api/dashboard/working?${filterOf(company, { group: 'scope', key: 1, format: 'xlsx' })}`,
        { headers: { ...company.member, 'accept-language': 'en' } },
      );
      expect(xlsx.status).toBe(200);
      expect(xlsx.headers.get('content-type')).toMatch(/spreadsheetml/);
      expect(xlsx.headers.get('content-disposition')).toContain('working-scope-1.xlsx');
      const SheetJs = await import('@e965/xlsx');
      const book = SheetJs.read(Buffer.from(await xlsx.arrayBuffer()));
      expect(book.SheetNames).toEqual(['Working']);
      const rows = SheetJs.utils.sheet_to_json<unknown[]>(book.Sheets.Working!, { header: 1, defval: null });
      expect(rows[0]).toEqual(csvRows[0]);
      expect(rows).toHaveLength(csvRows.length);
      const header = rows[0] as string[];
      const [figure] = rows.filter((row) => row[header.indexOf('Row')] === 'Total');
      // Scope 1, as the dashboard gives it: 7.3054 t ± 4.252 %, as numbers a spreadsheet adds up.
      expect(figure![header.indexOf('tCO2e')]).toBe(7.3054);
      expect(figure![header.indexOf('Uncertainty (%)')]).toBe(4.252);
    });

    it('refuses a key that names no figure of its group, in the caller’s language, and another company', async () => {
      const refused = async (filter: Parameters<typeof filterOf>[1], lang: string) => {
        const res = await t.request(`/api/dashboard/working?${filterOf(company, filter)}`, {
          headers: { ...company.member, 'accept-language': lang },
        });
        expect(res.status).toBe(422);
        return ZApiError.parse(await res.json()).errors;
      };
      expect(await refused({ group: 'scope', key: 4 }, 'es')).toEqual({
        key: ['La clave no corresponde a una cifra de este grupo.'],
      });
      expect(await refused({ group: 'month', key: '2025-01' }, 'en')).toEqual({
        key: ['The month must be within the period.'],
      });
      expect(await refused({ group: 'tree' }, 'en')).toEqual({
        group: ['Choose the figure: total, type, scope, source, iso, ghg, item, gas or month.'],
      });
      expect(await refused({ group: 'item', key: 'source:0' }, 'en')).toHaveProperty('key');
      const other = await newCompany([stationary.id]);
      const res = await t.request(`/api/dashboard/working?${filterOf(company)}`, { headers: other.member });
      expect(res.status).toBe(404);
    });
  });

  describe('each filter', () => {
    it('keeps to the period, both days included, and counts only its flagged activities', async () => {
      // Feb and Mar: Caldera sur 2,000 kg (±260), Medidor 5,000 kg (±500), Caldera norte's March
      // 1,000 kg (±50): 8,000 kg, sqrt(260² + 500² + 50²) = 565.7738 kg → 7.072 %.
      const period = await dashboard(company, { date_from: '2024-02-10', date_to: '2024-03-05' });
      expect(period.totals).toMatchObject({
        carbon_footprint: 8,
        uncertainty: 7.072,
        flagged_activities: 0,
        activities: 3,
      });
      const months = ZMonthTotals.parse(
        await read('/quantify-by-month-total', company, { date_from: '2024-02-10', date_to: '2024-03-05' }),
      );
      expect(months).toEqual({ '2024-02': 7, '2024-03': 1 });
      const july = await dashboard(company, { date_from: '2024-07-01', date_to: '2024-07-31' });
      expect(july.totals).toMatchObject({ carbon_footprint: 0, flagged_activities: 1, activities: 0 });
    });

    it('keeps to the catalogue sources named', async () => {
      const grid = await dashboard(company, { sources: [electricity.id] });
      expect(grid.totals).toMatchObject({
        carbon_footprint: 5,
        uncertainty: 10,
        carbon_footprint_avoided: 0,
      });
      expect(grid.by_source.map((row) => row.source_id)).toEqual([electricity.id]);
      // Two, as a comma list: stationary 6,605.4 kg and transport 2,000 kg;
      // sqrt(310.6562² + 400²) = 506.4675 kg of 8,605.4 kg → 5.885 %.
      const two = await dashboard(company, { sources: `${stationary.id},${transport}` });
      expect(two.totals).toMatchObject({
        carbon_footprint: 8.6054,
        uncertainty: 5.885,
        carbon_footprint_avoided: 0.3,
      });
    });

    it('keeps to the sources categorised under the standards named', async () => {
      // ISO: every source but the uncategorised transport. 12,305.4 kg, sqrt(506,507.29 − 400²) → 4.784 %.
      const iso = await dashboard(company, { standards: [1] });
      expect(iso.totals).toMatchObject({ carbon_footprint: 12.3054, uncertainty: 4.784 });
      // GHG: the waste (ISO only) goes too: 11,605.4 kg → 5.072 %.
      const ghg = await dashboard(company, { standards: [2] });
      expect(ghg.totals).toMatchObject({ carbon_footprint: 11.6054, uncertainty: 5.072 });
      const both = await dashboard(company, { standards: [1, 2] });
      expect(both.totals.carbon_footprint).toBe(12.3054);
    });

    it('keeps to one headquarter, client, provider or project', async () => {
      const south = await dashboard(company, { headquarter_id: site.south });
      expect(south.totals).toMatchObject({
        carbon_footprint: 2,
        uncertainty: 13,
        operational: 2,
        embedded: 0,
      });
      // North: Caldera norte, Medidor and Flota: 10,000 kg, sqrt(150² + 500² + 400²) = 657.6473 → 6.576 %.
      const north = await dashboard(company, { headquarter_id: site.north });
      expect(north.totals).toMatchObject({ carbon_footprint: 10, uncertainty: 6.576 });
      // The fleet and the B20: 3,605.4 kg; sqrt(400² + 80² + 2.7²) = 407.9305 kg → 11.314 %.
      const ofClient = await dashboard(company, { client_id: client });
      expect(ofClient.totals).toMatchObject({
        carbon_footprint: 3.6054,
        uncertainty: 11.314,
        carbon_footprint_avoided: 0.3,
        embedded: 2,
      });
      const ofProvider = await dashboard(company, { provider_id: provider });
      expect(ofProvider.totals).toMatchObject({ carbon_footprint: 2, uncertainty: 20, embedded: 2 });
      const ofProject = await dashboard(company, { project_id: project });
      expect(ofProject.totals).toMatchObject({ carbon_footprint: 1, uncertainty: 5, activities: 1 });
      const projectRecords = await quantify(company, '/quantify', { project_id: project });
      expect(projectRecords.map((r) => [r.resource.name, r.emission_factors[0]!.count])).toEqual([
        ['Caldera norte', 1],
      ]);
    });

    it('finds nothing with a headquarter of another company', async () => {
      const other = await newCompany([stationary.id]);
      const foreign = await createStakeholder(t, other.id, 'HEADQUARTERS', 'Sede ajena');
      const board = await dashboard(company, { headquarter_id: foreign.id });
      expect(board.totals).toMatchObject({ carbon_footprint: 0, activities: 0 });
    });
  });

  describe('refusals', () => {
    it('answers 404 to a member of another company', async () => {
      const other = await newCompany([stationary.id]);
      for (const path of [
        '/dashboard',
        '/dashboard/graph/emissions-by-source',
        '/quantify',
        '/quantify/operational',
        '/quantify/embed',
        '/quantify-by-month-source',
        '/quantify-by-month-total',
      ]) {
        const res = await t.request(`/api${path}?${filterOf(company)}`, { headers: other.member });
        expect(res.status, path).toBe(404);
      }
    });

    it('answers bad filters with a 422 naming the field in the caller’s language', async () => {
      const refused = async (filter: Parameters<typeof filterOf>[1], lang: string) => {
        const res = await t.request(`/api/dashboard?${filterOf(company, filter)}`, {
          headers: { ...company.member, 'accept-language': lang },
        });
        expect(res.status).toBe(422);
        return ZApiError.parse(await res.json()).errors;
      };
      expect(await refused({ date_from: '2024-06-01', date_to: '2024-05-31' }, 'es')).toEqual({
        date_to: ['La fecha final debe ser igual o posterior a la fecha inicial.'],
      });
      expect(await refused({ date_from: '2024-06-01', date_to: '2024-05-31' }, 'en')).toEqual({
        date_to: ['The end date must be on or after the start date.'],
      });
      expect(await refused({ date_group: 'DAILY' }, 'en')).toEqual({
        date_group: ['Choose how the period is grouped: by year, by month, by week or custom.'],
      });
      expect(await refused({ sources: Array.from({ length: 501 }, (_, i) => i + 1) }, 'es')).toEqual({
        sources: ['Indica como máximo 500 valores.'],
      });
      expect(await refused({ sources: 'abc' }, 'en')).toEqual({
        'sources.0': ['Must be a valid id: a whole number from 1 to 2147483647.'],
      });
      expect(await refused({ standards: 3 }, 'es')).toEqual({
        'standards.0': ['Debe ser 1 (ISO 14064-1) o 2 (Protocolo GHG).'],
      });
      expect(await refused({ date_from: '1950-01-01' }, 'en')).toEqual({
        date_to: ['The period cannot be longer than 50 years.'],
      });
    });
  });
});

describe('figures the dashboard reads from the stored lines', () => {
  it('rounds once: 1,000 activities of 1.2345675 kg are 1.234568 t', async () => {
    const factor = await newFactor('Factor de redondeo (tablero)', stationary.id);
    await t.database.db.insert(gas_emissions).values(value(factor, 'CO2', 1.2345675, 0));
    const company = await newCompany([stationary.id]);
    const site = await createStakeholder(t, company.id, 'HEADQUARTERS', 'Sede');
    await createEmissionSource(t, company.id, {
      code: 'RND-1',
      name: 'Quemador',
      type_id: operational,
      source_id: stationary.id,
      emission_factor_id: factor,
      headquarter_id: site.id,
    });
    const csv = [
      'Emission source;Emission factor;Date;Consumption;Unit of measurement',
      ...Array.from({ length: 1000 }, () => 'RND-1;;2024-06-15;1;L'),
    ];
    const form = new FormData();
    form.append('file', new Blob([csv.join('\n')]), 'actividades.csv');
    const imported = await importOutcome(
      t,
      await t.request(`/api/emission-activities/import?company_id=${company.id}`, {
        method: 'POST',
        headers: company.member,
        body: form,
      }),
      company.member,
    );
    expect(imported.status, await imported.clone().text()).toBe(200);
    expect(await imported.json()).toMatchObject({ saved: 1000, failed: 0 });

    // 1,000 × 1.2345675 kg = 1,234.5675 kg = 1.2345675 t → 1.234568 (half away from zero), where
    // summing the activities' figures rounded to 6 decimals (1,000 × 0.001235) would give 1.235.
    const board = await dashboard(company);
    expect(board.totals).toMatchObject({ carbon_footprint: 1.234568, activities: 1000 });
    expect(ZMonthTotals.parse(await read('/quantify-by-month-total', company))['2024-06']).toBe(1.234568);
    const [burner] = await quantify(company);
    expect(burner!.emission_factors[0]).toMatchObject({
      consumption: 1000,
      avg: 1,
      std_dev: 0,
      count: 1000,
      carbon_footprint: 1.234568,
    });
  });

  it('follows a change of a gas value once the recalculation has run', async () => {
    const factor = await newFactor('Combustible editable (tablero)', stationary.id);
    const [stored] = await t.database.db
      .insert(gas_emissions)
      .values(value(factor, 'CO2', 2, 5))
      .returning();
    const company = await newCompany([stationary.id]);
    await record(company, {
      date: '2024-06-15',
      consumption: 100,
      by_emission_source: false,
      emission_factor_id: factor,
      type_id: operational,
      unit_measurement_id: unit.L,
    });
    expect((await dashboard(company)).totals).toMatchObject({ carbon_footprint: 0.2, uncertainty: 5 });

    // 2 → 3 kg CO2/L at ±10 %: 100 L give 300 kg.
    await succeed(t, 'PUT', `/gas-emissions/${stored!.id}`, superAdmin, {
      ...value(factor, 'CO2', 3, 10),
      avoided: false,
    });
    await recomputePendingEmissions(t.app.ctx);
    expect((await dashboard(company)).totals).toMatchObject({ carbon_footprint: 0.3, uncertainty: 10 });
    expect(ZMonthTotals.parse(await read('/quantify-by-month-total', company))['2024-06']).toBe(0.3);
  });

  it('keeps to any period to the day, across years, edits and deletions', async () => {
    // 1 kg CO2/L: each activity's litres are its kilograms. The activities sit on the edges of the
    // period 2023-03-15 to 2024-11-20, which the roll-ups read as 2023 and 2024 less January and
    // February 2023, 1–14 March 2023, December 2024 and 21–30 November 2024.
    const factor = await newFactor('Combustible por días (tablero)', stationary.id);
    await t.database.db.insert(gas_emissions).values(value(factor, 'CO2', 1, 0));
    const company = await newCompany([stationary.id]);
    const ids: Record<string, number> = {};
    for (const [date, litres] of [
      ['2023-01-31', 1],
      ['2023-03-14', 2],
      ['2023-03-15', 4],
      ['2023-12-31', 8],
      ['2024-01-01', 16],
      ['2024-11-20', 32],
      ['2024-11-21', 64],
      ['2024-12-31', 128],
    ] as const) {
      const created = (await succeed(
        t,
        'POST',
        '/emission-activities',
        company.member,
        litresOf(company, factor, date, litres),
      )) as { id: number };
      ids[date] = created.id;
    }
    const period = { date_from: '2023-03-15', date_to: '2024-11-20' };
    const total = async () => (await dashboard(company, period)).totals;
    // 4 + 8 + 16 + 32 = 60 kg.
    expect(await total()).toMatchObject({ carbon_footprint: 0.06, activities: 4 });
    const months = ZMonthTotals.parse(await read('/quantify-by-month-total', company, period));
    expect(Object.keys(months)).toHaveLength(21);
    expect(months).toMatchObject({ '2023-03': 0.004, '2023-12': 0.008, '2024-01': 0.016, '2024-11': 0.032 });

    // An activity moved into the period, one moved out, one deleted: the figures follow.
    const edit = (date: string, to: string, litres: number) =>
      succeed(
        t,
        'PUT',
        `/emission-activities/${ids[date]}`,
        company.member,
        litresOf(company, factor, to, litres),
      );
    await edit('2024-12-31', '2024-06-30', 128);
    await edit('2023-03-15', '2023-03-14', 4);
    await succeed(t, 'DELETE', `/emission-activities/${ids['2024-01-01']}`, company.member, {
      company_id: company.id,
    });
    // 8 + 32 + 128 = 168 kg.
    expect(await total()).toMatchObject({ carbon_footprint: 0.168, activities: 3 });
    expect(ZMonthTotals.parse(await read('/quantify-by-month-total', company, period))).toMatchObject({
      '2023-03': 0,
      '2024-01': 0,
      '2024-06': 0.128,
    });
    // The whole of both years: 1 + 2 + 4 + 8 + 32 + 64 + 128 = 239 kg.
    expect(
      (await dashboard(company, { date_from: '2023-01-01', date_to: '2024-12-31' })).totals,
    ).toMatchObject({ carbon_footprint: 0.239, activities: 7 });
  });

  it('keeps a month’s days once a reading cuts it where it holds activities, and keeps them right after', async () => {
    const factor = await newFactor('Combustible por meses guardados (tablero)', stationary.id);
    await t.database.db.insert(gas_emissions).values(value(factor, 'CO2', 1, 0));
    const company = await newCompany([stationary.id]);
    const save = async (date: string, litres: number) =>
      (await succeed(
        t,
        'POST',
        '/emission-activities',
        company.member,
        litresOf(company, factor, date, litres),
      )) as { id: number };
    const dayRows = async () =>
      (
        await tenant(t.database.db, company.id)
          .selectFrom(emission_rollups, { period: emission_rollups.period })
          .where(eq(emission_rollups.grain, 'd'))
      )
        .map((row) => row.period)
        .sort();
    const keptMonths = async () =>
      (await tenant(t.database.db, company.id).selectFrom(rollup_day_months)).map((row) => row.month).sort();
    await save('2024-05-10', 1);
    await save('2024-05-20', 2);
    await save('2024-07-05', 4);
    // Written without their days: no reading has cut their months.
    expect(await dayRows()).toEqual([]);

    // A cut of June (no activity in it) and of the year's end keep nothing; the figures are the lines'.
    const fromJune = { date_from: '2024-06-15', date_to: '2024-12-20' };
    expect((await dashboard(company, fromJune)).totals).toMatchObject({
      carbon_footprint: 0.004,
      activities: 1,
    });
    expect(await keptMonths()).toEqual([]);
    // A cut of May where it holds activities keeps May's days, then reads them: only the 20th counts.
    const fromMay = { date_from: '2024-05-15', date_to: '2024-12-20' };
    expect((await dashboard(company, fromMay)).totals).toMatchObject({
      carbon_footprint: 0.006,
      activities: 2,
    });
    expect(await keptMonths()).toEqual(['2024-05-01']);
    expect(await dayRows()).toEqual(['2024-05-10', '2024-05-20']);
    expect(ZMonthTotals.parse(await read('/quantify-by-month-total', company, fromMay))).toMatchObject({
      '2024-05': 0.002,
      '2024-07': 0.004,
    });

    // Later writes of May keep its days; writes of July still write none.
    const added = await save('2024-05-25', 8);
    await save('2024-07-06', 16);
    await succeed(
      t,
      'PUT',
      `/emission-activities/${added.id}`,
      company.member,
      litresOf(company, factor, '2024-05-12', 8),
    );
    expect(await dayRows()).toEqual(['2024-05-10', '2024-05-12', '2024-05-20']);
    expect((await dashboard(company, fromMay)).totals).toMatchObject({
      carbon_footprint: 0.022,
      activities: 3,
    });

    // The background job keeps ahead the months the default period begins in: on 20 July 2027 it
    // begins in July 2024 (kept: it holds activities) and goes into August next (which holds none).
    const on = new Date('2027-07-20T12:00:00Z');
    expect(defaultPeriodMonth(on)).toBe('2024-07-01');
    await keepDaysAhead(t.app.ctx, on);
    expect(await keptMonths()).toEqual(['2024-05-01', '2024-07-01']);
    expect(await dayRows()).toEqual(['2024-05-10', '2024-05-12', '2024-05-20', '2024-07-05', '2024-07-06']);
    const { rollup_mismatches } = await reconcileEmissions(t.app.ctx);
    expect(rollup_mismatches.filter((row) => row.company_id === company.id)).toEqual([]);
  });
});
