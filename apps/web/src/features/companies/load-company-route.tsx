import type { TRouterContext } from '../../lib/router-context.ts';
import { loadNamespaces } from '../../lib/i18n.ts';
import { LoadCompanyPage } from './components/load-company-page.tsx';
import { loadCompany } from './load-company.ts';

/**
 * The options of /load-company/{id}: loads and selects the company, then opens the first screen of
 * the menu (`loadCompany`). Never preloaded: the router hands a navigation the loading a hover
 * began, and a preload's loading selects nothing and goes nowhere, so a click while the hover's
 * loading was under way stayed on "Loading company…" for good.
 */
export const loadCompanyRoute = {
  preload: false,
  loader: async ({ context, params }: { context: TRouterContext; params: { id: string } }) => {
    await loadNamespaces('companies');
    await loadCompany(context.queryClient, Number(params.id));
  },
  // Never cached: every visit loads and selects the company again.
  staleTime: 0,
  gcTime: 0,
  pendingMs: 0,
  pendingComponent: LoadCompanyPage,
  component: LoadCompanyPage,
};
