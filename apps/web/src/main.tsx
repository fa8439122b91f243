import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from './app/providers';
import { createAppRouter } from './app/router';
import { LoaderOverlay } from './components/loader-overlay';
import { initI18n } from './lib/i18n';
import { setToastDurations } from './lib/notify';
import { installSession } from './lib/session/session-actions';
import { loadStartupData } from './lib/startup';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root');
const root = createRoot(container);

function renderStartupFailure(message: string) {
  // Shown before i18n and the UI library exist, so plain DOM; the texts are the catalogue's English.
  container!.replaceChildren();
  const main = document.createElement('main');
  main.style.cssText = 'font-family: system-ui, sans-serif; max-width: 36rem; margin: 4rem auto; padding: 0 1rem';
  const heading = document.createElement('h1');
  heading.textContent = 'Connect';
  const text = document.createElement('p');
  text.setAttribute('role', 'alert');
  text.textContent = `Connect could not load its configuration. Check your connection and try again. (${message})`;
  const button = document.createElement('button');
  button.type = 'button';
  button.textContent = 'Try again';
  button.addEventListener('click', () => window.location.reload());
  main.append(heading, text, button);
  container!.append(main);
}

async function start() {
  const { configuration, localization } = await loadStartupData();
  await initI18n(localization);
  setToastDurations(configuration.toast);
  installSession();
  const router = createAppRouter();
  root.render(
    <StrictMode>
      <AppProviders configuration={configuration}>
        <LoaderOverlay />
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
}

start().catch((error: unknown) => renderStartupFailure(error instanceof Error ? error.message : String(error)));
