import { readFileSync } from 'node:fs';
import path from 'node:path';
import { globalSearchResponseSchema, shipmentDetailSchema } from '@connect/contracts/shipments/shipments.schemas';
import { trackResponseSchema } from '@connect/contracts/shipments/tracking.schemas';
import {
  postShipmentEventResponseSchema,
  upsertShipmentResponseSchema,
} from '@connect/contracts/shipments/shipments-feed.schemas';
import { deriveShipmentProgress, shipmentStatusColumns } from '@connect/domain/shipments/shipment-progress';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createIntegrationKey, demo, signIn, type SignedIn } from '../../../test/auth-helpers';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { migrationsFolder } from '../../db/client';
import { shipments } from '../../db/schema/shipments';

/**
 * Status, flags, progress and milestones tell one story (decision 032) in the stored rows (seeded, fed, and
 * rows stored before the rule, which migration 0011 recomputes) and in every answer that shows them.
 */

let t: TestApp;
let customer: SignedIn;
let key: string;

beforeAll(async () => {
  t = await createTestApp();
  const admin = await signIn(t.app, demo.admin);
  customer = await signIn(t.app, demo.customer, undefined, '10.0.0.2');
  key = await createIntegrationKey(t.app, admin, 'progress feed');
});
afterAll(async () => t.close());

const feed = (method: 'PUT' | 'POST', url: string, payload: object) =>
  t.app.inject({ method, url, payload, headers: { 'x-api-key': key } });

/** Every shipment whose stored status, event code or flags differ from what the rule reads in its dates. */
async function disagreeingRows() {
  const rows = await t.database.db.select().from(shipments);
  expect(rows.length).toBeGreaterThan(0);
  return rows
    .map((s) => ({
      documentNo: s.documentNo,
      stored: {
        eventDescription: s.eventDescription,
        lastEventCode: s.lastEventCode,
        bookedFlag: s.bookedFlag,
        departedFlag: s.departedFlag,
        arrivedFlag: s.arrivedFlag,
        customsClearedFlag: s.customsClearedFlag,
        deliveredFlag: s.deliveredFlag,
      },
      rule: shipmentStatusColumns(deriveShipmentProgress(s)),
    }))
    .filter((r) => (Object.keys(r.rule) as (keyof typeof r.rule)[]).some((k) => r.stored[k] !== r.rule[k]));
}

describe('stored shipments', () => {
  it('the demo shipments store what the rule says, and each is booked with a date', async () => {
    expect(await disagreeingRows()).toEqual([]);
    const unbooked = await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(shipments)
      .where(sql`${shipments.aShipperBooked} is null and ${shipments.documentNo} like 'MGL%'`);
    expect(unbooked[0]?.n).toBe(0);
  });

  it('migration 0011 sets rows stored before the rule to what their dates say, and then writes nothing', async () => {
    const rows = await t.database.db
      .select({ id: shipments.id, documentNo: shipments.documentNo })
      .from(shipments)
      .where(sql`${shipments.aDelivered} is not null`)
      .limit(3);
    const [booked, loaded, delivered] = rows;
    if (!booked || !loaded || !delivered) throw new Error('the demo data has no delivered shipments');
    // The three inconsistencies the old writers left: a 'Shipper Booked' status without a booking date, a
    // loaded shipment whose departure flag was never raised, a delivery that raised only its own flag.
    await t.database.db
      .update(shipments)
      .set({
        aShipperBooked: null,
        aPickup: null,
        aReceived: null,
        aExportCustoms: null,
        aLoaded: null,
        dep: null,
        ata: null,
        aImportCustoms: null,
        aDelivered: null,
        eventDescription: 'Shipper Booked',
        lastEventCode: null,
      })
      .where(eq(shipments.id, booked.id));
    await t.database.db
      .update(shipments)
      .set({ aImportCustoms: null, aDelivered: null, ata: null, dep: null, eventDescription: 'Shipment Loaded' })
      .where(eq(shipments.id, loaded.id));
    await t.database.db
      .update(shipments)
      .set({ bookedFlag: false, departedFlag: false, arrivedFlag: false, customsClearedFlag: false })
      .where(eq(shipments.id, delivered.id));
    expect((await disagreeingRows()).map((r) => r.documentNo).sort()).toEqual(
      [booked.documentNo, loaded.documentNo, delivered.documentNo].sort(),
    );

    const migration = readFileSync(path.join(migrationsFolder, '0011_recompute-shipment-progress.sql'), 'utf8');
    await t.database.db.execute(sql.raw(migration));
    expect(await disagreeingRows()).toEqual([]);
    const after = await t.database.db
      .select()
      .from(shipments)
      .where(inArray(shipments.id, [booked.id, loaded.id, delivered.id]));
    const byId = new Map(after.map((s) => [s.id, s]));
    expect(byId.get(booked.id)).toMatchObject({ eventDescription: '', lastEventCode: null, bookedFlag: false });
    expect(byId.get(loaded.id)).toMatchObject({
      eventDescription: 'Shipment Loaded',
      lastEventCode: 112,
      bookedFlag: true,
      departedFlag: false,
      deliveredFlag: false,
    });
    expect(byId.get(delivered.id)).toMatchObject({
      eventDescription: 'Delivered to Consignee',
      bookedFlag: true,
      departedFlag: true,
      arrivedFlag: true,
      customsClearedFlag: true,
      deliveredFlag: true,
    });

    const again = await t.database.db.execute(sql.raw(`${migration.trim().replace(/;$/, '')} RETURNING s.id`));
    expect((again as unknown as { rows: unknown[] }).rows).toEqual([]);
  });
});

