import {
  globalSearchResponseSchema,
  listShipmentsResponseSchema,
  shipmentDetailSchema,
} from '@connect/contracts/shipments/shipments.schemas';
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shipments } from '../../db/schema/shipments';
import type { SignedIn } from '../../../test/auth-helpers';
import { buildCompany, buildCustomerUser, signInAs, type BuiltCompany } from '../../../test/builders/identity';
import { createTestApp, type TestApp } from '../../../test/test-app';

/**
 * The grid's shipment days are the caller's calendar days (decision 027, "Server days"): an ETA at
 * 2026-11-24 03:00 UTC is 23 November in Chicago (21:00 CST) and 24 November in UTC, in the list, its date
 * filters, global search and the streamed export alike; the bill date is a calendar day and never moves.
 */

let t: TestApp;
let company: BuiltCompany;
let chicago: SignedIn;
let windowsChicago: SignedIn;
let utc: SignedIn;
let shipmentId: string;
const documentNo = `TZDAY${Date.now().toString(36).toUpperCase()}`;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  company = await buildCompany(db);
  const [inChicago, byWindowsId, inUtc] = await Promise.all([
    buildCustomerUser(db, { companyCode: company.code, permissions: ['shipment'], timeZone: 'America/Chicago' }),
    buildCustomerUser(db, { companyCode: company.code, permissions: ['shipment'], timeZone: 'Central Standard Time' }),
    buildCustomerUser(db, { companyCode: company.code, permissions: ['shipment'] }),
  ]);
  const [row] = await db
    .insert(shipments)
    .values({
      companyId: company.id,
      documentNo,
      modeCode: 'OCEAN',
      billDate: '2026-11-20',
      etd: new Date('2026-11-10T04:30:00Z'),
      eta: new Date('2026-11-24T03:00:00Z'),
      ata: new Date('2026-11-24T18:00:00Z'),
      searchText: documentNo.toLowerCase(),
    })
    .returning({ id: shipments.id });
  if (!row) throw new Error('shipment was not created');
  shipmentId = row.id;
  chicago = await signInAs(t.app, inChicago);
  windowsChicago = await signInAs(t.app, byWindowsId);
  utc = await signInAs(t.app, inUtc);
});
afterAll(async () => t.close());

const get = (url: string, who: SignedIn) => t.app.inject({ method: 'GET', url, headers: who.headers });
const filterQuery = (filters: unknown[]) => `filter=${encodeURIComponent(JSON.stringify(filters))}`;

async function listIds(who: SignedIn, filters: unknown[]): Promise<string[]> {
  const res = await get(`/api/shipments?${filterQuery(filters)}&pageSize=50`, who);
  expect(res.statusCode, res.body).toBe(200);
  return listShipmentsResponseSchema.parse(res.json()).items.map((r) => r.id);
}

describe("shipment days in the caller's time zone", () => {
  it("lists the ETA as the caller's day: 11/23 in Chicago (IANA or Windows id), 11/24 in UTC; the bill date as written", async () => {
    for (const [who, eta, etd, ata] of [
      [chicago, '2026-11-23', '2026-11-09', '2026-11-24'],
      [windowsChicago, '2026-11-23', '2026-11-09', '2026-11-24'],
      [utc, '2026-11-24', '2026-11-10', '2026-11-24'],
    ] as const) {
      const res = await get('/api/shipments?pageSize=50', who);
      expect(res.statusCode, res.body).toBe(200);
      const row = listShipmentsResponseSchema.parse(res.json()).items.find((r) => r.id === shipmentId);
      expect(row).toMatchObject({ eta, etd, ata, bill_date: '2026-11-20' });
    }
    // The detail keeps the instant: the web shows it as 11/23/2026 21:00 CST, the same day as the grid.
    const detail = shipmentDetailSchema.parse((await get(`/api/shipments/${shipmentId}`, chicago)).json());
    expect(detail.eta).toBe('2026-11-24T03:00:00.000Z');
  });

  it("filters the ETA by the caller's day (equals, between, gte, lte, in)", async () => {
    const eta = (operator: string, value: unknown) => [{ field: 'eta', operator, value }];
    for (const who of [chicago, windowsChicago]) {
      expect(await listIds(who, eta('equals', '2026-11-23'))).toEqual([shipmentId]);
      expect(await listIds(who, eta('equals', '2026-11-24'))).toEqual([]);
      expect(await listIds(who, eta('between', ['2026-11-01', '2026-11-23']))).toEqual([shipmentId]);
      expect(await listIds(who, eta('lte', '2026-11-23'))).toEqual([shipmentId]);
      expect(await listIds(who, eta('gte', '2026-11-24'))).toEqual([]);
      expect(await listIds(who, eta('in', ['2026-11-23', '2026-12-01']))).toEqual([shipmentId]);
      expect(await listIds(who, eta('contains', '11-23'))).toEqual([shipmentId]);
    }
    expect(await listIds(utc, eta('equals', '2026-11-24'))).toEqual([shipmentId]);
    expect(await listIds(utc, eta('equals', '2026-11-23'))).toEqual([]);
    expect(await listIds(utc, eta('between', ['2026-11-01', '2026-11-23']))).toEqual([]);
    expect(await listIds(utc, eta('contains', '11-23'))).toEqual([]);
  });

  it('keeps the bill date a calendar day: the same filter finds it in every zone', async () => {
    for (const who of [chicago, utc]) {
      expect(await listIds(who, [{ field: 'bill_date', operator: 'equals', value: '2026-11-20' }])).toEqual([
        shipmentId,
      ]);
    }
  });

  it("gives global search rows the caller's days", async () => {
    for (const [who, eta] of [
      [chicago, '2026-11-23'],
      [utc, '2026-11-24'],
    ] as const) {
      const res = await get(`/api/Shipment/globalSearch/${documentNo.toLowerCase()}`, who);
      expect(res.statusCode, res.body).toBe(200);
      const row = globalSearchResponseSchema.parse(res.json()).find((r) => r.id === shipmentId);
      expect(row?.eta).toBe(eta);
    }
  });

  it('writes the same days as the grid in a streamed export, and filters it the same way', async () => {
    for (const [who, eta] of [
      [chicago, '2026-11-23'],
      [utc, '2026-11-24'],
    ] as const) {
      const res = await get(
        `/api/shipments/export?format=csv&columns=document_no,eta,bill_date&${filterQuery([
          { field: 'eta', operator: 'equals', value: eta },
        ])}`,
        who,
      );
      expect(res.statusCode, res.body).toBe(200);
      const parsed = Papa.parse<string[]>(res.body.replace(/^\uFEFF/, ''), { skipEmptyLines: true });
      expect(parsed.data.slice(1)).toEqual([[documentNo, eta, '2026-11-20']]);
    }
  });
});
