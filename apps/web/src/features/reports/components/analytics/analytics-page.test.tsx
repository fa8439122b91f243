import type { Analytics } from '@connect/contracts/analytics/analytics.schemas';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession } from '@/lib/session/session-store';
import { apiServer, json, recordRequests, type RecordedRequest } from '@/test/api-server';
import { expectNoAxeViolations } from '@/test/axe';
import { renderWithProviders } from '@/test/render';
import { signInForTest } from '@/test/session';
import { ReportDashboardPage } from '../report-dashboard-page';
import { AnalyticsPage } from './analytics-page';

const analytics = (period: Analytics['period']): Analytics => ({
  period,
  from: period === 'LM' ? '2026-10-01' : '2026-08-01',
  to: '2026-10-31',
  today: '2026-11-25',
  companyCode: 'LSCOMP',
  shipmentCount: period === 'LM' ? 21 : 58,
  onTime: {
    arrived: 55,
    graceHours: 24,
    firstEta: { measured: 55, onTime: 40, late: 15, percent: 72.7 },
    latestEta: { measured: 55, onTime: 48, late: 7, percent: 87.3 },
  },
  transit: [
    {
      mode: 'AIR',
      lane: 'ICN → ORD',
      shipments: 2,
      medianDays: 1.8,
      p25Days: 1.3,
      p75Days: 2.4,
      spreadDays: 1.2,
      minDays: 0.7,
      maxDays: 3,
    },
  ],
  shipments: [
    { mode: 'AIR', lane: 'ICN → ORD', shipments: 27, chargeableWeightKg: 7041.5 },
    { mode: 'OCEAN', lane: 'KRPUS → USLAX', shipments: 31, chargeableWeightKg: 2824 },
  ],
  spend: {
    totalCents: 17_809_849,
    byMonth: [
      { key: '2026-08', invoices: 6, totalCents: 4_211_539 },
      { key: '2026-09', invoices: 10, totalCents: 7_346_662 },
      { key: '2026-10', invoices: 7, totalCents: 6_251_648 },
    ],
    byLane: [{ key: 'HND → IAH', invoices: 1, totalCents: 3_017_916 }],
  },
  ageing: [
    { bucket: 'current', invoices: 4, balanceCents: 6_834_616 },
    { bucket: 'days1to30', invoices: 3, balanceCents: 2_514_998 },
    { bucket: 'days31to60', invoices: 6, balanceCents: 2_832_195 },
    { bucket: 'days61to90', invoices: 2, balanceCents: 601_456 },
    { bucket: 'over90', invoices: 1, balanceCents: 699_600 },
  ],
  warehouse: {
    unitsReceived: 11_795,
    unitsShipped: 1_082,
    byMonth: [{ month: '2026-08', unitsReceived: 4141, unitsShipped: 130 }],
    openingOnHand: 0,
    closingOnHand: 10_713,
    averageOnHand: 5356.5,
    stockTurns: 0.2,
  },
  co2e: {
    totalKg: 388_024.5,
    withoutEstimate: 2,
    byMode: [{ key: 'AIR', shipments: 27, co2eKg: 306_334.6 }],
    byLane: [{ key: 'AIR ICN → ORD', shipments: 2, co2eKg: 39_714.9 }],
    byMonth: [{ key: '2026-08', shipments: 19, co2eKg: 98_483.9 }],
    factors: [{ mode: 'AIR', factorKgPerTonneKm: 0.5313, source: 'UK Government GHG Conversion Factors, OGL v3.0' }],
  },
});

let requests: RecordedRequest[];

beforeEach(() => {
  requests = recordRequests();
  signInForTest(['shipment', 'billing', 'report']);
  apiServer.use(
    http.get('/api/analytics/kpis', ({ request }) => {
      const period = (new URL(request.url).searchParams.get('period') ?? 'L3M') as Analytics['period'];
      return json(analytics(period));
    }),
    http.get('/api/analytics/export', ({ request }) => {
      const format = new URL(request.url).searchParams.get('format') ?? 'xlsx';
      return new HttpResponse(new Uint8Array([80, 75, 3, 4]), {
        headers: {
          'content-type': format === 'pdf' ? 'application/pdf' : 'application/octet-stream',
          'content-disposition': `attachment; filename="Analytics LSCOMP L3M.${format}"; filename*=UTF-8''Analytics%20LSCOMP%20L3M.${format}`,
        },
      });
    }),
    http.get('/api/analytics/qbr', ({ request }) => {
      const quarter = new URL(request.url).searchParams.get('quarter') ?? '';
      return new HttpResponse(new Uint8Array([37, 80, 68, 70]), {
        headers: {
          'content-type': 'application/pdf',
          'content-disposition': `attachment; filename="QBR LSCOMP ${quarter}.pdf"`,
        },
      });
    }),
    http.get('/api/reports/catalogue', () => json({ categories: [] })),
  );
});

