import type { GuestSession } from '@connect/contracts/billing/payments.schemas';
import { Alert, Center, Loader, Stack, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useConfiguration } from '@/lib/configuration-context';
import { ApiError, isApiError } from '@/lib/api-client';
import { clearGuestSession, useGuestInvoices } from '../api/guest-session';
import { useGuestSession } from '../hooks/use-guest-session';
import { paths } from '@/lib/paths';
import { draftLine, type PaymentLineDraft } from '../utils/payment-lines';
import { PaymentForm } from './payment-form';

/** 'invalid url' (spec 1 guest mode). */
export function InvalidUrl() {
  const { t } = useTranslation();
  return (
    <Alert color="red" role="alert">
      {t('errors.invalidUrl')}
    </Alert>
  );
}

function GuestInvoices({ session }: { session: GuestSession }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { features } = useConfiguration();
  const invoices = useGuestInvoices(session.guestToken);
  const [lines, setLines] = useState<PaymentLineDraft[] | null>(null);

  useEffect(() => {
    if (lines === null && invoices.data)
      setLines(invoices.data.items.filter((invoice) => invoice.payable).map(draftLine));
  }, [lines, invoices.data]);
  useEffect(() => {
    // The session has expired or was refused: forget it, the link in the e-mail opens a new one.
    if (isApiError(invoices.error, 'GUEST_INVALID', 'ACCESS_DENIED')) clearGuestSession();
  }, [invoices.error]);

  if (invoices.error)
    return (
      <Alert color="red" role="alert">
        {invoices.error instanceof ApiError ? invoices.error.message : t('billing.loadFailed')}
      </Alert>
    );
  if (lines === null)
    return (
      <Center py="xl">
        <Loader aria-label={t('billing.loading')} />
      </Center>
    );
  return (
    <Stack>
      <Text fw={500}>{t('billing.guest.companyHeading', { company: session.companyName })}</Text>
      {lines.length === 0 ? (
        <Alert color="blue" role="status">
          {t('billing.guest.nothingToPay')}
        </Alert>
      ) : (
        <PaymentForm
          channel="guest"
          guestToken={session.guestToken}
          lines={lines}
          onLinesChange={setLines}
          methods={['CC', 'ACH']}
          partialAllowed={features.partialPayment}
          removable
          onPaid={(payment) => navigate(paths.billing.guestPaymentConfirmation({ paymentId: payment.id }))}
        />
      )}
    </Stack>
  );
}

/**
 * /billing/guest-mode-payment?id=…&companyCode=…&invoices=…: a guest pays the invoices of a 'Pay invoice' link
 * without signing in (card or ACH), through the guest endpoints. The link is exchanged for a guest session and the
 * address cleaned at once; a missing parameter or a refused link shows 'invalid url', a link whose invoices are all
 * paid 'Invoice already paid', a link opened first on another device the server's explanation.
 */
export function GuestPaymentPage() {
  const { t } = useTranslation();
  const state = useGuestSession(paths.billing.guestPayment());
  return (
    <Stack>
      <Title order={1}>{t('billing.guest.heading')}</Title>
      {(state.kind === 'exchanging' || state.kind === 'checking') && (
        <Center py="xl">
          <Loader aria-label={t('billing.guest.opening')} />
        </Center>
      )}
      {state.kind === 'invalid' && <InvalidUrl />}
      {state.kind === 'paid' && (
        <Alert color="blue" role="status">
          {t('errors.invoiceAlreadyPaid')}
        </Alert>
      )}
      {state.kind === 'failed' && (
        <Alert color="red" role="alert">
          {state.message}
        </Alert>
      )}
      {state.kind === 'ready' && <GuestInvoices session={state.session} />}
    </Stack>
  );
}
