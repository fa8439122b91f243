import { BarChart } from '@mantine/charts';
import '@mantine/charts/styles.css';
import { Alert, Anchor, Box, Group, List, Loader, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { inboundStatuses, outboundStatuses, type OrderStatus } from '@connect/contracts/warehouse/warehouse.schemas';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatNumber } from '@/entities/display/format';
import { paths } from '@/lib/paths';
import { useWmsDashboard } from '../api/get-warehouse';
import { OrderStatusBadge } from './order-status-badge';

function Stat({ label, value, to }: { label: string; value: number; to?: string }) {
  return (
    <Paper withBorder p="md" radius="md">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fz={28} fw={700}>
        {to ? (
          <Anchor component={Link} to={to} inherit>
            {formatNumber(value)}
          </Anchor>
        ) : (
          formatNumber(value)
        )}
      </Text>
    </Paper>
  );
}

/** Orders by status as bars, the same numbers written out beneath (nothing depends on seeing the picture). */
function StatusChart({ title, counts }: { title: string; counts: { status: string; label: string; count: number }[] }) {
  return (
    <Paper withBorder p="md" radius="md">
      <Title order={2} size="h4" mb="sm">
        {title}
      </Title>
      <Box role="img" aria-label={title}>
        <BarChart
          h={160}
          data={counts.map((c) => ({ status: c.label, count: c.count }))}
          dataKey="status"
          series={[{ name: 'count', color: '#17406e', label: title }]}
          withTooltip={false}
        />
      </Box>
      <List size="sm" mt="xs">
        {counts.map((c) => (
          <List.Item key={c.status}>
            {c.label}: {formatNumber(c.count)}
          </List.Item>
        ))}
      </List>
    </Paper>
  );
}

/** /wms/dashboard: stock at a glance, open inbound and outbound orders by status, low stock and recent orders. */
export function WmsDashboardPage() {
  const { t } = useTranslation();
  const query = useWmsDashboard();
  const heading = <Title order={1}>{t('warehouse.pages.dashboard')}</Title>;
  if (query.isPending)
    return (
      <Stack>
        {heading}
        <Loader aria-label={t('warehouse.pages.dashboard')} />
      </Stack>
    );
  if (query.isError)
    return (
      <Stack>
        {heading}
        <Alert color="red" role="alert">
          {query.error.message}
        </Alert>
      </Stack>
    );
  const d = query.data;
  const counts = (statuses: readonly OrderStatus[], byStatus: Record<string, number>) =>
    statuses.map((status) => ({ status, label: t(`warehouse.statuses.${status}`), count: byStatus[status] ?? 0 }));
  const openInbound = d.orders.inbound.INBOUND ?? 0;
  const openOutbound = (d.orders.outbound.OUTBOUND ?? 0) + (d.orders.outbound.ALLOCATED ?? 0);
  return (
    <Stack>
      {heading}
      <section aria-labelledby="wms-stock">
        <Title order={2} size="h4" id="wms-stock" mb="sm">
          {t('warehouse.dashboard.stock')}
        </Title>
        <SimpleGrid cols={{ base: 2, sm: 3, lg: 6 }}>
          <Stat label={t('warehouse.dashboard.items')} value={d.totals.items} to={paths.wms.inventory()} />
          <Stat label={t('warehouse.dashboard.onHand')} value={d.totals.onHand} />
          <Stat label={t('warehouse.dashboard.available')} value={d.totals.available} />
          <Stat label={t('warehouse.dashboard.allocated')} value={d.totals.allocated} />
          <Stat label={t('warehouse.dashboard.incoming')} value={d.totals.incoming} />
          <Stat label={t('warehouse.dashboard.lowStock')} value={d.totals.lowStock} />
        </SimpleGrid>
      </section>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <Paper withBorder p="md" radius="md">
          <Group justify="space-between">
            <Text>{t('warehouse.dashboard.openInbound')}</Text>
            <Anchor component={Link} to={paths.wms.inboundOrders()} fw={700}>
              {formatNumber(openInbound)}
            </Anchor>
          </Group>
        </Paper>
        <Paper withBorder p="md" radius="md">
          <Group justify="space-between">
            <Text>{t('warehouse.dashboard.openOutbound')}</Text>
            <Anchor component={Link} to={paths.wms.outboundOrders()} fw={700}>
              {formatNumber(openOutbound)}
            </Anchor>
          </Group>
        </Paper>
        <StatusChart
          title={t('warehouse.dashboard.inboundByStatus')}
          counts={counts(inboundStatuses, d.orders.inbound)}
        />
        <StatusChart
          title={t('warehouse.dashboard.outboundByStatus')}
          counts={counts(outboundStatuses, d.orders.outbound)}
        />
      </SimpleGrid>
      <Paper withBorder p="md" radius="md" component="section" aria-labelledby="wms-low">
        <Title order={2} size="h4" id="wms-low" mb="sm">
          {t('warehouse.dashboard.lowStockItems')}
        </Title>
        {d.lowStockItems.length === 0 ? (
          <Text>{t('warehouse.dashboard.noLowStock')}</Text>
        ) : (
          <Table>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('warehouse.inventoryColumns.sku')}</Table.Th>
                <Table.Th>{t('warehouse.inventoryColumns.description')}</Table.Th>
                <Table.Th>{t('warehouse.inventoryColumns.warehouseCode')}</Table.Th>
                <Table.Th ta="right">{t('warehouse.inventoryColumns.available')}</Table.Th>
                <Table.Th ta="right">{t('warehouse.inventoryColumns.lowStockThreshold')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {d.lowStockItems.map((row) => (
                <Table.Tr key={`${row.itemId}:${row.warehouseId}`}>
                  <Table.Td>
                    <Anchor component={Link} to={paths.wms.inventoryDetail({ id: row.itemId })}>
                      {row.sku}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>{row.description}</Table.Td>
                  <Table.Td>{row.warehouseCode}</Table.Td>
                  <Table.Td ta="right">{formatNumber(row.available)}</Table.Td>
                  <Table.Td ta="right">{formatNumber(row.lowStockThreshold)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Paper>
      <Paper withBorder p="md" radius="md" component="section" aria-labelledby="wms-recent">
        <Title order={2} size="h4" id="wms-recent" mb="sm">
          {t('warehouse.dashboard.recentOrders')}
        </Title>
        <Table>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('warehouse.orderColumns.fileNumber')}</Table.Th>
              <Table.Th>{t('warehouse.orderColumns.referenceNo')}</Table.Th>
              <Table.Th>{t('warehouse.orderColumns.status')}</Table.Th>
              <Table.Th>{t('warehouse.orderColumns.partyName')}</Table.Th>
              <Table.Th ta="right">{t('warehouse.orderColumns.totalQty')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {d.recentOrders.map((o) => (
              <Table.Tr key={o.orderId}>
                <Table.Td>
                  <Anchor component={Link} to={paths.wms.outboundDetail({ id: o.orderId })}>
                    {o.fileNumber}
                  </Anchor>
                </Table.Td>
                <Table.Td>{o.referenceNo}</Table.Td>
                <Table.Td>
                  <OrderStatusBadge status={o.status} />
                </Table.Td>
                <Table.Td>{o.partyName}</Table.Td>
                <Table.Td ta="right">{formatNumber(o.totalQty)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Paper>
    </Stack>
  );
}
