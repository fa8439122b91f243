import { InvoiceDetailsPage } from '../features/billing/components/invoice-details-page';
import { QuoteComparisonLink } from '../features/quotations/components/quote-comparison-link';
import { QuoteComparisonSection } from '../features/quotations/components/quote-comparison-section';
import { ShipmentDetailPage } from '../features/shipments/components/shipment-detail-page';

/**
 * Quote versus shipment across areas (issue #18, decision 089): the shipments and billing features cannot import
 * the quotations feature, so each page takes a slot and the app (which may import every feature) fills it here,
 * as it composes the home widgets (decision 056). The route registry's pages for the shipment and invoice details.
 */

/** The shipment detail with the quotations' comparison section (nothing when the shipment has no quote). */
export function ShipmentDetailWithQuoteComparison() {
  return <ShipmentDetailPage Extra={QuoteComparisonSection} />;
}

/** The invoice detail with a link to its shipment's comparison when the shipment was booked from a quote. */
export function InvoiceDetailsWithQuoteComparison() {
  return <InvoiceDetailsPage ShipmentExtra={QuoteComparisonLink} />;
}
