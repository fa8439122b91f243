import type { QuoteComparisonAnswer } from '@connect/contracts/quotations/quote-comparison.schemas';
import { screen, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { apiServer, json } from '@/test/api-server';
import { expectNoAxeViolations } from '@/test/axe';
import { renderWithProviders } from '@/test/render';
import { signInForTest } from '@/test/session';
import { QuoteComparisonLink } from './quote-comparison-link';
import { QuoteComparisonSection } from './quote-comparison-section';

const shipmentId = '7a0e9a4c-1111-4aaa-8bbb-000000000001';
const quotationId = '5b0e9a4c-1111-4aaa-8bbb-000000000001';
const comparison: QuoteComparisonAnswer = {
  available: true,
  shipmentId,
  houseBill: 'LSC-AIR-0001',
  quotationId,
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
const noQuote: QuoteComparisonAnswer = { available: false, reason: 'NO_QUOTE', quotation: null };
const notRerated: QuoteComparisonAnswer = {
  available: false,
  reason: 'NOT_RERATED',
  quotation: { id: quotationId, number: 'Q-261124-HANDS' },
};

/** Answers the comparison route with `answer`, counting the calls. */
function answering(answer: QuoteComparisonAnswer) {
  const seen = { asked: 0 };
  apiServer.use(
    http.get(`/api/shipments/${shipmentId}/quote-comparison`, () => {
      seen.asked += 1;
      return json(answer);
    }),
  );
  return seen;
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 200));

describe('QuoteComparisonSection', () => {
  it('shows the quoted and shipped weights and each charge re-rated with its difference (axe clean)', async () => {
    signInForTest(['freight-manager', 'shipment']);
    answering(comparison);
    renderWithProviders(<QuoteComparisonSection shipmentId={shipmentId} />);
    const section = await screen.findByRole('region', { name: 'Quote versus shipment' });
    expect(section.id).toBe('quote-comparison-section');
    const link = within(section).getByRole('link', { name: 'Q-261124-ABCDE' });
    expect(link.getAttribute('href')).toBe(`/quotations/receipt-detail?id=${quotationId}`);
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

  it('explains, naming the quote, when the quote was not priced from a tariff (axe clean)', async () => {
    signInForTest(['freight-manager', 'shipment']);
    answering(notRerated);
    renderWithProviders(<QuoteComparisonSection shipmentId={shipmentId} />);
    const section = await screen.findByRole('region', { name: 'Quote versus shipment' });
    expect(section.textContent).toContain('was not priced from a tariff, so it cannot be re-rated');
    const link = within(section).getByRole('link', { name: 'Q-261124-HANDS' });
    expect(link.getAttribute('href')).toBe(`/quotations/receipt-detail?id=${quotationId}`);
    expect(within(section).queryByRole('table')).toBeNull();
    await expectNoAxeViolations(document.body);
  });

  it('shows nothing for a shipment without a quote, and asks nothing without freight-manager', async () => {
    const seen = answering(noQuote);
    signInForTest(['shipment']);
    const { unmount } = renderWithProviders(<QuoteComparisonSection shipmentId={shipmentId} />);
    await settle();
    expect(seen.asked).toBe(0);
    expect(screen.queryByRole('region')).toBeNull();
    unmount();
    signInForTest(['freight-manager', 'shipment']);
    renderWithProviders(<QuoteComparisonSection shipmentId={shipmentId} />);
    await expect.poll(() => seen.asked).toBe(1);
    await settle();
    expect(screen.queryByRole('region')).toBeNull();
  });
});

describe('QuoteComparisonLink (the invoice detail’s way to the comparison)', () => {
  it('links to the shipment detail’s comparison section when the shipment was booked from a quote', async () => {
    signInForTest(['billing', 'freight-manager', 'shipment']);
    answering(comparison);
    renderWithProviders(<QuoteComparisonLink shipmentId={shipmentId} />);
    const link = await screen.findByRole('link', { name: 'Compare the shipment with quotation Q-261124-ABCDE' });
    expect(link.getAttribute('href')).toBe(`/shipment/shipments-details?id=${shipmentId}#quote-comparison-section`);
    await expectNoAxeViolations(document.body);
  });

  it('shows nothing without a quote, and asks nothing without the shipment or freight-manager permission', async () => {
    const seen = answering(noQuote);
    for (const permissions of [
      ['billing', 'freight-manager'],
      ['billing', 'shipment'],
    ]) {
      signInForTest(permissions);
      const { unmount } = renderWithProviders(<QuoteComparisonLink shipmentId={shipmentId} />);
      await settle();
      unmount();
    }
    expect(seen.asked).toBe(0);
    signInForTest(['billing', 'freight-manager', 'shipment']);
    renderWithProviders(<QuoteComparisonLink shipmentId={shipmentId} />);
    await expect.poll(() => seen.asked).toBe(1);
    await settle();
    expect(screen.queryByRole('link')).toBeNull();
  });
});
