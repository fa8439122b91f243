import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession } from '@/lib/session/session-store';
import { apiError, apiServer, json } from '@/test/api-server';
import { expectNoAxeViolations } from '@/test/axe';
import { renderWithProviders } from '@/test/render';
import { signInForTest } from '@/test/session';
import { InventoryDetailPage } from './inventory-detail-page';
import { cable } from './warehouse-test-fixtures';

let asked: string[];
let projected: object;
const dfw = '7dec91a8-3fc3-40d6-ad77-ef97c4c930f0';
const lax = '7dec91a8-3fc3-40d6-ad77-ef97c4c930f1';
const covered = {
  timeZone: 'UTC',
  today: '2026-11-25',
  warehouses: [
    { warehouseId: dfw, warehouseCode: 'MGL-DFW', available: 1200, requested: 0, incoming: 400, warning: null },
  ],
};

beforeEach(() => {
  asked = [];
  projected = covered;
  signInForTest(['wms', 'inoutOrderCreation_LSCOMP']);
  apiServer.use(
    http.get('/api/wms/inventory/:id', ({ params }) =>
      params.id === cable.itemId ? json(cable) : apiError('NOT_FOUND', 404, 'Record Not Found'),
    ),
    http.get('/api/wms/inventory/:id/movements', () =>
      json({
        items: [
          {
            movementId: 12,
            kind: 'allocated',
            quantity: 150,
            warehouseCode: 'MGL-DFW',
            orderId: '5a6b7c8d-0000-4000-8000-000000000010',
            fileNumber: 'OUT-LSCOMP-2009',
            reason: '',
            lotNumber: '',
            expiryDate: null,
            byName: 'Dana Whitfield',
            at: '2026-11-20T15:00:01.000Z',
          },
          {
            movementId: 11,
            kind: 'received',
            quantity: 1350,
            warehouseCode: 'MGL-DFW',
            orderId: null,
            fileNumber: 'IN-LSCOMP-1004',
            reason: 'expected 1400',
            lotNumber: '',
            expiryDate: null,
            byName: 'Priya Raman',
            at: '2026-11-02T18:00:00.000Z',
          },
        ],
        total: 2,
        pageNumber: 1,
        pageSize: 20,
      }),
    ),
    http.get('/api/wms/inventory/:id/projection', () => json(projected)),
    http.get('/api/wms/inventory/:id/orders', ({ request }) => {
      const basis = new URL(request.url).searchParams.get('basis') ?? '';
      asked.push(basis);
      return json({
        items:
          basis === 'allocated'
            ? [
                {
                  orderId: '5a6b7c8d-0000-4000-8000-000000000010',
                  direction: 'OUTBOUND',
                  status: 'ALLOCATED',
                  fileNumber: 'OUT-LSCOMP-2009',
                  referenceNo: 'SO-100200',
                  warehouseCode: 'MGL-DFW',
                  quantity: 150,
                  dueDate: '2026-12-01',
                  houseBill: '',
                  shipmentEta: null,
                },
              ]
            : [
                {
                  orderId: '5a6b7c8d-0000-4000-8000-000000000011',
                  direction: 'INBOUND',
                  status: 'INBOUND',
                  fileNumber: 'IN-LSCOMP-1007',
                  referenceNo: 'PO-LSC-41234',
                  warehouseCode: 'MGL-DFW',
                  quantity: 400,
                  dueDate: '2026-12-09',
                  houseBill: 'MGLH2611001',
                  shipmentEta: '2026-12-07T12:00:00.000Z',
                },
              ],
      });
    }),
  );
});
afterEach(() => clearSession());

