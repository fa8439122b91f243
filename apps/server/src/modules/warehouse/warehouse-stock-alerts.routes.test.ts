import type { OutboundOrderInput } from '@connect/contracts/warehouse/warehouse.schemas';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PushMessage } from '../../context';
import { demo, signIn, type SignedIn } from '../../../test/auth-helpers';
import { queryRows } from '../../../test/query-rows';
import { createTestApp, type TestApp } from '../../../test/test-app';

// Low-stock notices (decision 063): told once per crossing to or below an item's threshold, re-armed above it,
// per each user's preference (1001 Order Allocated) and time zone, never to another company's users.
let t: TestApp;
let dana: SignedIn; // LSCOMP, every permission, America/Chicago
let jordan: SignedIn; // company group; given wms on LSCOMP here, Asia/Tokyo
let marco: SignedIn; // SERRAZ only; given wms there
let staff: SignedIn;
const pushes: { userId: string; message: PushMessage }[] = [];
let item = { id: '', sku: '', threshold: 0 };
let dfwId = '';
let shipTo = '';

beforeAll(async () => {
  t = await createTestApp();
  await t.database.db.execute(sql`update memberships set permissions = array_append(permissions, 'wms')
    where (user_id = (select id from users where email = ${demo.group})
           and company_id = (select id from companies where code = 'LSCOMP'))
       or (user_id = (select id from users where email = ${demo.limited})
           and company_id = (select id from companies where code = 'SERRAZ'))`);
  await t.database.db.execute(sql`update users set time_zone = 'Asia/Tokyo' where email = ${demo.group}`);
  await t.database.db.execute(sql`update users set time_zone = 'America/Chicago' where email = ${demo.customer}`);
  [dana, jordan, marco, staff] = await Promise.all([
    signIn(t.app, demo.customer),
    signIn(t.app, demo.group, undefined, '10.0.0.2'),
    signIn(t.app, demo.limited, undefined, '10.0.0.3'),
    signIn(t.app, demo.employee, undefined, '10.0.0.4'),
  ]);
  const [wh] = await queryRows<{ id: string }>(t.database.db, sql`select id from warehouses where code = 'MGL-DFW'`);
  dfwId = wh?.id ?? '';
  const [row] = await queryRows<{ id: string; sku: string; threshold: number }>(
    t.database.db,
    sql`select i.id, i.sku, i.low_stock_threshold as threshold from warehouse_items i
        join companies c on c.id = i.company_id
        join inventory_balances b on b.item_id = i.id and b.warehouse_id = ${dfwId}
        where c.code = 'LSCOMP' and i.low_stock_threshold between 10 and 200 and i.deleted_at is null
        order by i.sku limit 1`,
  );
  item = { id: row?.id ?? '', sku: row?.sku ?? '', threshold: Number(row?.threshold ?? 0) };
  const [address] = await queryRows<{ id: string }>(
    t.database.db,
    sql`select a.id from addresses a join companies c on c.id = a.company_id
        where c.code = 'LSCOMP' and a.deleted_at is null limit 1`,
  );
  shipTo = address?.id ?? '';
  const send = t.app.realtime.sendToUser;
  t.app.realtime.sendToUser = (userId, message) => {
    pushes.push({ userId, message: message as PushMessage });
    send(userId, message);
  };
});
afterAll(async () => t.close());

const userId = (who: SignedIn) => who.session.user.userId;
const lowPushesTo = (who: SignedIn) =>
  pushes.filter((p) => p.userId === userId(who) && p.message.type === 'warehouse-low-stock');
const lowMailsTo = async (email: string) =>
  queryRows<{ subject: string; body: string }>(
    t.database.db,
    sql`select subject, text_body as body from mail_outbox where to_address = ${email}
        and subject like ${`%Low stock: ${item.sku}%`} order by created_at`,
  );

async function available(): Promise<number> {
  const res = await t.app.inject({ method: 'GET', url: `/api/wms/inventory/${item.id}`, headers: dana.headers });
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json() as { balances: { warehouse: { warehouseId: string }; available: number }[] };
  return body.balances.find((b) => b.warehouse.warehouseId === dfwId)?.available ?? 0;
}

