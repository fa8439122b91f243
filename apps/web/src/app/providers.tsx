import type { Configuration } from '@connect/contracts/configuration/configuration.schemas';
import {
  MantineProvider,
  mergeThemeOverrides,
  type CSSVariablesResolver,
  type MantineColorScheme,
} from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { setNonce } from 'get-nonce';
import { lazy, Suspense, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { queryClient } from '../lib/query-client';
import { theme } from '../lib/theme';
import { browserColorSchemeManager, fixedColorSchemeManager } from '../lib/color-scheme';
import { ConfigurationProvider } from '../lib/configuration-context';
import { NavigationContext, type Navigation } from '../lib/navigation-context';
import { visibleMenuItems } from './route-table';

/**
 * The toasts' container (and its drag and transition code) loads after the first paint: `notifications.show`
 * only writes the store, and the container shows what is queued once it is there (decision 086).
 */
const Notifications = lazy(async () => ({ default: (await import('@mantine/notifications/container')).Notifications }));

/** The nonce the server put in index.html, for the style elements the UI library writes (strict CSP). */
function pageStyleNonce(): string {
  if (typeof document === 'undefined') return '';
  const value = document.querySelector('meta[name="csp-nonce"]')?.getAttribute('content') ?? '';
  return value.startsWith('__') ? '' : value;
}

/**
 * Dimmed text one step darker (lighter in dark mode) than the library's default, links in the dark scheme
 * one shade lighter and filled buttons one shade darker there, to keep WCAG AA contrast.
 */
/**
 * Text of the light variant (alerts, badges) on its tinted background: the library's shades stop short of
 * 4.5:1 there, so the light scheme gets deeper tones and the dark scheme lighter shades.
 */
const lightVariantTextOnLight: Record<string, string> = {
  red: '#a51d1d',
  green: '#1d6630',
  yellow: '#6e5000',
  orange: '#8f3900',
  blue: '#14539c',
  gray: '#383d42',
  meridian: '#0c2d52',
};

const lightVariantText = (values: Record<string, string | undefined>) =>
  Object.fromEntries(
    Object.entries(values).flatMap(([color, value]) =>
      value ? [[`--mantine-color-${color}-light-color`, value]] : [],
    ),
  );

const lightVariantTextOnDark = (theme: Parameters<CSSVariablesResolver>[0]) =>
  Object.fromEntries(Object.keys(lightVariantTextOnLight).map((color) => [color, theme.colors[color]?.[2]]));

const cssVariablesResolver: CSSVariablesResolver = (theme) => ({
  variables: {},
  light: { '--mantine-color-dimmed': theme.colors.gray[7] ?? '#495057', ...lightVariantText(lightVariantTextOnLight) },
  dark: {
    '--mantine-color-dimmed': theme.colors.dark[1] ?? '#b8b8b8',
    '--mantine-color-anchor': theme.colors.meridian?.[3] ?? '#6c9edc',
    // The library picks a filled button's text colour from the light-scheme shade (white); a darker fill
    // in the dark scheme keeps white text above 4.5:1.
    '--mantine-color-meridian-filled': theme.colors.meridian?.[6] ?? '#1f62b4',
    '--mantine-color-meridian-filled-hover': theme.colors.meridian?.[7] ?? '#17406e',
    ...lightVariantText(lightVariantTextOnDark(theme)),
  },
});

/** Dialogs and toasts get a named close button in the interface language. */
function useThemeWithLabels() {
  const { t } = useTranslation();
  return useMemo(
    () =>
      mergeThemeOverrides(theme, {
        // Plain entries, not `Modal.extend`/`Notification.extend`: those would put the dialog and the toast
        // components into every page's first download (decision 086).
        components: {
          Modal: { defaultProps: { closeButtonProps: { 'aria-label': t('common.close') } } },
          // Toasts: a named close button, and the detail text in the (AA) dimmed colour.
          Notification: {
            defaultProps: { closeButtonProps: { 'aria-label': t('app.closeNotification') } },
            styles: { description: { color: 'var(--mantine-color-dimmed)' } },
          },
        },
      }),
    [t],
  );
}

/** The menu as features see it, from the route registry. */
const navigation: Navigation = {
  menuFor: (viewer, options) =>
    visibleMenuItems(viewer, options).map(({ key, labelKey, link, icon, available }) => ({
      key,
      labelKey,
      link,
      icon,
      available,
    })),
};

let browserSchemes: ReturnType<typeof browserColorSchemeManager> | undefined;

export function AppProviders({
  configuration,
  styleNonce,
  colorScheme,
  children,
}: {
  configuration: Configuration;
  /** The server's renderer passes the nonce placeholder; the browser reads the page's nonce. */
  styleNonce?: string;
  /** The server's renderer passes the scheme of the request's cookie; the browser reads its storage. */
  colorScheme?: MantineColorScheme;
  children: ReactNode;
}) {
  const schemes = colorScheme ? fixedColorSchemeManager(colorScheme) : (browserSchemes ??= browserColorSchemeManager());
  const nonce = styleNonce ?? pageStyleNonce();
  // The dialogs' scroll lock writes a style element too (react-remove-scroll reads its nonce here).
  if (nonce && !styleNonce) setNonce(nonce);
  const themeWithLabels = useThemeWithLabels();
  return (
    <MantineProvider
      theme={themeWithLabels}
      defaultColorScheme="light"
      colorSchemeManager={schemes}
      getStyleNonce={() => nonce}
      cssVariablesResolver={cssVariablesResolver}
    >
      <Suspense fallback={null}>
        <Notifications position="bottom-right" limit={4} />
      </Suspense>
      <QueryClientProvider client={queryClient}>
        <ConfigurationProvider value={configuration}>
          <NavigationContext.Provider value={navigation}>{children}</NavigationContext.Provider>
        </ConfigurationProvider>
      </QueryClientProvider>
    </MantineProvider>
  );
}
