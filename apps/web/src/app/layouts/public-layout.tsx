import { Anchor, Box, Group, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, Outlet, ScrollRestoration } from 'react-router';
import { AppFooter } from '@/components/app-footer';
import { ColorSchemeToggle } from '@/components/color-scheme-toggle';
import { SimulatedPaymentsBanner } from '@/components/simulated-payments-banner';
import { SupportCentre } from '@/features/support/components/support-centre';
import { useDocumentTitle } from '../use-document-title';
import { paths } from '@/lib/paths';

/** Layout of the pages open without login: no side menu (spec 1 §2), header links, footer. */
export function PublicLayout() {
  const { t } = useTranslation();
  useDocumentTitle();
  const links = [
    { to: paths.tracking.track(), label: t('nav.tracking') },
    { to: paths.documentation.connect(), label: t('nav.documentation') },
    { to: paths.aboutUs(), label: t('nav.aboutUs') },
    { to: paths.session.login(), label: t('nav.signIn') },
  ];
  return (
    <Box mih="100vh" style={{ display: 'flex', flexDirection: 'column' }}>
      <ScrollRestoration />
      <a href="#main-content" className="skip-link">
        {t('app.skipToContent')}
      </a>
      <SimulatedPaymentsBanner />
      <Box component="header" px="md" h={60} style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}>
        <Group h="100%" justify="space-between" wrap="nowrap">
          <Anchor component={Link} to={paths.session.login()} underline="never" c="var(--mantine-color-text)">
            <Title order={2} size="h3" component="span">
              {t('app.productName')}
            </Title>
          </Anchor>
          <Group gap="md" wrap="nowrap">
            <Group component="nav" aria-label={t('app.mainNavigation')} gap="md" visibleFrom="xs">
              {links.map((link) => (
                <Anchor key={link.to} component={NavLink} to={link.to} fw={500}>
                  {link.label}
                </Anchor>
              ))}
            </Group>
            <SupportCentre />
            <ColorSchemeToggle />
          </Group>
        </Group>
      </Box>
      <Box
        component="main"
        id="main-content"
        tabIndex={-1}
        w="100%"
        maw={1100}
        mx="auto"
        px="md"
        py="lg"
        style={{ flex: 1 }}
      >
        <Outlet />
      </Box>
      <Box style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}>
        <AppFooter />
      </Box>
    </Box>
  );
}
