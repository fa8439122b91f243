import { globalSearchResponseSchema, shipmentDetailSchema } from '@connect/contracts/shipments/shipments.schemas';
import {
  createIntegrationKeyResponseSchema,
  integrationKeysResponseSchema,
  postShipmentEventResponseSchema,
  upsertShipmentResponseSchema,
} from '@connect/contracts/shipments/shipments-feed.schemas';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createIntegrationKey, demo, signIn, type SignedIn } from '../../../test/auth-helpers';
import { startSmtpSink } from '../../../test/smtp-sink';
import { queryRows } from '../../../test/query-rows';
import { createTestApp, type TestApp } from '../../../test/test-app';

let sink: Awaited<ReturnType<typeof startSmtpSink>>;
let t: TestApp;
let admin: SignedIn;
let customer: SignedIn;
let key: string;

beforeAll(async () => {
  sink = await startSmtpSink();
  t = await createTestApp({ env: { SMTP_URL: sink.url } });
  admin = await signIn(t.app, demo.admin);
  customer = await signIn(t.app, demo.customer, undefined, '10.0.0.2');
  key = await createIntegrationKey(t.app, admin, 'CargoWise feed');
});
afterAll(async () => {
  await t.close();
  await sink.close();
});

const houseBill = 'MGLA-TEST-0001';
const shipmentBody = {
  companyCode: 'LSCOMP',
  masterBill: '176-12345675',
  mode: 'AIR',
  origin: { code: 'PVG', name: 'Shanghai', country: 'CN', lat: 31.1434, lon: 121.8052 },
  destination: { code: 'DFW', name: 'Dallas', country: 'US', lat: 32.8998, lon: -97.0403 },
  carrier: { code: 'EK', name: 'Emirates SkyCargo' },
  flightNo: 'EK9901',
  shipper: { name: 'Shenzhen Huaxin Electronics Co., Ltd.', address: 'Shenzhen, CN' },
  consignee: { name: 'Lone Star Components LLC', address: 'Dallas, TX, US' },
  pieces: 12,
  grossWeightKg: 480.5,
  chargeableWeightKg: 612,
  commodity: 'Printed circuit assemblies',
  billDate: '2026-11-20',
  etd: '2026-11-22T08:00:00Z',
  eta: '2026-11-24T14:00:00Z',
  references: [{ type: 'PO', value: 'PO-778812' }],
};

const feed = (method: 'PUT' | 'POST', url: string, payload: unknown, apiKey: string | null = key) =>
  t.app.inject({ method, url, payload: payload as object, headers: apiKey ? { 'x-api-key': apiKey } : {} });

