import { formatNumber } from '@huella/shared/format/index';
import { percentsSumTo100, PERCENT_MAX, type TFactorOption } from '@huella/shared';
import {
  ActionIcon,
  Badge,
  Group,
  NumberInput,
  Paper,
  Select,
  Slider,
  Stack,
  Switch,
  Text,
} from '@mantine/core';
import { IconEdit, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useFieldArray, useWatch, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../lib/i18n.ts';

export type TPartValues = { id: number; name: string; percent: number; avoided: boolean };
export type TFactorFormValues = {
  name: string;
  description: string;
  source_id: number | null;
  fly: boolean;
  derives: boolean;
  factors: TPartValues[];
};

/** A typed percent above 100 starts over at 0 (spec/platform.md §4). */
export function clampPercent(value: number): number {
  return value > PERCENT_MAX || value < 0 || Number.isNaN(value) ? 0 : value;
}

/** The sum of the parts' percents, to the thousandth. */
export function totalPercent(parts: readonly { percent: number }[]): number {
  return parts.reduce((sum, part) => sum + Math.round(part.percent * 1000), 0) / 1000;
}

/**
 * The parts of a derived factor: added from the source's factors (no duplicates, 0 %, not
 * avoided), each with a 0–100 slider in steps of 0.1 and a number box, an avoided switch, a link
 * to its gas values and a remove button; the running total shows whether it reaches 100.
 */
export function DerivedPartsPanel<TOutput>({
  control,
  options,
  selfId,
  onEditPart,
  error,
}: {
  control: Control<TFactorFormValues, unknown, TOutput>;
  options: TFactorOption[];
  selfId: number;
  onEditPart: (factorId: number) => void;
  error?: string;
}) {
  const { t } = useTranslation('emission-factors');
  const lang = currentLanguage();
  const typedControl = control as unknown as Control<TFactorFormValues>;
  const { fields, append, remove, update } = useFieldArray({
    control: typedControl,
    name: 'factors',
    keyName: 'key',
  });
  const parts = useWatch({ control: typedControl, name: 'factors' }) ?? [];
  const [picker, setPicker] = useState<string | null>(null);
  const used = new Set(parts.map((part) => part.id));
  const available = options.filter((option) => option.id !== selfId && !used.has(option.id));
  const total = totalPercent(parts);
  const complete = percentsSumTo100(parts.map((part) => part.percent));

  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="sm">
        <Group justify="space-between">
          <Text fw={600}>{t('parts.title')}</Text>
          <Badge color={complete ? 'green' : 'red'} variant="light" data-testid="parts-total">
            {t('parts.total', { total: formatNumber(total, lang) })}
          </Badge>
        </Group>
        <Select
          label={t('parts.add')}
          placeholder={t('parts.addPlaceholder')}
          data={available.map((option) => ({ value: String(option.id), label: option.name }))}
          value={picker}
          searchable
          nothingFoundMessage={t('parts.noneLeft')}
          onChange={(value) => {
            const option = options.find((o) => String(o.id) === value);
            if (option && !used.has(option.id))
              append({ id: option.id, name: option.name, percent: 0, avoided: false });
            setPicker(null);
          }}
        />
        {fields.length === 0 ? (
          <Text c="dimmed" size="sm">
            {t('parts.empty')}
          </Text>
        ) : null}
        {fields.map((field, index) => {
          const part = parts[index] ?? field;
          return (
            <Paper key={field.key} withBorder p="sm" radius="sm" data-testid="derived-part">
              <Stack gap="xs">
                <Group justify="space-between" wrap="nowrap">
                  <Text fw={500}>{part.name}</Text>
                  <Group gap={4} wrap="nowrap">
                    <ActionIcon
                      variant="subtle"
                      aria-label={t('parts.edit', { name: part.name })}
                      onClick={() => onEditPart(part.id)}
                    >
                      <IconEdit size={16} aria-hidden />
                    </ActionIcon>
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={t('parts.remove', { name: part.name })}
                      onClick={() => remove(index)}
                    >
                      <IconTrash size={16} aria-hidden />
                    </ActionIcon>
                  </Group>
                </Group>
                <Group align="center" wrap="nowrap">
                  <Slider
                    style={{ flex: 1 }}
                    min={0}
                    max={PERCENT_MAX}
                    step={0.1}
                    precision={1}
                    value={part.percent}
                    thumbLabel={t('parts.percentOf', { name: part.name })}
                    onChange={(value) => update(index, { ...part, percent: value })}
                  />
                  <NumberInput
                    w={110}
                    aria-label={t('parts.percentOf', { name: part.name })}
                    suffix=" %"
                    min={0}
                    step={0.1}
                    decimalScale={3}
                    value={part.percent}
                    onChange={(value) =>
                      update(index, {
                        ...part,
                        percent: clampPercent(typeof value === 'number' ? value : Number(value) || 0),
                      })
                    }
                  />
                  <Switch
                    label={t('parts.avoided')}
                    checked={part.avoided}
                    onChange={(event) => update(index, { ...part, avoided: event.currentTarget.checked })}
                  />
                </Group>
              </Stack>
            </Paper>
          );
        })}
        {error ? (
          <Text c="red" size="sm" role="alert">
            {error}
          </Text>
        ) : null}
      </Stack>
    </Paper>
  );
}
