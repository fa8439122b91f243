import { shipmentGridFields, type ShipmentRow } from '@connect/contracts/shipments/shipments.schemas';
import type { GridToolbarApi } from '../../../components/data-grid/data-grid';
import { GridExportMenu } from '../../../components/data-grid/export-kit/grid-export-menu';
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
  const known = new Set<string>(shipmentGridFields);
  const columns = api.visibleColumns.map((c) => c.field).filter((f) => known.has(f));
  return (
    <GridExportMenu
      api={api}
      title={title}
      serverPath={(format) => {
        const params = shipmentsSearchParams({ ...screen, filter: api.request.filter, sort: api.request.sort });
        params.set('format', format);
        params.set('columns', columns.join(','));
        return `/api/shipments/export?${params.toString()}`;
      }}
    />
  );
}
