import {
  DOCUMENT_TYPES_LISTED,
  documentTypeOf,
  givenByEmissionSource,
  isSameCompany,
  mapList,
  round6,
  translate,
  type TActivityDocumentTypes,
  type TBulkDestroyResult,
  type TEmissionActivitiesQuery,
  type TEmissionActivity,
  type TEmissionActivityInput,
  type TGivenByEmissionSource,
  type TLanguage,
  type TList,
} from '@huella/shared';
import { AppError } from '../../lib/app-error.ts';
import type { ScopedCompany, ServiceContext } from '../../lib/context.ts';
import {
  createCalculator,
  storedEmissionsOf,
  storeEmissions,
  type Calculator,
} from '../emissions/emissions.service.ts';
import { assertPeriodsOpen, closedPeriodsHolding } from '../closed-periods/closed-periods.service.ts';
import { assertWithinLimit, lockCompany } from '../plans/plans.service.ts';
import { stakeholderProblems } from '../stakeholders/stakeholders.service.ts';
import { insertCalculatedActivities } from './emission-activities.store.ts';
import {
  ACTIVITY_TYPE_GROUP,
  deleteActivityRows,
  findActivityDocument,
  findActivityRow,
  findCompanyFactor,
  findSourceForActivity,
  followEmissionSourceRows,
  isTypeOfGroup,
  listActivityRows,
  listDocumentTypes,
  listGasTotals,
  lockActivityRows,
  setActivityDocument,
  unitExists,
  updateActivityRow,
  type ActivityRow,
  type ActivityValues,
} from './emission-activities.repository.ts';

// A company's activity data (spec/workspace.md §2–§7). Members and administrators alike record it.
// Saving an activity calculates it (DESIGN §4): its per-gas lines and totals are written in the same
// transaction, and a value that cannot be calculated (no gas value on the date, a unit that does not
// convert) is a 422 on that field naming the factor, so nothing is stored that has no footprint.

type GasTotals = Awaited<ReturnType<typeof listGasTotals>>;

/** The stored reason of a flagged activity, in the reader's language. */
export function flagOf(reason: string | null, lang: TLanguage): TEmissionActivity['flag'] {
  if (!reason) return null;
  try {
    const { field, message, params } = JSON.parse(reason) as {
      field: string;
      message: string;
      params: Record<string, string>;
    };
    return { field, message: translate(message, lang, params) };
  } catch {
    return { field: 'emission_factor_id', message: reason };
  }
}

