import type { QueryClient } from '@tanstack/react-query';
import { redirect } from '@tanstack/react-router';
import { apiQuery } from '../../lib/api.ts';
import { resetDashboardFilters } from '../../lib/dashboard-filters-storage.ts';
import { i18n } from '../../lib/i18n.ts';
import { showToast } from '../../lib/notify.tsx';
import { administersPlatform, getAccount, getSessionUser, selectCompany } from '../../lib/session.ts';
import { reloadAccount } from '../../lib/session-api.ts';
import { companyHome } from './app-home.ts';

function isInAccount(id: number): boolean {
  return getAccount()?.companies.some((company) => company.id === id) ?? false;
}

function isSuperAdmin(): boolean {
  return administersPlatform(getAccount());
}

/** What every screen of a company reads at once: the company (with its plan), its sources, the standards. */
function companyReads(id: number) {
  const company = { path: { company: id } };
  return {
    company: apiQuery('/api/companies/{company}', company),
    sources: apiQuery('/api/companies/{company}/sources', company),
    // The standards change only with a new release of the catalogue.
    standards: { ...apiQuery('/api/standards'), staleTime: 60 * 60_000 },
  };
}

function refuse(): never {
  showToast({
    kind: 'warning',
    id: 'load-company-refused',
    message: i18n.t('load.notYours', { ns: 'companies' }),
  });
  throw redirect({ to: '/welcome' });
}

/**
 * /load-company/{id} (spec/workspace.md §2): loads the company, its catalogue sources and the
 * standards into the data cache, selects the company and goes to its home (`companyHome`). A
 * company that is not one of the account's sends the user back to /welcome — except a
 * super-admin, who may enter any company (DESIGN.md §9; the API answers them for every company
 * that exists). Its route is never preloaded (`routes/_onboarding/load-company.$id.tsx` says why).
 * `redirect` (a local path, already checked): the screen to open instead of the home, the one a
 * deep link asked for before a company was chosen.
 */
export async function loadCompany(queryClient: QueryClient, id: number, redirectTo?: string): Promise<void> {
  if (!Number.isInteger(id) || id <= 0) refuse();
  // The account may predate a membership added meanwhile (an invitation accepted elsewhere).
  if (!isInAccount(id)) await reloadAccount().catch(() => null);
  if (!isInAccount(id) && !isSuperAdmin()) refuse();
  const reads = companyReads(id);
  const company = await queryClient.fetchQuery(reads.company).catch(() => null);
  // The API's error toast already said why (404, connection…).
  if (!company) throw redirect({ to: '/welcome' });
  // The screens of the company read these at once; one that fails to load now loads there again.
  await Promise.all([
    queryClient.fetchQuery(reads.sources).catch(() => null),
    queryClient.fetchQuery(reads.standards).catch(() => null),
  ]);
  // The dashboard's filters start over in the company entered (spec/workspace.md §4).
  resetDashboardFilters(id);
  selectCompany(id, {
    id: company.id,
    name: company.name,
    logo: company.logo,
    capabilities: company.capabilities,
  });
  if (redirectTo) throw redirect({ href: redirectTo, replace: true });
  throw redirect({
    to: companyHome(getSessionUser()?.capabilities ?? [], company.current_limits),
    replace: true,
  });
}
