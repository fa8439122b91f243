import { and, count, desc, eq, ilike, inArray, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { companies, users } from '../../db/schema/identity';
import { resourceFiles, resourceReads, resources, resourceVisibility } from '../../db/schema/resources';
import { containsPattern } from '../../db/like-pattern';

export type ResourceRow = typeof resources.$inferSelect;
export type ResourceVisibilityRow = typeof resourceVisibility.$inferSelect;
export type ResourceState = 'scheduled' | 'live' | 'expired';

const at = (now: Date) => sql`${now.toISOString()}::timestamptz`;

/** A resource's state at `now`: scheduled (before its publish date), live, or expired. */
const stateSql = (now: Date): SQL<ResourceState> => sql<ResourceState>`case
  when ${resources.publishAt} > ${at(now)} then 'scheduled'
  when ${resources.expiresAt} is not null and ${resources.expiresAt} <= ${at(now)} then 'expired'
  else 'live' end`;

const liveSql = (now: Date): SQL =>
  sql`(${resources.publishAt} <= ${at(now)} and (${resources.expiresAt} is null or ${resources.expiresAt} > ${at(now)}))`;

const countsSql = {
  readCount: sql<number>`(select count(*)::int from ${resourceReads} r where r.resource_id = ${resources.id})`,
  acknowledgedCount: sql<number>`(select count(*)::int from ${resourceReads} r where r.resource_id = ${resources.id} and r.acknowledged_at is not null)`,
};

const fileColumns = {
  id: resourceFiles.id,
  fileName: resourceFiles.fileName,
  contentType: resourceFiles.contentType,
  fileSize: resourceFiles.fileSize,
};

// ---------------------------------------------------------------------------------------------------------
// Files

export async function insertResourceFile(
  db: Database,
  values: typeof resourceFiles.$inferInsert,
): Promise<{ id: string; fileName: string; contentType: string; fileSize: number }> {
  const [row] = await db.insert(resourceFiles).values(values).returning(fileColumns);
  if (!row) throw new Error('resource file not stored');
  return row;
}

export async function findResourceFile(db: Database, fileId: string) {
  const [row] = await db.select(fileColumns).from(resourceFiles).where(eq(resourceFiles.id, fileId));
  return row;
}

export async function findResourceFileContent(db: Database, fileId: string) {
  const [row] = await db
    .select({
      fileName: resourceFiles.fileName,
      contentType: resourceFiles.contentType,
      content: resourceFiles.content,
    })
    .from(resourceFiles)
    .where(eq(resourceFiles.id, fileId));
  return row;
}

/** Removes a file no resource points at any more (false when one still does). */
export async function deleteUnusedResourceFile(db: Database, fileId: string): Promise<boolean> {
  const rows = await db
    .delete(resourceFiles)
    .where(
      and(
        eq(resourceFiles.id, fileId),
        sql`not exists (select 1 from ${resources} r where r.file_id = ${resourceFiles.id})`,
      ),
    )
    .returning({ id: resourceFiles.id });
  return rows.length === 1;
}

// ---------------------------------------------------------------------------------------------------------
// The admins' side (resources are the forwarder's: no tenant scope applies to the admins' calls)

export type AdminResourceFilter = { search?: string | undefined; state?: ResourceState | undefined; now: Date };

export async function findAdminResources(db: Database, filter: AdminResourceFilter) {
  const state = stateSql(filter.now);
  return db
    .select({ resource: resources, file: fileColumns, state, ...countsSql })
    .from(resources)
    .leftJoin(resourceFiles, eq(resourceFiles.id, resources.fileId))
    .where(
      and(
        filter.search ? ilike(resources.title, containsPattern(filter.search)) : undefined,
        filter.state ? sql`${state} = ${filter.state}` : undefined,
      ),
    )
    .orderBy(desc(resources.publishAt), desc(resources.id))
    .limit(500);
}

export async function findAdminResource(db: Database, resourceId: string, now: Date) {
  const [row] = await db
    .select({ resource: resources, file: fileColumns, state: stateSql(now), ...countsSql })
    .from(resources)
    .leftJoin(resourceFiles, eq(resourceFiles.id, resources.fileId))
    .where(eq(resources.id, resourceId));
  return row;
}

/** The visibility entries of the resources, with the customers' and companies' names. */
export async function findAudiences(db: Database, resourceIds: string[]) {
  if (resourceIds.length === 0) return [];
  return db
    .select({
      resourceId: resourceVisibility.resourceId,
      visibilityType: resourceVisibility.visibilityType,
      entityId: resourceVisibility.entityId,
      userDisplayName: users.displayName,
      userEmail: users.email,
      companyName: companies.name,
    })
    .from(resourceVisibility)
    .leftJoin(
      users,
      and(eq(resourceVisibility.visibilityType, 'Customer'), sql`${users.id}::text = ${resourceVisibility.entityId}`),
    )
    .leftJoin(
      companies,
      and(eq(resourceVisibility.visibilityType, 'Company'), eq(companies.code, resourceVisibility.entityId)),
    )
    .where(inArray(resourceVisibility.resourceId, resourceIds))
    .orderBy(resourceVisibility.visibilityType, resourceVisibility.entityId);
}

type Visibility = { visibilityType: 'Customer' | 'Company'; entityId: string };

export async function insertResource(
  db: Database,
  values: typeof resources.$inferInsert,
  visibility: Visibility[],
): Promise<string> {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(resources).values(values).returning({ id: resources.id });
    if (!row) throw new Error('resource not created');
    if (visibility.length > 0)
      await tx.insert(resourceVisibility).values(visibility.map((v) => ({ ...v, resourceId: row.id })));
    return row.id;
  });
}

