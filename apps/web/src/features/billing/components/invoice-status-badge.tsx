import type { InvoiceStatusName } from '@connect/contracts/billing/billing.schemas';
import { useTranslation } from 'react-i18next';
import { invoiceStatusColors, invoiceStatusKeys } from '../utils/invoice-status-labels';
import { TextBadge } from '@/components/text-badge';

/** An invoice status as the grid's capsule shows it. */
export function InvoiceStatusBadge({ status }: { status: InvoiceStatusName }) {
  const { t } = useTranslation();
  return (
    <TextBadge variant="light" color={invoiceStatusColors[status]} radius="xl">
      {t(`billing.statuses.${invoiceStatusKeys[status]}`)}
    </TextBadge>
  );
}
