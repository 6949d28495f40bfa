import { createFileRoute, redirect } from '@tanstack/react-router';
import { WelcomePage } from '../../features/companies/components/welcome-page.tsx';
import { loadNamespaces } from '../../lib/i18n.ts';
import { getAccount } from '../../lib/session.ts';

/** /welcome: the company picker. With exactly one company there is nothing to pick. */
export const Route = createFileRoute('/_onboarding/welcome')({
  beforeLoad: () => {
    const companies = getAccount()?.companies ?? [];
    if (companies.length === 1) {
      throw redirect({ to: '/load-company/$id', params: { id: String(companies[0]!.id) } });
    }
  },
  loader: () => loadNamespaces('companies'),
  component: WelcomePage,
});
