import { TRIAL_DAYS, ZCompanyInput, type TCompanyInput, type TCompanySummary } from '@huella/shared';
import {
  Alert,
  Anchor,
  Avatar,
  Badge,
  Button,
  Group,
  Stack,
  Text,
  ThemeIcon,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { IconArrowLeft, IconChevronRight, IconInfoCircle, IconShieldCog } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ADMINISTRATION_HOME } from '../../../components/layout/app/nav-items.ts';
import { api, apiKey } from '../../../lib/api.ts';
import { applyServerErrors, schemaResolver } from '../../../lib/forms.ts';
import { showToast } from '../../../lib/notify.tsx';
import { reloadAccount, signOut } from '../../../lib/session-api.ts';
import { useAccount, useSelectedCompany } from '../../../lib/session.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import {
  COMPANY_FIELDS,
  CompanyFormFields,
  EMPTY_COMPANY_FORM,
  type TCompanyForm,
} from './company-form-fields.tsx';
import classes from './welcome-page.module.css';
import { FormServerAlert } from '../../../components/form-server-alert.tsx';

/**
 * /welcome: the company picker. A user with several companies picks one; with none, creates one
 * (or asks an administrator for an invitation). A super-admin also finds the way to the platform
 * administration here, first. `invitations` shows above the picker (the open invitations,
 * answered there). The back arrow signs out. `redirect`: the screen a picked company opens on (a
 * deep link that needed a company first), instead of its home.
 */
export function WelcomePage({ invitations, redirect }: { invitations?: ReactNode; redirect?: string }) {
  const { t } = useTranslation(['companies', 'common']);
  usePageTitle(t('welcome.documentTitle'));
  const navigate = useNavigate();
  const account = useAccount();
  if (!account) return null;
  const companies = account.companies;
  const isSuperAdmin = account.capabilities.includes('administer_platform');
  const intro =
    companies.length > 0
      ? t(redirect ? 'welcome.pickToContinue' : 'welcome.pick')
      : isSuperAdmin
        ? t('welcome.noCompanySuperAdmin')
        : t('welcome.noCompany');

  const leave = async () => {
    await signOut();
    await navigate({ to: '/sign-in', replace: true });
  };

  return (
    <Stack gap="lg">
      <Stack gap={6}>
        <div>
          <Anchor component="button" type="button" size="sm" c="dimmed" onClick={() => void leave()}>
            <Group gap={4} component="span" wrap="nowrap">
              <IconArrowLeft size={16} aria-hidden />
              {t('welcome.signOut')}
            </Group>
          </Anchor>
        </div>
        <Title order={1} fz="h2">
          {t('welcome.title', { name: account.name })}
        </Title>
        <Text c="dimmed" size="sm">
          {intro}
        </Text>
      </Stack>
      {isSuperAdmin ? <AdministrationEntry /> : null}
      {invitations}
      {companies.length > 0 ? (
        <CompanyPicker companies={companies} redirect={redirect} />
      ) : (
        <CreateCompany withInvitationHint={!isSuperAdmin} />
      )}
    </Stack>
  );
}

/** The way into the platform administration, for super-admins (with or without a company). */
function AdministrationEntry() {
  const { t } = useTranslation('companies');
  return (
    <UnstyledButton
      renderRoot={(props) => <Link {...props} to={ADMINISTRATION_HOME} />}
      className={classes.company}
    >
      <ThemeIcon size={44} radius="md" variant="light" aria-hidden>
        <IconShieldCog size={24} />
      </ThemeIcon>
      <Stack gap={2} miw={0} style={{ flex: 1 }}>
        <Text fw={600}>{t('welcome.administration')}</Text>
        <Text size="xs" c="dimmed">
          {t('welcome.administrationHint')}
        </Text>
      </Stack>
      <IconChevronRight size={18} aria-hidden className={classes.chevron} />
    </UnstyledButton>
  );
}

function CompanyPicker({ companies, redirect }: { companies: TCompanySummary[]; redirect?: string }) {
  const { t } = useTranslation('companies');
  const selected = useSelectedCompany();
  return (
    <Stack
      gap="xs"
      component="ul"
      p={0}
      m={0}
      style={{ listStyle: 'none' }}
      aria-label={t('welcome.listLabel')}
    >
      {companies.map((company) => (
        <li key={company.id}>
          <UnstyledButton
            renderRoot={(props) => (
              <Link
                {...props}
                to="/load-company/$id"
                params={{ id: String(company.id) }}
                search={redirect ? { redirect } : {}}
              />
            )}
            className={classes.company}
            data-selected={selected?.id === company.id || undefined}
          >
            <Avatar src={company.logo} name={company.name} color="initials" radius="md" size={44} alt="" />
            <Stack gap={2} miw={0} style={{ flex: 1 }}>
              <Text fw={600} truncate>
                {company.name}
              </Text>
              <Group gap={6}>
                <Badge variant="light" size="sm" color={company.role === 'administrator' ? 'huella' : 'gray'}>
                  {t(`roles.${company.role}`)}
                </Badge>
                {selected?.id === company.id && (
                  <Text size="xs" c="dimmed">
                    {t('welcome.lastUsed')}
                  </Text>
                )}
              </Group>
            </Stack>
            <IconChevronRight size={18} aria-hidden className={classes.chevron} />
          </UnstyledButton>
        </li>
      ))}
    </Stack>
  );
}

/** `withInvitationHint`: the hint to ask for an invitation, or start the trial (not for super-admins). */
function CreateCompany({ withInvitationHint }: { withInvitationHint: boolean }) {
  const { t } = useTranslation(['companies', 'common']);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const form = useForm<TCompanyForm, unknown, TCompanyInput>({
    resolver: schemaResolver<TCompanyForm, TCompanyInput>(ZCompanyInput),
    defaultValues: EMPTY_COMPANY_FORM,
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    try {
      // The caller becomes its administrator; the trial starts.
      const company = await api.post('/api/companies', { body: values });
      if (!company) return;
      queryClient.setQueryData(
        apiKey('/api/companies/{company}', { path: { company: company.id } }),
        company,
      );
      await reloadAccount();
      showToast({ kind: 'success', message: t('create.created', { name: company.name }) });
      await navigate({ to: '/load-company/$id', params: { id: String(company.id) } });
    } catch (error) {
      applyServerErrors(error, form.setError, COMPANY_FIELDS);
    }
  });

  return (
    <Stack gap="md">
      {withInvitationHint ? (
        <Alert color="blue" variant="light" icon={<IconInfoCircle size={18} aria-hidden />}>
          {t('welcome.askForInvitation', { days: TRIAL_DAYS })}
        </Alert>
      ) : null}
      <form noValidate onSubmit={submit} aria-labelledby="create-company-title">
        <Stack gap="sm">
          <Title order={2} fz="h4" id="create-company-title">
            {t('create.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('create.description')}
          </Text>
          <FormServerAlert errors={errors} />
          <CompanyFormFields register={form.register} errors={errors} />
          <Button type="submit" fullWidth loading={form.formState.isSubmitting} mt="xs">
            {t('create.submit')}
          </Button>
        </Stack>
      </form>
    </Stack>
  );
}
