import type { TLanguage, TList, TStandard } from '@huella/shared';
import type { Db } from '../../db/client.ts';
import { listStandardsWithCategories } from './standards.repository.ts';

export async function listStandards(db: Db, lang: TLanguage): Promise<TList<TStandard>> {
  const standards = await listStandardsWithCategories(db);
  const data = standards.map((standard) => ({
    id: standard.id,
    name: lang === 'en' ? standard.name_en : standard.name_es,
    categories: standard.categories.map((category) => ({
      id: category.id,
      standard_id: category.standard_id,
      code: category.code,
      name: lang === 'en' ? category.name_en : category.name_es,
      scope: category.scope,
      parent_id: category.parent_id,
    })),
  }));
  return { data, meta: { total: data.length, page: 1, per_page: Math.max(data.length, 1) } };
}
