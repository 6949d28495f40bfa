import { Box, Stack, Text, useMantineTheme, type MantineTheme } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { DataTableColumn } from 'mantine-datatable';
import type { ReactNode } from 'react';

/**
 * How a list column behaves on a phone (below the `sm` breakpoint, 768 px):
 * - `key` names the row: always shown, and on a phone the secondary columns are listed beneath it;
 * - `primary` is always shown (a short figure worth its own column even on a phone);
 * - `secondary` is a column from the tablet width up and a line under the key column below it.
 *
 * Without a `priority`, the first column is the key and the others are secondary, so every list
 * keeps its name and its row actions on screen without scrolling sideways.
 */
export type TColumnPriority = 'key' | 'primary' | 'secondary';

export type TListColumn<T> = DataTableColumn<T> & { priority?: TColumnPriority };

/** The media query from which secondary columns have room of their own. */
export const wideScreenQuery = (theme: MantineTheme) => `(min-width: ${theme.breakpoints.sm})`;

/** True from the tablet width up (read at once, so a phone never renders the wide layout first). */
export function useWideScreen(): boolean {
  const theme = useMantineTheme();
  return useMediaQuery(wideScreenQuery(theme), true, { getInitialValueInEffect: false }) ?? true;
}

function valueAt(record: unknown, accessor: string): unknown {
  return accessor
    .split('.')
    .reduce<unknown>((value, key) => (value as Record<string, unknown> | null | undefined)?.[key], record);
}

function cellOf<T>(column: DataTableColumn<T>, record: T, index: number): ReactNode {
  if (column.render) return column.render(record, index);
  const value = valueAt(record, String(column.accessor));
  return value === null || value === undefined ? '' : String(value);
}

function priorityOf<T>(column: TListColumn<T>, index: number, keyIndex: number): TColumnPriority {
  if (column.priority) return column.priority;
  return index === keyIndex ? 'key' : 'secondary';
}

/**
 * The DataTable columns of a list: secondary columns show only from the tablet width up
 * (`visibleMediaQuery`); below it the key column lists them beneath the row's name, each with its
 * title, so nothing becomes unreachable on a phone.
 */
export function useListColumns<T>(columns: TListColumn<T>[]): DataTableColumn<T>[] {
  const isWide = useWideScreen();
  const declaredKey = columns.findIndex((column) => column.priority === 'key');
  const keyIndex = declaredKey === -1 ? columns.findIndex((column) => !column.priority) : declaredKey;
  const secondary = columns.filter((column, index) => priorityOf(column, index, keyIndex) === 'secondary');

  return columns.map(({ priority: _priority, ...column }, index) => {
    const priority = priorityOf(columns[index]!, index, keyIndex);
    if (priority === 'secondary') return { visibleMediaQuery: wideScreenQuery, ...column };
    if (priority !== 'key' || isWide || secondary.length === 0) return column;
    return {
      ...column,
      render: (record: T, row: number) => (
        <Stack gap={4}>
          <Box>{cellOf(column, record, row)}</Box>
          <Stack gap={2}>
            {secondary.map((other) => {
              const content = cellOf(other, record, row);
              if (content === '' || content === null || content === undefined) return null;
              return (
                <Text
                  key={String(other.accessor)}
                  component="div"
                  fz="xs"
                  c="dimmed"
                  style={{ overflowWrap: 'anywhere' }}
                >
                  <Text span inherit fw={600}>
                    {other.title}:
                  </Text>{' '}
                  {content}
                </Text>
              );
            })}
          </Stack>
        </Stack>
      ),
    };
  });
}
