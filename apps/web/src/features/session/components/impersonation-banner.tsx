import { Button, Group, Paper, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/lib/api-client';
import { notifyError } from '@/lib/notify';
import { endImpersonation } from '@/lib/session/session-actions';
import { useSession } from '@/lib/session/session-store';

/** The visible reminder while impersonating, with End Impersonation (spec 1 §4). */
export function ImpersonationBanner() {
  const { t } = useTranslation();
  const { impersonation } = useSession();
  const [ending, setEnding] = useState(false);
  if (!impersonation) return null;
  const end = async () => {
    setEnding(true);
    try {
      await endImpersonation();
    } catch (error) {
      notifyError(error instanceof ApiError ? error.message : String(error));
    } finally {
      setEnding(false);
    }
  };
  return (
    <Paper
      role="region"
      aria-label={t('impersonation.bannerLabel')}
      px="md"
      py="xs"
      radius={0}
      bg="var(--mantine-color-yellow-light)"
      style={{ borderBottom: '1px solid var(--mantine-color-yellow-outline)' }}
    >
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Text fw={600}>
          {t('impersonation.banner', { name: impersonation.displayName, email: impersonation.email })}
        </Text>
        <Button size="xs" variant="filled" color="dark" loading={ending} onClick={() => void end()}>
          {t('shell.endImpersonation')}
        </Button>
      </Group>
    </Paper>
  );
}
