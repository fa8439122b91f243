import { invoiceIdParamsSchema, type InvoiceDetail } from '@connect/contracts/billing/billing.schemas';
import { maskCard } from '@connect/domain/billing/card';
import { sumCents } from '@connect/domain/billing/money';
import { formatUsdCents } from '@/entities/display/format';
import { Alert, Anchor, Button, Center, Group, Loader, Stack, Table, Text, Title } from '@mantine/core';
import { useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { DetailSection } from '@/components/detail-section';
import { FactList } from '@/components/fact-list';
import { saveBlob } from '@/components/data-grid/export-kit/download';
import { ApiError, apiFetchFile, isApiError } from '@/lib/api-client';
import { useInvoice } from '../api/get-invoices';
import { useBillingSession } from '../hooks/use-billing-session';
import { paths } from '@/lib/paths';
import { InvoiceStatusBadge } from './invoice-status-badge';
import type { SectionKey, UiStrings } from '@/lib/i18n-keys';
import { useDateFormat } from '@/lib/dates/use-date-format';

function BackToBilling() {
  const { t } = useTranslation();
  return (
    <Anchor component={Link} to={paths.billing.dashboard()}>
      {t('billing.backToBilling')}
    </Anchor>
  );
}

/** The invoice as the server renders it (report export_invoice or import_invoice), saved as a PDF file. */
function InvoicePdfButton({ invoice }: { invoice: InvoiceDetail }) {
  const { t } = useTranslation();
  const [state, setState] = useState<{ busy: boolean; error: string | null }>({ busy: false, error: null });
  const download = async () => {
    setState({ busy: true, error: null });
    try {
      const response = await apiFetchFile(`/api/invoices/${encodeURIComponent(invoice.id)}/pdf`);
      saveBlob(new Blob([await response.arrayBuffer()], { type: 'application/pdf' }), `${invoice.invoiceNumber}.pdf`);
      setState({ busy: false, error: null });
    } catch (error) {
      setState({ busy: false, error: error instanceof ApiError ? error.message : String(error) });
    }
  };
  return (
    <Stack gap={4}>
      <Button variant="default" onClick={() => void download()} loading={state.busy}>
        {t('billing.details.downloadPdf')}
      </Button>
      {state.error && (
        <Text size="sm" c="var(--mantine-color-error)" role="alert">
          {state.error}
        </Text>
      )}
    </Stack>
  );
}

/** A link another area adds under the invoice's facts for its shipment (the app fills it, decision 089). */
export type InvoiceShipmentSlot = ComponentType<{ shipmentId: string }>;

function InvoiceDetailView({
  invoice,
  canPay,
  ShipmentExtra,
}: {
  invoice: InvoiceDetail;
  canPay: boolean;
  ShipmentExtra?: InvoiceShipmentSlot;
}) {
  const { t } = useTranslation();
  const { formatDate, formatDateTime } = useDateFormat();
  const d = (key: SectionKey<UiStrings['billing']['details']>) => t(`billing.details.${key}`);
  return (
    <Stack>
      <Group justify="space-between" align="flex-end">
        <Title order={1}>{t('billing.details.heading', { invoice: invoice.invoiceNumber })}</Title>
        <Group>
          <InvoicePdfButton invoice={invoice} />
          {invoice.payable && canPay && (
            <Button component={Link} to={paths.billing.payment({ invoiceIds: [invoice.id] })}>
              {d('payThisInvoice')}
            </Button>
          )}
        </Group>
      </Group>
      <DetailSection title={d('summary')}>
        {() => (
          <FactList
            facts={[
              { label: d('status'), value: <InvoiceStatusBadge status={invoice.status} /> },
              { label: d('company'), value: `${invoice.companyName} (${invoice.companyCode})` },
              { label: d('direction'), value: t(`billing.directions.${invoice.direction}`) },
              { label: d('houseBill'), value: invoice.houseBill || d('notAvailable') },
              { label: d('invoiceDate'), value: formatDate(invoice.invoiceDate) },
              { label: d('dueDate'), value: formatDate(invoice.dueDate) },
              { label: d('total'), value: formatUsdCents(invoice.totalCents) },
              { label: d('paid'), value: formatUsdCents(invoice.paidCents) },
              { label: d('balance'), value: formatUsdCents(invoice.balanceCents) },
              { label: d('daysPastDue'), value: String(invoice.daysPastDue) },
            ]}
          />
        )}
      </DetailSection>
      {ShipmentExtra && invoice.shipmentId && <ShipmentExtra shipmentId={invoice.shipmentId} />}
      <DetailSection title={d('lines')}>
        {() =>
          invoice.lines.length === 0 ? (
            <Text c="dimmed">{d('noLines')}</Text>
          ) : (
            <Table.ScrollContainer minWidth={520}>
              <Table aria-label={d('lines')}>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th scope="col">{d('lineNo')}</Table.Th>
                    <Table.Th scope="col">{d('chargeCode')}</Table.Th>
                    <Table.Th scope="col">{d('description')}</Table.Th>
                    <Table.Th scope="col" ta="right">
                      {d('amount')}
                    </Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {invoice.lines.map((line) => (
                    <Table.Tr key={line.lineNo}>
                      <Table.Td>{line.lineNo}</Table.Td>
                      <Table.Td>{line.chargeCode}</Table.Td>
                      <Table.Td>{line.description}</Table.Td>
                      <Table.Td ta="right">{formatUsdCents(line.amountCents)}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
                <Table.Tfoot>
                  <Table.Tr>
                    <Table.Th scope="row" colSpan={3} ta="right">
                      {d('linesTotal')}
                    </Table.Th>
                    <Table.Td ta="right" fw={700}>
                      {formatUsdCents(sumCents(invoice.lines.map((line) => line.amountCents)))}
                    </Table.Td>
                  </Table.Tr>
                </Table.Tfoot>
              </Table>
            </Table.ScrollContainer>
          )
        }
      </DetailSection>
      <DetailSection title={d('payments')}>
        {() =>
          invoice.payments.length === 0 ? (
            <Text c="dimmed">{d('noPayments')}</Text>
          ) : (
            <Table.ScrollContainer minWidth={640}>
              <Table aria-label={d('payments')}>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th scope="col">{d('reference')}</Table.Th>
                    <Table.Th scope="col">{d('date')}</Table.Th>
                    <Table.Th scope="col">{d('method')}</Table.Th>
                    <Table.Th scope="col">{d('paymentStatus')}</Table.Th>
                    <Table.Th scope="col" ta="right">
                      {d('allocated')}
                    </Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {invoice.payments.map((payment) => (
                    <Table.Tr key={payment.id}>
                      <Table.Td>{payment.reference}</Table.Td>
                      <Table.Td>{formatDateTime(payment.createdAt)}</Table.Td>
                      <Table.Td>
                        {t(`billing.methods.${payment.method}`)}
                        {payment.last4 ? ` · ${payment.cardBrand} ${maskCard(payment.last4)}` : ''}
                      </Table.Td>
                      <Table.Td>{t(`billing.paymentStatuses.${payment.status}`)}</Table.Td>
                      <Table.Td ta="right">{formatUsdCents(payment.allocatedCents)}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )
        }
      </DetailSection>
      <Group>
        <BackToBilling />
      </Group>
    </Stack>
  );
}

/**
 * /billing/invoice-details?id=…: one invoice of the selected company: its facts, charges and payments, and 'Pay
 * this invoice' when it can be paid (permission billingOnlinePymt). A missing, malformed or another company's id
 * shows 'Record Not Found'. `ShipmentExtra`: another area's link for the invoice's shipment, mounted by the app.
 */
export function InvoiceDetailsPage({ ShipmentExtra }: { ShipmentExtra?: InvoiceShipmentSlot } = {}) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const { sessionKey, canPay } = useBillingSession();
  const raw = (params.get('id') ?? '').trim();
  const id = invoiceIdParamsSchema.shape.invoiceId.safeParse(raw).success ? raw : undefined;
  const invoice = useInvoice(id, sessionKey);

  const notFound = !id || isApiError(invoice.error, 'NOT_FOUND', 'VALIDATION_FAILED');
  if (notFound || invoice.error)
    return (
      <Stack align="flex-start">
        <Title order={1}>{t('breadcrumbs.invoiceDetails')}</Title>
        <Alert color="red" role="alert">
          {notFound
            ? t('errors.recordNotFound')
            : invoice.error instanceof ApiError
              ? invoice.error.message
              : t('billing.loadFailed')}
        </Alert>
        <BackToBilling />
      </Stack>
    );
  if (!invoice.data)
    return (
      <Center py="xl">
        <Loader aria-label={t('billing.loading')} />
      </Center>
    );
  return <InvoiceDetailView invoice={invoice.data} canPay={canPay} ShipmentExtra={ShipmentExtra} />;
}
