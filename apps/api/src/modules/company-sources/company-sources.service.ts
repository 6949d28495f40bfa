import type { TCompanySources, TCompanySourcesInput, TLanguage } from '@huella/shared';
import { AppError } from '../../lib/app-error.ts';
import type { ScopedCompany, ServiceContext } from '../../lib/context.ts';
import { usedBy } from '../../lib/destroy-all-or-none.ts';
import { assertWithinLimit, lockCompany } from '../plans/plans.service.ts';
import { listOfferedSourceIds } from '../sources/sources.service.ts';
import {
  countEmissionSourceUses,
  countFactorActivityUses,
  listCompanySourceRows,
  replaceCompanySourceRows,
} from './company-sources.repository.ts';

// The catalogue sources (emission-source categories) a company works with: its emission sources
// take their category among them, and the plan limits how many it may use.

export async function listCompanySources(
  ctx: ServiceContext,
  company: ScopedCompany,
  lang: TLanguage,
): Promise<TCompanySources> {
  return { data: await listCompanySourceRows(ctx.db, company.id, lang) };
}

/**
 * Replaces the company's sources with the chosen set (at least one). A source new to the company must
 * be offered: exist, be enabled and have at least one emission factor, since one without would lead
 * nowhere (one it already uses stays even if the catalogue disabled it since). A source
 * the company's emission sources still use cannot go (409 naming it and them), and the set may not
 * pass the plan's `sources` limit (409).
 */
export async function replaceCompanySources(
  ctx: ServiceContext,
  company: ScopedCompany,
  input: TCompanySourcesInput,
  lang: TLanguage,
): Promise<TCompanySources> {
  const wanted = [...new Set(input.sources)];
  // Under the company's lock, so no emission source or other change of the set slips in meanwhile.
  await lockCompany(ctx, company);
  const current = await listCompanySourceRows(ctx.db, company.id, lang);
  const held = new Set(current.map((source) => source.id));
  const offered = await listOfferedSourceIds(
    ctx,
    wanted.filter((id) => !held.has(id)),
  );
  if (wanted.some((id) => !held.has(id) && !offered.has(id))) {
    throw new AppError('VALIDATION', { errors: { sources: ['validation.company_sources_unavailable'] } });
  }

  const chosen = new Set(wanted);
  const removed = current.filter((source) => !chosen.has(source.id));
  const uses = await countEmissionSourceUses(
    ctx.db,
    company.id,
    removed.map((source) => source.id),
  );
  const activities = await countFactorActivityUses(
    ctx.db,
    company.id,
    removed.map((source) => source.id),
  );
  for (const source of removed) {
    const blocker = usedBy('errors.COMPANY_SOURCE_IN_USE', source.name, uses.get(source.id));
    if (blocker) throw new AppError('CONFLICT', blocker);
    const n = activities.get(source.id) ?? 0;
    if (n > 0)
      throw new AppError('CONFLICT', {
        message: 'errors.COMPANY_SOURCE_IN_USE_ACTIVITIES',
        params: { name: source.name, count: n },
      });
  }

  await assertWithinLimit(ctx, company, 'sources', wanted.length - held.size, 'replace');
  await replaceCompanySourceRows(ctx.db, company.id, wanted);
  return listCompanySources(ctx, company, lang);
}
