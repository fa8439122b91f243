import { Anchor, AppShell, Box, Burger, Button, Center, Group, Loader, Stack, Title } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, ScrollRestoration, useLocation } from 'react-router';
import { AppBreadcrumbs } from './app-breadcrumbs';
import { AppFooter } from '@/components/app-footer';
import { CompanySwitcher } from '@/components/company-switcher';
import { Icon } from '@/components/icons';
import { SimulatedPaymentsBanner } from '@/components/simulated-payments-banner';
import { WelcomeTour } from '@/components/welcome-tour';
import { ImpersonateDialog } from '@/features/session/components/impersonate-dialog';
import { IdleTimeoutDialog } from '@/features/session/components/idle-timeout-dialog';
import { ImpersonationBanner } from '@/features/session/components/impersonation-banner';
import { ProfileMenu } from '@/features/session/components/profile-menu';
import { TranslationModeHost } from '@/features/admin/components/translation-mode/translation-mode-entry';
import { myMessageKeys } from '@/features/messages/api/my-messages';
import { MessageBanner } from '@/features/messages/components/message-banner';
import { MessageCentre } from '@/features/messages/components/message-centre';
import { shipmentKeys } from '@/features/shipments/api/shipment-keys';
import { quotationKeys } from '@/features/quotations/api/quotation-keys';
import { ColorSchemeToggle } from '@/components/color-scheme-toggle';
import { QuickTrack, QuickTrackPopover } from '@/features/shipments/components/quick-track';
import { SupportCentre } from '@/features/support/components/support-centre';
import { ResourcesButton } from '@/features/resources/components/resources-button';
import { paths } from '@/lib/paths';
import { findRoute, isMenuHidden } from '../route-table';
import { useUserLocale } from '../use-user-locale';
import { notifyInfo } from '@/lib/notify';
import { hasPermission } from '@/lib/permissions';
import { useAddressBookCache } from '@/entities/address/address-book-cache';
import { useRealtimeMessages } from '@/lib/realtime';
import { loadStrings } from '@/lib/i18n';
import i18next from 'i18next';
import { effectiveUser, useSession } from '@/lib/session/session-store';
import { useDocumentTitle } from '../use-document-title';
import { SideMenu } from './side-menu';

/** The resources library (spec 1 §2 header button); shown once its screen is in the registry. */
const resourcesPath = '/resources/dashboard';

/** Expanded side menu from this window width on (spec 1 §2). */
const wideQuery = '(min-width: 1600px)';

/**
 * The signed-in shell (spec 1 §2): header with company dropdown, quick track, support centre, resources,
 * impersonation and the profile menu; side menu; impersonation banner; breadcrumbs; footer; the session
 * timeout and welcome dialogs.
 */
