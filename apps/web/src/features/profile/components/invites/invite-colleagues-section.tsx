import type { Invitation } from '@connect/contracts/account/account.schemas';
import { Alert, Badge, Button, Card, Group, Loader, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/lib/api-client';
import { useDateFormat } from '@/lib/dates/use-date-format';
import { messageText } from '@/lib/message-text';
import { notifyError, notifySuccess } from '@/lib/notify';
import { effectiveUser, useSession } from '@/lib/session/session-store';
import { useTenantKey } from '@/lib/session/tenant-key';
import { useInvitations, useResendInvitation, useRevokeInvitation } from '@/features/profile/api/invites-calls';
import { ConfirmActionButton } from '../sessions/confirm-action-button';
import { InviteColleaguesDialog } from './invite-colleagues-dialog';

const stateColors: Record<Invitation['state'], string> = {
  pending: 'blue',
  accepted: 'green',
  expired: 'gray',
  revoked: 'red',
};

/**
 * Invite Colleagues (spec 1 §2; issue #16, decision 036): the button opening the invite panel and the company's
 * invitations with their state; a pending or expired one can be sent again (a new link) or revoked.
 */
export function InviteColleaguesSection() {
  const { t } = useTranslation();
  const session = useSession();
  const tenantKey = useTenantKey();
  const selected = effectiveUser(session)?.selectedCompany ?? null;
  const [companyCode, setCompanyCode] = useState<string | undefined>(undefined);
  const [opened, setOpened] = useState(false);
  const invitations = useInvitations(tenantKey, companyCode, selected !== null);
  const resend = useResendInvitation();
  const revoke = useRevokeInvitation();
  const { formatDateTime } = useDateFormat();

  if (selected === null) return null;
  const data = invitations.data;
  const company = data?.companies.find((c) => c.code === data.companyCode);
  const failed = (error: unknown) => notifyError(error instanceof ApiError ? error.message : String(error));
  const done = (answer: { message: string }) => notifySuccess(messageText(answer));

  return (
    <Card withBorder padding="lg" radius="md" component="section" aria-labelledby="profile-invites">
      <Group justify="space-between" mb="xs">
        <Title order={2} size="h3" id="profile-invites">
          {t('account.invites.heading')}
        </Title>
        <Button onClick={() => setOpened(true)} disabled={!data}>
          {t('account.invites.open')}
        </Button>
      </Group>
      {invitations.error ? (
        <Alert color="red" variant="light" role="alert">
          {invitations.error instanceof ApiError ? invitations.error.message : String(invitations.error)}
        </Alert>
      ) : !data ? (
        <Loader aria-label={t('app.loader')} />
      ) : (
        <Stack>
          <Text size="sm" c="dimmed">
            {t('account.invites.intro', { company: company?.name ?? data.companyCode })}
          </Text>
          <Title order={3} size="h4">
            {t('account.invites.listHeading')}
          </Title>
          {data.items.length === 0 ? (
            <Text size="sm">{t('account.invites.empty')}</Text>
          ) : (
            <Table.ScrollContainer minWidth={760}>
              <Table aria-label={t('account.invites.table', { company: company?.name ?? data.companyCode })}>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th scope="col">{t('account.invites.email')}</Table.Th>
                    <Table.Th scope="col">{t('account.invites.state')}</Table.Th>
                    <Table.Th scope="col">{t('account.invites.invitedBy')}</Table.Th>
                    <Table.Th scope="col">{t('account.invites.sent')}</Table.Th>
                    <Table.Th scope="col">{t('account.invites.sendCount')}</Table.Th>
                    <Table.Th scope="col">{t('account.invites.expires')}</Table.Th>
                    <Table.Th scope="col">{t('account.invites.actions')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {data.items.map((invite) => {
                    const open = invite.state === 'pending' || invite.state === 'expired';
                    return (
                      <Table.Tr key={invite.id}>
                        <Table.Td>{invite.email}</Table.Td>
                        <Table.Td>
                          <Badge variant="light" color={stateColors[invite.state]}>
                            {t(`account.invites.states.${invite.state}`)}
                          </Badge>
                        </Table.Td>
                        <Table.Td>{invite.invitedBy}</Table.Td>
                        <Table.Td>{formatDateTime(new Date(invite.lastSentAt))}</Table.Td>
                        <Table.Td>{invite.sendCount}</Table.Td>
                        <Table.Td>{formatDateTime(new Date(invite.expiresAt))}</Table.Td>
                        <Table.Td>
                          {open && (
                            <Group gap="xs" wrap="nowrap">
                              <Button
                                size="xs"
                                variant="light"
                                aria-label={t('account.invites.resendLabel', { email: invite.email })}
                                loading={resend.isPending && resend.variables === invite.id}
                                onClick={() => resend.mutate(invite.id, { onSuccess: done, onError: failed })}
                              >
                                {t('account.invites.resend')}
                              </Button>
                              <ConfirmActionButton
                                size="xs"
                                variant="light"
                                color="red"
                                label={t('account.invites.revoke')}
                                ariaLabel={t('account.invites.revokeLabel', { email: invite.email })}
                                question={t('account.invites.revokeConfirm', { email: invite.email })}
                                loading={revoke.isPending && revoke.variables === invite.id}
                                onConfirm={() => revoke.mutate(invite.id, { onSuccess: done, onError: failed })}
                              />
                            </Group>
                          )}
                        </Table.Td>
                      </Table.Tr>
                    );
                  })}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
        </Stack>
      )}
      {data && (
        <InviteColleaguesDialog
          opened={opened}
          onClose={() => setOpened(false)}
          companies={data.companies}
          companyCode={data.companyCode}
          onCompanyChange={setCompanyCode}
        />
      )}
    </Card>
  );
}
