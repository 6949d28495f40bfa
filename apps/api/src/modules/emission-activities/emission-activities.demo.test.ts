import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../../db/demo.ts';
import { emission_activities } from '../../db/schema/index.ts';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';
import {
  monthsUntil,
  planDemoActivities,
  seedDemoActivities,
  type DemoSource,
} from './emission-activities.demo.ts';

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
  });
});
