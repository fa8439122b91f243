import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { gridSettings } from '../../db/schema/grid';

/** Settings are the user's own: the user id is the scope. */
export async function findGridSettings(db: Database, scope: { userId: string; gridKey: string }) {
  const [row] = await db
    .select()
    .from(gridSettings)
    .where(and(eq(gridSettings.userId, scope.userId), eq(gridSettings.gridKey, scope.gridKey)));
  return row;
}

export async function upsertGridSettings(db: Database, scope: { userId: string; gridKey: string }, settings: unknown) {
  const [row] = await db
    .insert(gridSettings)
    .values({ ...scope, settings })
    .onConflictDoUpdate({
      target: [gridSettings.userId, gridSettings.gridKey],
      set: { settings, updatedAt: new Date() },
    })
    .returning();
  return row;
}

export async function deleteGridSettings(db: Database, scope: { userId: string; gridKey: string }): Promise<void> {
  await db
    .delete(gridSettings)
    .where(and(eq(gridSettings.userId, scope.userId), eq(gridSettings.gridKey, scope.gridKey)));
}
