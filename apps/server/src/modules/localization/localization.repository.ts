import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { uiStrings } from '../../db/schema/settings';

export async function findUiStringOverrides(db: Database, locale: string): Promise<{ key: string; value: string }[]> {
  return db.select({ key: uiStrings.key, value: uiStrings.value }).from(uiStrings).where(eq(uiStrings.locale, locale));
}
