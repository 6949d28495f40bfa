import {
  STANDARD_GHG,
  STANDARD_ISO,
  ZSourceInput,
  type TSourceForm,
  type TSourceInput,
} from '@huella/shared';
import { Group, Select, SimpleGrid, Text } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useCallback } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import {
  MultiSelectField,
  SelectField,
  SwitchField,
  TextField,
} from '../../../components/data/form-fields.tsx';
import { RecordForm, useRecordForm } from '../../../components/data/record-form.tsx';
import { api, apiQuery, invalidateApi, unlessNotFound } from '../../../lib/api.ts';
import { SOURCE_ICON_NAMES, SOURCE_ICONS, isSourceIcon } from '../../../components/source-icons.ts';
import { CatalogueNameFields, savedCatalogueName } from '../../../components/data/catalogue-name-fields.tsx';

type TValues = {
  name: string;
  name_en: string;
  description: string;
  cause: string;
  limits: string;
  risk: string;
  opportunities: string;
  icon: string;
  enable: boolean;
  type_id: number | null;
  iso_categories: number[];
  ghg_categories: number[];
};

/** The shared rule with the categories split per standard, as the form shows them. */
const ZSourceFormValues = ZSourceInput.omit({ categories: true })
  .extend({ iso_categories: z.array(z.number().int()), ghg_categories: z.array(z.number().int()) })
  .superRefine((value, ctx) => {
    if (value.iso_categories.length + value.ghg_categories.length === 0)
      ctx.addIssue({ code: 'custom', path: ['iso_categories'], message: 'validation.required' });
  })
  .transform(({ iso_categories, ghg_categories, ...rest }): TSourceInput => ({
    ...rest,
    categories: [...iso_categories, ...ghg_categories],
  }));

const FIELDS = [
  'name',
  'name_en',
  'description',
  'cause',
  'limits',
  'risk',
  'opportunities',
  'icon',
  'enable',
  'type_id',
  'iso_categories',
] as const;

function categoriesOf(form: TSourceForm, standardId: number): number[] {
  return form.categories_by_standard.find((entry) => entry.standard_id === standardId)?.category_ids ?? [];
}

function toValues(form: TSourceForm): TValues {
  const source = form.source!;
  return {
    name: source.name,
    name_en: source.name_en ?? '',
    description: source.description ?? '',
    cause: source.cause ?? '',
    limits: source.limits ?? '',
    risk: source.risk ?? '',
    opportunities: source.opportunities ?? '',
    icon: source.icon,
    enable: source.enable,
    type_id: source.type_id,
    iso_categories: categoriesOf(form, STANDARD_ISO),
    ghg_categories: categoriesOf(form, STANDARD_GHG),
  };
}

/**
 * What the form shows: `GET /sources/{id}/form` (the source, its categories per standard, the
 * standards and the types), or for a new source (id 0, never sent) the standards and the types.
 */
function useSourceFormData(id: number): { data?: TSourceForm | null; isPending: boolean; isError: boolean } {
  const isNew = id === 0;
  const saved = useQuery(
    apiQuery('/api/sources/{source}/form', { path: { source: id }, notify: unlessNotFound }),
  );
  const standards = useQuery({ ...apiQuery('/api/standards'), enabled: isNew });
  const types = useQuery({
    ...apiQuery('/api/types/{group}', { path: { group: 'emission_source' } }),
    enabled: isNew,
  });
  if (!isNew) return saved;
  const isPending = standards.isPending || types.isPending;
  return {
    data: isPending
      ? undefined
      : {
          source: null,
          categories_by_standard: [],
          standards: standards.data?.data ?? [],
          types: types.data?.data ?? [],
        },
    isPending,
    isError: standards.isError || types.isError,
  };
}

