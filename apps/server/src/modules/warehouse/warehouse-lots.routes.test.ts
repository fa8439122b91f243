import {
  listMovementsResponseSchema,
  warehouseFeedResponseSchema,
  type SaveOrderResponse,
} from '@connect/contracts/warehouse/warehouse.schemas';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createIntegrationKey, demo, signIn } from '../../../test/auth-helpers';
import { queryRows } from '../../../test/query-rows';
import { errorOf } from './warehouse-test-calls';
import {
  call,
  customer,
  dayFromNow,
  employee,
  inbound,
  itemIdOf,
  lotItem,
  lotsOf,
  outbound,
  plainItem,
  serialItem,
  t,
  useTrackedItemsApp,
} from './warehouse-tracking.fixture';

/** Lots, expiry and serials (decision 073): receipts with lots, FEFO allocation, the receipt checks, the scope. */
useTrackedItemsApp({ fileTag: 'L', reference: 'LOTS', supplierName: 'Schaffner EMV AG' });
let gcmedsItem = ''; // GCM-SYR-10ML: another company's item with demo lots
beforeAll(() => {
  gcmedsItem = itemIdOf('GCM-SYR-10ML');
});

const receive = (orderId: string, lines: unknown[]) =>
  call('POST', `/api/wms/inbound-orders/${orderId}/receive`, employee, { lines });

const countRows = async (query: ReturnType<typeof sql>) =>
  Number((await queryRows<{ n: number }>(t.database.db, query))[0]?.n ?? 0);

/** Every lot balance equals its ledger: received − shipped on hand, allocated − released − shipped allocated. */
async function expectLotsMatchLedger() {
  const rows = await queryRows<{ lot_number: string; on_hand: number; allocated: number; l_on: number; l_al: number }>(
    t.database.db,
    sql`select b.lot_number, b.on_hand, b.allocated,
          coalesce(sum(case m.kind when 'received' then m.quantity when 'shipped' then -m.quantity
                                   when 'adjusted' then m.quantity else 0 end), 0)::int as l_on,
          coalesce(sum(case m.kind when 'allocated' then m.quantity when 'released' then -m.quantity
                                   when 'shipped' then -m.quantity else 0 end), 0)::int as l_al
        from inventory_lot_balances b
        left join inventory_movements m on m.item_id = b.item_id and m.warehouse_id = b.warehouse_id
          and m.lot_number = b.lot_number
        group by b.item_id, b.warehouse_id, b.lot_number, b.on_hand, b.allocated`,
  );
  expect(rows.length).toBeGreaterThan(0);
  for (const r of rows) {
    expect(Number(r.l_on), r.lot_number).toBe(Number(r.on_hand));
    expect(Number(r.l_al), r.lot_number).toBe(Number(r.allocated));
  }
}

