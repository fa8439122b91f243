import { warehouseReceiptSchema, type WarehouseReceipt } from '@connect/contracts/warehouse/warehouse-receipts.schemas';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { clearSession } from '@/lib/session/session-store';
import { apiError, apiServer, json } from '@/test/api-server';
import { expectNoAxeViolations } from '@/test/axe';
import { renderWithProviders } from '@/test/render';
import { signInForTest } from '@/test/session';
import { ReceiptDetailPage } from './receipt-detail-page';

const receiptId = '5b0a7c1e-2d3f-4a5b-8c6d-7e8f9a0b1c2d';

function makeReceipt(over: Partial<WarehouseReceipt> = {}): WarehouseReceipt {
  return warehouseReceiptSchema.parse({
    receiptId,
    wrNumber: 'WR100123',
    receivedAt: '2026-11-20T15:30:00.000Z',
    companyCode: 'LSCOMP',
    companyName: 'Lone Star Components LLC',
    warehouse: {
      warehouseId: '6c1b8d2f-3e4a-4b5c-9d6e-8f9a0b1c2d3e',
      code: 'MGL-DFW',
      name: 'Meridian Dallas–Fort Worth',
      addressText: '2201 E Loop 820 N, Fort Worth, TX 76118, US',
      city: 'Fort Worth',
      countryCode: 'US',
    },
    order: { orderId: '7d2c9e3a-4f5b-4c6d-8e7f-9a0b1c2d3e4f', fileNumber: 'IN-LSCOMP-1010', referenceNo: 'PO-77812' },
    shipperName: 'Baumer Sensors GmbH',
    carrier: 'Maersk',
    trackingNo: 'MSKU1234567',
    pieces: 63,
    weightKg: 88.5,
    lengthCm: 120,
    widthCm: 100,
    heightCm: 140,
    locationCode: 'A-01-1',
    status: 'Received',
    ackStatus: 'PENDING',
    ackByName: '',
    ackAt: null,
    disputeReason: '',
    notes: '',
    receivedByName: 'Priya Raman',
    confirmedByName: '',
    confirmedAt: null,
    lines: [
      {
        lineId: '8e3d0f4b-5a6c-4d7e-9f8a-0b1c2d3e4f5a',
        lineNo: 1,
        itemId: '9f4e1a5c-6b7d-4e8f-8a9b-1c2d3e4f5a6b',
        sku: 'LSC-PS-2400',
        description: 'Power supply 24 V, 10 A',
        unitOfMeasure: 'EA',
        expectedQty: 40,
        receivedQty: 38,
        damagedQty: 0,
        lotNumber: '',
        note: 'Short on arrival',
        discrepancies: ['short'],
        files: [
          {
            fileId: 'af5f2b6d-7c8e-4f9a-9b0c-2d3e4f5a6b7c',
            lineId: '8e3d0f4b-5a6c-4d7e-9f8a-0b1c2d3e4f5a',
            fileName: 'pallet-1.jpg',
            contentType: 'image/jpeg',
            fileSize: 20480,
            uploadedByName: 'Priya Raman',
            uploadedAt: '2026-11-20T15:40:00.000Z',
          },
        ],
      },
      {
        lineId: 'b06a3c7e-8d9f-4a0b-8c1d-3e4f5a6b7c8d',
        lineNo: 2,
        itemId: 'c17b4d8f-9e0a-4b1c-9d2e-4f5a6b7c8d9e',
        sku: 'LSC-TC-K100',
        description: 'Thermocouple type K',
        unitOfMeasure: 'EA',
        expectedQty: 25,
        receivedQty: 25,
        damagedQty: 0,
        lotNumber: 'L-2211',
        note: '',
        discrepancies: [],
        files: [],
      },
    ],
    files: [],
    allowed: { acknowledge: true, dispute: true, confirm: false, editLines: false },
    ...over,
  });
}

let current = makeReceipt();
let sent: { url: string; body: unknown }[];

beforeEach(() => {
  sent = [];
  current = makeReceipt();
  signInForTest(['warehousereceipt']);
  apiServer.use(
    http.get('/api/warehouse-receipts/:id', ({ params }) =>
      params.id === receiptId ? json(current) : apiError('NOT_FOUND', 404, 'Record Not Found'),
    ),
    http.post('/api/warehouse-receipts/:id/acknowledge', async ({ request }) => {
      sent.push({ url: new URL(request.url).pathname, body: await request.json() });
      current = makeReceipt({
        ackStatus: 'ACKNOWLEDGED',
        ackByName: 'Dana Whitfield',
        ackAt: '2026-11-21T10:00:00.000Z',
        allowed: { acknowledge: false, dispute: false, confirm: false, editLines: false },
      });
      return json({
        receipt: current,
        message: 'Thank you, your acknowledgement of the discrepancies is recorded.',
        messageKey: 'server.warehouseReceipts.acknowledged',
      });
    }),
    http.post('/api/warehouse-receipts/:id/dispute', async ({ request }) => {
      const body = (await request.json()) as { reason: string };
      sent.push({ url: new URL(request.url).pathname, body });
      current = makeReceipt({
        ackStatus: 'DISPUTED',
        ackByName: 'Dana Whitfield',
        ackAt: '2026-11-21T10:00:00.000Z',
        disputeReason: body.reason,
        allowed: { acknowledge: false, dispute: false, confirm: false, editLines: false },
      });
      return json({
        receipt: current,
        message: 'Your dispute is recorded; the warehouse will contact you.',
        messageKey: 'server.warehouseReceipts.disputed',
      });
    }),
  );
});
afterEach(() => clearSession());

