import { MultiSelect } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { adminKeys } from '@/features/admin/api/admin-keys';
import { getAdminUsers } from '@/features/admin/api/get-admin-users';

/** The users one can address: the admin searches by name or e-mail (active users, 50 at a time). */
export function UserPicker({
  label,
  value,
  onChange,
  error,
  known,
}: {
  label: string;
  value: string[];
  onChange: (ids: string[], labels: Record<string, string>) => void;
  error?: string | undefined;
  known: Record<string, string>;
}) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [term] = useDebouncedValue(search.trim(), 300);
  const users = useQuery({
    queryKey: [...adminKeys.users(), 'picker', term],
    queryFn: ({ signal }) =>
      getAdminUsers({ search: term || undefined, status: 'active', pageNumber: 1, pageSize: 50 }, signal),
  });
  const labels: Record<string, string> = { ...known };
  for (const user of users.data?.items ?? []) labels[user.userId] = `${user.displayName || user.email} <${user.email}>`;
  const data = Object.entries(labels).map(([id, label]) => ({ value: id, label }));
  return (
    <MultiSelect
      label={label}
      withAsterisk
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      data={data}
      value={value}
      onChange={(ids) => onChange(ids, labels)}
      error={error}
      nothingFoundMessage={t('portalMessages.admin.noUsersFound')}
      maxValues={500}
    />
  );
}
