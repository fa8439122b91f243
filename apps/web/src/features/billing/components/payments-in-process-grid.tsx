import type { InvoiceRow } from '@connect/contracts/billing/billing.schemas';
import { formatUsdCents } from '@/entities/display/format';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DataGrid } from '@/components/data-grid/data-grid';
import type { GridColumn } from '@/components/data-grid/grid-types';

type PaymentInProcess = InvoiceRow['children'][number];

/** The sub-grid of a 'Multiple Payments in Process' invoice: the payments not settled yet (spec 2 §2). */
export function PaymentsInProcessGrid({ invoice }: { invoice: InvoiceRow }) {
  const { t } = useTranslation();
  const columns = useMemo<GridColumn<PaymentInProcess>[]>(
    () => [
      { field: 'reference', title: t('billing.inProcess.reference'), width: 180 },
      {
        field: 'method',
        title: t('billing.inProcess.method'),
        width: 150,
        replace: { CC: t('billing.methods.CC'), ACH: t('billing.methods.ACH'), IC: t('billing.methods.IC') },
      },
      {
        field: 'amountCents',
        title: t('billing.inProcess.amount'),
        type: 'money',
        width: 130,
        accessor: (row) => row.amountCents / 100,
        render: (row) => formatUsdCents(row.amountCents),
      },
      { field: 'createdAt', title: t('billing.inProcess.createdAt'), type: 'datetime', width: 170 },
    ],
    [t],
  );
  return (
    <DataGrid<PaymentInProcess>
      label={t('billing.inProcess.table', { invoice: invoice.invoiceNumber })}
      columns={columns}
      rows={invoice.children}
      getRowId={(row) => row.id}
      getRowLabel={(row) => row.reference}
      paging={false}
      settingsBar={false}
      calculations={false}
      height={200}
    />
  );
}
