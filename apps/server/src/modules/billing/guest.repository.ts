import { and, eq, gt, inArray, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { guestLinks, guestSessions, invoices } from '../../db/schema/billing';
import { companies } from '../../db/schema/identity';

export async function insertGuestLink(db: Database, values: typeof guestLinks.$inferInsert) {
  const [row] = await db.insert(guestLinks).values(values).returning();
  return row;
}

/** A live link by the hash of its key, with its company. */
export async function findGuestLink(db: Database, keyHash: string, now: Date) {
  const [row] = await db
    .select({ link: guestLinks, companyCode: companies.code, companyName: companies.name })
    .from(guestLinks)
    .innerJoin(companies, eq(companies.id, guestLinks.companyId))
    .where(and(eq(guestLinks.keyHash, keyHash), gt(guestLinks.expiresAt, now)))
    .limit(1);
  return row;
}

/**
 * Binds a link to the device that exchanges it first (and marks it exchanged), in one conditional update: of two
 * first exchanges racing from two devices, one binds and the other finds the link bound. Answers whether it bound.
 */
export async function bindLinkToDevice(db: Database, id: string, deviceHash: string, at: Date): Promise<boolean> {
  const rows = await db
    .update(guestLinks)
    .set({ deviceHash, exchangedAt: at })
    .where(and(eq(guestLinks.id, id), isNull(guestLinks.deviceHash)))
    .returning({ id: guestLinks.id });
  return rows.length === 1;
}

export async function findLinkDeviceHash(db: Database, id: string): Promise<string | null> {
  const [row] = await db
    .select({ deviceHash: guestLinks.deviceHash })
    .from(guestLinks)
    .where(eq(guestLinks.id, id))
    .limit(1);
  return row?.deviceHash ?? null;
}

export async function insertGuestSession(db: Database, values: typeof guestSessions.$inferInsert) {
  await db.insert(guestSessions).values(values);
}

/** A live guest session by the hash of its token, with its link (the link must still be live too). */
export async function findGuestSession(db: Database, tokenHash: string, now: Date) {
  const [row] = await db
    .select({ session: guestSessions, link: guestLinks, companyCode: companies.code, companyName: companies.name })
    .from(guestSessions)
    .innerJoin(guestLinks, eq(guestLinks.id, guestSessions.linkId))
    .innerJoin(companies, eq(companies.id, guestLinks.companyId))
    .where(and(eq(guestSessions.tokenHash, tokenHash), gt(guestSessions.expiresAt, now), gt(guestLinks.expiresAt, now)))
    .limit(1);
  return row;
}

export async function findInvoiceNumbers(db: Database, companyId: string, ids: string[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: invoices.id, invoiceNumber: invoices.invoiceNumber, balanceCents: invoices.balanceCents })
    .from(invoices)
    .where(and(eq(invoices.companyId, companyId), inArray(invoices.id, ids)));
}

export async function findInvoiceForPosting(db: Database, invoiceId: string) {
  const [row] = await db
    .select({
      id: invoices.id,
      companyId: invoices.companyId,
      companyCode: companies.code,
      invoiceNumber: invoices.invoiceNumber,
      balanceCents: invoices.balanceCents,
      dueDate: invoices.dueDate,
    })
    .from(invoices)
    .innerJoin(companies, eq(companies.id, invoices.companyId))
    .where(eq(invoices.id, invoiceId))
    .limit(1);
  return row;
}