describe('integration keys', () => {
  it('are listed without the key itself, and only a hash is stored', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/integration-keys', headers: admin.headers });
    const keys = integrationKeysResponseSchema.parse(res.json());
    expect(keys[0]?.name).toBe('CargoWise feed');
    expect(res.body).not.toContain(key);
    const dump = await t.database.db.execute(sql`select * from integration_keys`);
    expect(JSON.stringify(dump)).not.toContain(key);
  });

  it('refuse a missing, malformed, wrong or revoked key with 401', async () => {
    expect((await feed('PUT', `/api/integration/shipments/${houseBill}`, shipmentBody, null)).statusCode).toBe(401);
    expect((await feed('PUT', `/api/integration/shipments/${houseBill}`, shipmentBody, 'nope')).statusCode).toBe(401);
    const wrong = `ck_live_${'A'.repeat(43)}`;
    expect((await feed('PUT', `/api/integration/shipments/${houseBill}`, shipmentBody, wrong)).statusCode).toBe(401);
    const created = createIntegrationKeyResponseSchema.parse(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/admin/integration-keys',
          headers: admin.headers,
          payload: { name: 'old feed' },
        })
      ).json(),
    );
    expect((await feed('PUT', '/api/integration/shipments/MGLA-REVOKE-1', shipmentBody, created.key)).statusCode).toBe(
      200,
    );
    const revoke = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/integration-keys/${created.id}`,
      headers: admin.headers,
    });
    expect(revoke.statusCode).toBe(200);
    expect((await feed('PUT', '/api/integration/shipments/MGLA-REVOKE-1', shipmentBody, created.key)).statusCode).toBe(
      401,
    );
  });

  it('cannot be managed by a customer', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/integration-keys',
      headers: customer.headers,
      payload: { name: 'mine' },
    });
    expect(res.statusCode).toBe(403);
  });
});

describe('PUT /api/integration/shipments/{houseBill}', () => {
  it('creates, then updates the same shipment', async () => {
    const first = await feed('PUT', `/api/integration/shipments/${houseBill}`, shipmentBody);
    expect(first.statusCode, first.body).toBe(200);
    const created = upsertShipmentResponseSchema.parse(first.json());
    expect(created.created).toBe(true);
    const second = upsertShipmentResponseSchema.parse(
      (await feed('PUT', `/api/integration/shipments/${houseBill}`, { ...shipmentBody, pieces: 14 })).json(),
    );
    expect(second).toEqual({ id: created.id, created: false });
    const detail = shipmentDetailSchema.parse(
      (await t.app.inject({ method: 'GET', url: `/api/shipments/${created.id}`, headers: customer.headers })).json(),
    );
    expect(detail.pieces).toBe(14);
    expect(detail.references).toEqual([{ type: 'PO', value: 'PO-778812' }]);
    expect(detail.emissions?.co2eKg).toBeGreaterThan(0);
  });

  it("adds a new party's name to the search, so a misspelling of it finds the shipment", async () => {
    const res = await feed('PUT', '/api/integration/shipments/MGLA-TEST-NAMES', {
      ...shipmentBody,
      consignee: { name: 'Quillfeather Orthotics Inc.', address: 'Austin, TX, US' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const { id } = upsertShipmentResponseSchema.parse(res.json());
    const search = await t.app.inject({
      method: 'GET',
      url: '/api/Shipment/globalSearch/quilfeather',
      headers: customer.headers,
    });
    expect(search.statusCode).toBe(200);
    expect(globalSearchResponseSchema.parse(search.json()).map((r) => [r.id, r.matched_on])).toEqual([
      [id, 'similarName'],
    ]);
  });

  it('rejects unknown fields, a bad company and a house bill of another company', async () => {
    const extra = await feed('PUT', `/api/integration/shipments/${houseBill}`, {
      ...shipmentBody,
      status: 'Delivered',
    });
    expect(extra.statusCode).toBe(400);
    const company = await feed('PUT', '/api/integration/shipments/MGLA-TEST-0002', {
      ...shipmentBody,
      companyCode: 'NOPE',
    });
    expect(company.statusCode).toBe(400);
    expect(company.body).toContain('No company has this code');
    const moved = await feed('PUT', `/api/integration/shipments/${houseBill}`, {
      ...shipmentBody,
      companyCode: 'SERRAZ',
    });
    expect(moved.statusCode).toBe(409);
    const badBill = await feed('PUT', '/api/integration/shipments/..%2F..%2Fetc', shipmentBody);
    expect(badBill.statusCode).toBe(400);
  });
});

describe('POST /api/integration/shipments/{houseBill}/events', () => {
  it('moves the shipment, is idempotent on eventId, and notifies the company by e-mail', async () => {
    const before = sink.received.length;
    const event = {
      eventId: 'cw-evt-1001',
      code: 4,
      actualAt: '2026-11-22T09:15:00Z',
      location: { code: 'PVG', name: 'Shanghai' },
    };
    const first = postShipmentEventResponseSchema.parse(
      (await feed('POST', `/api/integration/shipments/${houseBill}/events`, event)).json(),
    );
    expect(first).toMatchObject({ duplicate: false, status: 'Departure from Origin' });
    const again = postShipmentEventResponseSchema.parse(
      (await feed('POST', `/api/integration/shipments/${houseBill}/events`, event)).json(),
    );
    expect(again.duplicate).toBe(true);
    const count = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from shipment_events where source_event_id = 'cw-evt-1001'`,
    );
    expect(count[0]?.n).toBe(1);

    const detail = shipmentDetailSchema.parse(
      (
        await t.app.inject({ method: 'GET', url: `/api/shipments/${first.shipmentId}`, headers: customer.headers })
      ).json(),
    );
    expect(detail.flags.departed_flag).toBe(true);
    expect(detail.dep).toBe('2026-11-22T09:15:00.000Z');
    expect(detail.milestones.map((m) => m.name)).toContain('Departure from Origin');

    await expect.poll(() => sink.received.length).toBeGreaterThan(before);
    const mail = sink.received.find((m) => m.to.includes(demo.customer) && m.subject.includes(houseBill));
    expect(mail?.subject).toContain('Departure from Origin');
  });

  it('does not mail a user who turned shipment notifications off', async () => {
    const off = await t.app.inject({
      method: 'POST',
      url: '/api/shipment/notify/status',
      headers: customer.headers,
      payload: { status: false },
    });
    expect(off.statusCode).toBe(200);
    expect(off.json()).toMatchObject({ status: false, companyCode: 'LSCOMP' });
    const before = sink.received.filter((m) => m.to.includes(demo.customer)).length;
    const res = await feed('POST', `/api/integration/shipments/${houseBill}/events`, {
      eventId: 'cw-evt-1002',
      code: 5,
      actualAt: '2026-11-23T06:00:00Z',
    });
    expect(res.statusCode).toBe(200);
    // Give a mail that should not come the time it would take.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(sink.received.filter((m) => m.to.includes(demo.customer)).length).toBe(before);
    await t.app.inject({
      method: 'POST',
      url: '/api/shipment/notify/status',
      headers: customer.headers,
      payload: { status: true },
    });
  });

  it('rejects an unknown code, an event without a date and an unknown house bill', async () => {
    const unknownCode = await feed('POST', `/api/integration/shipments/${houseBill}/events`, {
      eventId: 'x1',
      code: 9999,
      actualAt: '2026-11-23T06:00:00Z',
    });
    expect(unknownCode.statusCode).toBe(400);
    const noDate = await feed('POST', `/api/integration/shipments/${houseBill}/events`, { eventId: 'x2', code: 6 });
    expect(noDate.statusCode).toBe(400);
    expect(noDate.body).toContain('An event needs estimatedAt or actualAt');
    const missing = await feed('POST', '/api/integration/shipments/MGLA-NOPE-9/events', {
      eventId: 'x3',
      code: 6,
      actualAt: '2026-11-23T06:00:00Z',
    });
    expect(missing.statusCode).toBe(404);
  });
});
