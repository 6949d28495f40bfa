import type { TDeclaredFilters, TListFilterKind } from '@huella/shared';
import { SELECTOR_PAGE_SIZE } from '@huella/shared/lists';
import { api, apiKey, getEveryPage } from '../../lib/api.ts';
import { i18n } from '../../lib/i18n.ts';
import type { TFilterOption, TListFilter, TNarrowing } from './list-filters.tsx';
import { hasFilterValue } from './list-search.ts';

// A list's filter dialog follows from the filters its shared contract declares (`listFilter.…` in
// packages/shared): each kind of filter says what it chooses among, and here, once, how the dialog
// loads those choices and names the field.

/** A row as a choice: a catalogue row by its name in the reader's language (`display_name`). */
const toOption = (row: { id: number; name: string; display_name?: string }): TFilterOption => ({
  value: row.id,
  label: row.display_name ?? row.name,
});

type TOptions = Extract<TListFilter, { kind: 'select' }>['options'];

/** The choices of a select filter of `kind`, loaded when the dialog opens (keyed under their area). */
function optionsOf(kind: TListFilterKind, companyId: number | undefined): TOptions | null {
  const company = companyId ?? 0;
  const scoped = <T extends object>(init: T) => ({ init, key: 'filter-options' as const });
  switch (kind.kind) {
    case 'stakeholder': {
      const { init, key } = scoped({ query: { company_id: company, 'types[]': [kind.type] } });
      return {
        queryKey: [...apiKey('/api/stakeholders', init), key],
        queryFn: async () =>
          ((await api.get('/api/stakeholders', init)) ?? []).flatMap((group) => group.data.map(toOption)),
      };
    }
    case 'company-source': {
      const { init, key } = scoped({ path: { company } });
      return {
        queryKey: [...apiKey('/api/companies/{company}/sources', init), key],
        queryFn: async () =>
          ((await api.get('/api/companies/{company}/sources', init))?.data ?? []).map(toOption),
      };
    }
    case 'emission-source': {
      const { init, key } = scoped({
        query: {
          company_id: company,
          page: 1,
          per_page: SELECTOR_PAGE_SIZE,
          sort: 'code',
          order: 'asc',
        } as const,
      });
      return {
        queryKey: [...apiKey('/api/emission-sources', init), key],
        queryFn: async () =>
          ((await getEveryPage('/api/emission-sources', init)) ?? []).map((row) => ({
            value: row.id,
            label: `${row.code} · ${row.name}`,
          })),
      };
    }
    case 'source': {
      const { init, key } = scoped({ query: { page: 1, per_page: SELECTOR_PAGE_SIZE } });
      return {
        queryKey: [...apiKey('/api/sources', init), key],
        queryFn: async () => ((await getEveryPage('/api/sources', init)) ?? []).map(toOption),
      };
    }
    case 'sector': {
      const { init, key } = scoped({ query: { page: 1, per_page: SELECTOR_PAGE_SIZE } });
      return {
        queryKey: [...apiKey('/api/sectors', init), key],
        queryFn: async () => ((await getEveryPage('/api/sectors', init)) ?? []).map(toOption),
      };
    }
    case 'key-indicator':
      return keyIndicatorOptions(undefined);
    case 'yes-no': {
      // The choices are words, not rows: keyed by the language they are in.
      const lang = i18n.language;
      return {
        queryKey: ['filter-options', 'yes-no', lang],
        queryFn: () =>
          Promise.resolve([
            { value: 'true', label: i18n.t('actions.yes', { ns: 'common' }) },
            { value: 'false', label: i18n.t('actions.no', { ns: 'common' }) },
          ]),
      };
    }
    default:
      return null;
  }
}

/** The catalogue's key indicators, those of one sector when it is given. */
function keyIndicatorOptions(sectorId: number | undefined): TOptions {
  const init = { query: { page: 1, per_page: SELECTOR_PAGE_SIZE, sector_id: sectorId } };
  return {
    queryKey: [...apiKey('/api/key-indicators', init), 'filter-options'],
    queryFn: async () => ((await getEveryPage('/api/key-indicators', init)) ?? []).map(toOption),
  };
}

/**
 * What narrows the choices of a filter of `kind` among the declared `filters`: a key indicator
 * belongs to a sector, so a list that filters on both offers the chosen sector's indicators only.
 */
function narrowingOf(kind: TListFilterKind, filters: TDeclaredFilters): TNarrowing | undefined {
  if (kind.kind !== 'key-indicator') return undefined;
  const sector = Object.entries(filters).find(([, filter]) => filter.kind === 'sector')?.[0];
  if (sector === undefined) return undefined;
  return {
    name: sector,
    options: (value) => keyIndicatorOptions(Number(value)),
  };
}

/**
 * The fields of a list's filter dialog, in the order its contract declares them: a select of the
 * company's (or the catalogue's) choices or of yes and no — a key indicator among the chosen
 * sector's when the list filters on both — or a day. Each is named by `catalogue:filterFields.<name>`.
 */
export function filterFieldsOf<F extends TDeclaredFilters>(
  filters: F,
  companyId?: number,
): TListFilter<Extract<keyof F, string>>[] {
  return Object.entries(filters).map(([name, filter]) => {
    const field = name as Extract<keyof F, string>;
    // Every declared filter's name has its words in the catalogue namespace (the locales test says so).
    const label = i18n.t(`filterFields.${name}` as 'filterFields.source_id', { ns: 'catalogue' });
    const options = optionsOf(filter, companyId);
    if (!options) return { kind: 'date', name: field, label };
    const narrowedBy = narrowingOf(filter, filters);
    return narrowedBy
      ? { kind: 'select', name: field, label, options, narrowedBy }
      : { kind: 'select', name: field, label, options };
  });
}

/** Whether a list shows a subset of its rows: its search or one of its declared filters holds a value. */
export function isNarrowed(search: Record<string, unknown>, filters: TDeclaredFilters): boolean {
  return ['search', ...Object.keys(filters)].some((name) => hasFilterValue(search[name]));
}
