import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  categoryOf,
  countActivities,
  inventoryItemKey,
  monthsBetween,
  quantifyByMonthSource,
  quantifyByMonthTotal,
  quantifyBySource,
  quantifyDashboard,
  quantifyItems,
  sumLines,
  type TActivityStatsRow,
  type TQuantifyCategory,
  type TQuantifyRecordCatalogue,
  type TQuantifyRow,
  type TQuantifySource,
} from './quantify.ts';
import type { TWorkingSelector } from '../schemas/dashboard.ts';
import { inWorking, workingFigure } from './working.ts';

// Categories of a small catalogue: ISO 1 and 2, GHG scopes 1, 2 and the scope 3 category 3.6.
const ISO_1: TQuantifyCategory = { id: 11, standard_id: 1, name: 'Categoría 1', scope: null, sort: 0 };
const ISO_2: TQuantifyCategory = { id: 12, standard_id: 1, name: 'Categoría 2', scope: null, sort: 1 };
const GHG_S1: TQuantifyCategory = { id: 21, standard_id: 2, name: 'Alcance 1', scope: 1, sort: 0 };
const GHG_S2: TQuantifyCategory = { id: 22, standard_id: 2, name: 'Alcance 2', scope: 2, sort: 1 };
const GHG_S3_6: TQuantifyCategory = { id: 36, standard_id: 2, name: '3.6 Viajes', scope: 3, sort: 9 };

const STATIONARY: TQuantifySource = {
  id: 1,
  name: 'Combustión estacionaria',
  icon: 'IconFlame',
  categories: [ISO_1, GHG_S1],
};
const ELECTRICITY: TQuantifySource = {
  id: 2,
  name: 'Electricidad adquirida',
  icon: 'IconBolt',
  categories: [ISO_2, GHG_S2],
};
/** No category at all: the keyword rule says scope 3. */
const TRANSPORT: TQuantifySource = {
  id: 3,
  name: 'Transporte tercerizado',
  icon: 'IconTruck',
  categories: [],
};
/** Mapped to two GHG categories: counted under the first by sort (3.6 is sorted after scope 1). */
const TRAVEL: TQuantifySource = {
  id: 4,
  name: 'Viajes de negocios',
  icon: 'IconPlane',
  categories: [GHG_S3_6, GHG_S1, ISO_1],
};

const OPERATIONAL = 100;
const EMBEDDED = 101;
const LITRE = { id: 1, group: 'volume', factor: 1, abbreviation: 'L' };
const GALLON = { id: 2, group: 'volume', factor: 3.785411784, abbreviation: 'gal' };
const KWH = { id: 3, group: 'energy', factor: 1, abbreviation: 'kWh' };

const catalogue: TQuantifyRecordCatalogue = {
  sources: new Map([STATIONARY, ELECTRICITY, TRANSPORT, TRAVEL].map((source) => [source.id, source])),
  gases: new Map([
    [1, { id: 1, name: 'Dióxido de carbono', formula: 'CO2' }],
    [2, { id: 2, name: 'Metano', formula: 'CH4' }],
  ]),
  operational_type_id: OPERATIONAL,
  embedded_type_id: EMBEDDED,
  uncategorised: 'Sin categoría',
  items: new Map([
    [
      'source:7',
      { key: 'source:7', id: 7, code: 'CAL-1', name: 'Caldera', source_id: 1, type_id: OPERATIONAL },
    ],
    ['source:8', { key: 'source:8', id: 8, code: 'RED-1', name: 'Red', source_id: 2, type_id: OPERATIONAL }],
  ]),
  factors: new Map([
    [50, { id: 50, name: 'Diésel' }],
    [51, { id: 51, name: 'Red eléctrica' }],
    [52, { id: 52, name: 'Mezcla B20' }],
    [53, { id: 53, name: 'Biodiésel' }],
    [54, { id: 54, name: 'Camión' }],
  ]),
  units: new Map([LITRE, GALLON, KWH].map((unit) => [unit.id, unit])),
};

