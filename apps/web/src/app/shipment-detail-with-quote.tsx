import { QuoteComparisonSection } from '../features/quotations/components/quote-comparison-section';
import { ShipmentDetailPage } from '../features/shipments/components/shipment-detail-page';

/**
 * Quote versus shipment across areas (issue #18, decision 089): the shipments and billing features cannot import
 * the quotations feature, so each detail page takes a slot and the app (which may import every feature) fills it,
 * as it composes the home widgets (decision 056). One file per page, so each route loads only its own page.
 * The route registry's page for the shipment detail: the quotations' comparison section in its slot (nothing when
 * the shipment has no quote).
 */
export function ShipmentDetailWithQuoteComparison() {
  return <ShipmentDetailPage Extra={QuoteComparisonSection} />;
}
