import 'mantine-datatable/styles.css';
import { formatNumber } from '@huella/shared/format/index';
import {
  DEFAULT_PAGE_SIZE,
  DEPENDENTS_MAX_IDS,
  PAGE_SIZES,
  type TDependents,
  type TExportFormat,
  type TList,
} from '@huella/shared';
import {
  ActionIcon,
  Badge,
  Button,
  Center,
  Group,
  Loader,
  Stack,
  Text,
  TextInput,
  Title,
  Tooltip,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconEye, IconFileImport, IconSearch, IconTrash } from '@tabler/icons-react';
import { useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { DataTable, type DataTableSortStatus } from 'mantine-datatable';
import { useEffect, useId, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../lib/i18n.ts';
import { showToast } from '../../lib/notify.tsx';
import { invalidateApiAfterWrite, type TApiPath } from '../../lib/api.ts';
import { ConfirmDeleteDialog, useConfirmDialog } from '../confirm-delete-dialog.tsx';
import { LoadFailed } from '../load-failed.tsx';
import { PageHeader } from '../page-header.tsx';
import { AddButton, type TAddLimit } from './add-button.tsx';
import { DeleteSummary } from './delete-summary.tsx';
import { ExportMenu } from './export-menu.tsx';
import { useListColumns, type TListColumn } from './list-columns.tsx';
import { countActiveFilters, FiltersButton, ListFilters, type TListFilter } from './list-filters.tsx';
import { type TListFetchQuery, type TListSearch } from './list-search.ts';

export const SEARCH_DEBOUNCE_MS = 500;
/** The pause after typing before the inventory lists search (spec/workspace.md §9). */
export const SLOW_SEARCH_DEBOUNCE_MS = 1500;

type TRecord = { id: number };

/**
 * How a list names itself: `page` — the screen's h1 (with its description); `section` — a heading
 * (`headingOrder`, default h2) of a part of a screen, which becomes a named region; `none` — the
 * screen around it has the heading, and `title` only names the table.
 */
export type TListHeading = 'page' | 'section' | 'none';

/**
 * The words of a row's removal when it is not a plain delete (removing a member, withdrawing an
 * invitation), and the name a row goes by in its dialog when its name alone is ambiguous (a gas
 * value is its gas and validity). Each falls back to the delete's words.
 */
export type TRemovalWords<T> = {
  /** Accessible name of the row's button ("Quitar a ana@x.co de la empresa"). */
  button?: (record: T) => string;
  /** A tooltip on the row's button ("Quitar"). */
  tooltip?: string;
  icon?: ReactNode;
  /** The dialog's question and its red button. */
  title?: (record: T) => string;
  confirm?: (record: T) => string;
  /** The dialog's body (instead of what goes with the row and "This cannot be undone."). */
  body?: (record: T) => ReactNode;
  /** The success toast. */
  done?: (record: T) => string;
  /** The row's name in the dialog (default `nameOf`). */
  nameInDialog?: (record: T) => string;
};

/** How a list names itself, and its words beside its title. */
export type TListHeader = {
  title: string;
  description?: ReactNode;
  /** Default `page`. */
  level?: TListHeading;
  /** Level of a `section` heading (default 2). */
  order?: 2 | 3 | 4;
  /** A notice beneath the heading, above the controls (what the rows are waiting on). */
  notice?: ReactNode;
};

/** Where a list's rows come from. */
export type TListRows<T, TSearch extends TListSearch> = {
  /**
   * The API path of the rows (`/api/gases`): the list's query key starts with it, and a delete
   * reloads every query of it and beneath it.
   */
  area: TApiPath;
  /**
   * The values of the area's path parameters (`{ factor: 4 }` for `/api/factors/{factor}/gases`):
   * part of the key, so the rows of one factor are never shown for another.
   */
  path?: Record<string, string | number>;
  /** Loads a page: the URL state (search, sort, filters) with page, page size and company settled. */
  fetchPage: (query: TListFetchQuery<TSearch>) => Promise<TList<T> | null>;
  /**
   * The company whose rows the list shows: part of the query key by itself, so rows of another
   * company are never shown from the cache (nor kept on screen while the next company's load), and
   * sent as `company_id`; the selection empties when it changes.
   */
  companyId?: number;
  /** A search box (default true); off where the API has no search for the rows. */
  searchable?: boolean;
  /** The pause after the last key before the list searches (default `SEARCH_DEBOUNCE_MS`). */
  searchDebounceMs?: number;
};

/** How the rows show. */
export type TListTable<T> = {
  /**
   * The row's columns; on a phone only the key one (and `primary` ones) stay, see `TListColumn`. A
   * column with `sortable` (and `sortKey` when the API's sort name is not its accessor) sorts the
   * list by `sort`/`order` in the URL.
   */
  columns: TListColumn<T>[];
  /** Name of a row for the screen reader labels of its buttons. */
  nameOf: (record: T) => string;
  /** Shown when there are no rows (default "No results"). */
  emptyText?: string;
  /** Shown, with Retry, when the rows could not be loaded. */
  loadFailedText?: string;
  /** The row's view button (the eye). */
  onView?: (record: T) => void;
  /** More buttons of a row, before its view and delete. */
  rowActions?: (record: T) => ReactNode;
};

/** The filter dialog: built from the area's filter spec, or one of the screen's own. */
export type TListFiltering<TSearch> =
  | { spec: readonly TListFilter<Extract<keyof TSearch, string>>[] }
  | { open: () => void; active: number; dialog: ReactNode };

/** The Add button, with the plan limit that disables it (its reason in a tooltip). */
export type TListAdd = { onAdd: () => void; label?: string; limit?: TAddLimit };

/** Deleting rows: one (its row's button), many (row selection and the bulk button), or both. */
export type TListRemove<T> = {
  one?: (id: number, record: T) => Promise<unknown>;
  many?: (ids: number[]) => Promise<unknown>;
  /**
   * What deleting these rows would take with it or is kept by (`GET /<resource>/dependents`),
   * shown in the confirmation; omitted where nothing depends on the area's rows.
   */
  describe?: (ids: number[]) => Promise<TDependents | null>;
  /** The words of a removal that is not a plain delete. */
  words?: TRemovalWords<T>;
  /** Runs after a confirmed delete succeeded (a removal of oneself re-checks access). */
  onDeleted?: (records: T[]) => void | Promise<void>;
};

/** What a list's export holds: its search, sort, filters and company, without its page. */
export type TListExportQuery<TSearch extends TListSearch = TListSearch> = Omit<
  TListFetchQuery<TSearch>,
  'page' | 'per_page'
>;

/** Moving rows in and out: the Import button opens its dialog, Export a menu of the files it downloads. */
export type TListTransfer<TSearch extends TListSearch = TListSearch> = {
  /** The Import button opens this dialog (its `close` ends it). */
  importDialog?: (close: () => void) => ReactNode;
  importLabel?: string;
  /**
   * Downloads the list as the file chosen, CSV or xlsx (the button spins until it is done), with
   * the rows the list shows: `query` is its search, sort and filters, every page.
   */
  exportFile?: (format: TExportFormat, query: TListExportQuery<TSearch>) => Promise<unknown>;
  exportLabel?: string;
};

export type TResourceListProps<T extends TRecord, TSearch extends TListSearch = TListSearch> = {
  header: TListHeader;
  /** The list state (the URL's, or the component's for a list inside another screen) and its setter. */
  search: TSearch;
  onSearchChange: (patch: Partial<TSearch>) => void;
  rows: TListRows<T, TSearch>;
  table: TListTable<T>;
  filters?: TListFiltering<TSearch>;
  /** What the user may do (each left out is not offered); `readOnly` hides every change. */
  add?: TListAdd;
  remove?: TListRemove<T>;
  transfer?: TListTransfer<TSearch>;
  /** Hides every control that changes data (add, delete, import): a role that may only read. */
  readOnly?: boolean;
  /** Extra buttons beside Add. */
  actions?: ReactNode;
};

/** Keeps the rows of the previous page on screen while the next loads, never another company's. */
function keepWithinScope(scope: QueryKey) {
  return <D,>(previous: D | undefined, previousQuery: { queryKey: QueryKey } | undefined) =>
    previousQuery && JSON.stringify(scopeOf(previousQuery.queryKey)) === JSON.stringify(scope)
      ? previous
      : undefined;
}

/** What a list's key is scoped by: its area, the values of its path and its company. */
function scopeOf(key: QueryKey): unknown[] {
  const part = key[1] as { path?: unknown; query?: { company_id?: unknown } } | undefined;
  return [key[0], part?.path ?? null, part?.query?.company_id ?? null];
}

/**
 * The table's sort marks name themselves in English ("Not sorted"): they are renamed in the
 * language on screen after every render (the table sets its words again when the sort changes).
 */
function useSortMarkWords(table: { current: HTMLTableElement | null }, words: Record<string, string>) {
  useLayoutEffect(() => {
    const marks = table.current?.querySelectorAll<HTMLElement>('thead [role="img"][aria-label]') ?? [];
    for (const mark of marks) {
      const label = mark.getAttribute('aria-label')!;
      if (label in words) mark.setAttribute('aria-label', words[label]!);
    }
  });
}

/** The API query of a list state: every param of its contract, page and page size settled. */
function toFetchQuery<TSearch extends TListSearch>(search: TSearch, companyId: number | undefined) {
  const query: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(search)) {
    if (value !== undefined && value !== null && value !== '') query[key] = value;
  }
  query.page = search.page ?? 1;
  query.per_page = search.per_page ?? DEFAULT_PAGE_SIZE;
  if (query.sort && !query.order) query.order = 'asc';
  if (!query.sort) delete query.order;
  if (companyId !== undefined) query.company_id = companyId;
  return query as TListFetchQuery<TSearch>;
}

/**
 * The one list screen (DESIGN.md §5): debounced search resetting to page 1, page sizes 10–50,
 * sortable columns, a filter dialog with an active-filter badge, row selection with bulk delete,
 * per-row view/delete, a confirmation dialog naming the rows and what goes with them, "No results";
 * import, export and add (with its plan limit) unless the role only reads; the company scope.
 */
export function ResourceList<T extends TRecord, TSearch extends TListSearch = TListSearch>(
  props: TResourceListProps<T, TSearch>,
) {
  const { search, onSearchChange, header, rows, table, remove: removing, transfer } = props;
  const { companyId } = rows;
  const { t } = useTranslation(['catalogue', 'common']);
  const queryClient = useQueryClient();
  const headingId = useId();
  const query = toFetchQuery(search, companyId);
  const key: QueryKey = [rows.area, { ...(rows.path ? { path: rows.path } : {}), query }];
  const list = useQuery({
    queryKey: key,
    queryFn: () => rows.fetchPage(query),
    placeholderData: keepWithinScope(scopeOf(key)),
  });
  const { data, isFetching } = list;
  const records = data?.data ?? [];
  const columns = useListColumns(table.columns);
  const canWrite = !props.readOnly;
  const canDeleteMany = canWrite && Boolean(removing?.many);
  const [selected, setSelected] = useState<T[]>([]);
  const [importing, setImporting] = useState(false);
  const [exporting, setExporting] = useState(false);
  const tableRef = useRef<HTMLTableElement>(null);
  const lang = currentLanguage();
  useSortMarkWords(tableRef, {
    'Not sorted': t('list.notSorted'),
    'Sorted ascending': t('list.sortedAscending'),
    'Sorted descending': t('list.sortedDescending'),
  });

  // Another company's rows are never kept selected.
  const [selectedScope, setSelectedScope] = useState(companyId);
  if (selectedScope !== companyId) {
    setSelectedScope(companyId);
    setSelected([]);
  }

  const [text, setText] = useState(search.search ?? '');
  const [debounced] = useDebouncedValue(text, rows.searchDebounceMs ?? SEARCH_DEBOUNCE_MS);
  const lastSent = useRef(search.search ?? '');
  useEffect(() => {
    const next = debounced.trim();
    if (next === lastSent.current) return;
    lastSent.current = next;
    onSearchChange({ search: next === '' ? undefined : next, page: 1 } as Partial<TSearch>);
  }, [debounced, onSearchChange]);

  const remove = async (records: T[]) => {
    const ids = records.map((row) => row.id);
    let failure: unknown = null;
    try {
      if (records.length === 1 && removing?.one) await removing.one(records[0]!.id, records[0]!);
      else await removing!.many!(ids);
      const single = records.length === 1 ? records[0]! : null;
      showToast({
        kind: 'success',
        message:
          single && removing?.words?.done
            ? removing.words.done(single)
            : t('list.deleted', { count: records.length }),
      });
      setSelected((current) => current.filter((row) => !ids.includes(row.id)));
      await removing?.onDeleted?.(records);
    } catch (error) {
      // The API client has shown the error toast; a delete never confirmed reloads nothing.
      failure = error;
    }
    await invalidateApiAfterWrite(queryClient, failure, rows.area);
  };

  const confirm = useConfirmDialog(remove);
  const askedIds = confirm.target?.map((row) => row.id) ?? [];
  const describeDelete = removing?.describe;
  const removal = removing?.words;
  const dependents = useQuery({
    queryKey: [`${rows.area}/dependents`, { query: { ids: askedIds } }],
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
  const asked = confirm.target ?? [];
  const single = asked.length === 1 ? asked[0]! : null;
  const dialogName = (record: T) => (removal?.nameInDialog ?? table.nameOf)(record);
  const confirmNames = asked.map(dialogName);
  const deleteDialog = (
    <ConfirmDeleteDialog
      opened={confirm.opened}
      title={
        single !== null
          ? (removal?.title?.(single) ?? t('deleteDialog.title', { name: dialogName(single) }))
          : t('deleteDialog.titleMany', { count: asked.length })
      }
      confirmLabel={
        single !== null
          ? (removal?.confirm?.(single) ?? t('deleteDialog.confirm', { name: dialogName(single) }))
          : t('deleteDialog.confirmMany', { count: asked.length })
      }
      onCancel={confirm.cancel}
      onConfirm={() => void confirm.confirm()}
      busy={confirm.busy}
      checking={dependents.isFetching}
      blocked={(dependents.data?.blocked.length ?? 0) > 0}
    >
      {single !== null && removal?.body ? (
        removal.body(single)
      ) : (
        <DeleteSummary names={confirmNames} dependents={dependents.data} checking={dependents.isFetching} />
      )}
    </ConfirmDeleteDialog>
  );

  const exportFile = async (format: TExportFormat) => {
    setExporting(true);
    try {
      const { page: _page, per_page: _perPage, ...exported } = query;
      await transfer!.exportFile!(format, exported);
    } catch {
      // The API client has shown the error toast.
    } finally {
      setExporting(false);
    }
  };

  const filters = props.filters;
  const filterSpec = filters && 'spec' in filters ? filters.spec : [];
  // An empty list (not one narrowed to nothing) offers what fills it, to a role that may write: its
  // Add and Import buttons move from the toolbar into the empty table.
  const isNarrowed =
    Boolean(search.search) ||
    countActiveFilters(filterSpec, search as Record<string, unknown>) > 0 ||
    (filters !== undefined && 'active' in filters && filters.active > 0);
  const offersFill = canWrite && !isNarrowed && !list.isPending && records.length === 0 && !isFetching;
  const importButton = (
    <Button
      key="import"
      variant="default"
      leftSection={<IconFileImport size={16} aria-hidden />}
      onClick={() => setImporting(true)}
    >
      {transfer?.importLabel ?? t('list.import')}
    </Button>
  );
  const addButton = props.add ? (
    <AddButton key="add" onClick={props.add.onAdd} label={props.add.label} limit={props.add.limit} />
  ) : null;
  const fillButtons: ReactNode[] = [];
  if (offersFill && transfer?.importDialog) fillButtons.push(importButton);
  if (offersFill && addButton) fillButtons.push(addButton);
  const fillsFromEmpty = fillButtons.length > 0;
  const toolbarButtons: ReactNode[] = [];
  if (filterSpec.length > 0) {
    toolbarButtons.push(
      <ListFilters
        key="filters"
        spec={filterSpec}
        search={search as Record<string, unknown>}
        onApply={(values) => onSearchChange({ ...values, page: 1 } as Partial<TSearch>)}
      />,
    );
  }
  if (filters && 'open' in filters) {
    toolbarButtons.push(<FiltersButton key="own-filters" active={filters.active} onClick={filters.open} />);
  }
  if (canDeleteMany) {
    toolbarButtons.push(
      <Button
        key="bulk"
        color="red"
        variant="light"
        leftSection={<IconTrash size={16} aria-hidden />}
        rightSection={
          selected.length > 0 ? (
            <Badge size="sm" color="red" variant="filled" circle data-testid="bulk-count">
              {formatNumber(selected.length, lang)}
            </Badge>
          ) : null
        }
        disabled={selected.length === 0}
        onClick={() => confirm.ask(selected)}
      >
        {t('list.bulkDelete')}
      </Button>,
    );
  }
  if (transfer?.exportFile) {
    toolbarButtons.push(
      <ExportMenu
        key="export"
        label={transfer.exportLabel}
        busy={exporting}
        onExport={(format) => void exportFile(format)}
      />,
    );
  }
  if (canWrite && transfer?.importDialog && !fillsFromEmpty) toolbarButtons.push(importButton);
  if (props.actions) toolbarButtons.push(<Group key="actions">{props.actions}</Group>);
  if (canWrite && addButton && !fillsFromEmpty) toolbarButtons.push(addButton);
  const searchable = rows.searchable ?? true;

  const emptyState = fillsFromEmpty ? (
    <Stack align="center" gap="sm" p="md" style={{ pointerEvents: 'auto' }}>
      <Text size="sm" c="dimmed">
        {table.emptyText ?? t('list.empty')}
      </Text>
      <Group gap="sm" justify="center">
        {fillButtons}
      </Group>
    </Stack>
  ) : undefined;

  const canDeleteOne = canWrite && Boolean(removing?.one ?? removing?.many);
  const { onView, rowActions } = table;
  const hasRowActions = Boolean(onView) || canDeleteOne || Boolean(rowActions);
  const rowActionsColumn = {
    accessor: 'actions',
    title: t('list.actions'),
    textAlign: 'right' as const,
    width: rowActions ? undefined : 100,
    render: (record: T) => (
      <Group gap={4} justify="flex-end" wrap="nowrap">
        {rowActions?.(record)}
        {onView ? (
          <ActionIcon
            size="sm"
            variant="subtle"
            aria-label={t('list.view', { name: table.nameOf(record) })}
            onClick={() => onView(record)}
          >
            <IconEye size={16} aria-hidden />
          </ActionIcon>
        ) : null}
        {canDeleteOne ? deleteRowButton(record) : null}
      </Group>
    ),
  };

  const deleteRowButton = (record: T) => {
    const button = (
      <ActionIcon
        size="sm"
        variant="subtle"
        color="red"
        aria-label={removal?.button?.(record) ?? t('list.delete', { name: table.nameOf(record) })}
        onClick={() => confirm.ask([record])}
      >
        {removal?.icon ?? <IconTrash size={16} aria-hidden />}
      </ActionIcon>
    );
    return removal?.tooltip ? <Tooltip label={removal.tooltip}>{button}</Tooltip> : button;
  };

  const sortable = table.columns.some((column) => column.sortable);
  const sortColumn = table.columns.find(
    (column) => (column.sortKey ?? String(column.accessor)) === search.sort,
  );
  const sortProps = sortable
    ? {
        sortStatus: {
          columnAccessor: sortColumn ? String(sortColumn.accessor) : '',
          sortKey: sortColumn?.sortKey,
          direction: search.order ?? 'asc',
        } as DataTableSortStatus<T>,
        onSortStatusChange: (status: DataTableSortStatus<T>) =>
          onSearchChange({
            sort: status.sortKey ?? String(status.columnAccessor),
            order: status.direction,
            page: 1,
          } as Partial<TSearch>),
      }
    : {};
  const selectionProps = canDeleteMany
    ? {
        selectedRecords: selected,
        onSelectedRecordsChange: setSelected,
        allRecordsSelectionCheckboxProps: { 'aria-label': t('list.selectAll') },
        getRecordSelectionCheckboxProps: (record: T) => ({
          'aria-label': t('list.selectRow', { name: table.nameOf(record) }),
        }),
      }
    : {};

  const heading = header.level ?? 'page';
  const tableView = list.isPending ? (
    // The first rows (or the first of another company) are on their way.
    <Center mih={160} role="status">
      <Loader aria-label={t('common:loading')} />
    </Center>
  ) : list.isError && !data ? (
    <LoadFailed message={table.loadFailedText ?? t('list.loadFailed')} onRetry={() => void list.refetch()} />
  ) : (
    <DataTable<T>
      {...(heading === 'section' ? { 'aria-labelledby': headingId } : { 'aria-label': header.title })}
      withTableBorder
      borderRadius="md"
      highlightOnHover
      striped
      minHeight={records.length === 0 ? 160 : undefined}
      fetching={isFetching}
      loaderBackgroundBlur={1}
      records={records}
      idAccessor="id"
      noRecordsText={table.emptyText ?? t('common:noResults')}
      emptyState={emptyState}
      tableRef={(table: HTMLTableElement | null) => {
        tableRef.current = table;
      }}
      {...selectionProps}
      {...sortProps}
      totalRecords={data?.meta.total ?? 0}
      page={query.page}
      onPageChange={(page) => onSearchChange({ page } as Partial<TSearch>)}
      recordsPerPage={query.per_page}
      onRecordsPerPageChange={(size) => onSearchChange({ per_page: size, page: 1 } as Partial<TSearch>)}
      recordsPerPageOptions={[...PAGE_SIZES]}
      recordsPerPageLabel={t('list.perPage')}
      paginationText={({ from, to, totalRecords }) => t('list.pagination', { from, to, total: totalRecords })}
      getPaginationControlProps={(control) => ({ 'aria-label': t(`list.${control}`) })}
      getPaginationItemProps={(page) => ({
        'aria-label': t('list.page', { page }),
        children: formatNumber(page, lang),
      })}
      pinLastColumn={hasRowActions}
      columns={hasRowActions ? [...columns, rowActionsColumn] : columns}
    />
  );

  const toolbar =
    searchable || toolbarButtons.length > 0 ? (
      <Group justify={searchable ? 'space-between' : 'flex-end'} align="flex-end" gap="sm">
        {searchable ? (
          <TextInput
            label={t('list.search')}
            placeholder={t('list.searchPlaceholder')}
            leftSection={<IconSearch size={16} aria-hidden />}
            value={text}
            onChange={(event) => setText(event.currentTarget.value)}
            w={{ base: '100%', xs: 320 }}
          />
        ) : null}
        {toolbarButtons.length > 0 ? <Group gap="sm">{toolbarButtons}</Group> : null}
      </Group>
    ) : null;

  const body = (
    <>
      {toolbar}
      {tableView}
      {filters && 'dialog' in filters ? filters.dialog : null}
      {importing && transfer?.importDialog ? transfer.importDialog(() => setImporting(false)) : null}
      {deleteDialog}
    </>
  );

  if (heading === 'section') {
    return (
      <Stack gap="md" component="section" aria-labelledby={headingId}>
        <Stack gap={2}>
          <Title order={header.order ?? 2} fz={header.order === 3 ? 'h5' : 'h4'} id={headingId}>
            {header.title}
          </Title>
          {header.description ? (
            <Text size="sm" c="dimmed">
              {header.description}
            </Text>
          ) : null}
        </Stack>
        {header.notice}
        {body}
      </Stack>
    );
  }
  return (
    <Stack gap="md">
      {heading === 'page' ? <PageHeader title={header.title} description={header.description} /> : null}
      {header.notice}
      {body}
    </Stack>
  );
}