/** A row: `kg` at `u` % (so weighted = kg × u). */
function row(values: Partial<TQuantifyRow> & { kg: number; u: number }): TQuantifyRow {
  const { kg, u, ...rest } = values;
  return {
    item: 'source:7',
    gas_emission_id: 1000,
    gas_id: 1,
    source_id: 1,
    type_id: OPERATIONAL,
    emission_factor_id: 50,
    factor_id: 50,
    share: 1,
    avoided: false,
    co2e_kg: kg,
    weighted: kg * u,
    ...rest,
  };
}

function stats(values: Partial<TActivityStatsRow>): TActivityStatsRow {
  return {
    item: 'source:7',
    source_id: 1,
    emission_factor_id: 50,
    type_id: OPERATIONAL,
    unit_measurement_id: LITRE.id,
    flagged: false,
    count: 1,
    consumption: 0,
    consumption_squares: 0,
    ...values,
  };
}

describe('sumLines', () => {
  it('adds two parts of one line linearly: 10 t ±5 % twice is 20 t ±5 %, not ±3.536 %', () => {
    // (10,000 × 5 + 10,000 × 5) / 100 = 1,000 kg half-width over 20,000 kg = 5 %.
    const sums = sumLines([
      row({ kg: 10_000, u: 5, month: '2024-01' }),
      row({ kg: 10_000, u: 5, month: '2024-02' }),
    ]);
    expect(sums.co2e_kg).toBe(20_000);
    expect(sums.aux).toBe(1_000_000);
    const dashboard = quantifyDashboard([row({ kg: 10_000, u: 5 }), row({ kg: 10_000, u: 5 })], catalogue, {
      activities: 2,
      flagged_activities: 0,
    });
    expect(dashboard.totals).toMatchObject({ carbon_footprint: 20, uncertainty: 5 });
  });

  it('combines two lines in quadrature: 10 t ±5 % on two items is 20 t ±3.536 %', () => {
    // sqrt(500² + 500²) / 20,000 = 707.107 / 20,000 = 3.5355 %.
    const dashboard = quantifyDashboard(
      [row({ kg: 10_000, u: 5 }), row({ kg: 10_000, u: 5, item: 'source:9' })],
      catalogue,
      { activities: 2, flagged_activities: 0 },
    );
    expect(dashboard.totals).toMatchObject({ carbon_footprint: 20, uncertainty: 3.536 });
  });

  it('keeps avoided lines apart, with their own uncertainty', () => {
    const sums = sumLines([
      row({ kg: 10_000, u: 5 }),
      row({ kg: 2_000, u: 10, avoided: true, gas_emission_id: 1001 }),
      row({ kg: 2_000, u: 10, avoided: true, gas_emission_id: 1002 }),
    ]);
    // Footprint: 10 t ±5 %; avoided: two lines of 200 kg half-width, sqrt(2) × 200 / 4,000 = 7.071 %.
    expect(sums).toEqual({ co2e_kg: 10_000, aux: 250_000, avoided_kg: 4_000, avoided_aux: 80_000 });
  });
  it('gives, to the last bit, the sums of the plain definition, whatever order the rows come in', () => {
    // The definition as written: each line's rows grouped, every list added in ascending order.
    const ascending = (values: number[]) => [...values].sort((a, b) => a - b).reduce((sum, v) => sum + v, 0);
    const plain = (rows: TQuantifyRow[]) => {
      const lines = new Map<string, TQuantifyRow[]>();
      for (const r of rows) {
        const key = `${r.item}|${r.gas_emission_id}|${r.avoided}`;
        lines.set(key, [...(lines.get(key) ?? []), r]);
      }
      const parts = [...lines.values()].map((line) => ({
        avoided: line[0]!.avoided,
        kg: ascending(line.map((r) => r.co2e_kg)),
        aux: (ascending(line.map((r) => r.weighted)) / 100) ** 2,
      }));
      const of = (avoided: boolean, field: 'kg' | 'aux') =>
        ascending(parts.filter((part) => part.avoided === avoided).map((part) => part[field]));
      return {
        co2e_kg: of(false, 'kg'),
        avoided_kg: of(true, 'kg'),
        aux: of(false, 'aux'),
        avoided_aux: of(true, 'aux'),
      };
    };
    const generated = fc.record({
      item: fc.constantFrom('source:7', 'source:8', 'factor:54:3'),
      gas_emission_id: fc.integer({ min: 1, max: 3 }),
      avoided: fc.boolean(),
      kg: fc.oneof(fc.double({ min: -1e9, max: 1e9, noNaN: true }), fc.constantFrom(0, -0, 0.1, 0.2, 0.3)),
      u: fc.double({ min: 0, max: 100, noNaN: true }),
    });
    fc.assert(
      fc.property(
        // Short sets (an item's lines) and long ones (a dashboard's), sorted two ways.
        fc.oneof(
          fc.array(generated, { maxLength: 12 }),
          fc.array(generated, { minLength: 33, maxLength: 80 }),
        ),
        fc.integer(),
        (list, seed) => {
          const rows = list.map(({ kg, ...r }) => row({ ...r, kg }));
          const shuffled = [...rows].sort(
            (a, b) => ((rows.indexOf(a) * 7919 + seed) % 101) - ((rows.indexOf(b) * 7919 + seed) % 101),
          );
          const expected = plain(rows);
          expect(sumLines(rows)).toEqual(expected);
          expect(sumLines(shuffled)).toEqual(expected);
        },
      ),
      { numRuns: 2_000 },
    );
  });
});

