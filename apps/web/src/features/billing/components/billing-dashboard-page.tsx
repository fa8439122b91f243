import {
  invoiceGridFields,
  invoiceStatusSchema,
  type InvoiceRow,
  type InvoiceStatusName,
} from '@connect/contracts/billing/billing.schemas';
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { DataGrid } from '@/components/data-grid/data-grid';
import { ServerExportMenu } from '@/components/data-grid/export-kit/server-export-menu';
import type { GridRowAction } from '@/components/data-grid/grid-types';
import { SelectField } from '@/components/form/form-fields';
import { useAccountSummary } from '../api/get-account-summary';
import { billingKeys } from '../api/billing-keys';
import { getInvoices, invoicesSearchParams } from '../api/get-invoices';
import { useBillingSession } from '../hooks/use-billing-session';
import { paths } from '@/lib/paths';
import { invoiceStatusKeys, multiplePaymentsInProcess } from '../utils/invoice-status-labels';
import { AccountSummaryCards } from './account-summary-cards';
import { invoiceFooterTotals, useInvoiceColumns } from './invoice-columns';
import { PaymentsInProcessGrid } from './payments-in-process-grid';

const isStatus = (value: string): value is InvoiceStatusName =>
  (invoiceStatusSchema.options as readonly string[]).includes(value);

const invoiceDetail = {
  isExpandable: (row: InvoiceRow) => row.paymentStatus === multiplePaymentsInProcess,
  render: (row: InvoiceRow) => <PaymentsInProcessGrid invoice={row} />,
};

/**
 * /billing/dashboard, /invoices/dashboard and /customer/invoices: the account summary cards and the selected
 * company's invoices (server mode: filters, sort, a status quick filter, exports streamed by the server), the
 * payments in process of 'Multiple Payments in Process' invoices as a sub-grid, the balance total after 8 s, and
 * 'Pay selected' for the payable invoices ticked (permission billingOnlinePymt).
 */
export function BillingDashboardPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { sessionKey, canPay } = useBillingSession();
  const summary = useAccountSummary(sessionKey);
  const columns = useInvoiceColumns();
  const [status, setStatus] = useState<InvoiceStatusName | ''>('');
  const [selected, setSelected] = useState<string[]>([]);
  const reasonId = useId();

  const actions = useMemo<GridRowAction<InvoiceRow>[]>(
    () => [
      { label: t('billing.viewDetails'), onClick: (row) => navigate(paths.billing.invoiceDetails({ id: row.id })) },
      {
        label: t('billing.pay'),
        onClick: (row) => navigate(paths.billing.payment({ invoiceIds: [row.id] })),
        hidden: (row) => !canPay || !row.payable,
      },
    ],
    [t, navigate, canPay],
  );
  const selection = useMemo(
    () => ({
      mode: 'checkbox' as const,
      selected,
      onChange: setSelected,
      isDisabled: (row: InvoiceRow) => !row.payable,
    }),
    [selected],
  );

  const reason = !canPay
    ? t('billing.payNeedsPermission')
    : selected.length === 0
      ? t('billing.paySelectFirst')
      : t('billing.selectedCount', { count: selected.length });
  const label = t('billing.table');

  return (
    <Stack>
      <Title order={1}>{t('billing.heading')}</Title>
      <AccountSummaryCards summary={summary.data} error={summary.error} />
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <SelectField
          label={t('billing.statusFilter')}
          w={260}
          options={[
            { id: '', label: t('billing.allStatuses') },
            ...invoiceStatusSchema.options.map((s) => ({
              id: s,
              label: t(`billing.statuses.${invoiceStatusKeys[s]}`),
            })),
          ]}
          withEmptyItem={false}
          value={status}
          onChange={(value) => setStatus(isStatus(value) ? value : '')}
        />
        <Group gap="sm" align="center">
          <Text size="sm" id={reasonId} c={canPay ? undefined : 'dimmed'}>
            {reason}
          </Text>
          <Button
            disabled={!canPay || selected.length === 0}
            aria-describedby={reasonId}
            onClick={() => navigate(paths.billing.payment({ invoiceIds: selected }))}
          >
            {t('billing.paySelected')}
          </Button>
        </Group>
      </Group>
      <DataGrid<InvoiceRow>
        mode="server"
        label={label}
        gridKey="billing-invoices"
        columns={columns}
        getRowId={(row) => row.id}
        getRowLabel={(row) => row.invoiceNumber}
        queryKey={billingKeys.invoices({ status }, sessionKey)}
        fetchPage={(request, signal) => getInvoices({ ...request, status: status || undefined }, signal)}
        rowActions={actions}
        selection={selection}
        detail={invoiceDetail}
        footerTotals={invoiceFooterTotals}
        toolbar={(api) => (
          <ServerExportMenu
            api={api}
            title={label}
            path="/api/invoices/export"
            fields={invoiceGridFields}
            searchParams={(request) => invoicesSearchParams({ ...request, status: status || undefined })}
          />
        )}
      />
    </Stack>
  );
}
