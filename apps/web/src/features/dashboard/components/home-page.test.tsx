import { screen, within } from '@testing-library/react';
import { http } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { clearSession } from '@/lib/session/session-store';
import { apiServer, json } from '@/test/api-server';
import { expectNoAxeViolations } from '@/test/axe';
import { renderWithProviders } from '@/test/render';
import { signInForTest } from '@/test/session';
import { HomePage } from './home-page';

let reviewQueries: URLSearchParams[];

beforeEach(() => {
  reviewQueries = [];
  apiServer.use(
    http.get('/api/customer/companies', () => json([])),
    http.get('/api/customer/user/dashboard/Widgets', () => json({ widgets: [], source: 'standard' })),
    http.get('/api/bookings', ({ request }) => {
      reviewQueries.push(new URL(request.url).searchParams);
      return json({ items: [], total: 3, pageNumber: 1, pageSize: 1 });
    }),
  );
});

afterEach(() => clearSession());

describe('HomePage (issue #23 items 3 and 4)', () => {
  it('gives an employee the bookings waiting for review, and no shipment search they cannot run', async () => {
    signInForTest([], { userType: 'EMPLOYEE', displayName: 'Olivia Park', selectedCompany: null });
    const { container } = renderWithProviders(<HomePage />);
    const card = (await screen.findByRole('link', { name: 'Bookings to review' })).closest('article');
    expect(screen.getByRole('link', { name: 'Bookings to review' }).getAttribute('href')).toBe('/booking/dashboard');
    expect(await within(card as HTMLElement).findByText('3 submitted bookings wait for review.')).toBeTruthy();
    expect(reviewQueries[0]?.get('view')).toBe('review');
    expect(reviewQueries[0]?.get('status')).toBe('submitted');
    expect(screen.queryByText('Find a shipment')).toBeNull();
    await expectNoAxeViolations(container);
  });

  it('offers a customer with shipments the quick track hint, and no review queue', async () => {
    signInForTest(['shipment', 'billing']);
    renderWithProviders(<HomePage />);
    expect(await screen.findByText('Find a shipment')).toBeTruthy();
    expect(screen.queryByText('Bookings to review')).toBeNull();
    expect(reviewQueries).toHaveLength(0);
  });

  it("puts the customer's widgets above the areas", async () => {
    signInForTest(['shipment', 'billing']);
    renderWithProviders(<HomePage />);
    expect(await screen.findByRole('heading', { name: 'Your widgets', level: 2 })).toBeTruthy();
    expect(await screen.findByText('No widget is on your home page. Add one from Widgets.')).toBeTruthy();
  });

  it('promises of My Profile only what it holds', async () => {
    signInForTest(['billing']);
    renderWithProviders(<HomePage />);
    expect(await screen.findByText('See your account details and change your password.')).toBeTruthy();
    expect(screen.queryByText(/time zone/i)).toBeNull();
    expect(screen.queryByText('Find a shipment')).toBeNull();
  });
});
