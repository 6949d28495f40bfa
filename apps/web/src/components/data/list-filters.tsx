import { formatDateInput } from '@huella/shared/format/index';
import { translate } from '@huella/shared/i18n/messages';
import { Badge, Button, Group, Modal, Select, Stack, TextInput } from '@mantine/core';
import { IconFilter } from '@tabler/icons-react';
import { useQuery, type QueryKey } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../lib/i18n.ts';
import { LocaleDateInput } from './locale-date-input.tsx';
import { hasFilterValue } from './list-search.ts';

/** One choice of a select filter; the value is what the URL and the API query carry (an id). */
export type TFilterOption = { value: number | string; label: string };

type TFilterBase<TName extends string> = {
  /** The URL search param and API query field (`source_id`, `created_at_from`). */
  name: TName;
  label: string;
};

/** How the choices of a select filter load: `queryKey` starts with the area's name. */
export type TFilterOptions = { queryKey: QueryKey; queryFn: () => Promise<TFilterOption[]> };

/**
 * Another filter of the dialog whose value narrows a select's choices (a sector, for its key
 * indicators): with a value chosen there, the choices are `options(value)`; changing it clears the
 * narrowed filter.
 */
export type TNarrowing = { name: string; options: (value: TFilterOption['value']) => TFilterOptions };

/**
 * A field of a list's filter dialog:
 * - `select`: one of the options a query loads (loaded when the dialog opens; `queryKey` starts
 *   with the area's name, so a change to the area refreshes it), narrowed by another filter's value
 *   when it says so;
 * - `date`: a day, typed the language's way or picked (`YYYY-MM-DD` in the URL);
 * - `text`: free text.
 */
export type TListFilter<TName extends string = string> =
  | (TFilterBase<TName> & {
      kind: 'select';
      options: TFilterOptions;
      narrowedBy?: TNarrowing;
    })
  | (TFilterBase<TName> & { kind: 'date' })
  | (TFilterBase<TName> & { kind: 'text' });

type TValues = Record<string, unknown>;

/** How many of the spec's filters hold a value in `search`. */
export function countActiveFilters(spec: readonly TListFilter[], search: TValues): number {
  return spec.filter((filter) => hasFilterValue(search[filter.name])).length;
}

export type TFiltersButtonProps = {
  /** How many filters are on: shown as a badge, and read out with the button's name. */
  active: number;
  onClick: () => void;
};

/** The Filters button of a list, with the number of active filters. */
export function FiltersButton({ active, onClick }: TFiltersButtonProps) {
  const { t } = useTranslation('catalogue');
  return (
    <Button
      variant="default"
      leftSection={<IconFilter size={16} aria-hidden />}
      rightSection={
        active > 0 ? (
          <Badge size="sm" circle aria-label={t('list.activeFilters', { count: active })}>
            {active}
          </Badge>
        ) : null
      }
      onClick={onClick}
    >
      {t('list.filters')}
    </Button>
  );
}

export type TListFiltersProps = {
  spec: readonly TListFilter[];
  /** The list's current state (the URL's), which holds the applied filters. */
  search: TValues;
  /** Applies the dialog's values (each filter set or cleared to undefined). */
  onApply: (values: TValues) => void;
};

/**
 * The Filters button and its dialog (DESIGN.md §5): the fields of the spec, edited as a draft and
 * applied together (back to page 1), or all cleared. The button counts the active filters.
 */
export function ListFilters({ spec, search, onApply }: TListFiltersProps) {
  const [opened, setOpened] = useState(false);
  return (
    <>
      <FiltersButton active={countActiveFilters(spec, search)} onClick={() => setOpened(true)} />
      {opened ? (
        <FiltersDialog
          spec={spec}
          search={search}
          onClose={() => setOpened(false)}
          onApply={(values) => {
            onApply(values);
            setOpened(false);
          }}
        />
      ) : null}
    </>
  );
}

