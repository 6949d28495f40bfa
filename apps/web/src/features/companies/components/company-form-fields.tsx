import { SimpleGrid, Stack, TextInput } from '@mantine/core';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

export const COMPANY_FIELDS = ['name', 'nit', 'address', 'phone', 'email', 'website'] as const;

/** What the company form holds: text boxes (an empty website is "none"; the schema makes it null). */
export type TCompanyForm = Record<(typeof COMPANY_FIELDS)[number], string>;

export const EMPTY_COMPANY_FORM: TCompanyForm = {
  name: '',
  nit: '',
  address: '',
  phone: '',
  email: '',
  website: '',
};

type TCompanyFormFieldsProps = {
  register: UseFormRegister<TCompanyForm>;
  errors: FieldErrors<TCompanyForm>;
  autoFocus?: boolean;
};

/** The company data fields (ZCompanyInput), shared by the create form and the settings card. */
export function CompanyFormFields({ register, errors, autoFocus }: TCompanyFormFieldsProps) {
  const { t } = useTranslation('companies');
  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" verticalSpacing="sm">
        <TextInput
          {...register('name')}
          label={t('fields.name')}
          autoComplete="organization"
          error={errors.name?.message}
          required
          autoFocus={autoFocus}
        />
        <TextInput {...register('nit')} label={t('fields.nit')} error={errors.nit?.message} required />
      </SimpleGrid>
      <TextInput
        {...register('address')}
        label={t('fields.address')}
        autoComplete="street-address"
        error={errors.address?.message}
        required
      />
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" verticalSpacing="sm">
        <TextInput
          {...register('phone')}
          label={t('fields.phone')}
          type="tel"
          autoComplete="tel"
          error={errors.phone?.message}
          required
        />
        <TextInput
          {...register('email')}
          label={t('fields.email')}
          type="email"
          autoComplete="email"
          error={errors.email?.message}
          required
        />
      </SimpleGrid>
      <TextInput
        {...register('website')}
        label={t('fields.website')}
        description={t('fields.websiteHint')}
        type="url"
        autoComplete="url"
        error={errors.website?.message}
      />
    </Stack>
  );
}
