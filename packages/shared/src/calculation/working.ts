// The working of one figure of the dashboard (DESIGN §4, `GET /api/dashboard/working`): which of a
// filter's lines make the figure, by the same classification the dashboard groups them with, and
// the figure they make, by the same sums. So a working's figure is the dashboard's, to the digit.
import { categoryWorkingKey, type TWorkingSelector } from '../schemas/dashboard.ts';
import {
  categoryOf,
  scopeOf,
  sumLines,
  type TQuantifyCatalogue,
  type TQuantifyRow,
  type TQuantifySource,
  type TQuantifySums,
} from './quantify.ts';
import { kgToTonnes, round6 } from './rounding.ts';
import { combineUncertainty } from './uncertainty.ts';

/** Standard 1 (ISO 14064-1) and 2 (GHG Protocol); as in schemas/standards.ts. */
const ISO = 1;
const GHG = 2;

/** The key of a source's category of a standard, as the dashboard's donuts name their slices. */
export function categoryKeyOf(source: TQuantifySource, standardId: number): string {
  const category = categoryOf(source, standardId);
  return standardId === GHG
    ? categoryWorkingKey(category?.id ?? null, category ? undefined : scopeOf(source))
    : categoryWorkingKey(category?.id ?? null);
}

/** What a row needs for the figures it may belong to. */
export type TWorkingRow = Pick<TQuantifyRow, 'item' | 'source_id' | 'type_id' | 'gas_id'>;

/**
 * Whether a row of the filter belongs to the figure. A month's figure is the filter narrowed to
 * the month: every row read for it belongs.
 */
export function inWorking(
  row: TWorkingRow,
  selector: TWorkingSelector,
  catalogue: TQuantifyCatalogue,
): boolean {
  const source = () =>
    catalogue.sources.get(row.source_id) ?? { id: row.source_id, name: '', icon: '', categories: [] };
  switch (selector.group) {
    case 'total':
    case 'month':
      return true;
    case 'type': {
      const typeId =
        selector.type === 'operational' ? catalogue.operational_type_id : catalogue.embedded_type_id;
      return typeId !== null && row.type_id === typeId;
    }
    case 'scope':
      return scopeOf(source()) === selector.scope;
    case 'source':
      return row.source_id === selector.source_id;
    case 'gas':
      return row.gas_id === selector.gas_id;
    case 'iso':
      return categoryKeyOf(source(), ISO) === categoryWorkingKey(selector.category_id);
    case 'ghg':
      return (
        categoryKeyOf(source(), GHG) === categoryWorkingKey(selector.category_id, selector.scope ?? undefined)
      );
    case 'item':
      return row.item === selector.item;
  }
}

/** A figure as the dashboard answers it, with the unrounded sums it is rounded from. */
export type TWorkingFigure = {
  carbon_footprint: number;
  carbon_footprint_avoided: number;
  uncertainty: number;
  avoided_uncertainty: number;
  co2e_kg: number;
  aux_kg2: number;
  avoided_kg: number;
  avoided_aux_kg2: number;
};

/** The figure of a set of rows: lines add linearly within, combine in quadrature across. */
export function workingFigure(rows: readonly TQuantifyRow[]): TWorkingFigure {
  const sums: TQuantifySums = sumLines(rows);
  return {
    carbon_footprint: round6(kgToTonnes(sums.co2e_kg)),
    carbon_footprint_avoided: round6(kgToTonnes(sums.avoided_kg)),
    uncertainty: combineUncertainty(sums.aux, sums.co2e_kg),
    avoided_uncertainty: combineUncertainty(sums.avoided_aux, sums.avoided_kg),
    co2e_kg: sums.co2e_kg,
    aux_kg2: sums.aux,
    avoided_kg: sums.avoided_kg,
    avoided_aux_kg2: sums.avoided_aux,
  };
}
