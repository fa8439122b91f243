import type { DashboardWidget, DashboardWidgetType } from '@connect/contracts/dashboard/dashboard.schemas';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AreaWidgetsProvider } from '../components/area-widgets';
import { WidgetBoard } from '../features/dashboard/components/widget-board';
import { clearSession } from '../lib/session/session-store';
import { apiError, apiServer, json, recordRequests } from '../test/api-server';
import { expectNoAxeViolations } from '../test/axe';
import { renderWithProviders } from '../test/render';
import { signInForTest } from '../test/session';
import { areaWidgets } from './home-widgets';

/** The WMS, Report and Resources widgets on the home board, composed by the app (decision 056). */
let active: DashboardWidgetType[];
let removed: DashboardWidgetType[];
let wmsFails: boolean;
let visibility: { resourceVisibilityTypeId: 'Customer' | 'Company'; entityId: string; resourceId: string }[];

const widget = (type: DashboardWidgetType, i: number): DashboardWidget => ({
  sequenceId: i + 1,
  type,
  title: `dashboard.widgets.${type}.title`,
  subHeading: `dashboard.widgets.${type}.subHeading`,
  body: null,
});
const answer = (list: DashboardWidgetType[]) => json({ widgets: list.map(widget), source: 'standard' });
const reports = [
  { name: 'Statement of account', value: '/report/viewer?report=statement', userClaimsId: 'a1' },
  { name: 'Open invoices', value: '/report/viewer?report=openInvoices', userClaimsId: 'a2' },
  { name: 'Carrier scorecard', value: 'https://reports.example.com/scorecard', userClaimsId: 'a3' },
];

beforeEach(() => {
  window.localStorage.clear();
  active = ['wms', 'report', 'resources', 'track'];
  removed = [];
  wmsFails = true;
  visibility = [{ resourceVisibilityTypeId: 'Company', entityId: 'LONESTAR', resourceId: crypto.randomUUID() }];
  apiServer.use(
    http.get('/api/customer/user/dashboard/Widgets', ({ request }) =>
      new URL(request.url).searchParams.get('isDeleted') === 'true' ? answer(removed) : answer(active),
    ),
    http.get('/api/wms/dashboard', () =>
      wmsFails
        ? apiError('INTERNAL', 500, 'Error')
        : json({
            totals: { items: 12, onHand: 400, allocated: 40, available: 360, incoming: 25, lowStock: 1 },
            orders: { inbound: { INBOUND: 2, RECEIVED: 1 }, outbound: { OUTBOUND: 1, ALLOCATED: 2, CONFIRMED: 9 } },
            lowStockItems: [],
            recentOrders: [],
          }),
    ),
    http.get('/api/customer/user/reportData', ({ request }) =>
      json(reports.slice(0, Number(new URL(request.url).searchParams.get('top')))),
    ),
    http.get('/api/resource/visibility', () => json({ resourceVisibilityData: visibility })),
    http.get('/api/resource/', () =>
      json({
        resourceData: [
          {
            id: '3f1e2d4c-5b6a-4798-8a9b-0c1d2e3f4a5b',
            title: 'Incoterms 2020 at a glance',
            description: 'Who pays what.',
            kind: 'link',
            url: 'https://example.com/incoterms',
            fileName: null,
            modules: ['shipment'],
            category: 'Guides',
            publishAt: '2026-11-01T08:00:00Z',
            expiresAt: null,
            requiresAck: false,
            openCount: 3,
            openedAt: null,
            acknowledgedAt: null,
          },
        ],
      }),
    ),
  );
});
afterEach(() => clearSession());

const renderBoard = () => {
  signInForTest(['shipment', 'wms', 'report', 'resource']);
  return renderWithProviders(
    <AreaWidgetsProvider value={areaWidgets}>
      <WidgetBoard
        access={{ booking: false, billing: false, quotations: false, receipts: false }}
        userId="7f1a2c3d-0000-4000-8000-00000000000a"
      />
    </AreaWidgetsProvider>,
  );
};
const titles = () =>
  within(screen.getByRole('list', { name: 'Your widgets' }))
    .getAllByRole('article')
    .map((card) => within(card).getByRole('heading', { level: 3 }).textContent);

describe('the areas’ home widgets', () => {
  it('shows WMS counts (with a retry of its own), the top 3 reports with See all, and the visible resources', async () => {
    const requests = recordRequests();
    const { container } = renderBoard();
    // Resources shows once its visibility entries are known (spec 1 §2).
    await screen.findByRole('heading', { name: 'Resources', level: 3 });
    expect(titles()).toEqual(['WMS', 'Report', 'Resources', 'Track']);

    const wms = screen.getByRole('article', { name: 'WMS' });
    await within(wms).findByText('This widget could not be loaded.');
    // The report widget is not held back by the WMS failure.
    const report = screen.getByRole('article', { name: 'Report' });
    await within(report).findByRole('link', { name: 'Statement of account' });
    expect(within(report).getAllByRole('listitem')).toHaveLength(3);
    expect(within(report).getByRole('link', { name: 'See all reports' }).getAttribute('href')).toBe(
      '/report/dashboard?selectedIndex=0',
    );
    expect(requests.find((r) => r.url.pathname === '/api/customer/user/reportData')?.url.searchParams.get('top')).toBe(
      '3',
    );

    wmsFails = false;
    await userEvent.click(within(wms).getByRole('button', { name: 'Try again' }));
    expect(await within(wms).findByText('12 items')).toBeTruthy();
    const lines = within(wms)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(lines).toEqual(['Inventory12 items', 'Inbound orders2 open', 'Outbound orders3 open']);
    expect(within(wms).getByRole('link', { name: 'Inbound orders' }).getAttribute('href')).toBe('/wms/inbound-orders');

    const resources = screen.getByRole('article', { name: 'Resources' });
    const link = await within(resources).findByRole('link', { name: 'Incoterms 2020 at a glance' });
    expect(link.getAttribute('href')).toBe('https://example.com/incoterms');
    expect(within(resources).getByRole('link', { name: 'See all resources' }).getAttribute('href')).toBe(
      '/resources/dashboard',
    );
    await expectNoAxeViolations(container);
  });

  it('hides the resources widget (and its place in Widgets) when no visibility entry matches', async () => {
    visibility = [];
    active = ['wms', 'report', 'track'];
    removed = ['resources', 'shipments'];
    renderBoard();
    await screen.findByRole('heading', { name: 'Report', level: 3 });
    expect(titles()).toEqual(['WMS', 'Report', 'Track']);
    expect(screen.getByRole('list', { name: 'Your widgets' }).getAttribute('data-columns')).toBe('2');
    await userEvent.click(screen.getAllByRole('button', { name: /Add Widget/ })[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'Widgets' });
    expect(await within(dialog).findByRole('button', { name: 'Add Shipments' })).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Add Resources' })).toBeNull();
  });
});
