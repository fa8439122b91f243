import type { UserMessage } from '@connect/contracts/portal-messages/portal-messages.schemas';
import { Alert, Button, CloseButton, Group, Stack, Text } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/lib/api-client';
import { notifyError } from '@/lib/notify';
import { useTenantKey } from '@/lib/session/tenant-key';
import { useMyMessages, useRecordMessageReceipt } from '../api/my-messages';
import { MessageBody } from './message-body';

export const severityColors = { info: 'blue', warning: 'yellow', critical: 'red' } as const;

/**
 * The admins' live messages above every signed-in page (issue #17): each until closed, or — when the message asks
 * for it — until acknowledged. The first sight is recorded; closed ones stay readable in the message centre.
 */
export function MessageBanner() {
  const { t } = useTranslation();
  const messages = useMyMessages(useTenantKey()).data ?? [];
  const receipt = useRecordMessageReceipt();
  const open = messages.filter((m) => (m.requiresAck ? !m.acknowledgedAt : !m.dismissedAt));
  const unseen = open.filter((m) => !m.seenAt).map((m) => m.id);
  const unseenKey = unseen.join(',');
  const { mutate } = receipt;

  useEffect(() => {
    for (const messageId of unseenKey ? unseenKey.split(',') : []) mutate({ messageId, action: 'seen' });
  }, [unseenKey, mutate]);

  if (open.length === 0) return null;
  const act = (message: UserMessage, action: 'dismiss' | 'acknowledge') =>
    receipt.mutate(
      { messageId: message.id, action },
      { onError: (error) => notifyError(error instanceof ApiError ? error.message : String(error)) },
    );

  return (
    <Stack gap={4} px="md" pt="sm" component="section" aria-label={t('portalMessages.bannerLabel')}>
      {open.map((message) => (
        <Alert
          key={message.id}
          color={severityColors[message.severity]}
          variant="light"
          role={message.severity === 'critical' ? 'alert' : 'status'}
          title={
            <Group justify="space-between" wrap="nowrap" gap="xs">
              <Text fw={600} size="sm" lang={message.locale}>
                {message.subject}
              </Text>
              {!message.requiresAck && (
                <CloseButton
                  size="sm"
                  aria-label={t('portalMessages.close', { subject: message.subject })}
                  onClick={() => act(message, 'dismiss')}
                />
              )}
            </Group>
          }
          styles={{ title: { width: '100%' } }}
        >
          <Stack gap="xs">
            <div lang={message.locale}>
              <MessageBody html={message.body} />
            </div>
            {message.requiresAck && (
              <Group>
                <Button size="xs" onClick={() => act(message, 'acknowledge')} loading={receipt.isPending}>
                  {t('portalMessages.acknowledge')}
                </Button>
              </Group>
            )}
          </Stack>
        </Alert>
      ))}
    </Stack>
  );
}
