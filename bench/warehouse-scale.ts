import { type Database } from '@connect/server/src/db/client';
import { sql } from 'drizzle-orm';
import { rowsOf } from './shipments/load-test';

/**
 * Scale data of the warehouse benchmark (issue #19) on a demo-seeded database: 100,000 SKUs of Dana's company
 * (LSCOMP) stocked at MGL-DFW and 1,000,000 inventory movements (ten per SKU: seven receipts, a cycle-count
 * adjustment, an allocation and a shipment), each written by one INSERT … SELECT over generate_series, never row by
 * row. The maintained balances (inventory_balances, decision 046) are then written from the ledger's own sums, as
 * the service keeps them, so every balance equals its ledger (warehouse.routes.test.ts checks the same rule).
 */

export const scaleSkus = Number(process.env.BENCH_WAREHOUSE_SKUS ?? 100_000);
export const movementsPerSku = 10;

export type WarehouseScale = {
  companyId: string;
  warehouseId: string;
  shipToId: string;
  userId: string;
  /** The bench SKUs' ids in SKU order: itemIds[n] is WB-(n+1), 'Bench part n+1 …'. */
  itemIds: string[];
  seconds: number;
};

export async function seedWarehouseScale(
  db: Database,
  log: (line: string) => void,
  label: string,
): Promise<WarehouseScale> {
  const started = performance.now();
  const one = async <T>(query: ReturnType<typeof sql>) => {
    const [row] = await rowsOf<T>(db, query);
    if (!row) throw new Error('warehouse bench: the demo data is missing a row it needs');
    return row;
  };
  const { id: companyId } = await one<{ id: string }>(sql`select id from companies where code = 'LSCOMP'`);
  const { id: warehouseId } = await one<{ id: string }>(sql`select id from warehouses where code = 'MGL-DFW'`);
  const { id: userId } = await one<{ id: string }>(
    sql`select id from users where email = 'dana.whitfield@lonestar-components.example'`,
  );
  const { id: shipToId } = await one<{ id: string }>(
    sql`select id from addresses where company_id = ${companyId} and deleted_at is null order by name limit 1`,
  );

  const step = async (what: string, query: ReturnType<typeof sql>) => {
    const start = performance.now();
    await db.execute(query);
    log(`${label}: ${what} in ${((performance.now() - start) / 1000).toFixed(1)} s`);
  };
  await step(
    `${scaleSkus} SKUs`,
    sql`insert into warehouse_items (company_id, sku, description, unit_of_measure, hs_code, weight_kg,
          low_stock_threshold, default_location_id)
        select ${companyId}, 'WB-' || lpad(g::text, 6, '0'),
          'Bench part ' || g || ' ' || (array['bracket', 'sensor', 'cable', 'valve', 'relay'])[1 + g % 5],
          'EA', '8536.50', 0.25, 10, null
        from generate_series(1, ${scaleSkus}) g`,
  );
  await step(
    `${scaleSkus * movementsPerSku} movements`,
    sql`insert into inventory_movements (company_id, item_id, warehouse_id, kind, quantity, reason, by_name, created_at)
        select ${companyId}, i.id, ${warehouseId},
          case when k <= 7 then 'received' when k = 8 then 'adjusted' when k = 9 then 'allocated' else 'shipped' end,
          case when k <= 7 then 150000 when k = 8 then -50 when k = 9 then 30 else 10 end,
          case when k = 8 then 'Cycle count' else '' end, 'Bench',
          now() - make_interval(days => 100 - k * 10)
        from warehouse_items i cross join generate_series(1, ${movementsPerSku}) k
        where i.company_id = ${companyId} and i.sku like 'WB-%'`,
  );
  await step(
    'balances from the ledger',
    sql`insert into inventory_balances (item_id, warehouse_id, company_id, on_hand, allocated, incoming)
        select m.item_id, m.warehouse_id, m.company_id,
          sum(case m.kind when 'received' then m.quantity when 'shipped' then -m.quantity
                          when 'adjusted' then m.quantity else 0 end)::int,
          sum(case m.kind when 'allocated' then m.quantity when 'released' then -m.quantity
                          when 'shipped' then -m.quantity else 0 end)::int,
          0
        from inventory_movements m join warehouse_items i on i.id = m.item_id
        where i.company_id = ${companyId} and i.sku like 'WB-%'
        group by m.item_id, m.warehouse_id, m.company_id`,
  );
  await step('analyze', sql`analyze`);
  const ids = await rowsOf<{ id: string }>(
    db,
    sql`select id from warehouse_items where company_id = ${companyId} and sku like 'WB-%' order by sku`,
  );
  const counts = await one<{ items: number; movements: number }>(
    sql`select (select count(*)::int from warehouse_items where company_id = ${companyId}) as items,
               (select count(*)::int from inventory_movements where company_id = ${companyId}) as movements`,
  );
  const seconds = (performance.now() - started) / 1000;
  log(
    `${label}: LSCOMP holds ${counts.items} SKUs and ${counts.movements} movements (seeded in ${seconds.toFixed(1)} s)`,
  );
  return { companyId, warehouseId, shipToId, userId, itemIds: ids.map((r) => r.id), seconds };
}
