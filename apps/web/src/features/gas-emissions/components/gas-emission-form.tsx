import {
  formatDate,
  SELECTOR_PAGE_SIZE,
  ZGasEmissionInput,
  type TGasEmission,
  type TGasEmissionInput,
} from '@huella/shared';
import { SimpleGrid } from '@mantine/core';
import dayjs from 'dayjs';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import {
  DateField,
  NumberField,
  SelectField,
  SwitchField,
  TextField,
} from '../../../components/data/form-fields.tsx';
import { RecordForm, useRecordForm } from '../../../components/data/record-form.tsx';
import { VersionHistory } from '../../../components/data/version-history.tsx';
import { api, apiQuery, invalidateApi, unlessNotFound } from '../../../lib/api.ts';
import { currentLanguage } from '../../../lib/i18n.ts';

type TValues = {
  factor_id: number;
  gas_id: number | null;
  unit_measurement_id: number | null;
  type_id: number | null;
  /** A number, or the text typed when it is not one (the schema refuses it). */
  value: number | string | null;
  uncertainty: number | string | null;
  /** `YYYY-MM-DD`, or the text typed when it is not a date (the schema refuses it). */
  date_start: string | null;
  date_end: string | null;
  fountain: string;
  reference: string;
  avoided: boolean;
};

const FIELDS = [
  'gas_id',
  'unit_measurement_id',
  'type_id',
  'value',
  'uncertainty',
  'date_start',
  'date_end',
  'fountain',
  'reference',
  'avoided',
] as const;

/** Date pickers span from 1980 to today (spec/platform.md §5). */
const MIN_DATE = '1980-01-01';

/** The choices of the form: gases, units (first 100 each) and the emission-source types. */
function useGasEmissionOptions() {
  const firstPage = { query: { page: 1, per_page: SELECTOR_PAGE_SIZE } };
  const staleTime = 60_000;
  const gases = useQuery({ ...apiQuery('/api/gases', firstPage), staleTime });
  const units = useQuery({ ...apiQuery('/api/unit-measurements', firstPage), staleTime });
  const types = useQuery({
    ...apiQuery('/api/types/{group}', { path: { group: 'emission_source' } }),
    staleTime,
  });
  return { gases: gases.data?.data ?? [], units: units.data?.data ?? [], types: types.data?.data ?? [] };
}

type TGasEmissionFormProps = {
  factorId: number;
  id: number;
  /** The factor's name, for the title (unknown while it loads). */
  factorName?: string | null;
};

