import { invoiceStatusSchema, type InvoiceRow } from '@connect/contracts/billing/billing.schemas';
import { formatUsdCents } from '@/entities/display/format';
import { directions } from '@connect/domain/reference/enumerations';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { GridColumn, GridFooterTotal } from '@/components/data-grid/grid-types';
import { invoiceStatusColors, invoiceStatusKeys } from '../utils/invoice-status-labels';
import { paths } from '@/lib/paths';

/** The money fields of an invoice row (integer cents). */
type MoneyField = 'totalCents' | 'paidCents' | 'balanceCents';

/** Dollars of a cents field, for the grid's money cells, field calculations and footer totals (they read dollars). */
const dollars = (cents: number) => cents / 100;

/** The footer total of the balance (spec 2: totals after 8 s); one constant, so the grid's timer is not reset. */
export const invoiceFooterTotals: GridFooterTotal[] = [{ field: 'balanceCents', method: 'Sum' }];

/**
 * The invoice grid's columns: number, status capsule, direction, house bill, invoice and due dates (MM/DD/YYYY),
 * total, paid, balance (USD) and days past due. Sorting and filtering are the server's (the field names are the
 * contract's `invoiceGridFields`); money columns have no filter, as the server compares cents.
 */
export function useInvoiceColumns(): GridColumn<InvoiceRow>[] {
  const { t } = useTranslation();
  return useMemo(() => {
    const statusNames = Object.fromEntries(
      invoiceStatusSchema.options.map((s) => [s, t(`billing.statuses.${invoiceStatusKeys[s]}`)]),
    );
    const directionNames = Object.fromEntries(directions.map((d) => [d, t(`billing.directions.${d}`)]));
    const money = (field: MoneyField): GridColumn<InvoiceRow> => ({
      field,
      title: t(`billing.columns.${field}`),
      type: 'money',
      numeric: true,
      width: 130,
      accessor: (row) => dollars(row[field]),
      render: (row) => formatUsdCents(row[field]),
    });
    const day = (field: 'invoiceDate' | 'dueDate'): GridColumn<InvoiceRow> => ({
      field,
      title: t(`billing.columns.${field}`),
      type: 'date',
      width: 130,
      filter: { type: 'date', range: true },
    });
    return [
      {
        field: 'invoiceNumber',
        title: t('billing.columns.invoiceNumber'),
        width: 160,
        filter: { type: 'text' },
        // The key column: it opens the invoice (so does a click or Enter on its row).
        linkTo: (row) => paths.billing.invoiceDetails({ id: row.id }),
      },
      {
        field: 'status',
        title: t('billing.columns.status'),
        type: 'capsule',
        width: 230,
        replace: statusNames,
        capsuleColors: invoiceStatusColors,
        filter: {
          type: 'dropdown',
          options: invoiceStatusSchema.options.map((s) => ({ value: s, label: statusNames[s] ?? s })),
        },
      },
      {
        field: 'direction',
        title: t('billing.columns.direction'),
        width: 120,
        replace: directionNames,
        filter: { type: 'dropdown', options: directions.map((d) => ({ value: d, label: directionNames[d] ?? d })) },
      },
      { field: 'houseBill', title: t('billing.columns.houseBill'), width: 150, filter: { type: 'text' } },
      day('invoiceDate'),
      day('dueDate'),
      money('totalCents'),
      money('paidCents'),
      money('balanceCents'),
      {
        field: 'daysPastDue',
        title: t('billing.columns.daysPastDue'),
        type: 'number',
        numeric: true,
        width: 130,
        filter: { type: 'number' },
      },
    ];
  }, [t]);
}
