import { Alert, Anchor, Card, Loader, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/lib/paths';
import { effectiveUser, useSession } from '@/lib/session/session-store';
import { tenantKeyOf } from '@/lib/session/tenant-key';
import { useProfile } from '../api/get-profile';
import { CompanyTabs } from './company-tabs';

/**
 * /customer-profile (spec 1 §2): the selected company's own profile — details (editable unless notEditable),
 * contacts, documents and the company's users with their permissions (read-only).
 */
export function CustomerProfilePage() {
  const { t } = useTranslation();
  const session = useSession();
  const sessionKey = tenantKeyOf(session);
  const profile = useProfile(sessionKey);
  const hasCompany = Boolean(effectiveUser(session)?.selectedCompany);
  return (
    <Stack gap="lg">
      <Title order={1}>{t('profile.customerProfile.heading')}</Title>
      <Text c="dimmed">{t('profile.customerProfile.description')}</Text>
      <Anchor component={Link} to={paths.myProfile()}>
        {t('profile.customerProfile.back')}
      </Anchor>
      <Card withBorder padding="lg" radius="md" component="section" aria-label={t('profile.tabs.label')}>
        {!hasCompany ? (
          <Text c="dimmed">{t('profile.noCompany')}</Text>
        ) : profile.isPending ? (
          <Loader aria-label={t('app.loader')} />
        ) : profile.error ? (
          <Alert color="red" variant="light" role="alert">
            {profile.error.message}
          </Alert>
        ) : (
          <CompanyTabs sessionKey={sessionKey} groupUser={profile.data.companySelection === 'COMPANYGROUP'} showUsers />
        )}
      </Card>
    </Stack>
  );
}
