import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { clearSession } from '@/lib/session/session-store';
import { apiError, apiServer, json } from '@/test/api-server';
import { expectNoAxeViolations } from '@/test/axe';
import { renderWithProviders } from '@/test/render';
import { signInForTest } from '@/test/session';
import { InboundDetailPage, OutboundDetailPage } from './order-detail-page';
import { makeOrder } from './warehouse-test-fixtures';

let current = makeOrder();
let sent: { url: string; body: unknown }[];

beforeEach(() => {
  sent = [];
  current = makeOrder();
  signInForTest(['wms', 'inoutOrderCreation_LSCOMP']);
  apiServer.use(
    http.get('/api/wms/orders/:id', () => json(current)),
    http.post('/api/wms/orders/:id/void', async ({ request }) => {
      const body = (await request.json()) as { reason: string };
      sent.push({ url: new URL(request.url).pathname, body });
      current = makeOrder({
        status: 'VOID',
        voidReason: body.reason,
        allowed: { edit: false, void: false, allocate: false, receive: false, confirm: false },
      });
      return json({ order: current, message: 'Order voided', messageKey: 'server.warehouse.orderVoided' });
    }),
    http.post('/api/wms/orders/:id/confirm', async ({ request }) => {
      const body = request.headers.get('content-type')?.includes('json') ? await request.json() : null;
      sent.push({ url: new URL(request.url).pathname, body });
      const serials = (body as { lines?: { serialNumbers: string[] }[] } | null)?.lines?.[0]?.serialNumbers ?? [];
      if (serials.includes('NOT-HERE'))
        return apiError('VALIDATION_FAILED', 400, 'Line 1: serial number NOT-HERE is not in stock at this warehouse');
      return json({ order: current, message: 'Order confirmed', messageKey: 'server.warehouse.orderConfirmed' });
    }),
    http.post('/api/wms/inbound-orders/:id/receive', async ({ request }) => {
      sent.push({ url: new URL(request.url).pathname, body: await request.json() });
      return json({ order: current, message: 'Order received', messageKey: 'server.warehouse.orderReceived' });
    }),
  );
});
afterEach(() => clearSession());

