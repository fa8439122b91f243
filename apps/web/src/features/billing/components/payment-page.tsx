import { invoiceIdParamsSchema } from '@connect/contracts/billing/billing.schemas';
import { maxInvoicesPerPayment } from '@connect/domain/billing/allocation';
import { Alert, Center, Loader, Stack, Title } from '@mantine/core';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { ApiError } from '@/lib/api-client';
import { useAccountSummary } from '../api/get-account-summary';
import { useInvoicesById } from '../api/get-invoices';
import { useBillingSession } from '../hooks/use-billing-session';
import { paths } from '@/lib/paths';
import { draftLine, type PaymentLineDraft } from '../utils/payment-lines';
import { AddInvoicePicker } from './add-invoice-picker';
import { PaymentForm } from './payment-form';

/** The invoice ids of `?invoices=a,b,c`: well-formed ids only, each once, at most one payment's worth. */
export function parseInvoiceIds(text: string | null): string[] {
  const ids = (text ?? '')
    .split(',')
    .map((id) => id.trim())
    .filter((id) => invoiceIdParamsSchema.shape.invoiceId.safeParse(id).success);
  return [...new Set(ids)].slice(0, maxInvoicesPerPayment);
}

/**
 * /billing/payment?invoices=…: pays the chosen invoices of the selected company (each read with GET
 * /api/invoices/:id), with an 'Add invoice' picker, by card, ACH or invoice credit (its available credit from the
 * account summary). Needs the billingOnlinePymt permission. Success goes to the confirmation.
 */
export function PaymentPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { sessionKey, canPay, partialAllowed } = useBillingSession();
  const ids = useMemo(() => parseInvoiceIds(params.get('invoices')), [params]);
  const idsKey = ids.join(',');
  const results = useInvoicesById(ids, sessionKey, canPay);
  const summary = useAccountSummary(sessionKey, canPay);
  // The lines belong to the invoices of the address: another choice of invoices starts again.
  const [draft, setDraft] = useState<{ idsKey: string; lines: PaymentLineDraft[] } | null>(null);
  const lines = draft?.idsKey === idsKey ? draft.lines : null;
  const setLines = (next: PaymentLineDraft[]) => setDraft({ idsKey, lines: next });
  const loading = results.some((result) => result.isPending);

  // The chosen invoices become the payment's lines once, when all have been read.
  useEffect(() => {
    if (!canPay || lines !== null || loading) return;
    setDraft({ idsKey, lines: results.flatMap((result) => (result.data ? [draftLine(result.data)] : [])) });
  }, [canPay, lines, loading, results, idsKey]);

  const failures = results.flatMap((result) =>
    result.error ? [result.error instanceof ApiError ? result.error.message : t('billing.loadFailed')] : [],
  );

  return (
    <Stack>
      <Title order={1}>{t('billing.payment.heading')}</Title>
      {!canPay ? (
        <Alert color="red" role="alert">
          {t('billing.payment.noPermission')}
        </Alert>
      ) : lines === null ? (
        <Center py="xl">
          <Loader aria-label={t('billing.loading')} />
        </Center>
      ) : (
        <>
          {failures.length > 0 && (
            <Alert color="red" role="alert">
              {t('billing.payment.notLoaded', { message: [...new Set(failures)].join(', ') })}
            </Alert>
          )}
          <PaymentForm
            channel="customer"
            lines={lines}
            onLinesChange={setLines}
            methods={['CC', 'ACH', 'IC']}
            partialAllowed={partialAllowed}
            availableCreditCents={summary.data?.creditBalanceCents}
            removable
            addInvoice={
              <AddInvoicePicker
                lines={lines}
                sessionKey={sessionKey}
                onAdd={(invoice) => setLines([...lines, draftLine(invoice)])}
              />
            }
            onPaid={(payment) => navigate(paths.billing.paymentConfirmation({ paymentId: payment.id }))}
          />
        </>
      )}
    </Stack>
  );
}
