import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { locales } from '../../db/schema/reference';
import { appSettings } from '../../db/schema/settings';

export async function findSettings(db: Database, keys: readonly string[]): Promise<Map<string, unknown>> {
  const rows = await db
    .select({ key: appSettings.key, value: appSettings.value })
    .from(appSettings)
    .where(inArray(appSettings.key, [...keys]));
  return new Map(rows.map((row) => [row.key, row.value]));
}

export async function findActiveLocales(db: Database): Promise<{ code: string; name: string }[]> {
  return db
    .select({ code: locales.code, name: locales.name })
    .from(locales)
    .where(eq(locales.active, true))
    .orderBy(locales.code);
}
