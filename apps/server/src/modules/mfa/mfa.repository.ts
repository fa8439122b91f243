import { and, desc, eq, gt, inArray, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  humanChecksSpent,
  mfaChallenges,
  mfaFactors,
  mfaRecoveryCodes,
  smsOutbox,
} from '../../db/schema/account-security';
import { companies, memberships } from '../../db/schema/identity';

export type FactorRow = typeof mfaFactors.$inferSelect;
export type ChallengeRow = typeof mfaChallenges.$inferSelect;

export async function findConfirmedFactors(db: Database, userId: string): Promise<FactorRow[]> {
  return db
    .select()
    .from(mfaFactors)
    .where(and(eq(mfaFactors.userId, userId), isNotNull(mfaFactors.confirmedAt)))
    .orderBy(mfaFactors.createdAt);
}

/** A factor of this user (confirmed or not); another user's id finds nothing. */
export async function findUserFactor(db: Database, userId: string, factorId: string): Promise<FactorRow | undefined> {
  const [row] = await db
    .select()
    .from(mfaFactors)
    .where(and(eq(mfaFactors.userId, userId), eq(mfaFactors.id, factorId)));
  return row;
}

export async function insertFactor(db: Database, values: typeof mfaFactors.$inferInsert): Promise<FactorRow> {
  const [row] = await db.insert(mfaFactors).values(values).returning();
  if (!row) throw new Error('factor not created');
  return row;
}

export async function updateFactor(
  db: Database,
  factorId: string,
  values: Partial<Pick<FactorRow, 'confirmedAt' | 'lastUsedAt' | 'signCount' | 'phoneNumber' | 'label'>>,
): Promise<void> {
  await db.update(mfaFactors).set(values).where(eq(mfaFactors.id, factorId));
}

/**
 * Accepts a TOTP time step once: the update succeeds only when the step is later than the last one used, so a
 * code cannot be replayed, even by two requests at the same moment.
 */
export async function claimTotpStep(db: Database, factorId: string, step: number, at: Date): Promise<boolean> {
  const rows = await db
    .update(mfaFactors)
    .set({ signCount: step, lastUsedAt: at })
    .where(and(eq(mfaFactors.id, factorId), lt(mfaFactors.signCount, step)))
    .returning({ id: mfaFactors.id });
  return rows.length === 1;
}

export async function deleteFactors(db: Database, userId: string, factorIds?: string[]): Promise<void> {
  await db
    .delete(mfaFactors)
    .where(and(eq(mfaFactors.userId, userId), factorIds ? inArray(mfaFactors.id, factorIds) : undefined));
}

/** Unconfirmed factors older than the flow that created them are enrolments given up. */
export async function deleteAbandonedFactors(db: Database, userId: string, before: Date): Promise<void> {
  await db
    .delete(mfaFactors)
    .where(and(eq(mfaFactors.userId, userId), isNull(mfaFactors.confirmedAt), lt(mfaFactors.createdAt, before)));
}

export async function replaceRecoveryCodes(db: Database, userId: string, codeHashes: string[]): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(mfaRecoveryCodes).where(eq(mfaRecoveryCodes.userId, userId));
    if (codeHashes.length > 0) {
      await tx.insert(mfaRecoveryCodes).values(codeHashes.map((codeHash) => ({ userId, codeHash })));
    }
  });
}

export async function countUnusedRecoveryCodes(db: Database, userId: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(mfaRecoveryCodes)
    .where(and(eq(mfaRecoveryCodes.userId, userId), isNull(mfaRecoveryCodes.usedAt)));
  return row?.count ?? 0;
}

/** Spends a recovery code: true only for the one request that marks it used. */
export async function spendRecoveryCode(db: Database, userId: string, codeHash: string, at: Date): Promise<boolean> {
  const rows = await db
    .update(mfaRecoveryCodes)
    .set({ usedAt: at })
    .where(
      and(
        eq(mfaRecoveryCodes.userId, userId),
        eq(mfaRecoveryCodes.codeHash, codeHash),
        isNull(mfaRecoveryCodes.usedAt),
      ),
    )
    .returning({ id: mfaRecoveryCodes.id });
  return rows.length === 1;
}

export async function insertChallenge(db: Database, values: typeof mfaChallenges.$inferInsert): Promise<ChallengeRow> {
  const [row] = await db.insert(mfaChallenges).values(values).returning();
  if (!row) throw new Error('challenge not created');
  return row;
}

