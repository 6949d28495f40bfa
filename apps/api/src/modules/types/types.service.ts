import type { TLanguage, TList, TType, TTypeGroup } from '@huella/shared';
import type { Db } from '../../db/client.ts';
import { listTypesByGroup } from './types.repository.ts';

// The rows of a group, for the areas whose records take a type of it (sources, emission sources,
// gas values) and check or resolve it by its code.
export { listTypesByGroup } from './types.repository.ts';

export async function listTypes(db: Db, group: TTypeGroup, lang: TLanguage): Promise<TList<TType>> {
  const rows = await listTypesByGroup(db, group);
  const data = rows.map((row) => ({
    id: row.id,
    group,
    code: row.code,
    name: lang === 'en' ? row.name_en : row.name_es,
  }));
  return { data, meta: { total: data.length, page: 1, per_page: Math.max(data.length, 1) } };
}