describe('a fed shipment', () => {
  const houseBill = 'MGLA-PROGRESS-01';
  const body = {
    companyCode: 'LSCOMP',
    masterBill: '176-55555550',
    mode: 'AIR',
    origin: { code: 'PVG', name: 'Shanghai', country: 'CN', lat: 31.1434, lon: 121.8052 },
    destination: { code: 'DFW', name: 'Dallas', country: 'US', lat: 32.8998, lon: -97.0403 },
    shipper: { name: 'Shenzhen Huaxin Electronics Co., Ltd.', address: 'Shenzhen, CN' },
    consignee: { name: 'Lone Star Components LLC', address: 'Dallas, TX, US' },
    billDate: '2026-11-20',
    etd: '2026-11-23T08:00:00Z',
    eta: '2026-11-24T14:00:00Z',
  };
  const post = async (event: object) => {
    const res = await feed('POST', `/api/integration/shipments/${houseBill}/events`, event);
    expect(res.statusCode, res.body).toBe(200);
    return postShipmentEventResponseSchema.parse(res.json());
  };

  it('lists each milestone once, a done one with its date; status, flags and the grid row agree', async () => {
    const put = await feed('PUT', `/api/integration/shipments/${houseBill}`, body);
    expect(put.statusCode, put.body).toBe(200);
    const id = upsertShipmentResponseSchema.parse(put.json()).id;
    // The booking is announced as planned, then confirmed as done (two events of one milestone).
    await post({ eventId: 'p-1', code: 25, estimatedAt: '2026-11-20T09:00:00Z' });
    await post({
      eventId: 'p-2',
      code: 25,
      actualAt: '2026-11-20T09:30:00Z',
      location: { code: 'PVG', name: 'Shanghai' },
    });
    await post({ eventId: 'p-3', code: 1, estimatedAt: '2026-11-21T09:00:00Z' });
    const loaded = await post({ eventId: 'p-4', code: 112, actualAt: '2026-11-22T20:00:00Z' });
    expect(loaded.status).toBe('Shipment Loaded');

    const detail = shipmentDetailSchema.parse(
      (await t.app.inject({ method: 'GET', url: `/api/shipments/${id}`, headers: customer.headers })).json(),
    );
    expect(detail.status).toBe('Shipment Loaded');
    expect(detail.flags).toMatchObject({ booked_flag: true, departed_flag: false, delivered_flag: false });
    const timeline = detail.milestones.map((m) => [m.eventCode, m.estimatedAt, m.actualAt, m.locationCode]);
    expect(timeline).toEqual([
      [25, '2026-11-20T09:00:00.000Z', '2026-11-20T09:30:00.000Z', 'PVG'],
      [1, '2026-11-21T09:00:00.000Z', null, ''],
      [12, null, null, ''],
      [13, null, null, ''],
      [112, null, '2026-11-22T20:00:00.000Z', ''],
      [4, '2026-11-23T08:00:00.000Z', null, ''],
      [5, '2026-11-24T14:00:00.000Z', null, ''],
      [11, null, null, ''],
      [6, null, null, ''],
    ]);

    const search = globalSearchResponseSchema.parse(
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/Shipment/globalSearch/${houseBill}`,
          headers: customer.headers,
        })
      ).json(),
    );
    expect(search[0]).toMatchObject({
      event_description: 'Shipment Loaded',
      booked_flag: true,
      departed_flag: false,
      A_loaded: '2026-11-22',
    });

    const tracked = trackResponseSchema.parse(
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/tracking/track?reference=${houseBill}&party=Lone%20Star`,
        })
      ).json(),
    );
    expect(tracked.items[0]?.status).toBe('Shipment Loaded');
    expect(tracked.items[0]?.milestones.map((m) => m.eventCode)).toEqual([25, 1, 12, 13, 112, 4, 5, 11, 6]);
    expect(tracked.items[0]?.milestones[0]?.actualAt).toBe('2026-11-20T09:30:00.000Z');
  });

  it('a delivery reported before the steps between raises every flag; a late earlier step keeps the status', async () => {
    const delivered = await post({
      eventId: 'p-5',
      code: 6,
      actualAt: '2026-11-25T10:00:00Z',
      deliveryException: 'PARTIAL ARRIVAL',
    });
    expect(delivered.status).toBe('Delivered to Consignee');
    const late = await post({ eventId: 'p-6', code: 4, actualAt: '2026-11-23T09:00:00Z' });
    expect(late.status).toBe('Delivered to Consignee');
    const [row] = await t.database.db.select().from(shipments).where(eq(shipments.documentNo, houseBill));
    if (!row) throw new Error('the fed shipment is gone');
    expect(row).toMatchObject({
      eventDescription: 'Delivered to Consignee',
      lastEventCode: 6,
      bookedFlag: true,
      departedFlag: true,
      arrivedFlag: true,
      customsClearedFlag: true,
      deliveredFlag: true,
      deliveryException: 'PARTIAL ARRIVAL',
    });
    expect(deriveShipmentProgress(row).progress).toMatchObject({ key: 'partiallyArrived', percent: 100 });
  });
});
