import { listEnvelope, SELECTOR_PAGE_SIZE, ZSource, type TSource } from '@huella/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { companySourcesKeys } from '../../../lib/company-data.ts';

/** A catalogue source as the choice shows it. */
export type TSourceChoice = Pick<TSource, 'id' | 'name' | 'icon' | 'enable'>;

const ZSources = listEnvelope(ZSource);

/** Pages read at most: the catalogue holds a few dozen sources, far below this. */
const MAX_PAGES = 20;

/** `GET /api/sources`, every page (100 at a time): the whole catalogue, by name. */
export async function listSourceChoices(): Promise<TSourceChoice[] | null> {
  const choices: TSourceChoice[] = [];
  for (let page = 1; page <= MAX_PAGES; page += 1) {
    const answer = await api.get('/sources', {
      query: { page, per_page: SELECTOR_PAGE_SIZE },
      parse: ZSources.parse,
    });
    if (!answer) return page === 1 ? null : choices;
    choices.push(...answer.data.map(({ id, name, icon, enable }) => ({ id, name, icon, enable })));
    if (answer.data.length === 0 || choices.length >= answer.meta.total) break;
  }
  return choices;
}

export function sourceChoicesQuery() {
  return queryOptions({ queryKey: companySourcesKeys.choices, queryFn: listSourceChoices });
}

/** The catalogue to choose from; not loaded for who only reads the company's choice (`enabled`). */
export function useSourceChoices(enabled = true) {
  return useQuery({ ...sourceChoicesQuery(), enabled });
}
