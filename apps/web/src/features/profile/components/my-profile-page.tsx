import { Alert, Card, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useConfiguration } from '../../../lib/configuration-context';
import { ApiError } from '../../../lib/api-client';
import { useSession } from '../../../lib/session/session-store';
import { useProfile } from '../api/get-profile';
import { ChangePasswordForm } from './change-password-form';
import { EmailChangeSection } from './email-change/email-change-section';
import { InviteColleaguesSection } from './invites/invite-colleagues-section';
import { SessionsPanel } from './sessions/sessions-panel';
import { NotificationSettings } from './notifications/notification-settings';
import { MultiFactorSection } from './security/multi-factor-section';
import { tenantKeyOf } from '../../../lib/session/tenant-key';

function Detail({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text component="dt" size="sm" c="dimmed">
        {label}
      </Text>
      <Text component="dd" m={0} fw={500}>
        {value}
      </Text>
    </div>
  );
}

/** /my-profile: the profile of whoever the portal acts as, and the password change. */
export function MyProfilePage() {
  const { t } = useTranslation();
  const configuration = useConfiguration();
  const session = useSession();
  const sessionKey = tenantKeyOf(session);
  const profile = useProfile(sessionKey);

  const localeName = (code: string) =>
    configuration.activeLocales.find((locale) => locale.locale_code === code)?.locale_name ?? code;
  const timeout = (seconds: number) => {
    const option = configuration.inactivity.options.find((o) => o.Seconds === seconds);
    return option ? t('profile.hours', { count: option.Hours }) : t('profile.seconds', { count: seconds });
  };

  return (
    <Stack gap="lg">
      <Title order={1}>{t('profile.heading')}</Title>
      <Card withBorder padding="lg" radius="md" component="section" aria-labelledby="profile-details">
        <Title order={2} size="h3" id="profile-details" mb="md">
          {t('profile.details')}
        </Title>
        {profile.isPending ? (
          <Loader aria-label={t('app.loader')} />
        ) : profile.error ? (
          <Alert color="red" variant="light" role="alert">
            {profile.error instanceof ApiError ? profile.error.message : String(profile.error)}
          </Alert>
        ) : (
          <SimpleGrid component="dl" cols={{ base: 1, sm: 2 }} spacing="md" m={0}>
            <Detail label={t('profile.displayName')} value={profile.data.displayName} />
            <Detail label={t('profile.email')} value={profile.data.email} />
            <Detail label={t('profile.locale')} value={localeName(profile.data.locale)} />
            <Detail label={t('profile.timezone')} value={profile.data.timezone} />
            <Detail label={t('profile.inactivityTimeout')} value={timeout(profile.data.inactivityTimeout)} />
            <Detail
              label={t('profile.company')}
              value={
                profile.data.company
                  ? `${profile.data.company.name} (${profile.data.company.companyCode})`
                  : t('profile.noCompany')
              }
            />
          </SimpleGrid>
        )}
      </Card>
      <NotificationSettings />
      <MultiFactorSection />
      <Card withBorder padding="lg" radius="md" component="section" aria-labelledby="profile-password">
        <Title order={2} size="h3" id="profile-password" mb="md">
          {t('profile.changePassword')}
        </Title>
        <ChangePasswordForm impersonating={Boolean(session.impersonation)} />
      </Card>
      <EmailChangeSection />
      <SessionsPanel />
      <InviteColleaguesSection />
    </Stack>
  );
}
