import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiServer, json } from '@/test/api-server';
import { expectNoAxeViolations } from '@/test/axe';
import { clearSession } from '@/lib/session/session-store';
import { renderWithProviders } from '@/test/render';
import { signInForTest } from '@/test/session';
import { ShipmentDetailPage } from './shipment-detail-page';
import { shipmentDetail, testUuid } from '@/test/fixtures/shipments';

let calls: string[];
let answerShipment: () => Response;

/** Notes a call as `path?query`, as the tests compare them. */
function record(request: Request): void {
  const url = new URL(request.url);
  calls.push(`${url.pathname}${url.search}`);
}

beforeEach(() => {
  calls = [];
  answerShipment = () => json(shipmentDetail());
  apiServer.use(
    http.get('/api/shipments/:id', ({ request }) => {
      record(request);
      return answerShipment();
    }),
    http.get('/api/shipments/:id/documents/:documentId', ({ request }) => {
      record(request);
      return new Response(new TextEncoder().encode('%PDF-1.7\n%%EOF'), { status: 200 });
    }),
  );
  URL.createObjectURL = vi.fn(() => 'blob:http://localhost/object-1');
  URL.revokeObjectURL = vi.fn();
});

afterEach(() => {
  vi.restoreAllMocks();
  clearSession();
});

const route = (id: string) => `/shipment/shipments-details?id=${id}`;
const section = (name: string) => screen.getByRole('region', { name });
const fact = (region: HTMLElement, label: string) =>
  within(region).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

