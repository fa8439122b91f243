import { Alert } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Spec 1 §2/§8: the multi-factor dialog's error banner; it hides itself after 10 seconds. */
export const errorBannerMs = 10_000;

export function ErrorBanner({ message }: { message: string | null }) {
  const { t } = useTranslation();
  const [shown, setShown] = useState<string | null>(message);
  useEffect(() => {
    setShown(message);
    if (!message) return undefined;
    const timer = window.setTimeout(() => setShown(null), errorBannerMs);
    return () => window.clearTimeout(timer);
  }, [message]);
  if (!shown) return null;
  return (
    <Alert
      color="red"
      variant="light"
      role="alert"
      title={t('mfa.errorBanner')}
      withCloseButton
      onClose={() => setShown(null)}
      closeButtonLabel={t('mfa.close')}
    >
      {shown}
    </Alert>
  );
}
