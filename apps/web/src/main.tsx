import './mantine-styles';
import '@mantine/notifications/styles.css';
import './styles.css';
import { startTransition, StrictMode, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from './app/providers';
import { createAppRouter, preloadSignedInPage } from './app/router';
import { LoaderOverlay } from './components/loader-overlay';
import { initI18n } from './lib/i18n';
import { setToastDurations } from './lib/notify';
import { installSession } from './lib/session/session-actions';
import { getSessionState } from './lib/session/session-store';
import { loadStartupData } from './lib/startup';
import { noteTypedFields } from './lib/typed-fields';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root');

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
  // A stored session on a signed-in page: its code downloads while the start-up data and the strings load.
  if (getSessionState().status === 'restoring') preloadSignedInPage(window.location.pathname);
  const { configuration, localization } = await loadStartupData();
  await nextTask();
  await initI18n(localization);
  setToastDurations(configuration.toast);
  installSession();
  await nextTask();
  const router = createAppRouter();
  const app = (afterStart?: () => void) => (
    <StrictMode>
      <AppProviders configuration={configuration}>
        <LoaderOverlay />
        <RouterProvider router={router} />
      </AppProviders>
      {afterStart && <AfterFirstCommit run={afterStart} />}
    </StrictMode>
  );
  // The first render waits for the code of the page the router starts on (it would render nothing before).
  await routerReady(router);
  // A public page the server rendered (decision 112) in the language the browser starts in is taken over as it
  // stands; React renders anew whatever differs (a stored session, say). What the visitor typed meanwhile is
  // given back to the page's fields.
  if (container!.dataset.rendered === localization.locale) {
    await nextTask();
    // From here `start-after-paint.js` holds link clicks too, until the page is the application's.
    window.dispatchEvent(new Event('connect:starting'));
    // As a transition, React hydrates in slices and lets the browser answer input in between.
    startTransition(() => {
      hydrateRoot(container!, app(noteTypedFields(container!)), { onRecoverableError: noteRecoverable });
    });
  } else {
    // Also as a transition (decision 114): the signed-in shell and page render in slices, not one long task.
    const root = createRoot(container!);
    startTransition(() => root.render(app()));
  }
}

/**
 * Runs once the whole tree is committed (the last child's effect runs after every other one), then tells
 * `start-after-paint.js` to make again a press it held meanwhile.
 */
function AfterFirstCommit({ run }: { run: () => void }) {
  useEffect(() => {
    run();
    window.dispatchEvent(new Event('connect:started'));
  }, [run]);
  return null;
}

/** Lets the browser paint and answer input between the start-up's steps. */
function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/** Resolves once the router has loaded the code of the page it starts on. */
function routerReady(router: ReturnType<typeof createAppRouter>): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}

/** A page that differs from the server's is rendered anew by React; only development says so. */
function noteRecoverable(error: unknown) {
  if (import.meta.env.DEV) console.warn('The server-rendered page was rendered anew:', error);
}

start().catch((error: unknown) => renderStartupFailure(error instanceof Error ? error.message : String(error)));
