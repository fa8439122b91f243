import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useConfiguration } from '@/lib/configuration-context';
import { logout } from '@/lib/session/session-actions';
import { useSession } from '@/lib/session/session-store';
import { useIdleWatcher } from '@/lib/session/use-idle-watcher';

/**
 * The session timeout dialog of spec 1 §2/§4: after the user's inactivity timeout it counts down the
 * warning seconds; any activity closes it, reaching 0 logs out.
 */
export function IdleTimeoutDialog() {
  const { t } = useTranslation();
  const session = useSession();
  const { inactivity } = useConfiguration();
  const onExpire = useCallback(() => void logout(), []);
  const secondsLeft = useIdleWatcher({
    enabled: session.status === 'signed-in',
    timeoutSeconds: session.user?.inactivityTimeout ?? inactivity.defaultSeconds,
    warningSeconds: inactivity.warningSeconds,
    onExpire,
  });

  return (
    <Modal
      opened={secondsLeft !== null}
      // Closing is activity: the watcher has already resumed by the time this runs.
      onClose={() => undefined}
      title={t('sessionTimeout.title')}
      centered
      zIndex={500}
      withCloseButton={false}
    >
      <Stack>
        <Text>{t('sessionTimeout.message', { seconds: secondsLeft ?? 0 })}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={() => void logout()}>
            {t('sessionTimeout.logoutNow')}
          </Button>
          <Button data-autofocus>{t('sessionTimeout.stay')}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
