import { screen, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { apiServer, json } from '@/test/api-server';
import { expectNoAxeViolations } from '@/test/axe';
import { renderWithProviders } from '@/test/render';
import { signInForTest } from '@/test/session';
import { FreightManagerDashboardPage } from './freight-manager-dashboard-page';

const counts = { counts: { requested: 3, offered: 2, accepted: 1, used: 4, rejected: 0 }, expired: 1 };

describe('FreightManagerDashboardPage', () => {
  it("shows the customer's quotations by status with the ways to the list, a new request and the calculator", async () => {
    signInForTest(['freight-manager']);
    apiServer.use(http.get('/api/quotations/counts', () => json(counts)));
    renderWithProviders(<FreightManagerDashboardPage />);
    const section = await screen.findByRole('region', { name: 'Quotations by status' });
    const items = await within(section).findAllByRole('listitem');
    expect(items.map((i) => i.textContent)).toEqual([
      'Quotation Requested3',
      'Offered2',
      'Accepted1',
      'Used4',
      'Rejected0',
      'Offers past their validity1',
    ]);
    expect(screen.getByRole('link', { name: 'Open the quotations' }).getAttribute('href')).toBe(
      '/quotations/dashboard',
    );
    expect(screen.getByRole('link', { name: 'Request a Quotation' }).getAttribute('href')).toBe('/quotations/new');
    expect(screen.getByRole('link', { name: 'Open the freight calculator' }).getAttribute('href')).toBe(
      '/freight-manager/calculator',
    );
    await expectNoAxeViolations(document.body);
  });

  it('sends the staff to every company’s quotations, without a request of their own', async () => {
    signInForTest([], { userType: 'EMPLOYEE', selectedCompany: null });
    apiServer.use(http.get('/api/quotations/counts', () => json(counts)));
    renderWithProviders(<FreightManagerDashboardPage />);
    expect((await screen.findByRole('link', { name: 'Open the quotations' })).getAttribute('href')).toBe(
      '/freight-manager/quotations',
    );
    expect(screen.queryByRole('link', { name: 'Request a Quotation' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Open the freight calculator' })).toBeNull();
  });
});
