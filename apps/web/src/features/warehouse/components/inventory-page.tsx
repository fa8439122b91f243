import {
  inventoryGridFields,
  type InventoryGridField,
  type InventoryRow,
} from '@connect/contracts/warehouse/warehouse.schemas';
import { Checkbox, Stack, Title } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataGrid } from '@/components/data-grid/data-grid';
import { ServerExportMenu } from '@/components/data-grid/export-kit/server-export-menu';
import type { GridColumn } from '@/components/data-grid/grid-types';
import { TextBadge } from '@/components/text-badge';
import { paths } from '@/lib/paths';
import { useTenantKey } from '@/lib/session/tenant-key';
import { getInventory, inventorySearchParams, type InventoryScreenFilters } from '../api/get-warehouse';
import { warehouseKeys } from '../api/warehouse-keys';
import { useListSearch } from '../hooks/use-list-search';
import { useWmsSession } from '../hooks/use-wms-session';
import { ListFilters } from './list-filters';

const numbers = new Set<InventoryGridField>(['onHand', 'allocated', 'available', 'incoming', 'lowStockThreshold']);
const hidden = new Set<InventoryGridField>(['hsCode', 'lowStockThreshold', 'companyCode']);

function useInventoryColumns(staff: boolean): GridColumn<InventoryRow>[] {
  const { t } = useTranslation();
  return useMemo(
    () =>
      inventoryGridFields.map((field): GridColumn<InventoryRow> => {
        const base: GridColumn<InventoryRow> = {
          field,
          title: t(`warehouse.inventoryColumns.${field}`),
          width: field === 'description' ? 300 : numbers.has(field) ? 120 : 150,
          filter: numbers.has(field) ? { type: 'number' } : { type: 'text' },
          sortable: true,
          hiddenByDefault: hidden.has(field) && !(field === 'companyCode' && staff),
        };
        if (numbers.has(field)) return { ...base, type: 'number', numeric: true };
        if (field === 'sku') return { ...base, linkTo: (row) => paths.wms.inventoryDetail({ id: row.itemId }) };
        if (field === 'lowStock')
          return {
            ...base,
            type: 'boolean',
            width: 130,
            filter: {
              type: 'dropdown',
              options: [
                { value: 'true', label: t('warehouse.inventory.yes') },
                { value: 'false', label: t('warehouse.inventory.no') },
              ],
            },
            render: (row) =>
              row.lowStock ? (
                <TextBadge color="orange" variant="light">
                  {t('warehouse.inventoryColumns.lowStock')}
                </TextBadge>
              ) : (
                t('warehouse.inventory.no')
              ),
          };
        return base;
      }),
    [t, staff],
  );
}

/** /wms/inventory: stock per item and warehouse in the shared grid (server mode, settings, filters, exports). */
export function InventoryPage() {
  const { t } = useTranslation();
  const tenant = useTenantKey();
  const { staff } = useWmsSession();
  const { search, setSearch, q } = useListSearch();
  const [lowStock, setLowStock] = useState(false);
  const columns = useInventoryColumns(staff);
  const screen: InventoryScreenFilters = { q, lowStock: lowStock || undefined };
  return (
    <Stack>
      <Title order={1}>{t('warehouse.pages.inventory')}</Title>
      <ListFilters
        searchLabel={t('warehouse.inventory.search')}
        search={search}
        onSearchChange={setSearch}
        searchWidth={320}
      >
        <Checkbox
          label={t('warehouse.inventory.lowStockOnly')}
          checked={lowStock}
          onChange={(e) => setLowStock(e.currentTarget.checked)}
          mb={8}
        />
      </ListFilters>
      <DataGrid<InventoryRow>
        mode="server"
        label={t('warehouse.pages.inventory')}
        gridKey="wms-inventory"
        columns={columns}
        getRowId={(row) => `${row.itemId}:${row.warehouseId}`}
        getRowLabel={(row) => row.sku}
        queryKey={warehouseKeys.inventory(screen, tenant)}
        fetchPage={(request, signal) => getInventory({ ...screen, ...request }, signal)}
        toolbar={(api) => (
          <ServerExportMenu
            api={api}
            title={t('warehouse.pages.inventory')}
            path="/api/wms/inventory/export"
            fields={inventoryGridFields}
            searchParams={(request) => inventorySearchParams({ ...screen, ...request })}
          />
        )}
      />
    </Stack>
  );
}
