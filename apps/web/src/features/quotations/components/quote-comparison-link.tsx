import { Anchor } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/lib/paths';
import { useShipmentQuoteComparison } from '../hooks/use-quote-comparison';
import { quoteComparisonAnchor } from './quote-comparison-section';

/**
 * On the invoice detail (mounted there by the app, decision 089): when the invoice's shipment was booked from a
 * quote, a link to the shipment detail's quote-versus-shipment section. Nothing otherwise, or for those who may not
 * see quotations or the shipment.
 */
export function QuoteComparisonLink({ shipmentId }: { shipmentId: string }) {
  const { t } = useTranslation();
  const { answer } = useShipmentQuoteComparison(shipmentId);
  const number = answer?.available ? answer.quotationNumber : answer?.quotation?.number;
  if (!number) return null;
  return (
    <Anchor
      component={Link}
      to={`${paths.shipments.details({ id: shipmentId })}#${quoteComparisonAnchor}`}
      w="fit-content"
    >
      {t('quotations.comparison.invoiceLink', { number })}
    </Anchor>
  );
}
