import { Group, NativeSelect, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { dateRangePresets, daysInRange, presetRange, type DateRange, type DateRangePreset } from './date-range';

type Props = {
  label: string;
  value: DateRange & { preset: DateRangePreset };
  onChange: (value: DateRange & { preset: DateRangePreset }) => void;
  /** Both pickers off (e.g. while comparison mode is on, spec 2 §4). */
  disabled?: boolean;
  today?: Date;
};

/**
 * A date range with presets (last 7, 30, 60, 90 days, current year, custom). Choosing a preset fills both dates;
 * changing a date makes it custom. A reversed range is reported and never passed on as valid.
 */
export function DateRangeField({ label, value, onChange, disabled, today = new Date() }: Props) {
  const { t } = useTranslation();
  const reversed = value.from !== '' && value.to !== '' && value.to < value.from;
  return (
    <Stack gap={4} role="group" aria-label={label}>
      <Text size="sm" fw={500}>
        {label}
      </Text>
      <NativeSelect
        label={t('form.range.preset')}
        value={value.preset}
        disabled={disabled}
        onChange={(e) => {
          const preset = e.currentTarget.value as DateRangePreset;
          onChange({ preset, ...presetRange(preset, today, value) });
        }}
        data={dateRangePresets.map((p) => ({ value: p, label: t(`form.range.${p}`) }))}
      />
      <Group grow align="flex-start">
        <TextInput
          type="date"
          label={t('form.range.fromDate')}
          value={value.from}
          disabled={disabled}
          max={value.to || undefined}
          onChange={(e) => onChange({ ...value, preset: 'custom', from: e.currentTarget.value })}
        />
        <TextInput
          type="date"
          label={t('form.range.toDate')}
          value={value.to}
          disabled={disabled}
          min={value.from || undefined}
          onChange={(e) => onChange({ ...value, preset: 'custom', to: e.currentTarget.value })}
          error={reversed ? t('form.range.reversed') : undefined}
        />
      </Group>
      {!reversed && value.preset !== 'custom' && (
        <Text size="xs" c="dimmed">
          {t('form.range.days', { count: daysInRange(value) })}
        </Text>
      )}
    </Stack>
  );
}
