import {
  receiptAckStatusSchema,
  receiptGridFields,
  receiptStatusSchema,
  type ReceiptAckStatus,
  type ReceiptGridField,
  type ReceiptListItem,
} from '@connect/contracts/warehouse/warehouse-receipts.schemas';
import { Anchor, Paper, Select, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataGrid } from '@/components/data-grid/data-grid';
import { ServerExportMenu } from '@/components/data-grid/export-kit/server-export-menu';
import type { GridColumn } from '@/components/data-grid/grid-types';
import { formatNumber } from '@/entities/display/format';
import { paths } from '@/lib/paths';
import { useTenantKey } from '@/lib/session/tenant-key';
import {
  getReceipts,
  receiptKeys,
  receiptsSearchParams,
  useReceiptSummary,
  type ReceiptScreenFilters,
} from '../api/receipts';
import { useListSearch } from '../hooks/use-list-search';
import { useWmsSession } from '../hooks/use-wms-session';
import { ListFilters } from './list-filters';
import { ackStatusColors, receiptStatusColors } from './receipt-badges';

const hidden = new Set<ReceiptGridField>(['companyCode', 'carrier', 'weightKg', 'discrepancyCount']);
const ackStatuses = receiptAckStatusSchema.options;
const statuses = receiptStatusSchema.options;

function useReceiptColumns(staff: boolean): GridColumn<ReceiptListItem>[] {
  const { t } = useTranslation();
  return useMemo(
    () =>
      receiptGridFields.map((field): GridColumn<ReceiptListItem> => {
        const base: GridColumn<ReceiptListItem> = {
          field,
          title: t(`warehouseReceipts.columns.${field}`),
          width: field === 'shipperName' ? 240 : 150,
          filter: { type: 'text' },
          sortable: true,
          hiddenByDefault: hidden.has(field) && !(field === 'companyCode' && staff),
        };
        switch (field) {
          case 'wrNumber':
            return { ...base, linkTo: (row) => paths.warehouseReceipts.detail({ id: row.receiptId }) };
          case 'status':
            return {
              ...base,
              type: 'capsule',
              capsuleColors: receiptStatusColors,
              replace: Object.fromEntries(statuses.map((s) => [s, t(`warehouseReceipts.statuses.${s}`)])),
              filter: {
                type: 'dropdown',
                options: statuses.map((s) => ({ value: s, label: t(`warehouseReceipts.statuses.${s}`) })),
              },
            };
          case 'ackStatus':
            return {
              ...base,
              width: 200,
              type: 'capsule',
              capsuleColors: ackStatusColors,
              replace: Object.fromEntries(ackStatuses.map((s) => [s, t(`warehouseReceipts.ackStatuses.${s}`)])),
              filter: {
                type: 'dropdown',
                options: ackStatuses.map((s) => ({ value: s, label: t(`warehouseReceipts.ackStatuses.${s}`) })),
              },
            };
          case 'receivedAt':
            return { ...base, type: 'datetime', filter: { type: 'date', range: true } };
          case 'pieces':
          case 'weightKg':
          case 'discrepancyCount':
            return { ...base, type: 'number', numeric: true, width: 120, filter: { type: 'number' } };
          default:
            return base;
        }
      }),
    [staff, t],
  );
}

function Stat({ label, value, onClick }: { label: string; value: number; onClick?: () => void }) {
  return (
    <Paper withBorder p="md" radius="md">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fz={28} fw={700}>
        {onClick ? (
          <Anchor
            component="button"
            type="button"
            onClick={onClick}
            inherit
            aria-label={`${label}: ${formatNumber(value)}`}
          >
            {formatNumber(value)}
          </Anchor>
        ) : (
          formatNumber(value)
        )}
      </Text>
    </Paper>
  );
}

/** /warehousereceipt/dashboard: the receipts at a glance and in the shared grid (server mode, settings, exports). */
export function WarehouseReceiptsPage() {
  const { t } = useTranslation();
  const tenant = useTenantKey();
  const { staff } = useWmsSession();
  const summary = useReceiptSummary();
  const { search, setSearch, q } = useListSearch();
  const [ackStatus, setAckStatus] = useState<ReceiptAckStatus | null>(null);
  const columns = useReceiptColumns(staff);
  const title = t('warehouseReceipts.pages.dashboard');
  const screen: ReceiptScreenFilters = { ackStatus: ackStatus ?? undefined, q };
  const byAck = summary.data?.byAck ?? {};
  return (
    <Stack>
      <Title order={1}>{title}</Title>
      {summary.data && (
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <Stat
            label={t('warehouseReceipts.list.awaiting')}
            value={byAck.PENDING ?? 0}
            onClick={() => setAckStatus('PENDING')}
          />
          <Stat
            label={t('warehouseReceipts.list.disputed')}
            value={byAck.DISPUTED ?? 0}
            onClick={() => setAckStatus('DISPUTED')}
          />
          <Stat label={t('warehouseReceipts.list.last30Days')} value={summary.data.last30Days} />
        </SimpleGrid>
      )}
      <ListFilters
        searchLabel={t('warehouseReceipts.list.search')}
        search={search}
        onSearchChange={setSearch}
        searchWidth={360}
      >
        <Select
          label={t('warehouseReceipts.list.ackFilter')}
          placeholder={t('warehouseReceipts.list.allReceipts')}
          clearable
          data={ackStatuses.map((s) => ({ value: s, label: t(`warehouseReceipts.ackStatuses.${s}`) }))}
          value={ackStatus}
          onChange={(value) => setAckStatus(value === null ? null : receiptAckStatusSchema.parse(value))}
          w={260}
        />
      </ListFilters>
      <DataGrid<ReceiptListItem>
        mode="server"
        label={title}
        gridKey="warehouse-receipts"
        columns={columns}
        getRowId={(row) => row.receiptId}
        getRowLabel={(row) => row.wrNumber}
        queryKey={receiptKeys.list(screen, tenant)}
        fetchPage={(request, signal) => getReceipts({ ...screen, ...request }, signal)}
        toolbar={(api) => (
          <ServerExportMenu
            api={api}
            title={title}
            path="/api/warehouse-receipts/export"
            fields={receiptGridFields}
            searchParams={(request) => receiptsSearchParams({ ...screen, ...request })}
          />
        )}
      />
    </Stack>
  );
}
