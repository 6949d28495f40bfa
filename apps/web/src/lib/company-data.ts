import {
  listEnvelope,
  SELECTOR_PAGE_SIZE,
  ZCompany,
  ZCompanySources,
  ZEmissionSource,
  ZStakeholderGroups,
  ZStandard,
  type TCompany,
  type TCompanySource,
  type TEmissionSource,
  type TStakeholderGroups,
  type TStakeholderType,
  type TStandard,
} from '@huella/shared';
import { queryOptions } from '@tanstack/react-query';
import { api } from './api-client.ts';

/**
 * What every screen of a company reads about it: the company (with its plan's limits and usage),
 * the catalogue sources it uses, its headquarters, and the standards. Loading a company fills
 * this cache (/load-company/{id}); the settings cards that change these rows invalidate them by
 * their area's key, so every screen reading them follows.
 */

export const companiesKeys = {
  all: ['companies'] as const,
  detail: (id: number) => ['companies', id] as const,
};

/** `GET /api/companies/{id}`: a company of the caller (a super-admin may read any; 404 otherwise). */
export function getCompany(id: number): Promise<TCompany | null> {
  return api.get('/companies/{id}', { params: { id }, parse: ZCompany.parse });
}

export function companyQuery(id: number) {
  return queryOptions({ queryKey: companiesKeys.detail(id), queryFn: () => getCompany(id) });
}

/** Keys of the company's catalogue sources (the `company-sources` area, chosen in the settings). */
export const companySourcesKeys = {
  all: ['company-sources'] as const,
  ofCompany: (companyId: number) => ['company-sources', companyId] as const,
  /** The catalogue sources a company may choose among. */
  choices: ['company-sources', 'choices'] as const,
};

/** `GET /api/companies/{company}/sources`: the catalogue sources the company uses, by name. */
export async function listCompanySources(companyId: number): Promise<TCompanySource[] | null> {
  const answer = await api.get('/companies/{company}/sources', {
    params: { company: companyId },
    parse: ZCompanySources.parse,
  });
  return answer?.data ?? null;
}

export function companySourcesQuery(companyId: number) {
  return queryOptions({
    queryKey: companySourcesKeys.ofCompany(companyId),
    queryFn: () => listCompanySources(companyId),
  });
}

/** A stakeholder (a headquarter, client, provider or project) as `GET /stakeholders` lists it. */
export type TStakeholderRow = TStakeholderGroups[number]['data'][number];

/**
 * Keys of the `stakeholders` area: every answer of one company, and the whole list of one type
 * (the API answers a type whole). The settings card pages and reloads them; other screens read them.
 */
export const stakeholdersKeys = {
  all: ['stakeholders'] as const,
  company: (companyId: number) => ['stakeholders', companyId] as const,
  ofType: (companyId: number, type: TStakeholderType) => ['stakeholders', companyId, type] as const,
};

/** `GET /api/stakeholders?company_id=…&types[]=TYPE`: every stakeholder of one type, by name. */
export async function listStakeholdersOfType(
  companyId: number,
  type: TStakeholderType,
): Promise<TStakeholderRow[] | null> {
  const groups = await api.get('/stakeholders', {
    query: { company_id: companyId, 'types[]': [type] },
    parse: ZStakeholderGroups.parse,
  });
  if (!groups) return null;
  return groups.find((group) => group.type === type)?.data ?? [];
}

export function stakeholdersOfTypeQuery(companyId: number, type: TStakeholderType) {
  return queryOptions({
    queryKey: stakeholdersKeys.ofType(companyId, type),
    queryFn: () => listStakeholdersOfType(companyId, type),
  });
}

/** The company's headquarters: every emission source belongs to one. */
export const headquartersQuery = (companyId: number) => stakeholdersOfTypeQuery(companyId, 'HEADQUARTERS');

/** `GET /api/standards`: ISO 14064-1 and the GHG Protocol with their categories (a catalogue read). */
export const standardsQuery = queryOptions({
  queryKey: ['standards'] as const,
  queryFn: async (): Promise<TStandard[]> =>
    (await api.get('/standards', { parse: listEnvelope(ZStandard).parse }))?.data ?? [],
  // The standards change only with a new release of the catalogue.
  staleTime: 60 * 60_000,
});

/**
 * `GET /api/emission-sources?company_id=…&per_page=100`: the company's emission sources by code, as
 * the activities' form and filter choose one.
 */
export async function listEmissionSourceOptions(companyId: number): Promise<TEmissionSource[]> {
  const answer = await api.get('/emission-sources', {
    query: { company_id: companyId, page: 1, per_page: SELECTOR_PAGE_SIZE, sort: 'code', order: 'asc' },
    parse: listEnvelope(ZEmissionSource).parse,
  });
  return answer?.data ?? [];
}

/** Its key starts with the `emission-sources` area's: a write to a source refreshes it. */
export const emissionSourceOptionsKey = (companyId: number) =>
  ['emission-sources', 'options', companyId] as const;

export function emissionSourceOptionsQuery(companyId: number) {
  return queryOptions({
    queryKey: emissionSourceOptionsKey(companyId),
    queryFn: () => listEmissionSourceOptions(companyId),
  });
}
