import { Stack, Tabs, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { MailOutboxTab } from './mail-outbox-tab';
import { UsersTab } from './users-tab';

/** /u/admin (admins): user management and the mail outbox. */
export function AdminPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'outbox' ? 'outbox' : 'users';
  return (
    <Stack>
      <Title order={1}>{t('admin.heading')}</Title>
      <Tabs
        value={tab}
        onChange={(value) => setParams(value === 'outbox' ? { tab: 'outbox' } : {}, { replace: true })}
        keepMounted={false}
      >
        <Tabs.List>
          <Tabs.Tab value="users">{t('admin.tabs.users')}</Tabs.Tab>
          <Tabs.Tab value="outbox">{t('admin.tabs.outbox')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="users" pt="md">
          <UsersTab />
        </Tabs.Panel>
        <Tabs.Panel value="outbox" pt="md">
          <MailOutboxTab />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
