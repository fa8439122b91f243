import type { InvoiceRow } from '@connect/contracts/billing/billing.schemas';
import { Button, Group } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AutocompleteField } from '@/components/form/autocomplete-field';
import { ApiError } from '@/lib/api-client';
import { findInvoiceByNumber, usePayableInvoices } from '../api/get-invoices';
import { addInvoiceProblem, type PaymentLineDraft } from '../utils/payment-lines';

/**
 * 'Add invoice': offers the company's other open invoices by number (or takes a typed number). An invoice on the
 * list already is refused with 'Invoice already added', one with nothing to pay with 'Invoice already paid'.
 */
export function AddInvoicePicker({
  lines,
  sessionKey,
  onAdd,
}: {
  lines: readonly PaymentLineDraft[];
  sessionKey: string;
  onAdd: (invoice: InvoiceRow) => void;
}) {
  const { t } = useTranslation();
  const payable = usePayableInvoices(sessionKey);
  const [number, setNumber] = useState('');
  const [error, setError] = useState<string | undefined>(undefined);
  const [busy, setBusy] = useState(false);
  const listed = new Set(lines.map((line) => line.invoice.id));
  const options = (payable.data?.items ?? [])
    .filter((invoice) => invoice.payable && !listed.has(invoice.id))
    .map((invoice) => invoice.invoiceNumber);

  const add = async () => {
    const wanted = number.trim();
    if (wanted === '') {
      setError(t('billing.payment.errors.required'));
      return;
    }
    let candidate =
      lines.find((line) => line.invoice.invoiceNumber === wanted)?.invoice ??
      payable.data?.items.find((invoice) => invoice.invoiceNumber === wanted);
    if (!candidate) {
      setBusy(true);
      try {
        candidate = await findInvoiceByNumber(wanted);
      } catch (failure) {
        setError(failure instanceof ApiError ? failure.message : t('billing.loadFailed'));
        return;
      } finally {
        setBusy(false);
      }
    }
    if (!candidate) {
      setError(t('errors.recordNotFound'));
      return;
    }
    const problem = addInvoiceProblem(lines, candidate);
    if (problem) {
      setError(t(problem.key, problem.values));
      return;
    }
    onAdd(candidate);
    setNumber('');
    setError(undefined);
  };

  return (
    <Group align="flex-start" gap="sm">
      <AutocompleteField
        label={t('billing.payment.addInvoiceLabel')}
        description={t('billing.payment.addInvoiceHint')}
        data={options}
        minLength={0}
        w={280}
        value={number}
        onChange={(value) => {
          setNumber(value);
          if (error) setError(undefined);
        }}
        error={error}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            void add();
          }
        }}
      />
      <Button variant="default" mt={46} loading={busy} onClick={() => void add()}>
        {t('billing.payment.addInvoice')}
      </Button>
    </Group>
  );
}
