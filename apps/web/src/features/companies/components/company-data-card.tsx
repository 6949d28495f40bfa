import { ZCompanyInput, type TCompany, type TCompanyInput } from '@huella/shared';
import { Avatar, Button, Card, Center, Group, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ImagePicker } from '../../../components/image-picker.tsx';
import { api, apiKey, apiQuery } from '../../../lib/api.ts';
import { isApiError } from '../../../lib/api-client.ts';
import { applyServerErrors, schemaResolver } from '../../../lib/forms.ts';
import { showToast } from '../../../lib/notify.tsx';
import { reloadAccount } from '../../../lib/session-api.ts';
import { COMPANY_FIELDS, CompanyFormFields, type TCompanyForm } from './company-form-fields.tsx';
import { FormServerAlert } from '../../../components/form-server-alert.tsx';

function toForm(company: TCompany): TCompanyForm {
  return {
    name: company.name,
    nit: company.nit ?? '',
    address: company.address ?? '',
    phone: company.phone ?? '',
    email: company.email ?? '',
    website: company.website ?? '',
  };
}

/**
 * Settings card: the selected company's data and logo; administrators change them, members read
 * them.
 */
export function CompanyDataCard({ companyId, readOnly = false }: { companyId: number; readOnly?: boolean }) {
  const { t } = useTranslation(['companies', 'common']);
  const company = useQuery(apiQuery('/api/companies/{company}', { path: { company: companyId } }));
  return (
    <Card
      withBorder
      padding="lg"
      radius="md"
      component="section"
      aria-labelledby="company-data-title"
      // The guided start leads here.
      id="company-data"
      tabIndex={-1}
    >
      <Stack gap={4} mb="md">
        <Title order={2} fz="h4" id="company-data-title">
          {t('settings.dataTitle')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('settings.dataDescription')}
        </Text>
      </Stack>
      {company.data && readOnly ? (
        <CompanyDataSummary company={company.data} />
      ) : company.data ? (
        <CompanyDataForm key={company.data.updated_at} company={company.data} />
      ) : (
        <Center mih={160} role="status">
          <Loader aria-label={t('common:loading')} />
        </Center>
      )}
    </Card>
  );
}

/** The company's data as a member sees it: each field and its value, nothing to change. */
function CompanyDataSummary({ company }: { company: TCompany }) {
  const { t } = useTranslation('companies');
  const values = toForm(company);
  return (
    <Stack gap="md">
      <Group gap="sm">
        <Avatar
          src={company.logo}
          name={company.name}
          alt={company.logo ? t('fields.logo') : undefined}
          size={56}
          radius="md"
          color="initials"
        />
        {company.logo ? null : (
          <Text size="sm" c="dimmed">
            {t('settings.noLogo')}
          </Text>
        )}
      </Group>
      <SimpleGrid component="dl" cols={{ base: 1, xs: 2 }} spacing="sm" verticalSpacing="sm" m={0}>
        {COMPANY_FIELDS.map((field) => (
          <div key={field}>
            <Text component="dt" size="xs" c="dimmed" fw={500}>
              {t(`fields.${field}`)}
            </Text>
            <Text component="dd" size="sm" m={0} style={{ overflowWrap: 'anywhere' }}>
              {values[field] || t('settings.empty')}
            </Text>
          </div>
        ))}
      </SimpleGrid>
    </Stack>
  );
}

/**
 * Saves the company's data: as JSON, or with a new logo as a multipart form; the answer is the
 * company every screen reads.
 */
function useSaveCompany(id: number) {
  const queryClient = useQueryClient();
  const path = { company: id };
  return async (values: TCompanyInput, logo: File | null) => {
    const saved = logo
      ? await api.post('/api/companies/{company}', {
          path,
          body: { ...values, website: values.website ?? '', logo },
        })
      : await api.put('/api/companies/{company}', { path, body: values });
    if (saved) queryClient.setQueryData(apiKey('/api/companies/{company}', { path }), saved);
    return saved;
  };
}

function CompanyDataForm({ company }: { company: TCompany }) {
  const { t } = useTranslation(['companies', 'common']);
  const save = useSaveCompany(company.id);
  const [logo, setLogo] = useState<File | null>(null);
  const [logoError, setLogoError] = useState<string | null>(null);
  const form = useForm<TCompanyForm, unknown, TCompanyInput>({
    resolver: schemaResolver<TCompanyForm, TCompanyInput>(ZCompanyInput),
    defaultValues: toForm(company),
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    setLogoError(null);
    try {
      const saved = await save(values, logo);
      if (!saved) return;
      setLogo(null);
      form.reset(toForm(saved));
      // The header's company selector shows the name and logo from the account.
      await reloadAccount().catch(() => null);
      showToast({ kind: 'success', message: t('settings.saved') });
    } catch (error) {
      applyServerErrors(error, form.setError, COMPANY_FIELDS, { ignore: ['logo'] });
      if (isApiError(error)) {
        const fileMessages = error.errors.logo ?? (error.status === 413 ? [error.message] : []);
        if (fileMessages.length > 0) setLogoError(fileMessages.join(' '));
      }
    }
  });

  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="md">
        <FormServerAlert errors={errors} />
        <ImagePicker
          label={t('fields.logo')}
          currentUrl={company.logo}
          name={company.name}
          file={logo}
          onFileChange={(file) => {
            setLogo(file);
            setLogoError(null);
          }}
          error={logoError}
          radius="md"
        />
        <CompanyFormFields register={form.register} errors={errors} />
        <Group justify="flex-end">
          <Button type="submit" loading={form.formState.isSubmitting}>
            {t('common:actions.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
