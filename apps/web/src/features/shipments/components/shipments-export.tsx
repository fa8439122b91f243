import { shipmentGridFields, type ShipmentRow } from '@connect/contracts/shipments/shipments.schemas';
import type { GridToolbarApi } from '@/components/data-grid/data-grid';
import { ServerExportMenu } from '@/components/data-grid/export-kit/server-export-menu';
import { shipmentsSearchParams, type ShipmentScreenFilters } from '../api/get-shipments';

/**
 * The shipment list's exports (CSV, Excel, PDF streamed by the server with the grid's filters, sort, visible
 * columns and the screen's filters; e-mail built from the same rows in the browser).
 */
export function ShipmentsExport({
  api,
  screen,
  title,
}: {
  api: GridToolbarApi<ShipmentRow>;
  screen: ShipmentScreenFilters;
  title: string;
}) {
  return (
    <ServerExportMenu
      api={api}
      title={title}
      path="/api/shipments/export"
      fields={shipmentGridFields}
      searchParams={(request) => shipmentsSearchParams({ ...screen, ...request })}
    />
  );
}
