import type {
  Claim,
  ClaimUpdate,
  Company,
  CompanyDetails,
  CompanyUser,
  Profile,
  ProfileDocument,
  SalesPerson,
  UpdateCompany,
  UserProfileUpdate,
} from '@connect/contracts/profile/profile.schemas';
import { inactivityOptions } from '@connect/domain/portal/portal-constants';
import { AppError, fieldIssue, said } from '../../errors/app-error';
import { companyScope, type CompanyMembership, type SignedInContext } from '../../context';
import { recordAdminAction } from '../audit/audit.service';
import { forgetCachedUser } from '../auth/live-session.service';
import { getConfiguration } from '../configuration/configuration.service';
import { saveEventNotifications } from '../notifications/notifications.service';
import { checkAvatarFile, processAvatar } from './profile-image';
import {
  findAvatar,
  findCompaniesInScope,
  findCompanyUsers,
  findGroup,
  findGroupCompanyCodes,
  findProfileDocument,
  findProfileDocuments,
  findSalesPersonsForCompanies,
  markProfileDocumentDeleted,
  updateCompanyDetails,
  updateUserProfileFields,
  upsertAvatar,
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

// ---------------------------------------------------------------------------------------------------------
// My Profile writes: whoever the portal acts as (the impersonated customer while impersonating; every request
// then also leaves an audit row with actor and subject).

function forgetUser(ctx: SignedInContext): void {
  forgetCachedUser(ctx, ctx.auth.user.userId);
}

/** GET customer/profile/image: the picture as a data URL, or '' when there is none. */
export async function getProfileImage(ctx: SignedInContext): Promise<string> {
  const avatar = await findAvatar(ctx.db, ctx.auth.user.userId);
  return avatar ? `data:${avatar.contentType};base64,${avatar.bytes.toString('base64')}` : '';
}

/** POST customer/profile/image: checked by its bytes, cut to 256×256 and kept (one per user). */
export async function uploadProfileImage(
  ctx: SignedInContext,
  file: { fileName: string; bytes: Uint8Array },
): Promise<{ fileName: string }> {
  const kind = checkAvatarFile(file.fileName, file.bytes);
  const processed = await processAvatar(file.bytes, kind);
  await upsertAvatar(ctx.db, { userId: ctx.auth.user.userId, ...processed });
  await recordAdminAction(ctx, {
    action: 'profile.image.update',
    subjectUserId: ctx.auth.impersonation ? ctx.auth.user.userId : null,
    details: { contentType: processed.contentType, bytes: processed.bytes.length },
  });
  const extension = processed.contentType === 'image/png' ? 'png' : 'jpg';
  return { fileName: `profile-${ctx.auth.user.userId}.${extension}` };
}

/**
 * POST customer/profile/name: the one call that saves a display name (spec 1 §4: also while impersonating,
 * when it is the impersonated customer's name). Audited with the old and new name.
 */
export async function updateDisplayName(ctx: SignedInContext, name: string) {
  const before = ctx.auth.user.displayName;
  await updateUserProfileFields(ctx.db, ctx.auth.user.userId, { displayName: name });
  forgetUser(ctx);
  await recordAdminAction(ctx, {
    action: 'profile.name.update',
    subjectUserId: ctx.auth.impersonation ? ctx.auth.user.userId : null,
    details: { from: before, to: name },
  });
  return said('server.profile.nameSaved');
}

const timeoutSeconds = new Set(inactivityOptions.map((o) => o.Seconds));

async function checkedClaims(ctx: SignedInContext, claims: ClaimUpdate[]) {
  const change: { locale?: string; inactivityTimeoutSeconds?: number } = {};
  const issues = [];
  const activeLocales = (await getConfiguration(ctx)).activeLocales.map((l) => l.locale_code);
  for (const [index, claim] of claims.entries()) {
    const path = `body.claims.${index}.value`;
    if (claim.name === 'locale') {
      if (activeLocales.includes(claim.value)) change.locale = claim.value;
      else issues.push(fieldIssue(path, 'server.profile.localeNotActive'));
    } else if (claim.name === 'inactivityTimeout') {
      const seconds = /^\d{1,6}$/.test(claim.value) ? Number(claim.value) : NaN;
      if (timeoutSeconds.has(seconds)) change.inactivityTimeoutSeconds = seconds;
      else issues.push(fieldIssue(path, 'server.profile.timeoutOptions'));
    } else if (claim.value !== ctx.auth.user.timeZone) {
      // The time zone control is disabled (spec 1 §2): sending the current one back is fine, a new one is not.
      issues.push(fieldIssue(path, 'server.profile.timezoneFixed'));
    }
  }
  if (issues.length > 0) throw new AppError('VALIDATION_FAILED', { details: { fields: issues } });
  return change;
}

/**
 * POST customer/user/profile: the claims (locale, inactivity timeout; the time zone stays) and the
 * notification entries, saved by the notifications area's own rules (event per module and user, the module's
 * permission per company, applyToAll). Claims are checked first, so a bad claim saves nothing.
 */
export async function updateUserProfile(ctx: SignedInContext, input: UserProfileUpdate) {
  const change = await checkedClaims(ctx, input.claims);
  if (input.eventAlertNotifications.length > 0) {
    await saveEventNotifications(ctx, input.eventAlertNotifications, { applyToAll: input.applyToAll });
  }
  if (Object.keys(change).length > 0) {
    await updateUserProfileFields(ctx.db, ctx.auth.user.userId, change);
    forgetUser(ctx);
    await recordAdminAction(ctx, {
      action: 'profile.claims.update',
      subjectUserId: ctx.auth.impersonation ? ctx.auth.user.userId : null,
      details: change,
    });
  }
  return said('server.profile.profileSaved');
}

// ---------------------------------------------------------------------------------------------------------
// The selected company's profile (My Profile tabs and /customer-profile)

function selectedCompanyOf(ctx: SignedInContext): CompanyMembership {
  const selected = ctx.auth.selectedCompany;
  if (!selected) throw new AppError('NOT_FOUND', { messageKey: 'server.profile.noSelectedCompany' });
  return selected;
}

function scopeOf(ctx: SignedInContext, company: CompanyMembership) {
  return { companyId: company.id, companyIds: ctx.auth.companies.map((c) => c.id) };
}

/** Company details of the selected company; customers of it may edit them unless the forwarder set notEditable. */
export async function getCompanyDetails(ctx: SignedInContext): Promise<CompanyDetails> {
  const selected = selectedCompanyOf(ctx);
  const [row] = await findCompaniesInScope(ctx.db, [selected.code]);
  if (!row) throw new AppError('NOT_FOUND');
  return { ...toCompany(row), notEditable: row.notEditable, canEdit: !row.notEditable };
}

export async function updateCompany(ctx: SignedInContext, input: UpdateCompany): Promise<CompanyDetails> {
  const selected = selectedCompanyOf(ctx);
  const current = await getCompanyDetails(ctx);
  if (!current.canEdit) throw new AppError('ACCESS_DENIED', { messageKey: 'server.profile.companyNotEditable' });
  const saved = await updateCompanyDetails(
    ctx.db,
    { companyCode: selected.code, companyCodes: companyScope(ctx) },
    input,
  );
  // Set to notEditable between the read and the write: the UPDATE's own condition refused it.
  if (!saved) throw new AppError('ACCESS_DENIED', { messageKey: 'server.profile.companyNotEditable' });
  await recordAdminAction(ctx, {
    action: 'profile.company.update',
    subjectUserId: ctx.auth.impersonation ? ctx.auth.user.userId : null,
    details: { companyCode: selected.code },
  });
  return getCompanyDetails(ctx);
}

function refuseGroupUser(ctx: SignedInContext): void {
  // Spec 1 §2/§6: company-group users get no document list.
  if (ctx.auth.user.companyGroupId)
    throw new AppError('ACCESS_DENIED', { messageKey: 'server.profile.groupNoDocuments' });
}

type DocumentRow = Awaited<ReturnType<typeof findProfileDocuments>>[number];

function toDocument(row: DocumentRow): ProfileDocument {
  return {
    id: row.id,
    type: row.type,
    attachmentName: row.attachmentName,
    fileSize: row.fileSize,
    entryDate: row.entryDate.toISOString(),
    enteredBy: row.enteredBy,
    isViewAllowed: row.isViewAllowed,
    isDownloadAllowed: row.isDownloadAllowed,
    isDeleteAllowed: row.isDeleteAllowed,
  };
}

/** GET customer/profile/attachments: the selected company's documents (403 for company-group users). */
export async function listProfileDocuments(ctx: SignedInContext): Promise<ProfileDocument[]> {
  refuseGroupUser(ctx);
  const selected = selectedCompanyOf(ctx);
  return (await findProfileDocuments(ctx.db, scopeOf(ctx, selected))).map(toDocument);
}

/**
 * GET customer/profile/attachment/download/{id}: the document as base64 text (spec 1 §7), for viewing or
 * downloading; a document that allows neither answers 403, a foreign or missing one 404.
 */
export async function downloadProfileDocument(
  ctx: SignedInContext,
  id: string,
): Promise<{ base64: string; fileName: string; contentType: string }> {
  refuseGroupUser(ctx);
  const selected = selectedCompanyOf(ctx);
  const row = await findProfileDocument(ctx.db, scopeOf(ctx, selected), id);
  if (!row) throw new AppError('NOT_FOUND');
  if (!row.isViewAllowed && !row.isDownloadAllowed)
    throw new AppError('ACCESS_DENIED', { messageKey: 'server.profile.documentActionNotAllowed' });
  return { base64: row.content.toString('base64'), fileName: row.attachmentName, contentType: row.contentType };
}

/** DELETE customer/profile/attachment/{id}: only a document whose isDeleteAllowed flag is set. */
export async function deleteProfileDocument(ctx: SignedInContext, id: string) {
  refuseGroupUser(ctx);
  const selected = selectedCompanyOf(ctx);
  const scope = scopeOf(ctx, selected);
  const row = await findProfileDocument(ctx.db, scope, id);
  if (!row) throw new AppError('NOT_FOUND');
  if (!row.isDeleteAllowed || !(await markProfileDocumentDeleted(ctx.db, scope, id)))
    throw new AppError('ACCESS_DENIED', { messageKey: 'server.profile.documentActionNotAllowed' });
  await recordAdminAction(ctx, {
    action: 'profile.document.delete',
    subjectUserId: ctx.auth.impersonation ? ctx.auth.user.userId : null,
    details: { documentId: id, companyCode: selected.code },
  });
  return said('server.profile.documentDeleted');
}

/** The selected company's users and their permissions there (read-only, /customer-profile). */
export async function listCompanyUsers(ctx: SignedInContext): Promise<CompanyUser[]> {
  const selected = selectedCompanyOf(ctx);
  const rows = await findCompanyUsers(ctx.db, scopeOf(ctx, selected));
  return rows.map((r) => ({ ...r, permissions: [...r.permissions].sort() }));
}
