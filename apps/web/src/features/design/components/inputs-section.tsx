import {
  Checkbox,
  Input,
  MultiSelect,
  NumberInput,
  PasswordInput,
  SegmentedControl,
  Select,
  SimpleGrid,
  Slider,
  Stack,
  Switch,
  Textarea,
  TextInput,
} from '@mantine/core';
import { DateInput, DatePickerInput, type DatesRangeValue } from '@mantine/dates';
import { IconCalendar } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../lib/i18n.ts';
import { DesignSection } from './design-section.tsx';

/** Date pickers offer years from 1980 (spec/workspace.md §9) up to today. */
const MIN_DATE = '1980-01-01';

export function InputsSection() {
  const { t } = useTranslation(['design', 'common']);
  const lang = currentLanguage();
  const groupLabelId = useId();
  const [date, setDate] = useState<string | null>('2025-03-14');
  const [period, setPeriod] = useState<DatesRangeValue<string>>(['2025-01-01', '2025-12-31']);
  const [percent, setPercent] = useState(62.5);
  const [group, setGroup] = useState('YEARLY');
  const today = new Date().toISOString().slice(0, 10);
  const decimal = lang === 'es' ? ',' : '.';
  const thousands = lang === 'es' ? '.' : ',';

  const sources = [
    { value: 'electricity', label: t('table.sources.electricity') },
    { value: 'fleet', label: t('table.sources.fleet') },
    { value: 'boiler', label: t('table.sources.boiler') },
    { value: 'flights', label: t('table.sources.flights') },
    { value: 'waste', label: t('table.sources.waste') },
  ];

  return (
    <DesignSection id="inputs" title={t('sections.inputs')} description={t('inputs.description')}>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg" verticalSpacing="lg">
        <TextInput
          label={t('inputs.name')}
          placeholder={t('inputs.namePlaceholder')}
          description={t('inputs.nameDescription')}
          withAsterisk
        />
        <TextInput
          label={t('inputs.email')}
          type="email"
          defaultValue="ana@empresa"
          error={t('inputs.emailError')}
          autoComplete="off"
        />
        <PasswordInput
          label={t('inputs.password')}
          description={t('inputs.passwordDescription')}
          defaultValue="Huella-2026"
          autoComplete="new-password"
          visibilityToggleButtonProps={{ 'aria-label': t('inputs.showPassword') }}
        />
        <NumberInput
          label={t('inputs.consumption')}
          description={t('inputs.consumptionDescription')}
          defaultValue={12500.75}
          decimalScale={2}
          min={0}
          decimalSeparator={decimal}
          thousandSeparator={thousands}
          rightSection={t('inputs.units.litres')}
          rightSectionWidth={64}
        />
        <Select
          label={t('inputs.standard')}
          placeholder={t('inputs.standardPlaceholder')}
          data={[
            { value: '1', label: t('inputs.standardIso') },
            { value: '2', label: t('inputs.standardGhg') },
          ]}
          defaultValue="2"
          allowDeselect={false}
        />
        <MultiSelect
          label={t('inputs.sources')}
          placeholder={t('inputs.sourcesPlaceholder')}
          data={sources}
          defaultValue={['electricity', 'fleet']}
          searchable
          clearable
          clearButtonProps={{ 'aria-label': t('inputs.clearSources') }}
          nothingFoundMessage={t('common:noResults')}
        />
        <DateInput
          label={t('inputs.date')}
          placeholder={t('inputs.datePlaceholder')}
          value={date}
          onChange={setDate}
          valueFormat="LL"
          minDate={MIN_DATE}
          maxDate={today}
          leftSection={<IconCalendar size={18} aria-hidden />}
          clearable
          clearButtonProps={{ 'aria-label': t('inputs.clearDate') }}
        />
        <DatePickerInput
          type="range"
          label={t('inputs.period')}
          placeholder={t('inputs.periodPlaceholder')}
          value={period}
          onChange={setPeriod}
          valueFormat="D MMM YYYY"
          minDate={MIN_DATE}
          maxDate={today}
          leftSection={<IconCalendar size={18} aria-hidden />}
        />
        <Stack gap={6}>
          <Input.Label id={groupLabelId} component="span">
            {t('inputs.groupBy')}
          </Input.Label>
          <SegmentedControl
            aria-labelledby={groupLabelId}
            value={group}
            onChange={setGroup}
            fullWidth
            data={[
              { value: 'YEARLY', label: t('inputs.yearly') },
              { value: 'MONTHLY', label: t('inputs.monthly') },
              { value: 'WEEKLY', label: t('inputs.weekly') },
              { value: 'CUSTOM', label: t('inputs.custom') },
            ]}
          />
        </Stack>
        <Textarea
          label={t('inputs.notes')}
          placeholder={t('inputs.notesPlaceholder')}
          autosize
          minRows={3}
          maxRows={6}
        />
        <Stack gap="md" justify="center">
          <Checkbox label={t('inputs.accept')} defaultChecked />
          <Switch label={t('inputs.derives')} defaultChecked />
        </Stack>
        <Stack gap={6}>
          <Input.Label component="span">
            {t('inputs.percent')}: {percent.toLocaleString(lang === 'es' ? 'es-ES' : 'en-US')} %
          </Input.Label>
          <Slider
            value={percent}
            onChange={setPercent}
            min={0}
            max={100}
            step={0.1}
            precision={1}
            label={(value) => `${value.toLocaleString(lang === 'es' ? 'es-ES' : 'en-US')} %`}
            thumbLabel={t('inputs.percent')}
            marks={[{ value: 25 }, { value: 50 }, { value: 75 }]}
            mt="xs"
          />
        </Stack>
      </SimpleGrid>
    </DesignSection>
  );
}
