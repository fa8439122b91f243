import { and, eq, inArray, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { auditLog } from '../../db/schema/audit';
import { companies, memberships, users } from '../../db/schema/identity';
import { ssoConnections, ssoDomains, ssoLogins } from '../../db/schema/sso';

/** Single sign-on's SQL (decision 093): connections, domains, started sign-ins, accounts made at first sign-in. */

export type SsoConnectionRow = typeof ssoConnections.$inferSelect;

export async function findCompany(db: Database, companyId: string) {
  const [row] = await db
    .select({ id: companies.id, code: companies.code, name: companies.name })
    .from(companies)
    .where(eq(companies.id, companyId))
    .limit(1);
  return row;
}

/** Every company with its single sign-on state (none: not configured), by name. */
export async function findCompaniesWithSso(db: Database) {
  return db
    .select({
      companyId: companies.id,
      companyCode: companies.code,
      companyName: companies.name,
      configured: sql<boolean>`${ssoConnections.companyId} is not null`,
      enabled: sql<boolean>`coalesce(${ssoConnections.enabled}, false)`,
      ssoRequired: sql<boolean>`coalesce(${ssoConnections.ssoRequired}, false)`,
    })
    .from(companies)
    .leftJoin(ssoConnections, eq(ssoConnections.companyId, companies.id))
    .orderBy(companies.name, companies.code);
}

export async function findConnection(
  db: Database,
  companyId: string,
): Promise<{ connection: SsoConnectionRow; domains: string[] } | undefined> {
  const [connection] = await db.select().from(ssoConnections).where(eq(ssoConnections.companyId, companyId)).limit(1);
  if (!connection) return undefined;
  const rows = await db
    .select({ domain: ssoDomains.domain })
    .from(ssoDomains)
    .where(eq(ssoDomains.companyId, companyId))
    .orderBy(ssoDomains.domain);
  return { connection, domains: rows.map((r) => r.domain) };
}

/** The enabled connection whose company owns the domain, with the company's name. */
export async function findConnectionByDomain(db: Database, domain: string) {
  const [row] = await db
    .select({ connection: ssoConnections, companyName: companies.name })
    .from(ssoDomains)
    .innerJoin(ssoConnections, eq(ssoConnections.companyId, ssoDomains.companyId))
    .innerJoin(companies, eq(companies.id, ssoConnections.companyId))
    .where(and(eq(ssoDomains.domain, domain), eq(ssoConnections.enabled, true)))
    .limit(1);
  return row;
}

/** Whether the user belongs to a company whose enabled connection requires single sign-on. */
export async function userInSsoRequiredCompany(db: Database, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ companyId: memberships.companyId })
    .from(memberships)
    .innerJoin(ssoConnections, eq(ssoConnections.companyId, memberships.companyId))
    .where(and(eq(memberships.userId, userId), eq(ssoConnections.enabled, true), eq(ssoConnections.ssoRequired, true)))
    .limit(1);
  return row !== undefined;
}

/** Which of the domains another company already owns. */
export async function findDomainsOfOthers(db: Database, companyId: string, domains: string[]): Promise<string[]> {
  if (domains.length === 0) return [];
  const rows = await db
    .select({ domain: ssoDomains.domain, companyId: ssoDomains.companyId })
    .from(ssoDomains)
    .where(inArray(ssoDomains.domain, domains));
  return rows.filter((r) => r.companyId !== companyId).map((r) => r.domain);
}

/** Which of the domains are the e-mail domain of a staff member or an admin (never a customer company's to claim). */
export async function findDomainsOfStaff(db: Database, domains: string[]): Promise<string[]> {
  if (domains.length === 0) return [];
  const domainOfEmail = sql<string>`lower(regexp_replace(${users.email}, '^.*@', ''))`;
  const rows = await db
    .selectDistinct({ domain: domainOfEmail })
    .from(users)
    .where(and(or(eq(users.userType, 'EMPLOYEE'), eq(users.isAdmin, true)), inArray(domainOfEmail, domains)));
  return rows.map((r) => r.domain);
}

export async function upsertConnection(
  db: Database,
  row: Omit<SsoConnectionRow, 'updatedAt'>,
  domains: string[],
): Promise<void> {
  const { companyId, ...rest } = row;
  await db
    .insert(ssoConnections)
    .values({ ...row, updatedAt: new Date() })
    .onConflictDoUpdate({ target: ssoConnections.companyId, set: { ...rest, updatedAt: new Date() } });
  await db.delete(ssoDomains).where(eq(ssoDomains.companyId, companyId));
  await db.insert(ssoDomains).values(domains.map((domain) => ({ domain, companyId })));
}

export async function deleteConnection(db: Database, companyId: string): Promise<boolean> {
  const deleted = await db
    .delete(ssoConnections)
    .where(eq(ssoConnections.companyId, companyId))
    .returning({ id: ssoConnections.companyId });
  return deleted.length > 0;
}

export async function insertLogin(db: Database, row: typeof ssoLogins.$inferInsert): Promise<void> {
  await db.delete(ssoLogins).where(lt(ssoLogins.expiresAt, new Date()));
  await db.insert(ssoLogins).values(row);
}

/** Spends a started sign-in: it is deleted as it is read, so a state works once. */
export async function spendLogin(db: Database, stateHash: string) {
  const [row] = await db.delete(ssoLogins).where(eq(ssoLogins.stateHash, stateHash)).returning();
  return row;
}

export async function findUserForSso(db: Database, email: string) {
  const [user] = await db
    .select({ id: users.id, status: users.status, userType: users.userType, isAdmin: users.isAdmin })
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`)
    .limit(1);
  if (!user) return undefined;
  const rows = await db
    .select({ companyId: memberships.companyId, permissions: memberships.permissions })
    .from(memberships)
    .where(eq(memberships.userId, user.id));
  return {
    ...user,
    companyIds: rows.map((r) => r.companyId),
    hasPermissions: rows.some((r) => r.permissions.length > 0),
  };
}

/** A customer account made at its first single sign-on, with the company's default permissions. */
export async function insertSsoUser(
  db: Database,
  input: { email: string; displayName: string; companyId: string; permissions: string[] },
): Promise<string | undefined> {
  const [user] = await db
    .insert(users)
    .values({
      email: input.email,
      displayName: input.displayName,
      userType: 'CUSTOMER',
      status: 'active',
      passwordHash: null,
      selectedCompanyId: input.companyId,
    })
    .onConflictDoNothing()
    .returning({ id: users.id });
  if (!user) return undefined;
  await db.insert(memberships).values({ userId: user.id, companyId: input.companyId, permissions: input.permissions });
  return user.id;
}

export async function insertSsoAudit(
  db: Database,
  entry: {
    action: string;
    actorUserId: string | null;
    companyId: string;
    requestId: string;
    details?: Record<string, unknown>;
  },
): Promise<void> {
  await db.insert(auditLog).values({
    action: entry.action,
    actorUserId: entry.actorUserId,
    subjectUserId: null,
    companyId: entry.companyId,
    requestId: entry.requestId,
    details: entry.details ?? {},
  });
}
