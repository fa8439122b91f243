import type { AdminUser } from '@connect/contracts/admin/admin.schemas';
import { Button, Group, NativeSelect, Stack, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useMutation } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { DataGrid } from '@/components/data-grid/data-grid';
import type { GridColumn, GridRowAction } from '@/components/data-grid/grid-types';
import { Icon } from '@/components/icons';
import { ApiError } from '@/lib/api-client';
import { notifyError, notifySuccess } from '@/lib/notify';
import { impersonateUser } from '@/lib/session/api/impersonate-user';
import { startImpersonation } from '@/lib/session/session-actions';
import { adminKeys } from '../api/admin-keys';
import { getAdminUsers, type AdminUsersRequest } from '../api/get-admin-users';
import { useSendUserPasswordReset } from '../api/send-user-password-reset';
import { useSetUserStatus } from '../api/set-user-status';
import { useKnownCompanies } from '../hooks/use-known-companies';
import { BulkInviteDialog } from './bulk-invite-dialog';
import { InviteDialog } from './invite-dialog';
import { UserHistoryDialog } from './user-history-dialog';
import { UserPermissionsDialog } from './user-permissions-dialog';
import { ResetMfaDialog } from './reset-mfa-dialog';
import { UsersExport } from './users-export';
import { TextBadge } from '@/components/text-badge';

const statusColors = { active: 'green', invited: 'blue', disabled: 'gray' } as const;
const showError = (error: unknown) => notifyError(error instanceof ApiError ? error.message : String(error));

type QuickFilters = Pick<AdminUsersRequest, 'search' | 'companyCode' | 'userType' | 'status'>;

