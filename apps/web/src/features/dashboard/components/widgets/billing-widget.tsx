import { Anchor, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatUsdCents } from '@/entities/display/format';
import { paths } from '@/lib/paths';
import { useBillingSummary } from '@/features/dashboard/api/widget-data';
import { WidgetFrame, WidgetQuery, type WidgetFrameControls } from '../widget-frame';

/** Billing (spec 1 §2): the total outstanding of invoice/accountSummary; Payment Posted, Past Due, Statements. */
export function BillingWidget({ controls }: { controls: WidgetFrameControls }) {
  const { t } = useTranslation();
  const billing = useBillingSummary();
  const title = t('dashboard.widgets.billing.title');
  return (
    <WidgetFrame
      id="billing"
      icon="billing"
      title={title}
      subHeading={t('dashboard.widgets.billing.subHeading')}
      controls={controls}
    >
      <WidgetQuery query={billing} name={title}>
        {({ summary, pastDue, paymentPosted }) => (
          <Stack gap="sm">
            <div>
              <Text size="sm" c="dimmed">
                {t('dashboard.widgets.billing.totalOutstanding')}
              </Text>
              <Text fz="xl" fw={700}>
                {formatUsdCents(summary.totalOutstandingCents)}
              </Text>
              <Text size="sm">{t('dashboard.widgets.billing.unpaid', { count: summary.noOfUnPaidInvoices })}</Text>
            </div>
            <Group gap="md">
              <Anchor component={Link} to={paths.billing.dashboard()}>
                {t('dashboard.widgets.billing.linkCount', {
                  label: t('dashboard.widgets.billing.paymentPosted'),
                  count: paymentPosted,
                })}
              </Anchor>
              <Anchor component={Link} to={paths.billing.dashboard()}>
                {t('dashboard.widgets.billing.linkCount', {
                  label: t('dashboard.widgets.billing.pastDue'),
                  count: pastDue,
                })}
              </Anchor>
              <Anchor component={Link} to={paths.billing.statements()}>
                {t('dashboard.widgets.billing.statements')}
              </Anchor>
            </Group>
          </Stack>
        )}
      </WidgetQuery>
    </WidgetFrame>
  );
}
