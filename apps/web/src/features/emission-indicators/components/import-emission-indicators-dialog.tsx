import { EMISSION_INDICATOR_IMPORT_COLUMNS, SELECTOR_PAGE_SIZE } from '@huella/shared';
import { Select, SimpleGrid } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { listsFailingRows } from '../../../components/data/import-failures.ts';
import { ImportDialog } from '../../../components/data/import-dialog.tsx';
import { api, apiQuery, invalidateApi, type TApiPath } from '../../../lib/api.ts';
import { toQueryString } from '../../../lib/api-client.ts';
import { downloadBlob } from '../../../lib/download-csv.ts';

const EMISSION_INDICATORS_TEMPLATE_FILE = 'emission_indicators.xlsx';

/**
 * The import template of the formats folder (spec/workspace.md §7), with dropdowns of the company's
 * stakeholders in the language of the request: its address is shown on its link, the download goes
 * through the session.
 */
const TEMPLATE_PATH = '/api/formats/emission_indicators.xlsx' satisfies TApiPath;

/** Sectors or key indicators by their name in the reader's language. */
const options = (rows: readonly { id: number; display_name: string }[] | undefined) =>
  (rows ?? []).map((row) => ({ value: String(row.id), label: row.display_name }));

/**
 * Imports the values of one key indicator (of a sector) from the template filled in: all rows or
 * none, the failing rows listed under the form.
 */
export function ImportEmissionIndicatorsDialog({
  companyId,
  onClose,
}: {
  companyId: number;
  onClose: () => void;
}) {
  const { t } = useTranslation(['emission-indicators', 'common']);
  const queryClient = useQueryClient();
  const [sectorId, setSectorId] = useState<number | null>(null);
  const [keyIndicatorId, setKeyIndicatorId] = useState<number | null>(null);
  const sectors = useQuery({
    ...apiQuery('/api/sectors', { query: { page: 1, per_page: SELECTOR_PAGE_SIZE } }),
    select: (answer) => answer?.data,
  });
  const keyIndicators = useQuery({
    ...apiQuery('/api/key-indicators', {
      query: { page: 1, per_page: SELECTOR_PAGE_SIZE, sector_id: sectorId ?? undefined },
    }),
    select: (answer) => answer?.data,
    enabled: sectorId !== null,
  });
  const loading = t('common:loading');
  const company = { query: { company_id: companyId } };
  return (
    <ImportDialog
      title={t('import.title')}
      help={t('import.help')}
      templateLabel={t('import.template')}
      templateHref={`${TEMPLATE_PATH}${toQueryString(company.query)}`}
      downloadTemplate={async () => {
        const template = await api.download('get', TEMPLATE_PATH, company);
        if (template) downloadBlob(EMISSION_INDICATORS_TEMPLATE_FILE, template);
      }}
      fields={
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Select
            label={t('fields.sector')}
            data={options(sectors.data)}
            value={sectorId === null ? null : String(sectorId)}
            onChange={(next) => {
              setSectorId(next === null ? null : Number(next));
              // A key indicator belongs to one sector.
              setKeyIndicatorId(null);
            }}
            searchable
            required
            allowDeselect={false}
            nothingFoundMessage={sectors.isPending ? loading : t('common:noResults')}
            comboboxProps={{ withinPortal: true }}
          />
          <Select
            label={t('fields.key_indicator')}
            data={options(keyIndicators.data)}
            value={keyIndicatorId === null ? null : String(keyIndicatorId)}
            onChange={(next) => setKeyIndicatorId(next === null ? null : Number(next))}
            disabled={sectorId === null}
            placeholder={sectorId === null ? t('form.chooseSectorFirst') : undefined}
            searchable
            required
            allowDeselect={false}
            nothingFoundMessage={keyIndicators.isFetching ? loading : t('form.noKeyIndicators')}
            comboboxProps={{ withinPortal: true }}
          />
        </SimpleGrid>
      }
      canUpload={keyIndicatorId !== null}
      upload={(file) =>
        api.post('/api/emission-indicators/import', {
          ...company,
          body: {
            file,
            key_indicator_id: keyIndicatorId ?? 0,
            ...(sectorId === null ? {} : { sector_id: sectorId }),
          },
          // The dialog lists the failing rows itself; a refusal of the whole file still gets its toast.
          notify: (error) => !listsFailingRows(error),
        })
      }
      columns={EMISSION_INDICATOR_IMPORT_COLUMNS}
      doneMessage={(result) => t('import.done', { created: result?.created ?? 0 })}
      onImported={async () => {
        await invalidateApi(queryClient, '/api/emission-indicators');
        // The plan's usage moved with the rows.
        await invalidateApi(queryClient, '/api/companies/{company}');
      }}
      onClose={onClose}
    />
  );
}