describe('quantifyDashboard', () => {
  // Caldera (stationary, operational): diesel CO2 8 t ±5 % in two rows (two types of the same
  // line can't happen for an emission source; two months can) and CH4 2 t ±50 %.
  // Red (electricity, operational): 5 t ±10 %.
  // A truck recorded by factor (transport, embedded, no category): 4 t ±20 %, and a B20 part's
  // CO2 avoided: 1 t ±8 %.
  const rows: TQuantifyRow[] = [
    row({ kg: 3_000, u: 5 }),
    row({ kg: 5_000, u: 5 }),
    row({ kg: 2_000, u: 50, gas_emission_id: 1001, gas_id: 2 }),
    row({ kg: 5_000, u: 10, item: 'source:8', source_id: 2, gas_emission_id: 2000, emission_factor_id: 51 }),
    row({
      kg: 4_000,
      u: 20,
      item: 'factor:54:3',
      source_id: 3,
      type_id: EMBEDDED,
      gas_emission_id: 3000,
      emission_factor_id: 54,
      factor_id: 54,
    }),
    row({
      kg: 1_000,
      u: 8,
      item: 'factor:54:3',
      source_id: 3,
      type_id: EMBEDDED,
      gas_emission_id: 3001,
      emission_factor_id: 54,
      factor_id: 54,
      avoided: true,
    }),
  ];
  const dashboard = quantifyDashboard(rows, catalogue, { activities: 9, flagged_activities: 2 });

  it('totals the footprint with lines in quadrature, and the avoided part apart', () => {
    // Half-widths: CO2 line (3,000 + 5,000) × 5 % = 400 kg; CH4 1,000; red 500; truck 800.
    // sqrt(400² + 1,000² + 500² + 800²) = sqrt(2,050,000) = 1,431.7821 kg over 19,000 kg = 7.536 %.
    expect(dashboard.totals).toEqual({
      carbon_footprint: 19,
      uncertainty: 7.536,
      carbon_footprint_avoided: 1,
      avoided_uncertainty: 8,
      // Operational: sqrt(400² + 1,000² + 500²) = 1,187.4342 over 15,000 = 7.916 %.
      operational: 15,
      operational_uncertainty: 7.916,
      embedded: 4,
      embedded_uncertainty: 20,
      flagged_activities: 2,
      activities: 9,
    });
  });

  it('groups by source, largest first, each with its scope', () => {
    expect(dashboard.by_source).toEqual([
      {
        source_id: 1,
        name: 'Combustión estacionaria',
        icon: 'IconFlame',
        carbon_footprint: 10,
        // sqrt(400² + 1,000²) = 1,077.0330 over 10,000.
        uncertainty: 10.77,
        carbon_footprint_avoided: 0,
        scope: 1,
      },
      {
        source_id: 2,
        name: 'Electricidad adquirida',
        icon: 'IconBolt',
        carbon_footprint: 5,
        uncertainty: 10,
        carbon_footprint_avoided: 0,
        scope: 2,
      },
      {
        source_id: 3,
        name: 'Transporte tercerizado',
        icon: 'IconTruck',
        carbon_footprint: 4,
        uncertainty: 20,
        carbon_footprint_avoided: 1,
        scope: 3,
      },
    ]);
  });

  it('groups by ISO and GHG category; an uncategorised source falls under null, by its keyword scope', () => {
    expect(dashboard.by_iso).toEqual([
      { category_id: 11, name: 'Categoría 1', carbon_footprint: 10, uncertainty: 10.77 },
      { category_id: 12, name: 'Categoría 2', carbon_footprint: 5, uncertainty: 10 },
      { category_id: null, name: 'Sin categoría', carbon_footprint: 4, uncertainty: 20 },
    ]);
    expect(dashboard.by_ghg).toEqual([
      { category_id: 21, name: 'Alcance 1', scope: 1, carbon_footprint: 10, uncertainty: 10.77 },
      { category_id: 22, name: 'Alcance 2', scope: 2, carbon_footprint: 5, uncertainty: 10 },
      { category_id: null, name: 'Sin categoría', scope: 3, carbon_footprint: 4, uncertainty: 20 },
    ]);
  });

  it('gives the three scopes in order, and the footprint by gas', () => {
    expect(dashboard.by_scope).toEqual([
      { scope: 1, carbon_footprint: 10, uncertainty: 10.77 },
      { scope: 2, carbon_footprint: 5, uncertainty: 10 },
      { scope: 3, carbon_footprint: 4, uncertainty: 20 },
    ]);
    expect(dashboard.by_gas).toEqual([
      {
        gas_id: 1,
        name: 'Dióxido de carbono',
        formula: 'CO2',
        carbon_footprint: 17,
        // sqrt(400² + 500² + 800²) = 1,024.6951 over 17,000.
        uncertainty: 6.028,
        carbon_footprint_avoided: 1,
      },
      {
        gas_id: 2,
        name: 'Metano',
        formula: 'CH4',
        carbon_footprint: 2,
        uncertainty: 50,
        carbon_footprint_avoided: 0,
      },
    ]);
  });

  it('counts a source in several categories of one standard under its first by sort', () => {
    expect(categoryOf(TRAVEL, 2)?.id).toBe(GHG_S1.id);
    const travel = quantifyDashboard(
      [row({ kg: 1_000, u: 5, item: 'factor:54:4', source_id: 4 })],
      catalogue,
      { activities: 1, flagged_activities: 0 },
    );
    expect(travel.by_ghg).toEqual([
      { category_id: 21, name: 'Alcance 1', scope: 1, carbon_footprint: 1, uncertainty: 5 },
    ]);
    expect(travel.by_scope.map((scope) => scope.carbon_footprint)).toEqual([1, 0, 0]);
  });

  it('answers zeros for a filter without data', () => {
    const empty = quantifyDashboard([], catalogue, { activities: 0, flagged_activities: 3 });
    expect(empty.totals).toMatchObject({ carbon_footprint: 0, uncertainty: 0, flagged_activities: 3 });
    expect(empty.by_source).toEqual([]);
    expect(empty.by_scope).toHaveLength(3);
  });

  it('rounds the sum once: 1,000 × 1.2345675 kg is 1.234568 t', () => {
    // Summed in SQL to one row per line; 1,234.5675 kg → 1.2345675 t → 1.234568 (half away from zero).
    const rounding = quantifyDashboard([row({ kg: 1_234.5675, u: 0 })], catalogue, {
      activities: 1000,
      flagged_activities: 0,
    });
    expect(rounding.totals.carbon_footprint).toBe(1.234568);
  });
});

