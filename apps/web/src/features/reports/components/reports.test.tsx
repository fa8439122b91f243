import type { ReportCatalogue } from '@connect/contracts/reports/reports.schemas';
import { screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession } from '@/lib/session/session-store';
import { apiError, apiServer, json, recordRequests, type RecordedRequest } from '@/test/api-server';
import { expectNoAxeViolations } from '@/test/axe';
import { renderWithProviders } from '@/test/render';
import { signInForTest } from '@/test/session';
import { ReportDashboardPage } from './report-dashboard-page';
import { ReportViewerPage } from './report-viewer-page';
import { ReportWidget } from './report-widget';

/**
 * axe with the shared test's rules, around the document frame: jsdom cannot message into a frame, so the frame's
 * own page (the server's HTML) is checked by the browser journey instead.
 */
async function expectNoAxeViolationsBesideFrame(container: HTMLElement): Promise<void> {
  const results = await axe.run(container, {
    iframes: false,
    rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
  });
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' | ')}`)).toEqual([]);
}

const shipmentId = '3b0e9f5c-1d2a-4c3b-9e8f-7a6b5c4d3e2f';
const foreignId = '00000000-0000-4000-8000-000000000001';
const awbHtml =
  '<!doctype html><html lang="en"><head><title>Air Waybill MGLA1</title><style>body{color:#000}</style></head>' +
  '<body><main><h1>Air Waybill</h1><p>MGLA1</p><dl><dt>Gross Weight</dt><dd>412.5</dd></dl></main></body></html>';

const catalogue: ReportCatalogue = {
  categories: [
    {
      id: '11111111-1111-4111-8111-111111111111',
      name: 'Finance',
      reports: [
        {
          id: '22222222-2222-4222-8222-222222222222',
          name: 'Statement of account',
          description: 'Invoices and payments of the period',
          kind: 'builtIn',
          url: '',
          builtIn: 'billing_statement',
          value: '/report-viewer?documentName=billing_statement&type=YTD&companyCode=LSCOMP&forwarderCode=MGL',
        },
        {
          id: '33333333-3333-4333-8333-333333333333',
          name: 'Monthly spend',
          description: 'Spend by lane',
          kind: 'url',
          url: 'https://bi.example.com/spend',
          builtIn: null,
          value: 'https://bi.example.com/spend',
        },
      ],
    },
    {
      id: null,
      name: '',
      reports: [
        {
          id: '44444444-4444-4444-8444-444444444444',
          name: 'On-time performance',
          description: 'Against the first ETA',
          kind: 'url',
          url: 'https://bi.example.com/otp',
          builtIn: null,
          value: 'https://bi.example.com/otp',
        },
      ],
    },
  ],
};

let requests: RecordedRequest[];

beforeEach(() => {
  requests = recordRequests();
  signInForTest(['shipment', 'billing', 'report']);
  apiServer.use(
    http.post('/api/Report/pdf', async ({ request }) => {
      const body = (await request.json()) as { name: string; Parameters: Record<string, string> };
      if (body.name === 'export_airway_bill' && body.Parameters.id === shipmentId)
        return new HttpResponse(awbHtml, { headers: { 'content-type': 'text/html; charset=utf-8' } });
      if (body.name === 'quotation')
        return json(
          {
            error: {
              code: 'REPORT_NOT_AVAILABLE',
              message: 'This report is not available yet',
              messageKey: 'server.reports.notAvailable',
            },
          },
          404,
        );
      return apiError('NOT_FOUND', 404, 'Record Not Found');
    }),
    http.get(
      '/api/reports/pdf',
      () =>
        new HttpResponse(new Uint8Array([37, 80, 68, 70]), {
          headers: {
            'content-type': 'application/pdf',
            'content-disposition': `attachment; filename="Air Waybill MGLA1.pdf"; filename*=UTF-8''Air%20Waybill%20MGLA1.pdf`,
          },
        }),
    ),
    http.get('/api/reports/catalogue', () => json(catalogue)),
    http.get('/api/customer/user/reportData', ({ request }) =>
      json(
        catalogue.categories
          .flatMap((c) => c.reports)
          .slice(0, Number(new URL(request.url).searchParams.get('top') ?? 3))
          .map((r) => ({ name: r.name, value: r.value, userClaimsId: r.id })),
      ),
    ),
  );
});

afterEach(() => {
  clearSession();
  vi.restoreAllMocks();
});

describe('report viewer', () => {
  it('shows the air waybill the report service rendered in a sandboxed frame, prints it and downloads its PDF', async () => {
    const user = userEvent.setup();
    const created = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:awb');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const { container } = renderWithProviders(<ReportViewerPage />, {
      route: `/report-viewer?documentName=export_airway_bill&id=${shipmentId}&companyCode=LSCOMP&forwarderCode=MGL`,
    });
    const frame = await screen.findByTitle('Air waybill as the report service rendered it');
    expect(screen.getByRole('heading', { level: 1, name: 'Air waybill' })).toBeTruthy();
    expect(frame.getAttribute('sandbox')).toBe('allow-same-origin allow-modals');
    expect(frame.getAttribute('srcdoc')).toContain('412.5');
    const call = requests.find((r) => r.url.pathname === '/api/Report/pdf');
    await waitFor(() => expect(call?.body).toBeTruthy());
    expect(JSON.parse(call?.body ?? '{}')).toEqual({
      user_id: 'dana.whitfield@lonestar-components.example',
      name: 'export_airway_bill',
      Parameters: { id: shipmentId, companyCode: 'LSCOMP', forwarderCode: 'MGL' },
    });
    expect(screen.getByRole('button', { name: 'Print' })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Download PDF' }));
    await waitFor(() => expect(clicked).toHaveBeenCalled());
    expect(created).toHaveBeenCalled();
    const download = requests.find((r) => r.url.pathname === '/api/reports/pdf');
    expect(download?.url.searchParams.get('name')).toBe('export_airway_bill');
    expect(download?.url.searchParams.get('id')).toBe(shipmentId);
    await expectNoAxeViolationsBesideFrame(container);
  });

  it("shows 'Record Not Found' for a foreign id, a malformed id and an unknown document, with the way back", async () => {
    for (const route of [
      `/report-viewer?documentName=export_airway_bill&id=${foreignId}`,
      '/report-viewer?documentName=export_airway_bill&id=1%27%20or%201%3D1',
      `/report-viewer?documentName=payroll&id=${shipmentId}`,
      '/report-viewer',
    ]) {
      const { unmount, container } = renderWithProviders(<ReportViewerPage />, { route });
      expect((await screen.findByRole('alert')).textContent).toBe('Record Not Found');
      expect(screen.getByRole('link', { name: 'Back to Reports' }).getAttribute('href')).toBe('/report/dashboard');
      expect(screen.queryByTitle(/rendered it/)).toBeNull();
      await expectNoAxeViolations(container);
      unmount();
    }
    // Only the well-formed request reached the server.
    expect(requests.filter((r) => r.url.pathname === '/api/Report/pdf')).toHaveLength(1);
  });

  it("words the server's message when a report is not available", async () => {
    renderWithProviders(<ReportViewerPage />, { route: `/report-viewer?documentName=quotation&id=${shipmentId}` });
    expect((await screen.findByRole('alert')).textContent).toBe('This report is not available yet');
  });
});

describe('report catalogue', () => {
  it('lists the reports by category, searches names and descriptions, and opens outside reports in a new tab', async () => {
    const user = userEvent.setup();
    const { container } = renderWithProviders(<ReportDashboardPage />, { route: '/report/dashboard' });
    const finance = await screen.findByRole('region', { name: 'Finance' });
    expect(within(finance).getByText('2 reports')).toBeTruthy();
    const statement = within(finance).getByRole('link', { name: 'Statement of account' });
    expect(statement.getAttribute('href')).toBe(
      '/report-viewer?documentName=billing_statement&type=YTD&companyCode=LSCOMP&forwarderCode=MGL',
    );
    const spend = within(finance).getByRole('link', { name: 'Monthly spend (opens in a new tab)' });
    expect(spend.getAttribute('target')).toBe('_blank');
    expect(spend.getAttribute('rel')).toBe('noopener noreferrer');
    expect(screen.getByRole('region', { name: 'Other reports' })).toBeTruthy();
    await expectNoAxeViolations(container);

    await user.type(screen.getByRole('searchbox', { name: 'Search reports' }), 'first eta');
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Finance' })).toBeNull());
    expect(screen.getByRole('link', { name: 'On-time performance (opens in a new tab)' })).toBeTruthy();
    await user.clear(screen.getByRole('searchbox', { name: 'Search reports' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search reports' }), 'payroll');
    expect((await screen.findByRole('status')).textContent).toBe('No report matches “payroll”.');
  });

  it('says so when no report was shared yet', async () => {
    apiServer.use(http.get('/api/reports/catalogue', () => json({ categories: [] })));
    renderWithProviders(<ReportDashboardPage />, { route: '/report/dashboard' });
    expect((await screen.findByRole('status')).textContent).toBe('No reports have been shared with you yet.');
    expect(screen.queryByRole('link', { name: 'Report Management' })).toBeNull();
  });

  it("links a customer's report admin to report management (decision 095)", async () => {
    signInForTest(['report', 'reportAdmin']);
    renderWithProviders(<ReportDashboardPage />, { route: '/report/dashboard' });
    const link = await screen.findByRole('link', { name: 'Report Management' });
    expect(link.getAttribute('href')).toBe('/u/reports');
  });
});

describe('ReportWidget', () => {
  it("shows the user's top 3 reports and links to all reports with selectedIndex", async () => {
    const { container } = renderWithProviders(<ReportWidget selectedIndex={2} />);
    const widget = await screen.findByRole('region', { name: 'Report' });
    await within(widget).findByRole('link', { name: 'Statement of account' });
    expect(within(widget).getAllByRole('listitem')).toHaveLength(3);
    expect(within(widget).getByRole('link', { name: 'See all reports' }).getAttribute('href')).toBe(
      '/report/dashboard?selectedIndex=2',
    );
    expect(requests.find((r) => r.url.pathname === '/api/customer/user/reportData')?.url.searchParams.get('top')).toBe(
      '3',
    );
    await expectNoAxeViolations(container);
  });
});
