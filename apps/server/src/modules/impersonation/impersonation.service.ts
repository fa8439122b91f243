import type {
  CrmContact,
  ImpersonateResponse,
  UserListItem,
} from '@connect/contracts/impersonation/impersonation.schemas';
import { AppError } from '../../errors/app-error';
import type { SignedInContext } from '../../context';
import { startImpersonation, stopImpersonation } from '../auth/auth.service';
import { findCustomerUsers } from './impersonation.repository';

type UserRow = Awaited<ReturnType<typeof findCustomerUsers>>[number];

const toListItem = (row: UserRow): UserListItem => ({
  userId: row.userId,
  email: row.email,
  displayName: row.displayName,
  userType: row.userType,
  companyCodes: row.companyCodes,
  companyNames: row.companyNames,
});

export async function listUsersForImpersonation(ctx: SignedInContext): Promise<UserListItem[]> {
  return (await findCustomerUsers(ctx.db, { limit: 1000 })).map(toListItem);
}

export async function impersonateUser(ctx: SignedInContext, subjectUserId: string): Promise<ImpersonateResponse> {
  const { token, data } = await startImpersonation(ctx, subjectUserId);
  return {
    ImpersonateJwtToken: token,
    ImpersonateUserData: {
      DisplayName: data.displayName,
      ReportUrl: data.reportUrl,
      UserType: data.userType,
      UserId: data.userId,
      Email: data.email,
      SelectedCompanyCode: data.selectedCompanyCode,
      Permissions: data.permissions,
      CompanyGroup: data.companyGroup,
      ExpiresAt: data.expiresAt,
    },
  };
}

export async function endImpersonation(ctx: SignedInContext) {
  return stopImpersonation(ctx);
}

/** GET firebaseuser/userDatafromCrm/{query}: contacts matching a name, e-mail or company. */
export async function searchCrmContacts(ctx: SignedInContext, query: string): Promise<CrmContact[]> {
  const rows = await findCustomerUsers(ctx.db, { search: query, limit: 50 });
  return rows.map((row) => {
    const [given = '', ...rest] = row.displayName.split(' ');
    return {
      ContactId: row.userId,
      ConnectId: row.userId,
      ContactType: 'Customer',
      GivenName: given,
      Surname: rest.join(' '),
      LocalLanguageName: row.displayName,
      EntryDate: row.createdAt.toISOString().slice(0, 10),
    };
  });
}

export async function getConnectUser(ctx: SignedInContext, userId: string): Promise<UserListItem> {
  const [row] = await findCustomerUsers(ctx.db, { userId, limit: 1 });
  if (!row) throw new AppError('NOT_FOUND', { messageKey: 'errors.noUserFound' });
  return toListItem(row);
}