/** Staff adjust so DFW's available becomes `target`. */
async function setAvailable(target: number) {
  const quantity = target - (await available());
  if (quantity === 0) return;
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/wms/inventory/${item.id}/adjust`,
    headers: staff.headers,
    payload: { warehouseId: dfwId, quantity, reason: 'Cycle count' },
  });
  expect(res.statusCode, res.body).toBe(200);
  expect(await available()).toBe(target);
}

let seq = 0;
const outbound = (quantity: number): OutboundOrderInput => ({
  warehouseId: dfwId,
  fileNumber: `LOW-${process.pid % 1000}-${++seq}`,
  referenceNo: `SO-LOW-${seq}`,
  shipToAddressId: shipTo,
  requestedDate: new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10),
  serviceLevel: 'STD',
  notes: '',
  lines: [{ itemId: item.id, quantity }],
});
async function order(quantity: number) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/wms/outbound-orders',
    headers: dana.headers,
    payload: outbound(quantity),
  });
  expect(res.statusCode, res.body).toBe(201);
  const body = res.json() as { order: { orderId: string; status: string } };
  expect(body.order.status).toBe('ALLOCATED');
  return body.order.orderId;
}

describe('low-stock notices', () => {
  it('tells a crossing once by e-mail and realtime, in each user’s zone, per preference, not other companies', async () => {
    expect(item.id).not.toBe('');
    // Jordan keeps WMS notices in the portal only.
    const pref = await t.app.inject({
      method: 'POST',
      url: '/api/customer/user/eventNotifications',
      headers: jordan.headers,
      payload: [
        {
          eventTypeId: 1001,
          moduleId: 'wms',
          companyCode: 'LSCOMP',
          flag: true,
          emailEnabled: false,
          portalEnabled: true,
          frequency: 'immediate',
        },
      ],
    });
    expect(pref.statusCode, pref.body).toBe(200);
    await setAvailable(item.threshold + 5);
    expect(await lowMailsTo(demo.customer)).toHaveLength(0);
    expect(lowPushesTo(dana)).toHaveLength(0);

    await order(4); // threshold + 1: still above
    expect(await lowMailsTo(demo.customer)).toHaveLength(0);
    await order(1); // exactly the threshold: the crossing
    const mails = await lowMailsTo(demo.customer);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.body).toContain(`${item.threshold} available, at or below the threshold of ${item.threshold}`);
    expect(mails[0]?.body).toContain('(America/Chicago)');
    expect(mails[0]?.body).toContain(`/wms/inventory-detail?id=${item.id}`);
    expect(lowPushesTo(dana)).toHaveLength(1);
    expect(lowPushesTo(dana)[0]?.message.data).toMatchObject({ itemId: item.id, available: item.threshold });
    // Jordan: realtime only, his own zone.
    expect(await lowMailsTo(demo.group)).toHaveLength(0);
    expect(lowPushesTo(jordan)).toHaveLength(1);
    expect(lowPushesTo(jordan)[0]?.message.body).toContain('(Asia/Tokyo)');
    // Marco has WMS at SERRAZ only: never told of LSCOMP's stock.
    expect(lowPushesTo(marco)).toHaveLength(0);
    expect(await lowMailsTo(demo.limited)).toHaveLength(0);

    // Further drops below the threshold are no new crossing.
    await order(2);
    await setAvailable(1);
    expect(await lowMailsTo(demo.customer)).toHaveLength(1);
    expect(lowPushesTo(dana)).toHaveLength(1);
  });

  it('re-arms when stock is back above the threshold (receipt, release or count), then tells the next crossing', async () => {
    await setAvailable(item.threshold + 3);
    expect(await lowMailsTo(demo.customer)).toHaveLength(1);
    const id = await order(3); // down to the threshold again
    expect(await lowMailsTo(demo.customer)).toHaveLength(2);
    // Voiding gives the 3 back (above again), a new order takes them (a crossing again).
    const voided = await t.app.inject({
      method: 'POST',
      url: `/api/wms/orders/${id}/void`,
      headers: dana.headers,
      payload: { reason: 'Customer cancelled' },
    });
    expect(voided.statusCode, voided.body).toBe(200);
    expect(await available()).toBe(item.threshold + 3);
    expect(await lowMailsTo(demo.customer)).toHaveLength(2);
    await order(3);
    expect(await lowMailsTo(demo.customer)).toHaveLength(3);
    expect(lowPushesTo(dana)).toHaveLength(3);
  });

  it('tells nobody who turned the event off, and a race of two orders over the line tells once', async () => {
    const off = await t.app.inject({
      method: 'POST',
      url: '/api/customer/user/eventNotifications',
      headers: jordan.headers,
      payload: [{ eventTypeId: 1001, moduleId: 'wms', companyCode: 'LSCOMP', flag: false }],
    });
    expect(off.statusCode, off.body).toBe(200);
    const jordanBefore = lowPushesTo(jordan).length;
    await setAvailable(item.threshold + 2);
    const danaMails = (await lowMailsTo(demo.customer)).length;
    await Promise.all([order(1), order(1), order(1)]);
    expect(await available()).toBe(item.threshold - 1);
    expect(await lowMailsTo(demo.customer)).toHaveLength(danaMails + 1);
    expect(lowPushesTo(jordan)).toHaveLength(jordanBefore);
    const [mark] = await queryRows<{ alerted: boolean }>(
      t.database.db,
      sql`select low_stock_alerted as alerted from inventory_balances
          where item_id = ${item.id} and warehouse_id = ${dfwId}`,
    );
    expect(mark?.alerted).toBe(true);
  });
});

describe('run-out projection (GET wms/inventory/:itemId/projection)', () => {
  const chicagoDay = (at: Date) =>
    new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Chicago', year: 'numeric', month: '2-digit', day: '2-digit' })
      .format(at)
      .slice(0, 10);
  const dayPlus = (days: number) => chicagoDay(new Date(Date.now() + days * 86_400_000));
  type Projection = {
    timeZone: string;
    today: string;
    warehouses: {
      warehouseId: string;
      available: number;
      requested: number;
      incoming: number;
      warning: {
        runsOutOn: string;
        orderRef: string;
        shortBy: number;
        nextArrival: { date: string; ref: string; quantity: number } | null;
      } | null;
    }[];
  };
  const projection = async (itemId: string, who = dana) => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/wms/inventory/${itemId}/projection`,
      headers: who.headers,
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as Projection;
    return { ...body, dfw: body.warehouses.find((w) => w.warehouseId === dfwId) };
  };
  const post = async (url: string, payload: object, status = 201) => {
    const res = await t.app.inject({ method: 'POST', url, headers: dana.headers, payload });
    expect(res.statusCode, res.body).toBe(status);
    return (res.json() as { order: { orderId: string; fileNumber: string; status: string } }).order;
  };

  it('warns when the unallocated orders take the stock before the inbound goods arrive (the shipment’s ETA)', async () => {
    // An LSCOMP item with stock at DFW and no open orders of its own.
    const [row] = await queryRows<{ id: string }>(
      t.database.db,
      sql`select i.id from warehouse_items i join companies c on c.id = i.company_id
          join inventory_balances b on b.item_id = i.id and b.warehouse_id = ${dfwId}
          where c.code = 'LSCOMP' and i.id <> ${item.id} and b.on_hand - b.allocated > 0
            and not exists (select 1 from warehouse_order_lines l join warehouse_orders o on o.id = l.order_id
                            where l.item_id = i.id and o.status in ('INBOUND', 'OUTBOUND'))
          order by i.sku limit 1`,
    );
    const itemId = row?.id ?? '';
    expect(itemId).not.toBe('');
    const before = await projection(itemId);
    expect(before.timeZone).toBe('America/Chicago');
    expect(before.today).toBe(chicagoDay(new Date()));
    expect(before.dfw?.warning).toBeNull();
    const available = before.dfw?.available ?? 0;

    // An order for more than there is stays OUTBOUND (not allocated) and is the demand on its requested date.
    const out = await post('/api/wms/outbound-orders', {
      ...outbound(available + 15),
      requestedDate: dayPlus(5),
      lines: [{ itemId, quantity: available + 15 }],
    });
    expect(out.status).toBe('OUTBOUND');
    const noArrival = await projection(itemId);
    expect(noArrival.dfw?.requested).toBe(available + 15);
    expect(noArrival.dfw?.warning).toEqual({
      runsOutOn: dayPlus(5),
      orderRef: out.fileNumber,
      shortBy: 15,
      nextArrival: null,
    });

    // Goods tied to an in-transit shipment: its ETA (in Chicago's calendar), not the expected date, counts.
    const [ship] = await queryRows<{ document_no: string; eta: string }>(
      t.database.db,
      sql`select s.document_no, s.eta from shipments s join companies c on c.id = s.company_id
          where c.code = 'LSCOMP' and s.eta > now() + interval '6 days' and s.ata is null order by s.eta limit 1`,
    );
    expect(ship).toBeDefined();
    const inbound = await post('/api/wms/inbound-orders', {
      warehouseId: dfwId,
      fileNumber: `INLOW-${process.pid % 1000}-${++seq}`,
      referenceNo: 'PO-LOW',
      supplierName: 'Baumer Sensors GmbH',
      expectedDate: dayPlus(2),
      carrier: '',
      containerNo: '',
      houseBill: ship?.document_no ?? '',
      notes: '',
      lines: [{ itemId, quantity: 100 }],
    });
    const late = await projection(itemId);
    expect(late.dfw?.incoming).toBe(100);
    expect(late.dfw?.warning).toEqual({
      runsOutOn: dayPlus(5),
      orderRef: out.fileNumber,
      shortBy: 15,
      nextArrival: { date: chicagoDay(new Date(ship?.eta ?? '')), ref: inbound.fileNumber, quantity: 100 },
    });

    // Goods arriving before the requested date (an inbound without a shipment, expected in 3 days) cover it.
    await post('/api/wms/inbound-orders', {
      warehouseId: dfwId,
      fileNumber: `INLOW-${process.pid % 1000}-${++seq}`,
      referenceNo: 'PO-LOW-2',
      supplierName: 'Baumer Sensors GmbH',
      expectedDate: dayPlus(3),
      carrier: '',
      containerNo: '',
      houseBill: '',
      notes: '',
      lines: [{ itemId, quantity: 20 }],
    });
    expect((await projection(itemId)).dfw?.warning).toBeNull();
  });

  it('answers 404 for another company’s item, as for a missing one', async () => {
    const [foreign] = await queryRows<{ id: string }>(
      t.database.db,
      sql`select i.id from warehouse_items i join companies c on c.id = i.company_id where c.code = 'GCMEDS' limit 1`,
    );
    for (const id of [foreign?.id ?? '', '00000000-0000-4000-8000-000000000000']) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/wms/inventory/${id}/projection`,
        headers: dana.headers,
      });
      expect(res.statusCode).toBe(404);
    }
  });
});
