import { airportCodesResponseSchema } from '@connect/contracts/freight/freight.schemas';
import { tariffDetailSchema, tariffListResponseSchema } from '@connect/contracts/freight/tariffs.schemas';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../../test/query-rows';
import { demo, signIn, type SignedIn } from '../../../test/auth-helpers';
import { buildCompany, buildCustomerUser } from '../../../test/builders/identity';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { errorOf } from '../../../test/error-of';

let t: TestApp;
let ops: SignedIn; // the forwarder's employee
let dana: SignedIn; // LSCOMP customer with freight-manager
let freshUser: SignedIn; // a new customer company with freight-manager, priced only by the tariff made here
let fresh: { code: string };

const year = new Date().toISOString().slice(0, 4);
const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
const missing = '00000000-0000-4000-8000-000000000000';

beforeAll(async () => {
  t = await createTestApp();
  const company = await buildCompany(t.database.db);
  fresh = { code: company.code };
  const user = await buildCustomerUser(t.database.db, { companyCode: company.code, permissions: ['freight-manager'] });
  [ops, dana, freshUser] = await Promise.all([
    signIn(t.app, demo.employee, undefined, '10.0.8.1'),
    signIn(t.app, demo.customer, undefined, '10.0.8.2'),
    signIn(t.app, user.email, undefined, '10.0.8.3'),
  ]);
});
afterAll(async () => t.close());

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, who: SignedIn, payload?: unknown) =>
  t.app.inject({ method, url, headers: who.headers, ...(payload === undefined ? {} : { payload: payload as object }) });
const detailOf = async (id: string) =>
  tariffDetailSchema.parse((await call('GET', `/api/freight-tariffs/${id}`, ops)).json());

const airLane = (patch: Record<string, unknown> = {}) => ({
  kind: 'AIR',
  originPort: 'IAH',
  destinationPort: 'VCP',
  serviceLevel: 'Economy',
  carrierCode: null,
  rate0: '6.00',
  rate45: '5.10',
  rate100: '4.60',
  rate300: '4.10',
  rate500: '3.80',
  rate1000: '3.40',
  margin: '10.00',
  marginType: 'PERCENT',
  originCharge: '0.20',
  originUnit: 'K',
  originMinimum: '30.00',
  freightMinimum: '85.00',
  destHandlingCharge: '40.00',
  destHandlingUnit: 'S',
  destHandlingMin: '0',
  transitDays: 6,
  ...patch,
});
const oceanLane = (patch: Record<string, unknown> = {}) => ({
  kind: 'OCEAN',
  portOfLoading: 'USHOU',
  portOfDischarge: 'BRSSZ',
  carrierCode: 'MAEU',
  containerType: "20' GP",
  transitDays: 24,
  charges: [
    { chargeCode: 'OFR', description: 'Ocean freight', amount: '1850.00', isPerUnit: true },
    { chargeCode: 'DOC', description: 'Documentation', amount: '75', isPerUnit: false },
  ],
  ...patch,
});
const accessorial = (patch: Record<string, unknown> = {}) => ({
  kind: 'ACCESSORIAL',
  chargeCode: 'HAZ',
  description: 'Dangerous goods',
  mode: 'ANY',
  unit: 'S',
  amount: '120.00',
  minimum: '0',
  ...patch,
});

async function newTariff(kind: 'AIR' | 'OCEAN' | 'ACCESSORIAL', customerCodes = [fresh.code]) {
  const prefix = { AIR: 'AF-', OCEAN: 'OF-', ACCESSORIAL: 'AS-' }[kind];
  const res = await call('POST', '/api/freight-tariffs', ops, {
    kind,
    tariffNumber: `${prefix}${year}-L${Math.random().toString(36).slice(2, 8).toUpperCase()}`,
    description: 'Lane editing',
    validFrom: inDays(-1),
    validTo: inDays(30),
    customerCodes,
  });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { id: string }).id;
}

async function auditActions(laneId: string) {
  const rows = await queryRows<{ action: string }>(
    t.database.db,
    sql`select action from audit_log where details ->> 'laneId' = ${laneId} order by id`,
  );
  return rows.map((r) => r.action);
}

