import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client';
import { planOf as planOfQuery } from '../../../test/query-plan';
import { queryRows } from '../../../test/query-rows';
import { createTestDatabase } from '../../../test/test-app';
import { findInventoryPage, inventoryPageQuery, inventoryTotalQuery, type WmsScope } from './warehouse.repository';

/**
 * The inventory's default first page and its total read indexes (decision 103): with 20,000 SKUs of one company,
 * the page reads the company's items in SKU order from `warehouse_items_company_sku_idx` (no sort of every item)
 * and each row's balance by its primary key; the total counts the company's balance rows from
 * `inventory_balances_company_idx` and subtracts those of deleted items found by `warehouse_items_deleted_idx`.
 */
let handle: DatabaseHandle;
let scope: WmsScope;

beforeAll(async () => {
  handle = await createTestDatabase();
  const db = handle.db;
  await db.execute(
    sql`insert into companies (code, name, country_code, city) values ('PLANWMS', 'Plan WMS', 'US', 'Dallas')`,
  );
  await db.execute(sql`insert into warehouses (code, name, address, city, country_code)
    values ('PLAN-WH1', 'Plan one', '1 Plan St', 'Dallas', 'US'), ('PLAN-WH2', 'Plan two', '2 Plan St', 'Dallas', 'US')`);
  await db.execute(sql`insert into warehouse_items (company_id, sku, description)
    select c.id, 'PL-' || lpad(g::text, 6, '0'), 'Plan part ' || g from companies c, generate_series(1, 20000) g
    where c.code = 'PLANWMS'`);
  // Every item in the first warehouse, every tenth in the second too; every thousandth item deleted.
  await db.execute(sql`insert into inventory_balances (item_id, warehouse_id, company_id, on_hand)
    select i.id, w.id, i.company_id, 5 from warehouse_items i join companies c on c.id = i.company_id
    join warehouses w on w.code = 'PLAN-WH1' or (w.code = 'PLAN-WH2' and right(i.sku, 1) = '0')
    where c.code = 'PLANWMS'`);
  await db.execute(sql`update warehouse_items set deleted_at = now() where sku like 'PL-%000'`);
  await db.execute(sql`vacuum analyze warehouse_items`);
  await db.execute(sql`vacuum analyze inventory_balances`);
  const [company] = await queryRows<{ id: string }>(db, sql`select id from companies where code = 'PLANWMS'`);
  scope = { kind: 'company', companyIds: [company?.id ?? ''] };
}, 120_000);
afterAll(async () => handle.close());

const planOf = (query: { getSQL: () => SQL }) => planOfQuery(handle.db, query);

describe('inventory list plans (20,000 SKUs of one company)', () => {
  it('reads the default first page and its total from indexes, never every item of the company', async () => {
    const db = handle.db;
    const filter = { scope, filters: [], sort: [] };
    const page = await planOf(inventoryPageQuery(db, filter, { offset: 0, limit: 20 }));
    expect(page).toMatch(/Index Scan using warehouse_items_company_sku_idx on warehouse_items/);
    expect(page).toMatch(/inventory_balances_item_id_warehouse_id_pk/);
    expect(page).not.toMatch(/Seq Scan on (warehouse_items|inventory_balances)/);
    const total = await planOf(inventoryTotalQuery(db, filter));
    expect(total).toMatch(/inventory_balances_company_idx/);
    expect(total).toMatch(/warehouse_items_deleted_idx/);
    expect(total).not.toMatch(/Seq Scan on (warehouse_items|inventory_balances)/);

    // 20,000 items less 20 deleted, in the first warehouse; every tenth of them (all but the deleted) in the second.
    const first = await findInventoryPage(db, filter, { offset: 0, limit: 20 });
    expect(first.total).toBe(19_980 + 1_980);
    expect(first.rows.map((r) => r.sku).slice(0, 3)).toEqual(['PL-000001', 'PL-000002', 'PL-000003']);
    const tenth = first.rows.filter((r) => r.sku === 'PL-000010');
    expect(tenth).toHaveLength(2);
    expect(tenth.map((r) => r.warehouseId)).toEqual([...tenth.map((r) => r.warehouseId)].sort());
    const stocked = await findInventoryPage(
      db,
      { ...filter, filters: [{ field: 'onHand', operator: 'gte', value: 5 }] },
      { offset: 0, limit: 20 },
    );
    expect(stocked.total).toBe(first.total);
  });
});
