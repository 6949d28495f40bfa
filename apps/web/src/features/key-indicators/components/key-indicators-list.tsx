import { SELECTOR_PAGE_SIZE, type TKeyIndicator } from '@huella/shared';
import { Button, Group, Modal, Select, Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TListSearch } from '../../../components/data/list-search.ts';
import { ResourceList } from '../../../components/data/resource-list.tsx';
import { useListSearch } from '../../../components/data/use-list-search.ts';
import { api, apiQuery } from '../../../lib/api.ts';

export type TKeyIndicatorsSearch = TListSearch & { sector_id?: number; source_id?: number };

export function KeyIndicatorsList() {
  const { t } = useTranslation(['key-indicators', 'catalogue']);
  const navigate = useNavigate();
  const [search, setSearch] = useListSearch<TKeyIndicatorsSearch>();
  const [opened, { open, close }] = useDisclosure(false);
  const filters = { sector_id: search.sector_id, source_id: search.source_id };
  const active = [filters.sector_id, filters.source_id].filter(Boolean).length;
  return (
    <ResourceList<TKeyIndicator>
      header={{
        title: t('title'),
        description: t('description'),
      }}
      search={search}
      onSearchChange={setSearch}
      rows={{
        area: '/api/key-indicators',
        fetchPage: (query) => api.get('/api/key-indicators', { query }),
      }}
      table={{
        nameOf: (row) => row.display_name,
        onView: (row) => void navigate({ to: '/key-indicators/$id', params: { id: String(row.id) } }),
        columns: [
          { accessor: 'name', title: t('fields.name'), render: (row) => row.display_name },
          { accessor: 'sector.name', title: t('fields.sector') },
          { accessor: 'unit_measurement.name', title: t('fields.unit') },
        ],
      }}
      filters={{
        open: open,
        active: active,
        dialog: opened ? (
          <FiltersDialog
            initial={filters}
            onClose={close}
            onApply={(next) => {
              setSearch({ ...next, page: 1 });
              close();
            }}
          />
        ) : null,
      }}
      add={{
        onAdd: () => void navigate({ to: '/key-indicators/$id', params: { id: '0' } }),
      }}
      remove={{
        one: (indicator) =>
          api.delete('/api/key-indicators/{key_indicator}', { path: { key_indicator: indicator } }),
        many: (ids) => api.delete('/api/key-indicators/bulk/destroy', { body: { ids } }),
      }}
    />
  );
}

type TFilters = { sector_id?: number; source_id?: number };

function FiltersDialog({
  initial,
  onApply,
  onClose,
}: {
  initial: TFilters;
  onApply: (filters: TFilters) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation(['key-indicators', 'catalogue']);
  const firstPage = { query: { page: 1, per_page: SELECTOR_PAGE_SIZE } };
  const sectors = useQuery({ ...apiQuery('/api/sectors', firstPage), staleTime: 60_000 });
  const sources = useQuery({ ...apiQuery('/api/sources', firstPage), staleTime: 60_000 });
  const [sector, setSector] = useState(initial.sector_id ? String(initial.sector_id) : null);
  const [source, setSource] = useState(initial.source_id ? String(initial.source_id) : null);
  // Sectors and catalogue sources in the reader's language.
  const toData = (rows: { id: number; display_name: string }[] | undefined) =>
    (rows ?? []).map((row) => ({ value: String(row.id), label: row.display_name }));
  return (
    <Modal opened onClose={onClose} title={t('catalogue:list.filters')}>
      <Stack>
        <Select
          label={t('fields.sector')}
          data={toData(sectors.data?.data)}
          value={sector}
          onChange={setSector}
          searchable
          clearable
        />
        <Select
          label={t('fields.source')}
          data={toData(sources.data?.data)}
          value={source}
          onChange={setSource}
          searchable
          clearable
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={() => onApply({ sector_id: undefined, source_id: undefined })}>
            {t('catalogue:list.clearFilters')}
          </Button>
          <Button
            onClick={() =>
              onApply({
                sector_id: sector ? Number(sector) : undefined,
                source_id: source ? Number(source) : undefined,
              })
            }
          >
            {t('catalogue:list.applyFilters')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
