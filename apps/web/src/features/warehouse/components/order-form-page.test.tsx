import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { clearSession } from '@/lib/session/session-store';
import { apiServer, json } from '@/test/api-server';
import { expectNoAxeViolations } from '@/test/axe';
import { makeAddress } from '@/test/fixtures/addressbook';
import { renderWithProviders } from '@/test/render';
import { signInForTest } from '@/test/session';
import { CreateOutboundOrderPage } from './order-form-page';
import { cable, dfw, makeOrder } from './warehouse-test-fixtures';

const austin = makeAddress(3, { name: 'Austin Robotics Lab', city: 'Austin' });
let posted: unknown[];
let answerConflict: boolean;

beforeEach(() => {
  posted = [];
  answerConflict = false;
  localStorage.clear();
  signInForTest(['wms', 'addressbook', 'inoutOrderCreation_LSCOMP']);
  apiServer.use(
    http.get('/api/wms/warehouses', () => json({ items: [dfw] })),
    http.get('/api/wms/inventory', () =>
      json({
        items: [
          {
            itemId: cable.itemId,
            warehouseId: dfw.warehouseId,
            sku: cable.sku,
            description: cable.description,
            companyCode: 'LSCOMP',
            warehouseCode: 'MGL-DFW',
            unitOfMeasure: 'EA',
            hsCode: '',
            onHand: 1200,
            allocated: 150,
            available: 1050,
            incoming: 0,
            lowStockThreshold: 300,
            lowStock: false,
          },
        ],
        total: 1,
        pageNumber: 1,
        pageSize: 1000,
      }),
    ),
    http.get('/api/addressbook/addresses', () => json({ items: [austin], total: 1, pageNumber: 1, pageSize: 1000 })),
    http.post('/api/wms/outbound-orders', async ({ request }) => {
      posted.push(await request.json());
      if (answerConflict)
        return json(
          {
            error: {
              code: 'CONFLICT',
              message: 'File Number already exist',
              messageKey: 'errors.fileNumberExists',
              details: {
                fields: [
                  {
                    path: 'body.fileNumber',
                    message: 'File Number already exist',
                    messageKey: 'errors.fileNumberExists',
                  },
                ],
              },
            },
          },
          409,
        );
      return json(
        { order: makeOrder(), message: 'Order saved successfully', messageKey: 'server.warehouse.orderSaved' },
        201,
      );
    }),
  );
});
afterEach(() => clearSession());

async function fillValid() {
  await screen.findByRole('option', { name: /MGL-DFW/ });
  await userEvent.selectOptions(screen.getByLabelText(/Warehouse/), dfw.warehouseId);
  await userEvent.type(screen.getByLabelText(/File No\./), 'OUT-T-1');
  await userEvent.type(screen.getByLabelText(/Order\/Reference No\./), 'SO-100200');
  await waitFor(() => expect(screen.getAllByRole('option', { name: /Austin Robotics Lab/ }).length).toBeGreaterThan(0));
  await userEvent.selectOptions(screen.getByLabelText(/Ship To/), austin.addressId);
  await userEvent.type(screen.getByLabelText(/Requested Date/), '2026-12-01');
  await waitFor(() => expect(screen.getAllByRole('option', { name: /LSC-CBL-M12/ }).length).toBeGreaterThan(0));
  await userEvent.selectOptions(screen.getByLabelText('Item 1'), cable.itemId);
}

describe('CreateOutboundOrderPage', () => {
  it("words the spec's messages before sending anything, and passes axe", async () => {
    const { container } = renderWithProviders(<CreateOutboundOrderPage />, { route: '/wms/create-outbound-order' });
    await fillValid();
    await userEvent.clear(screen.getByLabelText(/Order\/Reference No\./));
    await userEvent.type(screen.getByLabelText(/Order\/Reference No\./), 'R'.repeat(21));
    await userEvent.type(screen.getByLabelText('Quantity 1'), '0');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Order / Reference cannot be more than 20 characters.')).toBeTruthy();
    expect(screen.getByText('Order quantity must be greater than zero.')).toBeTruthy();
    expect(screen.getByText('This form is not valid.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Remove line 1' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Please add atleast one order item.')).toBeTruthy();
    expect(posted).toEqual([]);
    await expectNoAxeViolations(container);
  });

  it('sends the order as the contract has it; a taken file number is named at its field', async () => {
    answerConflict = true;
    renderWithProviders(<CreateOutboundOrderPage />, { route: '/wms/create-outbound-order' });
    await fillValid();
    await userEvent.type(screen.getByLabelText('Quantity 1'), '12');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('File Number already exist')).toBeTruthy();
    expect(posted).toEqual([
      {
        warehouseId: dfw.warehouseId,
        fileNumber: 'OUT-T-1',
        referenceNo: 'SO-100200',
        notes: '',
        lines: [{ itemId: cable.itemId, quantity: 12, lotNumber: '' }],
        shipToAddressId: austin.addressId,
        requestedDate: '2026-12-01',
        serviceLevel: 'STD',
      },
    ]);
  });
});
