import type { ItemLot } from '@connect/contracts/warehouse/warehouse.schemas';
import { Badge, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DetailSection } from '@/components/detail-section';
import { QueryBody } from '@/components/query-body';
import { formatNumber } from '@/entities/display/format';
import { useDateFormat } from '@/lib/dates/use-date-format';
import { useItemLots } from '../api/get-warehouse';

// Filled red.9: white text on the default red.6 reads 3.3:1, under the 4.5:1 axe asks for.
function ExpiryFlag({ state }: { state: ItemLot['expiryState'] }) {
  const { t } = useTranslation();
  if (state === 'expired')
    return (
      <Badge color="red.9" variant="filled">
        {t('warehouse.lots.expired')}
      </Badge>
    );
  if (state === 'expiringSoon')
    return (
      <Badge color="orange" variant="light">
        {t('warehouse.lots.expiringSoon')}
      </Badge>
    );
  return null;
}

/**
 * "Lots and serials" of the inventory detail (decision 073): per lot and warehouse on hand, allocated, available and
 * expiry, expired and expiring-within-30-days lots flagged; the serial numbers received. Only for tracked items.
 */
export function ItemLotsSection({ itemId, trackSerial }: { itemId: string; trackSerial: boolean }) {
  const { t } = useTranslation();
  const dates = useDateFormat();
  const query = useItemLots(itemId);
  const title = t('warehouse.lots.title');
  return (
    <DetailSection title={title}>
      {() => (
        <QueryBody query={query} loadingLabel={title}>
          {(data) => (
            <Stack>
              {data.lots.length === 0 ? (
                <Text>{t('warehouse.lots.noLots')}</Text>
              ) : (
                <Table>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>{t('warehouse.lots.lot')}</Table.Th>
                      <Table.Th>{t('warehouse.inventoryColumns.warehouseCode')}</Table.Th>
                      <Table.Th>{t('warehouse.detail.expiry')}</Table.Th>
                      <Table.Th ta="right">{t('warehouse.inventoryColumns.onHand')}</Table.Th>
                      <Table.Th ta="right">{t('warehouse.inventoryColumns.allocated')}</Table.Th>
                      <Table.Th ta="right">{t('warehouse.inventoryColumns.available')}</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {data.lots.map((lot) => (
                      <Table.Tr key={`${lot.warehouseCode}:${lot.lotNumber}`}>
                        <Table.Td>{lot.lotNumber}</Table.Td>
                        <Table.Td>{lot.warehouseCode}</Table.Td>
                        <Table.Td>
                          {lot.expiryDate ? dates.formatDate(lot.expiryDate) : ''}{' '}
                          <ExpiryFlag state={lot.expiryState} />
                        </Table.Td>
                        <Table.Td ta="right">{formatNumber(lot.onHand)}</Table.Td>
                        <Table.Td ta="right">{formatNumber(lot.allocated)}</Table.Td>
                        <Table.Td ta="right">{formatNumber(lot.available)}</Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              )}
              {trackSerial && (
                <>
                  <Title order={3}>{t('warehouse.lots.serials')}</Title>
                  {data.serials.length === 0 ? (
                    <Text>{t('warehouse.lots.noSerials')}</Text>
                  ) : (
                    <Table aria-label={t('warehouse.lots.serials')}>
                      <Table.Thead>
                        <Table.Tr>
                          <Table.Th>{t('warehouse.lots.serial')}</Table.Th>
                          <Table.Th>{t('warehouse.inventoryColumns.warehouseCode')}</Table.Th>
                          <Table.Th>{t('warehouse.detail.order')}</Table.Th>
                          <Table.Th>{t('warehouse.lots.receivedAt')}</Table.Th>
                        </Table.Tr>
                      </Table.Thead>
                      <Table.Tbody>
                        {data.serials.map((s) => (
                          <Table.Tr key={s.serialNumber}>
                            <Table.Td>{s.serialNumber}</Table.Td>
                            <Table.Td>{s.warehouseCode}</Table.Td>
                            <Table.Td>{s.fileNumber}</Table.Td>
                            <Table.Td>{dates.formatDate(s.receivedAt)}</Table.Td>
                          </Table.Tr>
                        ))}
                      </Table.Tbody>
                    </Table>
                  )}
                </>
              )}
            </Stack>
          )}
        </QueryBody>
      )}
    </DetailSection>
  );
}