describe('ShipmentDetailPage', () => {
  it("shows times in the user's time zone with its name, calendar days as they are, one date format", async () => {
    // Dana's profile says Central Time (the profile keeps the reference list's id, as seeded).
    signInForTest(['shipment_LSCOMP'], { timezone: 'Central Standard Time' });
    answerShipment = () =>
      json(
        shipmentDetail({
          billDate: '2026-11-24',
          etd: '2026-10-26T15:00:00.000Z',
          dep: '2026-10-26T17:45:00.000Z',
          // 03:00 UTC on the 24th is still the evening of the 23rd in Chicago.
          eta: '2026-11-24T03:00:00.000Z',
          notes: [
            {
              id: testUuid(81),
              kind: 'note',
              body: 'Pre-alert sent',
              author: 'Operations',
              createdAt: '2026-11-28T16:30:00.000Z',
            },
          ],
        }),
      );
    renderWithProviders(<ShipmentDetailPage />, { route: route(testUuid(7)) });
    expect(await screen.findByRole('heading', { level: 1, name: 'House Bill MGLO25060007' })).toBeTruthy();

    const routeSection = section('Route & carrier');
    expect(fact(routeSection, 'ETA')).toBe('11/23/2026 21:00 CST');
    // Summer time until 11/01/2026: the same zone is CDT in October.
    expect(fact(routeSection, 'ETD')).toBe('10/26/2026 10:00 CDT');
    expect(fact(routeSection, 'ATD')).toBe('10/26/2026 12:45 CDT');
    // The bill date is a day, not a moment: it does not move a day west of UTC.
    expect(fact(section('References'), 'Bill date')).toBe('11/24/2026');
    expect(within(section('Notes and exceptions')).getByText('Operations, 11/28/2026 10:30 CST')).toBeTruthy();
    // Milestones (fixture times in June): Chicago summer time.
    const milestones = within(section('Milestones')).getAllByRole('listitem');
    expect(milestones[1]?.textContent).toContain('Estimated: 06/03/2025 03:00 CDT · Actual: 06/03/2025 05:30 CDT');

    // One date format on the whole screen: MM/DD/YYYY, never MM-DD-YYYY or an ISO day, and no UTC time.
    const text = document.body.textContent ?? '';
    expect(text.match(/\d{2}\/\d{2}\/\d{4}/g)?.length).toBeGreaterThan(8);
    expect(text).not.toMatch(/\d{2}-\d{2}-\d{4}|\d{4}-\d{2}-\d{2}/);
    expect(text).not.toMatch(/\d{2}:\d{2} UTC/);
  });

  it('shows the header and every section of a shipment', async () => {
    const { container } = renderWithProviders(<ShipmentDetailPage />, { route: route(testUuid(7)) });
    expect(await screen.findByRole('heading', { level: 1, name: 'House Bill MGLO25060007' })).toBeTruthy();
    expect(calls).toEqual([`/api/shipments/${testUuid(7)}`]);
    expect(screen.getByText('Departure from Origin', { selector: '.mantine-Badge-label' })).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'Progress: Departed, in transit, 40 %' })).toBeTruthy();

    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'References',
      'Cargo',
      'Parties',
      'Route & carrier',
      'Milestones',
      'Notes and exceptions',
      'Containers',
      'CO₂e estimate',
      'Documents',
    ]);

    const references = section('References');
    expect(fact(references, 'Master bill')).toBe('MAEU123456789');
    expect(fact(references, 'Commercial Invoice #')).toBe('INV-88121');
    expect(fact(references, 'Purchase Order #')).toBe('PO-5521');
    expect(fact(section('Cargo'), 'Gross weight')).toBe('12,000 kg');
    expect(fact(section('Cargo'), 'Hazardous')).toBe('No');
    const parties = section('Parties');
    expect(within(parties).getByRole('heading', { level: 3, name: 'Shipper' })).toBeTruthy();
    expect(within(parties).getByText('Shanghai Precision Parts Co.')).toBeTruthy();

    const routeSection = section('Route & carrier');
    expect(fact(routeSection, 'Origin')).toBe('Shanghai (CNSHA)');
    expect(fact(routeSection, 'Vessel / voyage')).toBe('Maersk Essen / 425E');
    expect(fact(routeSection, 'ETA')).toBe('06/20/2025 06:00 UTC');
    // The map loads on demand (decision 042).
    expect(
      await within(routeSection).findByRole('img', {
        name: 'Map of the route from Shanghai (CNSHA) to Los Angeles (USLAX)',
      }),
    ).toBeTruthy();

    // Milestones: estimated vs actual; the exception stands out in words, not only in colour.
    const milestones = within(section('Milestones')).getAllByRole('listitem');
    expect(milestones).toHaveLength(4);
    expect(milestones[1]?.textContent).toContain('Estimated: 06/03/2025 08:00 UTC · Actual: 06/03/2025 10:30 UTC');
    expect(within(milestones[2] as HTMLElement).getByText('Planned')).toBeTruthy();
    expect(within(milestones[3] as HTMLElement).getByText('Exception')).toBeTruthy();
    expect(milestones[3]?.getAttribute('data-state')).toBe('exception');

    expect(within(section('Containers')).getByRole('cell', { name: 'MSKU1234565' })).toBeTruthy();
    const emissions = section('CO₂e estimate');
    expect(fact(emissions, 'Estimated emissions')).toBe('1,823.7 kg CO₂e');
    expect(within(emissions).getByText(/UK Government GHG Conversion Factors/)).toBeTruthy();
    expect(fact(emissions, 'Sea route')).toBe('10,438 km');
    // The method is worded on the screen from the route and adjustment, not copied from the server's English.
    expect(
      within(emissions).getByText(
        'GLEC-style estimate: 12,004 km planned ocean distance (10,438 km sea route via Panama Canal × 1.15) × 12 t' +
          ' chargeable weight × 0.01266 kg CO₂e per t-km (UK government conversion factor).',
      ),
    ).toBeTruthy();
    const notes = section('Notes and exceptions');
    expect(within(notes).getByText('Exception')).toBeTruthy();
    expect(within(notes).getByText('Pre-alert sent')).toBeTruthy();
    await expectNoAxeViolations(container);
  });

  it('offers View and Download only where the document allows them', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ShipmentDetailPage />, { route: route(testUuid(7)) });
    const documents = await screen.findByRole('table', { name: 'Documents' });
    const rows = within(documents).getAllByRole('row').slice(1);
    expect(
      within(rows[0] as HTMLElement)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['View', 'Download']);
    expect(
      within(rows[1] as HTMLElement)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['View']);
    expect(within(rows[2] as HTMLElement).queryAllByRole('button')).toEqual([]);
    expect(within(rows[2] as HTMLElement).getByText('Not available to you')).toBeTruthy();
    // A size is shown where it is known; a document made from the shipment on request says so instead of '0 kB'.
    expect(within(rows[0] as HTMLElement).getByText('Made when opened')).toBeTruthy();
    expect(within(rows[1] as HTMLElement).getByText('10 kB')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'View INV-88121.pdf' }));
    const dialog = await screen.findByRole('dialog', { name: 'Commercial Invoice: INV-88121.pdf' });
    await waitFor(() =>
      expect(calls).toContain(`/api/shipments/${testUuid(7)}/documents/${testUuid(72)}?disposition=inline`),
    );
    // Viewing is allowed, saving is not: the viewer has no Download button.
    expect(within(dialog).queryByRole('button', { name: /Download/ })).toBeNull();

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    // The invoice had its size already: closing its viewer reloads nothing.
    expect(calls.filter((call) => call === `/api/shipments/${testUuid(7)}`)).toHaveLength(1);

    // The house bill is made on request: once downloaded its size is known, and the list shows it.
    const made = shipmentDetail();
    answerShipment = () =>
      json({
        ...made,
        documents: made.documents.map((d) => (d.id === testUuid(71) ? { ...d, fileSize: 30720 } : d)),
      });
    await user.click(screen.getByRole('button', { name: 'Download MGLO25060007-HBL.pdf' }));
    await waitFor(() =>
      expect(calls).toContain(`/api/shipments/${testUuid(7)}/documents/${testUuid(71)}?disposition=attachment`),
    );
    const refreshed = within(await screen.findByRole('table', { name: 'Documents' }));
    expect(await refreshed.findByText('30 kB')).toBeTruthy();
    expect(refreshed.queryByText('Made when opened')).toBeNull();
  });

  it('marks a missing ETA and port as "Data pending" and says when no CO₂e estimate exists', async () => {
    answerShipment = () =>
      json(
        shipmentDetail({
          eta: null,
          destination: { code: '', name: '', country: '', lat: null, lon: null },
          dataPending: true,
          emissions: null,
        }),
      );
    renderWithProviders(<ShipmentDetailPage />, { route: route(testUuid(7)) });
    const routeSection = await screen.findByRole('region', { name: 'Route & carrier' });
    expect(fact(routeSection, 'ETA')).toBe('Data pending');
    expect(fact(routeSection, 'Destination')).toBe('Data pending');
    expect(await within(routeSection).findByText('Route data pending')).toBeTruthy();
    expect(screen.getAllByText('Data pending', { selector: '.mantine-Badge-label' })).toHaveLength(1);
    expect(
      within(section('CO₂e estimate')).getByText(/A CO₂e estimate is not available for this shipment/),
    ).toBeTruthy();
  });

  it("shows 'Record Not Found' for another company's id (404) and for a malformed id", async () => {
    answerShipment = () => json({ error: { code: 'NOT_FOUND', message: 'Record Not Found' } }, 404);
    const { container } = renderWithProviders(<ShipmentDetailPage />, { route: route(testUuid(9)) });
    expect((await screen.findByRole('alert')).textContent).toBe('Record Not Found');
    expect(screen.getByRole('link', { name: 'Back to Shipments' }).getAttribute('href')).toBe('/shipment/dashboard');
    await expectNoAxeViolations(container);

    calls = [];
    renderWithProviders(<ShipmentDetailPage />, { route: route('not-an-id') });
    expect(screen.getAllByText('Record Not Found')).toHaveLength(2);
    expect(calls).toEqual([]);
  });
});
