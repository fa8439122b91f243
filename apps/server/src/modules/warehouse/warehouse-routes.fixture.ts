import {
  inventoryItemSchema,
  saveOrderResponseSchema,
  type InboundOrderInput,
  type OutboundOrderInput,
  type SaveOrderResponse,
} from '@connect/contracts/warehouse/warehouse.schemas';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';
import { demo, signIn, type SignedIn } from '../../../test/auth-helpers';
import { queryRows } from '../../../test/query-rows';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { callerOf, errorOf } from './warehouse-test-calls';

/**
 * The warehouse route tests' app, users, demo items and order inputs (warehouse.routes.test.ts and
 * warehouse-orders.routes.test.ts). `useWarehouseRoutesApp()` registers the file's beforeAll/afterAll; the exported
 * `let`s are ES module live bindings, set there.
 */

export let t: TestApp;
export let customer: SignedIn; // Dana: LSCOMP with every permission (wms, inoutOrderCreation)
export let viewer: SignedIn; // Jordan: LSCOMP selected, given wms there but not inoutOrderCreation; GCMEDS has both
export let limited: SignedIn; // Marco: SERRAZ without wms
export let employee: SignedIn;

type Item = { id: string; sku: string; company: string };
export const items: Item[] = [];
export let dfwId = '';
export let laxId = '';
export let lscompShipTo = '';
export let inTransitHouseBill = '';
export let gcmedsOrderId = '';

export function useWarehouseRoutesApp() {
  beforeAll(async () => {
    t = await createTestApp();
    // Jordan may read LSCOMP's warehouse but not create its orders (the claim he has is GCMEDS's).
    await t.database.db.execute(sql`update memberships set permissions = array_append(permissions, 'wms')
      where user_id = (select id from users where email = ${demo.group})
        and company_id = (select id from companies where code = 'LSCOMP')`);
    [customer, viewer, limited, employee] = await Promise.all([
      signIn(t.app, demo.customer),
      signIn(t.app, demo.group, undefined, '10.0.0.2'),
      signIn(t.app, demo.limited, undefined, '10.0.0.3'),
      signIn(t.app, demo.employee, undefined, '10.0.0.4'),
    ]);
    const rows = await queryRows<{ id: string; sku: string; code: string }>(
      t.database.db,
      sql`select i.id, i.sku, c.code from warehouse_items i join companies c on c.id = i.company_id order by i.sku`,
    );
    for (const r of rows) items.push({ id: r.id, sku: r.sku, company: r.code });
    const wh = await queryRows<{ id: string; code: string }>(t.database.db, sql`select id, code from warehouses`);
    dfwId = wh.find((w) => w.code === 'MGL-DFW')?.id ?? '';
    laxId = wh.find((w) => w.code === 'MGL-LAX')?.id ?? '';
    const [address] = await queryRows<{ id: string }>(
      t.database.db,
      sql`select a.id from addresses a join companies c on c.id = a.company_id where c.code = 'LSCOMP' and a.deleted_at is null limit 1`,
    );
    lscompShipTo = address?.id ?? '';
    const [bill] = await queryRows<{ document_no: string }>(
      t.database.db,
      sql`select s.document_no from shipments s join companies c on c.id = s.company_id
          where c.code = 'LSCOMP' and s.eta > now() and s.ata is null order by s.eta limit 1`,
    );
    inTransitHouseBill = bill?.document_no ?? '';
    const [foreign] = await queryRows<{ id: string }>(
      t.database.db,
      sql`select o.id from warehouse_orders o join companies c on c.id = o.company_id where c.code = 'GCMEDS' limit 1`,
    );
    gcmedsOrderId = foreign?.id ?? '';
  });
  afterAll(async () => t.close());
}

export const call = callerOf(() => t.app);
export const fieldsOf = (body: unknown) => errorOf(body).details?.fields ?? [];
export { errorOf };

export const lscomp = (sku: string) => {
  const item = items.find((i) => i.sku === sku);
  if (!item) throw new Error(`no item ${sku}`);
  return item.id;
};
let fileSeq = 0;
export const nextFile = (prefix: string) => `${prefix}-T${process.pid % 1000}-${++fileSeq}`;
export const inAWeek = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);

export const inboundInput = (over: Partial<InboundOrderInput> = {}): InboundOrderInput => ({
  warehouseId: dfwId,
  fileNumber: nextFile('IN'),
  referenceNo: 'PO-77812',
  supplierName: 'Baumer Sensors GmbH',
  expectedDate: inAWeek,
  carrier: 'Maersk',
  containerNo: 'MSKU1234567',
  houseBill: '',
  notes: '',
  lines: [
    { itemId: lscomp('LSC-PS-2400'), quantity: 40 },
    { itemId: lscomp('LSC-TC-K100'), quantity: 25 },
  ],
  ...over,
});

export const outboundInput = (over: Partial<OutboundOrderInput> = {}): OutboundOrderInput => ({
  warehouseId: dfwId,
  fileNumber: nextFile('OUT'),
  referenceNo: 'SO-100200',
  shipToAddressId: lscompShipTo,
  requestedDate: inAWeek,
  serviceLevel: 'STD',
  notes: '',
  lines: [{ itemId: lscomp('LSC-CBL-M12'), quantity: 3 }],
  ...over,
});

export async function itemOf(who: SignedIn, itemId: string) {
  const res = await call('GET', `/api/wms/inventory/${itemId}`, who);
  expect(res.statusCode, res.body).toBe(200);
  return inventoryItemSchema.parse(res.json());
}

export async function create(
  kind: 'inbound' | 'outbound',
  body: Record<string, unknown>,
  who: SignedIn = customer,
): Promise<SaveOrderResponse> {
  const res = await call('POST', `/api/wms/${kind}-orders`, who, body);
  expect(res.statusCode, res.body).toBe(201);
  return saveOrderResponseSchema.parse(res.json());
}

/** The ledger and the maintained balances agree for every item (no unit lost or counted twice). */
export async function expectLedgerMatchesBalances() {
  const rows = await queryRows<{
    item_id: string;
    on_hand: number;
    allocated: number;
    l_on_hand: number;
    l_alloc: number;
  }>(
    t.database.db,
    sql`select b.item_id, b.on_hand, b.allocated,
          coalesce(sum(case m.kind when 'received' then m.quantity when 'shipped' then -m.quantity
                                   when 'adjusted' then m.quantity else 0 end), 0)::int as l_on_hand,
          coalesce(sum(case m.kind when 'allocated' then m.quantity when 'released' then -m.quantity
                                   when 'shipped' then -m.quantity else 0 end), 0)::int as l_alloc
        from inventory_balances b
        left join inventory_movements m on m.item_id = b.item_id and m.warehouse_id = b.warehouse_id
        group by b.item_id, b.warehouse_id, b.on_hand, b.allocated`,
  );
  expect(rows.length).toBeGreaterThan(0);
  for (const r of rows) {
    expect(Number(r.l_on_hand), r.item_id).toBe(Number(r.on_hand));
    expect(Number(r.l_alloc), r.item_id).toBe(Number(r.allocated));
    expect(Number(r.allocated)).toBeLessThanOrEqual(Number(r.on_hand));
  }
}