describe('tariff lanes: one at a time', () => {
  it('adds, changes and removes an air lane; the estimator follows and every write is audited', async () => {
    const id = await newTariff('AIR');
    const added = await call('POST', `/api/freight-tariffs/${id}/lanes`, ops, airLane());
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json()).toMatchObject({ message: 'Lane saved' });
    const laneId = (added.json() as { id: string }).id;
    const detail = await detailOf(id);
    expect(detail.lineCount).toBe(1);
    expect(detail.airLanes[0]).toMatchObject({ id: laneId, originPort: 'IAH', rate45: '5.10', margin: '10.00' });
    const origins = airportCodesResponseSchema.parse(
      (await call('GET', '/api/freight/AirportCodes?type=origin', freshUser)).json(),
    );
    expect(origins.originAirportCode?.map((o) => o.code)).toEqual(['IAH']);

    const changed = await call(
      'PUT',
      `/api/freight-tariffs/${id}/lanes/${laneId}`,
      ops,
      airLane({ originPort: 'DFW', rate45: '4.95' }),
    );
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await detailOf(id)).airLanes).toMatchObject([{ id: laneId, originPort: 'DFW', rate45: '4.95' }]);

    const removed = await call('DELETE', `/api/freight-tariffs/${id}/lanes/${laneId}`, ops);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json()).toMatchObject({ message: 'Lane removed' });
    expect((await detailOf(id)).airLanes).toEqual([]);
    const none = airportCodesResponseSchema.parse(
      (await call('GET', '/api/freight/AirportCodes?type=origin', freshUser)).json(),
    );
    expect(none.originAirportCode ?? []).toEqual([]);
    expect(await auditActions(laneId)).toEqual([
      'freight.tariff.lane.create',
      'freight.tariff.lane.update',
      'freight.tariff.lane.delete',
    ]);
  });

  it('edits an ocean lane with its charges and an accessorial charge', async () => {
    const oceanId = await newTariff('OCEAN');
    const added = await call('POST', `/api/freight-tariffs/${oceanId}/lanes`, ops, oceanLane());
    expect(added.statusCode, added.body).toBe(200);
    const laneId = (added.json() as { id: string }).id;
    expect((await detailOf(oceanId)).oceanLanes[0]?.charges).toEqual([
      { chargeCode: 'OFR', description: 'Ocean freight', amount: '1850.00', isPerUnit: true },
      { chargeCode: 'DOC', description: 'Documentation', amount: '75.00', isPerUnit: false },
    ]);
    const changed = await call(
      'PUT',
      `/api/freight-tariffs/${oceanId}/lanes/${laneId}`,
      ops,
      oceanLane({ charges: [{ chargeCode: 'OFR', description: 'Ocean freight', amount: '1700', isPerUnit: true }] }),
    );
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await detailOf(oceanId)).oceanLanes[0]?.charges.map((c) => c.amount)).toEqual(['1700.00']);

    const accId = await newTariff('ACCESSORIAL');
    const acc = await call('POST', `/api/freight-tariffs/${accId}/lanes`, ops, accessorial());
    expect(acc.statusCode, acc.body).toBe(200);
    const accLane = (acc.json() as { id: string }).id;
    const accChanged = await call(
      'PUT',
      `/api/freight-tariffs/${accId}/lanes/${accLane}`,
      ops,
      accessorial({ amount: '99.50', unit: 'C' }),
    );
    expect(accChanged.statusCode, accChanged.body).toBe(200);
    expect((await detailOf(accId)).accessorialCharges).toMatchObject([
      { id: accLane, chargeCode: 'HAZ', amount: '99.50', unit: 'C' },
    ]);
  });
});