describe('warehouse receipt detail', () => {
  it('shows the lines with their discrepancies and photos, and acknowledges after saying what it means', async () => {
    const { container } = renderWithProviders(<ReceiptDetailPage />, {
      route: `/warehousereceipt/receipt-detail?id=${receiptId}`,
    });
    expect(await screen.findByRole('heading', { level: 1, name: /WR100123/ })).toBeTruthy();
    const lines = screen.getByRole('region', { name: 'Lines' });
    expect(within(lines).getByText('Short')).toBeTruthy();
    expect(within(lines).getByText('Short on arrival')).toBeTruthy();
    expect(within(lines).getByRole('button', { name: 'Download pallet-1.jpg' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Download PDF' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Confirm receipt' })).toBeNull();
    await expectNoAxeViolations(container);

    await userEvent.click(screen.getByRole('button', { name: 'Acknowledge' }));
    const dialog = await screen.findByRole('dialog', { name: 'Acknowledge the discrepancies of WR100123' });
    expect(within(dialog).getByText(/cannot be changed afterwards/)).toBeTruthy();
    await expectNoAxeViolations(document.body);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Acknowledge discrepancies' }));
    expect(await screen.findByText(/Acknowledged by Dana Whitfield/)).toBeTruthy();
    expect(sent).toEqual([{ url: `/api/warehouse-receipts/${receiptId}/acknowledge`, body: {} }]);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Acknowledge' })).toBeNull());
  });

  it('asks a reason before sending a dispute', async () => {
    renderWithProviders(<ReceiptDetailPage />, { route: `/warehousereceipt/receipt-detail?id=${receiptId}` });
    await userEvent.click(await screen.findByRole('button', { name: 'Dispute' }));
    const dialog = await screen.findByRole('dialog', { name: 'Dispute the discrepancies of WR100123' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send dispute' }));
    expect(await within(dialog).findByText('Give a reason for the dispute')).toBeTruthy();
    expect(sent).toEqual([]);
    await userEvent.type(within(dialog).getByLabelText(/Reason for the dispute/), 'Two cartons were signed for');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send dispute' }));
    expect(await screen.findByText('Two cartons were signed for')).toBeTruthy();
    expect(sent).toEqual([
      { url: `/api/warehouse-receipts/${receiptId}/dispute`, body: { reason: 'Two cartons were signed for' } },
    ]);
  });

  it('lets staff record a line’s damage, note and photo (dialog passes axe)', async () => {
    current = makeReceipt({
      ackStatus: 'PENDING',
      allowed: { acknowledge: false, dispute: false, confirm: true, editLines: true },
    });
    signInForTest([]);
    const uploads: { fileName: string | null; lineId: string | null; size: number }[] = [];
    apiServer.use(
      http.put('/api/warehouse-receipts/:id/lines/:lineId', async ({ request, params }) => {
        sent.push({ url: new URL(request.url).pathname, body: await request.json() });
        expect(params.lineId).toBe(current.lines[1]?.lineId);
        return json({ receipt: current, message: 'Line saved.', messageKey: 'server.warehouseReceipts.lineSaved' });
      }),
      http.put('/api/warehouse-receipts/:id/files', async ({ request }) => {
        const url = new URL(request.url);
        uploads.push({
          fileName: url.searchParams.get('fileName'),
          lineId: url.searchParams.get('lineId'),
          size: (await request.arrayBuffer()).byteLength,
        });
        return json(
          {
            fileId: 'af5f2b6d-7c8e-4f9a-9b0c-2d3e4f5a6b7d',
            lineId: url.searchParams.get('lineId'),
            fileName: 'crushed.png',
            contentType: 'image/png',
            fileSize: 4,
            uploadedByName: 'Priya Raman',
            uploadedAt: '2026-11-25T07:00:00.000Z',
            message: 'File attached.',
          },
          201,
        );
      }),
    );
    const { container } = renderWithProviders(<ReceiptDetailPage />, {
      route: `/warehousereceipt/receipt-detail?id=${receiptId}`,
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Record damage on line 2' }));
    const dialog = await screen.findByRole('dialog', { name: 'Line 2 — LSC-TC-K100' });
    await expectNoAxeViolations(container.ownerDocument.body);
    const quantity = within(dialog).getByRole('textbox', { name: /Damaged quantity/ });
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '3');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Discrepancy note' }), 'Crushed carton');
    const input = dialog.ownerDocument.querySelector<HTMLInputElement>('input[type="file"]');
    expect(input).not.toBeNull();
    if (input)
      await userEvent.upload(
        input,
        new File([new Uint8Array([137, 80, 78, 71])], 'crushed.png', { type: 'image/png' }),
      );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save line' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent).toEqual([
      {
        url: `/api/warehouse-receipts/${receiptId}/lines/${current.lines[1]?.lineId}`,
        body: { damagedQty: 3, note: 'Crushed carton' },
      },
    ]);
    expect(uploads).toEqual([{ fileName: 'crushed.png', lineId: current.lines[1]?.lineId, size: 4 }]);
  });

  it('offers no line editing to the customer', async () => {
    renderWithProviders(<ReceiptDetailPage />, { route: `/warehousereceipt/receipt-detail?id=${receiptId}` });
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('button', { name: /Record damage/ })).toBeNull();
  });

  it('answers Record Not Found for a receipt the caller cannot reach', async () => {
    renderWithProviders(<ReceiptDetailPage />, {
      route: '/warehousereceipt/receipt-detail?id=00000000-0000-4000-8000-000000000000',
    });
    expect((await screen.findByRole('alert')).textContent).toContain('This warehouse receipt was not found.');
  });
});