export function ShellLayout() {
  const { t } = useTranslation();
  useDocumentTitle();
  const session = useSession();
  useUserLocale();
  const acting = effectiveUser(session);
  const { pathname } = useLocation();
  const wide = useMediaQuery(wideQuery, typeof window !== 'undefined' && window.matchMedia(wideQuery).matches);
  const [chosen, setChosen] = useState<boolean | null>(null);
  const expanded = chosen ?? wide ?? false;
  const [mobileOpen, mobile] = useDisclosure(false);
  const [impersonating, impersonateDialog] = useDisclosure(false);
  const queryClient = useQueryClient();
  // Realtime messages (msgToClient): shown as an information toast; a shipment event refreshes shipment data.
  useRealtimeMessages((message) => {
    if (message.body || message.title) notifyInfo(message.body ?? '', message.title);
    if (message.type === 'shipment-event') void queryClient.invalidateQueries({ queryKey: shipmentKeys.all });
    if (message.type === 'messages-changed') void queryClient.invalidateQueries({ queryKey: myMessageKeys.all });
    // The forwarder offered or revised a quote of this customer: its list, detail and counts refresh.
    if (message.type === 'quotation-changed') void queryClient.invalidateQueries({ queryKey: quotationKeys.all });
    // An admin published texts of the language on screen: reload them (no reload of the page, no redeploy).
    if (message.type === 'localization-changed' && message.data?.locale === i18next.language) {
      void loadStrings(i18next.language, { force: true }).catch(() => undefined);
    }
  });
  // The address sync of spec 1 §9: once per browser, and whenever the chosen company is not in the cache yet.
  useAddressBookCache(
    acting?.selectedCompany,
    Boolean(acting) &&
      (hasPermission(acting?.permissions ?? [], 'addressbook') || hasPermission(acting?.permissions ?? [], 'booking')),
  );

  if (!acting) return null;
  const hideMenu = isMenuHidden(pathname);
  const homeLink = acting.admin ? paths.admin.users() : paths.home();
  const tourRole = session.impersonation ? 'customer' : acting.admin ? 'admin' : acting.staff ? 'employee' : 'customer';
  // Quick track searches shipments: offered only to those who may see them (issue #23 item 3).
  const canTrack = !acting.admin && hasPermission(acting.permissions, 'shipment');
  // The header's resources button (spec 1 §2) once its screen exists: the resources permission or admin.
  const showResources =
    Boolean(findRoute(resourcesPath)) && (acting.admin || hasPermission(acting.permissions, 'resource'));
  const ready = session.status === 'signed-in';

  return (
    <AppShell
      header={{ height: 64 }}
      navbar={{
        width: expanded ? 300 : 80,
        breakpoint: 'sm',
        collapsed: { mobile: !mobileOpen || hideMenu, desktop: hideMenu },
      }}
      padding={0}
    >
      <ScrollRestoration />
      <a href="#main-content" className="skip-link">
        {t('app.skipToContent')}
      </a>
      <AppShell.Header px={{ base: 'xs', sm: 'md' }}>
        <Group h="100%" justify="space-between" wrap="nowrap" gap="sm">
          <Group gap="sm" wrap="nowrap">
            {!hideMenu && (
              <Burger
                opened={mobileOpen}
                onClick={mobile.toggle}
                hiddenFrom="sm"
                size="sm"
                aria-label={mobileOpen ? t('menu.collapse') : t('menu.expand')}
              />
            )}
            {/* On a phone the name gives way to the company and the buttons; Home is in the menu. */}
            <Anchor component={Link} to={homeLink} underline="never" c="var(--mantine-color-text)" visibleFrom="sm">
              <Title order={2} size="h3" component="span">
                {t('app.productName')}
              </Title>
            </Anchor>
            <CompanySwitcher />
          </Group>
          <Box visibleFrom="lg">{canTrack && <QuickTrack />}</Box>
          <Group gap={6} wrap="nowrap">
            {canTrack && (
              <Box visibleFrom="sm" hiddenFrom="lg">
                <QuickTrackPopover />
              </Box>
            )}
            {ready && <MessageCentre />}
            <SupportCentre />
            {/* On a phone there is no room for one more button: it sits at the top of the menu instead. */}
            {showResources && ready && (
              <Box visibleFrom="xs">
                <ResourcesButton />
              </Box>
            )}
            {acting.staff && !acting.impersonating && (
              <Button
                variant="light"
                size="sm"
                leftSection={<Icon name="impersonate" size={18} />}
                onClick={impersonateDialog.open}
              >
                {t('shell.impersonate')}
              </Button>
            )}
            <ColorSchemeToggle />
            <ProfileMenu />
          </Group>
        </Group>
      </AppShell.Header>
      {!hideMenu && (
        <AppShell.Navbar p="xs" aria-label={t('menu.sideNavigation')} component="nav">
          {canTrack && (
            <Box hiddenFrom="sm" pb="sm">
              <QuickTrack stacked onTracked={mobile.close} />
            </Box>
          )}
          {showResources && ready && (
            <Box hiddenFrom="xs" pb="sm">
              <ResourcesButton />
            </Box>
          )}
          <SideMenu
            acting={acting}
            expanded={expanded || mobileOpen}
            onToggle={() => setChosen(!expanded)}
            onNavigate={mobile.close}
          />
        </AppShell.Navbar>
      )}
      <AppShell.Main component="div">
        <Stack mih="calc(100vh - 64px)" gap={0}>
          <SimulatedPaymentsBanner />
          <ImpersonationBanner />
          {ready && <MessageBanner />}
          <Box component="main" id="main-content" tabIndex={-1} px="lg" pt="sm" pb="lg" style={{ flex: 1 }}>
            <AppBreadcrumbs />
            <Box pt="md">
              {ready ? (
                <Outlet />
              ) : (
                <Center py="xl">
                  <Loader aria-label={t('app.loader')} />
                </Center>
              )}
            </Box>
          </Box>
          <Box style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}>
            <AppFooter />
          </Box>
        </Stack>
      </AppShell.Main>
      {acting.staff && !acting.impersonating && (
        <ImpersonateDialog opened={impersonating} onClose={impersonateDialog.close} />
      )}
      {ready && <IdleTimeoutDialog />}
      {ready && <WelcomeTour role={tourRole} />}
      {/* The admins' in-portal translation mode (decision 083): nothing rendered nor loaded while it is off. */}
      {ready && acting.admin && <TranslationModeHost />}
    </AppShell>
  );
}
