import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { integrationKeys } from '../../db/schema/shipments';

export type IntegrationKeyRecord = typeof integrationKeys.$inferSelect;

export async function insertIntegrationKey(
  db: Database,
  values: { name: string; keyPrefix: string; keyHash: string; createdBy: string },
): Promise<IntegrationKeyRecord> {
  const [row] = await db.insert(integrationKeys).values(values).returning();
  if (!row) throw new Error('integration key was not inserted');
  return row;
}

export async function findIntegrationKeys(db: Database): Promise<IntegrationKeyRecord[]> {
  return db.select().from(integrationKeys).orderBy(desc(integrationKeys.createdAt));
}

/** A live (not revoked) key by its hash; marks it used. */
export async function useIntegrationKey(db: Database, keyHash: string): Promise<IntegrationKeyRecord | undefined> {
  const [row] = await db
    .update(integrationKeys)
    .set({ lastUsedAt: sql`now()` })
    .where(and(eq(integrationKeys.keyHash, keyHash), isNull(integrationKeys.revokedAt)))
    .returning();
  return row;
}

export async function revokeIntegrationKey(db: Database, id: string): Promise<boolean> {
  const rows = await db
    .update(integrationKeys)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(integrationKeys.id, id), isNull(integrationKeys.revokedAt)))
    .returning({ id: integrationKeys.id });
  return rows.length === 1;
}
