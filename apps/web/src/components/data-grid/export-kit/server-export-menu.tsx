import type { GridToolbarApi } from '../data-grid';
import type { GridRequest, GridRow } from '../grid-types';
import { GridExportMenu } from './grid-export-menu';

/**
 * The export menu of a server list (decision 024): the server streams CSV, .xlsx and PDF with the grid's
 * filters and sort, the list's own screen filters (`searchParams`) and the visible columns that the list's
 * contract can export (`fields`), in the grid's order. One component for every server grid.
 */
export function ServerExportMenu<Row extends GridRow>({
  api,
  title,
  path,
  fields,
  searchParams,
}: {
  api: GridToolbarApi<Row>;
  title: string;
  /** The list's export call, e.g. `/api/bookings/export`. */
  path: string;
  /** The fields the list's export schema accepts. */
  fields: readonly string[];
  /** The list's query string for the grid's filter and sort (with its own screen filters). */
  searchParams: (request: Pick<GridRequest, 'filter' | 'sort'>) => URLSearchParams;
}) {
  const known = new Set<string>(fields);
  const columns = api.visibleColumns.map((c) => c.field).filter((f) => known.has(f));
  return (
    <GridExportMenu
      api={api}
      title={title}
      serverPath={(format) => {
        const params = searchParams({ filter: api.request.filter, sort: api.request.sort });
        params.set('format', format);
        params.set('columns', columns.join(','));
        return `${path}?${params.toString()}`;
      }}
    />
  );
}
