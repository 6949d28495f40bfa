import { givenByEmissionSource } from '@huella/shared';
import type { ServiceContext } from '../../lib/context.ts';
import { DEMO_FIRST_MONTH, monthsUntil, seededRandom } from '../../lib/demo-data.ts';
import { createCalculator } from '../emissions/emissions.service.ts';
import {
  ACTIVITY_TYPE_GROUP,
  countCompanyActivities,
  findDemoCompanyId,
  listDemoSources,
  listFactorIdsByCode,
  listTypeIds,
  listUnitIdsByCode,
  refreshActivityStatistics,
  type ActivityValues,
} from './emission-activities.repository.ts';
import { insertCalculatedActivities } from './emission-activities.store.ts';

// The demo company's activity data (DESIGN §1: the embedded default shows three years of realistic
// data): one record a month per emission source from January 2024 (when the seeded EPA values start)
// to the last full month, with each kind of source's usual monthly amount in its usual unit, a
// seasonal swing, some noise, a few months missing, refrigerant recharges only now and then, and a
// few activities recorded by factor. Only what calculates is written: travel and freight start in
// 2025, when the seeded EPA values for them do. The plan is a pure function of its inputs and a seed,
// so the benchmark scales the same data to a million rows by asking for more records a month.

/** How a kind of source consumes: its unit (a unit code), a usual month and its seasonal swing. */
type Profile = { unit: string; monthly: number; season: number; occasional?: boolean };

/** By the code of the seeded factor an emission source is on. */
export const DEMO_PROFILES: Record<string, Profile> = {
  EPA_HUB_2024_NATURAL_GAS_SCF: { unit: 'm3', monthly: 9_000, season: 0.15 },
  EPA_HUB_2024_NATURAL_GAS_MMBTU: { unit: 'mmBtu', monthly: 380, season: 0.1 },
  IPCC2006_NATURAL_GAS_STATIONARY_ENERGY_MANUF: { unit: 'GJ', monthly: 850, season: 0.1 },
  EPA_CFR98_DISTILLATE_NO2_GAL: { unit: 'gal_us', monthly: 120, season: 0.3 },
  EPA_CFR98_LPG_GAL: { unit: 'gal_us', monthly: 260, season: 0.1 },
  EPA_CFR98_PROPANE_GAL: { unit: 'gal_us', monthly: 180, season: 0.1 },
  EPA_CFR98_DISTILLATE_NO2_GAL_MOBILE_CO2: { unit: 'gal_us', monthly: 850, season: 0.2 },
  EPA_CFR98_MOTOR_GASOLINE_GAL_MOBILE_CO2: { unit: 'gal_us', monthly: 210, season: 0.15 },
  REFRIGERANT_R404A_KG: { unit: 'kg', monthly: 12, season: 0, occasional: true },
  REFRIGERANT_R410A_KG: { unit: 'kg', monthly: 6, season: 0, occasional: true },
  REFRIGERANT_HFC134A_KG: { unit: 'kg', monthly: 9, season: 0, occasional: true },
  UPME_2023_SIN_INVENTORY_2022: { unit: 'kWh', monthly: 95_000, season: 0.12 },
  EPA_HUB_2025_AIR_SHORT_HAUL_PMI: { unit: 'pkm', monthly: 9_000, season: 0.35 },
  EPA_HUB_2025_AIR_MEDIUM_HAUL_PMI: { unit: 'pkm', monthly: 16_000, season: 0.35 },
  EPA_HUB_2025_AIR_LONG_HAUL_PMI: { unit: 'pkm', monthly: 28_000, season: 0.5 },
  EPA_HUB_2025_BUS_PMI: { unit: 'pkm', monthly: 30_000, season: 0.1 },
  EPA_HUB_2025_TRUCK_SHORT_TON_MILE: { unit: 'tkm', monthly: 42_000, season: 0.2 },
};

/** Activities recorded by factor (no emission source): a rented site's power and visitors' flights. */
export const DEMO_FACTOR_ACTIVITIES = [
  {
    factor: 'UPME_2023_SIN_INVENTORY_2022',
    site: 1,
    description: 'Energía de la bodega arrendada en Barranquilla',
    scale: 0.2,
  },
  {
    factor: 'EPA_HUB_2025_AIR_SHORT_HAUL_PMI',
    site: 0,
    description: 'Vuelos de los auditores externos',
    scale: 0.3,
  },
] as const;

export type DemoSource = { id: number; code: string; factor_code: string | null; headquarter_id: number };

/** One planned record: on an emission source (its index) or on a factor (by code). */
export type PlannedActivity = {
  source: number | null;
  factor: string | null;
  headquarter: number | null;
  date: string;
  consumption: number;
  unit: string;
  description: string | null;
};

/**
 * The demo's records for these sources and months: `perMonth` records a month per source (1 for
 * the demo; the benchmark asks for more), a few months left out and occasional sources recorded
 * only some months. Deterministic for a seed.
 */
