import {
  IPCC_ASSESSMENTS,
  IPCC_ASSESSMENT_YEARS,
  ZGasInput,
  type TGas,
  type TGasInput,
  type TIpccAssessment,
} from '@huella/shared';
import { SimpleGrid } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ChoiceField, NumberField, TextField } from '../../../components/data/form-fields.tsx';
import { RecordForm, useRecordForm } from '../../../components/data/record-form.tsx';
import { VersionHistory } from '../../../components/data/version-history.tsx';
import { api, apiQuery, invalidateApi, unlessNotFound } from '../../../lib/api.ts';
import { CatalogueNameFields, savedCatalogueName } from '../../../components/data/catalogue-name-fields.tsx';

type TValues = {
  name: string;
  name_en: string;
  formula: string;
  pc: number | null;
  gwp_report: TIpccAssessment;
  description: string;
};

const FIELDS = ['name', 'name_en', 'formula', 'pc', 'gwp_report', 'description'] as const;

function toValues(gas: TGas): TValues {
  return {
    name: gas.name,
    name_en: gas.name_en ?? '',
    formula: gas.formula ?? '',
    pc: gas.pc,
    gwp_report: gas.gwp_report,
    description: gas.description ?? '',
  };
}

export function GasForm({ id }: { id: number }) {
  const { t } = useTranslation(['gases', 'catalogue']);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const recordQuery = useQuery(apiQuery('/api/gases/{gas}', { path: { gas: id }, notify: unlessNotFound }));
  const { form, onSubmit, isSaving, isCreate, recordState } = useRecordForm<TValues, TGasInput, TGas>({
    id,
    schema: ZGasInput,
    saved: { namespace: 'gases', name: savedCatalogueName },
    defaultValues: { name: '', name_en: '', formula: '', pc: null, gwp_report: 'AR6', description: '' },
    recordQuery,
    toValues,
    create: (body) => api.post('/api/gases', { body }),
    update: (gas, body) => api.put('/api/gases/{gas}', { path: { gas }, body }),
    fields: FIELDS,
    onSaved: () => {
      void invalidateApi(queryClient, '/api/gases');
      void navigate({ to: '/gases' });
    },
  });
  const { control } = form;
  return (
    <>
      <RecordForm
        title={isCreate ? t('newTitle') : t('editTitle')}
        form={form}
        onSubmit={onSubmit}
        isSaving={isSaving}
        recordState={recordState}
        onCancel={() => void navigate({ to: '/gases' })}
      >
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <CatalogueNameFields control={control} label={t('fields.name')} />
          <TextField control={control} name="formula" label={t('fields.formula')} />
          <NumberField
            control={control}
            name="pc"
            label={t('fields.pc')}
            description={t('fields.pcHelp')}
            required
            min={0}
          />
          <ChoiceField
            control={control}
            name="gwp_report"
            label={t('fields.gwpReport')}
            required
            options={IPCC_ASSESSMENTS.map((report) => ({
              value: report,
              label: t('list.ipcc', { report, year: IPCC_ASSESSMENT_YEARS[report] }),
            }))}
          />
        </SimpleGrid>
        <TextField control={control} name="description" label={t('fields.description')} multiline />
      </RecordForm>
      {isCreate ? null : <GasVersions id={id} />}
    </>
  );
}

/** The gas's versions: its GWP, report and formula as each was, and who replaced it when. */
function GasVersions({ id }: { id: number }) {
  const { t } = useTranslation(['gases', 'catalogue']);
  const versions = useQuery(apiQuery('/api/gases/{gas}/versions', { path: { gas: id } }));
  return (
    <VersionHistory
      versions={versions.data ?? undefined}
      fields={[
        { key: 'pc', label: t('fields.pc') },
        { key: 'gwp_report', label: t('fields.gwpReport') },
        { key: 'formula', label: t('fields.formula') },
      ]}
    />
  );
}
