import { asc } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { categories, standards } from '../../db/schema/index.ts';

export type StandardRow = typeof standards.$inferSelect;
export type CategoryRow = typeof categories.$inferSelect;
export type StandardWithCategoriesRow = StandardRow & { categories: CategoryRow[] };

/** Every standard by id, each with its categories by `sort` (both names; the service localises). */
export async function listStandardsWithCategories(db: Db): Promise<StandardWithCategoriesRow[]> {
  const [standardRows, categoryRows] = await Promise.all([
    db.select().from(standards).orderBy(asc(standards.id)),
    db
      .select()
      .from(categories)
      .orderBy(asc(categories.standard_id), asc(categories.sort), asc(categories.id)),
  ]);
  const byStandard = new Map<number, CategoryRow[]>(standardRows.map((standard) => [standard.id, []]));
  for (const category of categoryRows) byStandard.get(category.standard_id)?.push(category);
  return standardRows.map((standard) => ({ ...standard, categories: byStandard.get(standard.id) ?? [] }));
}
