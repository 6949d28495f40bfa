import {
  mapList,
  type TGasEmission,
  type TGasEmissionInput,
  type TLanguage,
  type TList,
  type TListQuery,
  type TCatalogueVersion,
} from '@huella/shared';
import type { Tx } from '../../db/client.ts';
import { PG_FOREIGN_KEY_VIOLATION, pgErrorCode } from '../../db/errors.ts';
import { AppError } from '../../lib/app-error.ts';
import type { ServiceContext } from '../../lib/context.ts';
import { recordCatalogueEvent } from '../catalogue-events/catalogue-events.service.ts';
import { keepVersion, versionsOf, type Actor } from '../catalogue-versions/catalogue-versions.service.ts';
import { findFactorRow, lockFactorRows } from '../emission-factors/emission-factors.service.ts';
import { findGasRowsByIds } from '../gases/gases.service.ts';
import { listTypesByGroup } from '../types/types.service.ts';
import { findUnitMeasurementRowsByIds } from '../unit-measurements/unit-measurements.service.ts';
import {
  deleteGasEmissionRow,
  findGasEmissionRow,
  findOverlappingGasEmission,
  insertGasEmissionRows,
  listGasEmissionRowsOfFactor,
  listOverlappingGasEmissionPairs,
  lockGasEmissionRow,
  updateGasEmissionRow,
  type GasEmissionRow,
  type GasEmissionValues,
  type PlainGasEmissionRow,
} from './gas-emissions.repository.ts';

/** Gas values are typed with the emission-source types (operational, embedded). */
export const GAS_EMISSION_TYPE_GROUP = 'emission_source';

/** The fields of a gas value that the emission calculation reads. */
export const CALCULATION_FIELDS = [
  'factor_id',
  'gas_id',
  'unit_measurement_id',
  'value',
  'uncertainty',
  'date_start',
  'date_end',
  'avoided',
] as const;

/** A referenced row deleted by another request between the checks and the write: a conflict. */
export function conflictIfReferenceGone(error: unknown): never {
  if (pgErrorCode(error) === PG_FOREIGN_KEY_VIOLATION) throw new AppError('CONFLICT', { cause: error });
  throw error;
}

function toGasEmission(row: GasEmissionRow): TGasEmission {
  return { ...row, created_at: row.created_at.toISOString(), updated_at: row.updated_at.toISOString() };
}

export const gasEmissionValuesOf = (input: TGasEmissionInput): GasEmissionValues => ({
  factor_id: input.factor_id,
  gas_id: input.gas_id,
  unit_measurement_id: input.unit_measurement_id,
  type_id: input.type_id,
  value: input.value,
  uncertainty: input.uncertainty,
  date_start: input.date_start,
  date_end: input.date_end,
  fountain: input.fountain,
  reference: input.reference,
  avoided: input.avoided ?? false,
});

/** The gas, the unit and the type exist (the factor is checked, and locked, by the caller). */
async function checkReferences(ctx: ServiceContext, input: TGasEmissionInput) {
  const gases = await findGasRowsByIds(ctx.db, [input.gas_id]);
  const units = await findUnitMeasurementRowsByIds(ctx.db, [input.unit_measurement_id]);
  const types = await listTypesByGroup(ctx.db, GAS_EMISSION_TYPE_GROUP);
  const errors: Record<string, string[]> = {};
  if (gases.length === 0) errors.gas_id = ['validation.not_found'];
  if (units.length === 0) errors.unit_measurement_id = ['validation.not_found'];
  if (!types.some((type) => type.id === input.type_id)) errors.type_id = ['validation.not_found'];
  if (Object.keys(errors).length > 0) throw new AppError('VALIDATION', { errors });
}

/**
 * Gas values are written to an existing plain factor: a missing one is a 422 on `factor_id`, and so is
 * a derived one, which takes its gas values from its parts and holds none of its own.
 */
export function checkFactorTakesValues(factor: { derives: boolean } | null | undefined): void {
  if (!factor) throw new AppError('VALIDATION', { errors: { factor_id: ['validation.not_found'] } });
  if (factor.derives)
    throw new AppError('VALIDATION', { errors: { factor_id: ['validation.factor_derived_values'] } });
}

/**
 * Locks the factors a write touches (in id order, so two writers never wait on each other), which
 * serialises the overlap check of their gas values; a missing factor is a 422 on `factor_id`. The
 * `target` factor, which the value is written to, must take values (checkFactorTakesValues).
 */
async function lockFactors(tx: Tx, ids: number[], target: number | null) {
  const unique = [...new Set(ids)].sort((a, b) => a - b);
  const rows = await lockFactorRows(tx, unique, 'update');
  if (rows.length !== unique.length)
    throw new AppError('VALIDATION', { errors: { factor_id: ['validation.not_found'] } });
  if (target !== null) checkFactorTakesValues(rows.find((row) => row.id === target));
}

/** The message of a value that overlaps `other`, naming it by id, validity and unit (params of the key). */
export const overlapParams = (other: {
  id: number;
  date_start: string;
  date_end: string;
  unit_label: string;
}) => ({
  id: other.id,
  start: other.date_start,
  end: other.date_end,
  unit: other.unit_label,
});

/**
 * Refuses a validity that shares a day with another value of the same factor and gas, whatever its
 * unit: the calculation adds every value valid on the day, so a litre and a gallon value of one gas
 * would count it twice. The caller holds the factor's lock, which serialises this check.
 */
