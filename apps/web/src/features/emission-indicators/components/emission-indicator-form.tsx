import {
  formatDate,
  formatDateTime,
  formatNumber,
  SELECTOR_PAGE_SIZE,
  ZEmissionIndicatorInput,
  type TEmissionIndicator,
  type TEmissionIndicatorInput,
} from '@huella/shared';
import { Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useId } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  DateField,
  NumberField,
  SelectField,
  TextField,
  type TOption,
} from '../../../components/data/form-fields.tsx';
import { RecordForm, useRecordForm } from '../../../components/data/record-form.tsx';
import { api, apiQuery, invalidateApi, unlessNotFound } from '../../../lib/api.ts';
import { currentLanguage } from '../../../lib/i18n.ts';

/** The form's values: the shared input, each choice empty (null) until made. */
export type TEmissionIndicatorValues = {
  company_id: number;
  sector_id: number | null;
  key_indicator_id: number | null;
  /** Null while the box is empty. */
  value: number | null;
  date: string | null;
  note: string;
  headquarter_id: number | null;
  client_id: number | null;
  provider_id: number | null;
  project_id: number | null;
};

const FIELDS = [
  'sector_id',
  'key_indicator_id',
  'value',
  'date',
  'note',
  'headquarter_id',
  'client_id',
  'provider_id',
  'project_id',
  'company_id',
] as const;

const STAKEHOLDERS = [
  ['headquarter_id', 'HEADQUARTERS', 'headquarter'],
  ['client_id', 'CLIENTS', 'client'],
  ['provider_id', 'PROVIDERS', 'provider'],
  ['project_id', 'PROJECTS', 'project'],
] as const;

function toValues(row: TEmissionIndicator): TEmissionIndicatorValues {
  return {
    company_id: row.company_id,
    sector_id: row.sector_id,
    key_indicator_id: row.key_indicator_id,
    value: row.value,
    date: row.date,
    note: row.note ?? '',
    headquarter_id: row.headquarter_id,
    client_id: row.client_id,
    provider_id: row.provider_id,
    project_id: row.project_id,
  };
}

/**
 * Options by name (a catalogue row's in the reader's language, `display_name`), with the edited
 * record's own choice, named as the API answers it, kept when the list no longer offers it.
 */
function optionsOf(
  rows: readonly { id: number; name: string; display_name?: string }[] | null | undefined,
  current?: { id: number; name: string } | null,
) {
  const options: TOption[] = (rows ?? []).map((row) => ({
    value: row.id,
    label: row.display_name ?? row.name,
  }));
  if (current && !options.some((option) => option.value === current.id)) {
    options.push({ value: current.id, label: current.name });
  }
  return options;
}

/** The catalogue's sectors, the chosen sector's key indicators and the company's stakeholders. */
function useChoices(companyId: number, sectorId: number | null) {
  const sectors = useQuery({
    ...apiQuery('/api/sectors', { query: { page: 1, per_page: SELECTOR_PAGE_SIZE } }),
    select: (answer) => answer?.data ?? [],
  });
  const keyIndicators = useQuery({
    ...apiQuery('/api/key-indicators', {
      query: { page: 1, per_page: SELECTOR_PAGE_SIZE, sector_id: sectorId ?? undefined },
    }),
    select: (answer) => answer?.data ?? [],
    enabled: sectorId !== null,
  });
  const stakeholders = useQuery(
    apiQuery('/api/stakeholders', {
      query: { company_id: companyId, 'types[]': STAKEHOLDERS.map(([, type]) => type) },
    }),
  );
  const ofType = (type: (typeof STAKEHOLDERS)[number][1]) =>
    stakeholders.data?.find((group) => group.type === type)?.data ?? [];
  return { sectors, keyIndicators, stakeholders, ofType };
}

export type TEmissionIndicatorFormProps = {
  companyId: number;
  /** 0 creates. */
  id: number;
};

/**
 * An emission indicator of the company (id 0 creates): the key indicator (among the chosen
 * sector's: the choice empties when the sector changes), its value (a positive number, in the
 * indicator's unit) and date — required — and a note and one stakeholder of each kind, checked by
 * the shared `ZEmissionIndicatorInput` and then by the server. An indicator that exists shows its
 * detail beneath the form.
 */
