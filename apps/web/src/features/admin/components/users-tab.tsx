import type { AdminUser, AdminUsersQuery } from '@connect/contracts/admin/admin.schemas';
import { messages } from '@connect/contracts/errors/messages';
import {
  ActionIcon,
  Badge,
  Button,
  Group,
  Loader,
  Menu,
  NativeSelect,
  Pagination,
  Stack,
  Table,
  Text,
  TextInput,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/icons';
import { ApiError } from '../../../lib/api-client';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { impersonateUser } from '../../../lib/session/api/impersonate-user';
import { startImpersonation } from '../../../lib/session/session-actions';
import { useAdminUsers } from '../api/get-admin-users';
import { useSendUserPasswordReset } from '../api/send-user-password-reset';
import { useSetUserStatus } from '../api/set-user-status';
import { useKnownCompanies } from '../hooks/use-known-companies';
import { InviteDialog } from './invite-dialog';

const pageSize = 20;
const statusColors = { active: 'green', invited: 'blue', disabled: 'gray' } as const;

const showError = (error: unknown) => notifyError(error instanceof ApiError ? error.message : String(error));

function RowActions({ user }: { user: AdminUser }) {
  const { t } = useTranslation();
  const setStatus = useSetUserStatus();
  const sendReset = useSendUserPasswordReset();
  const impersonate = useMutation({ mutationFn: impersonateUser, onSuccess: startImpersonation, onError: showError });
  const canImpersonate = user.userType === 'CUSTOMER' && !user.admin && user.status === 'active';
  return (
    <Menu position="bottom-end" withinPortal shadow="md">
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" aria-label={t('admin.actionsFor', { name: user.displayName })}>
          <Icon name="menu" size={18} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        {user.status === 'disabled' ? (
          <Menu.Item
            onClick={() =>
              setStatus.mutate(
                { userId: user.userId, status: 'active' },
                { onSuccess: (r) => notifySuccess(r.message), onError: showError },
              )
            }
          >
            {t('admin.enable')}
          </Menu.Item>
        ) : (
          <Menu.Item
            color="red"
            onClick={() =>
              setStatus.mutate(
                { userId: user.userId, status: 'disabled' },
                { onSuccess: (r) => notifySuccess(r.message), onError: showError },
              )
            }
          >
            {t('admin.disable')}
          </Menu.Item>
        )}
        <Menu.Item
          onClick={() =>
            sendReset.mutate(user.userId, { onSuccess: (r) => notifySuccess(r.message), onError: showError })
          }
        >
          {t('admin.sendReset')}
        </Menu.Item>
        {canImpersonate && (
          <Menu.Item
            leftSection={<Icon name="impersonate" size={16} />}
            onClick={() => impersonate.mutate(user.userId)}
          >
            {t('admin.impersonate')}
          </Menu.Item>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}

/** Users: search, filters (company, user type, status), server paging, and the row actions. */
export function UsersTab() {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [debouncedSearch] = useDebouncedValue(search.trim(), 300);
  const [companyCode, setCompanyCode] = useState('');
  const [userType, setUserType] = useState<'' | 'CUSTOMER' | 'EMPLOYEE' | 'ADMIN'>('');
  const [status, setStatus] = useState<'' | 'invited' | 'active' | 'disabled'>('');
  const [pageNumber, setPageNumber] = useState(1);
  const [inviting, setInviting] = useState(false);
  const companies = useKnownCompanies();

  const query: AdminUsersQuery = {
    search: debouncedSearch || undefined,
    companyCode: companyCode || undefined,
    userType: userType || undefined,
    status: status || undefined,
    pageNumber,
    pageSize,
  };
  const users = useAdminUsers(query);
  const pages = Math.max(1, Math.ceil((users.data?.total ?? 0) / pageSize));
  const resetPage = () => setPageNumber(1);

  return (
    <Stack>
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <Group align="flex-end" wrap="wrap" gap="sm">
          <TextInput
            label={t('admin.search')}
            placeholder={t('admin.searchPlaceholder')}
            leftSection={<Icon name="search" size={16} />}
            value={search}
            onChange={(event) => {
              setSearch(event.currentTarget.value);
              resetPage();
            }}
            w={240}
          />
          <NativeSelect
            label={t('admin.company')}
            value={companyCode}
            onChange={(event) => {
              setCompanyCode(event.currentTarget.value);
              resetPage();
            }}
            data={[
              { value: '', label: t('admin.allCompanies') },
              ...(companies.data ?? []).map((c) => ({ value: c.companyCode, label: `${c.name} (${c.companyCode})` })),
            ]}
            w={240}
          />
          <NativeSelect
            label={t('admin.userType')}
            value={userType}
            onChange={(event) => {
              setUserType(event.currentTarget.value as typeof userType);
              resetPage();
            }}
            data={[
              { value: '', label: t('admin.all') },
              { value: 'CUSTOMER', label: t('admin.types.CUSTOMER') },
              { value: 'EMPLOYEE', label: t('admin.types.EMPLOYEE') },
              { value: 'ADMIN', label: t('admin.types.ADMIN') },
            ]}
            w={150}
          />
          <NativeSelect
            label={t('admin.status')}
            value={status}
            onChange={(event) => {
              setStatus(event.currentTarget.value as typeof status);
              resetPage();
            }}
            data={[
              { value: '', label: t('admin.all') },
              { value: 'active', label: t('admin.statuses.active') },
              { value: 'invited', label: t('admin.statuses.invited') },
              { value: 'disabled', label: t('admin.statuses.disabled') },
            ]}
            w={150}
          />
        </Group>
        <Button onClick={() => setInviting(true)}>{t('admin.invite')}</Button>
      </Group>

      {users.isPending ? (
        <Loader aria-label={t('app.loader')} />
      ) : users.error ? (
        <Text role="alert" c="red">
          {users.error instanceof ApiError ? users.error.message : String(users.error)}
        </Text>
      ) : (
        <>
          <Text size="sm" c="dimmed" role="status">
            {t('admin.total', { count: users.data.total })}
          </Text>
          <Table.ScrollContainer minWidth={760}>
            <Table striped highlightOnHover aria-label={t('admin.usersTable')}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('admin.columns.name')}</Table.Th>
                  <Table.Th>{t('admin.columns.email')}</Table.Th>
                  <Table.Th>{t('admin.columns.type')}</Table.Th>
                  <Table.Th>{t('admin.columns.companies')}</Table.Th>
                  <Table.Th>{t('admin.columns.status')}</Table.Th>
                  <Table.Th>
                    <span className="visually-hidden">{t('admin.columns.actions')}</span>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {users.data.items.length === 0 && (
                  <Table.Tr>
                    <Table.Td colSpan={6}>{messages.noRecordsFound}</Table.Td>
                  </Table.Tr>
                )}
                {users.data.items.map((user) => (
                  <Table.Tr key={user.userId}>
                    <Table.Td>{user.displayName || '—'}</Table.Td>
                    <Table.Td>{user.email}</Table.Td>
                    <Table.Td>
                      <Group gap={4} wrap="nowrap">
                        {t(`admin.types.${user.userType}`)}
                        {user.admin && (
                          <Badge size="xs" variant="light">
                            {t('admin.types.ADMIN')}
                          </Badge>
                        )}
                      </Group>
                    </Table.Td>
                    <Table.Td>{user.companies.map((c) => c.companyCode).join(', ') || '—'}</Table.Td>
                    <Table.Td>
                      <Badge variant="light" color={statusColors[user.status]}>
                        {t(`admin.statuses.${user.status}`)}
                      </Badge>
                    </Table.Td>
                    <Table.Td>
                      <RowActions user={user} />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          {pages > 1 && (
            <Pagination
              total={pages}
              value={pageNumber}
              onChange={setPageNumber}
              getControlProps={(control) => ({
                'aria-label':
                  control === 'previous'
                    ? t('common.previousPage')
                    : control === 'next'
                      ? t('common.nextPage')
                      : undefined,
              })}
            />
          )}
        </>
      )}
      <InviteDialog opened={inviting} onClose={() => setInviting(false)} companies={companies.data ?? []} />
    </Stack>
  );
}
