import { Alert, Anchor, Card, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApiError } from '@/lib/api-client';
import { paths } from '@/lib/paths';
import { effectiveUser, useSession } from '@/lib/session/session-store';
import { tenantKeyOf } from '@/lib/session/tenant-key';
import { useProfile } from '../api/get-profile';
import { ClearCacheButton, ResetPasswordButton } from './account-actions';
import { ChangePasswordForm } from './change-password-form';
import { EmailChangeSection } from './email-change/email-change-section';
import { InviteColleaguesSection } from './invites/invite-colleagues-section';
import { SessionsPanel } from './sessions/sessions-panel';
import { NotificationSettings } from './notifications/notification-settings';
import { MultiFactorSection } from './security/multi-factor-section';
import { CompanyTabs } from './company-tabs';
import { DisplayNameField } from './display-name-field';
import { PreferencesForm } from './preferences-form';
import { ProfileAvatar } from './profile-avatar';

/**
 * /my-profile (spec 1 §2): avatar, display name, preferences, the sections of the other profile areas
 * (multi-factor sign-in, notifications, sessions, invitations), the company tabs and the account actions.
 */
export function MyProfilePage() {
  const { t } = useTranslation();
  const session = useSession();
  const sessionKey = tenantKeyOf(session);
  const profile = useProfile(sessionKey);
  const impersonating = Boolean(session.impersonation);
  const me = effectiveUser(session);
  const hasCompany = Boolean(me?.selectedCompany);

  if (profile.isPending) return <Loader aria-label={t('app.loader')} />;
  if (profile.error) {
    return (
      <Alert color="red" variant="light" role="alert">
        {profile.error instanceof ApiError ? profile.error.message : String(profile.error)}
      </Alert>
    );
  }
  const data = profile.data;
  const groupUser = data.companySelection === 'COMPANYGROUP';

  return (
    <Stack gap="lg">
      <Title order={1}>{t('profile.heading')}</Title>
      <Card withBorder padding="lg" radius="md" component="section" aria-labelledby="profile-details">
        <Title order={2} size="h3" id="profile-details" mb="md">
          {t('profile.details')}
        </Title>
        <Stack gap="lg">
          <Group align="flex-start" gap="xl">
            <ProfileAvatar sessionKey={sessionKey} name={data.displayName} />
            <Stack gap="xs">
              <DisplayNameField key={data.displayName} name={data.displayName} />
              <div>
                <Text size="sm" c="dimmed">
                  {t('profile.email')}
                </Text>
                <Text>{data.email}</Text>
              </div>
              <div>
                <Text size="sm" c="dimmed">
                  {t('profile.company')}
                </Text>
                <Text>
                  {data.company ? `${data.company.name} (${data.company.companyCode})` : t('profile.noCompany')}
                </Text>
              </div>
            </Stack>
          </Group>
          <PreferencesForm key={`${data.locale}:${data.inactivityTimeout}`} profile={data} />
          <Group>
            <ClearCacheButton />
            <ResetPasswordButton email={data.email} disabled={impersonating} />
            {hasCompany && (
              <Anchor component={Link} to={paths.customerProfile()}>
                {t('profile.customerProfile.link')}
              </Anchor>
            )}
          </Group>
        </Stack>
      </Card>
      {/* The sections of the other profile areas (multi-factor sign-in, notifications, sessions, invitations). */}
      {hasCompany && (
        <Card withBorder padding="lg" radius="md" component="section" aria-labelledby="profile-company">
          <Title order={2} size="h3" id="profile-company" mb="md">
            {t('profile.tabs.label')}
          </Title>
          <CompanyTabs sessionKey={sessionKey} groupUser={groupUser} />
        </Card>
      )}
      <NotificationSettings />
      <Card withBorder padding="lg" radius="md" component="section" aria-labelledby="profile-password">
        <Title order={2} size="h3" id="profile-password" mb="md">
          {t('profile.changePassword')}
        </Title>
        <ChangePasswordForm impersonating={impersonating} />
      </Card>
      <MultiFactorSection />
      <EmailChangeSection />
      <SessionsPanel />
      <InviteColleaguesSection />
    </Stack>
  );
}
