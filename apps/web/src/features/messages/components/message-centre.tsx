import { ActionIcon, Badge, Divider, Drawer, Group, Indicator, Stack, Text, Title, Tooltip } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '@/components/icons';
import { useDateFormat } from '@/lib/dates/use-date-format';
import { useTenantKey } from '@/lib/session/tenant-key';
import { useMyMessages } from '../api/my-messages';
import { MessageBody } from './message-body';
import { severityColors } from './message-banner';

/**
 * The header's message centre (issue #17): every live message for the reader, also the ones closed in the banner,
 * with its severity, dates and whether it was acknowledged. The badge counts messages still open in the banner.
 */
export function MessageCentre() {
  const { t } = useTranslation();
  const [opened, drawer] = useDisclosure(false);
  const { formatDateTime } = useDateFormat();
  const messages = useMyMessages(useTenantKey()).data ?? [];
  const open = messages.filter((m) => (m.requiresAck ? !m.acknowledgedAt : !m.dismissedAt)).length;
  const label = open > 0 ? t('portalMessages.centreWithCount', { count: open }) : t('portalMessages.centre');

  return (
    <>
      <Tooltip label={label}>
        <Indicator disabled={open === 0} label={open} size={16} offset={4} color="red">
          <ActionIcon variant="subtle" color="gray" size="lg" aria-label={label} onClick={drawer.open}>
            <Icon name="message" />
          </ActionIcon>
        </Indicator>
      </Tooltip>
      <Drawer
        opened={opened}
        onClose={drawer.close}
        position="right"
        title={
          <Title order={2} size="h4">
            {t('portalMessages.centre')}
          </Title>
        }
        closeButtonProps={{ 'aria-label': t('common.close') }}
      >
        {messages.length === 0 ? (
          <Text c="dimmed">{t('portalMessages.none')}</Text>
        ) : (
          <Stack gap="md">
            {messages.map((message, index) => (
              <Fragment key={message.id}>
                {index > 0 && <Divider />}
                <Stack gap={4} component="article" aria-labelledby={`message-${message.id}`}>
                  <Group gap="xs" justify="space-between">
                    <Title order={3} size="h5" id={`message-${message.id}`} lang={message.locale}>
                      {message.subject}
                    </Title>
                    <Badge color={severityColors[message.severity]} variant="light" size="sm">
                      {t(`portalMessages.severity.${message.severity}`)}
                    </Badge>
                  </Group>
                  <Text size="xs" c="dimmed">
                    {formatDateTime(new Date(message.startsAt))}
                    {message.acknowledgedAt
                      ? ` · ${t('portalMessages.acknowledgedOn', { date: formatDateTime(new Date(message.acknowledgedAt)) })}`
                      : message.requiresAck
                        ? ` · ${t('portalMessages.needsAck')}`
                        : ''}
                  </Text>
                  <div lang={message.locale}>
                    <MessageBody html={message.body} />
                  </div>
                </Stack>
              </Fragment>
            ))}
          </Stack>
        )}
      </Drawer>
    </>
  );
}