describe('months', () => {
  it('lists every month of a period, across years', () => {
    expect(monthsBetween('2023-11-15', '2024-02-01')).toEqual(['2023-11', '2023-12', '2024-01', '2024-02']);
    expect(monthsBetween('2024-05-01', '2024-05-31')).toEqual(['2024-05']);
  });

  it('answers each month of the period, 0 when empty, by source name with footprint only', () => {
    const rows = [
      row({ kg: 1_500, u: 5, month: '2024-01' }),
      row({ kg: 2_000, u: 5, month: '2024-03', source_id: 2, item: 'source:8', gas_emission_id: 2000 }),
      row({ kg: 700, u: 5, month: '2024-03', avoided: true, gas_emission_id: 1001 }),
    ];
    expect(quantifyByMonthTotal(rows, '2024-01-01', '2024-04-30')).toEqual({
      '2024-01': 1.5,
      '2024-02': 0,
      '2024-03': 2,
      '2024-04': 0,
    });
    expect(quantifyByMonthSource(rows, catalogue, '2024-01-01', '2024-03-31')).toEqual({
      '2024-01': { 'Combustión estacionaria': 1.5 },
      '2024-02': {},
      '2024-03': { 'Electricidad adquirida': 2 },
    });
  });
});

describe('quantifyItems', () => {
  // Caldera on a B20 blend (item source:7, factor 52): diesel part 80 % (CO2 8 t ±5 %, CH4 0.1 t ±50 %),
  // biodiesel part 20 %: its CO2 1.8 t avoided, its CH4 0.02 t ±50 % in the footprint. Activities:
  // 2 in litres (100 and 300 L) and 1 in US gallons (100 gal = 378.5411784 L).
  const blend = { item: 'source:7', emission_factor_id: 52 };
  const rows = [
    row({ ...blend, factor_id: 50, share: 0.8, gas_emission_id: 1, gas_id: 1, kg: 8_000, u: 5 }),
    row({ ...blend, factor_id: 50, share: 0.8, gas_emission_id: 2, gas_id: 2, kg: 100, u: 50 }),
    row({
      ...blend,
      factor_id: 53,
      share: 0.2,
      gas_emission_id: 3,
      gas_id: 1,
      kg: 1_800,
      u: 7,
      avoided: true,
    }),
    row({ ...blend, factor_id: 53, share: 0.2, gas_emission_id: 4, gas_id: 2, kg: 20, u: 50 }),
    row({
      item: 'factor:54:3',
      source_id: 3,
      type_id: EMBEDDED,
      emission_factor_id: 54,
      factor_id: 54,
      kg: 500,
      u: 10,
      gas_emission_id: 9,
    }),
  ];
  const activityStats = [
    stats({
      ...blend,
      unit_measurement_id: LITRE.id,
      count: 2,
      consumption: 400,
      consumption_squares: 100 ** 2 + 300 ** 2,
    }),
    stats({
      ...blend,
      unit_measurement_id: GALLON.id,
      count: 1,
      consumption: 100,
      consumption_squares: 100 ** 2,
    }),
    stats({
      ...blend,
      unit_measurement_id: LITRE.id,
      count: 4,
      flagged: true,
      consumption: 40,
      consumption_squares: 400,
    }),
    stats({
      item: 'factor:54:3',
      source_id: 3,
      type_id: EMBEDDED,
      emission_factor_id: 54,
      unit_measurement_id: KWH.id,
      count: 1,
      consumption: 50,
      consumption_squares: 2_500,
    }),
  ];
  const records = quantifyItems(rows, activityStats, catalogue, 'all');

  it('gives one record per inventory item, largest first, with the consumption in the unit most activities use', () => {
    expect(records.map((record) => record.resource.name)).toEqual(['Caldera', 'Camión']);
    const [caldera] = records;
    // Footprint 8,000 + 100 + 20 = 8,120 kg; half-widths 400, 50 and 10 kg: sqrt(162,600) = 403.2369
    // over 8,120 = 4.966 %. aux = 162,600 kg² = 0.1626 t².
    expect(caldera).toMatchObject({
      resource: { id: 7, code: 'CAL-1', name: 'Caldera', type_id: OPERATIONAL, source: { id: 1 } },
      scope: 1,
      carbon_footprint: 8.12,
      carbon_footprint_avoided: 1.8,
      uncertainty: 4.966,
    });
    const [factor] = caldera!.emission_factors;
    // Litres (2 activities against 1): 100 + 300 + 378.5411784 = 778.5411784 L, mean 259.5137261,
    // sample standard deviation sqrt(((100 − x̄)² + (300 − x̄)² + (378.54 − x̄)²) / 2) = 143.6548…
    expect(factor).toMatchObject({
      id: 52,
      name: 'Mezcla B20',
      consumption: 778.541178,
      avg: 259.513726,
      UDA: 'L',
      count: 3,
      carbon_footprint: 8.12,
      carbon_footprint_avoided: 1.8,
      aux: 0.1626,
      uncertainty: 4.966,
    });
    const x = [100, 300, 378.5411784];
    const mean = x.reduce((a, b) => a + b) / 3;
    const sd = Math.sqrt(x.reduce((a, v) => a + (v - mean) ** 2, 0) / 2);
    expect(factor!.std_dev).toBeCloseTo(sd, 6);
    expect(factor!.factors).toEqual([
      {
        id: 50,
        name: 'Diésel',
        share: 0.8,
        gasses: [
          { gas: 'Dióxido de carbono', formula: 'CO2', carbon_footprint: 8, carbon_footprint_avoided: 0 },
          { gas: 'Metano', formula: 'CH4', carbon_footprint: 0.1, carbon_footprint_avoided: 0 },
        ],
      },
      {
        id: 53,
        name: 'Biodiésel',
        share: 0.2,
        gasses: [
          { gas: 'Metano', formula: 'CH4', carbon_footprint: 0.02, carbon_footprint_avoided: 0 },
          { gas: 'Dióxido de carbono', formula: 'CO2', carbon_footprint: 0, carbon_footprint_avoided: 1.8 },
        ],
      },
    ]);
  });

  it('names an item recorded by factor after its factor, with a standard deviation of 0 for one activity', () => {
    expect(records[1]).toMatchObject({
      resource: {
        id: null,
        code: null,
        name: 'Camión',
        type_id: EMBEDDED,
        source: { id: 3, categories: [] },
      },
      scope: 3,
      carbon_footprint: 0.5,
      emission_factors: [
        { id: 54, consumption: 50, avg: 50, std_dev: 0, UDA: 'kWh', count: 1, uncertainty: 10 },
      ],
    });
  });

  it('keeps to one type for the operational and embedded records', () => {
    expect(quantifyItems(rows, activityStats, catalogue, 'operational').map((r) => r.resource.name)).toEqual([
      'Caldera',
    ]);
    expect(quantifyItems(rows, activityStats, catalogue, 'embedded').map((r) => r.resource.name)).toEqual([
      'Camión',
    ]);
  });

  it('gives each source with data its gases, consumption per unit and count', () => {
    const bySource = quantifyBySource(rows, activityStats, catalogue);
    expect(bySource.map((source) => [source.name, source.carbon_footprint, source.count])).toEqual([
      ['Combustión estacionaria', 8.12, 3],
      ['Transporte tercerizado', 0.5, 1],
    ]);
    expect(bySource[0]!.consumption).toEqual([
      { unit_measurement_id: LITRE.id, unit: 'L', value: 400 },
      { unit_measurement_id: GALLON.id, unit: 'gal', value: 100 },
    ]);
    expect(
      bySource[0]!.gases.map((gas) => [gas.formula, gas.carbon_footprint, gas.carbon_footprint_avoided]),
    ).toEqual([
      ['CO2', 8, 1.8],
      ['CH4', 0.12, 0],
    ]);
  });

  it('counts flagged activities apart from the others', () => {
    expect(countActivities(activityStats)).toEqual({ activities: 4, flagged_activities: 4 });
  });
});

