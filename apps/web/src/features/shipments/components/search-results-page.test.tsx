import { screen, within } from '@testing-library/react';
import { http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiServer, json } from '@/test/api-server';
import { expectNoAxeViolations } from '@/test/axe';
import { noSavedGridSettings } from '@/test/fixtures/grid-settings';
import { renderWithProviders } from '@/test/render';
import { SearchResultsPage } from './search-results-page';
import { shipmentRow } from '@/test/fixtures/shipments';

let calls: string[];

beforeEach(() => {
  calls = [];
  window.localStorage.clear();
  apiServer.use(
    noSavedGridSettings('shipment-search'),
    http.get('/api/Shipment/globalSearch/MSKU1234565', ({ request }) => {
      calls.push(new URL(request.url).pathname);
      return json([{ ...shipmentRow(3), matched_on: 'container', matched_value: 'MSKU1234565' }]);
    }),
    http.get('/api/Shipment/globalSearch/:keyword', ({ request }) => {
      calls.push(new URL(request.url).pathname);
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
