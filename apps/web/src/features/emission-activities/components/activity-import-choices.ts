import { SELECTOR_PAGE_SIZE, type TStakeholderType, type TUnitMeasurement } from '@huella/shared';
import { useQueries, useQuery } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import {
  choiceOfText,
  repairCells,
  type TRepairChoice,
  type TRepairRow,
} from '../../../components/data/import-failures.ts';
import { apiQuery, apiQueryEveryPage } from '../../../lib/api.ts';
import { convertibleUnits } from './activity-units.ts';

/** How long the lists of the repair table's dropdowns serve. */
const CHOICES_FRESH_MS = 60_000;

/** The stakeholder type of each stakeholder column of the activity import. */
const STAKEHOLDER_COLUMNS: Record<string, TStakeholderType> = {
  headquarter: 'HEADQUARTERS',
  client: 'CLIENTS',
  provider: 'PROVIDERS',
  project: 'PROJECTS',
};

/**
 * A unit as the import names it: its name in the reader's language with its abbreviation, also
 * read by either alone, by its name in the other language or by its code.
 */
const unitChoice = (unit: TUnitMeasurement): TRepairChoice => {
  const named = unit.abbreviation ? `${unit.display_name} (${unit.abbreviation})` : unit.display_name;
  return {
    value: named,
    label: named,
    aliases: [unit.abbreviation, unit.code, unit.display_name, unit.name, unit.name_en],
  };
};

/**
 * The dropdowns of the activity import's repair table: the company's emission sources (by code and
 * name, as the template lists them), its headquarters, clients, providers and projects, and the
 * units — those that convert to the values of the row's emission source's factor once it names
 * one of the company's sources, every unit otherwise.
 */
export function useActivityImportChoices(companyId: number) {
  const sources = useQuery({
    ...apiQueryEveryPage('/api/emission-sources', {
      query: { company_id: companyId, page: 1, per_page: SELECTOR_PAGE_SIZE, sort: 'code', order: 'asc' },
    }),
    select: (rows) => rows ?? [],
    staleTime: CHOICES_FRESH_MS,
  });
  const units = useQuery({
    ...apiQuery('/api/unit-measurements', { query: { page: 1, per_page: SELECTOR_PAGE_SIZE } }),
    select: (answer) => answer?.data ?? [],
    staleTime: CHOICES_FRESH_MS,
  });
  const stakeholders = useQuery({
    ...apiQuery('/api/stakeholders', {
      query: { company_id: companyId, 'types[]': Object.values(STAKEHOLDER_COLUMNS) },
    }),
    staleTime: CHOICES_FRESH_MS,
  });
  // The factors of the company's sources, then the gas values of each plain factor (a blend's parts).
  const factorIds = useMemo(
    () => [...new Set((sources.data ?? []).map((source) => source.emission_factor_id))],
    [sources.data],
  );
  const factors = useQueries({
    queries: factorIds.map((id) => ({
      ...apiQuery('/api/emission-factors/{emission_factor}', { path: { emission_factor: id } }),
      staleTime: CHOICES_FRESH_MS,
    })),
    combine: (results) => results.flatMap((result) => (result.data ? [result.data] : [])),
  });
  const plainIds = [
    ...new Set(
      factors.flatMap((factor) => (factor.derives ? factor.factors.map((part) => part.id) : [factor.id])),
    ),
  ];
  const values = useQueries({
    queries: plainIds.map((id) => ({
      ...apiQuery('/api/factors/{factor}/gases', {
        path: { factor: id },
        query: { page: 1, per_page: SELECTOR_PAGE_SIZE },
      }),
      staleTime: CHOICES_FRESH_MS,
    })),
    combine: (results) =>
      new Map(
        results.flatMap((result, index) =>
          result.data
            ? [[plainIds[index]!, result.data.data.map((value) => value.unit_measurement_id)] as const]
            : [],
        ),
      ),
  });

  const sourceChoices = useMemo(
    () =>
      (sources.data ?? []).map((source) => ({
        value: `${source.code} · ${source.name}`,
        label: `${source.code} · ${source.name}`,
        aliases: [source.code, source.name],
        factorId: source.emission_factor_id,
      })),
    [sources.data],
  );
  const unitChoices = useMemo(() => (units.data ?? []).map(unitChoice), [units.data]);
  const stakeholderChoices = useMemo(
    () =>
      new Map(
        (stakeholders.data ?? []).map((group) => [
          group.type,
          group.data.map((row) => ({ value: row.name, label: row.name })),
        ]),
      ),
    [stakeholders.data],
  );

  /** The unit ids the values of a factor are in (a blend: its parts'), or null until all are known. */
  const valueUnitsOf = useCallback(
    (factorId: number): number[] | null => {
      const factor = factors.find((each) => each.id === factorId);
      if (!factor) return null;
      const parts = factor.derives ? factor.factors.map((part) => part.id) : [factor.id];
      const lists = parts.map((id) => values.get(id));
      return lists.every((list) => list !== undefined) ? lists.flatMap((list) => list!) : null;
    },
    [factors, values],
  );

  // A list not loaded, or empty, leaves its cells typed freely: a dropdown of nothing fixes nothing.
  const listed = (choices: readonly TRepairChoice[] | undefined) =>
    choices && choices.length > 0 ? choices : null;
  return useCallback(
    (column: string, row: TRepairRow): readonly TRepairChoice[] | null => {
      if (column === 'emission_source') return listed(sourceChoices);
      const type = STAKEHOLDER_COLUMNS[column];
      if (type) return listed(stakeholderChoices.get(type));
      if (column !== 'unit_measurement' || !units.data || unitChoices.length === 0) return null;
      const named = String(repairCells(row).emission_source ?? '');
      const source = choiceOfText(sourceChoices, named) as (typeof sourceChoices)[number] | null;
      const valueUnits = source ? valueUnitsOf(source.factorId) : null;
      if (valueUnits === null) return unitChoices;
      const valid = new Set(convertibleUnits(units.data, valueUnits).map((unit) => unit.id));
      return units.data.filter((unit) => valid.has(unit.id)).map(unitChoice);
    },
    [sourceChoices, stakeholderChoices, units.data, unitChoices, valueUnitsOf],
  );
}
