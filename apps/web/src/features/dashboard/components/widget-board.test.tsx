import type { DashboardWidget, DashboardWidgetType } from '@connect/contracts/dashboard/dashboard.schemas';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession } from '@/lib/session/session-store';
import { apiError, apiServer, json } from '@/test/api-server';
import { expectNoAxeViolations } from '@/test/axe';
import { renderWithProviders } from '@/test/render';
import { signInForTest } from '@/test/session';
import { swapWidgets, WidgetBoard } from './widget-board';

/** A small server with one user's layout: the active list in order and the removed list. */
let active: DashboardWidgetType[];
let removed: DashboardWidgetType[];
let posts: unknown[];
let billingFails: boolean;

const widget = (type: DashboardWidgetType, i: number): DashboardWidget => ({
  sequenceId: i + 1,
  type,
  title: `dashboard.widgets.${type}.title`,
  subHeading: `dashboard.widgets.${type}.subHeading`,
  body: null,
});
const answer = (list: DashboardWidgetType[]) => json({ widgets: list.map(widget), source: 'personal' });

beforeEach(() => {
  window.localStorage.clear();
  active = ['booking', 'billing', 'shipments', 'track'];
  removed = [];
  posts = [];
  billingFails = false;
  apiServer.use(
    http.get('/api/customer/user/dashboard/Widgets', ({ request }) =>
      new URL(request.url).searchParams.get('isDeleted') === 'true' ? answer(removed) : answer(active),
    ),
    http.post('/api/customer/user/dashboard/Widgets', async ({ request }) => {
      const body = (await request.json()) as {
        userWidgets: { type: DashboardWidgetType; sequenceId: number }[];
        reset: boolean;
      };
      posts.push(body);
      if (body.reset) {
        active = ['booking', 'billing', 'shipments', 'track'];
        removed = [];
      } else {
        const all = [...active, ...removed];
        active = [...body.userWidgets].sort((a, b) => a.sequenceId - b.sequenceId).map((w) => w.type);
        removed = all.filter((t) => !active.includes(t));
      }
      return answer(active);
    }),
    http.delete('/api/customer/user/dashboard/Widget/:type', ({ params }) => {
      const type = params.type as DashboardWidgetType;
      active = active.filter((t) => t !== type);
      removed = [...removed, type];
      return answer(active);
    }),
    http.get('/api/bookings', () => json({ items: [], total: 2, pageNumber: 1, pageSize: 1 })),
    http.get('/api/invoice/accountSummary', () =>
      billingFails
        ? apiError('INTERNAL', 500, 'Error')
        : json({
            totalOutstanding: '1250.00',
            noOfUnPaidInvoices: 3,
            creditLimit: '5000.00',
            totalOutstandingCents: 125_000,
            creditLimitCents: 500_000,
            availableCreditCents: 375_000,
            creditBalanceCents: 0,
            currency: 'USD',
          }),
    ),
    http.get('/api/invoices', () => json({ items: [], total: 1, pageNumber: 1, pageSize: 1 })),
  );
});

afterEach(() => clearSession());

const renderBoard = () => {
  signInForTest(['shipment', 'billing', 'booking']);
  return renderWithProviders(
    <WidgetBoard
      access={{ booking: true, billing: true, quotations: false, receipts: false }}
      userId="7f1a2c3d-0000-4000-8000-000000000009"
    />,
  );
};
const board = () => screen.getByRole('list', { name: 'Your widgets' });
const titles = () =>
  within(board())
    .getAllByRole('article')
    .map((card) => within(card).getByRole('heading', { level: 3 }).textContent);

