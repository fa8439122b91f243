import { and, count, desc, eq, gt, inArray, isNull, max, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { CompanyMembership } from '../../context';
import { auditLog } from '../../db/schema/audit';
import { companies, companyGroups, memberships, users } from '../../db/schema/identity';
import {
  impersonations,
  invites,
  loginFailures,
  passwordResets,
  refreshTokens,
  sessions,
} from '../../db/schema/sessions';

export type UserRow = typeof users.$inferSelect;

export async function findUserByEmail(db: Database, email: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`)
    .limit(1);
  return row;
}

export async function findUserById(db: Database, userId: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  return row;
}

export async function findMemberships(
  db: Database,
  userId: string,
): Promise<{ id: string; code: string; name: string; permissions: string[] }[]> {
  return db
    .select({ id: companies.id, code: companies.code, name: companies.name, permissions: memberships.permissions })
    .from(memberships)
    .innerJoin(companies, eq(companies.id, memberships.companyId))
    .where(eq(memberships.userId, userId))
    .orderBy(companies.name);
}

/**
 * A session with its user, the user's memberships (ordered by company name, as `findMemberships`) and company
 * group name, in one statement: resolving the caller of every request costs one round trip, not four.
 */
export async function findSessionWithUser(
  db: Database,
  sessionId: string,
): Promise<
  { session: SessionRow; user: UserRow; companies: CompanyMembership[]; companyGroupName: string | null } | undefined
> {
  const [row] = await db
    .select({
      session: sessions,
      user: users,
      companyGroupName: companyGroups.name,
      companies: sql<CompanyMembership[]>`coalesce((
        select json_agg(json_build_object('id', c.id, 'code', c.code, 'name', c.name, 'permissions', m.permissions)
                        order by c.name)
        from ${memberships} m join ${companies} c on c.id = m.company_id
        where m.user_id = ${users.id}), '[]'::json)`,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(companyGroups, eq(companyGroups.id, users.companyGroupId))
    .where(eq(sessions.id, sessionId))
    .limit(1);
  if (!row) return undefined;
  const companyList =
    typeof row.companies === 'string' ? (JSON.parse(row.companies) as CompanyMembership[]) : row.companies;
  return {
    session: row.session,
    user: row.user,
    companies: companyList,
    companyGroupName: row.companyGroupName ?? null,
  };
}

export async function findCompanyGroupName(db: Database, groupId: string): Promise<string | undefined> {
  const [row] = await db.select({ name: companyGroups.name }).from(companyGroups).where(eq(companyGroups.id, groupId));
  return row?.name;
}

export async function findCompanyByCode(db: Database, code: string): Promise<{ id: string; name: string } | undefined> {
  const [row] = await db
    .select({ id: companies.id, name: companies.name })
    .from(companies)
    .where(eq(companies.code, code));
  return row;
}

// ---- throttling -------------------------------------------------------------------------------------

export async function summarizeFailures(
  db: Database,
  where: { emailKey: string } | { clientKey: string },
  since: Date,
): Promise<{ count: number; last: Date | null }> {
  const condition =
    'emailKey' in where ? eq(loginFailures.emailKey, where.emailKey) : eq(loginFailures.clientKey, where.clientKey);
  const [row] = await db
    .select({ count: count(), last: max(loginFailures.occurredAt) })
    .from(loginFailures)
    .where(and(condition, gt(loginFailures.occurredAt, since)));
  return { count: Number(row?.count ?? 0), last: row?.last ? new Date(row.last) : null };
}

export async function recordFailure(db: Database, emailKey: string, clientKey: string): Promise<void> {
  await db.insert(loginFailures).values({ emailKey, clientKey });
}

export async function clearFailures(db: Database, emailKey: string): Promise<void> {
  await db.delete(loginFailures).where(eq(loginFailures.emailKey, emailKey));
}

// ---- sessions and refresh tokens ------------------------------------------------------------------------

export type SessionRow = typeof sessions.$inferSelect;

export async function insertSession(
  db: Database,
  values: { userId: string; expiresAt: Date; userAgent: string; clientAddress: string; signInMethod: string },
): Promise<SessionRow> {
  const [row] = await db.insert(sessions).values(values).returning();
  if (!row) throw new Error('session not created');
  return row;
}

export async function findSession(db: Database, sessionId: string): Promise<SessionRow | undefined> {
  const [row] = await db.select().from(sessions).where(eq(sessions.id, sessionId)).limit(1);
  return row;
}

export async function touchSession(db: Database, sessionId: string, at: Date): Promise<void> {
  await db.update(sessions).set({ lastActivityAt: at }).where(eq(sessions.id, sessionId));
}

export async function revokeSession(db: Database, sessionId: string, reason: string): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: new Date(), revokedReason: reason })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

/**
 * Ends the live sessions of a company's members that were not begun through single sign-on (the company now
 * requires it, decision 093); answers whose sessions they were.
 */
export async function revokeCompanyPasswordSessions(db: Database, companyId: string, reason: string) {
  const members = db
    .select({ userId: memberships.userId })
    .from(memberships)
    .where(eq(memberships.companyId, companyId));
  const rows = await db
    .update(sessions)
    .set({ revokedAt: new Date(), revokedReason: reason })
    .where(
      and(
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, new Date()),
        ne(sessions.signInMethod, 'sso'),
        inArray(sessions.userId, members),
      ),
    )
    .returning({ userId: sessions.userId });
  return [...new Set(rows.map((r) => r.userId))];
}

export async function revokeUserSessions(
  db: Database,
  userId: string,
  reason: string,
  exceptSessionId?: string,
): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: new Date(), revokedReason: reason })
    .where(
      and(
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        exceptSessionId ? ne(sessions.id, exceptSessionId) : undefined,
      ),
    );
}

export async function insertRefreshToken(db: Database, sessionId: string, tokenHash: string): Promise<void> {
  await db.insert(refreshTokens).values({ sessionId, tokenHash });
}

/**
 * Spends a refresh token. Exactly one caller can spend it (conditional update); a token that was already
 * spent reports 'reused' with its session, so the caller can revoke that session.
 */
export async function spendRefreshToken(
  db: Database,
  tokenHash: string,
): Promise<{ status: 'ok' | 'reused'; sessionId: string } | { status: 'unknown' }> {
  const [spent] = await db
    .update(refreshTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(refreshTokens.tokenHash, tokenHash), isNull(refreshTokens.usedAt)))
    .returning({ sessionId: refreshTokens.sessionId });
  if (spent) return { status: 'ok', sessionId: spent.sessionId };
  const [existing] = await db
    .select({ sessionId: refreshTokens.sessionId })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, tokenHash))
    .limit(1);
  return existing ? { status: 'reused', sessionId: existing.sessionId } : { status: 'unknown' };
}

/** The session a refresh token belongs to, spent or not (for counting refreshes per session). */
export async function findRefreshTokenSessionId(db: Database, tokenHash: string): Promise<string | undefined> {
  const [row] = await db
    .select({ sessionId: refreshTokens.sessionId })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, tokenHash))
    .limit(1);
  return row?.sessionId;
}

// ---- account changes --------------------------------------------------------------------------------

export async function updateUser(
  db: Database,
  userId: string,
  values: Partial<Pick<UserRow, 'passwordHash' | 'selectedCompanyId' | 'status' | 'displayName'>>,
): Promise<void> {
  await db
    .update(users)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(users.id, userId));
}

export async function insertPasswordReset(
  db: Database,
  values: { userId: string; tokenHash: string; expiresAt: Date },
): Promise<void> {
  await db.insert(passwordResets).values(values);
}

export async function findPasswordReset(db: Database, tokenHash: string) {
  const [row] = await db.select().from(passwordResets).where(eq(passwordResets.tokenHash, tokenHash)).limit(1);
  return row;
}

/** Marks a reset link used; false when another request used it first. */
export async function spendPasswordReset(db: Database, id: string): Promise<boolean> {
  const rows = await db
    .update(passwordResets)
    .set({ usedAt: new Date() })
    .where(and(eq(passwordResets.id, id), isNull(passwordResets.usedAt)))
    .returning({ id: passwordResets.id });
  return rows.length === 1;
}

export async function insertInvite(
  db: Database,
  values: {
    email: string;
    companyId: string;
    permissions: string[];
    tokenHash: string;
    invitedByUserId: string;
    expiresAt: Date;
  },
): Promise<{ id: string }> {
  const [row] = await db.insert(invites).values(values).returning({ id: invites.id });
  if (!row) throw new Error('invite not created');
  return row;
}

/** The newest invitation of the e-mail (any case) to the company that is neither used, revoked nor expired. */
export async function findPendingInvite(db: Database, email: string, companyId: string) {
  const [row] = await db
    .select({ id: invites.id, email: invites.email, companyId: invites.companyId, permissions: invites.permissions })
    .from(invites)
    .where(
      and(
        sql`lower(${invites.email}) = ${email.toLowerCase()}`,
        eq(invites.companyId, companyId),
        isNull(invites.usedAt),
        isNull(invites.revokedAt),
        gt(invites.expiresAt, new Date()),
      ),
    )
    .orderBy(desc(invites.createdAt))
    .limit(1);
  return row;
}

export async function findInvite(db: Database, tokenHash: string) {
  const [row] = await db
    .select({
      id: invites.id,
      email: invites.email,
      companyId: invites.companyId,
      companyName: companies.name,
      permissions: invites.permissions,
      expiresAt: invites.expiresAt,
      usedAt: invites.usedAt,
      invitedBy: users.displayName,
    })
    .from(invites)
    .innerJoin(companies, eq(companies.id, invites.companyId))
    .leftJoin(users, eq(users.id, invites.invitedByUserId))
    .where(eq(invites.tokenHash, tokenHash))
    .limit(1);
  return row;
}

/**
 * Accepts an invite in one transaction: spends it (once), creates the user or activates the invited one,
 * and adds the membership with the invite's permissions. Accepted through single sign-on, `account` has no password
 * and an existing user keeps their name and password.
 */
export async function acceptInvite(
  db: Database,
  invite: { id: string; email: string; companyId: string; permissions: string[] },
  /** `passwordHash` null: accepted through single sign-on (an existing user keeps their name and password). */
  account: { displayName: string; passwordHash: string | null },
): Promise<{ userId: string } | 'used'> {
  return db.transaction(async (tx) => {
    const spent = await tx
      .update(invites)
      .set({ usedAt: new Date() })
      .where(and(eq(invites.id, invite.id), isNull(invites.usedAt)))
      .returning({ id: invites.id });
    if (spent.length === 0) return 'used';
    const [existing] = await tx
      .select({ id: users.id })
      .from(users)
      .where(sql`lower(${users.email}) = ${invite.email.toLowerCase()}`);
    let userId: string;
    if (existing) {
      userId = existing.id;
      await tx
        .update(users)
        .set({
          ...(account.passwordHash === null
            ? {}
            : { displayName: account.displayName, passwordHash: account.passwordHash }),
          status: 'active',
          updatedAt: new Date(),
        })
        .where(eq(users.id, userId));
    } else {
      const [created] = await tx
        .insert(users)
        .values({
          email: invite.email,
          displayName: account.displayName,
          passwordHash: account.passwordHash,
          userType: 'CUSTOMER',
          status: 'active',
          selectedCompanyId: invite.companyId,
        })
        .returning({ id: users.id });
      if (!created) throw new Error('user not created');
      userId = created.id;
    }
    await tx
      .insert(memberships)
      .values({ userId, companyId: invite.companyId, permissions: invite.permissions })
      .onConflictDoUpdate({
        target: [memberships.userId, memberships.companyId],
        set: { permissions: invite.permissions },
      });
    await tx.update(invites).set({ userId }).where(eq(invites.id, invite.id));
    return { userId };
  });
}

// ---- impersonation ------------------------------------------------------------------------------------

export async function insertImpersonation(
  db: Database,
  values: {
    sessionId: string;
    actorUserId: string;
    subjectUserId: string;
    selectedCompanyId: string | null;
    expiresAt: Date;
  },
): Promise<{ id: string }> {
  await db
    .update(impersonations)
    .set({ endedAt: new Date() })
    .where(and(eq(impersonations.sessionId, values.sessionId), isNull(impersonations.endedAt)));
  const [row] = await db.insert(impersonations).values(values).returning({ id: impersonations.id });
  if (!row) throw new Error('impersonation not created');
  return row;
}

export async function findActiveImpersonation(db: Database, sessionId: string, now: Date) {
  const [row] = await db
    .select()
    .from(impersonations)
    .where(
      and(eq(impersonations.sessionId, sessionId), isNull(impersonations.endedAt), gt(impersonations.expiresAt, now)),
    )
    .orderBy(desc(impersonations.startedAt))
    .limit(1);
  return row;
}

export async function endImpersonations(db: Database, sessionId: string): Promise<void> {
  await db
    .update(impersonations)
    .set({ endedAt: new Date() })
    .where(and(eq(impersonations.sessionId, sessionId), isNull(impersonations.endedAt)));
}

export async function updateImpersonationCompany(
  db: Database,
  impersonationId: string,
  companyId: string,
): Promise<void> {
  await db.update(impersonations).set({ selectedCompanyId: companyId }).where(eq(impersonations.id, impersonationId));
}

// ---- audit ----------------------------------------------------------------------------------------------

export async function insertAudit(
  db: Database,
  entry: {
    action: string;
    actorUserId: string | null;
    subjectUserId: string | null;
    companyId?: string | null;
    entityType?: string;
    entityId?: string;
    requestId: string;
    details?: Record<string, unknown>;
  },
): Promise<void> {
  await db.insert(auditLog).values({ ...entry, details: entry.details ?? {} });
}

export async function findUsersByIds(db: Database, ids: string[]) {
  if (ids.length === 0) return [];
  return db.select().from(users).where(inArray(users.id, ids));
}
