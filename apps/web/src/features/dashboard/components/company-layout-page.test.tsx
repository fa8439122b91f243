import type { PlacedWidget } from '@connect/contracts/dashboard/dashboard.schemas';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { clearSession } from '@/lib/session/session-store';
import { apiError, apiServer, json } from '@/test/api-server';
import { expectNoAxeViolations } from '@/test/axe';
import { renderWithProviders } from '@/test/render';
import { signInForTest } from '@/test/session';
import { CompanyLayoutPage } from './company-layout-page';

/** The forwarder's company default layout (issue 21, decision 056), against a small server holding one company. */
let stored: PlacedWidget[] | null;
let puts: unknown[];

beforeEach(() => {
  stored = [
    { type: 'billing', sequenceId: 1 },
    { type: 'booking', sequenceId: 2 },
  ];
  puts = [];
  apiServer.use(
    http.get('/api/dashboard/companies/:code/Widgets', ({ params }) =>
      params.code === 'LONESTAR'
        ? json({ companyCode: 'LONESTAR', widgets: stored })
        : apiError('NOT_FOUND', 404, 'Record Not Found'),
    ),
    http.put('/api/dashboard/companies/:code/Widgets', async ({ request }) => {
      const body = (await request.json()) as { widgets: PlacedWidget[] };
      puts.push(body);
      stored = body.widgets.length > 0 ? body.widgets : null;
      return json({ companyCode: 'LONESTAR', widgets: stored });
    }),
  );
});
afterEach(() => clearSession());

const open = async (code: string) => {
  const user = userEvent.setup();
  const input = screen.getByRole('textbox', { name: 'Company code' });
  await user.clear(input);
  await user.type(input, code);
  await user.click(screen.getByRole('button', { name: 'Open' }));
  return user;
};
const order = () =>
  within(screen.getByRole('list', { name: 'Widgets in their order' }))
    .getAllByRole('switch')
    .map(
      (s) =>
        `${(s as HTMLInputElement).labels?.[0]?.textContent ?? ''}:${(s as HTMLInputElement).checked ? 'on' : 'off'}`,
    );

describe('CompanyLayoutPage', () => {
  it("opens a company's default, reorders and hides widgets, saves it, and puts the company back on the standard layout", async () => {
    signInForTest([], { userType: 'EMPLOYEE' });
    const { container } = renderWithProviders(<CompanyLayoutPage />, { route: '/u/dashboard-layouts' });
    const user = await open('lonestar');
    await screen.findByRole('heading', { name: 'Layout of LONESTAR' });
    expect(screen.getByText('This company has a default layout of its own.')).toBeTruthy();
    expect(order().slice(0, 4)).toEqual(['Billing:on', 'Booking:on', 'WMS:off', 'Shipments:off']);

    await user.click(screen.getByRole('button', { name: 'Move Booking up' }));
    await user.click(screen.getByRole('switch', { name: 'WMS' }));
    await user.click(screen.getByRole('button', { name: 'Save the default' }));
    expect(await screen.findByText('The company default layout is saved.')).toBeTruthy();
    expect(puts.at(-1)).toEqual({
      widgets: [
        { type: 'booking', sequenceId: 1 },
        { type: 'billing', sequenceId: 2 },
        { type: 'wms', sequenceId: 3 },
      ],
    });
    await expectNoAxeViolations(container);

    // Nothing shown is refused on the page; the standard layout is an empty list.
    for (const name of ['Booking', 'Billing', 'WMS']) await user.click(screen.getByRole('switch', { name }));
    await user.click(screen.getByRole('button', { name: 'Save the default' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Show at least one widget, or use the standard layout.',
    );
    expect(puts).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Use the standard layout' }));
    expect(await screen.findByText('The company now uses the standard layout.')).toBeTruthy();
    expect(puts.at(-1)).toEqual({ widgets: [] });
    expect(screen.getByText('This company uses the standard layout.')).toBeTruthy();
    expect(order().every((entry) => entry.endsWith(':on'))).toBe(true);
  });

  it('says so for a company code that does not exist', async () => {
    signInForTest([], { userType: 'EMPLOYEE' });
    renderWithProviders(<CompanyLayoutPage />, { route: '/u/dashboard-layouts' });
    await open('NOPE42');
    expect((await screen.findByRole('alert')).textContent).toBe('No company has this code.');
  });
});
