import type { GridFilter, GridSort } from '@connect/contracts/grid/grid-query.schemas';
import { and, count, eq, inArray, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { gridOrderBy, gridWhere, type GridColumns } from '../../db/grid-query';
import { addressDuplicates, addresses } from '../../db/schema/addressbook';
import { containsPattern } from '../../db/like-pattern';

export type AddressRecord = typeof addresses.$inferSelect;
export type AddressRow = AddressRecord & { duplicateIds: string[] };
export type NewAddress = Omit<typeof addresses.$inferInsert, 'id' | 'createdAt' | 'updatedAt' | 'deletedAt'>;
/** The companies whose addresses a caller may touch: always passed, so forgetting the scope is a type error. */
export type AddressScope = { companyIds: string[] };

const live = (scope: AddressScope) => and(inArray(addresses.companyId, scope.companyIds), isNull(addresses.deletedAt));

/** The one-line address the grid shows and sorts (the same text `formatAddressText` builds). */
const addressTextSql = sql`concat_ws(', ',
  nullif(regexp_replace(${addresses.address}, '\\s*\\n\\s*', ', ', 'g'), ''),
  nullif(${addresses.city}, ''),
  nullif(trim(concat_ws(' ', nullif(${addresses.stateProvince}, ''), nullif(${addresses.postalCode}, ''))), ''),
  nullif(${addresses.countryCode}, ''))`;

const duplicateIdsSql = sql<string[]>`coalesce((
  select array_agg(d.duplicate_id::text order by d.duplicate_id)
  from ${addressDuplicates} d where d.address_id = ${addresses.id}), '{}')`;

export const addressGridColumns: GridColumns = {
  name: { column: addresses.name, kind: 'text' },
  addressType: { column: addresses.addressType, kind: 'text' },
  addressText: { column: addressTextSql, kind: 'text' },
  city: { column: addresses.city, kind: 'text' },
  stateProvince: { column: addresses.stateProvince, kind: 'text' },
  postalCode: { column: addresses.postalCode, kind: 'text' },
  countryCode: { column: addresses.countryCode, kind: 'text' },
  contactPersonName: { column: addresses.contactPersonName, kind: 'text' },
  email: { column: addresses.email, kind: 'text' },
  telNo: { column: addresses.telNo, kind: 'text' },
  taxId: { column: addresses.taxId, kind: 'text' },
  nearestAirportCode: { column: addresses.nearestAirportCode, kind: 'text' },
  nearestOceanPortLocationCode: { column: addresses.nearestOceanPortLocationCode, kind: 'text' },
  isBookingParty: { column: addresses.isBookingParty, kind: 'boolean' },
  isDuplicate: {
    column: sql`exists (select 1 from ${addressDuplicates} d where d.address_id = ${addresses.id})`,
    kind: 'boolean',
  },
  // Derived in the domain package; the grid can sort and filter on what is stored, so this one is not listed.
};

export type AddressListFilter = AddressScope & {
  filters: readonly GridFilter[];
  sort: readonly GridSort[];
  q?: string;
  addressType?: string;
};

function listWhere(filter: AddressListFilter): SQL | undefined {
  const q = filter.q ? containsPattern(filter.q) : undefined;
  return and(
    live(filter),
    gridWhere(addressGridColumns, filter.filters),
    filter.addressType ? eq(addresses.addressType, filter.addressType) : undefined,
    q
      ? or(
          sql`${addresses.name} ilike ${q}`,
          sql`${addresses.address} ilike ${q}`,
          sql`${addresses.city} ilike ${q}`,
          sql`${addresses.contactPersonName} ilike ${q}`,
          sql`${addresses.postalCode} ilike ${q}`,
        )
      : undefined,
  );
}

const rowSelection = { address: addresses, duplicateIds: duplicateIdsSql };
const toRow = (r: { address: AddressRecord; duplicateIds: string[] | string }): AddressRow => ({
  ...r.address,
  // PGlite hands text[] back as an array; node-postgres too. A string would mean a driver change: parse it.
  duplicateIds: Array.isArray(r.duplicateIds)
    ? r.duplicateIds
    : r.duplicateIds.replace(/[{}]/g, '').split(',').filter(Boolean),
});

export async function findAddressesPage(
  db: Database,
  filter: AddressListFilter,
  page: { offset: number; limit: number },
): Promise<{ rows: AddressRow[]; total: number }> {
  const where = listWhere(filter);
  const [rows, totals] = await Promise.all([
    db
      .select(rowSelection)
      .from(addresses)
      .where(where)
      .orderBy(
        ...gridOrderBy(addressGridColumns, filter.sort, [sql`${addresses.nameKey} asc`, sql`${addresses.id} asc`]),
      )
      .offset(page.offset)
      .limit(page.limit),
    db.select({ value: count() }).from(addresses).where(where),
  ]);
  return { rows: rows.map(toRow), total: Number(totals[0]?.value ?? 0) };
}

export async function findAddressById(db: Database, scope: AddressScope, id: string): Promise<AddressRow | undefined> {
  const [row] = await db
    .select(rowSelection)
    .from(addresses)
    .where(and(live(scope), eq(addresses.id, id)))
    .limit(1);
  return row ? toRow(row) : undefined;
}

export async function findAddressesByIds(db: Database, scope: AddressScope, ids: string[]): Promise<AddressRecord[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(addresses)
    .where(and(live(scope), inArray(addresses.id, ids)));
}

/**
 * Addresses of the scope whose name is trigram-similar to `nameKey` (pg_trgm's `%`, threshold 0.3 by default, a
 * superset of the 90 % rule) — the candidates the domain rule then checks. Uses the trigram index on name_key.
 */
export async function findDuplicateCandidates(
  db: Database,
  scope: AddressScope,
  probe: { nameKey: string; excludeId?: string },
): Promise<AddressRecord[]> {
  return db
    .select()
    .from(addresses)
    .where(
      and(
        live(scope),
        sql`${addresses.nameKey} % ${probe.nameKey}`,
        probe.excludeId ? ne(addresses.id, probe.excludeId) : undefined,
      ),
    )
    .limit(200);
}

export async function insertAddresses(db: Database, values: NewAddress[]): Promise<AddressRecord[]> {
  if (values.length === 0) return [];
  return db.insert(addresses).values(values).returning();
}

export async function updateAddress(
  db: Database,
  scope: AddressScope,
  id: string,
  values: Partial<NewAddress>,
): Promise<AddressRecord | undefined> {
  const [row] = await db
    .update(addresses)
    .set({ ...values, updatedAt: new Date() })
    .where(and(live(scope), eq(addresses.id, id)))
    .returning();
  return row;
}

export async function softDeleteAddress(db: Database, scope: AddressScope, id: string): Promise<boolean> {
  const rows = await db
    .update(addresses)
    .set({ deletedAt: new Date() })
    .where(and(live(scope), eq(addresses.id, id)))
    .returning({ id: addresses.id });
  if (rows.length === 0) return false;
  await db
    .delete(addressDuplicates)
    .where(or(eq(addressDuplicates.addressId, id), eq(addressDuplicates.duplicateId, id)));
  return true;
}

/** Replaces an address's duplicate links with `duplicateIds`, both ways. */
export async function replaceDuplicateLinks(db: Database, id: string, duplicateIds: string[]): Promise<void> {
  await db
    .delete(addressDuplicates)
    .where(or(eq(addressDuplicates.addressId, id), eq(addressDuplicates.duplicateId, id)));
  if (duplicateIds.length === 0) return;
  await db
    .insert(addressDuplicates)
    .values(
      duplicateIds.flatMap((other) => [
        { addressId: id, duplicateId: other },
        { addressId: other, duplicateId: id },
      ]),
    )
    .onConflictDoNothing();
}
