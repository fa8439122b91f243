import type { AdminUser } from '@connect/contracts/admin/admin.schemas';
import { permissionKeys, type PermissionKey } from '@connect/domain/reference/enumerations';
import { Alert, Button, Checkbox, Fieldset, Group, Modal, SimpleGrid, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/lib/api-client';
import { messageText } from '@/lib/message-text';
import { notifySuccess } from '@/lib/notify';
import { useSetUserPermissions } from '../api/user-permissions';

type Checklists = Record<string, PermissionKey[]>;

const isPermissionKey = (key: string): key is PermissionKey => (permissionKeys as readonly string[]).includes(key);
const checklistsOf = (user: AdminUser): Checklists =>
  Object.fromEntries(user.companies.map((c) => [c.companyCode, c.permissions.filter(isPermissionKey)]));

function PermissionsForm({ user, onClose }: { user: AdminUser; onClose: () => void }) {
  const { t } = useTranslation();
  const [checked, setChecked] = useState<Checklists>(() => checklistsOf(user));
  const save = useSetUserPermissions();
  const toggle = (companyCode: string, key: PermissionKey, on: boolean) =>
    setChecked((current) => {
      const list = current[companyCode] ?? [];
      return { ...current, [companyCode]: on ? [...list, key] : list.filter((p) => p !== key) };
    });
  const submit = () =>
    save.mutate(
      {
        userId: user.userId,
        companies: user.companies.map((c) => ({
          companyCode: c.companyCode,
          permissions: checked[c.companyCode] ?? [],
        })),
      },
      {
        onSuccess: (answer) => {
          notifySuccess(messageText(answer));
          onClose();
        },
      },
    );

  if (user.companies.length === 0) return <Text c="dimmed">{t('adminUsers.permissions.noCompanies')}</Text>;
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Stack>
        <Text size="sm" c="dimmed">
          {t('adminUsers.permissions.intro')}
        </Text>
        {user.companies.map((company) => (
          <Fieldset key={company.companyCode} legend={`${company.name} (${company.companyCode})`}>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
              {permissionKeys.map((key) => (
                <Checkbox
                  key={key}
                  label={t(`permissions.${key}`)}
                  checked={(checked[company.companyCode] ?? []).includes(key)}
                  onChange={(event) => toggle(company.companyCode, key, event.currentTarget.checked)}
                />
              ))}
            </SimpleGrid>
          </Fieldset>
        ))}
        {save.error && (
          <Alert color="red" variant="light" role="alert">
            {save.error instanceof ApiError ? save.error.message : String(save.error)}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('adminUsers.groups.cancel')}
          </Button>
          <Button type="submit" loading={save.isPending}>
            {t('adminUsers.permissions.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** A user's permissions per company (issue #17): one checklist of the spec's keys for each of the user's companies. */
export function UserPermissionsDialog({ user, onClose }: { user: AdminUser | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={user !== null}
      onClose={onClose}
      title={user ? t('adminUsers.permissions.title', { name: user.displayName || user.email }) : ''}
      size="lg"
      closeButtonProps={{ 'aria-label': t('adminUsers.bulk.close') }}
    >
      {user && <PermissionsForm key={user.userId} user={user} onClose={onClose} />}
    </Modal>
  );
}