describe('order details', () => {
  it('shows the lines and the status timeline; void asks for a reason and sends it', async () => {
    const { container } = renderWithProviders(<OutboundDetailPage />, {
      route: `/wms/outbound-detail?id=${current.orderId}`,
    });
    expect(await screen.findByRole('heading', { level: 1, name: /OUT-LSCOMP-2009/ })).toBeTruthy();
    const timeline = screen.getByRole('region', { name: 'Status timeline' });
    expect(within(timeline).getByText('Allocated')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Update' }).getAttribute('href')).toBe(
      `/wms/outbound-update/${current.orderId}`,
    );
    await expectNoAxeViolations(container);
    await userEvent.click(screen.getByRole('button', { name: 'Void' }));
    const dialog = await screen.findByRole('dialog', { name: 'Void order OUT-LSCOMP-2009' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Void order' }));
    expect(await within(dialog).findByText('This field is required')).toBeTruthy();
    expect(sent).toEqual([]);
    await userEvent.type(within(dialog).getByLabelText(/Reason/), 'Customer changed plans');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Void order' }));
    expect(await screen.findByText('Customer changed plans')).toBeTruthy();
    expect(sent).toEqual([
      { url: `/api/wms/orders/${current.orderId}/void`, body: { reason: 'Customer changed plans' } },
    ]);
  });

  it('lets staff receive an inbound order line by line (one line short)', async () => {
    signInForTest([], { userType: 'EMPLOYEE', selectedCompany: null, displayName: 'Priya Raman' });
    current = makeOrder({
      direction: 'INBOUND',
      status: 'INBOUND',
      fileNumber: 'IN-LSCOMP-1009',
      supplierName: 'Baumer Sensors GmbH',
      shipTo: null,
      shipToAddressId: null,
      allowed: { edit: false, void: true, allocate: false, receive: true, confirm: false },
      lines: makeOrder().lines.map((l) => ({ ...l, allocatedQty: 0 })),
    });
    renderWithProviders(<InboundDetailPage />, { route: `/wms/inbound-detail?id=${current.orderId}` });
    await userEvent.click(await screen.findByRole('button', { name: 'Receive' }));
    const dialog = await screen.findByRole('dialog', { name: 'Receive order IN-LSCOMP-1009' });
    const qty = within(dialog).getByLabelText('Received quantity for line 1');
    await userEvent.clear(qty);
    await userEvent.type(qty, '148');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Receive' }));
    await waitFor(() => expect(sent.length).toBe(1));
    await waitFor(() =>
      expect(sent).toEqual([
        {
          url: `/api/wms/inbound-orders/${current.orderId}/receive`,
          body: { lines: [{ lineId: current.lines[0]?.lineId, receivedQty: 148 }] },
        },
      ]),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('asks for the lot and expiry of a lot-tracked line and the serials of a serial-tracked one', async () => {
    signInForTest([], { userType: 'EMPLOYEE', selectedCompany: null, displayName: 'Priya Raman' });
    const [first] = makeOrder().lines;
    if (!first) throw new Error('fixture has a line');
    current = makeOrder({
      direction: 'INBOUND',
      status: 'INBOUND',
      fileNumber: 'IN-GCMEDS-1010',
      shipTo: null,
      shipToAddressId: null,
      allowed: { edit: false, void: true, allocate: false, receive: true, confirm: false },
      lines: [
        { ...first, allocatedQty: 0, quantity: 2, lotNumber: 'TG2611-001', trackLot: true, trackExpiry: true },
        {
          ...first,
          lineId: '5a6b7c8d-0000-4000-8000-0000000000f2',
          lineNo: 2,
          allocatedQty: 0,
          quantity: 2,
          trackSerial: true,
        },
      ],
    });
    renderWithProviders(<InboundDetailPage />, { route: `/wms/inbound-detail?id=${current.orderId}` });
    await userEvent.click(await screen.findByRole('button', { name: 'Receive' }));
    const dialog = await screen.findByRole('dialog', { name: 'Receive order IN-GCMEDS-1010' });
    expect((within(dialog).getByLabelText('Lot for line 1') as HTMLInputElement).value).toBe('TG2611-001');
    expect(within(dialog).queryByLabelText('Lot for line 2')).toBeNull();
    await userEvent.type(within(dialog).getByLabelText('Expiry date for line 1'), '2027-06-30');
    await userEvent.type(within(dialog).getByLabelText('Serial numbers for line 2'), 'BPM-1{enter}BPM-2');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Receive' }));
    await waitFor(() =>
      expect(sent).toEqual([
        {
          url: `/api/wms/inbound-orders/${current.orderId}/receive`,
          body: {
            lines: [
              { lineId: first.lineId, receivedQty: 2, lotNumber: 'TG2611-001', expiryDate: '2027-06-30' },
              { lineId: '5a6b7c8d-0000-4000-8000-0000000000f2', receivedQty: 2, serialNumbers: ['BPM-1', 'BPM-2'] },
            ],
          },
        },
      ]),
    );
  });

  it('ships an outbound order of a serial-tracked item only with its serials; a refusal keeps what was typed', async () => {
    signInForTest([], { userType: 'EMPLOYEE', selectedCompany: null, displayName: 'Priya Raman' });
    const [first] = makeOrder().lines;
    if (!first) throw new Error('fixture has a line');
    current = makeOrder({
      allowed: { edit: false, void: true, allocate: false, receive: false, confirm: true },
      lines: [{ ...first, quantity: 2, allocatedQty: 2, trackSerial: true }],
    });
    const { container } = renderWithProviders(<OutboundDetailPage />, {
      route: `/wms/outbound-detail?id=${current.orderId}`,
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Confirm' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ship order OUT-LSCOMP-2009' });
    expect(sent).toEqual([]);
    const box = within(dialog).getByLabelText(`Serial numbers for line 1 — ${first.sku}`);
    expect(within(dialog).getByText('One per line, one for each unit shipped (2)')).toBeTruthy();
    await userEvent.type(box, 'SN-1{enter}NOT-HERE');
    await expectNoAxeViolations(container.ownerDocument.body);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect((await within(dialog).findByRole('alert')).textContent).toContain('NOT-HERE');
    expect((box as HTMLTextAreaElement).value).toBe('SN-1\nNOT-HERE');

    await userEvent.clear(box);
    await userEvent.type(box, 'SN-1, SN-2');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Ship order OUT-LSCOMP-2009' })).toBeNull());
    expect(sent.at(-1)).toEqual({
      url: `/api/wms/orders/${current.orderId}/confirm`,
      body: { lines: [{ lineId: first.lineId, serialNumbers: ['SN-1', 'SN-2'] }] },
    });
  });

  it('confirms an order without serial-tracked lines at once, with no body', async () => {
    signInForTest([], { userType: 'EMPLOYEE', selectedCompany: null, displayName: 'Priya Raman' });
    current = makeOrder({ allowed: { edit: false, void: true, allocate: false, receive: false, confirm: true } });
    renderWithProviders(<OutboundDetailPage />, { route: `/wms/outbound-detail?id=${current.orderId}` });
    await userEvent.click(await screen.findByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(sent).toEqual([{ url: `/api/wms/orders/${current.orderId}/confirm`, body: null }]));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('answers Record Not Found for an outbound id on the inbound page', async () => {
    renderWithProviders(<InboundDetailPage />, { route: `/wms/inbound-detail?id=${current.orderId}` });
    expect((await screen.findByRole('alert')).textContent).toBe('Record Not Found');
  });
});
