import {
  itemOrdersResponseSchema,
  listMovementsResponseSchema,
  saveOrderResponseSchema,
  warehouseOrderSchema,
  warehouseFeedResponseSchema,
  type InboundOrderInput,
} from '@connect/contracts/warehouse/warehouse.schemas';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createIntegrationKey, demo, signIn } from '../../../test/auth-helpers';
import { queryRows } from '../../../test/query-rows';
import {
  t,
  customer,
  viewer,
  employee,
  items,
  dfwId,
  laxId,
  inTransitHouseBill,
  call,
  fieldsOf,
  errorOf,
  lscomp,
  inboundInput,
  outboundInput,
  itemOf,
  create,
  expectLedgerMatchesBalances,
  useWarehouseRoutesApp,
} from './warehouse-routes.fixture';

useWarehouseRoutesApp();

describe('warehouse: orders', () => {
  it("words the spec's order messages", async () => {
    const cases: [Partial<InboundOrderInput>, string, string][] = [
      [{ lines: [] }, 'body.lines', 'Please add atleast one order item.'],
      [
        { lines: [{ itemId: lscomp('LSC-PS-2400'), quantity: 0 }] },
        'body.lines.0.quantity',
        'Order quantity must be greater than zero.',
      ],
      [{ referenceNo: 'R'.repeat(21) }, 'body.referenceNo', 'Order / Reference cannot be more than 20 characters.'],
      [{ referenceNo: '%%' }, 'body.referenceNo', 'Please enter valid Order/Reference No.'],
      [{ referenceNo: '' }, 'body.referenceNo', 'Please enter valid Order/Reference No.'],
      [{ fileNumber: '' }, 'body.fileNumber', 'File No cannot be empty or null'],
    ];
    for (const [over, path, message] of cases) {
      const res = await call('POST', '/api/wms/inbound-orders', customer, inboundInput(over));
      expect(res.statusCode, JSON.stringify(over)).toBe(400);
      expect(fieldsOf(res.json())).toContainEqual(expect.objectContaining({ path, message }));
    }
    const res = await call('POST', '/api/wms/inbound-orders', customer, { ...inboundInput(), fileNumber: null });
    expect(res.statusCode).toBe(400);
    expect(fieldsOf(res.json())).toContainEqual(
      expect.objectContaining({ path: 'body.fileNumber', message: 'File No cannot be empty or null' }),
    );
    const { order } = await create('inbound', inboundInput());
    const again = await call(
      'POST',
      '/api/wms/inbound-orders',
      customer,
      inboundInput({ fileNumber: order.fileNumber }),
    );
    expect(again.statusCode).toBe(409);
    expect(errorOf(again.json()).message).toBe('File Number already exist');
  });

  it('refuses fields the server owns (mass assignment) and items or warehouses of others', async () => {
    for (const extra of [
      { status: 'CONFIRMED' },
      { companyId: '00000000-0000-4000-8000-000000000000' },
      { voidReason: 'x' },
    ])
      expect(
        (await call('POST', '/api/wms/inbound-orders', customer, { ...inboundInput(), ...extra })).statusCode,
      ).toBe(400);
    const withAllocated = {
      ...outboundInput(),
      lines: [{ itemId: lscomp('LSC-CBL-M12'), quantity: 1, allocatedQty: 1 }],
    };
    expect((await call('POST', '/api/wms/outbound-orders', customer, withAllocated)).statusCode).toBe(400);
    const gcmItem = items.find((i) => i.company === 'GCMEDS')?.id ?? '';
    const foreignItem = await call(
      'POST',
      '/api/wms/inbound-orders',
      customer,
      inboundInput({ lines: [{ itemId: gcmItem, quantity: 1 }] }),
    );
    expect(foreignItem.statusCode).toBe(400);
    expect(fieldsOf(foreignItem.json())[0]?.path).toBe('lines.0.itemId');
    const otherWarehouse = await call(
      'POST',
      '/api/wms/inbound-orders',
      customer,
      inboundInput({ warehouseId: laxId }),
    );
    expect(otherWarehouse.statusCode).toBe(400);
    const strangerBill = await call(
      'POST',
      '/api/wms/inbound-orders',
      customer,
      inboundInput({ houseBill: 'NOSUCHBILL1' }),
    );
    expect(strangerBill.statusCode).toBe(400);
  });

  it('creates and changes orders only with inoutOrderCreation_{company}; staff receive and confirm, customers cannot', async () => {
    expect(viewer.session.user.permissions).not.toContain('inoutOrderCreation_LSCOMP');
    expect((await call('GET', '/api/wms/inventory', viewer)).statusCode).toBe(200);
    expect((await call('POST', '/api/wms/inbound-orders', viewer, inboundInput())).statusCode).toBe(403);
    expect((await call('POST', '/api/wms/outbound-orders', viewer, outboundInput())).statusCode).toBe(403);
    const { order } = await create('inbound', inboundInput());
    expect((await call('PUT', `/api/wms/inbound-orders/${order.orderId}`, viewer, inboundInput())).statusCode).toBe(
      403,
    );
    expect((await call('POST', `/api/wms/orders/${order.orderId}/void`, viewer, { reason: 'no' })).statusCode).toBe(
      403,
    );
    const seen = warehouseOrderSchema.parse((await call('GET', `/api/wms/orders/${order.orderId}`, viewer)).json());
    expect(seen.allowed).toEqual({ edit: false, void: false, allocate: false, receive: false, confirm: false });
    const lines = order.lines.map((l) => ({ lineId: l.lineId, receivedQty: l.quantity }));
    expect(
      (await call('POST', `/api/wms/inbound-orders/${order.orderId}/receive`, customer, { lines })).statusCode,
    ).toBe(403);
    expect((await call('POST', `/api/wms/orders/${order.orderId}/confirm`, customer)).statusCode).toBe(403);
    expect(
      (
        await call('POST', `/api/wms/inventory/${lscomp('LSC-PS-2400')}/adjust`, customer, {
          warehouseId: dfwId,
          quantity: 5,
          reason: 'count',
        })
      ).statusCode,
    ).toBe(403);
    expect((await call('POST', '/api/wms/inbound-orders', employee, inboundInput())).statusCode).toBe(403);
  });

  it('an inbound order tied to a shipment is incoming stock with its ETA; staff receive it short and confirm it', async () => {
    const itemId = lscomp('LSC-PS-2400');
    const before = await itemOf(customer, itemId);
    const { order, message } = await create('inbound', inboundInput({ houseBill: inTransitHouseBill.toLowerCase() }));
    expect(message).toBe('Order saved successfully');
    expect(order.status).toBe('INBOUND');
    expect(order.shipmentId).not.toBeNull();
    expect(order.shipmentEta).not.toBeNull();
    expect((await itemOf(customer, itemId)).totals.incoming).toBe(before.totals.incoming + 40);
    const behind = itemOrdersResponseSchema.parse(
      (await call('GET', `/api/wms/inventory/${itemId}/orders?basis=incoming`, customer)).json(),
    );
    expect(behind.items.find((o) => o.orderId === order.orderId)).toMatchObject({
      quantity: 40,
      shipmentEta: order.shipmentEta,
    });

    // Changing the order moves the incoming quantity with it.
    const changed = await call('PUT', `/api/wms/inbound-orders/${order.orderId}`, customer, {
      ...inboundInput({ fileNumber: order.fileNumber, houseBill: inTransitHouseBill }),
      lines: [{ itemId, quantity: 50 }],
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await itemOf(customer, itemId)).totals.incoming).toBe(before.totals.incoming + 50);

    const current = saveOrderResponseSchema.parse(changed.json()).order;
    const short = current.lines.map((l) => ({ lineId: l.lineId, receivedQty: l.quantity - 2 }));
    const received = await call('POST', `/api/wms/inbound-orders/${order.orderId}/receive`, employee, { lines: short });
    expect(received.statusCode, received.body).toBe(200);
    const r = saveOrderResponseSchema.parse(received.json()).order;
    expect(r.status).toBe('RECEIVED');
    expect(r.lines[0]?.receivedQty).toBe(48);
    const after = await itemOf(customer, itemId);
    expect(after.totals.onHand).toBe(before.totals.onHand + 48);
    expect(after.totals.incoming).toBe(before.totals.incoming);
    const ledger = listMovementsResponseSchema.parse(
      (await call('GET', `/api/wms/inventory/${itemId}/movements`, customer)).json(),
    );
    expect(ledger.items[0]).toMatchObject({
      kind: 'received',
      quantity: 48,
      fileNumber: order.fileNumber,
      reason: 'expected 50',
    });
    const confirmed = await call('POST', `/api/wms/orders/${order.orderId}/confirm`, employee);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const c = saveOrderResponseSchema.parse(confirmed.json()).order;
    expect(c.history.map((h) => h.status)).toEqual(['INBOUND', 'INBOUND', 'RECEIVED', 'CONFIRMED']);
    expect((await call('POST', `/api/wms/orders/${order.orderId}/void`, customer, { reason: 'late' })).statusCode).toBe(
      409,
    );
    await expectLedgerMatchesBalances();
  });

  it('an outbound order allocates at once, shows behind "allocated", ships on confirm, and a void gives stock back', async () => {
    const itemId = lscomp('LSC-CBL-M12');
    const before = await itemOf(customer, itemId);
    expect(before.totals.available).toBeGreaterThan(10);
    const { order } = await create('outbound', outboundInput({ lines: [{ itemId, quantity: 4 }] }));
    expect(order.status).toBe('ALLOCATED');
    expect(order.shipTo?.name).toBeTruthy();
    expect(order.lines[0]?.allocatedQty).toBe(4);
    const held = await itemOf(customer, itemId);
    expect(held.totals.allocated).toBe(before.totals.allocated + 4);
    expect(held.totals.available).toBe(before.totals.available - 4);
    const behind = itemOrdersResponseSchema.parse(
      (await call('GET', `/api/wms/inventory/${itemId}/orders?basis=allocated`, customer)).json(),
    );
    expect(behind.items.reduce((s, o) => s + o.quantity, 0)).toBe(held.totals.allocated);
    expect(behind.items.map((o) => o.orderId)).toContain(order.orderId);
    const mails = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from mail_outbox where subject like ${`%Order Allocated: ${order.fileNumber}%`}`,
    );
    expect(Number(mails[0]?.n)).toBeGreaterThan(0);

    const shipped = await call('POST', `/api/wms/orders/${order.orderId}/confirm`, employee);
    expect(shipped.statusCode, shipped.body).toBe(200);
    const afterShip = await itemOf(customer, itemId);
    expect(afterShip.totals.onHand).toBe(before.totals.onHand - 4);
    expect(afterShip.totals.allocated).toBe(before.totals.allocated);

    const second = await create('outbound', outboundInput({ lines: [{ itemId, quantity: 2 }] }));
    const voided = await call('POST', `/api/wms/orders/${second.order.orderId}/void`, customer, {
      reason: 'Customer changed plans',
    });
    expect(voided.statusCode, voided.body).toBe(200);
    const v = saveOrderResponseSchema.parse(voided.json());
    expect(v.message).toBe('Order voided');
    expect(v.order).toMatchObject({ status: 'VOID', voidReason: 'Customer changed plans' });
    expect((await itemOf(customer, itemId)).totals.allocated).toBe(before.totals.allocated);
    expect(
      (await call('POST', `/api/wms/orders/${second.order.orderId}/void`, customer, { reason: '' })).statusCode,
    ).toBe(400);
    await expectLedgerMatchesBalances();
  });

  it('an order beyond the available stock stays OUTBOUND; allocating it names the short item', async () => {
    const itemId = lscomp('LSC-RLY-24V');
    const before = await itemOf(customer, itemId);
    const { order, message } = await create(
      'outbound',
      outboundInput({ lines: [{ itemId, quantity: before.totals.available + 1 }] }),
    );
    expect(order.status).toBe('OUTBOUND');
    expect(message).toBe('Not enough stock to allocate the order; it stays open');
    const res = await call('POST', `/api/wms/orders/${order.orderId}/allocate`, employee);
    expect(res.statusCode).toBe(409);
    expect(errorOf(res.json()).message).toContain('LSC-RLY-24V');
    expect((await itemOf(customer, itemId)).totals.allocated).toBe(before.totals.allocated);
    // Staff count one more unit in: now it allocates.
    const adjusted = await call('POST', `/api/wms/inventory/${itemId}/adjust`, employee, {
      warehouseId: dfwId,
      quantity: 1,
      reason: 'Cycle count',
    });
    expect(adjusted.statusCode, adjusted.body).toBe(200);
    const ok = await call('POST', `/api/wms/orders/${order.orderId}/allocate`, employee);
    expect(ok.statusCode, ok.body).toBe(200);
    expect((await itemOf(customer, itemId)).totals.available).toBe(0);
    const below = await call('POST', `/api/wms/inventory/${itemId}/adjust`, employee, {
      warehouseId: dfwId,
      quantity: -1,
      reason: 'Damaged',
    });
    expect(below.statusCode).toBe(409);
    await expectLedgerMatchesBalances();
  });

  it('two or more orders racing for the last units never both allocate them (row locks)', async () => {
    const itemId = lscomp('LSC-PSU-240');
    const before = await itemOf(customer, itemId);
    const last = before.totals.available;
    expect(last).toBeGreaterThan(0);
    const results = await Promise.all(
      Array.from({ length: 6 }, () =>
        call('POST', '/api/wms/outbound-orders', customer, outboundInput({ lines: [{ itemId, quantity: last }] })),
      ),
    );
    for (const r of results) expect(r.statusCode, r.body).toBe(201);
    const statuses = results.map((r) => saveOrderResponseSchema.parse(r.json()).order.status);
    expect(statuses.filter((s) => s === 'ALLOCATED')).toHaveLength(1);
    const after = await itemOf(customer, itemId);
    expect(after.totals.available).toBe(0);
    expect(after.totals.allocated).toBe(before.totals.allocated + last);

    // The open ones raced again by staff allocation: none succeeds, nothing goes below zero.
    const open = results
      .map((r) => saveOrderResponseSchema.parse(r.json()).order)
      .filter((o) => o.status === 'OUTBOUND');
    const again = await Promise.all(open.map((o) => call('POST', `/api/wms/orders/${o.orderId}/allocate`, employee)));
    for (const r of again) expect(r.statusCode).toBe(409);

    // Free half and let two orders of that half race: exactly one wins.
    const winner = results
      .map((r) => saveOrderResponseSchema.parse(r.json()).order)
      .find((o) => o.status === 'ALLOCATED');
    await call('POST', `/api/wms/orders/${winner?.orderId ?? ''}/void`, customer, { reason: 'split' });
    // Each asks for more than half of what is free: both fitting would need more than there is.
    const moreThanHalf = Math.floor(last / 2) + 1;
    const pair = await Promise.all(
      [0, 1].map(() =>
        call(
          'POST',
          '/api/wms/outbound-orders',
          customer,
          outboundInput({ lines: [{ itemId, quantity: moreThanHalf }] }),
        ),
      ),
    );
    const pairStatuses = pair.map((r) => saveOrderResponseSchema.parse(r.json()).order.status);
    expect(pairStatuses.filter((s) => s === 'ALLOCATED')).toHaveLength(1);
    const final = await itemOf(customer, itemId);
    expect(final.totals.available).toBeGreaterThanOrEqual(0);
    await expectLedgerMatchesBalances();
  });
});

describe('warehouse: the integration feed', () => {
  let apiKey = '';
  const post = (payload: unknown, key: string | null = apiKey) =>
    t.app.inject({
      method: 'POST',
      url: '/api/integration/warehouse/events',
      payload: payload as object,
      headers: key ? { 'x-api-key': key } : {},
    });

  beforeAll(async () => {
    const admin = await signIn(t.app, demo.admin, undefined, '10.0.0.9');
    apiKey = await createIntegrationKey(t.app, admin, 'WMS feed');
  });

  it('refuses calls without a valid key, unknown fields and unknown orders', async () => {
    const event = { eventId: 'wms-x-1', kind: 'allocated', companyCode: 'LSCOMP', fileNumber: 'OUT-NOPE-1' };
    expect((await post(event, null)).statusCode).toBe(401);
    expect((await post({ ...event, status: 'ALLOCATED' })).statusCode).toBe(400);
    expect((await post(event)).statusCode).toBe(404);
    // The refused event was not recorded: once the order exists the same id applies.
    expect((await post({ ...event, kind: 'shipped' })).statusCode).toBe(400);
  });

  it('receives per line, confirms and ships like the staff, once per event id', async () => {
    const itemId = lscomp('LSC-TC-K100');
    const before = await itemOf(customer, itemId);
    const { order } = await create('inbound', inboundInput({ lines: [{ itemId, quantity: 30 }] }));
    const received = {
      eventId: `wms-${order.fileNumber}-rcv`,
      kind: 'received',
      companyCode: 'LSCOMP',
      fileNumber: order.fileNumber,
      lines: [{ lineNo: 1, receivedQty: 28 }],
    };
    const first = await post(received);
    expect(first.statusCode, first.body).toBe(200);
    expect(warehouseFeedResponseSchema.parse(first.json())).toEqual({
      eventId: received.eventId,
      applied: true,
      orderId: order.orderId,
      status: 'RECEIVED',
    });
    const again = warehouseFeedResponseSchema.parse((await post(received)).json());
    expect(again).toMatchObject({ applied: false, orderId: order.orderId, status: 'RECEIVED' });
    expect((await itemOf(customer, itemId)).totals.onHand).toBe(before.totals.onHand + 28);

    const confirmed = await post({
      eventId: `wms-${order.fileNumber}-cfm`,
      kind: 'confirmed',
      companyCode: 'LSCOMP',
      direction: 'INBOUND',
      fileNumber: order.fileNumber,
    });
    expect(warehouseFeedResponseSchema.parse(confirmed.json()).status).toBe('CONFIRMED');

    const out = await create('outbound', outboundInput({ lines: [{ itemId, quantity: 5 }] }));
    expect(out.order.status).toBe('ALLOCATED');
    const ship = {
      eventId: `wms-${out.order.fileNumber}-ship`,
      kind: 'confirmed',
      companyCode: 'LSCOMP',
      direction: 'OUTBOUND',
      fileNumber: out.order.fileNumber,
    };
    expect(warehouseFeedResponseSchema.parse((await post(ship)).json()).status).toBe('CONFIRMED');
    expect(warehouseFeedResponseSchema.parse((await post(ship)).json()).applied).toBe(false);
    expect((await itemOf(customer, itemId)).totals.onHand).toBe(before.totals.onHand + 28 - 5);
    const ledger = listMovementsResponseSchema.parse(
      (await call('GET', `/api/wms/inventory/${itemId}/movements`, customer)).json(),
    );
    expect(ledger.items[0]).toMatchObject({ kind: 'shipped', quantity: 5, byName: 'Warehouse feed (WMS feed)' });

    const adjust = {
      eventId: `wms-adj-${order.fileNumber}`,
      kind: 'adjusted',
      companyCode: 'LSCOMP',
      warehouseCode: 'MGL-DFW',
      sku: 'LSC-TC-K100',
      quantity: -3,
      reason: 'Damaged in handling',
    };
    expect((await post(adjust)).statusCode).toBe(200);
    expect((await post(adjust)).statusCode).toBe(200);
    expect((await itemOf(customer, itemId)).totals.onHand).toBe(before.totals.onHand + 28 - 5 - 3);
    expect((await post({ ...adjust, eventId: 'wms-adj-foreign', companyCode: 'GCMEDS' })).statusCode).toBe(404);
    await expectLedgerMatchesBalances();
  });
});