/** Changes a resource and replaces its visibility; false when there is none. */
export async function updateResource(
  db: Database,
  resourceId: string,
  values: Partial<typeof resources.$inferInsert>,
  visibility: Visibility[],
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .update(resources)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(resources.id, resourceId))
      .returning({ id: resources.id });
    if (rows.length !== 1) return false;
    await tx.delete(resourceVisibility).where(eq(resourceVisibility.resourceId, resourceId));
    if (visibility.length > 0)
      await tx.insert(resourceVisibility).values(visibility.map((v) => ({ ...v, resourceId })));
    return true;
  });
}

/** Deletes a resource (its visibility and reads go with it); answers its file id, or undefined when none. */
export async function deleteResource(db: Database, resourceId: string) {
  const [row] = await db
    .delete(resources)
    .where(eq(resources.id, resourceId))
    .returning({ id: resources.id, fileId: resources.fileId });
  return row;
}

/** The codes among `codes` that name no company. */
export async function findUnknownCompanyCodes(db: Database, codes: string[]): Promise<string[]> {
  if (codes.length === 0) return [];
  const rows = await db.select({ code: companies.code }).from(companies).where(inArray(companies.code, codes));
  const known = new Set(rows.map((r) => r.code));
  return codes.filter((code) => !known.has(code));
}

/** How many of the ids are active customer users. */
export async function countActiveCustomers(db: Database, userIds: string[]): Promise<number> {
  if (userIds.length === 0) return 0;
  const [row] = await db
    .select({ value: count() })
    .from(users)
    .where(and(eq(users.status, 'active'), eq(users.userType, 'CUSTOMER'), inArray(users.id, userIds)));
  return Number(row?.value ?? 0);
}

/** Who opened a resource and who acknowledged it (acknowledged and latest first, at most 1000). */
export async function findResourceReaders(db: Database, resourceId: string) {
  return db
    .select({
      userId: resourceReads.userId,
      displayName: users.displayName,
      email: users.email,
      companyCode: resourceReads.companyCode,
      firstOpenedAt: resourceReads.firstOpenedAt,
      lastOpenedAt: resourceReads.lastOpenedAt,
      openCount: resourceReads.openCount,
      acknowledgedAt: resourceReads.acknowledgedAt,
    })
    .from(resourceReads)
    .innerJoin(users, eq(users.id, resourceReads.userId))
    .where(eq(resourceReads.resourceId, resourceId))
    .orderBy(sql`${resourceReads.acknowledgedAt} desc nulls last`, desc(resourceReads.lastOpenedAt))
    .limit(1000);
}

// ---------------------------------------------------------------------------------------------------------
// The readers' side

/**
 * Who reads: a customer sees what is visible to them (Customer, their user id) or to their selected company
 * (Company, its code); `everything` (an admin who is not impersonating) sees every live resource.
 */
