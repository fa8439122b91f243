import type { UserListItem } from '@connect/contracts/impersonation/impersonation.schemas';
import { Alert, Button, Group, Loader, Modal, Radio, ScrollArea, Stack, Text, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '@/components/icons';
import { ApiError } from '@/lib/api-client';
import { impersonateUser } from '@/lib/session/api/impersonate-user';
import { startImpersonation } from '@/lib/session/session-actions';
import { useImpersonationUsers } from '../api/get-impersonation-users';

const shownAtMost = 50;

function matches(user: UserListItem, search: string): boolean {
  if (!search) return true;
  const needle = search.toLowerCase();
  return [user.displayName, user.email, ...user.companyCodes, ...user.companyNames].some((value) =>
    value.toLowerCase().includes(needle),
  );
}

function ImpersonateForm({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const users = useImpersonationUsers(true);
  const [search, setSearch] = useState('');
  const deferredSearch = useDeferredValue(search.trim());
  const [selected, setSelected] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const impersonate = useMutation({
    mutationFn: impersonateUser,
    onSuccess: (response) => {
      onClose();
      startImpersonation(response);
    },
    onError: (error) => setProblem(error instanceof ApiError ? error.message : String(error)),
  });

  const all = users.data ?? [];
  const found = all.filter((user) => matches(user, deferredSearch));
  const shown = found.slice(0, shownAtMost);

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (!selected) {
          setProblem(t('errors.pleaseSelectAtleastOneUser'));
          return;
        }
        setProblem(null);
        impersonate.mutate(selected);
      }}
    >
      <Stack>
        <TextInput
          label={t('impersonation.search')}
          placeholder={t('impersonation.searchPlaceholder')}
          leftSection={<Icon name="search" size={16} />}
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
          data-autofocus
        />
        {problem && (
          <Alert color="red" variant="light" role="alert">
            {problem}
          </Alert>
        )}
        {users.isPending ? (
          <Loader aria-label={t('app.loader')} />
        ) : users.error ? (
          <Alert color="red" variant="light" role="alert">
            {users.error instanceof ApiError ? users.error.message : String(users.error)}
          </Alert>
        ) : (
          <Radio.Group
            label={t('impersonation.users')}
            description={t('impersonation.showing', { shown: shown.length, total: found.length })}
            value={selected}
            onChange={(value) => {
              setSelected(value);
              setProblem(null);
            }}
          >
            <ScrollArea.Autosize mah={320} type="auto" mt="xs">
              <Stack gap="xs" py={4}>
                {shown.length === 0 && <Text c="dimmed">{t('errors.noRecordsFound')}</Text>}
                {shown.map((user) => (
                  <Radio
                    key={user.userId}
                    value={user.userId}
                    label={user.displayName}
                    description={`${user.email} · ${user.companyNames.join(', ') || '—'}`}
                  />
                ))}
              </Stack>
            </ScrollArea.Autosize>
          </Radio.Group>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={impersonate.isPending}>
            {t('impersonation.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** The impersonate dialog of spec 1 §2 (staff who are not impersonating). */
export function ImpersonateDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal opened={opened} onClose={onClose} title={t('impersonation.title')} size="lg">
      {opened && <ImpersonateForm onClose={onClose} />}
    </Modal>
  );
}
