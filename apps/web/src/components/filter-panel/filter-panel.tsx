import { formatUsDate, toYyyymmdd } from '@connect/domain/text/clean-text';
import { Button, MultiSelect, NativeSelect, Paper, Stack } from '@mantine/core';
import { useId } from 'react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../icons';
import { DateRangeField } from '../form/date-range-field';
import { defaultDateRangePreset, presetRange, type DateRange, type DateRangePreset } from '../form/date-range';

/** Filter output of the shipment filter panel (spec 2 §3): dates as yyyymmdd integers. */
export type ShipmentFilter = {
  fromDate: number;
  toDate: number;
  shipmentType: string;
  modeName: string[];
  orgKey: string;
};
export type OrganizationOption = { OrganizationKey: string; OrganizationName: string };
export type ModeOption = { ModeKey: string; ModeName: string };

type Props = {
  modes: ModeOption[];
  organizations: OrganizationOption[];
  onApply: (filter: ShipmentFilter) => void;
  today?: Date;
};

/** The button text: MM/DD/YYYY - MM/DD/YYYY (spec 2 §4). */
export function rangeLabel(range: DateRange): string {
  return `${formatUsDate(range.from, '/')} - ${formatUsDate(range.to, '/')}`;
}

/**
 * The Filters panel (spec 2 §2, §4): a date range (presets, From Date, To Date), Mode Name multiselect, Shipper
 * Organization (All plus organizations) and Apply, which emits the filter. Nothing applies before Apply.
 */
export function FilterPanel({ modes, organizations, onApply, today = new Date() }: Props) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  const panelId = useId();
  const [range, setRange] = useState<DateRange & { preset: DateRangePreset }>(() => ({
    preset: defaultDateRangePreset,
    ...presetRange(defaultDateRangePreset, today),
  }));
  const [applied, setApplied] = useState<DateRange>(range);
  const [modeName, setModeName] = useState<string[]>([]);
  const [orgKey, setOrgKey] = useState('All');
  const fromDate = toYyyymmdd(range.from);
  const toDate = toYyyymmdd(range.to);
  const valid = fromDate !== undefined && toDate !== undefined && toDate >= fromDate;

  return (
    <Stack gap="xs" align="flex-start">
      <Button
        variant="default"
        leftSection={<Icon name="filter" size={16} />}
        aria-expanded={opened}
        aria-controls={panelId}
        onClick={() => setOpened((o) => !o)}
        aria-label={t('form.filters.open', { range: rangeLabel(applied) })}
      >
        {rangeLabel(applied)}
      </Button>
      {opened && (
        <Paper id={panelId} withBorder shadow="sm" p="md">
          <Stack
            w={340}
            gap="sm"
            role="group"
            aria-label={t('form.filters.title')}
            onKeyDown={(e) => {
              if (e.key === 'Escape') setOpened(false);
            }}
          >
            <DateRangeField label={t('form.filters.dates')} value={range} onChange={setRange} today={today} />
            <MultiSelect
              label={t('form.filters.modeName')}
              data={modes.map((m) => ({ value: m.ModeKey, label: m.ModeName }))}
              value={modeName}
              onChange={setModeName}
              clearable
            />
            <NativeSelect
              label={t('form.filters.shipperOrganization')}
              value={orgKey}
              onChange={(e) => setOrgKey(e.currentTarget.value)}
              data={[
                { value: 'All', label: t('form.filters.all') },
                ...organizations.map((o) => ({ value: o.OrganizationKey, label: o.OrganizationName })),
              ]}
            />
            <Button
              disabled={!valid}
              onClick={() => {
                if (fromDate === undefined || toDate === undefined) return;
                setApplied(range);
                onApply({ fromDate, toDate, shipmentType: 'All', modeName, orgKey });
                setOpened(false);
              }}
            >
              {t('form.filters.apply')}
            </Button>
          </Stack>
        </Paper>
      )}
    </Stack>
  );
}