export type ResourceReader = { userId: string; selectedCompanyCode: string | null; everything: boolean };

function visibleTo(reader: ResourceReader): SQL {
  if (reader.everything) return sql`true`;
  return sql`exists (select 1 from ${resourceVisibility} v where v.resource_id = ${resources.id} and (
    (v.visibility_type = 'Customer' and v.entity_id = ${reader.userId})
    or (v.visibility_type = 'Company' and v.entity_id = ${reader.selectedCompanyCode ?? ''})
  ))`;
}

const readerColumns = (reader: ResourceReader) => ({
  resource: resources,
  fileName: resourceFiles.fileName,
  openCount: sql<number>`(select coalesce(sum(r.open_count), 0)::int from ${resourceReads} r where r.resource_id = ${resources.id})`,
  openedAt:
    sql<Date | null>`(select r.first_opened_at from ${resourceReads} r where r.resource_id = ${resources.id} and r.user_id = ${reader.userId})`.mapWith(
      resourceReads.firstOpenedAt,
    ),
  acknowledgedAt:
    sql<Date | null>`(select r.acknowledged_at from ${resourceReads} r where r.resource_id = ${resources.id} and r.user_id = ${reader.userId})`.mapWith(
      resourceReads.acknowledgedAt,
    ),
});

/** The live resources the reader may see, by category and title. */
export async function findVisibleResources(db: Database, reader: ResourceReader, now: Date) {
  return db
    .select(readerColumns(reader))
    .from(resources)
    .leftJoin(resourceFiles, eq(resourceFiles.id, resources.fileId))
    .where(and(liveSql(now), visibleTo(reader)))
    .orderBy(resources.category, resources.title, resources.id)
    .limit(500);
}

/** One live resource the reader may see (else undefined: a 404 like a missing one). */
export async function findVisibleResource(db: Database, reader: ResourceReader, resourceId: string, now: Date) {
  const [row] = await db
    .select(readerColumns(reader))
    .from(resources)
    .leftJoin(resourceFiles, eq(resourceFiles.id, resources.fileId))
    .where(and(eq(resources.id, resourceId), liveSql(now), visibleTo(reader)));
  return row;
}

/** Spec 1 §3's visibility entries that match the reader, of live resources. */
export async function findMatchingVisibility(db: Database, reader: ResourceReader, now: Date) {
  const matches = reader.everything
    ? sql`true`
    : sql`((${resourceVisibility.visibilityType} = 'Customer' and ${resourceVisibility.entityId} = ${reader.userId})
        or (${resourceVisibility.visibilityType} = 'Company' and ${resourceVisibility.entityId} = ${reader.selectedCompanyCode ?? ''}))`;
  return db
    .select({
      visibilityType: resourceVisibility.visibilityType,
      entityId: resourceVisibility.entityId,
      resourceId: resourceVisibility.resourceId,
    })
    .from(resourceVisibility)
    .innerJoin(resources, eq(resources.id, resourceVisibility.resourceId))
    .where(and(liveSql(now), matches))
    .orderBy(resourceVisibility.resourceId, resourceVisibility.visibilityType, resourceVisibility.entityId)
    .limit(2000);
}

/** Records an opening (counted) or an acknowledgment (its first time kept; it counts as an opening too). */
export async function recordResourceRead(
  db: Database,
  read: { resourceId: string; userId: string; companyCode: string | null; action: 'open' | 'acknowledge'; at: Date },
): Promise<void> {
  const when = at(read.at);
  const set =
    read.action === 'open'
      ? { lastOpenedAt: sql`${when}`, openCount: sql`${resourceReads.openCount} + 1` }
      : { acknowledgedAt: sql`coalesce(${resourceReads.acknowledgedAt}, ${when})` };
  await db
    .insert(resourceReads)
    .values({
      resourceId: read.resourceId,
      userId: read.userId,
      companyCode: read.companyCode,
      firstOpenedAt: read.at,
      lastOpenedAt: read.at,
      openCount: 1,
      acknowledgedAt: read.action === 'acknowledge' ? read.at : null,
    })
    .onConflictDoUpdate({ target: [resourceReads.resourceId, resourceReads.userId], set });
}
