import { Anchor, Card, Group, Stack, Text, ThemeIcon, Title, VisuallyHidden } from '@mantine/core';
import { IconExternalLink, IconFileTypePdf } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/page-header.tsx';
import { requireCapability } from '../../features/auth/guards.ts';
import { CompanyDataCard } from '../../features/companies/components/company-data-card.tsx';
import { ClosedPeriodsCard } from '../../features/companies/components/closed-periods-card.tsx';
import { DashboardSettingsCard } from '../../features/companies/components/dashboard-settings-card.tsx';
import { GettingStartedCard } from '../../features/companies/components/getting-started-card.tsx';
import { apiQuery, invalidateApi, type TApiPath } from '../../lib/api.ts';
import { CompanySourcesCard } from '../../features/company-sources/components/company-sources-card.tsx';
import { MembersCard } from '../../features/company-users/components/members-card.tsx';
import { teamQueries, useTeamSize } from '../../features/company-users/team-size.ts';
import { StakeholdersCard } from '../../features/stakeholders/components/stakeholders-card.tsx';
import { currentLanguage, loadNamespaces } from '../../lib/i18n.ts';
import { getSelectedCompany, useSelectedCompany, useSessionUser } from '../../lib/session.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';

/** The company, with its plan's limits and usage (id 0, no company selected: nothing is asked). */
const companyQuery = (id: number) => apiQuery('/api/companies/{company}', { path: { company: id } });

/** The user guide, a PDF in the language asked for. */
const TUTORIAL_PATH = '/api/instructions/emission_fountains.pdf' satisfies TApiPath;

/**
 * /settings: the selected company's data, the emission-source categories it uses, its
 * stakeholders and its members, and the user guide. Its administrators (and super-admins) change
 * them, a company without data opening with its guided start; its members read and export them.
 */
export const Route = createFileRoute('/_app/settings')({
  beforeLoad: requireCapability('work_in_company'),
  staticData: { breadcrumb: 'nav.settings' },
  loader: ({ context }) => {
    const company = getSelectedCompany();
    if (company) {
      void context.queryClient.prefetchQuery(companyQuery(company.id));
      void context.queryClient.prefetchQuery(
        apiQuery('/api/companies/{company}/sources', { path: { company: company.id } }),
      );
      void context.queryClient.prefetchQuery(teamQueries(company.id).members);
    }
    // The stakeholder and member lists are list screens, whose words are in the catalogue namespace.
    return loadNamespaces('companies', 'company-sources', 'stakeholders', 'company-users', 'catalogue');
  },
  component: SettingsRoute,
});

function SettingsRoute() {
  const { t } = useTranslation('companies');
  usePageTitle(t('settings.title'));
  const company = useSelectedCompany();
  const user = useSessionUser();
  const queryClient = useQueryClient();
  const details = useQuery(companyQuery(company?.id ?? 0));
  if (!company) return null;
  // The server decides; the screen offers changes only to those it will accept them from.
  const canWrite = Boolean(user?.capabilities.includes('administer_company'));
  const readOnly = !canWrite;
  const limits = details.data?.current_limits;
  /** The plan's usage and the first steps follow the categories and headquarters. */
  const reloadCompany = () => invalidateApi(queryClient, '/api/companies/{company}');

  return (
    <Stack gap="lg" maw={1000}>
      <PageHeader
        title={t('settings.title')}
        description={t(readOnly ? 'settings.descriptionReadOnly' : 'settings.description', {
          name: company.name,
        })}
      />
      {canWrite ? <GettingStarted companyId={company.id} /> : null}
      <CompanyDataCard companyId={company.id} readOnly={readOnly} />
      <CompanySourcesCard
        companyId={company.id}
        readOnly={readOnly}
        usage={limits?.sources}
        onSaved={reloadCompany}
      />
      <StakeholdersCard
        companyId={company.id}
        readOnly={readOnly}
        headquartersUsage={limits?.entities}
        onChanged={reloadCompany}
      />
      <MembersCard companyId={company.id} readOnly={readOnly} />
      <DashboardSettingsCard companyId={company.id} readOnly={readOnly} />
      {canWrite ? <ClosedPeriodsCard companyId={company.id} /> : null}
      <TutorialCard />
    </Stack>
  );
}

/** The guided start, from the company and its people (the same cached data the cards below show). */
function GettingStarted({ companyId }: { companyId: number }) {
  const company = useQuery(companyQuery(companyId));
  const team = useTeamSize(companyId);
  if (!company.data) return null;
  return <GettingStartedCard key={companyId} company={company.data} team={team} />;
}

/** The user guide (a PDF in the interface's language), opened in a new tab. */
function TutorialCard() {
  const { t } = useTranslation('companies');
  return (
    <Card withBorder padding="lg" radius="md" component="section" aria-labelledby="tutorial-title">
      <Group wrap="nowrap" align="flex-start" gap="md">
        <ThemeIcon variant="light" size={40} radius="md" aria-hidden>
          <IconFileTypePdf size={22} />
        </ThemeIcon>
        <Stack gap={4}>
          <Title order={2} fz="h4" id="tutorial-title">
            {t('settings.tutorialTitle')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('settings.tutorialDescription')}
          </Text>
          <Anchor
            href={`${TUTORIAL_PATH}?lang=${currentLanguage()}`}
            target="_blank"
            rel="noopener noreferrer"
            fw={500}
          >
            <Group gap={4} component="span" wrap="nowrap">
              {t('settings.tutorialLink')}
              <IconExternalLink size={16} aria-hidden />
              <VisuallyHidden> {t('settings.opensInNewTab')}</VisuallyHidden>
            </Group>
          </Anchor>
        </Stack>
      </Group>
    </Card>
  );
}
