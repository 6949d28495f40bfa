import { currentLanguage } from '../../../lib/i18n.ts';
import { formatDate } from '@huella/shared/format/index';
import {
  INPUT_GIVEN_BY_EMISSION_SOURCE,
  ACTIVITY_DATE_MIN,
  isUnitGroup,
  SELECTOR_PAGE_SIZE,
  ZEmissionActivityInput,
  type TEmissionActivity,
  type TEmissionActivityInput,
  type TStakeholderType,
} from '@huella/shared';
import { Alert, Anchor, Fieldset, Input, SegmentedControl, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useMutation, useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { Controller, useWatch, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  DateField,
  NumberField,
  SelectField,
  TextField,
  type TOption,
} from '../../../components/data/form-fields.tsx';
import type { TNumberValue } from '../../../components/data/locale-number-input.tsx';
import { RecordForm, useRecordForm } from '../../../components/data/record-form.tsx';
import { api, apiKey, apiQuery, apiQueryEveryPage, invalidateApi, unlessNotFound } from '../../../lib/api.ts';
import { useDocumentTypes } from './activity-document-types.ts';
import { ActivityDocumentField, type TDocumentMode } from './activity-document-field.tsx';
import { ActivityFootprint } from './activity-footprint.tsx';
import { convertibleUnits } from './activity-units.ts';

/** The form's values: the shared input, each choice empty (null) until made. */
export type TEmissionActivityValues = {
  company_id: number;
  by_emission_source: boolean;
  emission_source_id: number | null;
  emission_factor_id: number | null;
  type_id: number | null;
  headquarter_id: number | null;
  date: string | null;
  consumption: TNumberValue;
  unit_measurement_id: number | null;
  client_id: number | null;
  provider_id: number | null;
  project_id: number | null;
  description: string;
  type_document: string;
  documents: string;
};

const FIELDS = [
  'company_id',
  'by_emission_source',
  'emission_source_id',
  'emission_factor_id',
  'type_id',
  'headquarter_id',
  'date',
  'consumption',
  'unit_measurement_id',
  'client_id',
  'provider_id',
  'project_id',
  'description',
  'type_document',
  'documents',
] as const;

/** The fields an emission source gives its activities (the shared rule), blank when recording by source. */
const leftToTheSource = Object.fromEntries(
  INPUT_GIVEN_BY_EMISSION_SOURCE.map((field) => [field, null]),
) as Record<(typeof INPUT_GIVEN_BY_EMISSION_SOURCE)[number], null>;

function toValues(row: TEmissionActivity): TEmissionActivityValues {
  return {
    company_id: row.company_id,
    by_emission_source: row.by_emission_source,
    emission_source_id: row.emission_source_id,
    emission_factor_id: row.emission_factor_id,
    type_id: row.type_id,
    headquarter_id: row.headquarter_id,
    // What its source gave it is the source's, not a choice of the activity's.
    ...(row.by_emission_source ? leftToTheSource : {}),
    date: row.date,
    consumption: row.consumption,
    unit_measurement_id: row.unit_measurement_id,
    client_id: row.client_id,
    provider_id: row.provider_id,
    project_id: row.project_id,
    description: row.description ?? '',
    type_document: row.type_document ?? '',
    documents: row.documents ?? '',
  };
}

/**
 * What is sent: only the choices of the way the activity is recorded (a source gives the factor,
 * type and headquarter; a factor names them itself), and no link when the document is a file.
 */
export function toInput(values: TEmissionActivityInput, mode: TDocumentMode): TEmissionActivityInput {
  const bySource = values.by_emission_source;
  return {
    ...values,
    emission_source_id: bySource ? values.emission_source_id : null,
    ...(bySource ? leftToTheSource : {}),
    documents: mode === 'file' ? null : values.documents,
  };
}

/** Options by name, with the edited record's own choice kept when the list no longer offers it. */
function optionsOf(
  rows: readonly { id: number; name: string }[] | null | undefined,
  current?: { id: number; name: string } | null,
): TOption[] {
  const options: TOption[] = (rows ?? []).map((row) => ({ value: row.id, label: row.name }));
  if (current && !options.some((option) => option.value === current.id)) {
    options.push({ value: current.id, label: current.name });
  }
  return options;
}

const sourceLabel = (row: { code: string; name: string }) => `${row.code} · ${row.name}`;

/** How long a factor's gas values serve the choice of its activities' unit. */
const VALUES_FRESH_MS = 60_000;

/** The company's stakeholders of one type, by name. */
function useStakeholders(companyId: number, type: TStakeholderType) {
  return useQuery({
    ...apiQuery('/api/stakeholders', { query: { company_id: companyId, 'types[]': [type] } }),
    select: (groups) => groups?.flatMap((group) => group.data) ?? null,
  });
}

/**
 * What the form chooses among: the company's emission sources (by code), its categories and their
 * factors, the types, the units, and its headquarters, clients, providers and projects.
 */
function useChoices(companyId: number) {
  const emissionSources = useQuery({
    ...apiQueryEveryPage('/api/emission-sources', {
      query: { company_id: companyId, page: 1, per_page: SELECTOR_PAGE_SIZE, sort: 'code', order: 'asc' },
    }),
    select: (rows) => rows ?? [],
  });
  const categories = useQuery({
    ...apiQuery('/api/companies/{company}/sources', { path: { company: companyId } }),
    select: (answer) => answer?.data ?? null,
  });
  const factorLists = useQueries({
    queries: (categories.data ?? []).map((category) =>
      apiQuery('/api/factors', {
        query: { source_id: category.id, page: 1, per_page: SELECTOR_PAGE_SIZE },
      }),
    ),
  });
  const types = useQuery({
    ...apiQuery('/api/types/{group}', { path: { group: 'emission_source' } }),
    select: (answer) => answer?.data ?? [],
    // The types change only with a new release of the catalogue.
    staleTime: 60 * 60_000,
  });
  const units = useQuery({
    ...apiQuery('/api/unit-measurements', { query: { page: 1, per_page: SELECTOR_PAGE_SIZE } }),
    select: (answer) => answer?.data ?? [],
    staleTime: 60_000,
  });
  const headquarters = useStakeholders(companyId, 'HEADQUARTERS');
  const clients = useStakeholders(companyId, 'CLIENTS');
  const providers = useStakeholders(companyId, 'PROVIDERS');
  const projects = useStakeholders(companyId, 'PROJECTS');
  return {
    emissionSources,
    categories,
    factorLists,
    types,
    units,
    headquarters,
    clients,
    providers,
    projects,
  };
}

/**
 * The units the gas values of a factor are given in (a blend's: its parts'), the units an activity's
 * unit must convert to, and the types of those values (operational, embedded): the factor (is it a
 * blend, of which parts), then the gas values of each plain factor. Nothing while no factor is chosen.
 */
function useFactorValueUnits(factorId: number | null) {
  const factor = useQuery({
    ...apiQuery('/api/emission-factors/{emission_factor}', { path: { emission_factor: factorId ?? 0 } }),
    enabled: factorId !== null,
    staleTime: VALUES_FRESH_MS,
  });
  const plain = factor.data
    ? factor.data.derives
      ? factor.data.factors.map((part) => part.id)
      : [factor.data.id]
    : [];
  const values = useQueries({
    queries: plain.map((id) => ({
      ...apiQuery('/api/factors/{factor}/gases', {
        path: { factor: id },
        query: { page: 1, per_page: SELECTOR_PAGE_SIZE },
      }),
      staleTime: VALUES_FRESH_MS,
    })),
    combine: (results) => ({
      rows: results.flatMap((result) => result.data?.data ?? []),
      isSuccess: results.every((result) => result.isSuccess),
      isFetching: results.some((result) => result.isFetching),
    }),
  });
  const isSuccess = factor.isSuccess && values.isSuccess;
  const data = useMemo(
    () =>
      isSuccess
        ? {
            unitIds: [...new Set(values.rows.map((value) => value.unit_measurement_id))],
            typeIds: [
              ...new Set(values.rows.flatMap((value) => (value.type_id === null ? [] : [value.type_id]))),
            ],
          }
        : undefined,
    [isSuccess, values.rows],
  );
  return { data, isSuccess, isFetching: factor.isFetching || values.isFetching };
}

export type TEmissionActivityFormProps = {
  companyId: number;
  /** 0 creates. */
  id: number;
};

/**
 * An activity of the company (id 0 creates), checked by the shared `ZEmissionActivityInput` and then
 * by the server, which calculates it. It is recorded against one of the company's emission sources
 * (which gives the factor, type and headquarter) or against a factor of its categories with a type
 * and, optionally, a headquarter: the switch shows only the choices of its position. The unit is
 * chosen among those that convert to the factor's values. Optional: client, process, project,
 * notes, the document's type, and the document (a link, or a PDF or image uploaded once saved). A
 * saved activity shows its t CO2e, the avoided part and each gas.
 */
export function EmissionActivityForm({ companyId, id }: TEmissionActivityFormProps) {
  const { t } = useTranslation(['emission-activities', 'common', 'messages']);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  /** An activity of the company, as its calls name it. */
  const activityOf = (emission_activity: number) => ({
    path: { emission_activity },
    query: { company_id: companyId },
  });
  const recordQuery = useQuery(
    apiQuery('/api/emission-activities/{emission_activity}', { ...activityOf(id), notify: unlessNotFound }),
  );
  const record = recordQuery.data ?? null;
  const documentTypes = useDocumentTypes(companyId);
  const [chosenMode, setChosenMode] = useState<TDocumentMode | null>(null);
  const mode: TDocumentMode = chosenMode ?? (record?.document ? 'file' : 'link');
  const [file, setFile] = useState<File | null>(null);
  const [removeCurrent, setRemoveCurrent] = useState(false);
  // The answer of the save, for the document's upload that follows it.
  const saved = useRef<TEmissionActivity | null>(null);

  const document = useMutation({
    mutationFn: async (activity: TEmissionActivity) => {
      const saved = activityOf(activity.id);
      if (mode === 'file' && file)
        return api.put('/api/emission-activities/{emission_activity}/document', { ...saved, body: { file } });
      if (activity.document && (mode === 'link' || removeCurrent))
        return api.delete('/api/emission-activities/{emission_activity}/document', saved);
      return activity;
    },
  });

  const afterSave = async () => {
    const activity = saved.current;
    if (!activity) return;
    let latest: TEmissionActivity | null = activity;
    try {
      latest = await document.mutateAsync(activity);
    } catch {
      // The activity is saved; the API client said why its document was not.
    }
    setFile(null);
    setRemoveCurrent(false);
    setChosenMode(null);
    if (latest) {
      const key = apiKey('/api/emission-activities/{emission_activity}', activityOf(activity.id));
      queryClient.setQueryData(key, latest);
    }
    void invalidateApi(queryClient, '/api/emission-activities');
    // The plan's usage moved with a new activity.
    void invalidateApi(queryClient, '/api/companies/{company}');
    // A new activity opens as saved, with what it came to.
    if (id === 0) {
      void navigate({
        to: '/emission-activities/$id',
        params: { id: String(activity.id) },
        replace: true,
      });
    }
  };

  const { form, onSubmit, isSaving, isCreate, recordState } = useRecordForm<
    TEmissionActivityValues,
    TEmissionActivityInput,
    TEmissionActivity
  >({
    id,
    schema: ZEmissionActivityInput,
    saved: { namespace: 'emission-activities', name: (values) => formatDate(values.date, currentLanguage()) },
    defaultValues: {
      company_id: companyId,
      by_emission_source: true,
      emission_source_id: null,
      emission_factor_id: null,
      type_id: null,
      headquarter_id: null,
      date: null,
      consumption: null,
      unit_measurement_id: null,
      client_id: null,
      provider_id: null,
      project_id: null,
      description: '',
      type_document: '',
      documents: '',
    },
    recordQuery,
    toValues,
    create: async (values) =>
      (saved.current = await api.post('/api/emission-activities', { body: toInput(values, mode) })),
    update: async (emission_activity, values) =>
      (saved.current = await api.put('/api/emission-activities/{emission_activity}', {
        path: { emission_activity },
        body: toInput(values, mode),
      })),
    fields: FIELDS,
    onSaved: () => void afterSave(),
  });
  const { control } = form;
  const bySource = useWatch({ control, name: 'by_emission_source' });
  const emissionSourceId = useWatch({ control, name: 'emission_source_id' });
  const factorId = useWatch({ control, name: 'emission_factor_id' });
  const unitId = useWatch({ control, name: 'unit_measurement_id' });

  const {
    emissionSources,
    categories,
    factorLists,
    types,
    units,
    headquarters,
    clients,
    providers,
    projects,
  } = useChoices(companyId);

  // The factor whose values the activity's unit must convert to: the chosen one, or the source's.
  const source = emissionSources.data?.find((row) => row.id === emissionSourceId);
  const activeFactorId = bySource
    ? (source?.emission_factor_id ??
      (record?.by_emission_source && record.emission_source_id === emissionSourceId
        ? record.emission_factor_id
        : null))
    : factorId;
  const valueUnits = useFactorValueUnits(activeFactorId ?? null);
  const unitChoices = useMemo(
    () => convertibleUnits(units.data ?? [], valueUnits.data?.unitIds ?? []),
    [units.data, valueUnits.data],
  );
  const unitsKnown = activeFactorId !== null && valueUnits.isSuccess && units.isSuccess;

  // A unit that does not convert to the factor chosen now is no choice any more.
  useEffect(() => {
    if (!unitsKnown || unitId === null) return;
    if (!unitChoices.some((unit) => unit.id === unitId)) {
      form.setValue('unit_measurement_id', null, { shouldDirty: true });
    }
  }, [unitsKnown, unitId, unitChoices, form]);

  // A factor chosen by hand brings the type its values are given for, when none is chosen yet.
  const valueTypes = valueUnits.data?.typeIds;
  useEffect(() => {
    if (bySource || !valueTypes || valueTypes.length !== 1) return;
    if (form.getValues('type_id') === null) form.setValue('type_id', valueTypes[0]!, { shouldDirty: true });
  }, [bySource, valueTypes, form]);

  const loading = t('common:loading');
  const noResults = t('common:noResults');
  const sourceOptions: TOption[] = (emissionSources.data ?? []).map((row) => ({
    value: row.id,
    label: sourceLabel(row),
  }));
  if (
    record?.emission_source &&
    !sourceOptions.some((option) => option.value === record.emission_source!.id)
  ) {
    sourceOptions.push({ value: record.emission_source.id, label: sourceLabel(record.emission_source) });
  }
  const categoryName = new Map((categories.data ?? []).map((row) => [row.id, row.name]));
  const factorOptions: TOption[] = factorLists.flatMap((list) =>
    (list.data?.data ?? []).map((row) => ({
      value: row.id,
      label: row.name,
      group: categoryName.get(row.source_id),
    })),
  );
  if (
    record &&
    !record.by_emission_source &&
    !factorOptions.some((o) => o.value === record.emission_factor_id)
  ) {
    factorOptions.push({ value: record.emission_factor.id, label: record.emission_factor.name });
  }
  const factorsLoading = categories.isPending || factorLists.some((list) => list.isPending);
  const unitOptions: TOption[] = unitChoices.map((unit) => ({
    value: unit.id,
    label: unit.abbreviation ? `${unit.display_name} (${unit.abbreviation})` : unit.display_name,
  }));
  if (
    !unitsKnown &&
    record &&
    unitId === record.unit_measurement_id &&
    !unitOptions.some((o) => o.value === unitId)
  ) {
    unitOptions.push({ value: record.unit_measurement.id, label: record.unit_measurement.name });
  }
  const unitGroup = unitChoices[0]?.group;
  const unitHelp =
    unitsKnown && unitChoices.length > 0 && isUnitGroup(unitGroup)
      ? t('form.unitHelp', { group: t(`messages:unit_groups.${unitGroup}`) })
      : undefined;
  const unitPlaceholder =
    activeFactorId === null
      ? bySource
        ? t('form.chooseSourceFirst')
        : t('form.chooseFactorFirst')
      : undefined;
  const noEmissionSources = bySource && emissionSources.isSuccess && sourceOptions.length === 0;

  return (
    <RecordForm
      title={isCreate ? t('newTitle') : t('editTitle')}
      description={t('formDescription')}
      form={form}
      onSubmit={onSubmit}
      isSaving={isSaving || document.isPending}
      recordState={recordState}
      onCancel={() => void navigate({ to: '/emission-activities' })}
    >
      {record ? <ActivityFootprint activity={record} /> : null}
      <Fieldset legend={t('form.recordedAgainst')}>
        <Stack gap="md">
          <RecordBySwitch control={control} />
          {bySource ? (
            <Stack gap="xs">
              <SelectField
                control={control}
                name="emission_source_id"
                label={t('fields.emission_source')}
                options={sourceOptions}
                disabled={noEmissionSources}
                nothingFoundMessage={emissionSources.isPending ? loading : noResults}
                description={
                  source
                    ? t('form.sourceGives', {
                        factor: source.emission_factor.name,
                        category: source.source.name,
                        headquarter: source.headquarter.name,
                      })
                    : t('form.bySourceHelp')
                }
                required
              />
              {noEmissionSources ? (
                <Alert
                  color="yellow"
                  variant="light"
                  icon={<IconInfoCircle size={18} aria-hidden />}
                  role="status"
                >
                  <Text size="sm">
                    {t('form.noEmissionSources')}{' '}
                    <Anchor component={Link} to="/emission-sources" size="sm" fw={600}>
                      {t('form.addEmissionSources')}
                    </Anchor>
                  </Text>
                </Alert>
              ) : null}
            </Stack>
          ) : (
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <SelectField
                control={control}
                name="emission_factor_id"
                label={t('fields.emission_factor')}
                options={factorOptions}
                nothingFoundMessage={factorsLoading ? loading : noResults}
                description={t('form.byFactorHelp')}
                required
              />
              <SelectField
                control={control}
                name="type_id"
                label={t('fields.type')}
                options={optionsOf(types.data, record?.by_emission_source ? null : record?.type)}
                nothingFoundMessage={types.isPending ? loading : noResults}
                required
              />
              <SelectField
                control={control}
                name="headquarter_id"
                label={t('fields.headquarter')}
                options={optionsOf(
                  headquarters?.data,
                  record?.by_emission_source ? null : record?.headquarter,
                )}
                nothingFoundMessage={headquarters?.isPending ? loading : noResults}
                clearable
              />
            </SimpleGrid>
          )}
        </Stack>
      </Fieldset>
      <Fieldset legend={t('form.consumption')}>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <DateField
            control={control}
            name="date"
            label={t('fields.date')}
            minDate={ACTIVITY_DATE_MIN}
            required
          />
          <NumberField
            control={control}
            name="consumption"
            label={t('fields.consumption')}
            min={0}
            required
          />
          <SelectField
            control={control}
            name="unit_measurement_id"
            label={t('fields.unit')}
            options={unitOptions}
            disabled={activeFactorId === null}
            placeholder={unitPlaceholder}
            description={unitHelp}
            nothingFoundMessage={valueUnits.isFetching || units.isPending ? loading : t('form.noUnits')}
            required
          />
        </SimpleGrid>
      </Fieldset>
      <Fieldset legend={t('form.stakeholders')}>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <SelectField
            control={control}
            name="client_id"
            label={t('fields.client')}
            options={optionsOf(clients?.data, record?.client)}
            nothingFoundMessage={clients?.isPending ? loading : noResults}
            clearable
          />
          <SelectField
            control={control}
            name="provider_id"
            label={t('fields.provider')}
            options={optionsOf(providers?.data, record?.provider)}
            nothingFoundMessage={providers?.isPending ? loading : noResults}
            clearable
          />
          <SelectField
            control={control}
            name="project_id"
            label={t('fields.project')}
            options={optionsOf(projects?.data, record?.project)}
            nothingFoundMessage={projects?.isPending ? loading : noResults}
            clearable
          />
        </SimpleGrid>
      </Fieldset>
      <Fieldset legend={t('form.support')}>
        <Stack gap="md">
          <TextField control={control} name="description" label={t('fields.description')} multiline />
          <TextField
            control={control}
            name="type_document"
            label={t('fields.type_document')}
            suggestions={documentTypes}
          />
          <ActivityDocumentField
            companyId={companyId}
            activityId={id}
            mode={mode}
            onModeChange={setChosenMode}
            linkField={
              <TextField
                control={control}
                name="documents"
                label={t('fields.documents')}
                description={t('form.linkHint')}
              />
            }
            current={record?.document ?? null}
            file={file}
            onFileChange={setFile}
            removeCurrent={removeCurrent}
            onRemoveCurrentChange={setRemoveCurrent}
          />
        </Stack>
      </Fieldset>
    </RecordForm>
  );
}

/** The switch between the two ways of recording an activity; the other way's choices are hidden. */
function RecordBySwitch({
  control,
}: {
  control: Control<TEmissionActivityValues, unknown, TEmissionActivityInput>;
}) {
  const { t } = useTranslation('emission-activities');
  const labelId = useId();
  return (
    <Controller
      control={control}
      name="by_emission_source"
      render={({ field }) => (
        <Stack gap={4}>
          <Input.Label id={labelId} component="span">
            {t('form.recordBy')}
          </Input.Label>
          <SegmentedControl
            aria-labelledby={labelId}
            ref={field.ref}
            name={field.name}
            value={field.value ? 'source' : 'factor'}
            onChange={(next) => field.onChange(next === 'source')}
            data={[
              { value: 'source', label: t('form.bySource') },
              { value: 'factor', label: t('form.byFactor') },
            ]}
            // A phone gives each choice half the width, its words on two lines if need be; a wider
            // screen, what the words take.
            fullWidth
            w={{ base: '100%', xs: 'fit-content' }}
            styles={{ label: { whiteSpace: 'normal', lineHeight: 1.3 } }}
          />
        </Stack>
      )}
    />
  );
}
