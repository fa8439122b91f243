import type { AdminInvitation } from '@connect/contracts/admin/admin-invitations.schemas';
import { Alert, Button, Checkbox, Group, Loader, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TextBadge } from '@/components/text-badge';
import { ApiError } from '@/lib/api-client';
import { useDateFormat } from '@/lib/dates/use-date-format';
import { messageText } from '@/lib/message-text';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useAdminInvitations, useInvitationAction } from '../api/admin-invitations';

const stateColors = { pending: 'blue', expired: 'orange', revoked: 'gray', accepted: 'green' } as const;
const isOpen = (invitation: AdminInvitation) => invitation.state === 'pending' || invitation.state === 'expired';

/** Invitations (issue #17): every company's invitations with state and expiry; send again or revoke. */
export function InvitationsTab() {
  const { t } = useTranslation();
  const dates = useDateFormat();
  const [showClosed, setShowClosed] = useState(false);
  const invitations = useAdminInvitations(showClosed ? 'all' : 'open');
  const act = useInvitationAction();
  const run = (invitation: AdminInvitation, action: 'resend' | 'revoke') =>
    act.mutate(
      { id: invitation.id, action },
      {
        onSuccess: (answer) => notifySuccess(messageText(answer)),
        onError: (error) => notifyError(error instanceof ApiError ? error.message : String(error)),
      },
    );

  let body;
  if (invitations.isPending) body = <Loader size="sm" aria-label={t('adminUsers.invitations.loading')} />;
  else if (invitations.isError)
    body = (
      <Alert color="red" variant="light" role="alert">
        {invitations.error instanceof ApiError ? invitations.error.message : String(invitations.error)}
      </Alert>
    );
  else if (invitations.data.items.length === 0) body = <Text c="dimmed">{t('adminUsers.invitations.none')}</Text>;
  else
    body = (
      <Table.ScrollContainer minWidth={900}>
        <Table striped withTableBorder aria-label={t('adminUsers.invitations.table')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('adminUsers.invitations.email')}</Table.Th>
              <Table.Th>{t('adminUsers.invitations.company')}</Table.Th>
              <Table.Th>{t('adminUsers.invitations.state')}</Table.Th>
              <Table.Th>{t('adminUsers.invitations.expires')}</Table.Th>
              <Table.Th>{t('adminUsers.invitations.sent')}</Table.Th>
              <Table.Th>{t('adminUsers.invitations.invitedBy')}</Table.Th>
              <Table.Th>{t('adminUsers.invitations.actions')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {invitations.data.items.map((invitation) => (
              <Table.Tr key={invitation.id}>
                <Table.Td>{invitation.email}</Table.Td>
                <Table.Td>
                  {invitation.companyName} ({invitation.companyCode})
                </Table.Td>
                <Table.Td>
                  <TextBadge color={stateColors[invitation.state]} variant="light">
                    {t(`adminUsers.invitations.states.${invitation.state}`)}
                  </TextBadge>
                </Table.Td>
                <Table.Td>{dates.formatDateTime(new Date(invitation.expiresAt).toISOString())}</Table.Td>
                <Table.Td>{invitation.sendCount}</Table.Td>
                <Table.Td>{invitation.invitedBy || '—'}</Table.Td>
                <Table.Td>
                  {isOpen(invitation) && (
                    <Group gap="xs" wrap="nowrap">
                      <Button
                        size="xs"
                        variant="default"
                        disabled={act.isPending}
                        aria-label={t('adminUsers.invitations.resendFor', { email: invitation.email })}
                        onClick={() => run(invitation, 'resend')}
                      >
                        {t('adminUsers.invitations.resend')}
                      </Button>
                      <Button
                        size="xs"
                        variant="light"
                        color="red"
                        disabled={act.isPending}
                        aria-label={t('adminUsers.invitations.revokeFor', { email: invitation.email })}
                        onClick={() => run(invitation, 'revoke')}
                      >
                        {t('adminUsers.invitations.revoke')}
                      </Button>
                    </Group>
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    );

  return (
    <Stack>
      <Text size="sm" c="dimmed">
        {t('adminUsers.invitations.intro')}
      </Text>
      <Checkbox
        label={t('adminUsers.invitations.showClosed')}
        checked={showClosed}
        onChange={(event) => setShowClosed(event.currentTarget.checked)}
      />
      {body}
    </Stack>
  );
}
