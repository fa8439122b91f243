import type { AdminUser } from '@connect/contracts/admin/admin.schemas';
import { Alert, Loader, Modal, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useDateFormat } from '@/lib/dates/use-date-format';
import { useUserHistory } from '../api/user-history';

/** The actions the history words, by their catalogue key; any other action shows as recorded. */
const actionKeys = {
  'admin.user.disable': 'admin_user_disable',
  'admin.user.enable': 'admin_user_enable',
  'admin.invite': 'admin_invite',
  'admin.companyGroup.userAdded': 'admin_companyGroup_userAdded',
  'admin.companyGroup.userRemoved': 'admin_companyGroup_userRemoved',
  'account.invite.sent': 'account_invite_sent',
  'account.invite.resent': 'account_invite_resent',
  'account.invite.revoked': 'account_invite_revoked',
  'admin.user.permissions': 'admin_user_permissions',
  'admin.invite.resent': 'admin_invite_resent',
  'admin.invite.revoked': 'admin_invite_revoked',
} as const;
const actionKeyOf = new Map<string, (typeof actionKeys)[keyof typeof actionKeys]>(Object.entries(actionKeys));

function HistoryTable({ user }: { user: AdminUser }) {
  const { t } = useTranslation();
  const dates = useDateFormat();
  const history = useUserHistory(user.userId);
  const actionText = (action: string) => {
    const key = actionKeyOf.get(action);
    return key ? t(`adminUsers.history.actions.${key}`) : action;
  };
  if (history.isPending) return <Loader size="sm" aria-label={t('adminUsers.history.loading')} />;
  if (history.isError)
    return (
      <Alert color="red" variant="light" role="alert">
        {history.error.message}
      </Alert>
    );
  if (history.data.items.length === 0) return <Text c="dimmed">{t('adminUsers.history.empty')}</Text>;
  return (
    <Table striped aria-label={t('adminUsers.history.title', { name: user.displayName || user.email })}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('adminUsers.history.when')}</Table.Th>
          <Table.Th>{t('adminUsers.history.what')}</Table.Th>
          <Table.Th>{t('adminUsers.history.who')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {history.data.items.map((entry) => (
          <Table.Tr key={entry.id}>
            <Table.Td>{dates.formatDateTime(entry.occurredAt)}</Table.Td>
            <Table.Td>{actionText(entry.action)}</Table.Td>
            <Table.Td>
              {entry.actor ? entry.actor.displayName || entry.actor.email : t('adminUsers.history.system')}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/** A user's history: every admin change to the user (status, invitations, company groups), who and when. */
export function UserHistoryDialog({ user, onClose }: { user: AdminUser | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={user !== null}
      onClose={onClose}
      title={user ? t('adminUsers.history.title', { name: user.displayName || user.email }) : ''}
      size="lg"
      closeButtonProps={{ 'aria-label': t('adminUsers.bulk.close') }}
    >
      {user && <HistoryTable user={user} />}
    </Modal>
  );
}
