import type { OrderStatus } from '@connect/contracts/warehouse/warehouse.schemas';
import { useTranslation } from 'react-i18next';
import { TextBadge } from '@/components/text-badge';

/** Badge colours of the order statuses of spec 2 §3 (decision 031: the text carries the meaning). */
export const orderStatusColors: Record<OrderStatus, string> = {
  INBOUND: 'blue',
  RECEIVED: 'teal',
  OUTBOUND: 'blue',
  ALLOCATED: 'violet',
  CONFIRMED: 'green',
  VOID: 'gray',
};

export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  const { t } = useTranslation();
  return (
    <TextBadge color={orderStatusColors[status]} variant="light">
      {t(`warehouse.statuses.${status}`)}
    </TextBadge>
  );
}
