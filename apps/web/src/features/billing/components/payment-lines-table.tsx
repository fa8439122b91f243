import { formatUsd, type Cents } from '@connect/domain/billing/money';
import { formatUsDate } from '@connect/domain/text/dates';
import { Button, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../components/form/form-fields';
import { openBalanceCents, type PaymentLineDraft } from '../utils/payment-lines';
import { InvoiceStatusBadge } from './invoice-status-badge';

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
};

/** The invoices of a payment with the amount for each and the total. */
export function PaymentLinesTable({
  lines,
  editable,
  errors,
  totalCents,
  onAmountChange,
  onAmountBlur,
  onRemove,
}: Props) {
  const { t } = useTranslation();
  if (lines.length === 0) return <Text c="dimmed">{t('billing.payment.noInvoices')}</Text>;
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
                <Table.Td>{formatUsDate(invoice.dueDate, '/')}</Table.Td>
                <Table.Td>
                  <InvoiceStatusBadge status={invoice.status} />
                </Table.Td>
                <Table.Td ta="right">{formatUsd(openBalanceCents(invoice))}</Table.Td>
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
                      <Text>{formatUsd(openBalanceCents(invoice))}</Text>
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
              {formatUsd(totalCents)}
            </Table.Td>
          </Table.Tr>
        </Table.Tfoot>
      </Table>
    </Table.ScrollContainer>
  );
}
