import type { EventNotificationEntry } from '@connect/contracts/notifications/notifications.schemas';
import { Notifications } from '@mantine/notifications';
import { focusManager } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import i18next from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { beforeEach, describe, expect, it } from 'vitest';
import { startAppI18n } from '@/test/app-i18n';
import { apiError, apiServer, json } from '@/test/api-server';
import { expectNoAxeViolations } from '@/test/axe';
import { renderWithProviders } from '@/test/render';
import { signInForTest } from '@/test/session';
import { NotificationSettings } from './notification-settings';

/** The section with the app's toast container, so success and error toasts can be read. */
function Toasts() {
  return (
    <>
      <Notifications />
      <NotificationSettings />
    </>
  );
}

const row = (
  companyCode: string,
  eventTypeId: number,
  eventTypeName: string,
  moduleId: EventNotificationEntry['moduleId'],
  enabled = true,
): EventNotificationEntry => ({
  eventTypeId,
  eventTypeName,
  flag: true,
  enabled,
  moduleId,
  companyCode,
  emailEnabled: true,
  portalEnabled: true,
  frequency: 'immediate',
});

let posted: { path: string; query: string; body: unknown }[];
let saveFails: boolean;

/** Every save is answered alike (or refused when `saveFails`), and noted with what it sent. */
async function save(request: Request): Promise<Response> {
  const url = new URL(request.url);
  posted.push({ path: url.pathname, query: url.search, body: await request.json() });
  if (saveFails) return apiError('ACCESS_DENIED', 403, 'You do not have the booking permission for company SERRAZ');
  return json({ saved: 1, companyCodes: ['SERRAZ'], message: 'Notification preferences saved' });
}

function serve(entries: EventNotificationEntry[]) {
  apiServer.use(
    http.get('/api/customer/user/eventNotifications', () => json(entries)),
    http.get('/api/customer/user/quietHours', () => json({ start: null, end: null, timeZone: 'America/Chicago' })),
    http.post('/api/customer/user/eventNotifications', ({ request }) => save(request)),
    http.post('/api/customer/user/GroupEventNotifications', ({ request }) => save(request)),
    http.put('/api/customer/user/quietHours', ({ request }) => save(request)),
  );
}

beforeEach(() => {
  posted = [];
  saveFails = false;
});

