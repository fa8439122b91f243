import {
  inboundStatuses,
  orderGridFields,
  outboundStatuses,
  orderStatusSchema,
  type OrderDirection,
  type OrderGridField,
  type OrderListItem,
  type OrderStatus,
} from '@connect/contracts/warehouse/warehouse.schemas';
import { Button, Group, Select, Stack, Title } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DataGrid } from '@/components/data-grid/data-grid';
import { ServerExportMenu } from '@/components/data-grid/export-kit/server-export-menu';
import type { GridColumn } from '@/components/data-grid/grid-types';
import { paths } from '@/lib/paths';
import { useTenantKey } from '@/lib/session/tenant-key';
import { getOrders, ordersSearchParams, type OrderScreenFilters } from '../api/get-warehouse';
import { warehouseKeys } from '../api/warehouse-keys';
import { useListSearch } from '../hooks/use-list-search';
import { useWmsSession } from '../hooks/use-wms-session';
import { ListFilters } from './list-filters';
import { orderStatusColors } from './order-status-badge';

const hidden = new Set<OrderGridField>(['createdAt', 'lineCount', 'companyCode']);

function useOrderColumns(direction: OrderDirection, staff: boolean): GridColumn<OrderListItem>[] {
  const { t } = useTranslation();
  return useMemo(() => {
    const statuses = direction === 'INBOUND' ? inboundStatuses : outboundStatuses;
    const detail = direction === 'INBOUND' ? paths.wms.inboundDetail : paths.wms.outboundDetail;
    return orderGridFields.map((field): GridColumn<OrderListItem> => {
      const base: GridColumn<OrderListItem> = {
        field,
        title: t(`warehouse.orderColumns.${field}`),
        width: field === 'partyName' ? 260 : 150,
        filter: { type: 'text' },
        sortable: true,
        hiddenByDefault: hidden.has(field) && !(field === 'companyCode' && staff),
      };
      switch (field) {
        case 'fileNumber':
          return { ...base, linkTo: (row) => detail({ id: row.orderId }) };
        case 'status':
          return {
            ...base,
            type: 'capsule',
            capsuleColors: orderStatusColors,
            replace: Object.fromEntries(statuses.map((s) => [s, t(`warehouse.statuses.${s}`)])),
            filter: {
              type: 'dropdown',
              options: statuses.map((s) => ({ value: s, label: t(`warehouse.statuses.${s}`) })),
            },
          };
        case 'dueDate':
          return { ...base, type: 'date', filter: { type: 'date', range: true } };
        case 'createdAt':
          return { ...base, type: 'datetime', filter: { type: 'date', range: true } };
        case 'lineCount':
        case 'totalQty':
          return { ...base, type: 'number', numeric: true, width: 110, filter: { type: 'number' } };
        default:
          return base;
      }
    });
  }, [direction, staff, t]);
}

function OrderListPage({ direction }: { direction: OrderDirection }) {
  const { t } = useTranslation();
  const tenant = useTenantKey();
  const { staff, canCreate } = useWmsSession();
  const { search, setSearch, q } = useListSearch();
  const [status, setStatus] = useState<OrderStatus | null>(null);
  const columns = useOrderColumns(direction, staff);
  const inbound = direction === 'INBOUND';
  const title = t(inbound ? 'warehouse.pages.inboundOrders' : 'warehouse.pages.outboundOrders');
  const statuses = inbound ? inboundStatuses : outboundStatuses;
  const screen: OrderScreenFilters = { direction, status: status ?? undefined, q };
  return (
    <Stack>
      <Group justify="space-between" align="flex-end">
        <Title order={1}>{title}</Title>
        {canCreate && (
          <Group>
            <Button
              variant="default"
              component={Link}
              to={inbound ? paths.wms.importInbound() : paths.wms.importOutbound()}
            >
              {t('warehouseImport.openImport')}
            </Button>
            <Button component={Link} to={inbound ? paths.wms.createInbound() : paths.wms.createOutbound()}>
              {t(inbound ? 'warehouse.pages.createInbound' : 'warehouse.pages.createOutbound')}
            </Button>
          </Group>
        )}
      </Group>
      <ListFilters
        searchLabel={t('warehouse.orders.search')}
        search={search}
        onSearchChange={setSearch}
        searchWidth={360}
      >
        <Select
          label={t('warehouse.orders.statusFilter')}
          placeholder={t('warehouse.orders.allStatuses')}
          clearable
          data={statuses.map((s) => ({ value: s, label: t(`warehouse.statuses.${s}`) }))}
          value={status}
          onChange={(value) => setStatus(value === null ? null : orderStatusSchema.parse(value))}
          w={220}
        />
      </ListFilters>
      <DataGrid<OrderListItem>
        mode="server"
        label={title}
        gridKey={inbound ? 'wms-inbound-orders' : 'wms-outbound-orders'}
        columns={columns}
        getRowId={(row) => row.orderId}
        getRowLabel={(row) => row.fileNumber}
        queryKey={warehouseKeys.orders(screen, tenant)}
        fetchPage={(request, signal) => getOrders({ ...screen, ...request }, signal)}
        toolbar={(api) => (
          <ServerExportMenu
            api={api}
            title={title}
            path="/api/wms/orders/export"
            fields={orderGridFields}
            searchParams={(request) => ordersSearchParams({ ...screen, ...request })}
          />
        )}
      />
    </Stack>
  );
}

/** /wms/inbound-orders: the inbound orders (advance shipping notices) in the shared grid. */
export function InboundOrdersPage() {
  return <OrderListPage direction="INBOUND" />;
}

/** /wms/outbound-orders: the outbound orders in the shared grid. */
export function OutboundOrdersPage() {
  return <OrderListPage direction="OUTBOUND" />;
}
