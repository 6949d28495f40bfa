import { formatExactNumber } from '@huella/shared/format/index';
import { PERCENT_MAX, toThousandths, type TFactorOption } from '@huella/shared';
import { ActionIcon, Badge, Flex, Group, Paper, Select, Slider, Stack, Switch, Text } from '@mantine/core';
import { IconEdit, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { Controller, useFieldArray, useWatch, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { LocaleNumberInput, type TNumberValue } from '../../../components/data/locale-number-input.tsx';
import { currentLanguage } from '../../../lib/i18n.ts';

/** A percent, null when its box is empty, or the text typed when it is not a number. */
export type TPercentValue = TNumberValue;
export type TPartValues = { id: number; name: string; percent: TPercentValue; avoided: boolean };
export type TFactorFormValues = {
  name: string;
  name_en: string;
  description: string;
  source_id: number | null;
  fly: boolean;
  renewable: boolean;
  derives: boolean;
  factors: TPartValues[];
};

/**
 * Where the slider stands for what the box holds: a percent above 100 (or a text that is not a
 * number) puts it back at 0, the spec's "a value over 100 resets to 0" (spec/platform.md §4),
 * while the box keeps what was typed and says on the field why it cannot be saved.
 */
export function sliderPercent(value: TPercentValue): number {
  return typeof value !== 'number' || value > PERCENT_MAX || value < 0 ? 0 : value;
}

/** The sum of the parts' percents, to the thousandth; a percent that is not a number counts 0. */
export function totalPercent(parts: readonly { percent: TPercentValue }[]): number {
  return (
    parts.reduce(
      (sum, part) => sum + (typeof part.percent === 'number' ? toThousandths(part.percent) : 0),
      0,
    ) / 1000
  );
}

/**
 * The parts of a derived factor: added from the source's factors (no duplicates, 0 %, not
 * avoided), each with a 0–100 slider in steps of 0.1 and a number box typed the language's way, an
 * avoided switch, a link to its gas values and a remove button; the running total shows whether it
 * reaches 100.
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
  const { fields, append, remove } = useFieldArray({
    control: typedControl,
    name: 'factors',
    keyName: 'key',
  });
  const parts = useWatch({ control: typedControl, name: 'factors' }) ?? [];
  const [picker, setPicker] = useState<string | null>(null);
  const used = new Set(parts.map((part) => part.id));
  const available = options.filter((option) => option.id !== selfId && !used.has(option.id));
  const total = totalPercent(parts);
  const complete = parts.every((part) => typeof part.percent === 'number') && total === PERCENT_MAX;

  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="sm">
        <Group justify="space-between">
          <Text fw={600}>{t('parts.title')}</Text>
          <Badge color={complete ? 'green' : 'red'} variant="light" data-testid="parts-total">
            {t('parts.total', { total: formatExactNumber(total, lang) })}
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
                <PartPercent control={typedControl} index={index} name={part.name} />
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

/**
 * The percent of one part: a slider and a number box bound to `factors.<index>.percent` (and the
 * avoided switch to its own field), so a change rewrites that value alone. Replacing the whole part
 * (`useFieldArray().update`) remounted the box on every keystroke: the caret jumped and the next
 * digits were lost. On a phone the slider takes the whole width, above the box and the switch.
 */
function PartPercent({
  control,
  index,
  name,
}: {
  control: Control<TFactorFormValues>;
  index: number;
  name: string;
}) {
  const { t } = useTranslation('emission-factors');
  const label = t('parts.percentOf', { name });
  return (
    // Aligned to the top, so that an error under the box does not move the slider off its line.
    <Flex direction={{ base: 'column', sm: 'row' }} align={{ base: 'stretch', sm: 'flex-start' }} gap="sm">
      <Controller
        control={control}
        name={`factors.${index}.percent`}
        render={({ field, fieldState }) => (
          <>
            <Slider
              style={{ flex: 1 }}
              mt={{ base: 4, sm: 12 }}
              min={0}
              max={PERCENT_MAX}
              step={0.1}
              precision={1}
              value={sliderPercent(field.value)}
              thumbLabel={label}
              label={(value) => `${formatExactNumber(value, currentLanguage())} %`}
              onChange={field.onChange}
            />
            <Group gap="sm" wrap="nowrap" align="flex-start">
              <LocaleNumberInput
                w={{ base: 140, sm: 120 }}
                aria-label={label}
                name={field.name}
                ref={field.ref}
                suffix="%"
                min={0}
                max={PERCENT_MAX}
                step={0.1}
                value={field.value}
                error={fieldState.error?.message}
                onChange={field.onChange}
                onBlur={field.onBlur}
              />
              <Controller
                control={control}
                name={`factors.${index}.avoided`}
                render={({ field: avoided }) => (
                  <Switch
                    mt={8}
                    label={t('parts.avoided')}
                    name={avoided.name}
                    ref={avoided.ref}
                    checked={Boolean(avoided.value)}
                    onChange={(event) => avoided.onChange(event.currentTarget.checked)}
                  />
                )}
              />
            </Group>
          </>
        )}
      />
    </Flex>
  );
}