/** Users: search and quick filters above the shared grid (server mode, saved settings, exports, row actions). */
export function UsersTab() {
  const { t } = useTranslation();
  // The admin home links here with a quick filter set (`?status=invited`, `?search=<e-mail>`).
  const [params] = useSearchParams();
  const linkedStatus = params.get('status');
  const [search, setSearch] = useState(params.get('search') ?? '');
  const [debouncedSearch] = useDebouncedValue(search.trim(), 300);
  const [companyCode, setCompanyCode] = useState('');
  const [userType, setUserType] = useState<'' | 'CUSTOMER' | 'EMPLOYEE' | 'ADMIN'>('');
  const [status, setStatus] = useState<'' | 'invited' | 'active' | 'disabled'>(
    linkedStatus === 'invited' || linkedStatus === 'active' || linkedStatus === 'disabled' ? linkedStatus : '',
  );
  const [inviting, setInviting] = useState(false);
  const [bulkInviting, setBulkInviting] = useState(false);
  const [historyOf, setHistoryOf] = useState<AdminUser | null>(null);
  const [permissionsOf, setPermissionsOf] = useState<AdminUser | null>(null);
  const [resettingMfa, setResettingMfa] = useState<AdminUser | null>(null);
  const companies = useKnownCompanies();
  const setUserStatus = useSetUserStatus();
  const sendReset = useSendUserPasswordReset();
  const impersonate = useMutation({ mutationFn: impersonateUser, onSuccess: startImpersonation, onError: showError });

  const quick: QuickFilters = {
    search: debouncedSearch || undefined,
    companyCode: companyCode || undefined,
    userType: userType || undefined,
    status: status || undefined,
  };

  const columns = useMemo<GridColumn<AdminUser>[]>(
    () => [
      {
        field: 'displayName',
        title: t('admin.columns.name'),
        filter: { type: 'text' },
        width: 200,
        accessor: (u) => u.displayName || '—',
      },
      { field: 'email', title: t('admin.columns.email'), filter: { type: 'text' }, width: 280 },
      {
        field: 'userType',
        title: t('admin.columns.type'),
        width: 150,
        replace: { CUSTOMER: t('admin.types.CUSTOMER'), EMPLOYEE: t('admin.types.EMPLOYEE') },
        filter: {
          type: 'dropdown',
          options: [
            { value: 'CUSTOMER', label: t('admin.types.CUSTOMER') },
            { value: 'EMPLOYEE', label: t('admin.types.EMPLOYEE') },
          ],
        },
        render: (u) => (
          <Group gap={4} wrap="nowrap">
            {t(`admin.types.${u.userType}`)}
            {u.admin && (
              <TextBadge size="xs" variant="light">
                {t('admin.types.ADMIN')}
              </TextBadge>
            )}
          </Group>
        ),
      },
      { field: 'admin', title: t('admin.types.ADMIN'), type: 'boolean', width: 90, hiddenByDefault: true },
      {
        field: 'companies',
        title: t('admin.columns.companies'),
        filter: { type: 'text' },
        width: 220,
        accessor: (u) => u.companies.map((c) => c.companyCode).join(', ') || '—',
      },
      {
        field: 'status',
        title: t('admin.columns.status'),
        type: 'capsule',
        width: 120,
        capsuleColors: statusColors,
        replace: {
          active: t('admin.statuses.active'),
          invited: t('admin.statuses.invited'),
          disabled: t('admin.statuses.disabled'),
        },
        filter: {
          type: 'dropdown',
          options: (['active', 'invited', 'disabled'] as const).map((s) => ({
            value: s,
            label: t(`admin.statuses.${s}`),
          })),
        },
      },
      {
        field: 'createdAt',
        title: t('admin.columns.created'),
        type: 'date',
        width: 130,
        filter: { type: 'date', range: true },
      },
    ],
    [t],
  );

  const rowActions = useMemo<GridRowAction<AdminUser>[]>(
    () => [
      { label: t('adminUsers.history.open'), onClick: (u) => setHistoryOf(u) },
      {
        label: t('adminUsers.permissions.open'),
        hidden: (u) => u.companies.length === 0,
        onClick: (u) => setPermissionsOf(u),
      },
      {
        label: t('admin.enable'),
        hidden: (u) => u.status !== 'disabled',
        onClick: (u) =>
          setUserStatus.mutate(
            { userId: u.userId, status: 'active' },
            { onSuccess: (r) => notifySuccess(r.message), onError: showError },
          ),
      },
      {
        label: t('admin.disable'),
        color: 'red',
        hidden: (u) => u.status === 'disabled',
        onClick: (u) =>
          setUserStatus.mutate(
            { userId: u.userId, status: 'disabled' },
            { onSuccess: (r) => notifySuccess(r.message), onError: showError },
          ),
      },
      {
        label: t('admin.sendReset'),
        onClick: (u) => sendReset.mutate(u.userId, { onSuccess: (r) => notifySuccess(r.message), onError: showError }),
      },
      {
        label: t('mfa.admin.reset'),
        color: 'red',
        hidden: (u) => u.status !== 'active',
        onClick: (u) => setResettingMfa(u),
      },
      {
        label: t('admin.impersonate'),
        hidden: (u) => !(u.userType === 'CUSTOMER' && !u.admin && u.status === 'active'),
        onClick: (u) => impersonate.mutate(u.userId),
      },
    ],
    [t, setUserStatus, sendReset, impersonate],
  );

  return (
    <Stack>
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <Group align="flex-end" wrap="wrap" gap="sm">
          <TextInput
            label={t('admin.search')}
            placeholder={t('admin.searchPlaceholder')}
            leftSection={<Icon name="search" size={16} />}
            value={search}
            onChange={(event) => setSearch(event.currentTarget.value)}
            w={240}
          />
          <NativeSelect
            label={t('admin.company')}
            value={companyCode}
            onChange={(event) => setCompanyCode(event.currentTarget.value)}
            data={[
              { value: '', label: t('admin.allCompanies') },
              ...(companies.data ?? []).map((c) => ({ value: c.companyCode, label: `${c.name} (${c.companyCode})` })),
            ]}
            w={240}
          />
          <NativeSelect
            label={t('admin.userType')}
            value={userType}
            onChange={(event) => setUserType(event.currentTarget.value as typeof userType)}
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
            onChange={(event) => setStatus(event.currentTarget.value as typeof status)}
            data={[
              { value: '', label: t('admin.all') },
              { value: 'active', label: t('admin.statuses.active') },
              { value: 'invited', label: t('admin.statuses.invited') },
              { value: 'disabled', label: t('admin.statuses.disabled') },
            ]}
            w={150}
          />
        </Group>
        <Group gap="sm">
          <Button variant="default" onClick={() => setBulkInviting(true)}>
            {t('adminUsers.bulk.open')}
          </Button>
          <Button onClick={() => setInviting(true)}>{t('admin.invite')}</Button>
        </Group>
      </Group>

      <DataGrid<AdminUser>
        mode="server"
        label={t('admin.usersTable')}
        gridKey="admin-users"
        columns={columns}
        getRowId={(u) => u.userId}
        getRowLabel={(u) => u.displayName || u.email}
        queryKey={adminKeys.userList(quick)}
        fetchPage={(request, signal) => getAdminUsers({ ...quick, ...request }, signal)}
        rowActions={rowActions}
        toolbar={(api) => <UsersExport api={api} quick={quick} title={t('admin.usersTable')} />}
      />
      <ResetMfaDialog user={resettingMfa} onClose={() => setResettingMfa(null)} />
      <InviteDialog opened={inviting} onClose={() => setInviting(false)} companies={companies.data ?? []} />
      <BulkInviteDialog opened={bulkInviting} onClose={() => setBulkInviting(false)} />
      <UserHistoryDialog user={historyOf} onClose={() => setHistoryOf(null)} />
      <UserPermissionsDialog user={permissionsOf} onClose={() => setPermissionsOf(null)} />
    </Stack>
  );
}
