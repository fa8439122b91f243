import type { QuoteComparison } from '@connect/contracts/quotations/quote-comparison.schemas';
import { configure, screen, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { apiServer, json } from '@/test/api-server';
import { expectNoAxeViolations } from '@/test/axe';
import { renderWithProviders } from '@/test/render';
import { signInForTest } from '@/test/session';
import { QuoteComparisonSection } from './quote-comparison-section';

configure({ asyncUtilTimeout: 5000 });

const shipmentId = '7a0e9a4c-1111-4aaa-8bbb-000000000001';
const comparison: QuoteComparison = {
  shipmentId,
  houseBill: 'LSC-AIR-0001',
  quotationId: '5b0e9a4c-1111-4aaa-8bbb-000000000001',
  quotationNumber: 'Q-261124-ABCDE',
  tariffNumber: 'AF-2026-LSCOMP',
  currency: 'USD',
  quoted: { grossWeightKg: 180, volumeM3: 0.5, chargeableWeightKg: 180 },
  shipped: { grossWeightKg: 260, volumeM3: 0.5, chargeableWeightKg: 260 },
  weightsDiffer: true,
  lines: [
    { code: 'ORIGIN', quotedCents: 3500, shippedCents: 3900, differenceCents: 400 },
    { code: 'FREIGHT', quotedCents: 75600, shippedCents: 91000, differenceCents: 15400 },
    { code: 'DEST_HANDLING', quotedCents: 4500, shippedCents: 4500, differenceCents: 0 },
  ],
  quotedTotalCents: 83600,
  shippedTotalCents: 99400,
  differenceCents: 15800,
};

describe('QuoteComparisonSection', () => {
  it('shows the quoted and shipped weights and each charge re-rated with its difference (axe clean)', async () => {
    signInForTest(['freight-manager', 'shipment']);
    apiServer.use(http.get(`/api/shipments/${shipmentId}/quote-comparison`, () => json(comparison)));
    renderWithProviders(<QuoteComparisonSection shipmentId={shipmentId} />);
    const section = await screen.findByRole('region', { name: 'Quote versus shipment' });
    const link = within(section).getByRole('link', { name: 'Q-261124-ABCDE' });
    expect(link.getAttribute('href')).toBe(`/quotations/receipt-detail?id=${comparison.quotationId}`);
    const rows = within(section)
      .getAllByRole('row')
      .map((r) => r.textContent);
    expect(rows).toEqual([
      'ItemAs quotedAs shippedDifference',
      'Gross weight180 kg260 kg',
      'Chargeable weight180 kg260 kg',
      'Origin charge$35.00$39.00+$4.00',
      'Air freight$756.00$910.00+$154.00',
      'Destination handling$45.00$45.00$0.00',
      'Total$836.00$994.00+$158.00',
    ]);
    await expectNoAxeViolations(document.body);
  });

  it('asks nothing and shows nothing without freight-manager, and nothing when the shipment has no quote', async () => {
    let asked = 0;
    apiServer.use(
      http.get(`/api/shipments/${shipmentId}/quote-comparison`, () => {
        asked += 1;
        return json({ error: { code: 'NOT_FOUND', message: 'Not found' } }, 404);
      }),
    );
    signInForTest(['shipment']);
    const { unmount } = renderWithProviders(<QuoteComparisonSection shipmentId={shipmentId} />);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(asked).toBe(0);
    expect(screen.queryByRole('region')).toBeNull();
    unmount();
    signInForTest(['freight-manager', 'shipment']);
    renderWithProviders(<QuoteComparisonSection shipmentId={shipmentId} />);
    await expect.poll(() => asked).toBe(1);
    expect(screen.queryByRole('region')).toBeNull();
  });
});
