import { Badge, Group, Loader, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useCompanyUsers } from '../api/company-profile';

/** The selected company's users and their permissions there, read-only (/customer-profile). */
export function CompanyUsersTable({ sessionKey, companyName }: { sessionKey: string; companyName: string }) {
  const { t } = useTranslation();
  const users = useCompanyUsers(sessionKey);
  if (users.isPending) return <Loader aria-label={t('app.loader')} />;
  if (users.error) return <Text role="alert">{users.error.message}</Text>;
  if (users.data.length === 0) return <Text c="dimmed">{t('profile.users.none')}</Text>;
  return (
    <Table.ScrollContainer minWidth={600}>
      <Table striped aria-label={t('profile.users.table', { company: companyName })}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('profile.users.name')}</Table.Th>
            <Table.Th>{t('profile.users.email')}</Table.Th>
            <Table.Th>{t('profile.users.status')}</Table.Th>
            <Table.Th>{t('profile.users.permissions')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {users.data.map((user) => (
            <Table.Tr key={user.email}>
              <Table.Td>{user.displayName}</Table.Td>
              <Table.Td>{user.email}</Table.Td>
              <Table.Td>{t(`profile.users.status_${user.status}`)}</Table.Td>
              <Table.Td>
                <Group gap={4}>
                  {user.permissions.map((permission) => (
                    <Badge key={permission} variant="light" size="sm" tt="none">
                      {permission}
                    </Badge>
                  ))}
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