describe('NotificationSettings', () => {
  it('shows the four module panels, disables rows without the permission, and saves changes for all companies', async () => {
    signInForTest(['shipment', 'billing'], { selectedCompany: 'SERRAZ' });
    serve([
      row('SERRAZ', 6, 'Delivered to Consignee', 'shipments'),
      row('SERRAZ', 9999, 'Invoice Posted', 'billing'),
      row('SERRAZ', 5555, 'Booking Accepted', 'bookings', false),
      row('SERRAZ', 1001, 'Order Allocated', 'wms', false),
    ]);
    const user = userEvent.setup();
    const { container } = renderWithProviders(<Toasts />);
    const invoice = await screen.findByRole('switch', { name: 'Invoice Posted notifications' });
    for (const legend of ['Shipments & Tracking', 'Billings', 'Bookings', 'WMS'])
      expect(screen.getByRole('group', { name: legend })).toBeTruthy();
    const booking = screen.getByRole('switch', { name: 'Booking Accepted notifications' });
    expect((booking as HTMLInputElement).disabled).toBe(true);
    const reason = document.getElementById(booking.getAttribute('aria-describedby') ?? '');
    expect(reason?.textContent).toBe('You do not have the Bookings module for this company');

    await user.click(invoice);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Frequency for Delivered to Consignee' }), 'daily');
    await user.click(screen.getByRole('checkbox', { name: 'In-portal notice for Delivered to Consignee' }));
    await user.click(screen.getByRole('radio', { name: 'All my companies' }));
    await user.click(screen.getByRole('button', { name: 'Save notifications' }));
    await screen.findByText('Notification preferences saved');
    expect(posted).toHaveLength(1);
    expect(posted[0]?.path).toBe('/api/customer/user/eventNotifications');
    expect(posted[0]?.query).toBe('?applyToAll=true');
    const body = posted[0]?.body as EventNotificationEntry[];
    // Only the rows the caller may change are sent.
    expect(body.map((e) => e.eventTypeId).sort()).toEqual([6, 9999]);
    expect(body.find((e) => e.eventTypeId === 9999)?.flag).toBe(false);
    expect(body.find((e) => e.eventTypeId === 6)).toMatchObject({ frequency: 'daily', portalEnabled: false });
    await expectNoAxeViolations(container);
  });

  it('shows the server’s refusal in an error toast', async () => {
    signInForTest(['shipment'], { selectedCompany: 'SERRAZ' });
    serve([row('SERRAZ', 6, 'Delivered to Consignee', 'shipments')]);
    saveFails = true;
    const user = userEvent.setup();
    renderWithProviders(<Toasts />);
    await user.click(await screen.findByRole('button', { name: 'Save notifications' }));
    await screen.findByText('You do not have the booking permission for company SERRAZ');
  });

  it('gives a company-group user a panel per company and an all-group-companies panel that changes every company', async () => {
    signInForTest(['shipment', 'billing'], {
      companyGroup: { companyGroupId: 'g-1', groupName: 'Lone Star Industrial Group' },
    });
    serve([
      row('LSCOMP', 9999, 'Invoice Posted', 'billing'),
      row('GCMEDS', 9999, 'Invoice Posted', 'billing'),
      row('PRELEC', 9999, 'Invoice Posted', 'billing', false),
      row('LSCOMP', 1001, 'Order Allocated', 'wms', false),
    ]);
    const user = userEvent.setup();
    renderWithProviders(<Toasts />);
    const tabs = await screen.findByRole('tablist');
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['All group companies', 'LSCOMP', 'GCMEDS', 'PRELEC']);
    expect(screen.queryByRole('radio', { name: 'All my companies' })).toBeNull();
    await user.click(screen.getByRole('switch', { name: 'Invoice Posted notifications' }));
    // Keyboard: the company tabs are reached with the arrow keys.
    within(tabs).getAllByRole('tab')[0]?.focus();
    await user.keyboard('{ArrowRight}');
    await waitFor(() => expect(screen.getByRole('tab', { name: 'LSCOMP' }).getAttribute('aria-selected')).toBe('true'));
    expect((screen.getByRole('switch', { name: 'Invoice Posted notifications' }) as HTMLInputElement).checked).toBe(
      false,
    );
    await user.click(screen.getByRole('button', { name: 'Save notifications' }));
    await screen.findByText('Notification preferences saved');
    expect(posted[0]?.path).toBe('/api/customer/user/GroupEventNotifications');
    const body = (posted[0]?.body as { alertNotification: EventNotificationEntry[] }).alertNotification;
    expect(body.map((e) => [e.companyCode, e.eventTypeId, e.flag])).toEqual([
      ['LSCOMP', 9999, false],
      ['GCMEDS', 9999, false],
    ]);
  });

  it('keeps unsaved changes when the entries and quiet hours reload late, and shows the reload for untouched rows', async () => {
    signInForTest(['shipment', 'billing'], { selectedCompany: 'SERRAZ' });
    const entries = [
      row('SERRAZ', 6, 'Delivered to Consignee', 'shipments'),
      row('SERRAZ', 9999, 'Invoice Posted', 'billing'),
    ];
    serve(entries);
    let reloads = 0;
    apiServer.use(
      http.get('/api/customer/user/eventNotifications', () => {
        reloads += 1;
        // The second answer differs in a row the user does not touch.
        return json(
          reloads === 1 ? entries : entries.map((e) => (e.eventTypeId === 9999 ? { ...e, portalEnabled: false } : e)),
        );
      }),
    );
    const user = userEvent.setup();
    renderWithProviders(<Toasts />);
    await user.selectOptions(
      await screen.findByRole('combobox', { name: 'Frequency for Delivered to Consignee' }),
      'daily',
    );
    await user.type(screen.getByLabelText('Quiet hours start'), '21:30');
    // A late reload (here: the window regains focus) answers with fresh server data.
    focusManager.setFocused(false);
    focusManager.setFocused(true);
    await waitFor(() => expect(reloads).toBe(2));
    await waitFor(() =>
      expect(
        (screen.getByRole('checkbox', { name: 'In-portal notice for Invoice Posted' }) as HTMLInputElement).checked,
      ).toBe(false),
    );
    expect(
      (screen.getByRole('combobox', { name: 'Frequency for Delivered to Consignee' }) as HTMLSelectElement).value,
    ).toBe('daily');
    expect((screen.getByLabelText('Quiet hours start') as HTMLInputElement).value).toBe('21:30');
    focusManager.setFocused(undefined);
    await user.click(screen.getByRole('button', { name: 'Save notifications' }));
    await waitFor(() => expect(posted).toHaveLength(1));
    const body = posted[0]?.body as EventNotificationEntry[];
    expect(body.find((e) => e.eventTypeId === 6)?.frequency).toBe('daily');
    expect(body.find((e) => e.eventTypeId === 9999)?.portalEnabled).toBe(false);
  });

  it('saves quiet hours, refusing a start without an end', async () => {
    signInForTest(['shipment'], { selectedCompany: 'SERRAZ' });
    serve([row('SERRAZ', 6, 'Delivered to Consignee', 'shipments')]);
    const user = userEvent.setup();
    renderWithProviders(<Toasts />);
    const start = await screen.findByLabelText('Quiet hours start');
    await user.type(start, '22:00');
    await user.click(screen.getByRole('button', { name: 'Save quiet hours' }));
    await screen.findByText('Give both a start and an end, or neither');
    expect(posted).toHaveLength(0);
    await user.type(screen.getByLabelText('Quiet hours end'), '07:00');
    await user.click(screen.getByRole('button', { name: 'Save quiet hours' }));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toMatchObject({ path: '/api/customer/user/quietHours', body: { start: '22:00', end: '07:00' } });
  });

  it('names the events in the user’s language by their code, not by the English name the server sends', async () => {
    signInForTest(['shipment', 'billing'], { selectedCompany: 'SERRAZ' });
    serve([row('SERRAZ', 6, 'Delivered to Consignee', 'shipments'), row('SERRAZ', 9999, 'Invoice Posted', 'billing')]);
    await startAppI18n('pt-BR');
    renderWithProviders(
      <I18nextProvider i18n={i18next}>
        <Toasts />
      </I18nextProvider>,
    );
    expect(await screen.findByRole('rowheader', { name: 'Entregue ao consignatário' })).toBeTruthy();
    expect(screen.getByRole('switch', { name: /Fatura emitida/ })).toBeTruthy();
    expect(screen.queryByText('Delivered to Consignee')).toBeNull();
  });
});
