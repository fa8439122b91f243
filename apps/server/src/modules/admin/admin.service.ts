import type {
  AdminUser,
  AdminUserGridField,
  AdminUsersExportQuery,
  AdminUsersQuery,
} from '@connect/contracts/admin/admin.schemas';
import type { Readable } from 'node:stream';
import { messages } from '@connect/contracts/errors/messages';
import { AppError } from '../../errors/app-error';
import type { SignedInContext } from '../../context';
import { endUserSessions, forgetCachedUser } from '../auth/live-session.service';
import { recordAdminAction } from '../audit/audit.service';
import { csvExport, exportMime, pagedRows, pdfExport, xlsxExport, type ExportColumn } from '../exports/stream-export';
import { findUsersPage, setUserStatus } from './admin.repository';

type UserFilters = Pick<AdminUsersQuery, 'search' | 'companyCode' | 'userType' | 'status' | 'filter' | 'sort'>;

async function findUsers(ctx: SignedInContext, filters: UserFilters, offset: number, limit: number) {
  const { rows, memberRows, total } = await findUsersPage(ctx.db, {
    search: filters.search || undefined,
    companyCode: filters.companyCode || undefined,
    userType: filters.userType,
    status: filters.status,
    filters: filters.filter,
    sort: filters.sort,
    offset,
    limit,
  });
  return {
    total,
    items: rows.map((row): AdminUser => ({
      userId: row.id,
      email: row.email,
      displayName: row.displayName,
      userType: row.userType,
      admin: row.isAdmin,
      status: row.status,
      companies: memberRows
        .filter((m) => m.userId === row.id)
        .map((m) => ({ companyCode: m.companyCode, name: m.name, permissions: m.permissions })),
      createdAt: row.createdAt.toISOString(),
    })),
  };
}

export async function listUsers(
  ctx: SignedInContext,
  query: AdminUsersQuery,
): Promise<{ items: AdminUser[]; total: number; pageNumber: number; pageSize: number }> {
  const { items, total } = await findUsers(ctx, query, (query.pageNumber - 1) * query.pageSize, query.pageSize);
  return { items, total, pageNumber: query.pageNumber, pageSize: query.pageSize };
}

type UserExportRow = {
  displayName: string;
  email: string;
  userType: string;
  admin: string;
  status: string;
  companies: string;
  createdAt: string;
};

const userExportColumns: (ExportColumn<UserExportRow> & { field: AdminUserGridField })[] = [
  { field: 'displayName', title: 'Name' },
  { field: 'email', title: 'E-mail' },
  { field: 'userType', title: 'User Type' },
  { field: 'admin', title: 'Admin' },
  { field: 'status', title: 'Status' },
  { field: 'companies', title: 'Companies' },
  { field: 'createdAt', title: 'Created' },
];

/** The users list with the same filters, as a streamed CSV, .xlsx or PDF file. */
export function exportUsers(
  ctx: SignedInContext,
  query: AdminUsersExportQuery,
): { stream: Readable; filename: string; contentType: string } {
  async function* rows(): AsyncGenerator<UserExportRow> {
    for await (const user of pagedRows((offset, limit) => findUsers(ctx, query, offset, limit).then((r) => r.items))) {
      yield {
        displayName: user.displayName,
        email: user.email,
        userType: user.userType,
        admin: user.admin ? 'Yes' : 'No',
        status: user.status,
        companies: user.companies.map((c) => c.companyCode).join(', '),
        createdAt: user.createdAt.slice(0, 10),
      };
    }
  }
  // The visible exportable columns in the grid's order.
  const columns = query.columns
    .map((field) => userExportColumns.find((c) => c.field === field))
    .filter((c): c is (typeof userExportColumns)[number] => c !== undefined);
  const stream =
    query.format === 'csv'
      ? csvExport(columns, rows())
      : query.format === 'xlsx'
        ? xlsxExport(columns, rows(), 'Users')
        : pdfExport(columns, rows(), { title: 'Users' });
  return { stream, filename: `report.${query.format}`, contentType: exportMime[query.format] };
}

/** Disabling ends every session of the user at once; admins cannot disable themselves. */
export async function changeUserStatus(
  ctx: SignedInContext,
  userId: string,
  status: 'active' | 'disabled',
): Promise<{ message: string }> {
  if (userId === ctx.auth.actor.userId && status === 'disabled') {
    throw new AppError('CONFLICT', { message: 'You cannot disable your own account.' });
  }
  if (!(await setUserStatus(ctx.db, userId, status)))
    throw new AppError('NOT_FOUND', { message: messages.noUserFound });
  if (status === 'disabled') await endUserSessions(ctx, userId, 'user-disabled');
  else forgetCachedUser(ctx, userId);
  await recordAdminAction(ctx, {
    action: status === 'disabled' ? 'admin.user.disable' : 'admin.user.enable',
    subjectUserId: userId,
  });
  return { message: status === 'disabled' ? 'User disabled' : 'User enabled' };
}
