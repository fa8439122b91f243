import {
  itemLotsResponseSchema,
  saveOrderResponseSchema,
  type SaveOrderResponse,
} from '@connect/contracts/warehouse/warehouse.schemas';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';
import { demo, signIn, type SignedIn } from '../../../test/auth-helpers';
import { queryRows } from '../../../test/query-rows';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { callerOf } from './warehouse-test-calls';

/**
 * The lots and serials route tests' app (warehouse-lots.routes.test.ts and warehouse-serials.routes.test.ts,
 * decisions 073 and 079): LSC-FLT-EMI made lot- and expiry-tracked, LSC-PLC-8IO serial-tracked, Dana and an
 * employee signed in, and Dana's orders at MGL-DFW. `useTrackedItemsApp()` registers the file's
 * beforeAll/afterAll; the exported `let`s are ES module live bindings, set there.
 */

export let t: TestApp;
export let customer: SignedIn; // Dana: LSCOMP with wms and inoutOrderCreation_LSCOMP
export let employee: SignedIn;
export let dfwId = '';
export let shipTo = '';
export let lotItem = ''; // LSC-FLT-EMI, made lot- and expiry-tracked for the file
export let serialItem = ''; // LSC-PLC-8IO, made serial-tracked for the file
export let plainItem = ''; // LSC-TC-K100, untracked
const itemIds = new Map<string, string>();

/** The id of any company's warehouse item by SKU (read once the app is up). */
export const itemIdOf = (sku: string) => itemIds.get(sku) ?? '';

export const dayFromNow = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

export const call = callerOf(() => t.app);

/** The orders' texts of the file: `{ fileTag: 'L', reference: 'LOTS' }` makes IN-L…, PO-LOTS and SO-LOTS. */
type FileOrders = { fileTag: string; reference: string; supplierName: string };
let orders: FileOrders = { fileTag: '', reference: '', supplierName: '' };
let seq = 0;
/** A file number (or feed event id) unique in the run: `IN-L123-4`. */
export const file = (p: string) => `${p}-${orders.fileTag}${process.pid % 1000}-${++seq}`;

export function useTrackedItemsApp(fileOrders: FileOrders) {
  orders = fileOrders;
  beforeAll(async () => {
    t = await createTestApp();
    const db = t.database.db;
    await db.execute(sql`update warehouse_items set track_lot = true, track_expiry = true where sku = 'LSC-FLT-EMI'`);
    await db.execute(sql`update warehouse_items set track_serial = true where sku = 'LSC-PLC-8IO'`);
    [customer, employee] = await Promise.all([
      signIn(t.app, demo.customer),
      signIn(t.app, demo.employee, undefined, '10.0.0.4'),
    ]);
    const items = await queryRows<{ id: string; sku: string }>(db, sql`select id, sku from warehouse_items`);
    for (const item of items) itemIds.set(item.sku, item.id);
    [lotItem, serialItem, plainItem] = [itemIdOf('LSC-FLT-EMI'), itemIdOf('LSC-PLC-8IO'), itemIdOf('LSC-TC-K100')];
    const [wh] = await queryRows<{ id: string }>(db, sql`select id from warehouses where code = 'MGL-DFW'`);
    dfwId = wh?.id ?? '';
    const [address] = await queryRows<{ id: string }>(
      db,
      sql`select a.id from addresses a join companies c on c.id = a.company_id
          where c.code = 'LSCOMP' and a.deleted_at is null limit 1`,
    );
    shipTo = address?.id ?? '';
  });
  afterAll(async () => t.close());
}

/** Dana's inbound order at MGL-DFW (201), as saved. */
export async function inbound(lines: { itemId: string; quantity: number }[]): Promise<SaveOrderResponse['order']> {
  const res = await call('POST', '/api/wms/inbound-orders', customer, {
    warehouseId: dfwId,
    fileNumber: file('IN'),
    referenceNo: `PO-${orders.reference}`,
    supplierName: orders.supplierName,
    expectedDate: dayFromNow(3),
    carrier: '',
    containerNo: '',
    houseBill: '',
    notes: '',
    lines,
  });
  expect(res.statusCode, res.body).toBe(201);
  return saveOrderResponseSchema.parse(res.json()).order;
}

/** Dana's outbound order of one line at MGL-DFW (201), as the answer tells it. */
export async function outbound(itemId: string, quantity: number): Promise<SaveOrderResponse> {
  const res = await call('POST', '/api/wms/outbound-orders', customer, {
    warehouseId: dfwId,
    fileNumber: file('OUT'),
    referenceNo: `SO-${orders.reference}`,
    shipToAddressId: shipTo,
    requestedDate: dayFromNow(5),
    serviceLevel: 'STD',
    notes: '',
    lines: [{ itemId, quantity }],
  });
  expect(res.statusCode, res.body).toBe(201);
  return saveOrderResponseSchema.parse(res.json());
}

/** An item's lots and serials in stock, as `who` (Dana unless named) sees them (200). */
export async function lotsOf(itemId: string, who: SignedIn = customer) {
  const res = await call('GET', `/api/wms/inventory/${itemId}/lots`, who);
  expect(res.statusCode, res.body).toBe(200);
  return itemLotsResponseSchema.parse(res.json());
}
