import { cleanNotifications } from '@mantine/notifications';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { apiServer } from './api-server';

// The 2-core machines that run the suite (CI, and a developer's beside other work) can take more than the library's
// default second to render a whole screen: every findBy* and waitFor waits up to five seconds, in one place.
configure({ asyncUtilTimeout: 5000 });

// jsdom lacks these browser APIs that Mantine and the virtualised grid use.
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
if (!('ResizeObserver' in window)) {
  class ResizeObserverStub {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  (window as unknown as { ResizeObserver: typeof ResizeObserverStub }).ResizeObserver = ResizeObserverStub;
}
Element.prototype.scrollIntoView ??= () => undefined;
// Mantine's autosizing Textarea listens for web fonts loading.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', {
    value: { addEventListener: () => undefined, removeEventListener: () => undefined, ready: Promise.resolve() },
  });
}

// Every component test talks to the MSW server; a request no handler answers fails the test.
beforeAll(() => apiServer.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  // The toasts' store outlives the rendered tree: a toast a test left (its timer not run out on a loaded machine)
  // would otherwise show in the next test's container, beside the one that test waits for.
  cleanNotifications();
  apiServer.resetHandlers();
  apiServer.events.removeAllListeners();
});
afterAll(() => apiServer.close());
