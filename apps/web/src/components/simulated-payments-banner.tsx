import { Alert } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useConfiguration } from '../lib/configuration-context';

/**
 * On a staging site that runs the sandbox payment provider in production mode (PAYMENTS_SANDBOX_IN_PRODUCTION,
 * decision 026), every page says that payments are simulated, so nobody takes a test payment for a real one.
 * Renders nothing elsewhere.
 */
export function SimulatedPaymentsBanner() {
  const { t } = useTranslation();
  const { payments } = useConfiguration();
  if (!payments.simulated) return null;
  return (
    <Alert role="region" aria-label={t('billing.simulated.label')} color="orange" variant="light" radius={0} py="xs">
      {t('billing.simulated.banner')}
    </Alert>
  );
}
