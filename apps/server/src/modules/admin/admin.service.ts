import type {
  AdminUser,
  AdminUserGridField,
  AdminUsersExportQuery,
  AdminUsersQuery,
} from '@connect/contracts/admin/admin.schemas';
import { AppError, said } from '../../errors/app-error';
import type { SignedInContext } from '../../context';
import { endUserSessions, forgetCachedUser } from '../auth/live-session.service';
import { recordAdminAction } from '../audit/audit.service';
import type { Database } from '../../db/client';
import { defineList, yesNo, type ExportFile, type ListAnswer } from '../../lib/list-service';
import { readerText } from '../billing/billing-text';
import { findUsersPage, setUserStatus } from './admin.repository';

type UserFilters = Pick<AdminUsersQuery, 'search' | 'companyCode' | 'userType' | 'status' | 'filter' | 'sort'>;

async function findUsers(db: Database, filters: UserFilters, page: { offset: number; limit: number }) {
  const { rows, memberRows, total } = await findUsersPage(db, {
    search: filters.search || undefined,
    companyCode: filters.companyCode || undefined,
    userType: filters.userType,
    status: filters.status,
    filters: filters.filter,
    sort: filters.sort,
    offset: page.offset,
    limit: page.limit,
  });
  return {
    total,
    rows: rows.map((row): AdminUser => ({
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

type UserExportRow = {
  displayName: string;
  email: string;
  userType: string;
  admin: string;
  status: string;
  companies: string;
  createdAt: string;
};

/** The users grid of user administration and its streamed exports (decision 024). */
const userList = defineList({
  findPage: findUsers,
  toItem: (user: AdminUser) => user,
  // Type, admin flag and status in the screen's words; English without a reader.
  toExportRow: (user, word): UserExportRow => ({
    displayName: user.displayName,
    email: user.email,
    userType: word(`admin.types.${user.userType}`, user.userType),
    admin: yesNo(user.admin, word),
    status: word(`admin.statuses.${user.status}`, user.status),
    companies: user.companies.map((c) => c.companyCode).join(', '),
    createdAt: user.createdAt.slice(0, 10),
  }),
  exportTitles: {
    displayName: 'Name',
    email: 'E-mail',
    userType: 'User type',
    admin: 'Admin',
    status: 'Status',
    companies: 'Companies',
    createdAt: 'Created',
  } satisfies Partial<Record<AdminUserGridField, string>>,
  file: { name: 'users', title: 'Users' },
  // The screen's own words for its columns and table (decision 109), in the reader's language.
  exportWords: {
    columns: {
      displayName: 'admin.columns.name',
      email: 'admin.columns.email',
      userType: 'admin.userType',
      admin: 'admin.types.ADMIN',
      status: 'admin.columns.status',
      companies: 'admin.columns.companies',
      createdAt: 'admin.columns.created',
    },
    title: 'admin.usersTable',
  },
});

export async function listUsers(ctx: SignedInContext, query: AdminUsersQuery): Promise<ListAnswer<AdminUser>> {
  return userList.list(ctx.db, query, query);
}

/** The users list with the same filters, as a streamed CSV, .xlsx or PDF file. */
export async function exportUsers(ctx: SignedInContext, query: AdminUsersExportQuery): Promise<ExportFile> {
  return userList.exportFile(ctx.db, query, query, await readerText(ctx));
}

/** Disabling ends every session of the user at once; admins cannot disable themselves. */
export async function changeUserStatus(
  ctx: SignedInContext,
  userId: string,
  status: 'active' | 'disabled',
): Promise<{ message: string }> {
  if (userId === ctx.auth.actor.userId && status === 'disabled') {
    throw new AppError('CONFLICT', { messageKey: 'server.admin.cannotDisableSelf' });
  }
  if (!(await setUserStatus(ctx.db, userId, status)))
    throw new AppError('NOT_FOUND', { messageKey: 'errors.noUserFound' });
  if (status === 'disabled') await endUserSessions(ctx, userId, 'user-disabled');
  else forgetCachedUser(ctx, userId);
  await recordAdminAction(ctx, {
    action: status === 'disabled' ? 'admin.user.disable' : 'admin.user.enable',
    subjectUserId: userId,
  });
  return said(status === 'disabled' ? 'server.admin.userDisabled' : 'server.admin.userEnabled');
}
