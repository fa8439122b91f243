import { and, eq, isNull, ne, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { emailChanges } from '../../db/schema/account-security';
import { users } from '../../db/schema/identity';

/** The change of a user's sign-in e-mail (decision 036): one open change per user, confirmed from both addresses. */

export type EmailChangeRow = typeof emailChanges.$inferSelect;

/** Starts a change; any open change of the user is cancelled first (only the newest counts). */
export async function insertEmailChange(
  db: Database,
  values: { userId: string; newEmail: string; oldTokenHash: string; newTokenHash: string; expiresAt: Date },
): Promise<EmailChangeRow> {
  return db.transaction(async (tx) => {
    await tx
      .update(emailChanges)
      .set({ cancelledAt: new Date() })
      .where(
        and(eq(emailChanges.userId, values.userId), isNull(emailChanges.completedAt), isNull(emailChanges.cancelledAt)),
      );
    const [row] = await tx.insert(emailChanges).values(values).returning();
    if (!row) throw new Error('e-mail change not created');
    return row;
  });
}

/** The user's open change (neither completed nor cancelled; maybe expired), the newest first. */
export async function findOpenEmailChangeOfUser(db: Database, userId: string): Promise<EmailChangeRow | undefined> {
  const [row] = await db
    .select()
    .from(emailChanges)
    .where(and(eq(emailChanges.userId, userId), isNull(emailChanges.completedAt), isNull(emailChanges.cancelledAt)))
    .orderBy(sql`${emailChanges.createdAt} desc`)
    .limit(1);
  return row;
}

/** The change a link's token belongs to, which side it was sent to, and the user's current e-mail. */
export async function findEmailChangeByToken(
  db: Database,
  tokenHash: string,
): Promise<{ change: EmailChangeRow; side: 'old' | 'new'; currentEmail: string } | undefined> {
  const [row] = await db
    .select({ change: emailChanges, currentEmail: users.email })
    .from(emailChanges)
    .innerJoin(users, eq(users.id, emailChanges.userId))
    .where(or(eq(emailChanges.oldTokenHash, tokenHash), eq(emailChanges.newTokenHash, tokenHash)))
    .limit(1);
  if (!row) return undefined;
  return {
    change: row.change,
    side: row.change.oldTokenHash === tokenHash ? 'old' : 'new',
    currentEmail: row.currentEmail,
  };
}

const open = (id: string) =>
  and(eq(emailChanges.id, id), isNull(emailChanges.completedAt), isNull(emailChanges.cancelledAt));

/** Records one side's confirmation of an open change; answers the row as it is now (undefined: not open). */
export async function confirmEmailChangeSide(
  db: Database,
  id: string,
  side: 'old' | 'new',
): Promise<EmailChangeRow | undefined> {
  const now = new Date();
  const [row] = await db
    .update(emailChanges)
    .set(
      side === 'old'
        ? { oldConfirmedAt: sql`coalesce(${emailChanges.oldConfirmedAt}, ${now})` }
        : { newConfirmedAt: sql`coalesce(${emailChanges.newConfirmedAt}, ${now})` },
    )
    .where(open(id))
    .returning();
  return row;
}

function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

/**
 * Completes a change both sides confirmed: marks it completed and gives the user the new e-mail, in one
 * transaction. Answers 'in-use' when another account has the address by now, 'not-open' when the change was
 * completed or cancelled meanwhile.
 */
export async function completeEmailChange(
  db: Database,
  change: { id: string; userId: string; newEmail: string },
): Promise<'done' | 'in-use' | 'not-open'> {
  try {
    return await db.transaction(async (tx) => {
      const [taken] = await tx
        .select({ id: users.id })
        .from(users)
        .where(and(sql`lower(${users.email}) = ${change.newEmail.toLowerCase()}`, ne(users.id, change.userId)))
        .limit(1);
      if (taken) return 'in-use';
      const done = await tx
        .update(emailChanges)
        .set({ completedAt: new Date() })
        .where(
          and(
            open(change.id),
            sql`${emailChanges.oldConfirmedAt} is not null`,
            sql`${emailChanges.newConfirmedAt} is not null`,
          ),
        )
        .returning({ id: emailChanges.id });
      if (done.length === 0) return 'not-open';
      await tx.update(users).set({ email: change.newEmail, updatedAt: new Date() }).where(eq(users.id, change.userId));
      return 'done';
    });
  } catch (error) {
    if (isUniqueViolation(error)) return 'in-use';
    throw error;
  }
}

export async function cancelEmailChange(db: Database, id: string): Promise<boolean> {
  const rows = await db
    .update(emailChanges)
    .set({ cancelledAt: new Date() })
    .where(open(id))
    .returning({ id: emailChanges.id });
  return rows.length === 1;
}
