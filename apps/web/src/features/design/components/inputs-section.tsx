import { formatExactNumber } from '@huella/shared/format/index';
import {
  Checkbox,
  Input,
  MultiSelect,
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
import { DatePickerInput, type DatesRangeValue } from '@mantine/dates';
import { IconCalendar } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LocaleDateInput } from '../../../components/data/locale-date-input.tsx';
import { LocaleNumberInput, type TNumberValue } from '../../../components/data/locale-number-input.tsx';
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
  const [consumption, setConsumption] = useState<TNumberValue>(12500.75);
  const [percent, setPercent] = useState(62.5);
  const [group, setGroup] = useState('YEARLY');
  const today = new Date().toISOString().slice(0, 10);

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
        <LocaleNumberInput
          label={t('inputs.consumption')}
          description={t('inputs.consumptionDescription')}
          value={consumption}
          onChange={setConsumption}
          min={0}
          suffix={t('inputs.units.litres')}
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
        <LocaleDateInput
          label={t('inputs.date')}
          value={date}
          onChange={setDate}
          minDate={MIN_DATE}
          maxDate={today}
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
            {t('inputs.percent')}: {formatExactNumber(percent, lang)} %
          </Input.Label>
          <Slider
            value={percent}
            onChange={setPercent}
            min={0}
            max={100}
            step={0.1}
            precision={1}
            label={(value) => `${formatExactNumber(value, lang)} %`}
            thumbLabel={t('inputs.percent')}
            marks={[{ value: 25 }, { value: 50 }, { value: 75 }]}
            mt="xs"
          />
        </Stack>
      </SimpleGrid>
    </DesignSection>
  );
}
