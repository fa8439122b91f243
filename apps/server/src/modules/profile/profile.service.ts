import type { Claim, Company, Profile, SalesPerson } from '@connect/contracts/profile/profile.schemas';
import { AppError } from '../../errors/app-error';
import { companyScope, type SignedInContext } from '../../context';
import {
  findCompaniesInScope,
  findGroup,
  findGroupCompanyCodes,
  findSalesPersonsForCompanies,
} from './profile.repository';

type CompanyRow = Awaited<ReturnType<typeof findCompaniesInScope>>[number];

function toCompany(row: CompanyRow): Company {
  return {
    type: 'COMPANY',
    companyCode: row.code,
    name: row.name,
    streetAddress1: row.streetAddress1,
    streetAddress2: row.streetAddress2,
    city: row.city,
    telNo: row.telNo,
    faxNo: row.faxNo,
    webAddress: row.webAddress,
    email: row.email,
    companyGroupId: null,
    groupName: null,
  };
}

/** GET customer/companies: the caller's companies; a company-group user also gets the group entry first. */
export async function listMyCompanies(ctx: SignedInContext): Promise<{ data: Company[] }> {
  const rows = await findCompaniesInScope(ctx.db, companyScope(ctx));
  if (rows.length === 0 && !ctx.auth.user.isAdmin && ctx.auth.user.userType !== 'EMPLOYEE') {
    throw new AppError('NOT_FOUND', { messageKey: 'server.profile.noCompanies' });
  }
  const data = rows.map(toCompany);
  const groupId = ctx.auth.user.companyGroupId;
  if (groupId) {
    const group = await findGroup(ctx.db, groupId);
    if (group) {
      data.unshift({
        type: 'COMPANYGROUP',
        companyCode: group.code,
        name: group.name,
        streetAddress1: '',
        streetAddress2: '',
        city: '',
        telNo: '',
        faxNo: '',
        webAddress: '',
        email: '',
        companyGroupId: group.id,
        groupName: group.name,
      });
    }
  }
  return { data };
}

/** GET customer/user/groupCompanies: the group's companies the caller belongs to. */
export async function listGroupCompanies(ctx: SignedInContext): Promise<Company[]> {
  const groupId = ctx.auth.user.companyGroupId;
  if (!groupId) return [];
  const mine = new Set(companyScope(ctx));
  const codes = (await findGroupCompanyCodes(ctx.db, groupId)).filter((code) => mine.has(code));
  return (await findCompaniesInScope(ctx.db, codes)).map(toCompany);
}

export async function getProfile(ctx: SignedInContext): Promise<Profile> {
  const { user, selectedCompany } = ctx.auth;
  const [companyRow] = selectedCompany ? await findCompaniesInScope(ctx.db, [selectedCompany.code]) : [];
  return {
    uid: user.userId,
    email: user.email,
    displayName: user.displayName,
    locale: user.locale,
    timezone: user.timeZone,
    inactivityTimeout: user.inactivityTimeoutSeconds,
    phoneNumber: '',
    companySelection: user.companyGroupId ? 'COMPANYGROUP' : 'COMPANY',
    company: companyRow ? toCompany(companyRow) : null,
    person: { telNo: '' },
    mfaStatus: 'Disabled',
  };
}

export async function listClaims(ctx: SignedInContext): Promise<Claim[]> {
  const { user } = ctx.auth;
  return [
    { firebaseUserId: user.userId, name: 'timezone', value: user.timeZone },
    { firebaseUserId: user.userId, name: 'locale', value: user.locale },
    { firebaseUserId: user.userId, name: 'inactivityTimeout', value: String(user.inactivityTimeoutSeconds) },
  ];
}

export async function listSalesPersons(ctx: SignedInContext): Promise<SalesPerson[]> {
  const scope = ctx.auth.selectedCompany ? [ctx.auth.selectedCompany.code] : companyScope(ctx);
  return findSalesPersonsForCompanies(ctx.db, scope);
}
