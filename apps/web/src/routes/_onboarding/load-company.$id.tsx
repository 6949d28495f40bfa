import { createFileRoute } from '@tanstack/react-router';
import { LoadCompanyPage } from '../../features/companies/components/load-company-page.tsx';
import { safeRedirectTarget } from '../../features/auth/guards.ts';
import { loadCompany } from '../../features/companies/load-company.ts';
import { loadNamespaces } from '../../lib/i18n.ts';

/** /load-company/{id}: loads and selects the company, then opens the first screen of the menu. */
export const Route = createFileRoute('/_onboarding/load-company/$id')({
  // Never preloaded: the router hands a navigation the loading a hover began, and a preload must
  // neither select the company nor go anywhere, so a click while the hover's loading was under way
  // stayed on "Loading company…" for good.
  preload: false,
  // The screen to open instead of the company's home (a deep link that needed a company first).
  validateSearch: (search: Record<string, unknown>): { redirect?: string } => {
    const redirect = safeRedirectTarget(search.redirect);
    return redirect ? { redirect } : {};
  },
  loaderDeps: ({ search }) => ({ redirect: search.redirect }),
  loader: async ({ context, params, deps }) => {
    await loadNamespaces('companies');
    await loadCompany(context.queryClient, Number(params.id), deps?.redirect);
  },
  // Never cached: every visit loads and selects the company again.
  staleTime: 0,
  gcTime: 0,
  pendingMs: 0,
  pendingComponent: LoadCompanyPage,
  component: LoadCompanyPage,
});
