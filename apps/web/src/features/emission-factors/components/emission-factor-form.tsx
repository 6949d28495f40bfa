import { translate } from '@huella/shared/i18n/messages';
import {
  percentsSumTo100,
  SELECTOR_PAGE_SIZE,
  ZEmissionFactorInput,
  type TEmissionFactor,
  type TEmissionFactorInput,
} from '@huella/shared';
import { Alert, SimpleGrid } from '@mantine/core';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useRef, type ReactNode } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { SelectField, SwitchField, TextField } from '../../../components/data/form-fields.tsx';
import { RecordForm, useRecordForm } from '../../../components/data/record-form.tsx';
import { currentLanguage } from '../../../lib/i18n.ts';
import { showToast } from '../../../lib/notify.tsx';
import { api, apiQuery, invalidateApi, unlessNotFound } from '../../../lib/api.ts';
import { DerivedPartsPanel, type TFactorFormValues } from './derived-parts-panel.tsx';
import { CatalogueNameFields, savedCatalogueName } from '../../../components/data/catalogue-name-fields.tsx';

/**
 * The shared rules except the sum of the parts: that one is checked on submit, where it blocks
 * the request with an error toast (spec/platform.md §5) instead of disabling the button.
 */
const ZFactorFormValues = z.object(ZEmissionFactorInput.shape).superRefine((input, ctx) => {
  if (input.derives && input.factors.length === 0)
    ctx.addIssue({ code: 'custom', path: ['factors'], message: 'validation.derived_required' });
});

const FIELDS = [
  'name',
  'name_en',
  'description',
  'source_id',
  'fly',
  'renewable',
  'derives',
  'factors',
] as const;

/** The form's choices: the sources (first 100), and the plain factors of one that a derived factor blends. */
const choices = {
  sources: () =>
    queryOptions({
      ...apiQuery('/api/sources', { query: { page: 1, per_page: SELECTOR_PAGE_SIZE } }),
      select: (answer) => answer?.data ?? [],
      staleTime: 60_000,
    }),
  plainFactors: (sourceId: number | null) =>
    queryOptions({
      ...apiQuery('/api/factors', {
        query: { source_id: sourceId ?? undefined, derives: 'false', page: 1, per_page: SELECTOR_PAGE_SIZE },
      }),
      select: (answer) => answer?.data ?? [],
      enabled: sourceId !== null,
    }),
};

function toValues(factor: TEmissionFactor): TFactorFormValues {
  return {
    name: factor.name,
    name_en: factor.name_en ?? '',
    description: factor.description ?? '',
    source_id: factor.source_id,
    fly: factor.fly,
    renewable: factor.renewable,
    derives: factor.derives,
    factors: factor.factors.map((part) => ({ ...part })),
  };
}

/**
 * An emission factor (id 0 creates). `after` (its gas values) shows under a saved plain factor; a
 * saved derived factor says instead that its values are those of the factors it blends.
 */
export function EmissionFactorForm({ id, after }: { id: number; after?: ReactNode }) {
  const { t } = useTranslation(['emission-factors', 'catalogue']);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const factorQuery = useQuery(
    apiQuery('/api/emission-factors/{emission_factor}', {
      path: { emission_factor: id },
      notify: unlessNotFound,
    }),
  );
  const factor = factorQuery.data;
  const { data: sources } = useQuery(choices.sources());
  const createdId = useRef<number | null>(null);
  const { form, onSubmit, isSaving, isCreate, recordState } = useRecordForm<
    TFactorFormValues,
    TEmissionFactorInput,
    TEmissionFactor
  >({
    id,
    schema: ZFactorFormValues as unknown as z.ZodType<TEmissionFactorInput>,
    saved: { namespace: 'emission-factors', name: savedCatalogueName },
    defaultValues: {
      name: '',
      name_en: '',
      description: '',
      source_id: null,
      fly: false,
      renewable: false,
      derives: false,
      factors: [],
    },
    recordQuery: factorQuery,
    toValues,
    create: async (input) => {
      const created = await api.post('/api/emission-factors', { body: input });
      createdId.current = created?.id ?? null;
      return created;
    },
    update: (factorId, body) =>
      api.put('/api/emission-factors/{emission_factor}', { path: { emission_factor: factorId }, body }),
    fields: FIELDS,
    beforeSubmit: (values) => {
      if (!values.derives || percentsSumTo100(values.factors.map((part) => part.percent))) return true;
      showToast({
        kind: 'error',
        id: 'percent-sum',
        message: translate('validation.percent_sum', currentLanguage()),
      });
      return false;
    },
    onSaved: () => {
      void invalidateApi(queryClient, '/api/emission-factors', '/api/factors');
      // A new factor stays open: a plain one gets its gas values right there. An edit is done.
      const id = createdId.current;
      if (id) void navigate({ to: '/emission-factors/$id', params: { id: String(id) }, replace: true });
      else void navigate({ to: '/emission-factors' });
    },
  });
  const { control } = form;
  const derives = useWatch({ control, name: 'derives' });
  const sourceId = useWatch({ control, name: 'source_id' });
  const { data: factorOptions } = useQuery(choices.plainFactors(derives ? sourceId : null));
  const partsError = (form.formState.errors.factors as { message?: string } | undefined)?.message;
  return (
    <RecordForm
      title={isCreate ? t('newTitle') : t('editTitle')}
      form={form}
      onSubmit={onSubmit}
      isSaving={isSaving}
      recordState={recordState}
      onCancel={() => void navigate({ to: '/emission-factors' })}
      after={
        factor?.derives ? (
          <Alert color="blue" variant="light" title={t('derivedValues.title')}>
            {t('derivedValues.help')}
          </Alert>
        ) : (
          after
        )
      }
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <CatalogueNameFields control={control} label={t('fields.name')} />
        <SelectField
          control={control}
          name="source_id"
          label={t('fields.source')}
          required
          options={(sources ?? []).map((s) => ({ value: s.id, label: s.display_name }))}
        />
        <SwitchField control={control} name="fly" label={t('fields.fly')} description={t('fields.flyHelp')} />
        <SwitchField
          control={control}
          name="renewable"
          label={t('fields.renewable')}
          description={t('fields.renewableHelp')}
        />
        <SwitchField
          control={control}
          name="derives"
          label={t('fields.derives')}
          description={t('fields.derivesHelp')}
        />
      </SimpleGrid>
      <TextField control={control} name="description" label={t('fields.description')} multiline />
      {derives ? (
        <DerivedPartsPanel
          control={control}
          options={factorOptions ?? []}
          selfId={id}
          error={partsError}
          onEditPart={(factorId) =>
            void navigate({ to: '/factors/$factor/gas-emissions', params: { factor: String(factorId) } })
          }
        />
      ) : null}
    </RecordForm>
  );
}
