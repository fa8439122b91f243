import { receiptListItemSchema, type ReceiptListItem } from '@connect/contracts/warehouse/warehouse-receipts.schemas';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { clearSession } from '@/lib/session/session-store';
import { apiServer, json } from '@/test/api-server';
import { expectNoAxeViolations } from '@/test/axe';
import { noSavedGridSettings } from '@/test/fixtures/grid-settings';
import { renderWithProviders } from '@/test/render';
import { signInForTest } from '@/test/session';
import { WarehouseReceiptsPage } from './receipt-list-page';

const row = (n: number, over: Partial<ReceiptListItem> = {}): ReceiptListItem =>
  receiptListItemSchema.parse({
    receiptId: `00000000-0000-4000-8000-00000000000${n}`,
    wrNumber: `WR10012${n}`,
    receivedAt: '2026-11-20T15:30:00.000Z',
    companyCode: 'LSCOMP',
    warehouseCode: 'MGL-DFW',
    shipperName: 'Baumer Sensors GmbH',
    carrier: 'Maersk',
    trackingNo: `MSKU123456${n}`,
    pieces: 60 + n,
    weightKg: 80.5,
    status: 'Received',
    ackStatus: 'NONE',
    fileNumber: `IN-LSCOMP-100${n}`,
    discrepancyCount: 0,
    ...over,
  });

let asked: URLSearchParams[];

beforeEach(() => {
  asked = [];
  signInForTest(['warehousereceipt']);
  apiServer.use(
    noSavedGridSettings('warehouse-receipts'),
    http.get('/api/warehouse-receipts/summary', () =>
      json({ byAck: { NONE: 1, PENDING: 1, DISPUTED: 0 }, last30Days: 2 }),
    ),
    http.get('/api/warehouse-receipts', ({ request }) => {
      const url = new URL(request.url);
      asked.push(url.searchParams);
      const pending = row(2, { ackStatus: 'PENDING', discrepancyCount: 1 });
      const items = url.searchParams.get('ackStatus') === 'PENDING' ? [pending] : [row(1), pending];
      return json({ items, total: items.length, pageNumber: 1, pageSize: 20 });
    }),
  );
});
afterEach(() => clearSession());

describe('WarehouseReceiptsPage', () => {
  it('lists receipts with their answer, links each to its detail and passes axe', async () => {
    const { container } = renderWithProviders(<WarehouseReceiptsPage />, { route: '/warehousereceipt/dashboard' });
    const grid = await screen.findByRole('grid', { name: 'Warehouse Receipts' });
    expect((await within(grid).findByRole('link', { name: 'WR100122' })).getAttribute('href')).toBe(
      '/warehousereceipt/receipt-detail?id=00000000-0000-4000-8000-000000000002',
    );
    expect(within(grid).getByText('Awaiting acknowledgement')).toBeTruthy();
    expect(screen.getByText('Awaiting your acknowledgement')).toBeTruthy();
    await expectNoAxeViolations(container);
  });

  it('a click on the awaiting count filters the list to receipts awaiting an answer', async () => {
    renderWithProviders(<WarehouseReceiptsPage />, { route: '/warehousereceipt/dashboard' });
    const grid = await screen.findByRole('grid', { name: 'Warehouse Receipts' });
    await within(grid).findByRole('link', { name: 'WR100121' });
    await userEvent.click(await screen.findByRole('button', { name: 'Awaiting your acknowledgement: 1' }));
    await waitFor(() => expect(asked.at(-1)?.get('ackStatus')).toBe('PENDING'));
    await waitFor(() => expect(within(grid).queryByRole('link', { name: 'WR100121' })).toBeNull());
  });
});
