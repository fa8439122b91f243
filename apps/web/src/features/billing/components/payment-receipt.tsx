import { paymentIdParamsSchema, type Payment } from '@connect/contracts/billing/payments.schemas';
import { maskCard } from '@connect/domain/billing/card';
import { formatUsdCents } from '@/entities/display/format';
import { Alert, Anchor, Button, Center, Group, Loader, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import type { DirectLink } from '@/components/data-grid/export-kit/download';
import { DetailSection } from '@/components/detail-section';
import { FactList } from '@/components/fact-list';
import { ApiError, isApiError } from '@/lib/api-client';
import { usePayment, type PaymentChannel } from '../api/create-payment';
import { downloadReceipt } from '../api/download-receipt';
import { paths } from '@/lib/paths';
import type { TFunction } from 'i18next';
import { useDateFormat } from '@/lib/dates/use-date-format';

/** How the payment was made: 'Credit Card · Visa •••• 4242'. */
function methodText(payment: Payment, t: TFunction): string {
  const name = t(`billing.methods.${payment.method}`);
  if (payment.method === 'IC' || payment.last4 === '') return name;
  return `${name} · ${payment.cardBrand} ${maskCard(payment.last4)}`.replace(/\s+/g, ' ').trim();
}

/** The outcome line: 'Payment made successfully', ACH still processing, or the failure. */
function Outcome({ payment }: { payment: Payment }) {
  const { t } = useTranslation();
  if (payment.status === 'succeeded')
    return (
      <Alert color="green" role="status">
        {t('errors.paymentMade')}
      </Alert>
    );
  if (payment.status === 'failed')
    return (
      <Alert color="red" role="alert">
        {payment.failureMessage || t('billing.confirmation.failed')}
      </Alert>
    );
  return (
    <Alert color="blue" role="status">
      {t('billing.confirmation.processing')}
    </Alert>
  );
}

function ReceiptDownload({
  channel,
  payment,
  guestToken,
}: {
  channel: PaymentChannel;
  payment: Payment;
  guestToken?: string;
}) {
  const { t, i18n } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [link, setLink] = useState<DirectLink | null>(null);
  const download = async () => {
    setBusy(true);
    setProblem(null);
    try {
      setLink(
        await downloadReceipt({
          channel,
          paymentId: payment.id,
          guestToken,
          locale: i18n.language,
          fileName: t('billing.confirmation.receiptFileName', { reference: payment.reference }),
        }),
      );
    } catch (error) {
      setProblem(
        error instanceof ApiError && error.status !== 404
          ? error.message
          : t('billing.confirmation.receiptUnavailable'),
      );
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack gap="xs" align="flex-start">
      <Button variant="default" loading={busy} onClick={() => void download()}>
        {t('billing.confirmation.downloadReceipt')}
      </Button>
      {problem && (
        <Text role="alert" c="red" size="sm">
          {problem}
        </Text>
      )}
      {link && (
        <Anchor href={link.href} download={link.fileName} size="sm">
          {link.fileName}
        </Anchor>
      )}
    </Stack>
  );
}

/** A payment as its receipt: outcome, reference, method, the invoices it paid and the total. */
export function PaymentReceipt({
  channel,
  payment,
  guestToken,
}: {
  channel: PaymentChannel;
  payment: Payment;
  guestToken?: string;
}) {
  const { t } = useTranslation();
  const { formatDateTime } = useDateFormat();
  return (
    <Stack>
      <Outcome payment={payment} />
      <DetailSection title={t('billing.details.summary')}>
        {() => (
          <FactList
            facts={[
              { label: t('billing.confirmation.reference'), value: payment.reference },
              { label: t('billing.confirmation.date'), value: formatDateTime(payment.createdAt) },
              { label: t('billing.confirmation.method'), value: methodText(payment, t) },
              { label: t('billing.confirmation.status'), value: t(`billing.paymentStatuses.${payment.status}`) },
              ...(payment.payerEmail
                ? [{ label: t('billing.confirmation.payerEmail'), value: payment.payerEmail }]
                : []),
              { label: t('billing.confirmation.total'), value: formatUsdCents(payment.amountCents) },
            ]}
          />
        )}
      </DetailSection>
      <DetailSection title={t('billing.confirmation.allocations')}>
        {() => (
          <Table aria-label={t('billing.confirmation.allocations')} maw={520}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('billing.confirmation.invoice')}</Table.Th>
                <Table.Th scope="col" ta="right">
                  {t('billing.confirmation.amount')}
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {payment.allocations.map((allocation) => (
                <Table.Tr key={allocation.invoiceId}>
                  <Table.Th scope="row" fw={500}>
                    {allocation.invoiceNumber}
                  </Table.Th>
                  <Table.Td ta="right">{formatUsdCents(allocation.amountCents)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
            <Table.Tfoot>
              <Table.Tr>
                <Table.Th scope="row">{t('billing.confirmation.total')}</Table.Th>
                <Table.Td ta="right" fw={700}>
                  {formatUsdCents(payment.amountCents)}
                </Table.Td>
              </Table.Tr>
            </Table.Tfoot>
          </Table>
        )}
      </DetailSection>
      <ReceiptDownload channel={channel} payment={payment} guestToken={guestToken} />
    </Stack>
  );
}

/**
 * The confirmation screen of a payment (`?id=`), signed in or as a guest: the receipt, or 'Record Not Found'.
 * `backLink` offers the way back to the billing dashboard (not to a guest).
 */
export function PaymentConfirmation({
  channel,
  sessionKey,
  guestToken,
  backLink,
}: {
  channel: PaymentChannel;
  /** The session key, or for a guest the guest's key ('' while there is none). */
  sessionKey: string;
  guestToken?: string;
  backLink: boolean;
}) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const raw = (params.get('id') ?? '').trim();
  const id = paymentIdParamsSchema.shape.paymentId.safeParse(raw).success ? raw : undefined;
  const payment = usePayment(channel, id, sessionKey);
  const back = backLink ? (
    <Anchor component={Link} to={paths.billing.dashboard()}>
      {t('billing.backToBilling')}
    </Anchor>
  ) : null;

  let body;
  if (!id || isApiError(payment.error, 'NOT_FOUND', 'VALIDATION_FAILED'))
    body = (
      <Alert color="red" role="alert">
        {t('errors.recordNotFound')}
      </Alert>
    );
  else if (payment.error)
    body = (
      <Alert color="red" role="alert">
        {payment.error instanceof ApiError ? payment.error.message : t('billing.loadFailed')}
      </Alert>
    );
  else if (!payment.data)
    body = (
      <Center py="xl">
        <Loader aria-label={t('billing.loading')} />
      </Center>
    );
  else body = <PaymentReceipt channel={channel} payment={payment.data} guestToken={guestToken} />;

  return (
    <Stack>
      <Title order={1}>{t('billing.confirmation.heading')}</Title>
      {body}
      {back && <Group>{back}</Group>}
    </Stack>
  );
}
