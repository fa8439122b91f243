import { and, asc, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { companies, companyGroupMembers, companyGroups, memberships, users } from '../../db/schema/identity';
import { profileDocuments, userAvatars } from '../../db/schema/profile';
import { salesPersons } from '../../db/schema/sessions';

/** Companies by code, limited to the caller's own company codes (the tenant scope). */
export async function findCompaniesInScope(db: Database, companyCodes: string[]) {
  if (companyCodes.length === 0) return [];
  return db.select().from(companies).where(inArray(companies.code, companyCodes)).orderBy(companies.name);
}

export async function findGroupCompanyCodes(db: Database, groupId: string): Promise<string[]> {
  const rows = await db
    .select({ code: companies.code })
    .from(companyGroupMembers)
    .innerJoin(companies, eq(companies.id, companyGroupMembers.companyId))
    .where(eq(companyGroupMembers.groupId, groupId));
  return rows.map((r) => r.code);
}

export async function findGroup(db: Database, groupId: string) {
  const [row] = await db.select().from(companyGroups).where(eq(companyGroups.id, groupId));
  return row;
}

export async function findSalesPersonsForCompanies(db: Database, companyCodes: string[]) {
  if (companyCodes.length === 0) return [];
  return db
    .selectDistinct({
      fullName: salesPersons.fullName,
      emailAddress: salesPersons.emailAddress,
      phone: salesPersons.phone,
    })
    .from(companies)
    .innerJoin(salesPersons, eq(salesPersons.id, companies.salesPersonId))
    .where(inArray(companies.code, companyCodes));
}

/** The caller's own user row: the fields My Profile changes. */
export async function updateUserProfileFields(
  db: Database,
  userId: string,
  change: Partial<{ displayName: string; locale: string; timeZone: string; inactivityTimeoutSeconds: number }>,
): Promise<void> {
  await db
    .update(users)
    .set({ ...change, updatedAt: new Date() })
    .where(eq(users.id, userId));
}

export async function findAvatar(db: Database, userId: string) {
  const [row] = await db.select().from(userAvatars).where(eq(userAvatars.userId, userId));
  return row;
}

export async function upsertAvatar(
  db: Database,
  avatar: { userId: string; contentType: string; bytes: Buffer; width: number; height: number },
): Promise<void> {
  const updatedAt = new Date();
  await db
    .insert(userAvatars)
    .values({ ...avatar, updatedAt })
    .onConflictDoUpdate({
      target: userAvatars.userId,
      set: {
        contentType: avatar.contentType,
        bytes: avatar.bytes,
        width: avatar.width,
        height: avatar.height,
        updatedAt,
      },
    });
}

/** A company's editable details; `companyCodes` is the caller's scope (a code outside it finds nothing). */
export async function updateCompanyDetails(
  db: Database,
  scope: { companyCode: string; companyCodes: string[] },
  change: {
    name: string;
    streetAddress1: string;
    streetAddress2: string;
    city: string;
    telNo: string;
    faxNo: string;
    webAddress: string;
    email: string;
  },
): Promise<boolean> {
  if (!scope.companyCodes.includes(scope.companyCode)) return false;
  const rows = await db
    .update(companies)
    .set(change)
    .where(and(eq(companies.code, scope.companyCode), eq(companies.notEditable, false)))
    .returning({ id: companies.id });
  return rows.length > 0;
}

const documentColumns = {
  id: profileDocuments.id,
  type: profileDocuments.type,
  attachmentName: profileDocuments.attachmentName,
  contentType: profileDocuments.contentType,
  fileSize: profileDocuments.fileSize,
  entryDate: profileDocuments.entryDate,
  enteredBy: profileDocuments.enteredBy,
  isViewAllowed: profileDocuments.isViewAllowed,
  isDownloadAllowed: profileDocuments.isDownloadAllowed,
  isDeleteAllowed: profileDocuments.isDeleteAllowed,
};

/** The live documents of one company, newest first; the company must be in the caller's scope. */
export async function findProfileDocuments(db: Database, scope: { companyId: string; companyIds: string[] }) {
  if (!scope.companyIds.includes(scope.companyId)) return [];
  return db
    .select(documentColumns)
    .from(profileDocuments)
    .where(and(eq(profileDocuments.companyId, scope.companyId), isNull(profileDocuments.deletedAt)))
    .orderBy(desc(profileDocuments.entryDate), asc(profileDocuments.attachmentName));
}

/** One live document of the company (undefined when missing, deleted or another company's). */
export async function findProfileDocument(
  db: Database,
  scope: { companyId: string; companyIds: string[] },
  id: string,
) {
  if (!scope.companyIds.includes(scope.companyId)) return undefined;
  const [row] = await db
    .select({ ...documentColumns, content: profileDocuments.content })
    .from(profileDocuments)
    .where(
      and(
        eq(profileDocuments.id, id),
        eq(profileDocuments.companyId, scope.companyId),
        isNull(profileDocuments.deletedAt),
      ),
    );
  return row;
}

export async function markProfileDocumentDeleted(
  db: Database,
  scope: { companyId: string; companyIds: string[] },
  id: string,
): Promise<boolean> {
  if (!scope.companyIds.includes(scope.companyId)) return false;
  const rows = await db
    .update(profileDocuments)
    .set({ deletedAt: new Date() })
    .where(
      and(
        eq(profileDocuments.id, id),
        eq(profileDocuments.companyId, scope.companyId),
        eq(profileDocuments.isDeleteAllowed, true),
        isNull(profileDocuments.deletedAt),
      ),
    )
    .returning({ id: profileDocuments.id });
  return rows.length > 0;
}

/** The users of one company (in the caller's scope) with their permissions there. */
export async function findCompanyUsers(db: Database, scope: { companyId: string; companyIds: string[] }) {
  if (!scope.companyIds.includes(scope.companyId)) return [];
  return db
    .select({
      displayName: users.displayName,
      email: users.email,
      status: users.status,
      permissions: memberships.permissions,
    })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(eq(memberships.companyId, scope.companyId))
    .orderBy(asc(users.displayName), asc(users.email));
}