describe('warehouse lots and serials', () => {
  it('receives lots with their expiry into the ledger; FEFO takes the earliest expiry, never an expired lot', async () => {
    const order = await inbound([
      { itemId: lotItem, quantity: 10 },
      { itemId: lotItem, quantity: 10 },
      { itemId: lotItem, quantity: 10 },
    ]);
    const [l1, l2, l3] = order.lines;
    const res = await receive(order.orderId, [
      { lineId: l1?.lineId, receivedQty: 10, lotNumber: 'EMI-LATE', expiryDate: dayFromNow(400) },
      { lineId: l2?.lineId, receivedQty: 10, lotNumber: 'EMI-SOON', expiryDate: dayFromNow(10) },
      { lineId: l3?.lineId, receivedQty: 10, lotNumber: 'EMI-GONE', expiryDate: dayFromNow(-1) },
    ]);
    expect(res.statusCode, res.body).toBe(200);

    const before = await lotsOf(lotItem);
    const byLot = new Map(before.lots.map((l) => [l.lotNumber, l]));
    expect(byLot.get('EMI-SOON')).toMatchObject({ onHand: 10, available: 10, expiryState: 'expiringSoon' });
    expect(byLot.get('EMI-GONE')).toMatchObject({ onHand: 10, expiryState: 'expired', expiryDate: dayFromNow(-1) });
    expect(byLot.get('EMI-LATE')).toMatchObject({ onHand: 10, expiryState: 'ok' });

    const movements = listMovementsResponseSchema.parse(
      (await call('GET', `/api/wms/inventory/${lotItem}/movements?pageSize=10`, customer)).json(),
    );
    expect(movements.items.filter((m) => m.kind === 'received').map((m) => m.lotNumber)).toEqual(
      expect.arrayContaining(['EMI-LATE', 'EMI-SOON', 'EMI-GONE']),
    );

    // The item's demo stock carries no lot; FEFO takes the dated lots first: 10 of EMI-SOON, then 4 of EMI-LATE.
    const { order: out } = await outbound(lotItem, 14);
    expect(out.status).toBe('ALLOCATED');
    const taken = await queryRows<{ lot_number: string; quantity: number }>(
      t.database.db,
      sql`select lot_number, quantity from inventory_movements
          where order_id = ${out.orderId} and kind = 'allocated' order by id`,
    );
    expect(taken.map((r) => [r.lot_number, Number(r.quantity)])).toEqual([
      ['EMI-SOON', 10],
      ['EMI-LATE', 4],
    ]);
    const after = new Map((await lotsOf(lotItem)).lots.map((l) => [l.lotNumber, l]));
    expect(after.get('EMI-SOON')).toMatchObject({ allocated: 10, available: 0 });
    expect(after.get('EMI-LATE')).toMatchObject({ allocated: 4, available: 6 });
    expect(after.get('EMI-GONE')).toMatchObject({ allocated: 0, available: 10 });
    await expectLotsMatchLedger();

    // Voiding gives the lots back per lot; an order for more than the unexpired stock stays OUTBOUND.
    const voided = await call('POST', `/api/wms/orders/${out.orderId}/void`, customer, {
      reason: 'customer cancelled',
    });
    expect(voided.statusCode, voided.body).toBe(200);
    expect(new Map((await lotsOf(lotItem)).lots.map((l) => [l.lotNumber, l.allocated])).get('EMI-SOON')).toBe(0);
    const item = (await call('GET', `/api/wms/inventory/${lotItem}`, customer)).json() as {
      totals: { available: number };
    };
    const tooMuch = await outbound(lotItem, item.totals.available);
    expect(tooMuch.order.status).toBe('OUTBOUND');
    const allocate = await call('POST', `/api/wms/orders/${tooMuch.order.orderId}/allocate`, customer);
    expect(allocate.statusCode).toBe(409);
    expect(errorOf(allocate.json()).message).toContain(`available ${item.totals.available - 10}`);
    await expectLotsMatchLedger();
  });

  it('ships the lots an order took', async () => {
    const { order: out } = await outbound(lotItem, 2);
    expect(out.status).toBe('ALLOCATED');
    const soon = (await lotsOf(lotItem)).lots.find((l) => l.lotNumber === 'EMI-SOON');
    const shipped = await call('POST', `/api/wms/orders/${out.orderId}/confirm`, employee);
    expect(shipped.statusCode, shipped.body).toBe(200);
    const after = (await lotsOf(lotItem)).lots.find((l) => l.lotNumber === 'EMI-SOON');
    expect(after?.onHand).toBe((soon?.onHand ?? 0) - 2);
    expect(after?.allocated).toBe((soon?.allocated ?? 0) - 2);
    await expectLotsMatchLedger();
  });

  it('refuses a lot-tracked receipt without lot or expiry, a serial count that differs, a duplicate serial; writes nothing', async () => {
    const order = await inbound([
      { itemId: lotItem, quantity: 5 },
      { itemId: serialItem, quantity: 2 },
      { itemId: plainItem, quantity: 3 },
    ]);
    const [lot, serial, plain] = order.lines;
    const good = {
      lot: { lineId: lot?.lineId, receivedQty: 5, lotNumber: 'EMI-NEW', expiryDate: dayFromNow(200) },
      serial: { lineId: serial?.lineId, receivedQty: 2, serialNumbers: ['PLC-0001', 'PLC-0002'] },
      plain: { lineId: plain?.lineId, receivedQty: 3 },
    };
    const movementsBefore = await countRows(sql`select count(*)::int as n from inventory_movements`);
    const cases: [unknown[], RegExp, string][] = [
      [[{ ...good.lot, lotNumber: '' }, good.serial, good.plain], /LSC-FLT-EMI is lot-tracked/, 'lines.0.lotNumber'],
      [[{ ...good.lot, expiryDate: null }, good.serial, good.plain], /tracks expiry/, 'lines.0.expiryDate'],
      [
        [good.lot, { ...good.serial, serialNumbers: ['PLC-0001'] }, good.plain],
        /one serial number per unit received \(1 given for 2\)/,
        'lines.1.serialNumbers',
      ],
      [
        [good.lot, { ...good.serial, serialNumbers: ['PLC-0001', 'PLC-0001'] }, good.plain],
        /serial number PLC-0001 of LSC-PLC-8IO is given twice/,
        'lines.1.serialNumbers',
      ],
    ];
    for (const [lines, message, path] of cases) {
      const res = await receive(order.orderId, lines);
      expect(res.statusCode, res.body).toBe(400);
      const error = errorOf(res.json());
      expect(error.message).toMatch(message);
      expect(error.details?.fields?.[0]?.path).toBe(path);
    }
    expect(await countRows(sql`select count(*)::int as n from inventory_movements`)).toBe(movementsBefore);
    expect(await countRows(sql`select count(*)::int as n from inventory_serials`)).toBe(0);
    expect(
      await countRows(sql`select count(*)::int as n from inventory_lot_balances where lot_number = 'EMI-NEW'`),
    ).toBe(0);

    const ok = await receive(order.orderId, [good.lot, good.serial, good.plain]);
    expect(ok.statusCode, ok.body).toBe(200);
    const lots = await lotsOf(serialItem);
    expect(lots.serials.map((s) => s.serialNumber).sort()).toEqual(['PLC-0001', 'PLC-0002']);
    expect(lots.serials[0]?.fileNumber).toBe(order.fileNumber);

    // A serial received before is refused on the next receipt.
    const again = await inbound([{ itemId: serialItem, quantity: 1 }]);
    const dup = await receive(again.orderId, [
      { lineId: again.lines[0]?.lineId, receivedQty: 1, serialNumbers: ['PLC-0002'] },
    ]);
    expect(dup.statusCode).toBe(400);
    expect(errorOf(dup.json()).message).toMatch(/PLC-0002 .* was received before/);
  });

  it('the warehouse feed carries lots and gets the same checks', async () => {
    const admin = await signIn(t.app, demo.admin, undefined, '10.0.0.9');
    const apiKey = await createIntegrationKey(t.app, admin, 'WMS feed lots');
    const order = await inbound([{ itemId: lotItem, quantity: 6 }]);
    const post = (eventId: string, line: object) =>
      t.app.inject({
        method: 'POST',
        url: '/api/integration/warehouse/events',
        headers: { 'x-api-key': apiKey },
        payload: {
          eventId,
          kind: 'received',
          companyCode: 'LSCOMP',
          fileNumber: order.fileNumber,
          lines: [{ lineNo: 1, receivedQty: 6, ...line }],
        },
      });
    const refused = await post(`lots-${order.fileNumber}`, {});
    expect(refused.statusCode).toBe(400);
    expect(errorOf(refused.json()).message).toMatch(/lot-tracked/);
    const res = await post(`lots-${order.fileNumber}`, { lotNumber: 'EMI-FEED', expiryDate: dayFromNow(90) });
    expect(res.statusCode, res.body).toBe(200);
    expect(warehouseFeedResponseSchema.parse(res.json())).toMatchObject({ applied: true, status: 'RECEIVED' });
    expect((await lotsOf(lotItem)).lots.find((l) => l.lotNumber === 'EMI-FEED')).toMatchObject({
      onHand: 6,
      expiryDate: dayFromNow(90),
    });
    await expectLotsMatchLedger();
  });

  it("shows the demo lots to staff with their states; another company's item is 404 like a missing one", async () => {
    const demoLots = await lotsOf(gcmedsItem, employee);
    const states = new Set(demoLots.lots.map((l) => l.expiryState));
    expect(states).toEqual(new Set(['expired', 'expiringSoon', 'ok']));
    expect((await call('GET', `/api/wms/inventory/${gcmedsItem}/lots`, customer)).statusCode).toBe(404);
    expect(
      (await call('GET', '/api/wms/inventory/00000000-0000-4000-8000-000000000000/lots', customer)).statusCode,
    ).toBe(404);
    expect((await call('GET', '/api/wms/inventory/not-a-uuid/lots', customer)).statusCode).toBe(400);
    await t.database.db.execute(sql`update warehouse_items set deleted_at = now() where id = ${plainItem}`);
    expect((await call('GET', `/api/wms/inventory/${plainItem}/lots`, customer)).statusCode).toBe(404);
  });
});

