import { Anchor, Button, Card, Group, SimpleGrid, Stack, Text, ThemeIcon, Title, type CardProps } from '@mantine/core';
import { lazy, Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Icon, type IconName } from '@/components/icons';
import { useNavigation } from '@/lib/navigation-context';
import { paths } from '@/lib/paths';
import { useCompanies } from '@/lib/session/api/get-companies';
import { effectiveUser, useSession } from '@/lib/session/session-store';
import { tenantKeyOf, userKeyOf } from '@/lib/session/tenant-key';
import { TextBadge } from '@/components/text-badge';
import { hasPermission } from '@/lib/permissions';
import { useDashboardWidgets } from '../api/dashboard-widgets';
import { useReviewQueueCount } from '../api/review-queue';
import { BoardFrame, BoardSkeleton } from './board-frame';

/**
 * The widget board with its drag and drop and widgets loads beside the page, so the first paint does not wait. Its
 * code is asked for as soon as this page's code runs (decision 116): it downloads while the greeting renders, not
 * once the page has rendered and the board suspended.
 */
const boardModule = import('./widget-board');
// A failed download is reported where the board renders (its error boundary), not as an unhandled rejection here.
boardModule.catch(() => undefined);
const WidgetBoard = lazy(() => boardModule.then((m) => ({ default: m.WidgetBoard })));

/** The board's frame while its code loads: the same heading, actions (not yet usable), tips and cells. */
function BoardPlaceholder({ tenant, userId }: { tenant: string; userId: string }) {
  const { t } = useTranslation();
  return (
    <BoardFrame
      userId={userId}
      source={undefined}
      actions={
        <>
          <Button variant="default" disabled>
            {t('dashboard.board.addWidget')}
          </Button>
          <Button variant="default" disabled>
            {t('dashboard.board.reset')}
          </Button>
        </>
      }
    >
      <BoardSkeleton tenant={tenant} />
    </BoardFrame>
  );
}

/** One card of the home page: an icon, a title (a link when `to` is given), a line of text and an optional footer. */
function HomeCard({
  icon,
  title,
  to,
  footer,
  children,
  ...card
}: {
  icon: IconName;
  title: string;
  to?: string;
  footer?: ReactNode;
  children: ReactNode;
} & Pick<CardProps, 'mb' | 'maw'>) {
  return (
    <Card withBorder radius="md" padding="lg" component="article" {...card}>
      <Group gap="sm" mb="xs" wrap="nowrap">
        <ThemeIcon variant="light" size="lg" radius="md">
          <Icon name={icon} />
        </ThemeIcon>
        <Title order={3} size="h4">
          {to ? (
            <Anchor component={Link} to={to} inherit>
              {title}
            </Anchor>
          ) : (
            title
          )}
        </Title>
      </Group>
      <Text size="sm">{children}</Text>
      {footer}
    </Card>
  );
}

/**
 * Home (/): a greeting, the selected company, the user's widgets in that company (issue 21, `WidgetBoard`, loaded
 * beside the page), and one card per area the user's permissions open. Cards of areas whose screens exist link to them; the others say what the area holds. No invented figures. The
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
  const withWidgets = Boolean(acting?.selectedCompany) && !(acting?.admin && !session.impersonation);
  // The board's layout is asked for with the page, not once the board's code has loaded and rendered.
  useDashboardWidgets(withWidgets);
  if (!acting) return null;
  const canTrack = !acting.admin && hasPermission(acting.permissions, 'shipment');
  const access = {
    booking: hasPermission(acting.permissions, 'booking'),
    billing: hasPermission(acting.permissions, 'billing'),
    quotations: hasPermission(acting.permissions, 'freight-manager'),
    receipts: hasPermission(acting.permissions, 'warehousereceipt'),
  };

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

      {withWidgets && (
        <Suspense fallback={<BoardPlaceholder tenant={tenantKeyOf(session)} userId={session.user?.userId ?? ''} />}>
          <WidgetBoard key={tenantKeyOf(session)} access={access} userId={session.user?.userId ?? ''} />
        </Suspense>
      )}

      <section aria-labelledby="home-areas">
        <Title order={2} size="h3" id="home-areas" mb="sm">
          {t('home.yourAreas')}
        </Title>
        {reviewer && (
          <HomeCard icon="booking" title={t('home.reviewTitle')} to={paths.bookings.dashboard()} mb="md" maw={480}>
            {reviewQueue.data === undefined
              ? reviewQueue.isError
                ? t('home.reviewUnknown')
                : t('home.reviewLoading')
              : t('home.reviewCount', { count: reviewQueue.data })}
          </HomeCard>
        )}
        {areas.length === 0 ? (
          <Text>{acting.staff ? t('home.staffHint') : t('home.noAreas')}</Text>
        ) : (
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
            {areas.map((item) => (
              <HomeCard
                key={item.key}
                icon={item.icon}
                title={t(item.labelKey)}
                to={item.available ? item.link : undefined}
                footer={
                  !item.available && (
                    <TextBadge variant="light" color="gray" mt="sm">
                      {t('home.notYetAvailable')}
                    </TextBadge>
                  )
                }
              >
                {item.key !== 'home' && t(`home.areaDescriptions.${item.key}`)}
              </HomeCard>
            ))}
          </SimpleGrid>
        )}
      </section>

      <section aria-labelledby="home-account">
        <Title order={2} size="h3" id="home-account" mb="sm">
          {t('home.account')}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
          <HomeCard icon="user" title={t('shell.myProfile')} to={paths.myProfile()}>
            {t('home.profileDescription')}
          </HomeCard>
          {canTrack && (
            <HomeCard icon="search" title={t('home.findShipment')}>
              {t('home.findShipmentDescription')}
            </HomeCard>
          )}
        </SimpleGrid>
      </section>
    </Stack>
  );
}