export function* planDemoActivities(options: {
  sources: readonly DemoSource[];
  headquarters: readonly number[];
  months: readonly string[];
  perMonth?: number;
  seed?: number;
}): Generator<PlannedActivity> {
  const { sources, headquarters, months, perMonth = 1, seed = 2026 } = options;
  const random = seededRandom(seed);
  for (const [index, month] of months.entries()) {
    const monthOfYear = Number(month.slice(5, 7));
    for (const [position, source] of sources.entries()) {
      const profile = source.factor_code ? DEMO_PROFILES[source.factor_code] : undefined;
      if (!profile) continue;
      // A few months a year go unrecorded; refrigerants are recharged only now and then.
      if (random() < (profile.occasional ? 0.75 : 0.03)) continue;
      const phase = (position % 12) / 12;
      const seasonal = 1 + profile.season * Math.sin(2 * Math.PI * (monthOfYear / 12 + phase));
      // A slow growth of the business over the years.
      const growth = 1 + index * 0.004;
      for (let n = 0; n < perMonth; n++) {
        const noise = 0.9 + random() * 0.2;
        const amount = (profile.monthly * seasonal * growth * noise) / perMonth;
        const day = perMonth === 1 ? 28 : 1 + Math.floor((n * 28) / perMonth);
        yield {
          source: position,
          factor: null,
          headquarter: source.headquarter_id,
          date: `${month}-${String(day).padStart(2, '0')}`,
          consumption: Math.round(amount * 100) / 100,
          unit: profile.unit,
          description: null,
        };
      }
    }
    for (const extra of DEMO_FACTOR_ACTIVITIES) {
      const profile = DEMO_PROFILES[extra.factor]!;
      if (random() < 0.1) continue;
      yield {
        source: null,
        factor: extra.factor,
        headquarter: headquarters[extra.site] ?? null,
        date: `${month}-15`,
        consumption: Math.round(profile.monthly * extra.scale * (0.85 + random() * 0.3) * 100) / 100,
        unit: profile.unit,
        description: extra.description,
      };
    }
  }
}

/** Records written per transaction. */
const CHUNK = 2000;

/**
 * Writes the demo company's activities, calculated, once: a company that has activities already
 * keeps them as they are. Answers how many were added.
 */
export async function seedDemoActivities(
  ctx: Pick<ServiceContext, 'db' | 'log'>,
  today = new Date().toISOString().slice(0, 10),
): Promise<number> {
  const companyId = await findDemoCompanyId(ctx.db);
  if (companyId === null || (await countCompanyActivities(ctx.db, companyId)) > 0) return 0;
  const sources = await listDemoSources(ctx.db, companyId);
  const units = await listUnitIdsByCode(ctx.db);
  const factors = await listFactorIdsByCode(ctx.db);
  const [operational] = (await listTypeIds(ctx.db, ACTIVITY_TYPE_GROUP)).filter(
    (type) => type.code === 'operational',
  );
  const headquarters = [...new Set(sources.map((source) => source.headquarter_id))];
  const activityUncertainty = new Map(sources.map((source) => [source.id, source.activity_uncertainty]));
  const plan = planDemoActivities({
    sources,
    headquarters,
    months: monthsUntil(DEMO_FIRST_MONTH, today),
  });
  const values: ActivityValues[] = [];
  for (const planned of plan) {
    const unit = units.get(planned.unit);
    if (unit === undefined) continue;
    if (planned.source !== null) {
      const source = sources[planned.source]!;
      values.push({
        date: planned.date,
        consumption: planned.consumption,
        by_emission_source: true,
        emission_source_id: source.id,
        ...givenByEmissionSource(source),
        unit_measurement_id: unit,
        description: planned.description,
      });
    } else {
      const factor = factors.get(planned.factor!);
      if (!factor || !operational) continue;
      values.push({
        date: planned.date,
        consumption: planned.consumption,
        by_emission_source: false,
        emission_source_id: null,
        emission_factor_id: factor.id,
        type_id: operational.id,
        source_id: factor.source_id,
        unit_measurement_id: unit,
        headquarter_id: planned.headquarter,
        description: planned.description,
      });
    }
  }
  let added = 0;
  for (let at = 0; at < values.length; at += CHUNK) {
    const chunk = values.slice(at, at + CHUNK);
    added += await ctx.db.transaction(async (tx) => {
      const calculator = createCalculator(tx);
      await calculator.prepare(
        chunk.map((value) => value.emission_factor_id),
        chunk.map((value) => value.unit_measurement_id),
      );
      const results = chunk.map((value) =>
        calculator.calculate({
          date: value.date,
          consumption: value.consumption,
          unit_measurement_id: value.unit_measurement_id,
          factor_id: value.emission_factor_id,
          activity_uncertainty:
            value.emission_source_id == null ? 0 : (activityUncertainty.get(value.emission_source_id) ?? 0),
        }),
      );
      // The demo only records what calculates: a value the catalogue lacks on a day is left out.
      const ids = await insertCalculatedActivities(
        tx,
        companyId,
        chunk.flatMap((values, index) => {
          const result = results[index]!;
          return result.ok ? [{ values, result }] : [];
        }),
      );
      return ids.length;
    });
  }
  // Three years of rows at once: the planner learns of them now, not when autovacuum next passes
  // (the embedded database has none), so the dashboard's joins are planned for what is there.
  if (added > 0) await refreshActivityStatistics(ctx.db);
  ctx.log.info({ company: companyId, activities: added }, 'demo activities seeded');
  return added;
}
