import { screen, within } from '@testing-library/react';
import { http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiServer, json } from '@/test/api-server';
import { expectNoAxeViolations } from '@/test/axe';
import { renderWithProviders } from '@/test/render';
import { SearchResultsPage } from './search-results-page';
import { shipmentRow } from '@/test/fixtures/shipments';

let calls: string[];

beforeEach(() => {
  calls = [];
  window.localStorage.clear();
  apiServer.use(
    http.all('/api/*', ({ request }) => {
      const url = new URL(request.url);
      calls.push(url.pathname);
      if (url.pathname.startsWith('/api/grid-settings/')) {
        return json({ gridKey: 'shipment-search', settings: null, updatedAt: null });
      }
      if (url.pathname === '/api/Shipment/globalSearch/MSKU1234565') {
        return json([{ ...shipmentRow(3), matched_on: 'container', matched_value: 'MSKU1234565' }]);
      }
      return json([]);
    }),
  );
});

afterEach(() => vi.restoreAllMocks());

describe('SearchResultsPage (spec 1 §2)', () => {
  it('lists the matches with what matched, and keeps the keyword in the recent searches', async () => {
    const first = renderWithProviders(<SearchResultsPage />, { route: '/search?keyword=MSKU1234565' });
    expect(screen.getByRole('heading', { level: 1, name: 'Shipments' })).toBeTruthy();
    const row = await screen.findByRole('row', { name: /MGLA25060003/ });
    const cells = within(row).getAllByRole('gridcell');
    expect(cells[0]?.textContent).toBe('Container #');
    expect(cells[1]?.textContent).toBe('MSKU1234565');
    expect(within(row).getByRole('button', { name: 'Actions for MGLA25060003' })).toBeTruthy();
    expect(calls).toContain('/api/Shipment/globalSearch/MSKU1234565');
    await expectNoAxeViolations(first.container);
    first.unmount();

    renderWithProviders(<SearchResultsPage />, { route: '/search?keyword=nothing-here' });
    expect(await screen.findByText('No Records Found')).toBeTruthy();
    const recent = screen.getByRole('navigation', { name: 'Recent searches' });
    expect(within(recent).getByRole('link', { name: 'MSKU1234565' }).getAttribute('href')).toBe(
      '/search?keyword=MSKU1234565',
    );
  });
});
