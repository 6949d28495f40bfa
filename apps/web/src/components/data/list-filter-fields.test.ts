import { EMISSION_ACTIVITY_FILTERS, ZEmissionActivitiesQuery } from '@huella/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { changeLanguage, i18nReady, loadNamespaces } from '../../lib/i18n.ts';
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
