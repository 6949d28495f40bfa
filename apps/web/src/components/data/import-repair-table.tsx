import {
  ActionIcon,
  Alert,
  Button,
  Checkbox,
  Group,
  Pagination,
  Select,
  Stack,
  Switch,
  Table,
  Text,
  TextInput,
  Tooltip,
} from '@mantine/core';
import { IconAlertCircle, IconRefresh, IconSearch } from '@tabler/icons-react';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../lib/i18n.ts';
import {
  choiceOfText,
  editCell,
  hasErrors,
  repairCellText,
  rowMatches,
  type TRepairChoice,
  type TRepairRow,
} from './import-failures.ts';

/** A cell's messages wrap inside the cell instead of being cut at its edge. */
const WRAPPED_ERROR = { error: { whiteSpace: 'normal', overflowWrap: 'anywhere' } } as const;

/** Rows of the table on one page: enough to fix in one view, few enough to type into smoothly. */
export const REPAIR_PAGE_SIZE = 20;

export type TImportRepairTableProps = {
  /** The template's columns in order (their words are the shared `fields.<column>`). */
  columns: readonly string[];
  rows: TRepairRow[];
  onRowsChange: (rows: TRepairRow[]) => void;
  /** Sends these rows again; the dialog then puts the answer into `rows`. */
  onRetry: (rows: TRepairRow[]) => void;
  /** A retry is on its way: nothing is sent twice. */
  retrying: boolean;
  /** A column's words. */
  columnName: (column: string) => string;
  /**
   * The items a cell of a listed column may name, given its row (the units of the row's emission
   * source): the cell is then a dropdown of them. Null for a column typed freely.
   */
  choicesOf?: (column: string, row: TRepairRow) => readonly TRepairChoice[] | null;
  /**
   * The texts a cell of a column typed freely may suggest (the document types the company uses):
   * the browser then lists those that fit what is typed under the cell, and any other text may
   * still be typed.
   */
  suggestionsOf?: (column: string) => readonly string[] | null;
};

/**
 * The failing rows of an import as an editable table (spec/workspace.md §4): one row per file row,
 * its columns as cells; a wrong cell is marked with its messages until it is retyped. The rows are
 * filtered to those that still have errors or by a text, and sent again all together, the selected
 * ones, or one at a time.
 */
