import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../../db/demo.ts';
import { emission_activities, emission_factors } from '../../db/schema/index.ts';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';
import { monthsUntil } from '../../lib/demo-data.ts';
import { planDemoActivities, seedDemoActivities, type DemoSource } from './emission-activities.demo.ts';

describe('the demo’s activity data', () => {
  const sources: DemoSource[] = [
    { id: 1, code: 'BOG-ELE-01', factor_code: 'UPME_2023_SIN_INVENTORY_2022', headquarter_id: 10 },
    { id: 2, code: 'BOG-REF-01', factor_code: 'REFRIGERANT_R404A_KG', headquarter_id: 10 },
    { id: 3, code: 'MED-VEH-01', factor_code: 'EPA_CFR98_DISTILLATE_NO2_GAL_MOBILE_CO2', headquarter_id: 11 },
  ];
  const months = monthsUntil('2024-01', '2026-11-24');

  it('covers every month from January 2024 to the last full one', () => {
    expect(months).toHaveLength(34);
    expect([months[0], months.at(-1)]).toEqual(['2024-01', '2026-10']);
  });

  it('is the same for a seed, and grows by records a month for the benchmark', () => {
    const plan = (seed: number, perMonth = 1) => [
      ...planDemoActivities({ sources, headquarters: [10, 11], months, seed, perMonth }),
    ];
    expect(plan(7)).toEqual(plan(7));
    expect(plan(7)).not.toEqual(plan(8));
    expect(plan(7, 10).length).toBeGreaterThan(plan(7).length * 5);
  });

  it('has seasons, a few missing months, occasional recharges and activities by factor', () => {
    const plan = [...planDemoActivities({ sources, headquarters: [10, 11], months })];
    const power = plan.filter((row) => row.source === 0);
    const refrigerant = plan.filter((row) => row.source === 1);
    expect(power.length).toBeGreaterThan(30);
    expect(power.length).toBeLessThanOrEqual(34);
    expect(refrigerant.length).toBeLessThan(20);
    const amounts = power.map((row) => row.consumption);
    expect(Math.max(...amounts) / Math.min(...amounts)).toBeGreaterThan(1.15);
    expect(plan.some((row) => row.source === null && row.factor !== null)).toBe(true);
  });

  describe('on the database', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await startTestApp();
      await seedDemo(t.database.db);
    });
    afterAll(async () => t?.close());

    it('writes the demo company’s activities once, every one calculated', async () => {
      const added = await seedDemoActivities(t.app.ctx, '2026-11-24');
      expect(added).toBeGreaterThan(1000);
      const rows = await t.database.db.select().from(emission_activities);
      expect(rows).toHaveLength(added);
      expect(rows.every((row) => !row.flagged && row.carbon_footprint > 0)).toBe(true);
      expect(rows.filter((row) => !row.by_emission_source).length).toBeGreaterThan(40);
      expect(await seedDemoActivities(t.app.ctx, '2026-11-24')).toBe(0);
      const latest = await t.database.db
        .select({ date: emission_activities.date })
        .from(emission_activities)
        .where(eq(emission_activities.by_emission_source, true));
      expect(
        latest
          .map((row) => row.date)
          .sort()
          .at(-1),
      ).toBe('2026-10-28');
    });

    it('gives every activity of a source the uncertainty of its factor and of how its consumption is known', async () => {
      const rows = await t.database.db
        .select({
          uncertainty: emission_activities.uncertainty,
          factor: emission_factors.code,
          by_emission_source: emission_activities.by_emission_source,
        })
        .from(emission_activities)
        .innerJoin(emission_factors, eq(emission_factors.id, emission_activities.emission_factor_id));
      const ofSources = rows.filter((row) => row.by_emission_source);
      expect(ofSources.length).toBeGreaterThan(1000);
      expect(ofSources.every((row) => row.uncertainty > 0)).toBe(true);
      // The grid factor states no uncertainty (0); the demo's sources know their metered supply to 2 %.
      const grid = ofSources.filter((row) => row.factor === 'UPME_2023_SIN_INVENTORY_2022');
      expect(grid.length).toBeGreaterThan(0);
      expect(new Set(grid.map((row) => row.uncertainty))).toEqual(new Set([2]));
      // Mobile diesel has only its CO2 line: sqrt(2.024² + 5²) = sqrt(4.096576 + 25) = 5.394124… → 5.394.
      const truck = ofSources.filter((row) => row.factor === 'EPA_CFR98_DISTILLATE_NO2_GAL_MOBILE_CO2');
      expect(new Set(truck.map((row) => row.uncertainty))).toEqual(new Set([5.394]));
    });
  });
});
