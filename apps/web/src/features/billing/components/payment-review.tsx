import { formatUsdCents } from '@/entities/display/format';
import type { PaymentMethodCode } from '@connect/domain/reference/enumerations';
import { Alert, Button, Group, Stack, Table, Text, Title } from '@mantine/core';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';

export type PaymentReviewState = {
  method: PaymentMethodCode;
  /** The provider's token (CC, ACH). */
  token?: string;
  brand: string;
  last4: string;
  invoices: { invoiceId: string; invoiceNumber: string; amountCents: number }[];
  totalCents: number;
};

type Props = {
  review: PaymentReviewState;
  notice: { text: string; retry: boolean } | null;
  busy: boolean;
  onBack: () => void;
  onSubmit: () => void;
};

/** What will be charged, to which invoices, by which method (with the last 4), before it is submitted. */
export function PaymentReview({ review, notice, busy, onBack, onSubmit }: Props) {
  const { t } = useTranslation();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const headingId = useId();
  useEffect(() => headingRef.current?.focus(), []);
  const methodText =
    review.method === 'CC'
      ? t('billing.payment.methodCard', { brand: review.brand, last4: review.last4 })
      : review.method === 'ACH'
        ? t('billing.payment.methodAch', { bank: review.brand, last4: review.last4 })
        : t('billing.payment.methodCredit');
  return (
    <Stack component="section" aria-labelledby={headingId}>
      <Title order={2} size="h3" id={headingId} ref={headingRef} tabIndex={-1}>
        {t('billing.payment.reviewHeading')}
      </Title>
      <Text fz="lg" fw={700}>
        {t('billing.payment.reviewCharge', { amount: formatUsdCents(review.totalCents) })}
      </Text>
      <Text>
        {t('billing.payment.reviewMethod')}: {t(`billing.methods.${review.method}`)} · {methodText}
      </Text>
      <Table aria-label={t('billing.payment.reviewInvoices')} maw={480}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('billing.payment.invoice')}</Table.Th>
            <Table.Th scope="col" ta="right">
              {t('billing.payment.amount')}
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {review.invoices.map((line) => (
            <Table.Tr key={line.invoiceId}>
              <Table.Th scope="row" fw={500}>
                {line.invoiceNumber}
              </Table.Th>
              <Table.Td ta="right">{formatUsdCents(line.amountCents)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
        <Table.Tfoot>
          <Table.Tr>
            <Table.Th scope="row">{t('billing.payment.total')}</Table.Th>
            <Table.Td ta="right" fw={700}>
              {formatUsdCents(review.totalCents)}
            </Table.Td>
          </Table.Tr>
        </Table.Tfoot>
      </Table>
      {notice && (
        <Alert color="red" role="alert">
          {notice.text}
          {notice.retry && <Text size="sm">{t('billing.payment.retryNote')}</Text>}
        </Alert>
      )}
      <Group justify="space-between">
        <Button variant="default" onClick={onBack} disabled={busy}>
          {t('billing.payment.back')}
        </Button>
        <Button onClick={onSubmit} loading={busy}>
          {t('billing.payment.submit')}
        </Button>
      </Group>
    </Stack>
  );
}