describe('InventoryDetailPage', () => {
  it('shows the item, its stock per warehouse and its ledger, and passes axe', async () => {
    const { container } = renderWithProviders(<InventoryDetailPage />, {
      route: `/wms/inventory-detail?id=${cable.itemId}`,
    });
    expect(await screen.findByRole('heading', { level: 1, name: /LSC-CBL-M12/ })).toBeTruthy();
    const ledger = await screen.findByRole('region', { name: 'Movements' });
    expect(await within(ledger).findByText('expected 1400')).toBeTruthy();
    expect(within(ledger).getByText('Received')).toBeTruthy();
    expect(asked).toEqual([]);
    // Adjusting stock is the forwarder staff's: a customer has no such button.
    expect(screen.queryByRole('button', { name: 'Adjust stock' })).toBeNull();
    await expectNoAxeViolations(container);
  });

  it("lets staff adjust a lot-tracked item's stock with a reason, says what is missing and keeps the form on a refusal", async () => {
    signInForTest([], { userType: 'EMPLOYEE', selectedCompany: null, displayName: 'Priya Raman' });
    const sent: unknown[] = [];
    apiServer.use(
      http.get('/api/wms/inventory/:id', () => json({ ...cable, trackLot: true, trackExpiry: true })),
      http.get('/api/wms/inventory/:id/lots', () => json({ today: '2026-11-25', lots: [], serials: [] })),
      http.post('/api/wms/inventory/:id/adjust', async ({ request }) => {
        const body = (await request.json()) as { lotNumber?: string };
        sent.push(body);
        if (body.lotNumber === 'L-404')
          return apiError('VALIDATION_FAILED', 400, 'Lot L-404 of LSC-CBL-M12 has no stock at this warehouse');
        return json({ item: cable, message: 'Stock adjusted', messageKey: 'server.warehouse.stockAdjusted' });
      }),
    );
    renderWithProviders(<InventoryDetailPage />, { route: `/wms/inventory-detail?id=${cable.itemId}` });
    await userEvent.click(await screen.findByRole('button', { name: 'Adjust stock' }));
    const dialog = await screen.findByRole('dialog', { name: 'Adjust stock of LSC-CBL-M12' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save adjustment' }));
    expect(within(dialog).getByText('Enter a whole number other than zero')).toBeTruthy();
    expect(within(dialog).getByText('Reason is mandatory')).toBeTruthy();
    expect(sent).toEqual([]);
    await expectNoAxeViolations(document.body);

    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Quantity' }), '-5');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Cycle count: damaged cartons');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Lot' }), 'L-404');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save adjustment' }));
    expect((await within(dialog).findByRole('alert')).textContent).toContain('L-404');
    expect((within(dialog).getByRole('textbox', { name: 'Reason' }) as HTMLTextAreaElement).value).toBe(
      'Cycle count: damaged cartons',
    );

    const lot = within(dialog).getByRole('textbox', { name: 'Lot' });
    await userEvent.clear(lot);
    await userEvent.type(lot, 'L-1');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save adjustment' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog', { name: 'Adjust stock of LSC-CBL-M12' })).toBeNull());
    expect(sent.at(-1)).toEqual({
      warehouseId: cable.balances[0]?.warehouse.warehouseId,
      quantity: -5,
      reason: 'Cycle count: damaged cartons',
      lotNumber: 'L-1',
    });
  });

  it('lists the orders behind "allocated" and, for incoming, the shipment and its ETA', async () => {
    renderWithProviders(<InventoryDetailPage />, { route: `/wms/inventory-detail?id=${cable.itemId}` });
    await userEvent.click(await screen.findByRole('button', { name: 'Show the orders behind Allocated 150' }));
    const held = await screen.findByRole('region', { name: 'Orders holding allocated stock' });
    expect(await within(held).findByRole('link', { name: 'OUT-LSCOMP-2009' })).toBeTruthy();
    expect(within(held).getByText('Allocated')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Show the orders behind Incoming 400' }));
    const coming = await screen.findByRole('region', { name: 'Orders bringing incoming stock' });
    expect(await within(coming).findByText(/MGLH2611001/)).toBeTruthy();
    expect(asked).toEqual(['allocated', 'incoming']);
  });

  it('warns per warehouse when the stock runs out before the incoming goods arrive, with the dates and zone', async () => {
    projected = {
      timeZone: 'America/Chicago',
      today: '2026-11-25',
      warehouses: [
        {
          warehouseId: dfw,
          warehouseCode: 'MGL-DFW',
          available: 30,
          requested: 35,
          incoming: 100,
          warning: {
            runsOutOn: '2026-12-01',
            orderRef: 'OUT-LSCOMP-2010',
            shortBy: 5,
            nextArrival: { date: '2026-12-04', ref: 'IN-LSCOMP-1007', quantity: 100 },
          },
        },
        {
          warehouseId: lax,
          warehouseCode: 'MGL-LAX',
          available: 0,
          requested: 2,
          incoming: 0,
          warning: { runsOutOn: '2026-11-25', orderRef: 'OUT-LSCOMP-2011', shortBy: 2, nextArrival: null },
        },
      ],
    };
    const { container } = renderWithProviders(<InventoryDetailPage />, {
      route: `/wms/inventory-detail?id=${cable.itemId}`,
    });
    const alert = await screen.findByRole('status', { name: 'Stock projection' });
    expect(alert.textContent).toContain(
      'At MGL-DFW the stock runs out on 12/01/2026: order OUT-LSCOMP-2010 is short by 5. The next incoming goods (IN-LSCOMP-1007, 100) arrive on 12/04/2026.',
    );
    expect(alert.textContent).toContain(
      'At MGL-LAX the stock runs out on 11/25/2026: order OUT-LSCOMP-2011 is short by 2. No incoming goods are on their way.',
    );
    expect(alert.textContent).toContain('(America/Chicago)');
    await expectNoAxeViolations(container);
  });

  it('shows no projection warning while the stock covers the open orders', async () => {
    renderWithProviders(<InventoryDetailPage />, { route: `/wms/inventory-detail?id=${cable.itemId}` });
    expect(await screen.findByRole('heading', { level: 1, name: /LSC-CBL-M12/ })).toBeTruthy();
    await screen.findByRole('region', { name: 'Movements' });
    expect(screen.queryByRole('status', { name: 'Stock projection' })).toBeNull();
  });

  it("answers 'Record Not Found' for another company's or a malformed id", async () => {
    renderWithProviders(<InventoryDetailPage />, {
      route: '/wms/inventory-detail?id=00000000-0000-4000-8000-000000000099',
    });
    expect((await screen.findByRole('alert')).textContent).toBe('Record Not Found');
  });
});