export function toEmissionActivity(row: ActivityRow, gases: GasTotals, lang: TLanguage): TEmissionActivity {
  const named = (value: { id: number | null; name: string | null } | null) =>
    value && value.id !== null ? { id: value.id, name: value.name ?? '' } : null;
  return {
    id: row.id,
    company_id: row.company_id,
    date: row.date,
    consumption: row.consumption,
    by_emission_source: row.by_emission_source,
    emission_source_id: row.emission_source_id,
    emission_factor_id: row.emission_factor_id,
    type_id: row.type_id,
    source_id: row.source_id,
    unit_measurement_id: row.unit_measurement_id,
    headquarter_id: row.headquarter_id,
    client_id: row.client_id,
    provider_id: row.provider_id,
    project_id: row.project_id,
    description: row.description,
    type_document: row.type_document,
    documents: row.documents,
    document:
      row.document_file && row.document_name && row.document_type
        ? { name: row.document_name, type: row.document_type, size: row.document_size ?? 0 }
        : null,
    emission_source:
      row.emission_source && row.emission_source.id !== null
        ? {
            id: row.emission_source.id,
            code: row.emission_source.code ?? '',
            name: row.emission_source.name ?? '',
          }
        : null,
    emission_factor: row.emission_factor,
    type: { id: row.type.id, name: lang === 'en' ? row.type.name_en : row.type.name_es },
    source: row.source,
    unit_measurement: row.unit_measurement,
    headquarter: named(row.headquarter),
    client: named(row.client),
    provider: named(row.provider),
    project: named(row.project),
    carbon_footprint: row.carbon_footprint,
    carbon_footprint_avoided: row.carbon_footprint_avoided,
    uncertainty: row.uncertainty,
    flagged: row.flagged,
    flag: flagOf(row.flag_reason, lang),
    emissions: gases
      .filter((gas) => gas.activity_id === row.id)
      .map((gas) => ({
        gas_id: gas.gas_id,
        gas: gas.gas,
        carbon_footprint: round6(gas.counted / 1000),
        carbon_footprint_avoided: round6(gas.avoided / 1000),
      })),
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

/** The document types the company's activities name: what the form and the repair table offer. */
export async function listActivityDocumentTypes(
  ctx: ServiceContext,
  company: ScopedCompany,
): Promise<TActivityDocumentTypes> {
  return { data: await listDocumentTypes(ctx.db, company.id, DOCUMENT_TYPES_LISTED) };
}

export async function listActivities(
  ctx: ServiceContext,
  company: ScopedCompany,
  query: TEmissionActivitiesQuery,
  lang: TLanguage,
): Promise<TList<TEmissionActivity>> {
  const list = await listActivityRows(ctx.db, company.id, query, query, lang);
  const gases = await listGasTotals(
    ctx.db,
    company.id,
    list.data.map((row) => row.id),
  );
  return mapList(list, (row) => toEmissionActivity(row, gases, lang));
}

export async function showActivity(
  ctx: ServiceContext,
  company: ScopedCompany,
  id: number,
  lang: TLanguage,
): Promise<TEmissionActivity> {
  const row = await findActivityRow(ctx.db, company.id, id, lang);
  if (!row) throw new AppError('NOT_FOUND');
  return toEmissionActivity(row, await listGasTotals(ctx.db, company.id, [id]), lang);
}

/**
 * The values an activity is stored with: what the input says, plus what its emission source gives
 * (factor, category, type and headquarter) or what its factor gives (the category). Every reference
 * is checked against the company, all errors at once.
 */
async function resolveActivity(
  ctx: ServiceContext,
  company: ScopedCompany,
  input: TEmissionActivityInput,
): Promise<ResolvedActivity> {
  const errors: Record<string, string[]> = {};
  // How well the consumption is known: its emission source's statement (none by factor).
  let activityUncertainty = 0;
  // By factor, the activity names its factor, type and headquarter; its factor gives the category.
  const given: Partial<TGivenByEmissionSource> = {
    emission_factor_id: input.emission_factor_id ?? undefined,
    type_id: input.type_id ?? undefined,
    headquarter_id: input.headquarter_id ?? null,
  };
  if (input.by_emission_source) {
    const source = await findSourceForActivity(ctx.db, company.id, input.emission_source_id!);
    if (!source) errors.emission_source_id = ['validation.activity_emission_source'];
    else {
      Object.assign(given, givenByEmissionSource(source));
      activityUncertainty = source.activity_uncertainty;
    }
  } else {
    const factor = await findCompanyFactor(ctx.db, company.id, input.emission_factor_id!);
    if (!factor) errors.emission_factor_id = ['validation.activity_factor'];
    else given.source_id = factor.source_id;
    if (!(await isTypeOfGroup(ctx.db, input.type_id!, ACTIVITY_TYPE_GROUP)))
      errors.type_id = ['validation.emission_source_type'];
  }
  if (!(await unitExists(ctx.db, input.unit_measurement_id)))
    errors.unit_measurement_id = ['validation.unit'];
  const named = { ...input, headquarter_id: given.headquarter_id ?? null };
  Object.assign(errors, await stakeholderProblems(ctx, company.id, named));
  if (Object.keys(errors).length > 0) throw new AppError('VALIDATION', { errors });
  const values: ActivityValues = {
    date: input.date,
    consumption: input.consumption,
    by_emission_source: input.by_emission_source,
    emission_source_id: input.by_emission_source ? input.emission_source_id! : null,
    ...(given as TGivenByEmissionSource),
    unit_measurement_id: input.unit_measurement_id,
    client_id: input.client_id ?? null,
    provider_id: input.provider_id ?? null,
    project_id: input.project_id ?? null,
    description: input.description ?? null,
    type_document: input.type_document ?? null,
    documents: input.documents ?? null,
  };
  return { values, activityUncertainty };
}

/** The values an activity is stored with, and the activity-data uncertainty it is calculated with. */
type ResolvedActivity = { values: ActivityValues; activityUncertainty: number };

/** Calculates the values, or answers the 422 on the field that keeps them from a footprint. */
async function calculateOrRefuse(calculator: Calculator, { values, activityUncertainty }: ResolvedActivity) {
  await calculator.prepare([values.emission_factor_id], [values.unit_measurement_id]);
  const result = calculator.calculate({
    date: values.date,
    consumption: values.consumption,
    unit_measurement_id: values.unit_measurement_id,
    factor_id: values.emission_factor_id,
    activity_uncertainty: activityUncertainty,
  });
  if (!result.ok)
    throw new AppError('VALIDATION', {
      message: result.message,
      params: result.params,
      errors: { [result.field]: [result.message] },
    });
  return result;
}

export async function createActivity(
  ctx: ServiceContext,
  company: ScopedCompany,
  input: TEmissionActivityInput,
  lang: TLanguage,
): Promise<TEmissionActivity> {
  if (!isSameCompany(input.company_id, company.id))
    throw new AppError('VALIDATION', { errors: { company_id: ['validation.company_scope'] } });
  await assertPeriodsOpen(ctx, company, [input.date], lang);
  const resolved = await resolveActivity(ctx, company, input);
  const result = await calculateOrRefuse(createCalculator(ctx.db), resolved);
  await assertWithinLimit(ctx, company, 'emission_activities');
  const [id] = await insertCalculatedActivities(ctx.db, company.id, [{ values: resolved.values, result }]);
  return showActivity(ctx, company, id!, lang);
}

export async function updateActivity(
  ctx: ServiceContext,
  company: ScopedCompany,
  id: number,
  input: TEmissionActivityInput,
  lang: TLanguage,
): Promise<TEmissionActivity> {
  if (!isSameCompany(input.company_id, company.id))
    throw new AppError('VALIDATION', { errors: { company_id: ['validation.company_scope'] } });
  // The company first (as every write of activities), then the activity: one order, no deadlock.
  await assertPeriodsOpen(ctx, company, [input.date], lang);
  const [current] = await lockActivityRows(ctx.db, company.id, [id]);
  if (!current) throw new AppError('NOT_FOUND');
  // Moving an activity out of a closed period changes the period too.
  await assertPeriodsOpen(ctx, company, [current.date], lang);
  const resolved = await resolveActivity(ctx, company, input);
  const result = await calculateOrRefuse(createCalculator(ctx.db), resolved);
  if (!(await updateActivityRow(ctx.db, company.id, id, resolved.values))) throw new AppError('NOT_FOUND');
  await storeEmissions(ctx.db, company.id, [storedEmissionsOf({ id, company_id: company.id }, result)]);
  return showActivity(ctx, company, id, lang);
}

/** Deletes activities of the company, all or none: an id of another company is 404. */
export async function destroyActivities(
  ctx: ServiceContext,
  company: ScopedCompany,
  ids: number[],
  lang: TLanguage,
): Promise<TBulkDestroyResult> {
  const unique = [...new Set(ids)];
  await lockCompany(ctx, company);
  const locked = await lockActivityRows(ctx.db, company.id, unique);
  if (locked.length !== unique.length) throw new AppError('NOT_FOUND');
  await assertPeriodsOpen(
    ctx,
    company,
    locked.map((row) => row.date),
    lang,
  );
  const files = await deleteActivityRows(ctx.db, company.id, unique);
  // The documents go once the delete has committed: a rollback keeps them with their rows.
  ctx.afterCommit(() => {
    for (const file of files) void ctx.storage.removeDocument(file);
  });
  return { deleted: unique.length };
}

/** Attaches a supporting document (a PDF or an image, told by its content) to an activity. */
export async function attachActivityDocument(
  ctx: ServiceContext,
  company: ScopedCompany,
  id: number,
  file: { bytes: Buffer | null; name: string | null },
  lang: TLanguage,
): Promise<TEmissionActivity> {
  if (!file.bytes) throw new AppError('VALIDATION', { errors: { file: ['errors.FILE_REQUIRED'] } });
  const kind = documentTypeOf(file.bytes);
  if (!kind) throw new AppError('VALIDATION', { errors: { file: ['errors.DOCUMENT_TYPE'] } });
  await lockCompany(ctx, company);
  const [activity] = await lockActivityRows(ctx.db, company.id, [id]);
  if (!activity) throw new AppError('NOT_FOUND');
  await assertPeriodsOpen(ctx, company, [activity.date], lang);
  const bytes = file.bytes;
  const previous = await ctx.storage.storeDocument(bytes, kind, async (stored) => {
    const set = await setActivityDocument(ctx.db, company.id, id, {
      file: stored,
      name: documentName(file.name, kind.ext),
      type: kind.mime,
      size: bytes.length,
    });
    if (!set) throw new AppError('NOT_FOUND');
    return set.previous;
  });
  ctx.afterCommit(() => void ctx.storage.removeDocument(previous));
  return showActivity(ctx, company, id, lang);
}

/** The name a document is shown and downloaded with: the uploaded one, with the type's extension. */
function documentName(name: string | null, ext: string): string {
  const base = (name ?? '')
    .replace(/[\p{Cc}\p{Cs}/\\]/gu, '')
    .trim()
    .slice(0, 120);
  if (base === '') return `documento.${ext}`;
  return base.toLowerCase().endsWith(`.${ext}`) ? base : `${base}.${ext}`;
}

export async function detachActivityDocument(
  ctx: ServiceContext,
  company: ScopedCompany,
  id: number,
  lang: TLanguage,
): Promise<TEmissionActivity> {
  const set = await setActivityDocument(ctx.db, company.id, id, null);
  if (!set) throw new AppError('NOT_FOUND');
  ctx.afterCommit(() => void ctx.storage.removeDocument(set.previous));
  return showActivity(ctx, company, id, lang);
}

/** The uploaded document of an activity of the company. */
export async function readActivityDocument(
  ctx: ServiceContext,
  company: ScopedCompany,
  id: number,
): Promise<{ bytes: Buffer; name: string; type: string }> {
  const document = await findActivityDocument(ctx.db, company.id, id);
  if (!document?.file || !document.name || !document.type) throw new AppError('NOT_FOUND');
  const bytes = await ctx.storage.readDocument(document.file);
  if (!bytes) throw new AppError('NOT_FOUND');
  return { bytes, name: document.name, type: document.type };
}

export { seedDemoActivities } from './emission-activities.demo.ts';

/**
 * After an emission source changed, its activities take its factor, category, type and headquarter
 * and are calculated again, their lines combining its activity-data uncertainty. When one of them
 * cannot be calculated on the new factor (no value on its day, a unit that does not convert), the
 * change is refused on the factor, naming why.
 */
export async function followEmissionSource(
  ctx: ServiceContext,
  company: ScopedCompany,
  sourceId: number,
  lang: TLanguage,
): Promise<void> {
  // The company first, as every write of activities: a closing of a period waits, or is seen.
  await lockCompany(ctx, company);
  const activities = await followEmissionSourceRows(ctx.db, company.id, sourceId);
  if (activities.length === 0) return;
  const closed = await closedPeriodsHolding(
    ctx,
    company,
    activities.map((activity) => activity.date),
  );
  const calculator = createCalculator(ctx.db);
  await calculator.prepare(
    activities.map((activity) => activity.emission_factor_id),
    activities.map((activity) => activity.unit_measurement_id),
  );
  const stored = [];
  for (const activity of activities) {
    const result = calculator.calculate({
      date: activity.date,
      consumption: activity.consumption,
      unit_measurement_id: activity.unit_measurement_id,
      factor_id: activity.emission_factor_id,
      activity_uncertainty: activity.activity_uncertainty,
    });
    if (!result.ok)
      throw new AppError('VALIDATION', {
        message: 'errors.EMISSION_SOURCE_ACTIVITIES_UNCALCULABLE',
        params: { ...result.params, date: activity.date },
        errors: { emission_factor_id: ['errors.EMISSION_SOURCE_ACTIVITIES_UNCALCULABLE'] },
      });
    const period = closed.find((row) => row.date_from <= activity.date && row.date_to >= activity.date);
    if (period) {
      // An activity of a closed period keeps its figures; a change that would restate them is refused.
      const stored = storedEmissionsOf(activity, result);
      if (
        stored.carbon_footprint !== activity.carbon_footprint ||
        stored.carbon_footprint_avoided !== activity.carbon_footprint_avoided ||
        stored.uncertainty !== activity.uncertainty
      )
        await assertPeriodsOpen(ctx, company, [activity.date], lang);
      continue;
    }
    stored.push(storedEmissionsOf(activity, result));
  }
  await storeEmissions(ctx.db, company.id, stored);
}