describe('warehouse receipts that race or disagree (decision 078)', () => {
  it('two receipts racing on the same serial: one is received, the other refused on its field; nothing of it written', async () => {
    const [a, b] = await Promise.all([
      inbound([{ itemId: serialItem, quantity: 1 }]),
      inbound([{ itemId: serialItem, quantity: 1 }]),
    ]);
    const lineOf = (o: SaveOrderResponse['order']) => ({
      lineId: o.lines[0]?.lineId,
      receivedQty: 1,
      serialNumbers: ['PLC-RACE-1'],
    });
    const answers = await Promise.all([receive(a.orderId, [lineOf(a)]), receive(b.orderId, [lineOf(b)])]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 400]);
    const refused = answers.find((r) => r.statusCode === 400);
    const error = errorOf(refused?.json());
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(error.message).toBe('Line 1: serial number PLC-RACE-1 of LSC-PLC-8IO is given twice or was received before');
    expect(error.details?.fields?.[0]?.path).toBe('lines.0.serialNumbers');
    expect(
      await countRows(sql`select count(*)::int as n from inventory_serials where serial_number = 'PLC-RACE-1'`),
    ).toBe(1);
    expect(
      await countRows(sql`select count(*)::int as n from inventory_movements where 'PLC-RACE-1' = any(serial_numbers)`),
    ).toBe(1);
    const statuses = await Promise.all(
      [a, b].map(
        async (o) =>
          ((await call('GET', `/api/wms/orders/${o.orderId}`, customer)).json() as SaveOrderResponse['order']).status,
      ),
    );
    expect(statuses.sort()).toEqual(['INBOUND', 'RECEIVED']);
  });

  it('refuses a lot re-received with another expiry (earlier receipt, same receipt, or a race); the same expiry is taken', async () => {
    const first = await inbound([{ itemId: lotItem, quantity: 4 }]);
    const firstOk = await receive(first.orderId, [
      { lineId: first.lines[0]?.lineId, receivedQty: 4, lotNumber: 'EMI-ONE', expiryDate: dayFromNow(120) },
    ]);
    expect(firstOk.statusCode, firstOk.body).toBe(200);

    const again = await inbound([
      { itemId: lotItem, quantity: 3 },
      { itemId: lotItem, quantity: 2 },
    ]);
    const [l1, l2] = again.lines;
    const movementsBefore = await countRows(sql`select count(*)::int as n from inventory_movements`);
    const other = await receive(again.orderId, [
      { lineId: l1?.lineId, receivedQty: 3, lotNumber: 'EMI-ONE', expiryDate: dayFromNow(150) },
      { lineId: l2?.lineId, receivedQty: 2, lotNumber: 'EMI-TWO', expiryDate: dayFromNow(200) },
    ]);
    expect(other.statusCode, other.body).toBe(400);
    expect(errorOf(other.json()).message).toBe(
      `Line 1: lot EMI-ONE of LSC-FLT-EMI was received with expiry ${dayFromNow(120)}; a lot has one expiry date (${dayFromNow(150)} given)`,
    );
    expect(errorOf(other.json()).details?.fields?.[0]?.path).toBe('lines.0.expiryDate');
    const twoInOne = await receive(again.orderId, [
      { lineId: l1?.lineId, receivedQty: 3, lotNumber: 'EMI-TWO', expiryDate: dayFromNow(200) },
      { lineId: l2?.lineId, receivedQty: 2, lotNumber: 'EMI-TWO', expiryDate: dayFromNow(201) },
    ]);
    expect(twoInOne.statusCode, twoInOne.body).toBe(400);
    expect(errorOf(twoInOne.json()).details?.fields?.[0]?.path).toBe('lines.1.expiryDate');
    expect(await countRows(sql`select count(*)::int as n from inventory_movements`)).toBe(movementsBefore);

    const same = await receive(again.orderId, [
      { lineId: l1?.lineId, receivedQty: 3, lotNumber: 'EMI-ONE', expiryDate: dayFromNow(120) },
      { lineId: l2?.lineId, receivedQty: 2, lotNumber: 'EMI-TWO', expiryDate: dayFromNow(200) },
    ]);
    expect(same.statusCode, same.body).toBe(200);
    expect((await lotsOf(lotItem)).lots.find((l) => l.lotNumber === 'EMI-ONE')).toMatchObject({
      onHand: 7,
      expiryDate: dayFromNow(120),
    });

    // Two receipts of a new lot with different expiries at once: the lot keeps one, the other receipt is refused.
    const [x, y] = await Promise.all([
      inbound([{ itemId: lotItem, quantity: 1 }]),
      inbound([{ itemId: lotItem, quantity: 1 }]),
    ]);
    const answers = await Promise.all(
      [x, y].map((o, i) =>
        receive(o.orderId, [
          { lineId: o.lines[0]?.lineId, receivedQty: 1, lotNumber: 'EMI-RACE', expiryDate: dayFromNow(60 + i) },
        ]),
      ),
    );
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 400]);
    expect(errorOf(answers.find((r) => r.statusCode === 400)?.json()).details?.fields?.[0]?.path).toBe(
      'lines.0.expiryDate',
    );
    expect((await lotsOf(lotItem)).lots.find((l) => l.lotNumber === 'EMI-RACE')).toMatchObject({ onHand: 1 });
    await expectLotsMatchLedger();
  });
});
