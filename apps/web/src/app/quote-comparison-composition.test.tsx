import type { QuoteComparisonAnswer } from '@connect/contracts/quotations/quote-comparison.schemas';
import { screen, within } from '@testing-library/react';
import { http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { clearSession } from '@/lib/session/session-store';
import { apiServer, json } from '@/test/api-server';
import { expectNoAxeViolations } from '@/test/axe';
import { makeDetail, makeInvoice } from '@/test/fixtures/billing';
import { shipmentDetail, testUuid } from '@/test/fixtures/shipments';
import { renderWithProviders } from '@/test/render';
import { signInForTest } from '@/test/session';
import { InvoiceDetailsWithQuoteComparison } from './invoice-details-with-quote';
import { ShipmentDetailWithQuoteComparison } from './shipment-detail-with-quote';

const shipment = shipmentDetail();
const invoice = makeInvoice(1, { shipmentId: shipment.id });
const quotation = { id: testUuid(91), number: 'Q-261125-HANDS' };
const notRerated: QuoteComparisonAnswer = { available: false, reason: 'NOT_RERATED', quotation };

/** The app's answers: the shipment, the invoice, and the shipment's comparison `answer`. */
function serve(answer: QuoteComparisonAnswer) {
  apiServer.use(
    http.get(`/api/shipments/${shipment.id}/quote-comparison`, () => json(answer)),
    http.get(`/api/shipments/${shipment.id}`, () => json(shipment)),
    http.get(`/api/invoices/${invoice.id}`, () => json(makeDetail(invoice))),
  );
}

afterEach(() => clearSession());

describe('quote versus shipment composed by the app (decision 089)', () => {
  it('mounts the comparison section on the shipment detail (axe clean)', async () => {
    signInForTest(['shipment', 'freight-manager']);
    serve(notRerated);
    renderWithProviders(<ShipmentDetailWithQuoteComparison />, {
      route: `/shipment/shipments-details?id=${shipment.id}`,
    });
    const section = await screen.findByRole('region', { name: 'Quote versus shipment' });
    expect(within(section).getByRole('link', { name: quotation.number })).toBeTruthy();
    // The shipment's own sections are still there around it.
    expect(screen.getByRole('region', { name: 'Cargo' })).toBeTruthy();
    await expectNoAxeViolations(document.body);
  });

  it('links the invoice detail to its shipment’s comparison, and shows no link for a shipment without a quote', async () => {
    signInForTest(['billing', 'shipment', 'freight-manager']);
    serve(notRerated);
    const { unmount } = renderWithProviders(<InvoiceDetailsWithQuoteComparison />, {
      route: `/billing/invoice-details?id=${invoice.id}`,
    });
    const link = await screen.findByRole('link', { name: `Compare the shipment with quotation ${quotation.number}` });
    expect(link.getAttribute('href')).toBe(`/shipment/shipments-details?id=${shipment.id}#quote-comparison-section`);
    await expectNoAxeViolations(document.body);
    unmount();

    serve({ available: false, reason: 'NO_QUOTE', quotation: null });
    renderWithProviders(<InvoiceDetailsWithQuoteComparison />, { route: `/billing/invoice-details?id=${invoice.id}` });
    await screen.findByRole('heading', { level: 1, name: 'Invoice INV-1001' });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.queryByRole('link', { name: /^Compare the shipment/ })).toBeNull();
  });
});
