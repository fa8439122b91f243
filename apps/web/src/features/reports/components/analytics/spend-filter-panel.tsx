import { Button, Group, MultiSelect, NativeSelect, Paper, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '@/components/icons';
import { DateField } from '@/components/form/form-fields';
import { useDateFormat } from '@/lib/dates/use-date-format';
import { useFilterChoices } from '@/features/reports/api/get-analytics';
import { spendFilterErrors, type SpendFilterValues } from './spend-filter';

export type SpendFilterPanelProps = {
  /** What the panel shows when opened: the applied filter, else the default (July 1 – September 30, Invoice). */
  value: SpendFilterValues;
  /** The selected company's code: the account when the field is left empty. */
  companyCode: string;
  /** A filter is applied (the Clear button is offered). */
  applied: boolean;
  onApply: (filter: SpendFilterValues) => void;
  onClear: () => void;
};

const dateTypes = ['Invoice', 'Due', 'Ship'] as const;

/**
 * The sender/receiver filter of spec 2 on the spend section (decision 075): a button naming the range opens a panel
 * with From Date and To Date, carrier, account, sender and receiver states (country codes), service types, date
 * type (default Invoice) and payor. Apply checks the range first (both days, To Date not before From Date) and
 * says what is wrong under the field; nothing is applied before Apply. Escape closes the panel.
 */
export function SpendFilterPanel({ value, companyCode, applied, onApply, onClear }: SpendFilterPanelProps) {
  const { t } = useTranslation();
  const { formatDate } = useDateFormat();
  const [opened, setOpened] = useState(false);
  const [draft, setDraft] = useState<SpendFilterValues>(value);
  const [tried, setTried] = useState(false);
  const panelId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const carriers = useFilterChoices('carriers');
  const countries = useFilterChoices('countries');
  const services = useFilterChoices('service-levels');
  const errors = spendFilterErrors(draft);
  // A reversed range is said at once; a missing day once Apply was tried.
  const shown = (field: 'fromDate' | 'toDate') => {
    const key = errors[field];
    return key && (tried || key === 'reversed') ? t(`analytics.spendFilter.${key}`) : undefined;
  };
  const set = <K extends keyof SpendFilterValues>(key: K, next: SpendFilterValues[K]) =>
    setDraft((d) => ({ ...d, [key]: next }));
  const range = `${value.fromDate ? formatDate(value.fromDate) : '—'} - ${value.toDate ? formatDate(value.toDate) : '—'}`;

  const close = () => {
    setOpened(false);
    buttonRef.current?.focus();
  };
  const open = () => {
    setDraft(value);
    setTried(false);
    setOpened(true);
  };

  return (
    <Stack gap="xs" align="stretch">
      <Group gap="xs">
        <Button
          ref={buttonRef}
          variant="default"
          size="xs"
          leftSection={<Icon name="filter" size={14} />}
          aria-expanded={opened}
          aria-controls={opened ? panelId : undefined}
          aria-label={t('analytics.spendFilter.open', { range })}
          onClick={() => (opened ? close() : open())}
        >
          {applied ? range : t('analytics.spendFilter.title')}
        </Button>
        {applied && (
          <Button variant="subtle" size="xs" onClick={onClear}>
            {t('analytics.spendFilter.clear')}
          </Button>
        )}
      </Group>
      {opened && (
        <Paper
          id={panelId}
          withBorder
          shadow="sm"
          p="md"
          role="group"
          aria-label={t('analytics.spendFilter.title')}
          onKeyDown={(e) => {
            const target = e.target as HTMLElement;
            if (e.key === 'Escape' && target.getAttribute('aria-expanded') !== 'true') close();
          }}
        >
          <form
            noValidate
            onSubmit={(e) => {
              e.preventDefault();
              setTried(true);
              if (Object.keys(spendFilterErrors(draft)).length > 0) return;
              onApply(draft);
              close();
            }}
          >
            <Stack gap="sm">
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
                <DateField
                  label={t('analytics.spendFilter.fromDate')}
                  value={draft.fromDate}
                  onChange={(next) => set('fromDate', next)}
                  error={shown('fromDate')}
                  required
                />
                <DateField
                  label={t('analytics.spendFilter.toDate')}
                  value={draft.toDate}
                  onChange={(next) => set('toDate', next)}
                  error={shown('toDate')}
                  required
                />
                <NativeSelect
                  label={t('analytics.spendFilter.dateType')}
                  value={draft.selectedDate}
                  onChange={(e) => set('selectedDate', e.currentTarget.value as SpendFilterValues['selectedDate'])}
                  data={dateTypes.map((d) => ({ value: d, label: t(`analytics.spendFilter.dateTypes.${d}`) }))}
                />
                <NativeSelect
                  label={t('analytics.spendFilter.payor')}
                  value={draft.selectedPayor}
                  onChange={(e) => set('selectedPayor', e.currentTarget.value as SpendFilterValues['selectedPayor'])}
                  data={[
                    { value: '', label: t('analytics.spendFilter.payors.all') },
                    { value: 'Shipper', label: t('analytics.spendFilter.payors.Shipper') },
                    { value: 'Consignee', label: t('analytics.spendFilter.payors.Consignee') },
                  ]}
                />
                <Select
                  label={t('analytics.spendFilter.carrier')}
                  value={draft.selectedCarrier || null}
                  onChange={(next) => set('selectedCarrier', next ?? '')}
                  data={carriers.data ?? []}
                  searchable
                  clearable
                  comboboxProps={{ withinPortal: false }}
                />
                <TextInput
                  label={t('analytics.spendFilter.account')}
                  description={t('analytics.spendFilter.accountHelp', { code: companyCode })}
                  placeholder={companyCode}
                  value={draft.selectedAccount}
                  maxLength={20}
                  onChange={(e) => set('selectedAccount', e.currentTarget.value.toUpperCase())}
                />
              </SimpleGrid>
              <MultiSelect
                label={t('analytics.spendFilter.senderStates')}
                description={t('analytics.spendFilter.statesHelp')}
                value={draft.selectedStatesSender}
                onChange={(next) => set('selectedStatesSender', next)}
                data={countries.data ?? []}
                searchable
                clearable
                comboboxProps={{ withinPortal: false }}
              />
              <MultiSelect
                label={t('analytics.spendFilter.receiverStates')}
                description={t('analytics.spendFilter.statesHelp')}
                value={draft.selectedStatesReceiver}
                onChange={(next) => set('selectedStatesReceiver', next)}
                data={countries.data ?? []}
                searchable
                clearable
                comboboxProps={{ withinPortal: false }}
              />
              <MultiSelect
                label={t('analytics.spendFilter.serviceTypes')}
                value={draft.selectedServiceTypes}
                onChange={(next) => set('selectedServiceTypes', next)}
                data={services.data ?? []}
                searchable
                clearable
                comboboxProps={{ withinPortal: false }}
              />
              <Group justify="flex-end">
                <Button type="submit">{t('analytics.spendFilter.apply')}</Button>
              </Group>
            </Stack>
          </form>
        </Paper>
      )}
    </Stack>
  );
}
