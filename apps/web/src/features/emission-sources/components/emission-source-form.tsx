import {
  ACTIVITY_UNCERTAINTY_MAX,
  SELECTOR_PAGE_SIZE,
  ZEmissionSourceInput,
  type TEmissionSource,
  type TEmissionSourceInput,
} from '@huella/shared';
import { Alert, Anchor, SimpleGrid, Text } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useEffect, type ReactNode } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { NumberField, SelectField, TextField, type TOption } from '../../../components/data/form-fields.tsx';
import { RecordForm, useRecordForm } from '../../../components/data/record-form.tsx';
import { api, apiQuery, invalidateApi, unlessNotFound } from '../../../lib/api.ts';

/** The form's values: the shared input, each choice empty (null) until made. */
export type TEmissionSourceValues = {
  company_id: number;
  code: string;
  name: string;
  type_id: number | null;
  source_id: number | null;
  emission_factor_id: number | null;
  headquarter_id: number | null;
  /** Percent, 0 when not stated; null while the box is empty. */
  activity_uncertainty: number | null;
};

const FIELDS = [
  'code',
  'name',
  'type_id',
  'source_id',
  'emission_factor_id',
  'headquarter_id',
  'activity_uncertainty',
  'company_id',
] as const;

function toValues(row: TEmissionSource): TEmissionSourceValues {
  return {
    company_id: row.company_id,
    code: row.code,
    name: row.name,
    type_id: row.type_id,
    source_id: row.source_id,
    emission_factor_id: row.emission_factor_id,
    headquarter_id: row.headquarter_id,
    activity_uncertainty: row.activity_uncertainty,
  };
}

/** Options by name, with the edited record's own choice kept when the list no longer offers it. */
function optionsOf(
  rows: readonly { id: number; name: string }[] | null | undefined,
  current?: { id: number; name: string },
) {
  const options: TOption[] = (rows ?? []).map((row) => ({ value: row.id, label: row.name }));
  if (current && !options.some((option) => option.value === current.id)) {
    options.push({ value: current.id, label: current.name });
  }
  return options;
}

/**
 * The choices the form offers: the types, the company's categories and headquarters, and the
 * factors of the category chosen.
 */
function useChoices(companyId: number, sourceId: number | null) {
  const types = useQuery({
    ...apiQuery('/api/types/{group}', { path: { group: 'emission_source' } }),
    select: (answer) => answer?.data ?? [],
    // The types change only with a new release of the catalogue.
    staleTime: 60 * 60_000,
  });
  const sources = useQuery({
    ...apiQuery('/api/companies/{company}/sources', { path: { company: companyId } }),
    select: (answer) => answer?.data ?? null,
  });
  const headquarters = useQuery({
    ...apiQuery('/api/stakeholders', { query: { company_id: companyId, 'types[]': ['HEADQUARTERS'] } }),
    select: (groups) => groups?.flatMap((group) => group.data) ?? null,
  });
  const factors = useQuery({
    ...apiQuery('/api/factors', {
      query: { source_id: sourceId ?? undefined, page: 1, per_page: SELECTOR_PAGE_SIZE },
    }),
    select: (answer) => answer?.data ?? [],
    enabled: sourceId !== null,
  });
  return { types, sources, headquarters, factors };
}

export type TEmissionSourceFormProps = {
  companyId: number;
  /** 0 creates. */
  id: number;
  /** The viewer may open /settings (administrators, super-admins): the notices link there. */
  canOpenSettings: boolean;
};

/**
 * An emission source of the company (id 0 creates): code, name, type, category (one of the
 * company's catalogue sources), emission factor (one of that category's: the choice empties when
 * the category changes) and headquarter — all required — and how well its consumption is known (the
 * activity data's uncertainty, %, 0 when not stated), checked by the shared `ZEmissionSourceInput`
 * and then by the server (a code the company already uses is refused on its field). A company
 * without categories or headquarters is told where to add them.
 */
