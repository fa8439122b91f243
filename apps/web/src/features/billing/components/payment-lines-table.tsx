import { invoiceStatusSchema } from '@connect/contracts/billing/payments.schemas';
import type { GridFilter } from '@connect/contracts/grid/grid-query.schemas';
import { type Cents } from '@connect/domain/billing/money';
import { formatUsdCents } from '@/entities/display/format';
import { Button, Group, Table, Text } from '@mantine/core';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AdvancedFilterButton, countActiveFilters } from '@/components/data-grid/advanced-filter-button';
import { applyClientQuery } from '@/components/data-grid/client-query';
import type { GridColumn, GridRow } from '@/components/data-grid/grid-types';
import { TextField } from '@/components/form/form-fields';
import { invoiceStatusKeys } from '../utils/invoice-status-labels';
import { openBalanceCents, type PaymentLineDraft } from '../utils/payment-lines';
import { InvoiceStatusBadge } from './invoice-status-badge';
import { useDateFormat } from '@/lib/dates/use-date-format';

/**
 * The Advanced Filter's panel (a drawer with its inputs) loads when the guest opens it, not with the payment page
 * (issue 22: the guest payment page is public and its first download is budgeted).
 */
const AdvancedFilter = lazy(() =>
  import('@/components/data-grid/advanced-filter').then((m) => ({ default: m.AdvancedFilter })),
);

type Props = {
  lines: readonly PaymentLineDraft[];
  /** Amounts can be typed (the partial-payment flag); otherwise each line pays its whole open balance. */
  editable: boolean;
  /** The message shown for a line, by invoice id. */
  errors: Record<string, string | undefined>;
  totalCents: Cents;
  onAmountChange: (invoiceId: string, text: string) => void;
  onAmountBlur: (invoiceId: string) => void;
  onRemove?: (invoiceId: string) => void;
  /** An Advanced Filter over the lines (spec 2: the guest-mode payment grid); it narrows what is shown only. */
  filterable?: boolean;
};

/** What the Advanced Filter of the lines reads, by field. */
function readLine(line: PaymentLineDraft, field: string): unknown {
  const { invoice } = line;
  if (field === 'invoiceNumber') return invoice.invoiceNumber;
  if (field === 'dueDate') return invoice.dueDate;
  if (field === 'status') return invoice.status;
  if (field === 'balance') return openBalanceCents(invoice) / 100;
  return undefined;
}

function useLineFilterColumns(): GridColumn<GridRow>[] {
  const { t } = useTranslation();
  return useMemo(
    () => [
      { field: 'invoiceNumber', title: t('billing.payment.invoice'), filter: { type: 'text' } },
      { field: 'dueDate', title: t('billing.payment.dueDate'), type: 'date', filter: { type: 'date', range: true } },
      {
        field: 'status',
        title: t('billing.payment.status'),
        filter: {
          type: 'dropdown',
          options: invoiceStatusSchema.options.map((s) => ({
            value: s,
            label: t(`billing.statuses.${invoiceStatusKeys[s]}`),
          })),
        },
      },
      { field: 'balance', title: t('billing.payment.balance'), type: 'number', filter: { type: 'number' } },
    ],
    [t],
  );
}

/** The invoices of a payment with the amount for each and the total. */
export function PaymentLinesTable({ filterable = false, ...table }: Props) {
  const { t } = useTranslation();
  const filterColumns = useLineFilterColumns();
  const [filters, setFilters] = useState<GridFilter[]>([]);
  const [filterOpen, setFilterOpen] = useState(false);
  const { lines } = table;
  const shown = useMemo(() => applyClientQuery(lines, { filter: filters, sort: [] }, readLine), [lines, filters]);
  if (lines.length === 0) return <Text c="dimmed">{t('billing.payment.noInvoices')}</Text>;
  const activeFilters = countActiveFilters(filters);
  return (
    <>
      {filterable && (
        <Group justify="space-between" wrap="wrap" gap="xs">
          {activeFilters > 0 ? (
            <Text size="sm" c="dimmed" role="status">
              {t('billing.payment.filteredLines', { shown: shown.length, total: lines.length })}
            </Text>
          ) : (
            <span />
          )}
          <AdvancedFilterButton activeFilters={activeFilters} onClick={() => setFilterOpen(true)} />
          {filterOpen && (
            <Suspense fallback={null}>
              <AdvancedFilter
                opened
                onClose={() => setFilterOpen(false)}
                columns={filterColumns}
                filters={filters}
                onApply={setFilters}
              />
            </Suspense>
          )}
        </Group>
      )}
      <LinesTable {...table} lines={shown} />
    </>
  );
}

function LinesTable({
  lines,
  editable,
  errors,
  totalCents,
  onAmountChange,
  onAmountBlur,
  onRemove,
}: Omit<Props, 'filterable'>) {
  const { t } = useTranslation();
  const { formatDate } = useDateFormat();
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table aria-label={t('billing.payment.invoicesTable')} verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('billing.payment.invoice')}</Table.Th>
            <Table.Th scope="col">{t('billing.payment.dueDate')}</Table.Th>
            <Table.Th scope="col">{t('billing.payment.status')}</Table.Th>
            <Table.Th scope="col" ta="right">
              {t('billing.payment.balance')}
            </Table.Th>
            <Table.Th scope="col">{t('billing.payment.amount')}</Table.Th>
            {onRemove && (
              <Table.Th scope="col">
                <span className="visually-hidden">{t('billing.payment.remove')}</span>
              </Table.Th>
            )}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {lines.map((line) => {
            const { invoice } = line;
            const error = errors[invoice.id];
            return (
              <Table.Tr key={invoice.id}>
                <Table.Th scope="row" fw={500}>
                  {invoice.invoiceNumber}
                </Table.Th>
                <Table.Td>{formatDate(invoice.dueDate)}</Table.Td>
                <Table.Td>
                  <InvoiceStatusBadge status={invoice.status} />
                </Table.Td>
                <Table.Td ta="right">{formatUsdCents(openBalanceCents(invoice))}</Table.Td>
                <Table.Td>
                  {editable ? (
                    <TextField
                      aria-label={t('billing.payment.amountFor', { invoice: invoice.invoiceNumber })}
                      inputMode="decimal"
                      leftSection="$"
                      w={160}
                      maxLength={16}
                      value={line.amountText}
                      onChange={(text) => onAmountChange(invoice.id, text)}
                      onBlur={() => onAmountBlur(invoice.id)}
                      error={error}
                    />
                  ) : (
                    <>
                      <Text>{formatUsdCents(openBalanceCents(invoice))}</Text>
                      {error && (
                        <Text c="red" size="sm">
                          {error}
                        </Text>
                      )}
                    </>
                  )}
                </Table.Td>
                {onRemove && (
                  <Table.Td>
                    <Button
                      variant="subtle"
                      color="red"
                      size="compact-sm"
                      aria-label={t('billing.payment.removeInvoice', { invoice: invoice.invoiceNumber })}
                      onClick={() => onRemove(invoice.id)}
                    >
                      {t('billing.payment.remove')}
                    </Button>
                  </Table.Td>
                )}
              </Table.Tr>
            );
          })}
        </Table.Tbody>
        <Table.Tfoot>
          <Table.Tr>
            <Table.Th scope="row" colSpan={4} ta="right">
              {t('billing.payment.total')}
            </Table.Th>
            <Table.Td fw={700} colSpan={onRemove ? 2 : 1}>
              {formatUsdCents(totalCents)}
            </Table.Td>
          </Table.Tr>
        </Table.Tfoot>
      </Table>
    </Table.ScrollContainer>
  );
}
