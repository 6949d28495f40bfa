import { DEFAULT_PAGE_SIZE, type TList, type TStakeholderGroups } from '@huella/shared';

/** A stakeholder (a headquarter, client, provider or project) as `GET /stakeholders` lists it. */
export type TStakeholderRow = TStakeholderGroups[number]['data'][number];

/** Lower case without accents: «Sede Bogotá» is found by typing «bogota». */
function searchable(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
}

export type TPageQuery = { page?: number; per_page?: number; search?: string };

/**
 * One page of a list the API answers whole (the stakeholders of a type): the rows whose name or
 * description holds the search, then the page asked, in the list envelope the list screen reads.
 */
export function pageOf(rows: readonly TStakeholderRow[], query: TPageQuery): TList<TStakeholderRow> {
  const wanted = searchable(query.search?.trim() ?? '');
  const found =
    wanted === ''
      ? rows
      : rows.filter(
          (row) =>
            searchable(row.name).includes(wanted) || searchable(row.description ?? '').includes(wanted),
        );
  const perPage = query.per_page ?? DEFAULT_PAGE_SIZE;
  const lastPage = Math.max(1, Math.ceil(found.length / perPage));
  // A page emptied by a delete shows the last one that still has rows.
  const page = Math.min(Math.max(1, query.page ?? 1), lastPage);
  return {
    data: found.slice((page - 1) * perPage, page * perPage),
    meta: { total: found.length, page, per_page: perPage },
  };
}