describe('tariff lanes: refusals', () => {
  it('refuses customers (403) on every lane route, even for their own tariff', async () => {
    const list = tariffListResponseSchema.parse((await call('GET', '/api/freight-tariffs?kind=AIR', ops)).json());
    const own = list.items.find((i) => i.tariffNumber === `AF-${year}-LSCOMP`);
    const id = own?.id ?? '';
    const laneId = (await detailOf(id)).airLanes[0]?.id ?? '';
    expect(laneId).not.toBe('');
    for (const res of [
      await call('POST', `/api/freight-tariffs/${id}/lanes`, dana, airLane()),
      await call('PUT', `/api/freight-tariffs/${id}/lanes/${laneId}`, dana, airLane()),
      await call('DELETE', `/api/freight-tariffs/${id}/lanes/${laneId}`, dana),
    ]) {
      expect(res.statusCode, res.body).toBe(403);
      expect(res.body).not.toContain('rate45');
    }
    expect((await detailOf(id)).airLanes.map((l) => l.id)).toContain(laneId);
    const anonymous = await t.app.inject({ method: 'DELETE', url: `/api/freight-tariffs/${id}/lanes/${laneId}` });
    expect(anonymous.statusCode).toBe(401);
  });

  it('answers 404 for an unknown tariff, an unknown lane and a lane of another tariff', async () => {
    const a = await newTariff('AIR');
    const b = await newTariff('AIR');
    const laneOfB = ((await call('POST', `/api/freight-tariffs/${b}/lanes`, ops, airLane())).json() as { id: string })
      .id;
    for (const res of [
      await call('POST', `/api/freight-tariffs/${missing}/lanes`, ops, airLane()),
      await call('PUT', `/api/freight-tariffs/${missing}/lanes/${laneOfB}`, ops, airLane()),
      await call('PUT', `/api/freight-tariffs/${a}/lanes/${missing}`, ops, airLane()),
      await call('PUT', `/api/freight-tariffs/${a}/lanes/${laneOfB}`, ops, airLane({ rate45: '0.01' })),
      await call('DELETE', `/api/freight-tariffs/${a}/lanes/${laneOfB}`, ops),
      await call('DELETE', `/api/freight-tariffs/${a}/lanes/${missing}`, ops),
    ])
      expect(res.statusCode, res.body).toBe(404);
    // The lane of the other tariff is untouched.
    expect((await detailOf(b)).airLanes).toMatchObject([{ id: laneOfB, rate45: '5.10' }]);
    expect((await call('DELETE', `/api/freight-tariffs/${a}/lanes/not-an-id`, ops)).statusCode).toBe(400);
  });

  it('refuses mass assignment, other kinds, bad figures and a lane given twice (never a 500)', async () => {
    const id = await newTariff('AIR');
    for (const payload of [
      { ...airLane(), id: missing },
      { ...airLane(), tariffId: missing },
      { ...airLane(), createdAt: '2020-01-01T00:00:00Z' },
      { ...airLane(), charges: [] },
      airLane({ kind: undefined }),
      airLane({ rate45: '-1.00' }),
      airLane({ rate100: '1.005' }),
      airLane({ marginType: 'BOGUS' }),
      airLane({ transitDays: 9999 }),
    ]) {
      const res = await call('POST', `/api/freight-tariffs/${id}/lanes`, ops, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    }
    // A lane of another kind: the tariff is not a tariff of that kind (the spec's invalid tariff # message).
    const ocean = await call('POST', `/api/freight-tariffs/${id}/lanes`, ops, oceanLane());
    expect(ocean.statusCode).toBe(400);
    expect(errorOf(ocean).message).toBe('Invalid Ocean Freight Sell Rate Tariff #');
    const acc = await call('POST', `/api/freight-tariffs/${id}/lanes`, ops, accessorial());
    expect(errorOf(acc).message).toBe('Invalid Accessorial Sell Rate Tariff #');
    const oceanId = await newTariff('OCEAN');
    const air = await call('POST', `/api/freight-tariffs/${oceanId}/lanes`, ops, airLane());
    expect(errorOf(air).message).toBe('Invalid Air Freight Sell Rate Tariff #');

    // The same lane twice, by adding or by changing another lane into it.
    const first = (await call('POST', `/api/freight-tariffs/${id}/lanes`, ops, airLane())).json() as { id: string };
    const again = await call('POST', `/api/freight-tariffs/${id}/lanes`, ops, airLane({ rate45: '1.00' }));
    expect(again.statusCode).toBe(400);
    expect(errorOf(again).messageKey).toBe('server.freightTariffs.duplicateLane');
    const second = await call('POST', `/api/freight-tariffs/${id}/lanes`, ops, airLane({ serviceLevel: 'Express' }));
    expect(second.statusCode, second.body).toBe(200);
    const secondId = (second.json() as { id: string }).id;
    const into = await call('PUT', `/api/freight-tariffs/${id}/lanes/${secondId}`, ops, airLane());
    expect(into.statusCode).toBe(400);
    expect(errorOf(into).messageKey).toBe('server.freightTariffs.duplicateLane');
    // A lane may be saved unchanged (its own key is not a duplicate).
    const same = await call('PUT', `/api/freight-tariffs/${id}/lanes/${first.id}`, ops, airLane({ rate0: '7.00' }));
    expect(same.statusCode, same.body).toBe(200);
    expect((await detailOf(id)).airLanes).toHaveLength(2);
  });
});
