import { Anchor, List, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatUsdCents } from '@/entities/display/format';
import { useDateFormat } from '@/lib/dates/use-date-format';
import { paths } from '@/lib/paths';
import { useAttentionItems, type AttentionAccess, type AttentionItem } from '@/features/dashboard/api/widget-data';
import { WidgetFrame, WidgetQuery, type WidgetFrameControls } from '../widget-frame';

/**
 * Needs my attention (issue 21): what waits on this user across the areas, each one click from its screen: rejected
 * bookings, invoices due within the week, quotation offers that run out within the week, warehouse receipts with
 * discrepancies to acknowledge, messages that ask for an acknowledgment.
 */
export function AttentionWidget({ controls, access }: { controls: WidgetFrameControls; access: AttentionAccess }) {
  const { t } = useTranslation();
  const { formatDate } = useDateFormat();
  const items = useAttentionItems(access);
  const title = t('dashboard.widgets.attention.title');

  const line = (item: AttentionItem) => {
    switch (item.kind) {
      case 'rejectedBooking':
        return (
          <Anchor component={Link} to={paths.bookings.details({ id: item.id })}>
            {t('dashboard.widgets.attention.rejectedBooking', { reference: item.reference })}
          </Anchor>
        );
      case 'invoiceDue':
        return (
          <Anchor component={Link} to={paths.billing.invoiceDetails({ id: item.id })}>
            {t('dashboard.widgets.attention.invoiceDue', {
              invoice: item.invoiceNumber,
              date: formatDate(item.dueDate),
              amount: formatUsdCents(item.balanceCents),
            })}
          </Anchor>
        );
      case 'offerExpiring':
        return (
          <Anchor component={Link} to={paths.quotations.detail({ id: item.id })}>
            {t('dashboard.widgets.attention.offerExpiring', { number: item.number, date: formatDate(item.validUntil) })}
          </Anchor>
        );
      case 'receiptToAcknowledge':
        return (
          <Anchor component={Link} to={paths.warehouseReceipts.detail({ id: item.id })}>
            {t('dashboard.widgets.attention.receiptToAcknowledge', {
              receipt: item.wrNumber,
              count: item.discrepancies,
            })}
          </Anchor>
        );
      case 'message':
        return <Text size="sm">{t('dashboard.widgets.attention.message', { subject: item.subject })}</Text>;
    }
  };

  return (
    <WidgetFrame
      id="attention"
      icon="message"
      title={title}
      subHeading={t('dashboard.widgets.attention.subHeading')}
      controls={controls}
    >
      <WidgetQuery query={items} name={title}>
        {(list) =>
          list.length === 0 ? (
            <Text size="sm">{t('dashboard.widgets.attention.nothing')}</Text>
          ) : (
            <List size="sm" spacing={4} aria-label={t('dashboard.widgets.attention.list')}>
              {list.map((item) => (
                <List.Item key={`${item.kind}-${item.id}`}>{line(item)}</List.Item>
              ))}
            </List>
          )
        }
      </WidgetQuery>
    </WidgetFrame>
  );
}