describe('inventoryItemKey', () => {
  it('is the emission source, or the factor within its catalogue source', () => {
    expect(
      inventoryItemKey({
        by_emission_source: true,
        emission_source_id: 7,
        emission_factor_id: 50,
        source_id: 1,
      }),
    ).toBe('source:7');
    expect(
      inventoryItemKey({
        by_emission_source: false,
        emission_source_id: null,
        emission_factor_id: 50,
        source_id: 1,
      }),
    ).toBe('factor:50:1');
  });
});

// Every grouping adds up to the total within rounding: n figures each rounded by at most 5e-7 t.
describe('groupings add up (property)', () => {
  const rowArbitrary = fc.record({
    item: fc.constantFrom('source:7', 'source:8', 'source:9', 'factor:54:3', 'factor:52:4'),
    gas_emission_id: fc.integer({ min: 1, max: 6 }),
    gas_id: fc.constantFrom(1, 2),
    type_id: fc.constantFrom(OPERATIONAL, EMBEDDED),
    avoided: fc.boolean(),
    month: fc.constantFrom('2024-01', '2024-02', '2024-03', '2024-06'),
    co2e_kg: fc.double({ min: 0, max: 1e7, noNaN: true }),
    u: fc.double({ min: 0, max: 100, noNaN: true }),
  });
  // The item decides the source and factor, as for stored lines.
  const sourceOfItem: Record<string, number> = {
    'source:7': 1,
    'source:8': 2,
    'source:9': 4,
    'factor:54:3': 3,
    'factor:52:4': 4,
  };
  type TGenerated = typeof rowArbitrary extends fc.Arbitrary<infer T> ? T : never;
  const toRow = (r: TGenerated): TQuantifyRow => ({
    item: r.item,
    gas_emission_id: r.gas_emission_id,
    gas_id: r.gas_id,
    source_id: sourceOfItem[r.item]!,
    type_id: r.type_id,
    emission_factor_id: r.item.startsWith('factor:52') ? 52 : 54,
    factor_id: r.gas_emission_id % 2 === 0 ? 50 : 53,
    share: 0.5,
    avoided: r.avoided,
    month: r.month,
    co2e_kg: r.co2e_kg,
    weighted: r.co2e_kg * r.u,
  });
  const within = (parts: number[], total: number) =>
    Math.abs(parts.reduce((sum, part) => sum + part, 0) - total) <= parts.length * 5e-7 + 1e-9;

  it('by source, ISO, GHG, scope, gas, type, month and item all add up to the total', () => {
    fc.assert(
      fc.property(fc.array(rowArbitrary, { maxLength: 60 }), (generated) => {
        const rows = generated.map(toRow);
        const d = quantifyDashboard(rows, catalogue, { activities: rows.length, flagged_activities: 0 });
        const total = d.totals.carbon_footprint;
        const avoided = d.totals.carbon_footprint_avoided;
        const months = Object.values(quantifyByMonthTotal(rows, '2024-01-01', '2024-06-30'));
        const monthSources = Object.values(
          quantifyByMonthSource(rows, catalogue, '2024-01-01', '2024-06-30'),
        ).flatMap((bySource) => Object.values(bySource));
        const items = quantifyItems(rows, [], catalogue, 'all');
        const operational = quantifyItems(rows, [], catalogue, 'operational');
        const embedded = quantifyItems(rows, [], catalogue, 'embedded');
        const footprints = (list: { carbon_footprint: number }[]) => list.map((x) => x.carbon_footprint);
        return (
          within(footprints(d.by_source), total) &&
          within(footprints(d.by_iso), total) &&
          within(footprints(d.by_ghg), total) &&
          within(footprints(d.by_scope), total) &&
          within(footprints(d.by_gas), total) &&
          within([d.totals.operational, d.totals.embedded], total) &&
          within(months, total) &&
          within(monthSources, total) &&
          within(footprints(items), total) &&
          within(footprints(items.flatMap((item) => item.emission_factors)), total) &&
          within(
            items.flatMap((item) =>
              item.emission_factors.flatMap((f) =>
                f.factors.flatMap((p) => p.gasses.map((g) => g.carbon_footprint)),
              ),
            ),
            total,
          ) &&
          within(footprints(operational), d.totals.operational) &&
          within(footprints(embedded), d.totals.embedded) &&
          within(
            d.by_source.map((s) => s.carbon_footprint_avoided),
            avoided,
          ) &&
          within(
            d.by_gas.map((g) => g.carbon_footprint_avoided),
            avoided,
          )
        );
      }),
      { numRuns: 300 },
    );
  });

  it('never answers an uncertainty below the largest line’s share nor above the linear sum', () => {
    // Quadrature lies between the largest half-width and the sum of the half-widths.
    fc.assert(
      fc.property(fc.array(rowArbitrary, { minLength: 1, maxLength: 30 }), (generated) => {
        const rows = generated.map(toRow).filter((r) => !r.avoided);
        const sums = sumLines(rows);
        const halfWidths = [...new Set(rows.map((r) => `${r.item}|${r.gas_emission_id}`))].map(
          (key) =>
            rows.filter((r) => `${r.item}|${r.gas_emission_id}` === key).reduce((s, r) => s + r.weighted, 0) /
            100,
        );
        const root = Math.sqrt(sums.aux);
        return (
          root <= halfWidths.reduce((s, h) => s + h, 0) * (1 + 1e-9) + 1e-9 &&
          root >= Math.max(0, ...halfWidths) * (1 - 1e-9) - 1e-9
        );
      }),
    );
  });

  it('gives the working of every figure of the dashboard exactly as the dashboard gives it', () => {
    fc.assert(
      fc.property(fc.array(rowArbitrary, { maxLength: 60 }), (generated) => {
        const rows = generated.map(toRow);
        const d = quantifyDashboard(rows, catalogue, { activities: rows.length, flagged_activities: 0 });
        const figure = (selector: TWorkingSelector) =>
          workingFigure(rows.filter((r) => inWorking(r, selector, catalogue)));
        const same = (
          selector: TWorkingSelector,
          expected: { carbon_footprint: number; uncertainty: number },
        ) => {
          const got = figure(selector);
          expect([got.carbon_footprint, got.uncertainty], JSON.stringify(selector)).toEqual([
            expected.carbon_footprint,
            expected.uncertainty,
          ]);
        };
        const total = figure({ group: 'total' });
        expect(total).toMatchObject({
          carbon_footprint: d.totals.carbon_footprint,
          uncertainty: d.totals.uncertainty,
          carbon_footprint_avoided: d.totals.carbon_footprint_avoided,
          avoided_uncertainty: d.totals.avoided_uncertainty,
        });
        same(
          { group: 'type', type: 'operational' },
          {
            carbon_footprint: d.totals.operational,
            uncertainty: d.totals.operational_uncertainty,
          },
        );
        same(
          { group: 'type', type: 'embedded' },
          {
            carbon_footprint: d.totals.embedded,
            uncertainty: d.totals.embedded_uncertainty,
          },
        );
        for (const r of d.by_source) same({ group: 'source', source_id: r.source_id }, r);
        for (const r of d.by_scope) same({ group: 'scope', scope: r.scope }, r);
        for (const r of d.by_gas) same({ group: 'gas', gas_id: r.gas_id }, r);
        for (const r of d.by_iso) same({ group: 'iso', category_id: r.category_id }, r);
        for (const r of d.by_ghg)
          same(
            { group: 'ghg', category_id: r.category_id, scope: r.category_id === null ? r.scope : null },
            r,
          );
      }),
      { numRuns: 200 },
    );
  });
});
