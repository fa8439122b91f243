import { adminUserGridFields, type AdminUser } from '@connect/contracts/admin/admin.schemas';
import type { GridToolbarApi } from '@/components/data-grid/data-grid';
import { ServerExportMenu } from '@/components/data-grid/export-kit/server-export-menu';
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
  return (
    <ServerExportMenu
      api={api}
      title={title}
      path="/api/admin/users/export"
      fields={adminUserGridFields}
      searchParams={(request) => adminUsersSearchParams({ ...quick, ...request })}
    />
  );
}