export async function findChallengeByToken(db: Database, tokenHash: string): Promise<ChallengeRow | undefined> {
  const [row] = await db.select().from(mfaChallenges).where(eq(mfaChallenges.tokenHash, tokenHash));
  return row;
}

export async function updateChallenge(
  db: Database,
  challengeId: string,
  values: Partial<
    Pick<
      ChallengeRow,
      | 'factorId'
      | 'codeHash'
      | 'codeSentAt'
      | 'webauthnChallenge'
      | 'passwordVerifiedAt'
      | 'humanCheckedAt'
      | 'attempts'
      | 'usedAt'
    >
  >,
): Promise<void> {
  await db.update(mfaChallenges).set(values).where(eq(mfaChallenges.id, challengeId));
}

/** Ends every flow of the user not yet used (an admin's reset of their sign-in steps). */
export async function endOpenChallenges(db: Database, userId: string, at: Date): Promise<void> {
  await db
    .update(mfaChallenges)
    .set({ usedAt: at, codeHash: null })
    .where(and(eq(mfaChallenges.userId, userId), isNull(mfaChallenges.usedAt)));
}

/** Counts a wrong code; answers the attempts so far. */
export async function countChallengeAttempt(db: Database, challengeId: string): Promise<number> {
  const [row] = await db
    .update(mfaChallenges)
    .set({ attempts: sql`${mfaChallenges.attempts} + 1` })
    .where(eq(mfaChallenges.id, challengeId))
    .returning({ attempts: mfaChallenges.attempts });
  return row?.attempts ?? Number.MAX_SAFE_INTEGER;
}

/** Ends a flow once: true only for the request that marks it used (a code cannot be used twice). */
export async function spendChallenge(db: Database, challengeId: string, at: Date): Promise<boolean> {
  const rows = await db
    .update(mfaChallenges)
    .set({ usedAt: at, codeHash: null })
    .where(and(eq(mfaChallenges.id, challengeId), isNull(mfaChallenges.usedAt), gt(mfaChallenges.expiresAt, at)))
    .returning({ id: mfaChallenges.id });
  return rows.length === 1;
}

/** Does any company the user belongs to require a second factor? */
export async function isRequiredByCompany(db: Database, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: companies.id })
    .from(memberships)
    .innerJoin(companies, eq(companies.id, memberships.companyId))
    .where(and(eq(memberships.userId, userId), eq(companies.mfaRequired, true)))
    .limit(1);
  return Boolean(row);
}

export async function findCompanyRequirements(db: Database) {
  return db
    .select({ companyCode: companies.code, name: companies.name, mfaRequired: companies.mfaRequired })
    .from(companies)
    .orderBy(companies.name);
}

export async function setCompanyRequirement(db: Database, companyCode: string, required: boolean): Promise<boolean> {
  const rows = await db
    .update(companies)
    .set({ mfaRequired: required })
    .where(eq(companies.code, companyCode))
    .returning({ id: companies.id });
  return rows.length === 1;
}

/** Records a solved human check; false when the same solution was already used. */
export async function spendHumanCheck(db: Database, signature: string, expiresAt: Date): Promise<boolean> {
  await db.delete(humanChecksSpent).where(lt(humanChecksSpent.expiresAt, new Date()));
  const rows = await db
    .insert(humanChecksSpent)
    .values({ signature, expiresAt })
    .onConflictDoNothing()
    .returning({ signature: humanChecksSpent.signature });
  return rows.length === 1;
}

export async function insertSms(db: Database, values: typeof smsOutbox.$inferInsert): Promise<void> {
  await db.insert(smsOutbox).values(values);
}

export async function findSmsPage(db: Database, page: { offset: number; limit: number }) {
  const [rows, [total]] = await Promise.all([
    db.select().from(smsOutbox).orderBy(desc(smsOutbox.createdAt)).offset(page.offset).limit(page.limit),
    db.select({ count: sql<number>`count(*)::int` }).from(smsOutbox),
  ]);
  return { rows, total: total?.count ?? 0 };
}

/** The factor holding this passkey credential, whoever's it is (a credential is on one account only). */
export async function findFactorByCredentialId(db: Database, credentialId: string): Promise<FactorRow | undefined> {
  const [row] = await db.select().from(mfaFactors).where(eq(mfaFactors.credentialId, credentialId));
  return row;
}
