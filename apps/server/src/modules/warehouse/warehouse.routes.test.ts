import {
  listInventoryResponseSchema,
  listOrdersResponseSchema,
  wmsDashboardSchema,
} from '@connect/contracts/warehouse/warehouse.schemas';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { chooseLocale } from '../../../test/builders/identity';
import {
  t,
  customer,
  viewer,
  limited,
  employee,
  items,
  gcmedsOrderId,
  call,
  lscomp,
  inboundInput,
  create,
  expectLedgerMatchesBalances,
  useWarehouseRoutesApp,
} from './warehouse-routes.fixture';

useWarehouseRoutesApp();

describe('warehouse: reading', () => {
  it('seeded demo stock agrees with its ledger, and the dashboard sums the balances', async () => {
    await expectLedgerMatchesBalances();
    const res = await call('GET', '/api/wms/dashboard', customer);
    expect(res.statusCode, res.body).toBe(200);
    const dash = wmsDashboardSchema.parse(res.json());
    expect(dash.totals.items).toBe(8);
    expect(dash.totals.available).toBe(dash.totals.onHand - dash.totals.allocated);
    for (const status of ['INBOUND', 'RECEIVED', 'CONFIRMED', 'VOID'])
      expect(dash.orders.inbound[status]).toBeGreaterThan(0);
    for (const status of ['OUTBOUND', 'ALLOCATED', 'CONFIRMED', 'VOID'])
      expect(dash.orders.outbound[status]).toBeGreaterThan(0);
  });

  it("lists only the selected company's inventory; staff see every company's", async () => {
    const mine = listInventoryResponseSchema.parse(
      (await call('GET', '/api/wms/inventory?pageSize=100', customer)).json(),
    );
    expect(mine.total).toBe(8);
    expect(new Set(mine.items.map((i) => i.companyCode))).toEqual(new Set(['LSCOMP']));
    for (const row of mine.items) expect(row.available).toBe(row.onHand - row.allocated);
    const all = listInventoryResponseSchema.parse(
      (await call('GET', '/api/wms/inventory?pageSize=100', employee)).json(),
    );
    expect(new Set(all.items.map((i) => i.companyCode))).toEqual(new Set(['LSCOMP', 'GCMEDS', 'PRELEC']));
    const searched = listInventoryResponseSchema.parse(
      (await call('GET', '/api/wms/inventory?q=thermocouple', customer)).json(),
    );
    expect(searched.items.map((i) => i.sku)).toEqual(['LSC-TC-K100']);
    const sortedRes = await call('GET', '/api/wms/inventory?sort=available%3Ddesc&pageSize=100', customer);
    expect(sortedRes.statusCode, sortedRes.body).toBe(200);
    const sorted = listInventoryResponseSchema.parse(sortedRes.json());
    const avail = sorted.items.map((i) => i.available);
    expect(avail).toEqual([...avail].sort((a, b) => b - a));
  });

  it('totals the rows it lists, with and without a stock filter, in SKU order; a deleted item is in neither (decision 103)', async () => {
    const list = async (query: string) => {
      const res = await call('GET', `/api/wms/inventory?pageSize=100${query}`, customer);
      expect(res.statusCode, res.body).toBe(200);
      return listInventoryResponseSchema.parse(res.json());
    };
    const inStock = `&filter=${encodeURIComponent(JSON.stringify([{ field: 'onHand', operator: 'gte', value: 1 }]))}`;
    const key = (i: { sku: string; warehouseId: string }) => `${i.sku} ${i.warehouseId}`;
    const all = await list('');
    expect(all.total).toBe(all.items.length);
    expect(all.items.map(key)).toEqual((await list('&sort=sku%3Dasc')).items.map(key));
    const stocked = await list(inStock);
    expect(stocked.total).toBe(stocked.items.length);
    expect(stocked.items.map(key)).toEqual(all.items.filter((i) => i.onHand >= 1).map(key));
    expect(stocked.total).toBeGreaterThan(0);

    const gone = stocked.items[0];
    if (!gone) throw new Error('no stocked row');
    await t.database.db.execute(sql`update warehouse_items set deleted_at = now() where id = ${gone.itemId}`);
    try {
      const left = await list('');
      expect(left.items.map(key)).toEqual(all.items.filter((i) => i.itemId !== gone.itemId).map(key));
      expect(left.total).toBe(left.items.length);
      const leftStocked = await list(inStock);
      expect(leftStocked.items.map(key)).toEqual(stocked.items.filter((i) => i.itemId !== gone.itemId).map(key));
      expect(leftStocked.total).toBe(leftStocked.items.length);
      const paged = await call('GET', '/api/wms/inventory?pageSize=2&pageNumber=2', customer);
      const second = listInventoryResponseSchema.parse(paged.json());
      expect(second.total).toBe(left.total);
      expect(second.items.map(key)).toEqual(left.items.slice(2, 4).map(key));
    } finally {
      await t.database.db.execute(sql`update warehouse_items set deleted_at = null where id = ${gone.itemId}`);
    }
  });

  it('refuses the area without the wms permission (403) and unknown query fields (400)', async () => {
    expect((await call('GET', '/api/wms/inventory', limited)).statusCode).toBe(403);
    expect((await call('GET', '/api/wms/dashboard', limited)).statusCode).toBe(403);
    expect((await call('GET', '/api/wms/inventory?companyId=x', customer)).statusCode).toBe(400);
    expect((await call('GET', '/api/wms/orders?direction=SIDEWAYS', customer)).statusCode).toBe(400);
  });

  it("answers 404 for another company's, an unselected company's, a deleted and a missing id", async () => {
    const gcmItem = items.find((i) => i.company === 'GCMEDS')?.id ?? '';
    // Jordan belongs to GCMEDS but has LSCOMP selected: GCMEDS's records are out of reach like a stranger's.
    for (const who of [customer, viewer]) {
      expect((await call('GET', `/api/wms/orders/${gcmedsOrderId}`, who)).statusCode).toBe(404);
      expect((await call('GET', `/api/wms/inventory/${gcmItem}`, who)).statusCode).toBe(404);
      expect((await call('GET', `/api/wms/inventory/${gcmItem}/movements`, who)).statusCode).toBe(404);
      expect((await call('GET', `/api/wms/inventory/${gcmItem}/orders?basis=allocated`, who)).statusCode).toBe(404);
      expect(
        (await call('POST', `/api/wms/orders/${gcmedsOrderId}/void`, who, { reason: 'not mine' })).statusCode,
      ).not.toBe(200);
    }
    expect((await call('POST', `/api/wms/orders/${gcmedsOrderId}/void`, customer, { reason: 'x' })).statusCode).toBe(
      404,
    );
    expect((await call('GET', '/api/wms/orders/00000000-0000-4000-8000-000000000000', customer)).statusCode).toBe(404);
    expect((await call('GET', '/api/wms/orders/not-a-uuid', customer)).statusCode).toBe(400);
    const { order } = await create('inbound', inboundInput());
    await t.database.db.execute(sql`update warehouse_orders set deleted_at = now() where id = ${order.orderId}`);
    expect((await call('GET', `/api/wms/orders/${order.orderId}`, customer)).statusCode).toBe(404);
    expect((await call('PUT', `/api/wms/inbound-orders/${order.orderId}`, customer, inboundInput())).statusCode).toBe(
      404,
    );
    expect((await call('GET', `/api/wms/orders/${gcmedsOrderId}`, employee)).statusCode).toBe(200);
  });

  it('lists inbound and outbound orders apart, filtered by status', async () => {
    const res = await call('GET', '/api/wms/orders?direction=OUTBOUND&status=ALLOCATED', customer);
    expect(res.statusCode, res.body).toBe(200);
    const list = listOrdersResponseSchema.parse(res.json());
    expect(list.total).toBeGreaterThan(0);
    for (const o of list.items) {
      expect(o.direction).toBe('OUTBOUND');
      expect(o.status).toBe('ALLOCATED');
      expect(o.companyCode).toBe('LSCOMP');
    }
  });

  it('exports the inventory with formula cells escaped', async () => {
    await t.database.db.execute(
      sql`update warehouse_items set description = '=HYPERLINK("http://evil")' where id = ${lscomp('LSC-ENC-IP67')}`,
    );
    const res = await call('GET', '/api/wms/inventory/export?format=csv&columns=sku,description,available', customer);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/csv/);
    expect(res.body).toContain("'=HYPERLINK");
    expect(res.body).not.toMatch(/(^|,)"?=HYPERLINK/m);
  });

  it("words the low-stock flag in its reader's language, as the headings", async () => {
    const rows = async () =>
      (await call('GET', '/api/wms/inventory/export?format=csv&columns=sku,lowStock', customer)).body
        .replace(/^\uFEFF/, '')
        .trim()
        .split(/\r?\n/);
    // One item below its threshold, so both words are in the file.
    await t.database.db.execute(
      sql`update warehouse_items set low_stock_threshold = 1000000000 where id = ${lscomp('LSC-ENC-IP67')}`,
    );
    const english = await rows();
    expect(english.length).toBeGreaterThan(2);
    expect(new Set(english.slice(1).map((line) => line.split(',').at(-1)))).toEqual(new Set(['Yes', 'No']));
    await chooseLocale(t.app, customer, 'pt-BR');
    try {
      const portuguese = await rows();
      expect(portuguese.slice(1).map((line) => line.split(',').at(-1))).toEqual(
        english.slice(1).map((line) => (line.endsWith(',Yes') ? 'Sim' : 'Não')),
      );
    } finally {
      await chooseLocale(t.app, customer, 'en-US');
    }
  });
});
