import 'mantine-datatable/styles.css';
import { DEPENDENTS_MAX_IDS, PAGE_SIZES, type TDependents, type TList } from '@huella/shared';
import { ActionIcon, Badge, Button, Group, Stack, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconEye, IconFilter, IconPlus, IconSearch, IconTrash } from '@tabler/icons-react';
import { useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { DataTable } from 'mantine-datatable';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { showToast } from '../../lib/notify.tsx';
import { ConfirmDeleteDialog, useConfirmDialog } from '../confirm-delete-dialog.tsx';
import { PageHeader } from '../page-header.tsx';
import { useListColumns, type TListColumn } from './list-columns.tsx';
import { DeleteSummary } from './delete-summary.tsx';
import { toListQuery, type TListSearch } from './list-search.ts';

export const SEARCH_DEBOUNCE_MS = 500;

type TRecord = { id: number };

export type TResourceListProps<T extends TRecord> = {
  title: string;
  description?: string;
  /** The list state (from the URL) and its setter. */
  search: TListSearch;
  onSearchChange: (patch: TListSearch) => void;
  /** Query key of this list state; it must start with the area name. */
  queryKey: QueryKey;
  /** Key invalidated after a delete (the area's root key). */
  invalidateKey: QueryKey;
  fetchPage: (query: ReturnType<typeof toListQuery>) => Promise<TList<T> | null>;
  deleteOne: (id: number) => Promise<void>;
  deleteMany: (ids: number[]) => Promise<void>;
  /**
   * What deleting these rows would take with it or is kept by (`GET /<resource>/dependents`),
   * shown in the confirmation; omitted where nothing depends on the area's rows.
   */
  describeDelete?: (ids: number[]) => Promise<TDependents | null>;
  /** The row's columns; on a phone only the key one (and `primary` ones) stay, see `TListColumn`. */
  columns: TListColumn<T>[];
  /** Name of a row for the screen reader labels of its buttons. */
  nameOf: (record: T) => string;
  onView: (record: T) => void;
  onAdd: () => void;
  /** Opens the screen's filter dialog; the button shows `activeFilters` as a badge. */
  onOpenFilters?: () => void;
  activeFilters?: number;
  /** The filter dialog itself. */
  filters?: ReactNode;
  /** Extra buttons beside Add. */
  actions?: ReactNode;
};

/**
 * The one list screen (DESIGN.md §5): debounced search resetting to page 1, page sizes 10–50,
 * row selection with bulk delete, per-row view/delete, a confirmation dialog naming the rows and
 * what goes with them, "No results".
 */
export function ResourceList<T extends TRecord>(props: TResourceListProps<T>) {
  const { search, onSearchChange } = props;
  const { t } = useTranslation(['catalogue', 'common']);
  const queryClient = useQueryClient();
  const listQuery = toListQuery(search);
  const { data, isFetching } = useQuery({
    queryKey: [...props.queryKey, listQuery],
    queryFn: () => props.fetchPage(listQuery),
  });
  const records = data?.data ?? [];
  const columns = useListColumns(props.columns);
  const [selected, setSelected] = useState<T[]>([]);
  const [text, setText] = useState(search.search ?? '');
  const [debounced] = useDebouncedValue(text, SEARCH_DEBOUNCE_MS);
  const lastSent = useRef(search.search ?? '');

  useEffect(() => {
    const next = debounced.trim();
    if (next === lastSent.current) return;
    lastSent.current = next;
    onSearchChange({ search: next === '' ? undefined : next, page: 1 });
  }, [debounced, onSearchChange]);

  const remove = async (ids: number[]) => {
    try {
      if (ids.length === 1) await props.deleteOne(ids[0]!);
      else await props.deleteMany(ids);
      showToast({ kind: 'success', message: t('list.deleted', { count: ids.length }) });
      setSelected((rows) => rows.filter((row) => !ids.includes(row.id)));
    } catch {
      // The API client has shown the error toast.
    } finally {
      await queryClient.invalidateQueries({ queryKey: props.invalidateKey });
    }
  };

  const confirm = useConfirmDialog((rows: T[]) => remove(rows.map((row) => row.id)));
  const askedIds = confirm.target?.map((row) => row.id) ?? [];
  const { describeDelete } = props;
  const dependents = useQuery({
    queryKey: [...props.invalidateKey, 'dependents', askedIds],
    queryFn: () => describeDelete!(askedIds),
    enabled:
      Boolean(describeDelete) &&
      confirm.opened &&
      askedIds.length > 0 &&
      askedIds.length <= DEPENDENTS_MAX_IDS,
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
  const confirmNames = confirm.target?.map(props.nameOf) ?? [];
  const single = confirmNames.length === 1 ? confirmNames[0]! : null;
  const deleteDialog = (
    <ConfirmDeleteDialog
      opened={confirm.opened}
      title={
        single !== null
          ? t('deleteDialog.title', { name: single })
          : t('deleteDialog.titleMany', { count: confirmNames.length })
      }
      confirmLabel={
        single !== null
          ? t('deleteDialog.confirm', { name: single })
          : t('deleteDialog.confirmMany', { count: confirmNames.length })
      }
      onCancel={confirm.cancel}
      onConfirm={() => void confirm.confirm()}
      busy={confirm.busy}
      checking={dependents.isFetching}
      blocked={(dependents.data?.blocked.length ?? 0) > 0}
    >
      <DeleteSummary names={confirmNames} dependents={dependents.data} checking={dependents.isFetching} />
    </ConfirmDeleteDialog>
  );

  return (
    <Stack gap="md">
      <PageHeader title={props.title} description={props.description} />
      <Group justify="space-between" align="flex-end" gap="sm">
        <TextInput
          label={t('list.search')}
          placeholder={t('list.searchPlaceholder')}
          leftSection={<IconSearch size={16} aria-hidden />}
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          w={{ base: '100%', xs: 320 }}
        />
        <Group gap="sm">
          {props.onOpenFilters ? (
            <Button
              variant="default"
              leftSection={<IconFilter size={16} aria-hidden />}
              rightSection={
                props.activeFilters ? (
                  <Badge
                    size="sm"
                    circle
                    aria-label={t('list.activeFilters', { count: props.activeFilters })}
                  >
                    {props.activeFilters}
                  </Badge>
                ) : null
              }
              onClick={props.onOpenFilters}
            >
              {t('list.filters')}
            </Button>
          ) : null}
          <Button
            color="red"
            variant="light"
            leftSection={<IconTrash size={16} aria-hidden />}
            rightSection={
              selected.length > 0 ? (
                <Badge size="sm" color="red" variant="filled" circle data-testid="bulk-count">
                  {selected.length}
                </Badge>
              ) : null
            }
            disabled={selected.length === 0}
            onClick={() => confirm.ask(selected)}
          >
            {t('list.bulkDelete')}
          </Button>
          {props.actions}
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={props.onAdd}>
            {t('list.add')}
          </Button>
        </Group>
      </Group>
      <DataTable<T>
        withTableBorder
        borderRadius="md"
        highlightOnHover
        striped
        minHeight={200}
        fetching={isFetching}
        loaderBackgroundBlur={1}
        records={records}
        idAccessor="id"
        noRecordsText={t('common:noResults')}
        selectedRecords={selected}
        onSelectedRecordsChange={setSelected}
        allRecordsSelectionCheckboxProps={{ 'aria-label': t('list.selectAll') }}
        getRecordSelectionCheckboxProps={(record) => ({
          'aria-label': t('list.selectRow', { name: props.nameOf(record) }),
        })}
        totalRecords={data?.meta.total ?? 0}
        page={listQuery.page}
        onPageChange={(page) => onSearchChange({ page })}
        recordsPerPage={listQuery.per_page}
        onRecordsPerPageChange={(size) => onSearchChange({ per_page: size, page: 1 })}
        recordsPerPageOptions={[...PAGE_SIZES]}
        recordsPerPageLabel={t('list.perPage')}
        paginationText={({ from, to, totalRecords }) =>
          t('list.pagination', { from, to, total: totalRecords })
        }
        getPaginationControlProps={(control) => ({ 'aria-label': t(`list.${control}`) })}
        getPaginationItemProps={(page) => ({ 'aria-label': t('list.page', { page }) })}
        pinLastColumn
        columns={[
          ...columns,
          {
            accessor: 'actions',
            title: t('list.actions'),
            textAlign: 'right',
            width: 100,
            render: (record) => (
              <Group gap={4} justify="flex-end" wrap="nowrap">
                <ActionIcon
                  size="sm"
                  variant="subtle"
                  aria-label={t('list.view', { name: props.nameOf(record) })}
                  onClick={() => props.onView(record)}
                >
                  <IconEye size={16} aria-hidden />
                </ActionIcon>
                <ActionIcon
                  size="sm"
                  variant="subtle"
                  color="red"
                  aria-label={t('list.delete', { name: props.nameOf(record) })}
                  onClick={() => confirm.ask([record])}
                >
                  <IconTrash size={16} aria-hidden />
                </ActionIcon>
              </Group>
            ),
          },
        ]}
      />
      {props.filters}
      {deleteDialog}
    </Stack>
  );
}
