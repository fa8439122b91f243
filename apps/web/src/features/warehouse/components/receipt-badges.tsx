import type {
  DiscrepancyKind,
  ReceiptAckStatus,
  ReceiptStatus,
} from '@connect/contracts/warehouse/warehouse-receipts.schemas';
import { useTranslation } from 'react-i18next';
import { TextBadge } from '@/components/text-badge';

/** Badge colours of the receipts (decision 031: the text carries the meaning, the colour only repeats it). */
export const receiptStatusColors: Record<ReceiptStatus, string> = {
  Received: 'teal',
  'On Hand': 'green',
  'In Process': 'blue',
  Loaded: 'violet',
  Pending: 'yellow',
  Shipped: 'gray',
};
export const ackStatusColors: Record<ReceiptAckStatus, string> = {
  NONE: 'gray',
  PENDING: 'orange',
  ACKNOWLEDGED: 'green',
  DISPUTED: 'red',
};
const discrepancyColors: Record<DiscrepancyKind, string> = { over: 'blue', short: 'orange', damaged: 'red' };

export function ReceiptStatusBadge({ status }: { status: ReceiptStatus }) {
  const { t } = useTranslation();
  return (
    <TextBadge color={receiptStatusColors[status]} variant="light">
      {t(`warehouseReceipts.statuses.${status}`)}
    </TextBadge>
  );
}

export function AckStatusBadge({ status }: { status: ReceiptAckStatus }) {
  const { t } = useTranslation();
  return (
    <TextBadge color={ackStatusColors[status]} variant="light">
      {t(`warehouseReceipts.ackStatuses.${status}`)}
    </TextBadge>
  );
}

export function DiscrepancyBadge({ kind }: { kind: DiscrepancyKind }) {
  const { t } = useTranslation();
  return (
    <TextBadge color={discrepancyColors[kind]} variant="light">
      {t(`warehouseReceipts.discrepancies.${kind}`)}
    </TextBadge>
  );
}
