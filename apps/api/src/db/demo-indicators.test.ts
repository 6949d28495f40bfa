import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { DEMO_FIRST_MONTH, monthsUntil } from '../lib/demo-data.ts';
import { seedDemoActivities } from '../modules/emission-activities/emission-activities.service.ts';
import { startTestApp, type TestApp } from '../testing/test-app.ts';
import { DEMO_COMPANY, seedDemo } from './demo.ts';
import { DEMO_INDICATORS, planDemoIndicators } from './demo-indicators.ts';
import {
  companies,
  emission_activities,
  emission_indicators,
  key_indicator_sources,
  key_indicators,
  sectors,
  unit_measurements,
} from './schema/index.ts';

const TODAY = '2026-11-24';
const months = monthsUntil(DEMO_FIRST_MONTH, TODAY);

describe('the demo’s indicators', () => {
  const plan = [...planDemoIndicators(months)];
  const valuesOf = (name: string) => {
    const position = DEMO_INDICATORS.findIndex((indicator) => indicator.name === name);
    return plan.filter((row) => row.indicator === position);
  };
  const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
  const ofMonth = (rows: { date: string; value: number }[], month: string) =>
    rows.filter((row) => row.date.slice(5, 7) === month).map((row) => row.value);

  it('gives each indicator one value a month, on the month’s last day, the same for a seed', () => {
    expect(months).toHaveLength(34);
    for (const indicator of ['Toneladas producidas', 'Empleados']) {
      const rows = valuesOf(indicator);
      expect(rows.map((row) => row.date.slice(0, 7))).toEqual(months);
      expect(rows.slice(0, 3).map((row) => row.date)).toEqual(['2024-01-31', '2024-02-29', '2024-03-31']);
      expect(rows.at(-1)?.date).toBe('2026-10-31');
    }
    expect([...planDemoIndicators(months, 7)]).toEqual([...planDemoIndicators(months, 7)]);
    expect([...planDemoIndicators(months, 7)]).not.toEqual([...planDemoIndicators(months, 8)]);
  });

  it('has a plant’s production and a company’s staff, a little higher in the year-end season', () => {
    const tonnes = valuesOf('Toneladas producidas');
    expect(tonnes.every((row) => row.value >= 1_200 && row.value <= 1_900)).toBe(true);
    expect(mean(ofMonth(tonnes, '11'))).toBeGreaterThan(mean(ofMonth(tonnes, '05')) * 1.1);
    const staff = valuesOf('Empleados');
    expect(staff.every((row) => Number.isInteger(row.value) && row.value >= 220 && row.value <= 270)).toBe(
      true,
    );
    expect(mean(ofMonth(staff, '12'))).toBeGreaterThan(mean(ofMonth(staff, '06')));
    // Month to month the staff changes by a few people, not by dozens.
    for (const [index, row] of staff.entries())
      if (index > 0) expect(Math.abs(row.value - staff[index - 1]!.value)).toBeLessThanOrEqual(12);
  });

  describe('on the database', () => {
    let t: TestApp;
    let companyId: number;
    let added: number;

    beforeAll(async () => {
      t = await startTestApp();
      added = (await seedDemo(t.database.db, TODAY)).inserted.emission_indicators;
      await seedDemoActivities(t.app.ctx, TODAY);
      const [company] = await t.database.db
        .select({ id: companies.id })
        .from(companies)
        .where(eq(companies.name, DEMO_COMPANY.name));
      companyId = company!.id;
    });
    afterAll(async () => t?.close());

    const storedIndicators = () =>
      t.database.db
        .select({
          key_indicator_id: emission_indicators.key_indicator_id,
          sector: sectors.code,
          indicator_sector_id: key_indicators.sector_id,
          sector_id: emission_indicators.sector_id,
          name: key_indicators.name,
          unit: unit_measurements.code,
          date: emission_indicators.date,
          value: emission_indicators.value,
        })
        .from(emission_indicators)
        .innerJoin(key_indicators, eq(key_indicators.id, emission_indicators.key_indicator_id))
        .innerJoin(sectors, eq(sectors.id, key_indicators.sector_id))
        .innerJoin(unit_measurements, eq(unit_measurements.id, key_indicators.unit_measurement_id))
        .where(eq(emission_indicators.company_id, companyId));

    it('gives the demo company its monthly tonnes produced and employees, once', async () => {
      expect(added).toBe(2 * 34);
      const rows = await storedIndicators();
      expect(rows).toHaveLength(added);
      const monthsOf = (name: string) =>
        rows
          .filter((row) => row.name === name)
          .map((row) => row.date.slice(0, 7))
          .sort();
      expect(monthsOf('Toneladas producidas')).toEqual(months);
      expect(monthsOf('Empleados')).toEqual(months);
      const kinds = new Set(rows.map((row) => `${row.sector} ${row.name} ${row.unit}`));
      expect(kinds).toEqual(new Set(['manufacturing Toneladas producidas t', 'services Empleados employee']));
      expect(rows.every((row) => row.sector_id === row.indicator_sector_id && row.value > 0)).toBe(true);

      const again = await seedDemo(t.database.db, '2027-03-10');
      expect(again.inserted.emission_indicators).toBe(0);
      expect(await storedIndicators()).toHaveLength(added);
    });

    it('records activities every month in the sources each indicator is compared with', async () => {
      const relevant = await t.database.db
        .select({
          key_indicator_id: key_indicator_sources.key_indicator_id,
          source_id: key_indicator_sources.source_id,
        })
        .from(key_indicator_sources);
      const activities = await t.database.db
        .select({
          source_id: emission_activities.source_id,
          date: emission_activities.date,
          carbon_footprint: emission_activities.carbon_footprint,
        })
        .from(emission_activities)
        .where(eq(emission_activities.company_id, companyId));
      for (const row of await storedIndicators()) {
        const sources = new Set(
          relevant
            .filter((link) => link.key_indicator_id === row.key_indicator_id)
            .map((link) => link.source_id),
        );
        const month = activities.filter(
          (activity) =>
            activity.date.slice(0, 7) === row.date.slice(0, 7) && sources.has(activity.source_id!),
        );
        // Several of its sources every month, so the month's intensity is a real figure.
        expect(
          new Set(month.map((activity) => activity.source_id)).size,
          `${row.name} ${row.date}`,
        ).toBeGreaterThanOrEqual(2);
        const footprint = month.reduce((sum, activity) => sum + activity.carbon_footprint, 0);
        expect(footprint / row.value, `${row.name} ${row.date}`).toBeGreaterThan(0);
      }
    });
  });
});
