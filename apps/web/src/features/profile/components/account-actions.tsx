import { Button, Group, Modal, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/lib/api-client';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useSendPasswordResetEmail } from '../api/request-password-reset';
import { clearBrowserCache } from '../utils/clear-browser-cache';

/** Clear Cache with its confirmation dialog (spec 1 §2): the browser-side caches go, then the data reloads. */
export function ClearCacheButton() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="default" onClick={() => setOpen(true)}>
        {t('profile.clearCache.button')}
      </Button>
      <Modal
        opened={open}
        onClose={() => setOpen(false)}
        title={t('profile.clearCache.title')}
        closeButtonProps={{ 'aria-label': t('common.close') }}
      >
        <Text>{t('profile.clearCache.body')}</Text>
        <Group justify="flex-end" mt="md">
          <Button variant="default" onClick={() => setOpen(false)}>
            {t('profile.clearCache.cancel')}
          </Button>
          <Button
            onClick={() => {
              clearBrowserCache();
              queryClient.removeQueries({ type: 'inactive' });
              void queryClient.invalidateQueries();
              setOpen(false);
              notifySuccess(t('profile.clearCache.done'));
            }}
          >
            {t('profile.clearCache.confirm')}
          </Button>
        </Group>
      </Modal>
    </>
  );
}

/** The reset-password e-mail action: a link to set a new password goes to the user's own address. */
export function ResetPasswordButton({ email, disabled }: { email: string; disabled: boolean }) {
  const { t } = useTranslation();
  const send = useSendPasswordResetEmail();
  return (
    <Button
      variant="default"
      disabled={disabled}
      loading={send.isPending}
      onClick={() =>
        send.mutate(email, {
          onSuccess: () => notifySuccess(t('profile.resetPassword.sent')),
          onError: (error) => notifyError(error instanceof ApiError ? error.message : String(error)),
        })
      }
    >
      {t('profile.resetPassword.button')}
    </Button>
  );
}
