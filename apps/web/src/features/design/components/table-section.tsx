import 'mantine-datatable/styles.css';
import { formatDate, formatNumber } from '@huella/shared/format/index';
import { ActionIcon, Badge, Button, Group, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconEye, IconSearch, IconTrash } from '@tabler/icons-react';
import { DataTable, type DataTableSortStatus } from 'mantine-datatable';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PAGE_SIZES } from '@huella/shared';
import { currentLanguage } from '../../../lib/i18n.ts';
import { confirmByToast, showToast } from '../../../lib/notify.tsx';
import { sampleEmissionSources, type TSampleEmissionSource } from '../sample-data.ts';
import { DesignSection } from './design-section.tsx';

const SCOPE_COLORS: Record<number, string> = { 1: 'huella', 2: 'blue', 3: 'orange' };

export function TableSection() {
  const { t } = useTranslation(['design', 'common']);
  const lang = currentLanguage();
  const [records, setRecords] = useState(sampleEmissionSources);
  const [search, setSearch] = useState('');
  const [debouncedSearch] = useDebouncedValue(search, 200);
  const [page, setPage] = useState(1);
  const [perPage, setPerPage] = useState<number>(PAGE_SIZES[0]);
  const [selected, setSelected] = useState<TSampleEmissionSource[]>([]);
  const [sortStatus, setSortStatus] = useState<DataTableSortStatus<TSampleEmissionSource>>({
    columnAccessor: 'code',
    direction: 'asc',
  });

  const nameOf = (record: TSampleEmissionSource) => t(`table.sources.${record.source}`);
  const siteOf = (record: TSampleEmissionSource) => t(`table.sites.${record.site}`);

  const filtered = useMemo(() => {
    const query = debouncedSearch.trim().toLocaleLowerCase(lang);
    const matching = query
      ? records.filter((record) =>
          [record.code, t(`table.sources.${record.source}`), t(`table.sites.${record.site}`)].some((text) =>
            text.toLocaleLowerCase(lang).includes(query),
          ),
        )
      : records;
    const key = sortStatus.columnAccessor as keyof TSampleEmissionSource;
    const sorted = [...matching].sort((a, b) => {
      const left = a[key];
      const right = b[key];
      const order =
        typeof left === 'number' && typeof right === 'number'
          ? left - right
          : String(left).localeCompare(String(right), lang);
      return sortStatus.direction === 'asc' ? order : -order;
    });
    return sorted;
  }, [records, debouncedSearch, sortStatus, lang, t]);

  const pageCount = Math.max(1, Math.ceil(filtered.length / perPage));
  const currentPage = Math.min(page, pageCount);
  const pageRecords = filtered.slice((currentPage - 1) * perPage, currentPage * perPage);

  const remove = (ids: number[]) => {
    setRecords((rows) => rows.filter((row) => !ids.includes(row.id)));
    setSelected((rows) => rows.filter((row) => !ids.includes(row.id)));
  };

  return (
    <DesignSection id="table" title={t('sections.table')} description={t('table.description')}>
      <Group justify="space-between" mb="md" gap="sm">
        <TextInput
          label={t('table.search')}
          placeholder={t('table.searchPlaceholder')}
          leftSection={<IconSearch size={16} aria-hidden />}
          value={search}
          onChange={(event) => {
            setSearch(event.currentTarget.value);
            setPage(1);
          }}
          w={{ base: '100%', xs: 320 }}
        />
        <Button
          color="red"
          variant="light"
          leftSection={<IconTrash size={16} aria-hidden />}
          rightSection={
            selected.length > 0 ? (
              <Badge size="sm" color="red" variant="filled" circle>
                {selected.length}
              </Badge>
            ) : null
          }
          disabled={selected.length === 0}
          onClick={() =>
            confirmByToast({
              message: t('table.bulkConfirm', { count: selected.length }),
              yesLabel: t('common:actions.yes'),
              noLabel: t('common:actions.no'),
              onConfirm: () => {
                const count = selected.length;
                remove(selected.map((row) => row.id));
                showToast({ kind: 'success', message: t('table.bulkDeleted', { count }) });
              },
            })
          }
          style={{ alignSelf: 'flex-end' }}
        >
          {t('table.bulkDelete')}
        </Button>
      </Group>
      <DataTable<TSampleEmissionSource>
        withTableBorder
        borderRadius="md"
        highlightOnHover
        striped
        minHeight={220}
        records={pageRecords}
        idAccessor="id"
        noRecordsText={t('common:noResults')}
        sortStatus={sortStatus}
        onSortStatusChange={setSortStatus}
        selectedRecords={selected}
        onSelectedRecordsChange={setSelected}
        allRecordsSelectionCheckboxProps={{ 'aria-label': t('table.selectAll') }}
        getRecordSelectionCheckboxProps={(record) => ({
          'aria-label': t('table.selectRow', { name: `${record.code} ${nameOf(record)}` }),
        })}
        totalRecords={filtered.length}
        page={currentPage}
        onPageChange={setPage}
        recordsPerPage={perPage}
        onRecordsPerPageChange={(size) => {
          setPerPage(size);
          setPage(1);
        }}
        recordsPerPageOptions={[...PAGE_SIZES]}
        recordsPerPageLabel={t('table.perPage')}
        paginationText={({ from, to, totalRecords }) =>
          t('table.pagination', { from, to, total: totalRecords })
        }
        getPaginationControlProps={(control) => ({ 'aria-label': t(`table.${control}`) })}
        getPaginationItemProps={(pageNumber) => ({ 'aria-label': t('table.page', { page: pageNumber }) })}
        columns={[
          { accessor: 'code', title: t('table.code'), sortable: true, width: 100 },
          { accessor: 'source', title: t('table.name'), sortable: true, render: nameOf },
          { accessor: 'site', title: t('table.site'), render: siteOf },
          {
            accessor: 'scope',
            title: t('table.scope'),
            sortable: true,
            render: (record) => (
              <Badge variant="light" color={SCOPE_COLORS[record.scope]} radius="sm">
                {t('table.scopeValue', { scope: record.scope })}
              </Badge>
            ),
          },
          {
            accessor: 'emissions',
            title: t('table.emissions'),
            sortable: true,
            textAlign: 'right',
            render: (record) => formatNumber(record.emissions, lang),
          },
          {
            accessor: 'updatedAt',
            title: t('table.updated'),
            sortable: true,
            render: (record) => formatDate(record.updatedAt, lang),
          },
          {
            accessor: 'actions',
            title: t('table.actions'),
            textAlign: 'right',
            render: (record) => (
              <Group gap={4} justify="flex-end" wrap="nowrap">
                <ActionIcon
                  size="sm"
                  color="gray"
                  aria-label={t('table.view', { name: nameOf(record) })}
                  onClick={() =>
                    showToast({ kind: 'info', message: t('table.viewing', { name: nameOf(record) }) })
                  }
                >
                  <IconEye size={16} aria-hidden />
                </ActionIcon>
                <ActionIcon
                  size="sm"
                  color="red"
                  aria-label={t('table.delete', { name: nameOf(record) })}
                  onClick={() =>
                    confirmByToast({
                      message: t('table.bulkConfirm', { count: 1 }),
                      yesLabel: t('common:actions.yes'),
                      noLabel: t('common:actions.no'),
                      onConfirm: () => {
                        remove([record.id]);
                        showToast({ kind: 'success', message: t('table.rowDeleted') });
                      },
                    })
                  }
                >
                  <IconTrash size={16} aria-hidden />
                </ActionIcon>
              </Group>
            ),
          },
        ]}
      />
    </DesignSection>
  );
}
