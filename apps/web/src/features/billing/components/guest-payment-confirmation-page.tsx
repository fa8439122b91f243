import { Stack, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { readGuestSession, restoreSessionCredentials } from '../api/guest-session';
import { InvalidUrl } from './guest-payment-page';
import { PaymentConfirmation } from './payment-receipt';

/**
 * /billing/guest-mode-payment-confirmation?id=…: the guest's receipt (GET /api/guest/payments/:id with the tab's
 * guest session); 'invalid url' when there is no guest session any more.
 */
export function GuestPaymentConfirmationPage() {
  const { t } = useTranslation();
  const [session] = useState(() => readGuestSession());
  useEffect(() => () => restoreSessionCredentials(), []);
  if (!session)
    return (
      <Stack>
        <Title order={1}>{t('billing.guest.confirmationHeading')}</Title>
        <InvalidUrl />
      </Stack>
    );
  return (
    <PaymentConfirmation
      channel="guest"
      sessionKey={session.guestToken}
      guestToken={session.guestToken}
      backLink={false}
    />
  );
}
