import type { ListShipmentsResponse } from '@connect/contracts/shipments/shipments.schemas';
import { toYyyymmdd } from '@connect/domain/text/dates';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { defaultPresetRange } from '@/components/form/date-range';
import { apiServer, json } from '@/test/api-server';
import { expectNoAxeViolations } from '@/test/axe';
import { noSavedGridSettings } from '@/test/fixtures/grid-settings';
import { renderWithProviders } from '@/test/render';
import { ShipmentDashboardPage } from './shipment-dashboard-page';
import { shipmentRow } from '@/test/fixtures/shipments';

let listCalls: URLSearchParams[];
let page: (params: URLSearchParams) => ListShipmentsResponse;

beforeEach(() => {
  listCalls = [];
  page = () => ({
    items: [
      shipmentRow(1),
      shipmentRow(2, {
        event_description: 'Shipper Booked',
        departed_flag: false,
        dep: null,
        eta: null,
        destination: '',
        dataPending: true,
      }),
    ],
    total: 2,
    pageNumber: 1,
    pageSize: 20,
    nextCursor: null,
  });
  apiServer.use(
    noSavedGridSettings('shipments'),
    http.get('/api/shipments/organizations', () =>
      json([{ OrganizationKey: 'Lone Star Components LLC', OrganizationName: 'Lone Star Components LLC' }]),
    ),
    http.get('/api/shipments', ({ request }) => {
      const url = new URL(request.url);
      listCalls.push(url.searchParams);
      return json(page(url.searchParams));
    }),
  );
});

afterEach(() => {
  vi.restoreAllMocks();
});

const headers = () =>
  within(screen.getByRole('grid', { name: 'Shipments' }))
    .getAllByRole('columnheader')
    .map((th) => th.textContent?.trim())
    .filter(Boolean);

describe('ShipmentDashboardPage (spec 2 §3, §4)', () => {
  it('shows the default columns with human titles, a progress bar and a visible "Data pending" badge', async () => {
    const { container } = renderWithProviders(<ShipmentDashboardPage />, { route: '/shipment/dashboard' });
    expect(screen.getByRole('heading', { level: 1, name: 'Shipments' })).toBeTruthy();
    const first = await screen.findByRole('row', { name: /MGLA25060001/ });
    expect(headers()).toEqual([
      'Status',
      'Progress',
      'House Bill',
      'Master Bill',
      'Mode',
      'ETD',
      'Shipper',
      'Consignee',
      'Origin',
      'Destination',
      'Bill Status',
      'Actions',
    ]);
    // Progress from shipmentProgress: departed wins over booked; the bar carries its text and percent.
    expect(within(first).getByRole('progressbar', { name: 'Departed, in transit' })).toBeTruthy();
    expect(within(first).getByText('Departed, in transit')).toBeTruthy();
    expect(within(first).getByText('Air')).toBeTruthy();
    expect(within(first).getByText('06/03/2025')).toBeTruthy();
    // One date format on the screen: the filter button and the grid both write MM/DD/YYYY.
    expect(screen.getByRole('button', { name: /^Filters: \d{2}\/\d{2}\/\d{4} - \d{2}\/\d{2}\/\d{4}$/ })).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/\d{2}-\d{2}-\d{4}/);
    expect(within(first).queryByText('Data pending')).toBeNull();

    const pending = screen.getByRole('row', { name: /MGLA25060002/ });
    const cells = within(pending).getAllByRole('gridcell');
    // The status cell has the badge; the missing destination says so in words, never hidden.
    expect(cells[0]?.textContent).toBe('Shipper BookedData pending');
    expect(cells[9]?.textContent).toBe('Data pending');
    expect(within(pending).getByText('Booked')).toBeTruthy();
    await expectNoAxeViolations(container);
  });

  it('asks for the filter panel’s default range (last 30 days) and offers View Details per row', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ShipmentDashboardPage />, { route: '/shipment/dashboard' });
    await screen.findByRole('row', { name: /MGLA25060001/ });
    const range = defaultPresetRange(new Date());
    const params = listCalls.at(-1);
    expect(params?.get('fromDate')).toBe(String(toYyyymmdd(range.from)));
    expect(params?.get('toDate')).toBe(String(toYyyymmdd(range.to)));
    expect(params?.get('pageNumber')).toBe('1');
    expect(params?.get('pageSize')).toBe('20');
    expect(params?.has('cursor')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Actions for MGLA25060001' }));
    expect(await screen.findByRole('menuitem', { name: 'View Details' })).toBeTruthy();
  });

  it('shows the home widget’s reference as a removable chip and searches it over all dates', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ShipmentDashboardPage />, { route: '/shipment/dashboard?billno=MGLA2506' });
    await screen.findByRole('row', { name: /MGLA25060001/ });
    const chips = screen.getByRole('group', { name: 'Active filters' });
    expect(within(chips).getByText('House bill: MGLA2506')).toBeTruthy();
    expect(listCalls.at(-1)?.get('billno')).toBe('MGLA2506');
    expect(listCalls.at(-1)?.has('fromDate')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Remove filter House bill: MGLA2506' }));
    await waitFor(() => expect(screen.queryByRole('group', { name: 'Active filters' })).toBeNull());
    await waitFor(() => expect(listCalls.at(-1)?.has('billno')).toBe(false));
    expect(listCalls.at(-1)?.has('fromDate')).toBe(true);
  });

  it('pages on with the keyset cursor of the page before', async () => {
    const user = userEvent.setup();
    page = (params) => {
      const number = Number(params.get('pageNumber'));
      const base = (number - 1) * 20;
      return {
        items: Array.from({ length: 20 }, (_, i) => shipmentRow(base + i + 1)),
        total: 45,
        pageNumber: number,
        pageSize: 20,
        nextCursor: `cursor-after-page-${number}`,
      };
    };
    renderWithProviders(<ShipmentDashboardPage />, { route: '/shipment/dashboard' });
    await screen.findByRole('row', { name: /MGLA25060001/ });
    // A jump past a page never read goes by page number.
    await user.click(screen.getByRole('button', { name: 'Page 3' }));
    await screen.findByRole('row', { name: /MGLA25060041/ });
    expect(listCalls.at(-1)?.get('pageNumber')).toBe('3');
    expect(listCalls.at(-1)?.has('cursor')).toBe(false);
    // The page after page 1 starts after page 1's last row.
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await screen.findByRole('row', { name: /MGLA25060021/ });
    expect(listCalls.at(-1)?.get('cursor')).toBe('cursor-after-page-1');
    expect(listCalls.at(-1)?.get('pageNumber')).toBe('2');
  });
});
