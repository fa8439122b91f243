import type { AdminUser } from '@connect/contracts/admin/admin.schemas';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/lib/api-client';
import { messageText } from '@/lib/message-text';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useResetUserMfa } from '../api/reset-user-mfa';

/**
 * Asks before an admin removes every second factor of a locked-out user (lost phone, no recovery codes); the
 * user is e-mailed and, where their company requires a second step, sets one up at their next sign-in.
 */
export function ResetMfaDialog({ user, onClose }: { user: AdminUser | null; onClose: () => void }) {
  const { t } = useTranslation();
  const reset = useResetUserMfa();
  const name = user ? user.displayName || user.email : '';
  const confirm = () => {
    if (!user) return;
    reset.mutate(user.userId, {
      onSuccess: (answer) => {
        notifySuccess(messageText(answer));
        onClose();
      },
      onError: (error) => {
        notifyError(error instanceof ApiError ? error.message : String(error));
        onClose();
      },
    });
  };
  return (
    <Modal
      opened={user !== null}
      onClose={onClose}
      title={t('mfa.admin.resetTitle')}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <Stack>
        <Text>{t('mfa.admin.resetBody', { name })}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('mfa.admin.resetCancel')}
          </Button>
          <Button color="red" onClick={confirm} loading={reset.isPending}>
            {t('mfa.admin.resetConfirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
