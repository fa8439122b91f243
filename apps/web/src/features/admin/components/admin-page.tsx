import { Anchor, Group, Stack, Tabs, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { paths } from '@/lib/paths';
import { IntegrationKeysTab } from './integration-keys-tab';
import { MailOutboxTab } from './mail-outbox-tab';
import { SmsOutboxTab } from './sms-outbox-tab';
import { CompanyGroupsTab } from './company-groups-tab';
import { CompanySignInTab } from './company-sign-in-tab';
import { SsoTab } from './sso/sso-tab';
import { InvitationsTab } from './invitations-tab';
import { UsersTab } from './users-tab';

const tabs = ['users', 'invitations', 'groups', 'outbox', 'sms', 'sign-in', 'sso', 'integration'] as const;
type AdminTab = (typeof tabs)[number];
const isTab = (value: string | null): value is AdminTab => tabs.includes(value as AdminTab);

/** /u/admin (admins): user management, company groups, the mail and SMS outboxes and the integration API keys. */
export function AdminPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab: AdminTab = isTab(requested) ? requested : 'users';
  return (
    <Stack>
      <Group justify="space-between" align="baseline">
        <Title order={1}>{t('admin.heading')}</Title>
        <Anchor component={Link} to={paths.admin.home.path}>
          {t('adminHome.title')}
        </Anchor>
      </Group>
      <Tabs
        value={tab}
        onChange={(value) => setParams(isTab(value) && value !== 'users' ? { tab: value } : {}, { replace: true })}
        keepMounted={false}
      >
        <Tabs.List>
          <Tabs.Tab value="users">{t('admin.tabs.users')}</Tabs.Tab>
          <Tabs.Tab value="invitations">{t('adminUsers.invitations.tab')}</Tabs.Tab>
          <Tabs.Tab value="groups">{t('adminUsers.groups.tab')}</Tabs.Tab>
          <Tabs.Tab value="outbox">{t('admin.tabs.outbox')}</Tabs.Tab>
          <Tabs.Tab value="sms">{t('mfa.admin.smsOutbox')}</Tabs.Tab>
          <Tabs.Tab value="sign-in">{t('mfa.admin.signInTab')}</Tabs.Tab>
          <Tabs.Tab value="sso">{t('sso.admin.tab')}</Tabs.Tab>
          <Tabs.Tab value="integration">{t('integrationKeys.tab')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="users" pt="md">
          <UsersTab />
        </Tabs.Panel>
        <Tabs.Panel value="invitations" pt="md">
          <InvitationsTab />
        </Tabs.Panel>
        <Tabs.Panel value="groups" pt="md">
          <CompanyGroupsTab />
        </Tabs.Panel>
        <Tabs.Panel value="outbox" pt="md">
          <MailOutboxTab />
        </Tabs.Panel>
        <Tabs.Panel value="sms" pt="md">
          <SmsOutboxTab />
        </Tabs.Panel>
        <Tabs.Panel value="sign-in" pt="md">
          <CompanySignInTab />
        </Tabs.Panel>
        <Tabs.Panel value="sso" pt="md">
          <SsoTab />
        </Tabs.Panel>
        <Tabs.Panel value="integration" pt="md">
          <IntegrationKeysTab />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
