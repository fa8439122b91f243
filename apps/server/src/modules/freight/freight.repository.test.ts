import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client';
import { planOf as planOfQuery } from '../../../test/query-plan';
import { queryRows } from '../../../test/query-rows';
import { createTestDatabase } from '../../../test/test-app';
import {
  airDestinationsQuery,
  airOriginsQuery,
  oceanCarriersQuery,
  oceanDischargePortsQuery,
  oceanLoadingPortsQuery,
  type FreightScope,
} from './freight.repository';

/**
 * The cascading look-ups answer from indexes (issue #18): with 10,000 air lanes and 10,000 ocean lanes over 200
 * customer tariffs, none of the look-ups scans a freight table; each reads the caller's tariffs by
 * `freight_tariff_customers_company_idx` and their lanes by the `(tariff_id, …)` lane keys. (PostgreSQL may read the
 * few hundred tariff headers whole and hash them; that table grows with tariffs, not lanes.)
 */
let handle: DatabaseHandle;
let scope: FreightScope;

beforeAll(async () => {
  handle = await createTestDatabase();
  const db = handle.db;
  await db.execute(sql`insert into companies (code, name, country_code, city)
    select 'PLAN' || g, 'Plan test ' || g, 'US', 'Dallas' from generate_series(1, 200) g`);
  await db.execute(sql`insert into freight_tariffs (tariff_number, kind, valid_from, valid_to)
    select 'PLAN-' || k || '-' || g, k, current_date - 10, current_date + 100
    from generate_series(1, 200) g, (values ('AIR'), ('OCEAN')) v(k)`);
  await db.execute(sql`insert into freight_tariff_customers (tariff_id, company_id)
    select t.id, c.id from freight_tariffs t join companies c on c.code = 'PLAN' || split_part(t.tariff_number, '-', 3)
    where t.tariff_number like 'PLAN-%'`);
  await db.execute(sql`insert into freight_air_lanes (tariff_id, origin_port, destination_port, service_level,
      rate0, rate45, rate100, rate300, rate500, rate1000, margin_type, origin_unit, dest_handling_unit)
    select t.id, 'O' || lpad((g % 10)::text, 2, '0'), 'D' || lpad((g / 10)::text, 2, '0'), 'Express',
      500, 400, 300, 250, 200, 150, 'K', 'K', 'S'
    from freight_tariffs t, generate_series(0, 49) g where t.tariff_number like 'PLAN-AIR-%'`);
  await db.execute(sql`insert into freight_ocean_lanes (tariff_id, port_of_loading, port_of_discharge, carrier_code, container_type)
    select t.id, 'USL' || (g % 5), 'BRD' || (g / 5 % 5), 'C' || (g / 25), '20'' GP'
    from freight_tariffs t, generate_series(0, 49) g where t.tariff_number like 'PLAN-OCEAN-%'`);
  await db.execute(sql`analyze`);
  const [company] = await queryRows<{ id: string }>(db, sql`select id from companies where code = 'PLAN7'`);
  scope = { companyId: company?.id ?? '', today: new Date().toISOString().slice(0, 10) };
}, 120_000);
afterAll(async () => handle.close());

const planOf = (query: { getSQL: () => SQL }) => planOfQuery(handle.db, query);

describe('freight look-up plans (10,000 lanes each)', () => {
  it('answers every cascading look-up from indexes, never a scan of the lanes or the tariff customers', async () => {
    const db = handle.db;
    const queries = {
      origins: airOriginsQuery(db, scope),
      destinations: airDestinationsQuery(db, scope, 'O03'),
      loading: oceanLoadingPortsQuery(db, scope, "20' GP"),
      discharge: oceanDischargePortsQuery(db, scope, { containerType: "20' GP", portOfLoading: 'USL1' }),
      carriers: oceanCarriersQuery(db, scope, {
        containerType: "20' GP",
        portOfLoading: 'USL1',
        portOfDischarge: 'BRD1',
      }),
    };
    for (const [name, query] of Object.entries(queries)) {
      const plan = await planOf(query);
      // The tariff headers (one row per tariff, a few hundred here) may be hashed whole; lanes never are.
      expect(plan, name).not.toMatch(/Seq Scan on freight_(air_lanes|ocean_lanes|tariff_customers)/);
      expect(plan, name).toMatch(/freight_tariff_customers_company_idx/);
      expect(plan, name).toMatch(/freight_(air|ocean)_lanes_lane_key/);
    }
    expect(await airOriginsQuery(db, scope)).toHaveLength(10);
    expect(
      await oceanCarriersQuery(db, scope, { containerType: "20' GP", portOfLoading: 'USL1', portOfDischarge: 'BRD1' }),
    ).toHaveLength(2);
  });
});
