import { Anchor, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { WidgetQuery } from '@/components/widget-query';
import { formatNumber } from '@/entities/display/format';
import { paths } from '@/lib/paths';
import { useWmsDashboard } from '../api/get-warehouse';

/**
 * The home dashboard's WMS widget body (spec 1 §2: inventory, inbound, outbound; decision 056): the items in
 * stock, the open inbound orders (not received yet) and the open outbound orders (not shipped yet) of the
 * selected company, each a link to its list. Reads `/api/wms/dashboard`, the warehouse dashboard's own call.
 */
export function WmsWidget() {
  const { t } = useTranslation();
  const dashboard = useWmsDashboard();
  const lines = (d: NonNullable<typeof dashboard.data>) =>
    [
      { key: 'inventory', to: paths.wms.inventory(), count: d.totals.items },
      { key: 'inbound', to: paths.wms.inboundOrders(), count: d.orders.inbound.INBOUND ?? 0 },
      {
        key: 'outbound',
        to: paths.wms.outboundOrders(),
        count: (d.orders.outbound.OUTBOUND ?? 0) + (d.orders.outbound.ALLOCATED ?? 0),
      },
    ] as const;
  return (
    <WidgetQuery query={dashboard} name={t('dashboard.widgets.wms.title')}>
      {(d) => (
        <Stack gap="xs" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
          {lines(d).map((line) => (
            <Group key={line.key} component="li" justify="space-between" wrap="nowrap">
              <Anchor component={Link} to={line.to}>
                {t(`dashboard.widgets.wms.${line.key}`)}
              </Anchor>
              <Text fw={700}>
                {t(`dashboard.widgets.wms.${line.key}Count`, { count: line.count, value: formatNumber(line.count) })}
              </Text>
            </Group>
          ))}
        </Stack>
      )}
    </WidgetQuery>
  );
}
