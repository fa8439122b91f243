import { Loader, Overlay, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useIsLoading } from '../lib/loader-store';

/** The 'Just a moment' overlay shown while a request that asked for it is under way. */
export function LoaderOverlay() {
  const loading = useIsLoading();
  const { t } = useTranslation();
  if (!loading) return null;
  return (
    <Overlay fixed center backgroundOpacity={0.35} zIndex={400}>
      <Stack align="center" gap="xs" role="status" aria-live="polite">
        <Loader color="white" />
        <Text c="white" fw={600}>
          {t('app.loader')}
        </Text>
      </Stack>
    </Overlay>
  );
}
