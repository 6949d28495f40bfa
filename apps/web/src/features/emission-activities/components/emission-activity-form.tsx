import {
  ACTIVITY_DATE_MIN,
  isUnitGroup,
  ZEmissionActivityInput,
  type TEmissionActivity,
  type TEmissionActivityInput,
  type TEmissionSource,
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
import {
  emissionSourceTypesQuery,
  sourceFactorsQuery,
  unitMeasurementOptionsQuery,
} from '../../../lib/catalogue-options.ts';
import {
  companiesKeys,
  companySourcesQuery,
  emissionSourceOptionsQuery,
  stakeholdersOfTypeQuery,
} from '../../../lib/company-data.ts';
import { attachActivityDocument } from '../api/attach-activity-document.ts';
import { createEmissionActivity } from '../api/create-emission-activity.ts';
import { emissionActivityQuery, useEmissionActivity } from '../api/get-emission-activity.ts';
import { factorValueUnitsQuery } from '../api/list-factor-value-units.ts';
import { emissionActivitiesKeys } from '../api/list-emission-activities.ts';
import { removeActivityDocument } from '../api/remove-activity-document.ts';
import { updateEmissionActivity } from '../api/update-emission-activity.ts';
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

function toValues(row: TEmissionActivity): TEmissionActivityValues {
  return {
    company_id: row.company_id,
    by_emission_source: row.by_emission_source,
    emission_source_id: row.emission_source_id,
    emission_factor_id: row.by_emission_source ? null : row.emission_factor_id,
    type_id: row.by_emission_source ? null : row.type_id,
    headquarter_id: row.by_emission_source ? null : row.headquarter_id,
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
    emission_factor_id: bySource ? null : values.emission_factor_id,
    type_id: bySource ? null : values.type_id,
    headquarter_id: bySource ? null : values.headquarter_id,
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
  const recordQuery = useEmissionActivity(companyId, id);
  const record = recordQuery.data ?? null;
  const [chosenMode, setChosenMode] = useState<TDocumentMode | null>(null);
  const mode: TDocumentMode = chosenMode ?? (record?.document ? 'file' : 'link');
  const [file, setFile] = useState<File | null>(null);
  const [removeCurrent, setRemoveCurrent] = useState(false);
  // The answer of the save, for the document's upload that follows it.
  const saved = useRef<TEmissionActivity | null>(null);

  const document = useMutation({
    mutationFn: async (activity: TEmissionActivity) => {
      if (mode === 'file' && file) return attachActivityDocument(companyId, activity.id, file);
      if (activity.document && (mode === 'link' || removeCurrent))
        return removeActivityDocument(companyId, activity.id);
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
    if (latest) queryClient.setQueryData(emissionActivityQuery(companyId, activity.id).queryKey, latest);
    void queryClient.invalidateQueries({ queryKey: emissionActivitiesKeys.all });
    // The plan's usage moved with a new activity.
    void queryClient.invalidateQueries({ queryKey: companiesKeys.detail(companyId) });
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
    create: async (values) => (saved.current = await createEmissionActivity(toInput(values, mode))),
    update: async (activityId, values) =>
      (saved.current = await updateEmissionActivity(activityId, toInput(values, mode))),
    fields: FIELDS,
    onSaved: () => void afterSave(),
  });
  const { control } = form;
  const bySource = useWatch({ control, name: 'by_emission_source' });
  const emissionSourceId = useWatch({ control, name: 'emission_source_id' });
  const factorId = useWatch({ control, name: 'emission_factor_id' });
  const unitId = useWatch({ control, name: 'unit_measurement_id' });

  const emissionSources = useQuery(emissionSourceOptionsQuery(companyId));
  const categories = useQuery(companySourcesQuery(companyId));
  const factorLists = useQueries({
    queries: (categories.data ?? []).map((category) => sourceFactorsQuery(category.id)),
  });
  const types = useQuery(emissionSourceTypesQuery);
  const units = useQuery(unitMeasurementOptionsQuery);
  const stakeholders = useQueries({
    queries: (['HEADQUARTERS', 'CLIENTS', 'PROVIDERS', 'PROJECTS'] as const).map((type: TStakeholderType) =>
      stakeholdersOfTypeQuery(companyId, type),
    ),
  });
  const [headquarters, clients, providers, projects] = stakeholders;

  // The factor whose values the activity's unit must convert to: the chosen one, or the source's.
  const source: TEmissionSource | undefined = emissionSources.data?.find(
    (row) => row.id === emissionSourceId,
  );
  const activeFactorId = bySource
    ? (source?.emission_factor_id ??
      (record?.by_emission_source && record.emission_source_id === emissionSourceId
        ? record.emission_factor_id
        : null))
    : factorId;
  const valueUnits = useQuery(factorValueUnitsQuery(activeFactorId ?? null));
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
    (list.data ?? []).map((row) => ({
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
    label: unit.abbreviation ? `${unit.name} (${unit.abbreviation})` : unit.name,
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
          <TextField control={control} name="type_document" label={t('fields.type_document')} />
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
            w="fit-content"
          />
        </Stack>
      )}
    />
  );
}
