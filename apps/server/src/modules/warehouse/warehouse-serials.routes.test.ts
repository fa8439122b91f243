import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createIntegrationKey, demo, signIn } from '../../../test/auth-helpers';
import { queryRows } from '../../../test/query-rows';
import { errorOf } from './warehouse-test-calls';
import {
  call,
  dayFromNow,
  dfwId,
  employee,
  file,
  inbound,
  lotItem,
  lotsOf as lotsSeenBy,
  outbound as createOutbound,
  plainItem,
  serialItem,
  t,
  useTrackedItemsApp,
} from './warehouse-tracking.fixture';

/** Adjustments that name a lot or serials, and the serials an outbound order ships (decision 079). */
useTrackedItemsApp({ fileTag: 'S', reference: 'SER', supplierName: 'Siemens AG' });
let otherWarehouseId = ''; // a warehouse LSCOMP has no account at
beforeAll(async () => {
  const [other] = await queryRows<{ id: string }>(
    t.database.db,
    sql`select w.id from warehouses w where not exists (
          select 1 from warehouse_accounts a join companies c on c.id = a.company_id
           where a.warehouse_id = w.id and c.code = 'LSCOMP') limit 1`,
  );
  otherWarehouseId = other?.id ?? '';
});

/** An outbound order that allocated at once. */
async function outbound(itemId: string, quantity: number) {
  const { order } = await createOutbound(itemId, quantity);
  expect(order.status).toBe('ALLOCATED');
  return order;
}

const adjust = (itemId: string, body: object) =>
  call('POST', `/api/wms/inventory/${itemId}/adjust`, employee, { warehouseId: dfwId, reason: 'cycle count', ...body });

const lotsOf = (itemId: string) => lotsSeenBy(itemId, employee);

const serialsInStock = async () => (await lotsOf(serialItem)).serials.map((s) => s.serialNumber).sort();

async function expectLotsMatchLedger() {
  const rows = await queryRows<{ lot_number: string; on_hand: number; l_on: number }>(
    t.database.db,
    sql`select b.lot_number, b.on_hand,
          coalesce(sum(case m.kind when 'received' then m.quantity when 'shipped' then -m.quantity
                                   when 'adjusted' then m.quantity else 0 end), 0)::int as l_on
        from inventory_lot_balances b
        left join inventory_movements m on m.item_id = b.item_id and m.warehouse_id = b.warehouse_id
          and m.lot_number = b.lot_number
        group by b.item_id, b.warehouse_id, b.lot_number, b.on_hand`,
  );
  expect(rows.length).toBeGreaterThan(0);
  for (const r of rows) expect(Number(r.l_on), r.lot_number).toBe(Number(r.on_hand));
}