export function ImportRepairTable({
  columns,
  rows,
  onRowsChange,
  onRetry,
  retrying,
  columnName,
  choicesOf,
  suggestionsOf,
}: TImportRepairTableProps) {
  const { t } = useTranslation('common');
  const lang = currentLanguage();
  const [onlyErrors, setOnlyErrors] = useState(false);
  const [search, setSearch] = useState('');
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [page, setPage] = useState(1);

  const shown = useMemo(
    () => rows.filter((row) => (!onlyErrors || hasErrors(row)) && rowMatches(row, search, lang)),
    [rows, onlyErrors, search, lang],
  );
  const pages = Math.max(1, Math.ceil(shown.length / REPAIR_PAGE_SIZE));
  const current = Math.min(page, pages);
  const pageRows = shown.slice((current - 1) * REPAIR_PAGE_SIZE, current * REPAIR_PAGE_SIZE);
  // A row that left the table (saved) is no longer selected.
  const chosen = rows.filter((row) => selected.has(row.row));
  const allShownSelected = shown.length > 0 && shown.every((row) => selected.has(row.row));
  const someShownSelected = shown.some((row) => selected.has(row.row));

  const toggle = (numbers: number[], on: boolean) =>
    setSelected((previous) => {
      const next = new Set(previous);
      for (const number of numbers) {
        if (on) next.add(number);
        else next.delete(number);
      }
      return next;
    });
  // The texts a column's cells suggest (the document types), listed once for all its cells.
  const listId = useId();
  const suggested = columns.flatMap((column) => {
    const texts = suggestionsOf?.(column) ?? null;
    return texts ? [{ column, texts }] : [];
  });
  const edit = (number: number, column: string, value: string) =>
    onRowsChange(rows.map((row) => (row.row === number ? editCell(row, column, value) : row)));

  return (
    <Stack gap="sm" component="section" aria-label={t('import.repair.title', { count: rows.length })}>
      <Group justify="space-between" align="flex-end" gap="sm">
        <Group gap="md" align="flex-end">
          <TextInput
            label={t('import.repair.search')}
            leftSection={<IconSearch size={16} aria-hidden />}
            value={search}
            onChange={(event) => {
              setSearch(event.currentTarget.value);
              setPage(1);
            }}
            w={{ base: '100%', xs: 260 }}
          />
          <Switch
            label={t('import.repair.onlyErrors')}
            checked={onlyErrors}
            onChange={(event) => {
              setOnlyErrors(event.currentTarget.checked);
              setPage(1);
            }}
            mb={8}
          />
        </Group>
        <Group gap="sm">
          <Button
            variant="default"
            leftSection={<IconRefresh size={16} aria-hidden />}
            disabled={chosen.length === 0 || retrying}
            onClick={() => onRetry(chosen)}
          >
            {t('import.repair.retrySelected', { count: chosen.length })}
          </Button>
          <Button
            leftSection={<IconRefresh size={16} aria-hidden />}
            loading={retrying}
            disabled={rows.length === 0}
            onClick={() => onRetry(rows)}
          >
            {t('import.repair.retryAll', { count: rows.length })}
          </Button>
        </Group>
      </Group>
      <Table.ScrollContainer minWidth={220 + columns.length * 180} maxHeight={440} type="native">
        <Table
          striped
          withTableBorder
          withColumnBorders
          stickyHeader
          verticalSpacing={6}
          horizontalSpacing="xs"
          aria-label={t('import.repair.tableLabel')}
        >
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={40}>
                <Checkbox
                  aria-label={t('import.repair.selectShown')}
                  checked={allShownSelected}
                  indeterminate={someShownSelected && !allShownSelected}
                  onChange={(event) =>
                    toggle(
                      shown.map((row) => row.row),
                      event.currentTarget.checked,
                    )
                  }
                />
              </Table.Th>
              <Table.Th miw={96}>{t('import.repair.rowHeader')}</Table.Th>
              {columns.map((column) => (
                <Table.Th key={column} miw={170}>
                  {columnName(column)}
                </Table.Th>
              ))}
              <Table.Th w={56}>
                <Text span size="sm" fw={700}>
                  {t('import.repair.actions')}
                </Text>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {pageRows.map((row) => (
              <Table.Tr key={row.row} data-row={row.row}>
                <Table.Td>
                  <Checkbox
                    aria-label={t('import.repair.selectRow', { row: row.row })}
                    checked={selected.has(row.row)}
                    onChange={(event) => toggle([row.row], event.currentTarget.checked)}
                  />
                </Table.Td>
                <Table.Th scope="row" fw={600} style={{ verticalAlign: 'top' }}>
                  {row.row}
                  {hasErrors(row) ? (
                    // The wrong cells may be off screen to the right: their columns are named here.
                    <Text component="span" display="block" size="xs" fw={400} c="var(--mantine-color-error)">
                      {columns
                        .filter((column) => (row.errors[column] ?? []).length > 0)
                        .map(columnName)
                        .join(', ')}
                    </Text>
                  ) : null}
                </Table.Th>
                {columns.map((column) => {
                  const messages = row.errors[column] ?? [];
                  const label = t('import.repair.cell', { column: columnName(column), row: row.row });
                  const error = messages.length > 0 ? messages.join(' ') : undefined;
                  const text = repairCellText(row, column, lang);
                  const choices = choicesOf?.(column, row) ?? null;
                  const suggestions = choices ? null : suggested.find((each) => each.column === column);
                  const invalid = messages.length > 0 || undefined;
                  return (
                    <Table.Td key={column} valign="top" style={{ whiteSpace: 'normal' }}>
                      {choices ? (
                        <ChoiceCell
                          label={label}
                          text={text}
                          choices={choices}
                          error={error}
                          onChange={(value) => edit(row.row, column, value)}
                        />
                      ) : (
                        <TextInput
                          size="xs"
                          aria-label={label}
                          value={text}
                          onChange={(event) => edit(row.row, column, event.currentTarget.value)}
                          error={error}
                          styles={WRAPPED_ERROR}
                          data-invalid-cell={invalid}
                          // Suggested texts: the browser's own list under the box, one per column.
                          list={suggestions ? `${listId}-${column}` : undefined}
                          autoComplete={suggestions ? 'off' : undefined}
                        />
                      )}
                    </Table.Td>
                  );
                })}
                <Table.Td>
                  <Tooltip label={t('import.repair.retryRow', { row: row.row })}>
                    <ActionIcon
                      variant="subtle"
                      aria-label={t('import.repair.retryRow', { row: row.row })}
                      disabled={retrying}
                      onClick={() => onRetry([row])}
                    >
                      <IconRefresh size={16} aria-hidden />
                    </ActionIcon>
                  </Tooltip>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {suggested.map(({ column, texts }) => (
        <datalist key={column} id={`${listId}-${column}`}>
          {texts.map((text) => (
            <option key={text} value={text} />
          ))}
        </datalist>
      ))}
      {shown.length === 0 ? (
        <Alert color="gray" variant="light" icon={<IconAlertCircle size={18} aria-hidden />}>
          {t('import.repair.noRows')}
        </Alert>
      ) : null}
      {pages > 1 ? (
        <Group justify="flex-end">
          <Pagination
            total={pages}
            value={current}
            onChange={setPage}
            size="sm"
            getControlProps={(control) => ({ 'aria-label': t(`import.repair.${control}`) })}
            getItemProps={(item) => ({ 'aria-label': t('import.repair.page', { page: item }) })}
          />
        </Group>
      ) : null}
    </Stack>
  );
}

/**
 * A cell of a listed column: a dropdown of the company's items. A text the file had that names none
 * of them stays visible (as the box's placeholder) until an item is chosen.
 */
function ChoiceCell({
  label,
  text,
  choices,
  error,
  onChange,
}: {
  label: string;
  text: string;
  choices: readonly TRepairChoice[];
  error: string | undefined;
  onChange: (value: string) => void;
}) {
  const { t } = useTranslation('common');
  const chosen = choiceOfText(choices, text);
  // One option per value: a dropdown may not offer the same value twice.
  const data = useMemo(
    () => [...new Map(choices.map((choice) => [choice.value, choice])).values()],
    [choices],
  );
  return (
    <Select
      size="xs"
      aria-label={label}
      data={data.map((choice) => ({ value: choice.value, label: choice.label }))}
      value={chosen?.value ?? null}
      placeholder={chosen ? undefined : text}
      onChange={(value) => onChange(value ?? '')}
      searchable
      clearable
      nothingFoundMessage={t('import.repair.noChoice')}
      error={error}
      styles={WRAPPED_ERROR}
      data-invalid-cell={error !== undefined || undefined}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
