import { and, count, eq, inArray } from 'drizzle-orm';
import { DEMO_FIRST_MONTH, monthsUntil, seededRandom } from '../lib/demo-data.ts';
import type { Tx } from './client.ts';
import { emission_indicators, key_indicators, sectors } from './schema/index.ts';
import { tenant } from './tenant.ts';

// The demo company's emission indicators: what it produces and how many people it employs, one value
// a month over the months of its activities (from January 2024 to the last full month), so the
// indicator dashboard shows real intensities on first start. Andina Verde makes packaged goods in
// Bogotá and distributes them from Medellín and Cartagena: production peaks before the year-end
// season, and the staff grows a little each year with temporary hires for that season. The figures are
// a pure function of the months and a seed.

/** A demo indicator: the seeded key indicator (by its sector's code and its name) and its usual month. */
type DemoIndicator = {
  sector: string;
  name: string;
  /** The usual monthly value at the start, in the key indicator's unit. */
  monthly: number;
  /** Share the value swings over the year, highest in `peak` (1–12). */
  season: number;
  peak: number;
  /** Growth per month (0.003 = 0.3 %). */
  growth: number;
  /** Share of random spread around the value, either way. */
  noise: number;
  /** Decimals kept (0 for a count of people). */
  decimals: number;
  note: string;
};

export const DEMO_INDICATORS: readonly DemoIndicator[] = [
  {
    sector: 'manufacturing',
    name: 'Toneladas producidas',
    monthly: 1_450,
    season: 0.1,
    peak: 11,
    growth: 0.003,
    noise: 0.03,
    decimals: 1,
    note: 'Producto terminado de la planta de Fontibón, según el cierre de producción del mes.',
  },
  {
    sector: 'services',
    name: 'Empleados',
    monthly: 236,
    season: 0.03,
    peak: 12,
    growth: 0.0015,
    noise: 0.01,
    decimals: 0,
    note: 'Personas en la nómina de las tres sedes al cierre del mes, temporales de temporada incluidos.',
  },
];

/** One planned value: the indicator (its index in `DEMO_INDICATORS`), its date and its value. */
export type PlannedIndicator = { indicator: number; date: string; value: number };

/** The last day of a `YYYY-MM` month, as `YYYY-MM-DD`. */
function lastDayOf(month: string): string {
  const [year, monthOfYear] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, monthOfYear, 0)).toISOString().slice(0, 10);
}

/** The demo's indicator values for these months: one per indicator and month, on its last day. */
export function* planDemoIndicators(months: readonly string[], seed = 2026): Generator<PlannedIndicator> {
  const random = seededRandom(seed);
  for (const [index, month] of months.entries()) {
    const monthOfYear = Number(month.slice(5, 7));
    for (const [position, indicator] of DEMO_INDICATORS.entries()) {
      const seasonal = 1 + indicator.season * Math.cos((2 * Math.PI * (monthOfYear - indicator.peak)) / 12);
      const growth = 1 + index * indicator.growth;
      const noise = 1 + indicator.noise * (2 * random() - 1);
      const scale = 10 ** indicator.decimals;
      yield {
        indicator: position,
        date: lastDayOf(month),
        value: Math.round(indicator.monthly * seasonal * growth * noise * scale) / scale,
      };
    }
  }
}

/**
 * Writes the demo company's indicators once: a company that holds indicators already keeps them as
 * they are. A key indicator a super-admin renamed or removed from the catalogue is left out rather
 * than failing the start. Answers how many were added.
 */
export async function seedDemoIndicators(tx: Tx, companyId: number, today: string): Promise<number> {
  const company = tenant(tx, companyId);
  const [held] = await company.selectFrom(emission_indicators, { n: count() });
  if ((held?.n ?? 0) > 0) return 0;
  // Found by their sector's code and their Spanish name, the seed's key (an English one may change).
  const catalogue = await tx
    .select({
      id: key_indicators.id,
      sector_id: key_indicators.sector_id,
      sector: sectors.code,
      name: key_indicators.name,
    })
    .from(key_indicators)
    .innerJoin(sectors, eq(sectors.id, key_indicators.sector_id))
    .where(
      and(
        inArray(
          sectors.code,
          DEMO_INDICATORS.map((indicator) => indicator.sector),
        ),
        inArray(
          key_indicators.name,
          DEMO_INDICATORS.map((indicator) => indicator.name),
        ),
      ),
    );
  const found = DEMO_INDICATORS.map((indicator) =>
    catalogue.find((row) => row.sector === indicator.sector && row.name === indicator.name),
  );
  const rows = [...planDemoIndicators(monthsUntil(DEMO_FIRST_MONTH, today))].flatMap((planned) => {
    const keyIndicator = found[planned.indicator];
    if (!keyIndicator) return [];
    return [
      {
        key_indicator_id: keyIndicator.id,
        sector_id: keyIndicator.sector_id,
        value: planned.value,
        date: planned.date,
        note: DEMO_INDICATORS[planned.indicator]!.note,
      },
    ];
  });
  if (rows.length === 0) return 0;
  const inserted = await company
    .insertInto(emission_indicators, rows)
    .returning({ id: emission_indicators.id });
  return inserted.length;
}