export function EmissionSourceForm({ companyId, id, canOpenSettings }: TEmissionSourceFormProps) {
  const { t } = useTranslation(['emission-sources', 'common']);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const recordQuery = useQuery(
    apiQuery('/api/emission-sources/{emission_source}', {
      path: { emission_source: id },
      query: { company_id: companyId },
      notify: unlessNotFound,
    }),
  );
  const record = recordQuery.data ?? null;
  const backToList = () => void navigate({ to: '/emission-sources' });
  const { form, onSubmit, isSaving, isCreate, recordState } = useRecordForm<
    TEmissionSourceValues,
    TEmissionSourceInput,
    TEmissionSource
  >({
    id,
    schema: ZEmissionSourceInput,
    saved: { namespace: 'emission-sources', name: (values) => values.name },
    defaultValues: {
      company_id: companyId,
      code: '',
      name: '',
      type_id: null,
      source_id: null,
      emission_factor_id: null,
      headquarter_id: null,
      activity_uncertainty: 0,
    },
    recordQuery,
    toValues,
    create: (body) => api.post('/api/emission-sources', { body }),
    update: (emission_source, body) =>
      api.put('/api/emission-sources/{emission_source}', { path: { emission_source }, body }),
    fields: FIELDS,
    onSaved: () => {
      void invalidateApi(queryClient, '/api/emission-sources');
      // The plan's usage moved with a new source.
      void invalidateApi(queryClient, '/api/companies/{company}');
      backToList();
    },
  });
  const { control } = form;
  const sourceId = useWatch({ control, name: 'source_id' });
  const { types, sources, headquarters, factors } = useChoices(companyId, sourceId ?? null);

  // A factor belongs to one category: choosing another category empties the factor. Only the
  // user's choice does (`type` 'change'); loading the edited record does not.
  useEffect(() => {
    const subscription = form.watch((_values, { name, type }) => {
      if (name === 'source_id' && type === 'change') {
        form.setValue('emission_factor_id', null, { shouldDirty: true });
      }
    });
    return () => subscription.unsubscribe();
  }, [form]);

  const sourceOptions = optionsOf(sources.data, record?.source);
  const headquarterOptions = optionsOf(headquarters.data, record?.headquarter);
  const factorOptions = optionsOf(
    factors.data,
    record && record.source_id === sourceId ? record.emission_factor : undefined,
  );
  const noSources = sources.isSuccess && sourceOptions.length === 0;
  const noHeadquarters = headquarters.isSuccess && headquarterOptions.length === 0;
  const loading = t('common:loading');

  return (
    <RecordForm
      title={isCreate ? t('newTitle') : t('editTitle')}
      description={t('formDescription')}
      form={form}
      onSubmit={onSubmit}
      isSaving={isSaving}
      recordState={recordState}
      onCancel={backToList}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextField control={control} name="code" label={t('fields.code')} required />
        <TextField control={control} name="name" label={t('fields.name')} required />
        <SelectField
          control={control}
          name="type_id"
          label={t('fields.type')}
          options={optionsOf(types.data, record?.type)}
          nothingFoundMessage={types.isPending ? loading : t('common:noResults')}
          required
        />
        <SelectField
          control={control}
          name="source_id"
          label={t('fields.source')}
          options={sourceOptions}
          disabled={noSources}
          nothingFoundMessage={sources.isPending ? loading : t('common:noResults')}
          required
        />
        <SelectField
          control={control}
          name="emission_factor_id"
          label={t('fields.emission_factor')}
          options={factorOptions}
          disabled={!sourceId}
          placeholder={sourceId ? undefined : t('form.chooseSourceFirst')}
          nothingFoundMessage={factors.isFetching ? loading : t('form.noFactors')}
          required
        />
        <SelectField
          control={control}
          name="headquarter_id"
          label={t('fields.headquarter')}
          options={headquarterOptions}
          disabled={noHeadquarters}
          nothingFoundMessage={headquarters.isPending ? loading : t('common:noResults')}
          required
        />
        <NumberField
          control={control}
          name="activity_uncertainty"
          label={t('fields.activity_uncertainty')}
          description={t('fields.activity_uncertaintyHelp')}
          min={0}
          max={ACTIVITY_UNCERTAINTY_MAX}
        />
      </SimpleGrid>
      {noSources ? (
        <MissingSetup
          text={t('form.noSources')}
          action={canOpenSettings ? t('form.addInSettings') : t('form.askAdministrator')}
          link={canOpenSettings}
        />
      ) : null}
      {noHeadquarters ? (
        <MissingSetup
          text={t('form.noHeadquarters')}
          action={canOpenSettings ? t('form.addInSettings') : t('form.askAdministrator')}
          link={canOpenSettings}
        />
      ) : null}
    </RecordForm>
  );
}

/** What the company lacks before a source can be recorded, and where it is added. */
function MissingSetup({ text, action, link }: { text: string; action: string; link: boolean }): ReactNode {
  return (
    <Alert color="yellow" variant="light" icon={<IconInfoCircle size={18} aria-hidden />} role="status">
      <Text size="sm">
        {text}{' '}
        {link ? (
          <Anchor component={Link} to="/settings" size="sm" fw={600}>
            {action}
          </Anchor>
        ) : (
          action
        )}
      </Text>
    </Alert>
  );
}
