import { screen, within } from '@testing-library/react';
import { http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { clearSession } from '@/lib/session/session-store';
import { apiServer, json, recordRequests } from '@/test/api-server';
import { expectNoAxeViolations } from '@/test/axe';
import { renderWithProviders } from '@/test/render';
import { signInForTest } from '@/test/session';
import { AttentionWidget } from './attention-widget';

afterEach(() => clearSession());

const page = <T,>(items: T[]) => ({ items, total: items.length, pageNumber: 1, pageSize: 5 });
const quotationId = '3b9d6f1e-2c4a-4e8b-9a7c-5d3e1f2a4b6c';
const receiptId = '8e2f4a6c-1b3d-4f5e-8a9b-7c6d5e4f3a2b';

describe('Needs my attention', () => {
  it('gathers offers that run out this week and receipts to acknowledge, each linking to its screen', async () => {
    signInForTest(['freight-manager', 'warehousereceipt']);
    const requests = recordRequests();
    apiServer.use(
      http.get('/api/quotations', () =>
        json(
          page([
            {
              id: quotationId,
              number: 'Q-2026-0042',
              status: 'offered',
              companyCode: 'LSCOMP',
              mode: 'Air',
              originCode: 'DFW',
              destinationCode: 'GRU',
              cargoReadyDate: '2026-12-01',
              validUntil: '2026-11-28',
              expired: false,
              createdAt: '2026-11-20T10:00:00Z',
              updatedAt: '2026-11-21T10:00:00Z',
            },
          ]),
        ),
      ),
      http.get('/api/warehouse-receipts', () =>
        json(
          page([
            {
              receiptId,
              wrNumber: 'WR100007',
              receivedAt: '2026-11-23T15:00:00Z',
              companyCode: 'LSCOMP',
              warehouseCode: 'HOU1',
              shipperName: 'Gulf Supply',
              carrier: 'Estes',
              trackingNo: 'PRO123',
              pieces: 4,
              weightKg: 120,
              status: 'Received',
              ackStatus: 'PENDING',
              fileNumber: 'IN-0042',
              discrepancyCount: 2,
            },
          ]),
        ),
      ),
      http.get('/api/messages', () => json([])),
    );
    renderWithProviders(
      <AttentionWidget controls={{}} access={{ booking: false, billing: false, quotations: true, receipts: true }} />,
    );
    const list = await screen.findByRole('list', { name: /./ });
    const offer = within(list).getByRole('link', { name: /^Offer Q-2026-0042 is valid until/ });
    expect(offer.getAttribute('href')).toBe(`/quotations/receipt-detail?id=${quotationId}`);
    const receipt = within(list).getByRole('link', {
      name: 'Receipt WR100007: 2 lines differ from the order, to acknowledge',
    });
    expect(receipt.getAttribute('href')).toBe(`/warehousereceipt/receipt-detail?id=${receiptId}`);

    const asked = requests.filter((r) => r.url.pathname !== '/api/messages');
    const quotations = asked.find((r) => r.url.pathname === '/api/quotations');
    expect(quotations?.url.searchParams.get('status')).toBe('offered');
    expect(quotations?.url.searchParams.get('filter')).toContain('"validUntil"');
    expect(asked.find((r) => r.url.pathname === '/api/warehouse-receipts')?.url.searchParams.get('ackStatus')).toBe(
      'PENDING',
    );
    // Areas the user may not use are not asked.
    expect(asked.map((r) => r.url.pathname).sort()).toEqual(['/api/quotations', '/api/warehouse-receipts']);
    await expectNoAxeViolations(document.body);
  });

  it('asks neither area without its permission', async () => {
    signInForTest(['shipment']);
    const requests = recordRequests();
    apiServer.use(http.get('/api/messages', () => json([])));
    renderWithProviders(
      <AttentionWidget controls={{}} access={{ booking: false, billing: false, quotations: false, receipts: false }} />,
    );
    await screen.findByText('Nothing waits on you right now.');
    expect(requests.map((r) => r.url.pathname)).toEqual(['/api/messages']);
  });
});
