import { afterEach, describe, expect, it, vi } from 'vitest';
import { findRoute, loadAppRoutes } from './route-table';
import { preloadSignedInPage } from './router';

afterEach(() => {
  vi.restoreAllMocks();
});

/** Lets the registry's load and the preload's promise chain settle. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('preloadSignedInPage (decision 116)', () => {
  it("asks for a signed-in page's code as soon as the registry is there, once", async () => {
    await loadAppRoutes();
    const entry = findRoute('/shipment/dashboard');
    expect(entry?.layout).toBe('shell');
    const page = vi.spyOn(entry!, 'page');
    preloadSignedInPage('/shipment/dashboard');
    await vi.waitFor(() => expect(page).toHaveBeenCalledTimes(1));
    await expect(page.mock.results[0]!.value).resolves.toHaveProperty('Component');
  });

  it('loads nothing for a page open to visitors (sign-in, tracking, guest payment, terms)', async () => {
    const open = ['/u/login', '/tracking/track', '/billing/guest-mode-payment', '/legal/terms'];
    const spies = open.map((path) => vi.spyOn(findRoute(path)!, 'page'));
    for (const path of open) preloadSignedInPage(path);
    await settle();
    await settle();
    for (const spy of spies) expect(spy).not.toHaveBeenCalled();
  });

  it('does nothing for an address no page has', async () => {
    await loadAppRoutes();
    const spies = ['/', '/shipment/dashboard', '/billing/dashboard'].map((path) => vi.spyOn(findRoute(path)!, 'page'));
    preloadSignedInPage('/no/such/page');
    await settle();
    await settle();
    for (const spy of spies) expect(spy).not.toHaveBeenCalled();
  });
});