async function checkNoOverlap(tx: Tx, input: TGasEmissionInput, exceptId: number | null) {
  const other = await findOverlappingGasEmission(tx, input, exceptId);
  if (other)
    throw new AppError('VALIDATION', {
      errors: { date_start: ['validation.validity_overlap'], date_end: ['validation.validity_overlap'] },
      params: overlapParams(other),
    });
}

/** Every pair of values of one factor and gas whose validities share a day (none should exist). */
export function listGasEmissionOverlaps(ctx: Pick<ServiceContext, 'db'>) {
  return listOverlappingGasEmissionPairs(ctx.db);
}

export async function listFactorGasEmissions(
  ctx: ServiceContext,
  factorId: number,
  query: TListQuery,
  lang: TLanguage,
): Promise<TList<TGasEmission>> {
  if (!(await findFactorRow(ctx.db, factorId))) throw new AppError('NOT_FOUND');
  return mapList(await listGasEmissionRowsOfFactor(ctx.db, factorId, query, lang), toGasEmission);
}

export async function showGasEmission(
  ctx: ServiceContext,
  id: number,
  lang: TLanguage,
): Promise<TGasEmission> {
  const row = await findGasEmissionRow(ctx.db, id, lang);
  if (!row) throw new AppError('NOT_FOUND');
  return toGasEmission(row);
}

export async function createGasEmission(
  ctx: ServiceContext,
  input: TGasEmissionInput,
  lang: TLanguage,
): Promise<TGasEmission> {
  await checkReferences(ctx, input);
  const id = await ctx.db
    .transaction(async (tx) => {
      await lockFactors(tx, [input.factor_id], input.factor_id);
      await checkNoOverlap(tx, input, null);
      const [created] = await insertGasEmissionRows(tx, [gasEmissionValuesOf(input)]);
      await recordCatalogueEvent(ctx, tx, {
        kind: 'gas_emission.changed',
        entity_id: created!,
        payload: {
          action: 'created',
          factor_ids: [input.factor_id],
          ranges: [{ date_start: input.date_start, date_end: input.date_end }],
          changed: [...CALCULATION_FIELDS],
        },
      });
      return created!;
    })
    .catch(conflictIfReferenceGone);
  return showGasEmission(ctx, id, lang);
}

/** Reads the row, locks its factor(s) then the row; a row moved meanwhile to another factor is a 409. */
async function lockForWrite(tx: Tx, id: number, alsoFactorId?: number): Promise<PlainGasEmissionRow> {
  const seen = await findGasEmissionRow(tx, id);
  if (!seen) throw new AppError('NOT_FOUND');
  // A value is written to `alsoFactorId` (update); deleting one, even from a blend, is always fine.
  await lockFactors(
    tx,
    alsoFactorId === undefined ? [seen.factor_id] : [seen.factor_id, alsoFactorId],
    alsoFactorId ?? null,
  );
  const current = await lockGasEmissionRow(tx, id);
  if (!current) throw new AppError('NOT_FOUND');
  if (current.factor_id !== seen.factor_id) throw new AppError('CONFLICT');
  return current;
}

/** Updates a gas value; a change of what the calculation reads is recorded for the recalculation. */
export async function updateGasEmission(
  ctx: ServiceContext,
  id: number,
  input: TGasEmissionInput,
  actor: Actor,
  lang: TLanguage,
): Promise<TGasEmission> {
  await checkReferences(ctx, input);
  await ctx.db
    .transaction(async (tx) => {
      const current = await lockForWrite(tx, id, input.factor_id);
      await checkNoOverlap(tx, input, id);
      const values = gasEmissionValuesOf(input);
      await updateGasEmissionRow(tx, id, values);
      const changed = CALCULATION_FIELDS.filter((field) => current[field] !== values[field]);
      if (changed.length > 0) {
        await keepVersion(tx, actor, 'gas_emissions', id, versionOfValue(current), 'update');
        await recordCatalogueEvent(ctx, tx, {
          kind: 'gas_emission.changed',
          entity_id: id,
          payload: {
            action: 'updated',
            factor_ids: [...new Set([current.factor_id, input.factor_id])],
            ranges: [
              { date_start: current.date_start, date_end: current.date_end },
              { date_start: input.date_start, date_end: input.date_end },
            ],
            changed,
          },
        });
      }
    })
    .catch(conflictIfReferenceGone);
  return showGasEmission(ctx, id, lang);
}

export async function destroyGasEmission(ctx: ServiceContext, id: number, actor: Actor): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const current = await lockForWrite(tx, id);
    await keepVersion(tx, actor, 'gas_emissions', id, versionOfValue(current), 'delete');
    await deleteGasEmissionRow(tx, id);
    await recordCatalogueEvent(ctx, tx, {
      kind: 'gas_emission.changed',
      entity_id: id,
      payload: {
        action: 'deleted',
        factor_ids: [current.factor_id],
        ranges: [{ date_start: current.date_start, date_end: current.date_end }],
        changed: [...CALCULATION_FIELDS],
      },
    });
  });
}

/** What a gas value's version keeps: every field the calculation and a line's provenance read. */
function versionOfValue(row: PlainGasEmissionRow): Record<string, unknown> {
  const { id: _id, created_at: _created, updated_at: _updated, ...values } = row;
  return values;
}

/** The gas value's history: its current version (unless deleted), then each earlier one. */
export async function gasEmissionVersions(ctx: ServiceContext, id: number): Promise<TCatalogueVersion[]> {
  const current = await findGasEmissionRow(ctx.db, id);
  const versions = await versionsOf(ctx, 'gas_emissions', id, current ? versionOfValue(current) : null);
  if (versions.length === 0) throw new AppError('NOT_FOUND');
  return versions;
}
