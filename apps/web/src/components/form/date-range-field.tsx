import { Fieldset, Group, NativeSelect, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DateField } from './form-fields';
import { dateRangePresets, daysInRange, presetRange, type DateRangePreset, type PresetDateRange } from './date-range';

export type DateRangeFieldProps = {
  /** The legend of the group, e.g. 'Dates'. */
  label: string;
  value: PresetDateRange;
  onChange: (value: PresetDateRange) => void;
  /** Both pickers (and the preset) off, e.g. while comparison mode is on (spec 2 §4). */
  disabled?: boolean;
  /** The day presets count back from (default: now). */
  today?: Date;
};

/**
 * A date range with presets (last 7, 30, 60, 90 days, current year, custom; spec 2 §4) and the two pickers From
 * Date and To Date. Choosing a preset fills both dates and shows its number of days; changing a date makes the
 * range custom and clears the number of days. A reversed range is flagged on To Date.
 */
export function DateRangeField({ label, value, onChange, disabled, today }: DateRangeFieldProps) {
  const { t } = useTranslation();
  const reversed = value.from !== '' && value.to !== '' && value.to < value.from;
  const days = value.preset === 'custom' || reversed ? 0 : daysInRange(value);
  return (
    <Fieldset legend={label} variant="unstyled" disabled={disabled}>
      <NativeSelect
        label={t('form.range.preset')}
        value={value.preset}
        disabled={disabled}
        onChange={(e) => {
          const preset = e.currentTarget.value as DateRangePreset;
          onChange({ preset, ...presetRange(preset, today ?? new Date(), value) });
        }}
        data={dateRangePresets.map((p) => ({ value: p, label: t(`form.range.${p}`) }))}
      />
      <Group grow align="flex-start" mt="xs">
        <DateField
          label={t('form.range.fromDate')}
          value={value.from}
          disabled={disabled}
          max={value.to || undefined}
          onChange={(from) => onChange({ ...value, preset: 'custom', from })}
        />
        <DateField
          label={t('form.range.toDate')}
          value={value.to}
          disabled={disabled}
          min={value.from || undefined}
          onChange={(to) => onChange({ ...value, preset: 'custom', to })}
          error={reversed ? t('form.range.reversed') : undefined}
        />
      </Group>
      {days > 0 && (
        <Text size="xs" c="dimmed" mt={4}>
          {t('form.range.days', { count: days })}
        </Text>
      )}
    </Fieldset>
  );
}
