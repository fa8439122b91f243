import { enUsStrings } from '@connect/contracts/i18n/en-us';
import { MantineProvider, mergeThemeOverrides } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, type RenderOptions } from '@testing-library/react';
import i18next from 'i18next';
import { useState, type ReactElement, type ReactNode } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { ConfigurationProvider } from '../lib/configuration-context';
import { theme } from '../lib/theme';
import { testConfiguration } from './fixtures/configuration';

export { testConfiguration };

// jsdom lays nothing out, so every popover and tooltip target looks detached: keep them visible in tests.
const testTheme = mergeThemeOverrides(theme, {
  components: {
    Popover: { defaultProps: { hideDetached: false } },
    Tooltip: { defaultProps: { hideDetached: false } },
  },
});

const i18n = i18next.createInstance();
void i18n.use(initReactI18next).init({
  lng: 'en-US',
  resources: { 'en-US': { translation: enUsStrings } },
  interpolation: { escapeValue: false },
  showSupportNotice: false,
  initAsync: false,
});

function Providers({ children, route }: { children: ReactNode; route: string }) {
  const [queryClient] = useState(() => new QueryClient({ defaultOptions: { queries: { retry: false } } }));
  return (
    <QueryClientProvider client={queryClient}>
      <MantineProvider theme={testTheme}>
        <I18nextProvider i18n={i18n}>
          <ConfigurationProvider value={testConfiguration}>
            <MemoryRouter initialEntries={[route]}>{children}</MemoryRouter>
          </ConfigurationProvider>
        </I18nextProvider>
      </MantineProvider>
    </QueryClientProvider>
  );
}

/** Renders a component the way the app does: theme, UI strings, configuration and a router. */
export function renderWithProviders(
  ui: ReactElement,
  options: Omit<RenderOptions, 'wrapper'> & { route?: string } = {},
) {
  const { route = '/', ...rest } = options;
  return render(ui, { wrapper: ({ children }) => <Providers route={route}>{children}</Providers>, ...rest });
}
