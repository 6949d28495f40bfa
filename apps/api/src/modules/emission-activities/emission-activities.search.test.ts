import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZEmissionActivity, type TEmissionActivity } from '@huella/shared';
import { unit_measurements } from '../../db/schema/index.ts';
import { companyBurningDiesel, createStakeholder } from '../../testing/factories.ts';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';
import { listActivityRows } from './emission-activities.repository.ts';

// The activity list's search is answered two ways: a search that finds few activities fetches them by
// id and counts them; one that finds many walks the list's order and sums its total from the yearly
// roll-ups (the activities of the sources and factors it found, plus those only their notes match).
// Both must give the same page and the same total, whatever the filters.

let t: TestApp;
let company: { id: number; site: number; other: number };

beforeAll(async () => {
  t = await startTestApp();
  const { id, owner, diesel, operational, dieselSource: source } = await companyBurningDiesel(t);
  const site = await createStakeholder(t, id, 'HEADQUARTERS', 'Planta Cali');
  const other = await createStakeholder(t, id, 'HEADQUARTERS', 'Planta Bogotá');
  company = { id, site: site.id, other: other.id };
  const [gal] = await t.database.db
    .select()
    .from(unit_measurements)
    .where(eq(unit_measurements.code, 'gal_us'));
  const boiler = await source('CAL-01', 'Caldera norte', site.id);
  const generator = await source('GEN-01', 'Generador', other.id);
  const record = async (body: object): Promise<TEmissionActivity> => {
    const res = await t.request('/api/emission-activities', {
      method: 'POST',
      headers: owner.headers,
      json: { company_id: id, consumption: 10, unit_measurement_id: gal!.id, ...body },
    });
    expect(res.status, await res.clone().text()).toBe(201);
    return ZEmissionActivity.parse(await res.json());
  };
  for (let day = 1; day <= 6; day++)
    await record({
      date: `2024-03-0${day}`,
      by_emission_source: true,
      emission_source_id: boiler.id,
      description: day <= 2 ? `Factura ${day}` : null,
    });
  for (let day = 1; day <= 4; day++)
    await record({
      date: `2024-04-0${day}`,
      by_emission_source: true,
      emission_source_id: generator.id,
      description: day <= 2 ? 'Revisión de la caldera' : `Factura G${day}`,
    });
  await record({
    date: '2024-05-01',
    by_emission_source: false,
    emission_factor_id: diesel.id,
    type_id: operational,
    headquarter_id: site.id,
    description: 'Compra directa',
  });
});
afterAll(async () => t?.close());

describe('the activity list searched', () => {
  const page = { page: 1, per_page: 3 };
  const cases: [string, Record<string, number>, number][] = [
    ['caldera', {}, 8], // the boiler's 6, and the generator's 2 whose notes name it
    ['CALDERA', { headquarter_id: 0 }, 6], // the boiler's site only (set below)
    ['factura', {}, 4],
    ['diesel', {}, 11], // the factor's name: every activity
    ['gen-01', {}, 4],
    ['nada así', {}, 0],
  ];

  it('gives the same page and total whether it finds few or many', async () => {
    for (const [search, filter, total] of cases) {
      const filters = 'headquarter_id' in filter ? { headquarter_id: company.site } : {};
      const few = await listActivityRows(t.database.db, company.id, filters, { ...page, search }, 'es');
      const many = await listActivityRows(t.database.db, company.id, filters, { ...page, search }, 'es', 0);
      expect(few.meta.total, search).toBe(total);
      expect(many.meta.total, search).toBe(total);
      expect(
        many.data.map((row) => row.id),
        search,
      ).toEqual(few.data.map((row) => row.id));
      expect(few.data.length).toBe(Math.min(3, total));
    }
  });

  it('sorts few matches as it sorts many, by every key, both ways, page after page', async () => {
    const sorts = ['date', 'consumption', 'carbon_footprint', 'created_at', 'emission_source', 'source'];
    for (const sort of sorts)
      for (const order of ['asc', 'desc'] as const)
        for (const pageNumber of [1, 2, 3]) {
          const query = { page: pageNumber, per_page: 3, search: 'caldera', sort, order };
          const few = await listActivityRows(t.database.db, company.id, {}, query, 'es');
          const many = await listActivityRows(t.database.db, company.id, {}, query, 'es', 0);
          const label = `${sort} ${order} page ${pageNumber}`;
          expect(
            few.data.map((row) => row.id),
            label,
          ).toEqual(many.data.map((row) => row.id));
          expect(few.data.length, label).toBe(Math.max(0, Math.min(3, 8 - (pageNumber - 1) * 3)));
        }
  });

  it('sums an unsearched total from the roll-ups, filtered, as counted', async () => {
    const all = await listActivityRows(t.database.db, company.id, {}, page, 'es');
    expect(all.meta.total).toBe(11);
    const atSite = await listActivityRows(
      t.database.db,
      company.id,
      { headquarter_id: company.site },
      page,
      'es',
    );
    expect(atSite.meta.total).toBe(7);
    const elsewhere = await listActivityRows(
      t.database.db,
      company.id,
      { headquarter_id: company.other },
      page,
      'es',
    );
    expect(elsewhere.meta.total).toBe(4);
  });
});
