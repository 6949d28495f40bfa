import { Stack } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/page-header.tsx';
import { requireRole } from '../../features/auth/guards.ts';
import { companyQuery } from '../../features/companies/api/get-company.ts';
import { CompanyDataCard } from '../../features/companies/components/company-data-card.tsx';
import { companyUsersQuery } from '../../features/company-users/api/list-company-users.ts';
import { MembersCard } from '../../features/company-users/components/members-card.tsx';
import { useTeamSize } from '../../features/company-users/team-size.ts';
import { GettingStartedCard } from '../../features/companies/components/getting-started-card.tsx';
import { useCompany } from '../../features/companies/api/get-company.ts';
import { loadNamespaces } from '../../lib/i18n.ts';
import { getSelectedCompany, useSelectedCompany } from '../../lib/session.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';

/**
 * /settings: the selected company's data and members (its administrators and super-admins); a
 * company without data opens with its guided start.
 */
export const Route = createFileRoute('/_app/settings')({
  beforeLoad: requireRole(['administrator', 'super-admin']),
  staticData: { breadcrumb: 'nav.settings' },
  loader: ({ context }) => {
    const company = getSelectedCompany();
    if (company) {
      void context.queryClient.prefetchQuery(companyQuery(company.id));
      void context.queryClient.prefetchQuery(companyUsersQuery(company.id));
    }
    return loadNamespaces('companies', 'company-users');
  },
  component: SettingsRoute,
});

function SettingsRoute() {
  const { t } = useTranslation('companies');
  usePageTitle(t('settings.title'));
  const company = useSelectedCompany();
  if (!company) return null;
  return (
    <Stack gap="lg" maw={1000}>
      <PageHeader
        title={t('settings.title')}
        description={t('settings.description', { name: company.name })}
      />
      <GettingStarted companyId={company.id} />
      <CompanyDataCard companyId={company.id} />
      <MembersCard companyId={company.id} />
    </Stack>
  );
}

/** The guided start, from the company and its people (the same cached data the cards below show). */
function GettingStarted({ companyId }: { companyId: number }) {
  const company = useCompany(companyId);
  const team = useTeamSize(companyId);
  if (!company.data) return null;
  return <GettingStartedCard key={companyId} company={company.data} team={team} />;
}
