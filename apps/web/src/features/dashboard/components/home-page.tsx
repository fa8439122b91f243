import { Anchor, Card, Group, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Icon } from '../../../components/icons';
import { useNavigation } from '../../../lib/navigation-context';
import { paths } from '../../../lib/paths';
import { useCompanies } from '../../../lib/session/api/get-companies';
import { effectiveUser, useSession } from '../../../lib/session/session-store';
import { userKeyOf } from '../../../lib/session/tenant-key';
import { TextBadge } from '../../../components/text-badge';
import { hasPermission } from '../../../lib/permissions';
import { useReviewQueueCount } from '../api/review-queue';

/**
 * Home (/): a greeting, the selected company, and one card per area the user's permissions open. Cards of
 * areas whose screens exist link to them; the others say what the area holds. No invented figures. The
 * forwarder's staff (acting as themselves) get the bookings waiting for their review; nobody is offered a search
 * they cannot run (issue #23 items 3, 4).
 */
export function HomePage() {
  const { t } = useTranslation();
  const session = useSession();
  const navigation = useNavigation();
  const acting = effectiveUser(session);
  const sessionKey = userKeyOf(session);
  const companies = useCompanies(sessionKey, session.status === 'signed-in');
  const reviewer = Boolean(acting?.staff) && !session.impersonation;
  const reviewQueue = useReviewQueueCount(sessionKey, session.status === 'signed-in' && reviewer);
  if (!acting) return null;
  const canTrack = !acting.admin && hasPermission(acting.permissions, 'shipment');

  const company = companies.data?.find((c) => c.type === 'COMPANY' && c.companyCode === acting.selectedCompany);
  const companyText = company
    ? `${company.name} (${company.companyCode})`
    : (acting.selectedCompany ?? t('home.noCompany'));
  const areas = navigation
    .menuFor({ signedIn: true, admin: acting.admin, permissions: acting.permissions }, { includeNotYet: true })
    .filter((item) => item.key !== 'home');

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1}>{t('home.greeting', { name: acting.displayName })}</Title>
        <Text c="dimmed">
          {acting.companyGroup
            ? t('home.selectedCompanyInGroup', { company: companyText, group: acting.companyGroup.groupName })
            : t('home.selectedCompany', { company: companyText })}
        </Text>
      </Stack>

      <section aria-labelledby="home-areas">
        <Title order={2} size="h3" id="home-areas" mb="sm">
          {t('home.yourAreas')}
        </Title>
        {reviewer && (
          <Card withBorder radius="md" padding="lg" component="article" mb="md" maw={480}>
            <Group gap="sm" mb="xs" wrap="nowrap">
              <ThemeIcon variant="light" size="lg" radius="md">
                <Icon name="booking" />
              </ThemeIcon>
              <Title order={3} size="h4">
                <Anchor component={Link} to={paths.bookings.dashboard()} inherit>
                  {t('home.reviewTitle')}
                </Anchor>
              </Title>
            </Group>
            <Text size="sm">
              {reviewQueue.data === undefined
                ? reviewQueue.isError
                  ? t('home.reviewUnknown')
                  : t('home.reviewLoading')
                : t('home.reviewCount', { count: reviewQueue.data })}
            </Text>
          </Card>
        )}
        {areas.length === 0 ? (
          <Text>{acting.staff ? t('home.staffHint') : t('home.noAreas')}</Text>
        ) : (
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
            {areas.map((item) => (
              <Card key={item.key} withBorder radius="md" padding="lg" component="article">
                <Group gap="sm" mb="xs" wrap="nowrap">
                  <ThemeIcon variant="light" size="lg" radius="md">
                    <Icon name={item.icon} />
                  </ThemeIcon>
                  <Title order={3} size="h4">
                    {item.available ? (
                      <Anchor component={Link} to={item.link} inherit>
                        {t(item.labelKey)}
                      </Anchor>
                    ) : (
                      t(item.labelKey)
                    )}
                  </Title>
                </Group>
                <Text size="sm">{item.key !== 'home' && t(`home.areaDescriptions.${item.key}`)}</Text>
                {!item.available && (
                  <TextBadge variant="light" color="gray" mt="sm">
                    {t('home.notYetAvailable')}
                  </TextBadge>
                )}
              </Card>
            ))}
          </SimpleGrid>
        )}
      </section>

      <section aria-labelledby="home-account">
        <Title order={2} size="h3" id="home-account" mb="sm">
          {t('home.account')}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
          <Card withBorder radius="md" padding="lg" component="article">
            <Group gap="sm" mb="xs" wrap="nowrap">
              <ThemeIcon variant="light" size="lg" radius="md">
                <Icon name="user" />
              </ThemeIcon>
              <Title order={3} size="h4">
                <Anchor component={Link} to={paths.myProfile()} inherit>
                  {t('shell.myProfile')}
                </Anchor>
              </Title>
            </Group>
            <Text size="sm">{t('home.profileDescription')}</Text>
          </Card>
          {canTrack && (
            <Card withBorder radius="md" padding="lg" component="article">
              <Group gap="sm" mb="xs" wrap="nowrap">
                <ThemeIcon variant="light" size="lg" radius="md">
                  <Icon name="search" />
                </ThemeIcon>
                <Title order={3} size="h4">
                  {t('home.findShipment')}
                </Title>
              </Group>
              <Text size="sm">{t('home.findShipmentDescription')}</Text>
            </Card>
          )}
        </SimpleGrid>
      </section>
    </Stack>
  );
}
