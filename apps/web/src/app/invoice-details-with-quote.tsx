import { InvoiceDetailsPage } from '../features/billing/components/invoice-details-page';
import { QuoteComparisonLink } from '../features/quotations/components/quote-comparison-link';

/**
 * The route registry's page for the invoice detail (decision 089, see `shipment-detail-with-quote.tsx`): a link to
 * its shipment's quote versus shipment when that shipment was booked from a quote.
 */
export function InvoiceDetailsWithQuoteComparison() {
  return <InvoiceDetailsPage ShipmentExtra={QuoteComparisonLink} />;
}
