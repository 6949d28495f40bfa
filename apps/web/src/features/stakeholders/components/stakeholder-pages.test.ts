import { describe, expect, it } from 'vitest';
import { pageOf, type TStakeholderRow } from './stakeholder-pages.ts';

const rows: TStakeholderRow[] = Array.from({ length: 23 }, (_, index) => ({
  id: index + 1,
  name: `Sede ${String(index + 1).padStart(2, '0')}`,
  description: index === 4 ? 'Planta de Medellín' : null,
}));

describe('a page of a list the API answers whole', () => {
  it('pages the rows as the list screen asks, with the total', () => {
    const second = pageOf(rows, { page: 2, per_page: 10 });
    expect(second.data.map((row) => row.id)).toEqual([11, 12, 13, 14, 15, 16, 17, 18, 19, 20]);
    expect(second.meta).toEqual({ total: 23, page: 2, per_page: 10 });
    expect(pageOf(rows, { page: 3, per_page: 10 }).data).toHaveLength(3);
    expect(pageOf(rows, {}).meta).toEqual({ total: 23, page: 1, per_page: 10 });
  });

  it('searches names and descriptions whatever the case and the accents', () => {
    expect(pageOf(rows, { search: 'MEDELLIN' }).data.map((row) => row.id)).toEqual([5]);
    expect(pageOf(rows, { search: ' sede 2' }).data.map((row) => row.id)).toEqual([20, 21, 22, 23]);
    expect(pageOf(rows, { search: 'nada' })).toEqual({ data: [], meta: { total: 0, page: 1, per_page: 10 } });
  });

  it('shows the last page with rows when the one asked has none left', () => {
    const page = pageOf(rows.slice(0, 10), { page: 2, per_page: 10 });
    expect(page.meta.page).toBe(1);
    expect(page.data).toHaveLength(10);
  });
});