describe('adjustments naming a lot or serials; serials shipped (decision 079)', () => {
  it('an adjustment counts a lot: out of a lot, into a new lot with its expiry; refusals name the field', async () => {
    const order = await inbound([{ itemId: lotItem, quantity: 10 }]);
    const received = await call('POST', `/api/wms/inbound-orders/${order.orderId}/receive`, employee, {
      lines: [{ lineId: order.lines[0]?.lineId, receivedQty: 10, lotNumber: 'ADJ-A', expiryDate: dayFromNow(90) }],
    });
    expect(received.statusCode, received.body).toBe(200);

    const out = await adjust(lotItem, { quantity: -3, lotNumber: 'ADJ-A' });
    expect(out.statusCode, out.body).toBe(200);
    const lotA = () => lotsOf(lotItem).then((l) => l.lots.find((x) => x.lotNumber === 'ADJ-A'));
    expect(await lotA()).toMatchObject({ onHand: 7, expiryDate: dayFromNow(90) });
    const [row] = await queryRows<{ lot_number: string; quantity: number; expiry_date: string | null }>(
      t.database.db,
      sql`select lot_number, quantity, expiry_date::text from inventory_movements
          where item_id = ${lotItem} and kind = 'adjusted' order by id desc limit 1`,
    );
    expect(row).toMatchObject({ lot_number: 'ADJ-A', quantity: -3, expiry_date: dayFromNow(90) });

    const cases: [object, number, string, RegExp][] = [
      [{ quantity: -8, lotNumber: 'ADJ-A' }, 409, '', /below zero or below the allocated/],
      [{ quantity: -1, lotNumber: 'ADJ-NONE' }, 400, 'lotNumber', /Lot ADJ-NONE of LSC-FLT-EMI has no stock/],
      [{ quantity: 2, lotNumber: 'ADJ-B' }, 400, 'expiryDate', /give the expiry date of the new lot ADJ-B/],
      [
        { quantity: 2, lotNumber: 'ADJ-A', expiryDate: dayFromNow(91) },
        400,
        'expiryDate',
        new RegExp(`has expiry ${dayFromNow(90)}; a lot has one expiry date`),
      ],
    ];
    for (const [body, status, path, message] of cases) {
      const res = await adjust(lotItem, body);
      expect(res.statusCode, res.body).toBe(status);
      expect(errorOf(res.json()).message).toMatch(message);
      if (path) expect(errorOf(res.json()).details?.fields?.[0]?.path).toBe(path);
    }
    const plain = await adjust(plainItem, { quantity: 1, lotNumber: 'ADJ-A' });
    expect(plain.statusCode).toBe(400);
    expect(errorOf(plain.json()).message).toBe('LSC-TC-K100 is not lot-tracked; leave the lot number empty');

    const into = await adjust(lotItem, { quantity: 2, lotNumber: 'ADJ-B', expiryDate: dayFromNow(30) });
    expect(into.statusCode, into.body).toBe(200);
    expect((await lotsOf(lotItem)).lots.find((l) => l.lotNumber === 'ADJ-B')).toMatchObject({
      onHand: 2,
      expiryDate: dayFromNow(30),
    });
    await expectLotsMatchLedger();
  });

  it('serial-tracked adjustments add or take out the serials they name; serials shipped leave the stock', async () => {
    const order = await inbound([{ itemId: serialItem, quantity: 4 }]);
    const received = await call('POST', `/api/wms/inbound-orders/${order.orderId}/receive`, employee, {
      lines: [{ lineId: order.lines[0]?.lineId, receivedQty: 4, serialNumbers: ['S-1', 'S-2', 'S-3', 'S-4'] }],
    });
    expect(received.statusCode, received.body).toBe(200);

    expect((await adjust(serialItem, { quantity: -1 })).statusCode).toBe(400);
    const gone = await adjust(serialItem, { quantity: -1, serialNumbers: ['S-1'] });
    expect(gone.statusCode, gone.body).toBe(200);
    expect(await serialsInStock()).toEqual(['S-2', 'S-3', 'S-4']);
    const again = await adjust(serialItem, { quantity: -1, serialNumbers: ['S-1'] });
    expect(again.statusCode).toBe(400);
    expect(errorOf(again.json()).message).toBe(
      'Serial number S-1 of LSC-PLC-8IO is given twice or is not in stock at this warehouse',
    );
    const dup = await adjust(serialItem, { quantity: 1, serialNumbers: ['S-2'] });
    expect(dup.statusCode).toBe(400);
    expect(errorOf(dup.json()).details?.fields?.[0]?.path).toBe('serialNumbers');
    expect((await adjust(serialItem, { quantity: 1, serialNumbers: ['S-1'] })).statusCode).toBe(200);
    expect(await serialsInStock()).toEqual(['S-1', 'S-2', 'S-3', 'S-4']);

    // Shipping: one serial per unit, each in stock; the shipped movement records them and they leave the stock.
    const ship = await outbound(serialItem, 2);
    const confirm = (orderId: string, lineId: string | undefined, serialNumbers: string[]) =>
      call('POST', `/api/wms/orders/${orderId}/confirm`, employee, { lines: [{ lineId, serialNumbers }] });
    const noSerials = await call('POST', `/api/wms/orders/${ship.orderId}/confirm`, employee);
    expect(noSerials.statusCode).toBe(400);
    expect(errorOf(noSerials.json()).message).toBe(
      'Line 1: LSC-PLC-8IO is serial-tracked; give one serial number per unit shipped (0 given for 2)',
    );
    expect(errorOf(noSerials.json()).details?.fields?.[0]?.path).toBe('lines.0.serialNumbers');
    const notThere = await confirm(ship.orderId, ship.lines[0]?.lineId, ['S-2', 'S-99']);
    expect(notThere.statusCode).toBe(400);
    expect(errorOf(notThere.json()).message).toMatch(/S-99 of LSC-PLC-8IO is given twice or is not in stock/);
    expect(await serialsInStock()).toEqual(['S-1', 'S-2', 'S-3', 'S-4']);
    const shipped = await confirm(ship.orderId, ship.lines[0]?.lineId, ['S-2', 'S-3']);
    expect(shipped.statusCode, shipped.body).toBe(200);
    expect(await serialsInStock()).toEqual(['S-1', 'S-4']);
    const [row] = await queryRows<{ serial_numbers: string[] }>(
      t.database.db,
      sql`select serial_numbers from inventory_movements where order_id = ${ship.orderId} and kind = 'shipped'`,
    );
    expect([...(row?.serial_numbers ?? [])].sort()).toEqual(['S-2', 'S-3']);
  });

  it('two shipments racing on the same serial: one ships, the other is refused on its field', async () => {
    const [a, b] = [await outbound(serialItem, 1), await outbound(serialItem, 1)];
    const answers = await Promise.all(
      [a, b].map((o) =>
        call('POST', `/api/wms/orders/${o.orderId}/confirm`, employee, {
          lines: [{ lineId: o.lines[0]?.lineId, serialNumbers: ['S-4'] }],
        }),
      ),
    );
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 400]);
    expect(errorOf(answers.find((r) => r.statusCode === 400)?.json()).details?.fields?.[0]?.path).toBe(
      'lines.0.serialNumbers',
    );
    expect(await serialsInStock()).toEqual(['S-1']);
  });

  it('the feed adjusts a lot and ships serials by line number', async () => {
    const admin = await signIn(t.app, demo.admin, undefined, '10.0.0.9');
    const apiKey = await createIntegrationKey(t.app, admin, 'WMS feed serials');
    const post = (payload: object) =>
      t.app.inject({
        method: 'POST',
        url: '/api/integration/warehouse/events',
        headers: { 'x-api-key': apiKey },
        payload,
      });
    const adjusted = await post({
      eventId: `adj-${file('E')}`,
      kind: 'adjusted',
      companyCode: 'LSCOMP',
      warehouseCode: 'MGL-DFW',
      sku: 'LSC-FLT-EMI',
      quantity: -1,
      reason: 'damaged',
      lotNumber: 'ADJ-B',
    });
    expect(adjusted.statusCode, adjusted.body).toBe(200);
    expect((await lotsOf(lotItem)).lots.find((l) => l.lotNumber === 'ADJ-B')?.onHand).toBe(1);
    const order = await outbound(serialItem, 1);
    const confirmed = await post({
      eventId: `conf-${file('E')}`,
      kind: 'confirmed',
      companyCode: 'LSCOMP',
      direction: 'OUTBOUND',
      fileNumber: order.fileNumber,
      lines: [{ lineNo: 1, serialNumbers: ['S-1'] }],
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(await serialsInStock()).toEqual([]);
    await expectLotsMatchLedger();
  });

  it("an adjustment at a warehouse the item's company does not use, or of a missing item, is 404", async () => {
    expect(otherWarehouseId).not.toBe('');
    const foreign = await call('POST', `/api/wms/inventory/${lotItem}/adjust`, employee, {
      warehouseId: otherWarehouseId,
      quantity: 1,
      reason: 'count',
      lotNumber: 'ADJ-A',
    });
    expect(foreign.statusCode).toBe(404);
    const missing = await call('POST', '/api/wms/inventory/00000000-0000-4000-8000-000000000000/adjust', employee, {
      warehouseId: dfwId,
      quantity: 1,
      reason: 'count',
    });
    expect(missing.statusCode).toBe(404);
    const extra = await adjust(lotItem, { quantity: 1, lotNumber: 'ADJ-A', lotId: 'x' });
    expect(extra.statusCode).toBe(400);
  });
});