function FiltersDialog({ spec, search, onClose, onApply }: TListFiltersProps & { onClose: () => void }) {
  const { t } = useTranslation(['catalogue', 'common']);
  const [draft, setDraft] = useState<TValues>(() =>
    Object.fromEntries(spec.map((filter) => [filter.name, search[filter.name] ?? null])),
  );
  const [invalid, setInvalid] = useState<string[]>([]);
  const set = (name: string, value: unknown) => {
    // A filter whose choices this one narrows starts again.
    const narrowed = spec.filter((filter) => filter.kind === 'select' && filter.narrowedBy?.name === name);
    setDraft((prev) => ({
      ...prev,
      [name]: value,
      ...Object.fromEntries(narrowed.map((filter) => [filter.name, null])),
    }));
    setInvalid((prev) => prev.filter((other) => other !== name));
  };
  const apply = () => {
    // A date box holds what was typed until it names a day: such a filter is not applied.
    const wrong = spec
      .filter((filter) => filter.kind === 'date' && hasFilterValue(draft[filter.name]))
      .filter((filter) => formatDateInput(String(draft[filter.name]), currentLanguage()) === null)
      .map((filter) => filter.name);
    setInvalid(wrong);
    if (wrong.length > 0) return;
    onApply(
      Object.fromEntries(
        spec.map((filter) => {
          const value = draft[filter.name];
          const kept = typeof value === 'string' ? value.trim() : value;
          return [filter.name, hasFilterValue(kept) ? kept : undefined];
        }),
      ),
    );
  };
  const clear = () => onApply(Object.fromEntries(spec.map((filter) => [filter.name, undefined])));
  const dateError = translate('validation.date', currentLanguage());

  return (
    <Modal
      opened
      onClose={onClose}
      title={t('list.filtersTitle')}
      centered
      closeButtonProps={{ 'aria-label': t('common:actions.close') }}
    >
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          apply();
        }}
      >
        <Stack gap="md">
          {spec.map((filter) => {
            const value = draft[filter.name];
            if (filter.kind === 'select') {
              return (
                <SelectFilter
                  key={filter.name}
                  filter={filter}
                  narrowing={filter.narrowedBy ? draft[filter.narrowedBy.name] : undefined}
                  value={value as TFilterOption['value'] | null}
                  onChange={(next) => set(filter.name, next)}
                />
              );
            }
            if (filter.kind === 'date') {
              return (
                <LocaleDateInput
                  key={filter.name}
                  label={filter.label}
                  value={(value as string | null) ?? null}
                  onChange={(next) => set(filter.name, next)}
                  error={invalid.includes(filter.name) ? dateError : undefined}
                />
              );
            }
            return (
              <TextInput
                key={filter.name}
                label={filter.label}
                value={typeof value === 'string' ? value : ''}
                onChange={(event) => set(filter.name, event.currentTarget.value)}
              />
            );
          })}
          <Group justify="space-between" gap="sm">
            <Button variant="subtle" onClick={clear}>
              {t('list.clearFilters')}
            </Button>
            <Group gap="sm">
              <Button variant="default" onClick={onClose}>
                {t('common:actions.cancel')}
              </Button>
              <Button type="submit">{t('list.applyFilters')}</Button>
            </Group>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

function SelectFilter({
  filter,
  narrowing,
  value,
  onChange,
}: {
  filter: Extract<TListFilter, { kind: 'select' }>;
  /** The value of the filter that narrows this one's choices, if any. */
  narrowing: unknown;
  value: TFilterOption['value'] | null;
  onChange: (value: TFilterOption['value'] | null) => void;
}) {
  const { t } = useTranslation('common');
  const source =
    filter.narrowedBy && hasFilterValue(narrowing)
      ? filter.narrowedBy.options(narrowing as TFilterOption['value'])
      : filter.options;
  const options = useQuery({ ...source, staleTime: 60_000 });
  const choices = options.data ?? [];
  return (
    <Select
      label={filter.label}
      data={choices.map((option) => ({ value: String(option.value), label: option.label }))}
      value={value === null || value === undefined ? null : String(value)}
      onChange={(next) => {
        if (next === null) {
          onChange(null);
          return;
        }
        // The option's own value (an id stays a number in the URL and the query).
        onChange(choices.find((option) => String(option.value) === next)?.value ?? next);
      }}
      searchable
      clearable
      nothingFoundMessage={options.isPending ? t('loading') : t('noResults')}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