export function SourceForm({ id }: { id: number }) {
  const { t } = useTranslation(['sources', 'catalogue']);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const formQuery = useSourceFormData(id);
  const formData = formQuery.data;
  const toFormValues = useCallback((data: TSourceForm) => toValues(data), []);
  const { form, onSubmit, isSaving, isCreate, recordState } = useRecordForm<
    TValues,
    TSourceInput,
    TSourceForm
  >({
    id,
    schema: ZSourceFormValues,
    saved: { namespace: 'sources', name: savedCatalogueName },
    defaultValues: {
      name: '',
      name_en: '',
      description: '',
      cause: '',
      limits: '',
      risk: '',
      opportunities: '',
      icon: '',
      enable: true,
      type_id: null,
      iso_categories: [],
      ghg_categories: [],
    },
    // A new source's form data has no source in it: nothing to load into the fields.
    recordQuery: {
      data: formData?.source ? formData : null,
      isPending: formQuery.isPending,
      isError: formQuery.isError,
    },
    toValues: toFormValues,
    create: (body) => api.post('/api/sources', { body }),
    update: (source, body) => api.put('/api/sources/{source}', { path: { source }, body }),
    fields: FIELDS,
    onSaved: () => {
      void invalidateApi(queryClient, '/api/sources');
      void navigate({ to: '/sources' });
    },
  });
  const { control } = form;
  const standard = (standardId: number) => formData?.standards.find((s) => s.id === standardId);
  const categoryOptions = (standardId: number) =>
    (standard(standardId)?.categories ?? []).map((c) => ({ value: c.id, label: `${c.code} · ${c.name}` }));
  return (
    <RecordForm
      title={isCreate ? t('newTitle') : t('editTitle')}
      form={form}
      onSubmit={onSubmit}
      isSaving={isSaving}
      recordState={recordState}
      onCancel={() => void navigate({ to: '/sources' })}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <CatalogueNameFields control={control} label={t('fields.name')} />
        <Controller
          control={control}
          name="icon"
          render={({ field, fieldState }) => {
            const Preview = SOURCE_ICONS[field.value];
            const icons = SOURCE_ICON_NAMES.map((name) => ({ value: name, label: t(`icons.${name}`) }));
            // A source saved with an icon no longer offered keeps showing its name.
            const stored = field.value && !isSourceIcon(field.value);
            return (
              <Select
                label={t('fields.icon')}
                required
                allowDeselect={false}
                searchable
                error={fieldState.error?.message}
                name={field.name}
                ref={field.ref}
                onBlur={field.onBlur}
                value={field.value || null}
                onChange={(next) => field.onChange(next ?? '')}
                leftSection={Preview ? <Preview size={18} aria-hidden /> : null}
                data={stored ? [...icons, { value: field.value, label: field.value }] : icons}
                renderOption={({ option }) => {
                  const Icon = SOURCE_ICONS[option.value];
                  return (
                    <Group gap="xs">
                      {Icon ? <Icon size={18} aria-hidden /> : null}
                      <Text size="sm">{option.label}</Text>
                    </Group>
                  );
                }}
              />
            );
          }}
        />
        <SelectField
          control={control}
          name="type_id"
          label={t('fields.type')}
          clearable
          options={(formData?.types ?? []).map((type) => ({ value: type.id, label: type.name }))}
        />
        <SwitchField control={control} name="enable" label={t('fields.enable')} />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <MultiSelectField
          control={control}
          name="iso_categories"
          label={standard(STANDARD_ISO)?.name ?? t('fields.isoCategories')}
          description={t('fields.categoriesHelp')}
          options={categoryOptions(STANDARD_ISO)}
        />
        <MultiSelectField
          control={control}
          name="ghg_categories"
          label={standard(STANDARD_GHG)?.name ?? t('fields.ghgCategories')}
          description={t('fields.categoriesHelp')}
          options={categoryOptions(STANDARD_GHG)}
        />
      </SimpleGrid>
      <TextField control={control} name="description" label={t('fields.description')} multiline />
      <TextField control={control} name="cause" label={t('fields.cause')} multiline />
      <TextField control={control} name="limits" label={t('fields.limits')} multiline />
      <TextField control={control} name="risk" label={t('fields.risk')} multiline />
      <TextField control={control} name="opportunities" label={t('fields.opportunities')} multiline />
    </RecordForm>
  );
}
