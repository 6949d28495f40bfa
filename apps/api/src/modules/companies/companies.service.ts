import {
  COMPANIES_PER_PERSON_PER_DAY,
  TRIAL_DAYS,
  catalogueName,
  type TCompany,
  type TCompanyInput,
  type TCompanyRole,
  type TCompanySettings,
  type TLanguage,
} from '@huella/shared';
import { AppError, pastDailyLimit } from '../../lib/app-error.ts';
import { companyRights } from '../../lib/rights.ts';
import type { ScopedCompany, ServiceContext } from '../../lib/context.ts';
import { sniffImage } from '../../lib/storage.ts';
import { companyLimits } from '../plans/plans.service.ts';
import { storedFiguresState } from '../reconciliation/reconciliation.service.ts';
import { findSectorRow } from '../sectors/sectors.service.ts';
import {
  countCompaniesCreatedSince,
  findCompany,
  insertCompanyWithAdministrator,
  lockCreator,
  startTrialOf,
  updateCompanyRow,
  type CompanyRow,
} from './companies.repository.ts';

/** A company's sector, named in the reader's language. */
async function sectorOf(ctx: ServiceContext, id: number, lang: TLanguage) {
  const sector = await findSectorRow(ctx.db, id);
  return sector ? { id: sector.id, name: catalogueName(sector, lang) } : null;
}

// Other areas read a company here (an invitation names the company it invites to).
export { findCompany } from './companies.repository.ts';

/**
 * A company as its members read it, with its plan, what it holds of each limit, how many of its
 * activities are flagged and catalogue changes wait to reach it, and its subscription.
 */
async function toCompany(
  ctx: ServiceContext,
  row: CompanyRow,
  role: TCompanyRole,
  lang: TLanguage,
): Promise<TCompany> {
  const { current_plan, current_limits } = await companyLimits(ctx, { id: row.id, role });
  const { flagged_activities, pending_recomputes } = await storedFiguresState(ctx, row.id);
  return {
    id: row.id,
    name: row.name,
    logo: row.logo,
    nit: row.nit,
    address: row.address,
    phone: row.phone,
    email: row.email,
    website: row.website,
    plan_id: row.plan_id,
    trial_ends_at: row.trial_ends_at?.toISOString() ?? null,
    role,
    capabilities: companyRights(role),
    current_plan,
    current_limits,
    flagged_activities,
    pending_recomputes,
    show_composition_chart: row.show_composition_chart,
    sector: row.sector_id === null ? null : await sectorOf(ctx, row.sector_id, lang),
    // Billing does not exist yet: no company has a subscription.
    subscription: null,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

const DAY_MS = 86_400_000;

/**
 * Creates a company; its creator becomes its administrator. A person's first company gets the
 * 7-day trial; later ones start without a plan (each new company would otherwise be a new trial),
 * and a person creates at most COMPANIES_PER_PERSON_PER_DAY in 24 hours (429 with Retry-After).
 * The person's row is locked first, so parallel creations by one person are counted one at a time.
 */
export async function createCompany(
  ctx: ServiceContext,
  userId: number,
  input: TCompanyInput,
  lang: TLanguage,
): Promise<TCompany> {
  const row = await ctx.db.transaction(async (tx) => {
    const creator = await lockCreator(tx, userId);
    if (!creator) throw new AppError('NOT_FOUND');
    const now = new Date();
    const { n, oldest } = await countCompaniesCreatedSince(tx, userId, new Date(now.getTime() - DAY_MS));
    if (n >= COMPANIES_PER_PERSON_PER_DAY)
      throw pastDailyLimit('errors.COMPANY_LIMIT', COMPANIES_PER_PERSON_PER_DAY, oldest);
    const trial = creator.trial_started_at === null;
    if (trial) await startTrialOf(tx, userId, now);
    return insertCompanyWithAdministrator(
      tx,
      {
        ...input,
        created_by: userId,
        trial_ends_at: trial ? new Date(now.getTime() + TRIAL_DAYS * DAY_MS) : null,
      },
      userId,
    );
  });
  return toCompany(ctx, row, 'administrator', lang);
}

export async function getCompany(
  ctx: ServiceContext,
  company: ScopedCompany,
  lang: TLanguage,
): Promise<TCompany> {
  const row = await findCompany(ctx.db, company.id);
  if (!row) throw new AppError('NOT_FOUND');
  return toCompany(ctx, row, company.role, lang);
}

export async function updateCompany(
  ctx: ServiceContext,
  company: ScopedCompany,
  input: TCompanyInput,
  logo: Buffer | null,
  lang: TLanguage,
): Promise<TCompany> {
  const companyId = company.id;
  const current = await findCompany(ctx.db, companyId);
  if (!current) throw new AppError('NOT_FOUND');
  const kind = logo ? sniffImage(logo) : null;
  if (logo && !kind) throw new AppError('VALIDATION', { errors: { logo: ['errors.FILE_TYPE'] } });
  const save = async (logoPath: string | null) => {
    const row = await updateCompanyRow(ctx.db, companyId, { ...input, logo: logoPath });
    if (!row) throw new AppError('NOT_FOUND');
    return row;
  };
  // The new logo is written only once everything else is valid, and removed if the update fails.
  const row =
    logo && kind ? await ctx.storage.storeImage('logos', logo, kind, save) : await save(current.logo);
  if (row.logo !== current.logo) await ctx.storage.remove(current.logo);
  return toCompany(ctx, row, company.role, lang);
}

/** Changes how the company's screens show its data (its administrators' settings). */
export async function updateCompanySettings(
  ctx: ServiceContext,
  company: ScopedCompany,
  settings: TCompanySettings,
  lang: TLanguage,
): Promise<TCompany> {
  if (settings.sector_id != null && !(await findSectorRow(ctx.db, settings.sector_id)))
    throw new AppError('VALIDATION', { errors: { sector_id: ['validation.not_found'] } });
  const changes = {
    ...(settings.show_composition_chart === undefined
      ? {}
      : { show_composition_chart: settings.show_composition_chart }),
    ...(settings.sector_id === undefined ? {} : { sector_id: settings.sector_id }),
  };
  // A body that names no setting changes nothing.
  const row =
    Object.keys(changes).length === 0
      ? await findCompany(ctx.db, company.id)
      : await updateCompanyRow(ctx.db, company.id, changes);
  if (!row) throw new AppError('NOT_FOUND');
  return toCompany(ctx, row, company.role, lang);
}