/** A gas value of one factor (id 0 creates), titled with its factor's name. */
export function GasEmissionForm({ factorId, id, factorName }: TGasEmissionFormProps) {
  const { t } = useTranslation(['gas-emissions', 'common']);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const recordQuery = useQuery(
    apiQuery('/api/gas-emissions/{gas_emission}', { path: { gas_emission: id }, notify: unlessNotFound }),
  );
  const options = useGasEmissionOptions();
  const toValues = useCallback(
    (row: TGasEmission): TValues => ({
      factor_id: row.factor_id,
      gas_id: row.gas_id,
      unit_measurement_id: row.unit_measurement_id,
      type_id: row.type_id,
      value: row.value,
      uncertainty: row.uncertainty,
      date_start: row.date_start,
      date_end: row.date_end,
      fountain: row.fountain,
      reference: row.reference,
      avoided: row.avoided,
    }),
    [],
  );
  // Back to the factor's own screen, where its gas values are listed and added.
  const back = () => void navigate({ to: '/emission-factors/$id', params: { id: String(factorId) } });
  const { form, onSubmit, isSaving, isCreate, recordState } = useRecordForm<
    TValues,
    TGasEmissionInput,
    TGasEmission
  >({
    id,
    schema: ZGasEmissionInput,
    saved: { namespace: 'gas-emissions', name: (values) => formatDate(values.date_start, currentLanguage()) },
    defaultValues: {
      factor_id: factorId,
      gas_id: null,
      unit_measurement_id: null,
      type_id: null,
      value: null,
      uncertainty: null,
      date_start: null,
      date_end: null,
      fountain: '',
      reference: '',
      avoided: false,
    },
    recordQuery,
    toValues,
    create: (body) => api.post('/api/gas-emissions', { body }),
    update: (value, body) =>
      api.put('/api/gas-emissions/{gas_emission}', { path: { gas_emission: value }, body }),
    fields: FIELDS,
    onSaved: () => {
      void invalidateApi(queryClient, '/api/gas-emissions', '/api/factors/{factor}/gases');
      back();
    },
  });
  const { control } = form;
  // Today where the user is (an ISO string of `new Date()` is already tomorrow west of UTC at night).
  const today = dayjs().format('YYYY-MM-DD');
  const title = factorName
    ? t(isCreate ? 'newTitleOf' : 'editTitleOf', { factor: factorName })
    : t(isCreate ? 'newTitle' : 'editTitle');
  return (
    <>
      <RecordForm
        title={title}
        form={form}
        onSubmit={onSubmit}
        isSaving={isSaving}
        recordState={recordState}
        onCancel={back}
      >
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <SelectField
            control={control}
            name="gas_id"
            label={t('fields.gas')}
            required
            options={options.gases.map((g) => ({
              value: g.id,
              label: g.formula ? `${g.formula} · ${g.display_name}` : g.display_name,
            }))}
          />
          <SelectField
            control={control}
            name="unit_measurement_id"
            label={t('fields.unit')}
            required
            options={options.units.map((u) => ({ value: u.id, label: u.display_name }))}
          />
          <SelectField
            control={control}
            name="type_id"
            label={t('fields.type')}
            required
            options={options.types.map((type) => ({ value: type.id, label: type.name }))}
          />
          <NumberField
            control={control}
            name="value"
            label={t('fields.value')}
            description={t('fields.valueHelp')}
            required
            min={0}
          />
          <NumberField
            control={control}
            name="uncertainty"
            label={t('fields.uncertainty')}
            description={t('fields.uncertaintyHelp')}
            required
            min={0}
          />
          <SwitchField control={control} name="avoided" label={t('fields.avoided')} />
          <DateField
            control={control}
            name="date_start"
            label={t('fields.dateStart')}
            required
            minDate={MIN_DATE}
            maxDate={today}
          />
          <DateField
            control={control}
            name="date_end"
            label={t('fields.dateEnd')}
            required
            minDate={MIN_DATE}
          />
        </SimpleGrid>
        <TextField control={control} name="fountain" label={t('fields.fountain')} required />
        <TextField control={control} name="reference" label={t('fields.reference')} required />
      </RecordForm>
      {isCreate ? null : <GasEmissionVersions id={id} />}
    </>
  );
}

/** The gas value's versions: its number, unit, dates and uncertainty as each was, and who replaced it when. */
function GasEmissionVersions({ id }: { id: number }) {
  const { t } = useTranslation(['gas-emissions', 'common']);
  const options = useGasEmissionOptions();
  const versions = useQuery(
    apiQuery('/api/gas-emissions/{gas_emission}/versions', { path: { gas_emission: id } }),
  );
  const dateOf = (value: unknown) => (typeof value === 'string' ? formatDate(value, currentLanguage()) : '—');
  const unitName = (value: unknown) =>
    options.units.find((unit) => unit.id === value)?.display_name ?? String(value ?? '—');
  return (
    <VersionHistory
      versions={versions.data ?? undefined}
      fields={[
        { key: 'value', label: t('fields.value') },
        { key: 'unit_measurement_id', label: t('fields.unit'), format: unitName },
        { key: 'uncertainty', label: t('fields.uncertainty') },
        { key: 'date_start', label: t('fields.dateStart'), format: dateOf },
        { key: 'date_end', label: t('fields.dateEnd'), format: dateOf },
      ]}
    />
  );
}
