import type { ReferenceListName, ReferenceListQuery } from '@connect/contracts/reference/reference.schemas';
import { and, asc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import * as ref from '../../db/schema/reference';
import { containsPattern } from '../../db/like-pattern';

type Row = Record<string, string | number | boolean | null | string[]>;

/** Reference data is the same for every company: no tenant scope applies to these tables. */
export async function findReferenceList(
  db: Database,
  list: ReferenceListName,
  query: ReferenceListQuery,
): Promise<Row[]> {
  const term = query.search ? containsPattern(query.search) : undefined;
  switch (list) {
    case 'countries':
      return db
        .select()
        .from(ref.countries)
        .where(term ? or(ilike(ref.countries.name, term), ilike(ref.countries.code, term)) : undefined)
        .orderBy(asc(ref.countries.name));
    case 'us-states':
      return db
        .select()
        .from(ref.usStates)
        .where(term ? ilike(ref.usStates.name, term) : undefined)
        .orderBy(asc(ref.usStates.name));
    case 'document-types':
      return db.select().from(ref.documentTypes).orderBy(asc(ref.documentTypes.name));
    case 'cargo-types':
      return db.select().from(ref.cargoTypes).orderBy(asc(ref.cargoTypes.sortOrder));
    case 'units':
      return db.select().from(ref.units).orderBy(asc(ref.units.kind), asc(ref.units.code));
    case 'modes':
      return db.select().from(ref.modes).orderBy(asc(ref.modes.kind), asc(ref.modes.sortOrder));
    case 'service-levels':
      return db.select().from(ref.serviceLevels).orderBy(asc(ref.serviceLevels.code));
    case 'freight-terms':
      return db.select().from(ref.freightTerms).orderBy(asc(ref.freightTerms.code));
    case 'event-types':
      return db.select().from(ref.eventTypes).orderBy(asc(ref.eventTypes.module), asc(ref.eventTypes.code));
    case 'statuses':
      return db.select().from(ref.statuses).orderBy(asc(ref.statuses.domain), asc(ref.statuses.sortOrder));
    case 'payment-methods':
      return db.select().from(ref.paymentMethods).orderBy(asc(ref.paymentMethods.code));
    case 'time-zones':
      return db
        .select()
        .from(ref.timeZones)
        .where(term ? ilike(ref.timeZones.text, term) : undefined)
        .orderBy(asc(ref.timeZones.offset), asc(ref.timeZones.id));
    case 'locales':
      return db.select().from(ref.locales).orderBy(asc(ref.locales.code));
    case 'airports':
      return db
        .select()
        .from(ref.airports)
        .where(portFilter(ref.airports, query, term))
        .orderBy(...portOrder(ref.airports, query));
    case 'seaports':
      return db
        .select()
        .from(ref.seaports)
        .where(portFilter(ref.seaports, query, term))
        .orderBy(...portOrder(ref.seaports, query));
    case 'carriers':
      return db
        .select()
        .from(ref.carriers)
        .where(term ? or(ilike(ref.carriers.name, term), ilike(ref.carriers.code, term)) : undefined)
        .orderBy(asc(ref.carriers.mode), asc(ref.carriers.name));
  }
}

type PortTable = typeof ref.airports | typeof ref.seaports;

function portFilter(table: PortTable, query: ReferenceListQuery, term: string | undefined): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (query.countryCode) conditions.push(eq(table.countryCode, query.countryCode));
  if (term && query.search) {
    // Code or name contains the text, or the name is similar enough (pg_trgm) to catch typos.
    conditions.push(or(ilike(table.code, term), ilike(table.name, term), sql`${table.name} % ${query.search}`));
  }
  return and(...conditions);
}

function portOrder(table: PortTable, query: ReferenceListQuery): SQL[] {
  return query.search
    ? [
        sql`(upper(${table.code}) = upper(${query.search})) desc`,
        sql`similarity(${table.name}, ${query.search}) desc`,
        asc(table.name),
      ]
    : [asc(table.name)];
}
