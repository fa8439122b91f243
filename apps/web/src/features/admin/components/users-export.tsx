import { adminUserGridFields, type AdminUser } from '@connect/contracts/admin/admin.schemas';
import type { GridToolbarApi } from '../../../components/data-grid/data-grid';
import { GridExportMenu } from '../../../components/data-grid/export-kit/grid-export-menu';
import { adminUsersSearchParams, type AdminUsersRequest } from '../api/get-admin-users';

/** The users list's exports: streamed by the server with the grid's filters, sort and visible columns. */
export function UsersExport({
  api,
  quick,
  title,
}: {
  api: GridToolbarApi<AdminUser>;
  quick: Pick<AdminUsersRequest, 'search' | 'companyCode' | 'userType' | 'status'>;
  title: string;
}) {
  const known = new Set<string>(adminUserGridFields);
  const columns = api.visibleColumns.map((c) => c.field).filter((f) => known.has(f));
  return (
    <GridExportMenu
      api={api}
      title={title}
      serverPath={(format) => {
        const params = adminUsersSearchParams({ ...quick, filter: api.request.filter, sort: api.request.sort });
        params.set('format', format);
        params.set('columns', columns.join(','));
        return `/api/admin/users/export?${params.toString()}`;
      }}
    />
  );
}
