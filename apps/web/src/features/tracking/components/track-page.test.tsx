import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiServer, json } from '@/test/api-server';
import { expectNoAxeViolations } from '@/test/axe';
import { renderWithProviders } from '@/test/render';
import { recordNotFoundMs, TrackPage } from './track-page';
import { publicTracking } from '@/test/fixtures/tracking';
import { TrackingDetailPage } from './tracking-detail-page';
import { TrackingSearchResultPage } from './tracking-search-result-page';
import { clearSession } from '@/lib/session/session-store';
import { signInForTest } from '@/test/session';
import { rememberTrackingCheck } from '../utils/tracking-checks';

let calls: string[];
/** The answer of the one call the pages make, the tracking lookup. */
let answerLookup: (url: URL) => Response;

beforeEach(() => {
  clearSession();
  window.sessionStorage.clear();
  calls = [];
  answerLookup = () => json({ items: [] });
  apiServer.use(
    http.get('/api/tracking/track', ({ request }) => {
      const url = new URL(request.url);
      calls.push(`${url.pathname}${url.search}`);
      return answerLookup(url);
    }),
  );
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

function renderTracking(route = '/tracking/track') {
  return renderWithProviders(
    <Routes>
      <Route path="/tracking/track" element={<TrackPage />} />
      <Route path="/tracking/tracking-detail" element={<TrackingDetailPage />} />
      <Route path="/tracking/search-result" element={<TrackingSearchResultPage />} />
    </Routes>,
    { route },
  );
}

const referenceBox = () => screen.getByRole('textbox', { name: /Tracking reference/ });
const partyBox = () => screen.getByRole('textbox', { name: /Shipper or consignee name/ });

describe('public tracking (spec 1 §2, spec 2 §8)', () => {
  it('needs a reference before it asks the server', async () => {
    const user = userEvent.setup();
    const { container } = renderTracking();
    expect(screen.getByRole('heading', { level: 1, name: 'Track a shipment' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Track' }));
    expect(await screen.findByText('This field is required')).toBeTruthy();
    expect(screen.getByText("Enter the shipper's or consignee's name")).toBeTruthy();
    expect(calls).toEqual([]);
    await expectNoAxeViolations(container);
  });

  it("shows 'Record Not Found' for five seconds when nothing matches", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime.bind(vi) });
    renderTracking();
    await user.type(referenceBox(), '  NOPE-1  ');
    await user.type(partyBox(), ' Lone Star ');
    await user.click(screen.getByRole('button', { name: 'Track' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Record Not Found');
    expect(calls).toEqual(['/api/tracking/track?reference=NOPE-1&party=Lone+Star']);
    act(() => vi.advanceTimersByTime(recordNotFoundMs - 1000));
    expect(screen.getByRole('alert').textContent).toBe('Record Not Found');
    act(() => vi.advanceTimersByTime(1100));
    expect(screen.queryByRole('alert')).toBeNull();
    // The form stays as it was, ready for another try.
    expect((referenceBox() as HTMLInputElement).value).toBe('  NOPE-1  ');
    expect((partyBox() as HTMLInputElement).value).toBe(' Lone Star ');
  });

  it('shows the server’s message when lookups are rate-limited (429), and keeps it', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime.bind(vi) });
    answerLookup = () =>
      json(
        {
          error: {
            code: 'RATE_LIMITED',
            message: 'Too many tracking lookups. Please wait a minute and try again.',
            details: { retryAfterSeconds: 42 },
          },
        },
        429,
      );
    renderTracking();
    await user.type(referenceBox(), 'MGLA25060001');
    await user.type(partyBox(), 'Lone Star');
    await user.click(screen.getByRole('button', { name: 'Track' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Too many tracking lookups. Please wait a minute and try again.');
    act(() => vi.advanceTimersByTime(recordNotFoundMs + 1000));
    expect(screen.getByRole('alert').textContent).toBe(
      'Too many tracking lookups. Please wait a minute and try again.',
    );
  });

  it('opens the tracking detail of a single match without a second lookup', async () => {
    const user = userEvent.setup();
    answerLookup = () => json({ items: [publicTracking('MGLA25060001')] });
    const { container } = renderTracking();
    await user.type(referenceBox(), 'mgla25060001');
    await user.type(partyBox(), 'Lone Star');
    await user.click(screen.getByRole('button', { name: 'Track' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Tracking MGLA25060001' })).toBeTruthy();
    expect(calls).toHaveLength(1);
    expect(screen.getByText('Dallas/Fort Worth (DFW) → Frankfurt (FRA)')).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'Progress: Departed, in transit, 40 %' })).toBeTruthy();
    const timeline = screen.getByRole('region', { name: 'Milestones' });
    expect(within(timeline).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'Track another shipment' }).getAttribute('href')).toBe('/tracking/track');
    await expectNoAxeViolations(container);
  });

  it('lists several matches and opens one of them', async () => {
    const user = userEvent.setup();
    answerLookup = () =>
      json({
        items: [
          publicTracking('MGLO25060001', { mode: 'OCEAN' }),
          publicTracking('MGLO25060002', {
            mode: 'OCEAN',
            eta: null,
            destination: { code: '', name: '', country: '', lat: null, lon: null },
            dataPending: true,
          }),
        ],
      });
    const { container } = renderTracking();
    await user.type(referenceBox(), 'MAEU123456789');
    await user.type(partyBox(), 'Lone Star');
    await user.click(screen.getByRole('button', { name: 'Track' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Tracking results' })).toBeTruthy();
    expect(screen.getByText('2 shipments match “MAEU123456789”')).toBeTruthy();
    const pending = screen.getByRole('row', { name: /MGLO25060002/ });
    expect(within(pending).getAllByText('Data pending').length).toBeGreaterThanOrEqual(2);
    await expectNoAxeViolations(container);

    await user.click(screen.getByRole('button', { name: 'Actions for MGLO25060002' }));
    await user.click(await screen.findByRole('menuitem', { name: 'View Details' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Tracking MGLO25060002' })).toBeTruthy();
    expect(screen.getAllByText('Route data pending').length).toBeGreaterThan(0);
    expect(calls).toHaveLength(1);
  });

  it("says 'Record Not Found' on a detail address that matches nothing", async () => {
    rememberTrackingCheck(['NOPE-2'], 'Lone Star');
    renderTracking('/tracking/tracking-detail?ref=NOPE-2');
    expect((await screen.findByRole('alert')).textContent).toBe('Record Not Found');
    expect(calls).toEqual(['/api/tracking/track?reference=NOPE-2&party=Lone+Star']);
  });
});

describe('the name check of public tracking (issue #15 item 8, decision 030)', () => {
  it('asks a signed-out visitor for the shipper or consignee name, and says why, before asking the server', async () => {
    const user = userEvent.setup();
    const { container } = renderTracking();
    const party = partyBox();
    expect(party.getAttribute('required')).not.toBeNull();
    expect(
      screen.getByText(/Shipment numbers are easy to guess, so the name shows the shipment is yours/),
    ).toBeTruthy();
    await user.type(referenceBox(), 'MGLA25060002');
    await user.click(screen.getByRole('button', { name: 'Track' }));
    expect(await screen.findByText("Enter the shipper's or consignee's name")).toBeTruthy();
    expect(party.getAttribute('aria-invalid')).toBe('true');
    await user.type(party, 'A.b-C');
    await user.click(screen.getByRole('button', { name: 'Track' }));
    expect(await screen.findByText('Enter at least 4 letters or digits of the name')).toBeTruthy();
    expect(calls).toEqual([]);
    // What was typed stays.
    expect((referenceBox() as HTMLInputElement).value).toBe('MGLA25060002');
    expect((party as HTMLInputElement).value).toBe('A.b-C');
    await expectNoAxeViolations(container);
  });

  it("shows the server's field message under the name", async () => {
    const user = userEvent.setup();
    answerLookup = () =>
      json(
        {
          error: {
            code: 'VALIDATION_FAILED',
            message: 'This form is not valid.',
            details: {
              fields: [
                {
                  path: 'querystring.party',
                  message: "Enter the shipper's or consignee's name",
                  messageKey: 'server.tracking.partyRequired',
                },
              ],
            },
          },
        },
        400,
      );
    renderTracking();
    await user.type(referenceBox(), 'MGLA25060002');
    await user.type(partyBox(), 'Lone Star');
    await user.click(screen.getByRole('button', { name: 'Track' }));
    expect(await screen.findByText("Enter the shipper's or consignee's name")).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect((partyBox() as HTMLInputElement).value).toBe('Lone Star');
  });

  it('keeps the name out of the address and sends a shared detail address without it to the form', async () => {
    const user = userEvent.setup();
    answerLookup = (url) =>
      json({ items: url.searchParams.get('party') === 'Lone Star' ? [publicTracking('MGLA25060001')] : [] });
    renderTracking('/tracking/tracking-detail?ref=MGLA25060001');
    // No name in this tab for the reference: the form, the reference filled in, and no lookup yet.
    expect(await screen.findByRole('heading', { level: 1, name: 'Track a shipment' })).toBeTruthy();
    expect((referenceBox() as HTMLInputElement).value).toBe('MGLA25060001');
    expect((partyBox() as HTMLInputElement).value).toBe('');
    expect(calls).toEqual([]);
    await user.type(partyBox(), 'Lone Star');
    await user.click(screen.getByRole('button', { name: 'Track' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Tracking MGLA25060001' })).toBeTruthy();
    expect(calls).toEqual(['/api/tracking/track?reference=MGLA25060001&party=Lone+Star']);
    expect(screen.getByRole('link', { name: 'Track another shipment' }).getAttribute('href')).toBe('/tracking/track');
    expect(document.body.innerHTML).not.toContain('Lone');
  });

  it('lets a signed-in user track their own shipments without the name', async () => {
    signInForTest(['shipment']);
    const user = userEvent.setup();
    answerLookup = () => json({ items: [publicTracking('MGLA25060001')] });
    renderTracking();
    const party = partyBox();
    expect(party.getAttribute('required')).toBeNull();
    expect(screen.getByText('Needed only for shipments of companies other than yours.')).toBeTruthy();
    await user.type(referenceBox(), 'MGLA25060001');
    await user.click(screen.getByRole('button', { name: 'Track' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Tracking MGLA25060001' })).toBeTruthy();
    expect(calls).toEqual(['/api/tracking/track?reference=MGLA25060001']);
  });
});