describe('WidgetBoard (issue 21)', () => {
  it('shows the active widgets in order in 3 columns, each loading on its own with a retry', async () => {
    billingFails = true;
    const { container } = renderBoard();
    await screen.findByRole('heading', { name: 'Booking', level: 3 });
    expect(titles()).toEqual(['Booking', 'Billing', 'Shipments', 'Track']);
    expect(board().getAttribute('data-columns')).toBe('3');
    const billing = screen.getByRole('article', { name: 'Billing' });
    await within(billing).findByText('This widget could not be loaded.');
    // The booking widget is not held back by billing's failure.
    await within(screen.getByRole('article', { name: 'Booking' })).findByText('2 drafts not submitted yet');
    expect(
      within(screen.getByRole('article', { name: 'Booking' }))
        .getByRole('link', { name: 'New Booking' })
        .getAttribute('href'),
    ).toBe('/booking/new-bookings?id=0');
    billingFails = false;
    await userEvent.click(within(billing).getByRole('button', { name: 'Try again' }));
    await within(billing).findByText('$1,250.00');
    expect(within(billing).getByText('3 unpaid invoices')).toBeTruthy();
    expect(within(billing).getByRole('link', { name: 'Statements' }).getAttribute('href')).toBe('/billing/statements');
    await expectNoAxeViolations(container);
  });

  it('removes shipments on the server (2 columns), and adds it back from the Widgets dialog', async () => {
    const user = userEvent.setup();
    renderBoard();
    await screen.findByRole('heading', { name: 'Shipments', level: 3 });
    await user.click(screen.getByRole('button', { name: 'Remove Shipments' }));
    await waitFor(() => expect(titles()).toEqual(['Booking', 'Billing', 'Track']));
    await waitFor(() => expect(board().getAttribute('data-columns')).toBe('2'));

    await user.click(screen.getByRole('button', { name: 'Add Widget' }));
    const dialog = await screen.findByRole('dialog', { name: 'Widgets' });
    await user.click(within(dialog).getByRole('button', { name: 'Add Shipments' }));
    await waitFor(() => expect(titles()).toEqual(['Booking', 'Billing', 'Track', 'Shipments']));
    expect(posts.at(-1)).toEqual({
      userWidgets: [
        { type: 'booking', sequenceId: 1 },
        { type: 'billing', sequenceId: 2 },
        { type: 'track', sequenceId: 3 },
        { type: 'shipments', sequenceId: 4 },
      ],
      reset: false,
    });
    await waitFor(() => expect(board().getAttribute('data-columns')).toBe('3'));
  });

  it('swaps two widgets by keyboard: Space on the move handle, an arrow onto the neighbour, Space', async () => {
    // jsdom lays nothing out: place the cards on a 3-column grid so the keyboard can find its neighbours.
    const rect = vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
      const card = this.closest('[data-widget]');
      const index = card ? [...document.querySelectorAll('[data-widget]')].indexOf(card) : -1;
      const left = index < 0 ? 0 : (index % 3) * 320;
      const top = index < 0 ? 0 : Math.floor(index / 3) * 240;
      return {
        left,
        top,
        x: left,
        y: top,
        width: 300,
        height: 220,
        right: left + 300,
        bottom: top + 220,
        toJSON: () => ({}),
      };
    });
    try {
      const user = userEvent.setup();
      renderBoard();
      await screen.findByRole('heading', { name: 'Billing', level: 3 });
      screen.getByRole('button', { name: 'Move Billing' }).focus();
      await user.keyboard(' ');
      await user.keyboard('{ArrowRight}');
      await user.keyboard(' ');
      await waitFor(() => expect(titles()).toEqual(['Booking', 'Shipments', 'Billing', 'Track']));
      expect(posts.at(-1)).toMatchObject({
        userWidgets: [
          { type: 'booking', sequenceId: 1 },
          { type: 'shipments', sequenceId: 2 },
          { type: 'billing', sequenceId: 3 },
          { type: 'track', sequenceId: 4 },
        ],
      });
    } finally {
      rect.mockRestore();
    }
  });

  it('resets to the company default', async () => {
    active = ['track', 'booking'];
    removed = ['billing', 'shipments'];
    const user = userEvent.setup();
    renderBoard();
    await screen.findByRole('heading', { name: 'Track', level: 3 });
    expect(board().getAttribute('data-columns')).toBe('2');
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    await waitFor(() => expect(titles()).toEqual(['Booking', 'Billing', 'Shipments', 'Track']));
    expect(posts.at(-1)).toEqual({ userWidgets: [], reset: true });
  });

  it('shows each tip once per user', async () => {
    const user = userEvent.setup();
    const first = renderBoard();
    const tip = await screen.findByRole('note', { name: 'Your home page, your way' });
    await user.click(within(tip).getByRole('button', { name: 'Got It!' }));
    expect(screen.queryByRole('note', { name: 'Your home page, your way' })).toBeNull();
    expect(screen.getByRole('note', { name: 'Help & Settings' })).toBeTruthy();
    first.unmount();
    renderBoard();
    await screen.findByRole('heading', { name: 'Booking', level: 3 });
    expect(screen.queryByRole('note', { name: 'Your home page, your way' })).toBeNull();
    expect(screen.getByRole('note', { name: 'Help & Settings' })).toBeTruthy();
  });
});

describe('swapWidgets', () => {
  it('exchanges two places and numbers the list again', () => {
    const list = (['booking', 'billing', 'shipments'] as const).map(widget);
    expect(swapWidgets(list, 'shipments', 'booking')).toEqual([
      { type: 'shipments', sequenceId: 1 },
      { type: 'billing', sequenceId: 2 },
      { type: 'booking', sequenceId: 3 },
    ]);
    expect(swapWidgets(list, 'billing', 'billing')).toBeUndefined();
    expect(swapWidgets(list, 'billing', 'wms')).toBeUndefined();
  });
});
