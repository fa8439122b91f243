import { formatUsDate, toYyyymmdd } from '@connect/domain/text/dates';
import { Button, MultiSelect, NativeSelect, Paper, Stack } from '@mantine/core';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDateFormat } from '@/lib/dates/use-date-format';
import { Icon } from '../icons';
import { DateRangeField } from '../form/date-range-field';
import { defaultPresetRange, isCompleteRange, type DateRange, type PresetDateRange } from '../form/date-range';

/** What Apply emits (spec 2 §3, §9): dates as yyyymmdd integers, mode keys, organization key or 'All'. */
export type ShipmentFilter = {
  fromDate: number;
  toDate: number;
  shipmentType: string;
  modeName: string[];
  orgKey: string;
};
export type OrganizationOption = { OrganizationKey: string; OrganizationName: string };
export type ModeOption = { ModeKey: string; ModeName: string };

/** The value of the Shipper Organization item 'All', and the default shipment type. */
export const allValue = 'All';

export type FilterPanelProps = {
  modes: ModeOption[];
  organizations: OrganizationOption[];
  onApply: (filter: ShipmentFilter) => void;
  /** Starting range; default the last 30 days (sender and receiver screens pass `senderReceiverDefaultRange`). */
  initialRange?: PresetDateRange;
  /** Comparison mode disables both date pickers (spec 2 §4). */
  comparisonMode?: boolean;
  /** Sent as shipmentType (default 'All'). */
  shipmentType?: string;
  /** The day presets count back from (default: now). */
  today?: Date;
};

/**
 * The button text: MM/DD/YYYY - MM/DD/YYYY (spec 2 §4), the days in the screen's date format (`formatDate` of
 * `useDateFormat`, decision 027).
 */
export function rangeLabel(
  range: DateRange,
  formatDate: (day: string) => string = (day) => formatUsDate(day, '/'),
): string {
  return `${formatDate(range.from)} - ${formatDate(range.to)}`;
}

/**
 * The shipment Filters panel (spec 2 §2, §4): a button showing the applied range opens a panel with the date range
 * (presets, From Date, To Date), the Mode Name multiselect, Shipper Organization (All plus organizations) and
 * Apply, which emits the filter and closes the panel. Nothing is applied before Apply; Escape closes the panel
 * and focus goes back to the button.
 */
export function FilterPanel({
  modes,
  organizations,
  onApply,
  initialRange,
  comparisonMode = false,
  shipmentType = allValue,
  today,
}: FilterPanelProps) {
  const { t } = useTranslation();
  const { formatDate } = useDateFormat();
  const [opened, setOpened] = useState(false);
  const panelId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const [range, setRange] = useState<PresetDateRange>(() => initialRange ?? defaultPresetRange(today ?? new Date()));
  const [applied, setApplied] = useState<DateRange>(range);
  const [modeName, setModeName] = useState<string[]>([]);
  const [orgKey, setOrgKey] = useState(allValue);
  const fromDate = toYyyymmdd(range.from);
  const toDate = toYyyymmdd(range.to);
  const canApply = fromDate !== undefined && toDate !== undefined && isCompleteRange(range);

  const close = () => {
    setOpened(false);
    buttonRef.current?.focus();
  };

  return (
    <Stack gap="xs" align="flex-start">
      <Button
        ref={buttonRef}
        variant="default"
        leftSection={<Icon name="filter" size={16} />}
        aria-expanded={opened}
        aria-controls={opened ? panelId : undefined}
        aria-label={t('form.filters.open', { range: rangeLabel(applied, formatDate) })}
        onClick={() => setOpened((o) => !o)}
      >
        {rangeLabel(applied, formatDate)}
      </Button>
      {opened && (
        <Paper
          id={panelId}
          withBorder
          shadow="sm"
          p="md"
          role="group"
          aria-label={t('form.filters.title')}
          onKeyDown={(e) => {
            // Escape in an open multiselect closes its list first.
            const target = e.target as HTMLElement;
            if (e.key === 'Escape' && target.getAttribute('aria-expanded') !== 'true') close();
          }}
        >
          <Stack w={340} maw="100%" gap="sm">
            <DateRangeField
              label={t('form.filters.dates')}
              value={range}
              onChange={setRange}
              disabled={comparisonMode}
              today={today}
            />
            <MultiSelect
              label={t('form.filters.modeName')}
              data={modes.map((m) => ({ value: m.ModeKey, label: m.ModeName }))}
              value={modeName}
              onChange={setModeName}
              clearable
              searchable
            />
            <NativeSelect
              label={t('form.filters.shipperOrganization')}
              value={orgKey}
              onChange={(e) => setOrgKey(e.currentTarget.value)}
              data={[
                { value: allValue, label: t('form.filters.all') },
                ...organizations.map((o) => ({ value: o.OrganizationKey, label: o.OrganizationName })),
              ]}
            />
            <Button
              disabled={!canApply}
              onClick={() => {
                if (fromDate === undefined || toDate === undefined) return;
                setApplied(range);
                onApply({ fromDate, toDate, shipmentType, modeName, orgKey });
                close();
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