afterEach(() => {
  clearSession();
  vi.restoreAllMocks();
});

describe('analytics page', () => {
  it('shows every KPI with its definition card, for the chosen period', async () => {
    const user = userEvent.setup();
    const { container } = renderWithProviders(<AnalyticsPage />, { route: '/report/analytics' });
    const onTime = await screen.findByRole('region', { name: 'On-time performance' });
    expect(within(onTime).getByText('72.7 %')).toBeTruthy();
    expect(within(onTime).getByText('87.3 %')).toBeTruthy();
    expect(within(onTime).getByText('48 of 55 arrivals on time')).toBeTruthy();
    expect(
      within(onTime).getByText('Arrivals no later than the ETA + 24 h ÷ arrived shipments that have that ETA.'),
    ).toBeTruthy();
    expect(within(onTime).getByText(/^First ETA: the estimate of the first arrival event recorded/)).toBeTruthy();
    for (const heading of [
      'Transit time by lane',
      'Shipments by mode and lane',
      'Spend by month and lane',
      'Invoice ageing',
      'Warehouse throughput and stock turns',
      'CO₂e by mode, lane and month',
    ]) {
      const section = screen.getByRole('region', { name: heading });
      expect(within(section).getByText('Formula')).toBeTruthy();
      expect(within(section).getByText('Milestone')).toBeTruthy();
    }
    expect(
      within(screen.getByRole('region', { name: 'Spend by month and lane' })).getByText('Total $178,098.49'),
    ).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Invoice ageing' })).getByText('$6,996.00')).toBeTruthy();
    expect(screen.getByText('2 shipments without an estimate (a port or the weight is missing).')).toBeTruthy();
    expect(screen.getByText(/Open Government Licence v3\.0/)).toBeTruthy();
    expect(
      requests.some((r) => r.url.pathname === '/api/analytics/kpis' && r.url.searchParams.get('period') === 'L3M'),
    ).toBe(true);
    await expectNoAxeViolations(container);

    await user.click(screen.getByRole('radio', { name: 'Last Month' }));
    await waitFor(() => expect(screen.getByText('21 shipments')).toBeTruthy());
    expect(requests.some((r) => r.url.searchParams.get('period') === 'LM')).toBe(true);
  });

  it('exports the page as xlsx, CSV and PDF from the export menu (axe clean with the menu open)', async () => {
    const user = userEvent.setup();
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:analytics');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const { container } = renderWithProviders(<AnalyticsPage />, { route: '/report/analytics' });
    await screen.findByRole('region', { name: 'On-time performance' });
    await user.click(screen.getByRole('button', { name: 'Export' }));
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Excel workbook (.xlsx)', 'CSV (.csv)', 'PDF of the page']);
    await expectNoAxeViolations(container.ownerDocument.body);
    await user.click(within(menu).getByRole('menuitem', { name: 'PDF of the page' }));
    await waitFor(() => expect(clicked).toHaveBeenCalledTimes(1));
    const exported = requests.find((r) => r.url.pathname === '/api/analytics/export');
    expect(exported?.url.searchParams.get('format')).toBe('pdf');
    expect(exported?.url.searchParams.get('period')).toBe('L3M');
    expect(exported?.url.searchParams.get('report')).toBe('analytics');
    const link = clicked.mock.contexts[0] as HTMLAnchorElement;
    expect(link.download).toBe('Analytics LSCOMP L3M.pdf');
  });

  it('downloads the quarterly business review of a chosen quarter, the last complete one first', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, now: new Date('2026-11-25T12:00:00Z') });
    const user = userEvent.setup();
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:qbr');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    renderWithProviders(<AnalyticsPage />, { route: '/report/analytics' });
    await screen.findByRole('region', { name: 'On-time performance' });
    const quarter = screen.getByRole('combobox', { name: 'Quarter' }) as HTMLSelectElement;
    expect([...quarter.options].map((o) => o.value)).toEqual(['2026-Q4', '2026-Q3', '2026-Q2', '2026-Q1', '2025-Q4']);
    expect(quarter.value).toBe('2026-Q3');
    await user.selectOptions(quarter, '2026-Q2');
    await user.click(screen.getByRole('button', { name: 'Quarterly business review (PDF)' }));
    await waitFor(() => expect(clicked).toHaveBeenCalledTimes(1));
    const sent = requests.find((r) => r.url.pathname === '/api/analytics/qbr');
    expect(sent?.url.searchParams.get('quarter')).toBe('2026-Q2');
    expect((clicked.mock.contexts[0] as HTMLAnchorElement).download).toBe('QBR LSCOMP 2026-Q2.pdf');
    vi.useRealTimers();
  });

  it('says so when the quarterly business review cannot be prepared', async () => {
    apiServer.use(http.get('/api/analytics/qbr', () => new HttpResponse(null, { status: 500 })));
    const user = userEvent.setup();
    renderWithProviders(<AnalyticsPage />, { route: '/report/analytics' });
    await screen.findByRole('region', { name: 'On-time performance' });
    await user.click(screen.getByRole('button', { name: 'Quarterly business review (PDF)' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The quarterly business review could not be prepared. Try again.',
    );
  });

  it('keeps the spend filter in the address: applied from the panel, read back on a reload, passed to the export', async () => {
    apiServer.use(
      http.get('/api/reference/:list', ({ params }) => json({ list: params.list, items: [] })),
      http.get('/api/analytics/spend', ({ request }) => {
        const q = new URL(request.url).searchParams;
        return json({
          fromDate: q.get('fromDate'),
          toDate: q.get('toDate'),
          selectedDate: q.get('selectedDate') ?? 'Invoice',
          spend: {
            totalCents: 1_234_500,
            byMonth: [{ key: '2026-08', invoices: 2, totalCents: 1_234_500 }],
            byLane: [],
          },
        });
      }),
      http.get('/api/analytics/spend/export', ({ request }) => {
        const format = new URL(request.url).searchParams.get('format') ?? 'xlsx';
        return new HttpResponse(new Uint8Array([37, 80, 68, 70]), {
          headers: { 'content-disposition': `attachment; filename="Spend report LSCOMP.${format}"` },
        });
      }),
    );
    function Address() {
      return <output data-testid="address">{useLocation().search}</output>;
    }
    const user = userEvent.setup();
    const first = renderWithProviders(
      <>
        <AnalyticsPage />
        <Address />
      </>,
      { route: '/report/analytics' },
    );
    const spend = await screen.findByRole('region', { name: 'Spend by month and lane' });
    await user.click(within(spend).getByRole('button', { name: /^Sender\/receiver filter:/ }));
    await user.selectOptions(within(spend).getByRole('combobox', { name: 'Payor' }), 'Consignee');
    await user.click(within(spend).getByRole('button', { name: 'Apply' }));
    const year = new Date().getFullYear();
    await waitFor(() =>
      expect(screen.getByTestId('address').textContent).toBe(
        `?fromDate=${year}-07-01&toDate=${year}-09-30&selectedDate=Invoice&selectedPayor=Consignee`,
      ),
    );
    expect(
      await within(spend).findByText(`Filtered spend: ${year}-07-01 – ${year}-09-30 by Invoice date`),
    ).toBeTruthy();
    expect(within(spend).getByText('Total $12,345.00')).toBeTruthy();
    const sent = requests.find((r) => r.url.pathname === '/api/analytics/spend');
    expect(Object.fromEntries(sent?.url.searchParams ?? [])).toEqual({
      fromDate: `${year}-07-01`,
      toDate: `${year}-09-30`,
      selectedDate: 'Invoice',
      selectedPayor: 'Consignee',
    });
    first.unmount();

    // A reload of that address shows the same filtered spend without opening the panel; the export carries it.
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:spend');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    renderWithProviders(<AnalyticsPage />, {
      route: '/report/analytics?fromDate=2026-01-01&toDate=2026-03-31&selectedDate=Due&selectedStatesSender=KR,JP',
    });
    const again = await screen.findByRole('region', { name: 'Spend by month and lane' });
    expect(await within(again).findByText('Filtered spend: 2026-01-01 – 2026-03-31 by Due date')).toBeTruthy();
    await user.click(within(again).getByRole('button', { name: 'Export filtered spend' }));
    await user.click(await screen.findByRole('menuitem', { name: 'PDF' }));
    await waitFor(() => expect(clicked).toHaveBeenCalledTimes(1));
    const exported = requests.find((r) => r.url.pathname === '/api/analytics/spend/export');
    expect(Object.fromEntries(exported?.url.searchParams ?? [])).toEqual({
      fromDate: '2026-01-01',
      toDate: '2026-03-31',
      selectedDate: 'Due',
      selectedStatesSender: 'KR,JP',
      format: 'pdf',
    });
    await user.click(within(again).getByRole('button', { name: 'Clear filter' }));
    expect(await within(again).findByText('Total $178,098.49')).toBeTruthy();
  });

  it('is reachable from the report catalogue', async () => {
    renderWithProviders(<ReportDashboardPage />, { route: '/report/dashboard' });
    const entry = await screen.findByRole('link', { name: 'Analytics' });
    expect(entry.getAttribute('href')).toBe('/report/analytics');
  });

  it('asks an employee without a selected company to choose one, and calls nothing', async () => {
    clearSession();
    signInForTest([], { userType: 'EMPLOYEE', admin: true, selectedCompany: null, displayName: 'Priya Raman' });
    const { container } = renderWithProviders(<AnalyticsPage />, { route: '/report/analytics' });
    expect(await screen.findByText('Choose a company at the top to see its analytics.')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'On-time performance' })).toBeNull();
    expect(requests.filter((r) => r.url.pathname.startsWith('/api/analytics/'))).toEqual([]);
    await expectNoAxeViolations(container);
  });
});
