import {
  EMISSION_ACTIVITY_FILTERS,
  EMISSION_INDICATOR_FILTERS,
  ZEmissionActivitiesQuery,
} from '@huella/shared';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { json, routeFetch } from '../../test/http.ts';
import { changeLanguage, i18nReady, loadNamespaces } from '../../lib/i18n.ts';
import { namedInEnglish } from '../../test/catalogue.ts';
import { filterFieldsOf } from './list-filter-fields.ts';

beforeAll(async () => {
  await i18nReady;
  await loadNamespaces('catalogue');
});

describe('a yes/no filter of a list', () => {
  it('is a choice of yes or no in the reader’s language, which the list contract reads back', async () => {
    for (const [lang, label, words] of [
      ['en', 'Flagged (no valid value)', ['Yes', 'No']],
      ['es', 'Marcada (sin valor vigente)', ['Sí', 'No']],
    ] as const) {
      await changeLanguage(lang);
      const field = filterFieldsOf(EMISSION_ACTIVITY_FILTERS, 10).find((f) => f.name === 'flagged')!;
      expect(field).toMatchObject({ kind: 'select', label });
      if (field.kind !== 'select') throw new Error('not a select');
      const options = await field.options.queryFn();
      expect(options.map((option) => option.label)).toEqual(words);
      // The chosen value, as the URL and the query carry it, is the flag the API filters on.
      for (const [option, flag] of options.map((o, i) => [o, i === 0] as const))
        expect(ZEmissionActivitiesQuery.parse({ company_id: 10, flagged: option.value }).flagged).toBe(flag);
    }
    await changeLanguage('en');
  });
});

describe('a key indicator filter of a list', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("offers the catalogue's key indicators, only the chosen sector's once a sector is chosen", async () => {
    await changeLanguage('en');
    const routes = routeFetch({
      'GET /api/key-indicators': (url) =>
        json(200, {
          data:
            url.searchParams.get('sector_id') === '3'
              ? [indicator(7, 'Toneladas producidas', 'Tonnes produced')]
              : [],
          meta: { total: 1, page: 1, per_page: 100 },
        }),
    });
    vi.stubGlobal('fetch', vi.fn(routes.fetchStub));
    const fields = filterFieldsOf(EMISSION_INDICATOR_FILTERS, 10);
    const field = fields.find((f) => f.name === 'key_indicator_id')!;
    if (field.kind !== 'select') throw new Error('not a select');
    expect(field.label).toBe('Key indicator');
    expect(field.narrowedBy?.name).toBe('sector_id');
    expect(await field.narrowedBy!.options(3).queryFn()).toEqual([{ value: 7, label: 'Tonnes produced' }]);
    expect(routes.calls).toEqual(['GET /api/key-indicators?page=1&per_page=100&sector_id=3']);
    // The indicator's own dates are days.
    expect(fields.filter((f) => f.kind === 'date').map((f) => f.label)).toEqual(['Date from', 'Date until']);
  });
});

function indicator(id: number, name: string, nameEn: string) {
  return {
    ...namedInEnglish(id, name, nameEn),
    description: null,
    sector_id: 3,
    sector: { id: 3, name: 'Manufacturing' },
    unit_measurement_id: 1,
    unit_measurement: { id: 1, name: 'Tonne', abbreviation: 't' },
    sources: [],
    created_at: '2026-01-01T00:00:00.000Z',
    updated_at: '2026-01-01T00:00:00.000Z',
  };
}