export function EmissionIndicatorForm({ companyId, id }: TEmissionIndicatorFormProps) {
  const { t } = useTranslation(['emission-indicators', 'common']);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const recordQuery = useQuery(
    apiQuery('/api/emission-indicators/{emission_indicator}', {
      path: { emission_indicator: id },
      query: { company_id: companyId },
      notify: unlessNotFound,
    }),
  );
  const record = recordQuery.data ?? null;
  const backToList = () => void navigate({ to: '/emission-indicators' });
  const { form, onSubmit, isSaving, isCreate, recordState } = useRecordForm<
    TEmissionIndicatorValues,
    TEmissionIndicatorInput,
    TEmissionIndicator
  >({
    id,
    schema: ZEmissionIndicatorInput,
    saved: { namespace: 'emission-indicators', name: (values) => formatDate(values.date, currentLanguage()) },
    defaultValues: {
      company_id: companyId,
      sector_id: null,
      key_indicator_id: null,
      value: null,
      date: null,
      note: '',
      headquarter_id: null,
      client_id: null,
      provider_id: null,
      project_id: null,
    },
    recordQuery,
    toValues,
    create: (body) => api.post('/api/emission-indicators', { body }),
    update: (emission_indicator, body) =>
      api.put('/api/emission-indicators/{emission_indicator}', { path: { emission_indicator }, body }),
    fields: FIELDS,
    onSaved: () => {
      void invalidateApi(queryClient, '/api/emission-indicators');
      // The plan's usage moved with a new indicator.
      void invalidateApi(queryClient, '/api/companies/{company}');
      backToList();
    },
  });
  const { control } = form;
  const sectorId = useWatch({ control, name: 'sector_id' });
  const keyIndicatorId = useWatch({ control, name: 'key_indicator_id' });
  const { sectors, keyIndicators, ofType } = useChoices(companyId, sectorId ?? null);

  // A key indicator belongs to one sector: choosing another sector empties it. Only the user's
  // choice does (`type` 'change'); loading the edited record does not.
  useEffect(() => {
    const subscription = form.watch((_values, { name, type }) => {
      if (name === 'sector_id' && type === 'change') {
        form.setValue('key_indicator_id', null, { shouldDirty: true });
      }
    });
    return () => subscription.unsubscribe();
  }, [form]);

  const chosen = keyIndicators.data?.find((row) => row.id === keyIndicatorId);
  const unit =
    chosen?.unit_measurement.abbreviation ??
    chosen?.unit_measurement.name ??
    (record?.key_indicator_id === keyIndicatorId ? record?.key_indicator.unit : undefined);
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
      after={record ? <EmissionIndicatorDetail record={record} /> : undefined}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <SelectField
          control={control}
          name="sector_id"
          label={t('fields.sector')}
          options={optionsOf(sectors.data, record?.key_indicator.sector)}
          nothingFoundMessage={sectors.isPending ? loading : t('common:noResults')}
          required
        />
        <SelectField
          control={control}
          name="key_indicator_id"
          label={t('fields.key_indicator')}
          options={optionsOf(
            keyIndicators.data,
            record && record.sector_id === sectorId ? record.key_indicator : undefined,
          )}
          disabled={!sectorId}
          placeholder={sectorId ? undefined : t('form.chooseSectorFirst')}
          nothingFoundMessage={keyIndicators.isFetching ? loading : t('form.noKeyIndicators')}
          required
        />
        <NumberField
          control={control}
          name="value"
          label={t('fields.value')}
          description={unit ? t('form.unit', { unit }) : undefined}
          min={0}
          required
        />
        <DateField control={control} name="date" label={t('fields.date')} required />
        {STAKEHOLDERS.map(([name, type, relation]) => (
          <SelectField
            key={name}
            control={control}
            name={name}
            label={t(`fields.${relation}`)}
            options={optionsOf(ofType(type), record?.[relation])}
            clearable
          />
        ))}
      </SimpleGrid>
      <TextField control={control} name="note" label={t('fields.note')} multiline />
    </RecordForm>
  );
}

/** What an indicator holds, as it is stored: read beneath its form. */
function EmissionIndicatorDetail({ record }: { record: TEmissionIndicator }) {
  const { t } = useTranslation('emission-indicators');
  const lang = currentLanguage();
  const titleId = useId();
  const none = t('detail.none');
  const items: [string, string][] = [
    [t('fields.id'), String(record.id)],
    [t('fields.key_indicator'), record.key_indicator.name],
    [t('fields.sector'), record.key_indicator.sector.name],
    [
      t('fields.value'),
      t('detail.value', { value: formatNumber(record.value, lang), unit: record.key_indicator.unit }),
    ],
    [t('fields.date'), formatDate(record.date, lang)],
    [t('fields.note'), record.note ?? none],
    [t('fields.headquarter'), record.headquarter?.name ?? none],
    [t('fields.client'), record.client?.name ?? none],
    [t('fields.provider'), record.provider?.name ?? none],
    [t('fields.project'), record.project?.name ?? none],
    [t('fields.created_at'), formatDateTime(record.created_at, lang)],
    [t('fields.updated_at'), formatDateTime(record.updated_at, lang)],
  ];
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={titleId}>
      <Stack gap="sm">
        <Title order={2} fz="md" id={titleId}>
          {t('detail.title')}
        </Title>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm" component="dl" m={0}>
          {items.map(([label, value]) => (
            <div key={label}>
              <Text component="dt" size="xs" c="dimmed">
                {label}
              </Text>
              <Text component="dd" size="sm" m={0} style={{ overflowWrap: 'anywhere' }}>
                {value}
              </Text>
            </div>
          ))}
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}
