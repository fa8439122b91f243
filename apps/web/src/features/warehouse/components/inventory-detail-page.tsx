import { itemIdParamsSchema, type InventoryItem } from '@connect/contracts/warehouse/warehouse.schemas';
import { Alert, Anchor, Button, Group, Pagination, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { DetailSection } from '@/components/detail-section';
import { FactList } from '@/components/fact-list';
import { LoadedRecord } from '@/components/loaded-record';
import { QueryBody } from '@/components/query-body';
import { formatNumber } from '@/entities/display/format';
import { useDateFormat } from '@/lib/dates/use-date-format';
import { paths } from '@/lib/paths';
import { useInventoryItem, useItemMovements, useItemOrders, useItemProjection } from '../api/get-warehouse';
import { useWmsSession } from '../hooks/use-wms-session';
import { AdjustStockDialog } from './inventory-adjust-dialog';
import { ItemLotsSection } from './item-lots-section';
import { OrderStatusBadge } from './order-status-badge';

type Basis = 'allocated' | 'incoming';

/**
 * The run-out warnings (decision 064): per warehouse, the day the open unallocated orders take more than there is,
 * before the next incoming goods arrive. Nothing is shown while the stock covers them.
 */
function RunOutWarnings({ itemId }: { itemId: string }) {
  const { t } = useTranslation();
  const dates = useDateFormat();
  const query = useItemProjection(itemId);
  const warned = query.data?.warehouses.filter((w) => w.warning !== null) ?? [];
  if (warned.length === 0) return null;
  return (
    <Alert color="red" role="status" title={t('warehouse.projection.title')}>
      <Stack gap="xs">
        {warned.map(({ warehouseId, warehouseCode, warning }) =>
          warning ? (
            <Text key={warehouseId} size="sm">
              {t('warehouse.projection.runsOut', {
                warehouse: warehouseCode,
                date: dates.formatDate(warning.runsOutOn),
                order: warning.orderRef,
                shortBy: formatNumber(warning.shortBy),
              })}{' '}
              {warning.nextArrival
                ? t('warehouse.projection.nextArrival', {
                    order: warning.nextArrival.ref,
                    quantity: formatNumber(warning.nextArrival.quantity),
                    date: dates.formatDate(warning.nextArrival.date),
                  })
                : t('warehouse.projection.noArrival')}
            </Text>
          ) : null,
        )}
        <Text size="xs">{t('warehouse.projection.zone', { zone: query.data?.timeZone ?? '' })}</Text>
      </Stack>
    </Alert>
  );
}

/** The open orders behind a number: holding it (allocated) or bringing it (incoming, with the shipment's ETA). */
function OrdersBehind({ itemId, basis }: { itemId: string; basis: Basis }) {
  const { t } = useTranslation();
  const dates = useDateFormat();
  const query = useItemOrders(itemId, basis);
  const title = t(
    basis === 'allocated' ? 'warehouse.detail.ordersBehindAllocated' : 'warehouse.detail.ordersBehindIncoming',
  );
  return (
    <DetailSection title={title}>
      {() => (
        <QueryBody query={query} loadingLabel={title}>
          {(data) =>
            data.items.length === 0 ? (
              <Text>{t('warehouse.detail.noOrders')}</Text>
            ) : (
              <Table>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('warehouse.orderColumns.fileNumber')}</Table.Th>
                    <Table.Th>{t('warehouse.orderColumns.referenceNo')}</Table.Th>
                    <Table.Th>{t('warehouse.orderColumns.status')}</Table.Th>
                    <Table.Th>{t('warehouse.orderColumns.warehouseCode')}</Table.Th>
                    <Table.Th>{t('warehouse.orderColumns.dueDate')}</Table.Th>
                    {basis === 'incoming' && <Table.Th>{t('warehouse.detail.eta')}</Table.Th>}
                    <Table.Th ta="right">{t('warehouse.detail.quantity')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {data.items.map((o) => (
                    <Table.Tr key={o.orderId}>
                      <Table.Td>
                        <Anchor
                          component={Link}
                          to={
                            o.direction === 'INBOUND'
                              ? paths.wms.inboundDetail({ id: o.orderId })
                              : paths.wms.outboundDetail({ id: o.orderId })
                          }
                        >
                          {o.fileNumber}
                        </Anchor>
                      </Table.Td>
                      <Table.Td>{o.referenceNo}</Table.Td>
                      <Table.Td>
                        <OrderStatusBadge status={o.status} />
                      </Table.Td>
                      <Table.Td>{o.warehouseCode}</Table.Td>
                      <Table.Td>{o.dueDate ? dates.formatDate(o.dueDate) : ''}</Table.Td>
                      {basis === 'incoming' && (
                        <Table.Td>
                          {o.shipmentEta ? `${dates.formatDate(o.shipmentEta)} (${o.houseBill})` : ''}
                        </Table.Td>
                      )}
                      <Table.Td ta="right">{formatNumber(o.quantity)}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            )
          }
        </QueryBody>
      )}
    </DetailSection>
  );
}

function Movements({ itemId }: { itemId: string }) {
  const { t } = useTranslation();
  const dates = useDateFormat();
  const [page, setPage] = useState(1);
  const query = useItemMovements(itemId, page);
  return (
    <DetailSection title={t('warehouse.detail.movements')}>
      {() => (
        <QueryBody query={query} loadingLabel={t('warehouse.detail.movements')}>
          {(data) =>
            data.items.length === 0 ? (
              <Text>{t('warehouse.detail.noMovements')}</Text>
            ) : (
              <Stack>
                <Table>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>{t('warehouse.detail.at')}</Table.Th>
                      <Table.Th>{t('warehouse.detail.kind')}</Table.Th>
                      <Table.Th ta="right">{t('warehouse.detail.quantity')}</Table.Th>
                      <Table.Th>{t('warehouse.orderColumns.warehouseCode')}</Table.Th>
                      <Table.Th>{t('warehouse.detail.order')}</Table.Th>
                      <Table.Th>{t('warehouse.lots.lot')}</Table.Th>
                      <Table.Th>{t('warehouse.detail.reason')}</Table.Th>
                      <Table.Th>{t('warehouse.detail.by')}</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {data.items.map((m) => (
                      <Table.Tr key={m.movementId}>
                        <Table.Td>{dates.formatDateTime(m.at)}</Table.Td>
                        <Table.Td>{t(`warehouse.movementKinds.${m.kind}`)}</Table.Td>
                        <Table.Td ta="right">{formatNumber(m.quantity)}</Table.Td>
                        <Table.Td>{m.warehouseCode}</Table.Td>
                        <Table.Td>{m.fileNumber}</Table.Td>
                        <Table.Td>{m.lotNumber}</Table.Td>
                        <Table.Td>{m.reason}</Table.Td>
                        <Table.Td>{m.byName}</Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
                {data.total > data.pageSize && (
                  <Pagination
                    total={Math.ceil(data.total / data.pageSize)}
                    value={page}
                    onChange={setPage}
                    getControlProps={(control) => ({ 'aria-label': control })}
                  />
                )}
              </Stack>
            )
          }
        </QueryBody>
      )}
    </DetailSection>
  );
}

function ItemDetail({ item }: { item: InventoryItem }) {
  const { t } = useTranslation();
  const [basis, setBasis] = useState<Basis | null>(null);
  const { staff } = useWmsSession();
  const [adjusting, setAdjusting] = useState(false);
  const tracking = [
    item.trackLot && t('warehouse.detail.lot'),
    item.trackSerial && t('warehouse.detail.serial'),
    item.trackExpiry && t('warehouse.detail.expiry'),
  ].filter(Boolean);
  const numberButton = (which: Basis, value: number, shown: 'available' | Basis = which) => (
    <Button
      variant="subtle"
      size="compact-md"
      onClick={() => setBasis(which)}
      aria-label={t('warehouse.detail.showOrders', {
        what: `${t(`warehouse.inventoryColumns.${shown}`)} ${formatNumber(value)}`,
      })}
      aria-pressed={basis === which}
    >
      {formatNumber(value)}
    </Button>
  );
  return (
    <Stack>
      <Group justify="space-between" align="flex-end">
        <Title order={1}>
          {item.sku} — {item.description}
        </Title>
        {staff && <Button onClick={() => setAdjusting(true)}>{t('warehouse.adjust.open')}</Button>}
      </Group>
      {adjusting && <AdjustStockDialog item={item} onClose={() => setAdjusting(false)} />}
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <DetailSection title={t('warehouse.pages.inventoryDetail')}>
          {() => (
            <FactList
              facts={[
                { label: t('warehouse.inventoryColumns.companyCode'), value: item.companyCode },
                { label: t('warehouse.inventoryColumns.unitOfMeasure'), value: item.unitOfMeasure },
                { label: t('warehouse.inventoryColumns.hsCode'), value: item.hsCode },
                {
                  label: t('warehouse.detail.dimensions'),
                  value: `${formatNumber(item.lengthCm)} × ${formatNumber(item.widthCm)} × ${formatNumber(item.heightCm)} cm`,
                },
                { label: t('warehouse.detail.weight'), value: `${formatNumber(item.weightKg)} kg` },
                {
                  label: t('warehouse.detail.tracking'),
                  value: tracking.length > 0 ? tracking.join(', ') : t('warehouse.detail.none'),
                },
                {
                  label: t('warehouse.inventoryColumns.lowStockThreshold'),
                  value: formatNumber(item.lowStockThreshold),
                },
              ]}
            />
          )}
        </DetailSection>
        <DetailSection title={t('warehouse.dashboard.stock')}>
          {() => (
            <FactList
              facts={[
                { label: t('warehouse.inventoryColumns.onHand'), value: formatNumber(item.totals.onHand) },
                {
                  label: t('warehouse.inventoryColumns.available'),
                  value: numberButton('allocated', item.totals.available, 'available'),
                },
                {
                  label: t('warehouse.inventoryColumns.allocated'),
                  value: numberButton('allocated', item.totals.allocated),
                },
                {
                  label: t('warehouse.inventoryColumns.incoming'),
                  value: numberButton('incoming', item.totals.incoming),
                },
              ]}
            />
          )}
        </DetailSection>
      </SimpleGrid>
      {item.lowStockThreshold > 0 && item.totals.available <= item.lowStockThreshold && (
        <Alert color="orange" role="status">
          {t('warehouse.detail.runsOutWarning')}
        </Alert>
      )}
      <RunOutWarnings itemId={item.itemId} />
      {basis && <OrdersBehind itemId={item.itemId} basis={basis} />}
      <DetailSection title={t('warehouse.detail.byWarehouse')}>
        {() => (
          <Table>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('warehouse.inventoryColumns.warehouseCode')}</Table.Th>
                <Table.Th ta="right">{t('warehouse.inventoryColumns.onHand')}</Table.Th>
                <Table.Th ta="right">{t('warehouse.inventoryColumns.allocated')}</Table.Th>
                <Table.Th ta="right">{t('warehouse.inventoryColumns.available')}</Table.Th>
                <Table.Th ta="right">{t('warehouse.inventoryColumns.incoming')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {item.balances.map((b) => (
                <Table.Tr key={b.warehouse.warehouseId}>
                  <Table.Td>
                    {b.warehouse.code} — {b.warehouse.name}
                  </Table.Td>
                  <Table.Td ta="right">{formatNumber(b.onHand)}</Table.Td>
                  <Table.Td ta="right">{formatNumber(b.allocated)}</Table.Td>
                  <Table.Td ta="right">{formatNumber(b.available)}</Table.Td>
                  <Table.Td ta="right">{formatNumber(b.incoming)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </DetailSection>
      {(item.trackLot || item.trackSerial) && <ItemLotsSection itemId={item.itemId} trackSerial={item.trackSerial} />}
      <Movements itemId={item.itemId} />
      <Group>
        <Anchor component={Link} to={paths.wms.inventory()}>
          {t('warehouse.pages.inventory')}
        </Anchor>
      </Group>
    </Stack>
  );
}

/** /wms/inventory-detail?id=…: an item, its stock per warehouse, the orders behind its numbers and its ledger. */
export function InventoryDetailPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const parsed = itemIdParamsSchema.safeParse({ itemId: params.get('id') ?? '' });
  const id = parsed.success ? parsed.data.itemId : undefined;
  const query = useInventoryItem(id);
  return (
    <LoadedRecord
      id={id}
      query={query}
      title={t('warehouse.pages.inventoryDetail')}
      loadingLabel={t('warehouse.pages.inventoryDetail')}
      notFound={{
        message: t('warehouse.orders.notFound'),
        backTo: paths.wms.inventory(),
        backLabel: t('warehouse.pages.inventory'),
      }}
      failureText={(error) => error.message}
    >
      {(item) => <ItemDetail item={item} />}
    </LoadedRecord>
  );
}
