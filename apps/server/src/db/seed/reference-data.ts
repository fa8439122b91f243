import { airports } from '@connect/domain/reference/airports';
import { carriers } from '@connect/domain/reference/carriers';
import { countries } from '@connect/domain/reference/countries';
import {
  bookingModeCodes,
  bookingModes,
  cargoTypes,
  directions,
  documentTypes,
  eventTypes,
  freightTerms,
  inboundOrderStatuses,
  invoiceStatuses,
  measureUnits,
  outboundOrderStatuses,
  paymentMethods,
  quotationStatuses,
  serviceLevels,
  statusCodes,
  transportModes,
  warehouseStatuses,
  weightUnits,
} from '@connect/domain/reference/enumerations';
import { defaultLocaleCode, locales, type LocaleCode } from '@connect/domain/reference/locales';
import { seaports } from '@connect/domain/reference/seaports';
import { timeZones } from '@connect/domain/reference/time-zones';
import { usStates } from '@connect/domain/reference/us-states';
import { getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../client';
import * as ref from '../schema/reference';

/** `excluded.<column>` for every non-key column, so re-seeding updates code-owned reference rows. */
function excludedSet(table: PgTable, keys: readonly string[]): Record<string, SQL> {
  const set: Record<string, SQL> = {};
  for (const [property, column] of Object.entries(getTableColumns(table))) {
    if (!keys.includes(property)) set[property] = sql.raw(`excluded."${column.name}"`);
  }
  return set;
}

const statusRows = (domain: string, list: readonly string[]) =>
  list.map((code, index) => ({ domain, code, name: code, sortOrder: index + 1 }));

/**
 * Loads the reference lists of spec 2 §3 and the ports, carriers, countries and time zones.
 * Idempotent: safe on every start; rows that exist are updated to the code's values.
 */

/** The languages besides the default that the seed activates: those with a complete UI catalogue. */
const seedActiveLocales: readonly LocaleCode[] = ['es-MX', 'pt-BR'];
export async function seedReferenceData(db: Database): Promise<number> {
  let count = 0;
  async function upsert<T extends PgTable>(table: T, keys: string[], rows: T['$inferInsert'][]) {
    if (rows.length === 0) return;
    const target = keys.map((key) => getTableColumns(table)[key]!);
    const set = excludedSet(table, keys);
    const insert = db.insert(table).values(rows);
    await (Object.keys(set).length > 0 ? insert.onConflictDoUpdate({ target, set }) : insert.onConflictDoNothing());
    count += rows.length;
  }
  await upsert(
    ref.countries,
    ['code'],
    countries.map((c) => ({ code: c.code, name: c.name })),
  );
  await upsert(
    ref.usStates,
    ['code'],
    usStates.map((s) => ({ code: s.code, name: s.name })),
  );
  await upsert(
    ref.documentTypes,
    ['code'],
    documentTypes.map((d) => ({ code: d.code, name: d.name, raftValue: d.raftValue, quickBooking: d.quickBooking })),
  );
  await upsert(
    ref.cargoTypes,
    ['code'],
    cargoTypes.map((c, i) => ({ code: c.code, name: c.name, sortOrder: i + 1 })),
  );
  await upsert(
    ref.units,
    ['kind', 'code'],
    [
      ...measureUnits.map((code) => ({ kind: 'measure' as const, code })),
      ...weightUnits.map((code) => ({ kind: 'weight' as const, code })),
    ],
  );
  await upsert(
    ref.modes,
    ['kind', 'code'],
    [
      ...bookingModeCodes.map((code, i) => ({
        kind: 'booking' as const,
        code,
        name: bookingModes[i] ?? code,
        sortOrder: i + 1,
      })),
      ...transportModes.map((code, i) => ({ kind: 'transport' as const, code, name: code, sortOrder: i + 1 })),
    ],
  );
  await upsert(
    ref.serviceLevels,
    ['code'],
    serviceLevels.map((s) => ({ code: s.code, name: s.name })),
  );
  await upsert(
    ref.freightTerms,
    ['code'],
    freightTerms.map((f) => ({ code: f.code, name: f.name, description: f.description })),
  );
  await upsert(
    ref.eventTypes,
    ['code'],
    eventTypes.map((e) => ({ code: e.code, name: e.name, module: e.module })),
  );
  await upsert(
    ref.statuses,
    ['domain', 'code'],
    [
      ...statusRows('invoice', invoiceStatuses),
      ...statusRows('direction', directions),
      ...statusRows('quotation', quotationStatuses),
      ...statusRows('warehouse', warehouseStatuses),
      ...statusRows('inbound-order', inboundOrderStatuses),
      ...statusRows('outbound-order', outboundOrderStatuses),
      ...statusRows('status-code', statusCodes),
    ],
  );
  await upsert(
    ref.paymentMethods,
    ['code'],
    paymentMethods.map((p) => ({ code: p.code, name: p.name })),
  );
  await upsert(
    ref.timeZones,
    ['id'],
    timeZones.map((t) => ({ id: t.id, abbr: t.abbr, offset: t.offset, isdst: t.isdst, text: t.text, utc: [...t.utc] })),
  );
  // Locales: the seed activates the default and the languages with a complete catalogue (decision 039); admins
  // activate others once translated. An existing row keeps its active flag (an admin's choice).
  await db
    .insert(ref.locales)
    .values(
      locales.map((l) => ({
        code: l.locale_code,
        name: l.locale_name,
        active: l.locale_code === defaultLocaleCode || seedActiveLocales.includes(l.locale_code),
      })),
    )
    .onConflictDoUpdate({ target: ref.locales.code, set: { name: sql`excluded.name` } });
  count += locales.length;
  await upsert(
    ref.airports,
    ['code'],
    airports.map((a) => ({
      code: a.code,
      name: a.name,
      city: a.city,
      countryCode: a.countryCode,
      latitude: a.latitude,
      longitude: a.longitude,
    })),
  );
  await upsert(
    ref.seaports,
    ['code'],
    seaports.map((s) => ({
      code: s.code,
      name: s.name,
      countryCode: s.countryCode,
      latitude: s.latitude,
      longitude: s.longitude,
    })),
  );
  await upsert(
    ref.carriers,
    ['code'],
    carriers.map((c) => ({
      code: c.code,
      name: c.name,
      mode: c.mode,
      scac: 'scac' in c ? (c.scac ?? null) : null,
      iataCode: 'iataCode' in c ? (c.iataCode ?? null) : null,
      awbPrefix: 'awbPrefix' in c ? (c.awbPrefix ?? null) : null,
    })),
  );
  return count;
}
