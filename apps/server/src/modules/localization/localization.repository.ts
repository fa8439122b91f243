import { and, count, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { locales } from '../../db/schema/reference';
import { uiStringDrafts, uiStrings } from '../../db/schema/settings';

export async function findUiStringOverrides(db: Database, locale: string): Promise<{ key: string; value: string }[]> {
  return db.select({ key: uiStrings.key, value: uiStrings.value }).from(uiStrings).where(eq(uiStrings.locale, locale));
}

export async function findAllLocales(db: Database) {
  return db.select().from(locales).orderBy(locales.code);
}

export async function findLocale(db: Database, code: string) {
  const [row] = await db.select().from(locales).where(eq(locales.code, code));
  return row;
}

/** Adds a locale (inactive); false when the code exists already. */
export async function insertLocale(db: Database, code: string, name: string): Promise<boolean> {
  const rows = await db
    .insert(locales)
    .values({ code, name, active: false })
    .onConflictDoNothing()
    .returning({ code: locales.code });
  return rows.length === 1;
}

export async function setLocaleActive(db: Database, code: string, active: boolean): Promise<boolean> {
  const rows = await db.update(locales).set({ active }).where(eq(locales.code, code)).returning({ code: locales.code });
  return rows.length === 1;
}

export async function countOverridesAndDrafts(db: Database) {
  const [overrides, drafts] = await Promise.all([
    db.select({ locale: uiStrings.locale, n: count() }).from(uiStrings).groupBy(uiStrings.locale),
    db.select({ locale: uiStringDrafts.locale, n: count() }).from(uiStringDrafts).groupBy(uiStringDrafts.locale),
  ]);
  return {
    overrides: new Map(overrides.map((r) => [r.locale, Number(r.n)])),
    drafts: new Map(drafts.map((r) => [r.locale, Number(r.n)])),
  };
}

export async function findDrafts(db: Database, locale: string) {
  return db
    .select({ key: uiStringDrafts.key, value: uiStringDrafts.value })
    .from(uiStringDrafts)
    .where(eq(uiStringDrafts.locale, locale));
}

export async function upsertDraft(
  db: Database,
  values: { locale: string; key: string; value: string | null; updatedBy: string },
): Promise<void> {
  await db
    .insert(uiStringDrafts)
    .values({ ...values, updatedAt: new Date() })
    .onConflictDoUpdate({
      target: [uiStringDrafts.locale, uiStringDrafts.key],
      set: { value: values.value, updatedBy: values.updatedBy, updatedAt: new Date() },
    });
}

export async function deleteDraft(db: Database, locale: string, key: string): Promise<boolean> {
  const rows = await db
    .delete(uiStringDrafts)
    .where(and(eq(uiStringDrafts.locale, locale), eq(uiStringDrafts.key, key)))
    .returning({ key: uiStringDrafts.key });
  return rows.length === 1;
}

/** Applies a locale's drafts to its overrides in one transaction; answers how many changed. */
export async function publishDrafts(db: Database, locale: string): Promise<number> {
  return db.transaction(async (tx) => {
    const drafts = await tx
      .delete(uiStringDrafts)
      .where(eq(uiStringDrafts.locale, locale))
      .returning({ key: uiStringDrafts.key, value: uiStringDrafts.value });
    for (const draft of drafts) {
      if (draft.value === null) {
        await tx.delete(uiStrings).where(and(eq(uiStrings.locale, locale), eq(uiStrings.key, draft.key)));
      } else {
        await tx
          .insert(uiStrings)
          .values({ locale, key: draft.key, value: draft.value, updatedAt: new Date() })
          .onConflictDoUpdate({
            target: [uiStrings.locale, uiStrings.key],
            set: { value: draft.value, updatedAt: new Date() },
          });
      }
    }
    return drafts.length;
  });
}

/** Saves many drafts of a locale at once (an imported file), in one transaction. */
export async function upsertDrafts(
  db: Database,
  locale: string,
  drafts: { key: string; value: string }[],
  updatedBy: string,
): Promise<void> {
  if (drafts.length === 0) return;
  await db.transaction(async (tx) => {
    for (let start = 0; start < drafts.length; start += 500) {
      const now = new Date();
      await tx
        .insert(uiStringDrafts)
        .values(drafts.slice(start, start + 500).map((d) => ({ locale, ...d, updatedBy, updatedAt: now })))
        .onConflictDoUpdate({
          target: [uiStringDrafts.locale, uiStringDrafts.key],
          set: { value: sql`excluded.value`, updatedBy, updatedAt: now },
        });
    }
  });
}
