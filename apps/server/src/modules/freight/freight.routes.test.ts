import {
  airportCodesResponseSchema,
  airRatesResponseSchema,
  carrierCodesResponseSchema,
  freightFiltersParams,
  oceanPortCodesResponseSchema,
  oceanRatesResponseSchema,
  type FreightObject,
} from '@connect/contracts/freight/freight.schemas';
import { estimateAir, type AirRates } from '@connect/domain/freight/air-rates';
import { parseCents } from '@connect/domain/freight/money';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demo, signIn, type SignedIn } from '../../../test/auth-helpers';
import { buildCompany, buildCustomerUser } from '../../../test/builders/identity';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { errorOf } from '../../../test/error-of';

let t: TestApp;
let dana: SignedIn; // LSCOMP, every permission (freight-manager included)
let jordan: SignedIn; // LSCOMP selected without freight-manager
let gulf: SignedIn; // GCMEDS, freight-manager: on the DFW-only list
let ohio: SignedIn; // OVOGEAR, freight-manager: on the CVG-only list
let serra: SignedIn; // SERRAZ, freight-manager: other lanes, other margins
let bare: SignedIn; // a company with no tariffs at all

const year = new Date().toISOString().slice(0, 4);

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const userOf = async (companyCode: string, ip: string) =>
    signIn(
      t.app,
      (await buildCustomerUser(db, { companyCode, permissions: ['freight-manager'] })).email,
      undefined,
      ip,
    );
  const empty = await buildCompany(db);
  [dana, jordan, gulf, ohio, serra, bare] = await Promise.all([
    signIn(t.app, demo.customer),
    signIn(t.app, demo.group, undefined, '10.0.1.2'),
    userOf('GCMEDS', '10.0.1.3'),
    userOf('OVOGEAR', '10.0.1.4'),
    userOf('SERRAZ', '10.0.1.5'),
    userOf(empty.code, '10.0.1.6'),
  ]);
});
afterAll(async () => t.close());

const get = (url: string, who: SignedIn) => t.app.inject({ method: 'GET', url, headers: who.headers });
const rates = (who: SignedIn, freight: Record<string, unknown>) =>
  get(`/api/freight/Rates?${freightFiltersParams(freight as Partial<FreightObject>).toString()}`, who);
const oceanRates = (who: SignedIn, freight: Record<string, unknown>) =>
  get(`/api/freight/OceanRates?${freightFiltersParams(freight as Partial<FreightObject>).toString()}`, who);
const codes = (list: { code: string }[] | undefined) => (list ?? []).map((p) => p.code);

const air = (patch: Record<string, unknown> = {}) => ({
  mode: 'Air',
  serviceLevel: 'Express',
  originPort: 'DFW',
  destinationPort: 'GRU',
  weightUnit: 'KG',
  volumeUnit: 'CM',
  totalGrossWeight: 40,
  totalVolumetricWeight: 0,
  ...patch,
});
const ocean = (patch: Record<string, unknown> = {}) => ({
  mode: 'Ocean-FCL',
  deliveryTerms: 'PortToPort',
  portOfLoading: 'USHOU',
  portOfDischarge: 'BRSSZ',
  carrier: 'MAEU',
  containerCount: 2,
  ...patch,
});

/** The customer rates of an answer back in the domain's cents (what the server priced with). */
const domainRatesOf = (r: ReturnType<typeof airRatesResponseSchema.parse>['rates']): AirRates => {
  const c = (v: string) => parseCents(v) ?? Number.NaN;
  return {
    rate0: c(r.rate0),
    rate45: c(r.rate45),
    rate100: c(r.rate100),
    rate300: c(r.rate300),
    rate500: c(r.rate500),
    rate1000: c(r.rate1000),
    margin: c(r.margin),
    marginType: r.marginType,
    originCharge: c(r.originCharge),
    originUnit: r.originUnit,
    originMinimum: c(r.originMinimum),
    freightMinimum: c(r.freightMinimum),
    destHandlingCharge: c(r.destHandlingCharge),
    destHandlingUnit: r.destHandlingUnit,
    destHandlingMin: c(r.destHandlingMin),
  };
};

describe('freight look-ups (spec 1 §4, §7)', () => {
  it("cascades origin → destination from the company's valid air tariffs (an expired tariff's lane is not offered)", async () => {
    const origins = airportCodesResponseSchema.parse((await get('/api/freight/AirportCodes?type=origin', dana)).json());
    expect(codes(origins.originAirportCode)).toEqual(['DFW', 'IAH']);
    expect(origins.originAirportCode?.[0]?.name).toBe('Dallas (DFW)');
    expect(origins.restriction).toBeNull();
    const res = await get('/api/freight/AirportCodes?type=dest&originPort=dfw', dana);
    expect(res.statusCode).toBe(200);
    const dest = airportCodesResponseSchema.parse(res.json());
    expect(codes(dest.destinationAirportCode)).toEqual(['AMS', 'FRA', 'GRU', 'VCP']); // no MEX: expired tariff
    expect(dest.originAirportCode).toBeUndefined();
  });

  it("cascades loading port → discharge port → carrier for 20' GP", async () => {
    const loading = oceanPortCodesResponseSchema.parse(
      (await get(`/api/freight/OceanPortCodes?type=origin&containerType=${encodeURIComponent("20' GP")}`, dana)).json(),
    );
    expect(loading.loadingPort).toEqual([{ code: 'USHOU', name: 'Houston (USHOU)' }]);
    const discharge = oceanPortCodesResponseSchema.parse(
      (await get('/api/freight/OceanPortCodes?type=dest&originPort=USHOU', dana)).json(),
    );
    expect(codes(discharge.dischargePort)).toEqual(['BRSSZ', 'NLRTM']);
    const carriers = carrierCodesResponseSchema.parse(
      (await get('/api/freight/CarrierCodesWithParams?portOfLoading=USHOU&portOfDischarge=BRSSZ', dana)).json(),
    );
    expect(carriers.carrierCodes).toEqual([
      { code: 'MAEU', name: 'Maersk' },
      { code: 'MSCU', name: 'Mediterranean Shipping Company (MSC)' },
    ]);
  });
});

describe('freight/Rates (spec 2 §9)', () => {
  it('prices 40 kg DFW → GRU with the higher-break rule, the numbers of the domain worked example', async () => {
    const res = await rates(dana, air());
    expect(res.statusCode, res.body).toBe(200);
    const body = airRatesResponseSchema.parse(res.json());
    expect(body.rates).toMatchObject({
      tariffNumber: `AF-${year}-LSCOMP`,
      rate0: '5.50',
      rate45: '4.20',
      rate1000: '2.90',
      marginType: 'K',
      margin: '0.10',
      freightMinimum: '75.00',
    });
    const e = body.estimate;
    expect(e.chargeable).toMatchObject({ basis: 'gross', chargeableWeight: 40, chargeableKg: 40 });
    expect(e.weightBreak.key).toBe('rate0');
    expect(e.appliedBreak.key).toBe('rate45');
    expect(e.higherBreakApplied).toBe(true);
    expect(e.billedKg).toBe(45);
    expect(e.ownBreakCents).toBe(22_000);
    expect(e.savingCents).toBe(3_100);
    expect(e.lines.map((l) => [l.code, l.amountCents, l.minimumApplied])).toEqual([
      ['ORIGIN', 3_500, true],
      ['FREIGHT', 19_300, false],
      ['DEST_HANDLING', 4_500, false],
    ]);
    expect(e.totalCents).toBe(27_300);
    expect(body.freight.totalEstimatedCost).toBe(273);
    // CO₂e beside the price: DFW → GRU great circle ≈ 8,240 km + 95 km, 0.04 t.
    expect(body.estimate.co2e?.distanceKm).toBeGreaterThan(8_200);
    expect(body.estimate.co2e?.distanceKm).toBeLessThan(8_500);
    expect(body.estimate.co2e?.co2eKg).toBeCloseTo(
      (body.estimate.co2e?.distanceKm ?? 0) * 0.04 * (body.estimate.co2e?.factorKgPerTonneKm ?? 0),
      0,
    );
    expect(body.freight.totalChargeableWeight).toBe(40);
  });

  it('prices pounds ÷ 2.205 and the volumetric weight, as the domain does with the answered rates', async () => {
    // 100 lb gross, 180.2 lb volumetric → chargeable 180.5 lb = 81.859 kg at rate45.
    const res = await rates(dana, air({ weightUnit: 'LB', totalGrossWeight: 100, totalVolumetricWeight: 180.2 }));
    expect(res.statusCode, res.body).toBe(200);
    const body = airRatesResponseSchema.parse(res.json());
    expect(body.estimate.chargeable).toMatchObject({
      basis: 'volumetric',
      chargeableWeight: 180.5,
      chargeableKg: 81.859,
    });
    const expected = estimateAir(domainRatesOf(body.rates), {
      weightUnit: 'LB',
      grossWeight: 100,
      volumetricWeight: 180.2,
    });
    expect(body.estimate.totalCents).toBe(expected.totalCents);
    expect(body.estimate.appliedBreak.key).toBe('rate45');
    expect(body.estimate.lines[1]?.amountCents).toBe(34_381 + 819); // 81.859 × 4.20 = 343.81; margin 81.859 × 0.10 = 8.19
    expect(body.estimate.totalCents).toBe(body.estimate.lines.reduce((s, l) => s + l.amountCents, 0));
  });

  it('answers the Economy rates of the lane for Economy', async () => {
    const body = airRatesResponseSchema.parse(
      (await rates(dana, air({ serviceLevel: 'Economy', totalGrossWeight: 150 }))).json(),
    );
    expect(body.rates).toMatchObject({ serviceLevel: 'Economy', rate100: '3.23' }); // 85 % of 3.80
    const expected = estimateAir(domainRatesOf(body.rates), {
      weightUnit: 'KG',
      grossWeight: 150,
      volumetricWeight: 0,
    });
    expect(body.estimate.totalCents).toBe(expected.totalCents);
  });

  it("prices each customer from its own tariff and margin, never another's", async () => {
    const mine = airRatesResponseSchema.parse((await rates(dana, air())).json());
    const theirs = airRatesResponseSchema.parse((await rates(gulf, air())).json());
    expect(mine.rates.tariffNumber).toBe(`AF-${year}-LSCOMP`);
    expect(theirs.rates.tariffNumber).toBe(`AF-${year}-GCMEDS`);
    expect(theirs.rates).toMatchObject({ marginType: 'PERCENT', margin: '10.00', rate0: '5.60' });
    expect(theirs.estimate.totalCents).not.toBe(mine.estimate.totalCents);
    // Cafe Serra Azul has air tariffs, none from DFW: its origins are its own, DFW is unknown to it.
    const serraOrigins = airportCodesResponseSchema.parse(
      (await get('/api/freight/AirportCodes?type=origin', serra)).json(),
    );
    expect(codes(serraOrigins.originAirportCode)).toEqual(['GRU', 'VCP']);
    const dest = airportCodesResponseSchema.parse(
      (await get('/api/freight/AirportCodes?type=dest&originPort=DFW', serra)).json(),
    );
    expect(dest.destinationAirportCode).toEqual([]);
    const res = await rates(serra, air());
    expect(res.statusCode).toBe(404);
    expect(errorOf(res)).toMatchObject({
      code: 'NO_RATES_FOUND',
      messageKey: 'errors.noRatesFound',
      message: 'No Rates Found for given parameters',
    });
    expect(res.body).not.toContain('LSCOMP');
    const ocean404 = await oceanRates(serra, ocean());
    expect(ocean404.statusCode).toBe(404);
    expect(errorOf(ocean404)).toMatchObject({
      code: 'NO_RATES_FOUND',
      messageKey: 'server.freight.oceanRatesNotFound',
    });
  });

  it('says so when the company has no tariffs at all', async () => {
    const res = await rates(bare, air());
    expect(res.statusCode).toBe(404);
    expect(errorOf(res)).toMatchObject({ code: 'NO_RATES_FOUND', messageKey: 'server.freight.noRecordForCustomer' });
    const origins = airportCodesResponseSchema.parse((await get('/api/freight/AirportCodes?type=origin', bare)).json());
    expect(origins.originAirportCode).toEqual([]);
  });
});

describe('freight/OceanRates', () => {
  it('sums per-container amounts × the count and the others once', async () => {
    const res = await oceanRates(dana, ocean());
    expect(res.statusCode, res.body).toBe(200);
    const body = oceanRatesResponseSchema.parse(res.json());
    expect(body.rate).toMatchObject({ tariffNumber: `OF-${year}-LSCOMP`, carrier: 'MAEU', containerType: "20' GP" });
    expect(body.rate.rateDetails[0]).toEqual({
      chargeCode: 'OFR',
      description: 'Ocean freight',
      amount: '1850.00',
      isPerUnit: true,
    });
    // 2 × (1850.00 + 320.00 + 275.00) + 75.00 = 4965.00
    expect(body.estimate.lines.map((l) => [l.chargeCode, l.quantity, l.lineCents])).toEqual([
      ['OFR', 2, 370_000],
      ['BAF', 2, 64_000],
      ['THC', 2, 55_000],
      ['DOC', 1, 7_500],
    ]);
    expect(body.estimate.totalCents).toBe(496_500);
    expect(body.freight.totalEstimatedCost).toBe(4965);
  });

  it('answers the other carrier of the lane with its own rate', async () => {
    const body = oceanRatesResponseSchema.parse(
      (await oceanRates(dana, ocean({ carrier: 'MSCU', containerCount: 1 }))).json(),
    );
    expect(body.estimate.totalCents).toBe(178_000 + 32_000 + 27_500 + 7_500);
  });
});

describe('special customer lists (spec 1 §6), on the server', () => {
  it('offers the DFW-only customer DFW to VCP or GRU only and refuses its other priced lanes', async () => {
    const origins = airportCodesResponseSchema.parse((await get('/api/freight/AirportCodes?type=origin', gulf)).json());
    expect(codes(origins.originAirportCode)).toEqual(['DFW']); // its IAH lanes are not offered
    expect(origins.restriction).toBe('DFW_ONLY');
    const fromIah = airportCodesResponseSchema.parse(
      (await get('/api/freight/AirportCodes?type=dest&originPort=IAH', gulf)).json(),
    );
    expect(fromIah.destinationAirportCode).toEqual([]);
    const refused = await rates(gulf, air({ originPort: 'IAH', destinationPort: 'GRU' }));
    expect(refused.statusCode).toBe(403);
    expect(errorOf(refused)).toMatchObject({
      code: 'FREIGHT_LANE_NOT_ALLOWED',
      messageKey: 'server.freight.laneNotAllowed',
      params: { origins: 'DFW', destinations: 'VCP, GRU' },
    });
    expect((await rates(gulf, air({ destinationPort: 'VCP' }))).statusCode).toBe(200);
  });

  it('offers the CVG-only customer CVG to VCP or GRU only', async () => {
    const dest = airportCodesResponseSchema.parse(
      (await get('/api/freight/AirportCodes?type=dest&originPort=CVG', ohio)).json(),
    );
    expect(codes(dest.destinationAirportCode)).toEqual(['GRU', 'VCP']); // CVG → AMS is priced but not allowed
    const refused = await rates(ohio, air({ originPort: 'CVG', destinationPort: 'AMS' }));
    expect(refused.statusCode).toBe(403);
    expect(errorOf(refused).code).toBe('FREIGHT_LANE_NOT_ALLOWED');
    const ok = await rates(ohio, air({ originPort: 'CVG', destinationPort: 'GRU' }));
    expect(ok.statusCode).toBe(200);
    expect(airRatesResponseSchema.parse(ok.json()).rates.tariffNumber).toBe(`AF-${year}-OVOGEAR`);
  });
});

describe('freight input and access', () => {
  it('refuses unknown fields in the query and in the freight object (400)', async () => {
    expect((await get('/api/freight/AirportCodes?type=origin&companyId=x', dana)).statusCode).toBe(400);
    expect(
      (await get('/api/freight/CarrierCodesWithParams?portOfLoading=USHOU&portOfDischarge=BRSSZ&all=1', dana))
        .statusCode,
    ).toBe(400);
    const res = await rates(dana, air({ companyCode: 'GCMEDS' }));
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).code).toBe('VALIDATION_FAILED');
    expect((await oceanRates(dana, ocean({ tariffNumber: `OF-${year}-SERRAZ` }))).statusCode).toBe(400);
    expect(
      (await get(`/api/freight/Rates?${freightFiltersParams(air() as Partial<FreightObject>).toString()}&x=1`, dana))
        .statusCode,
    ).toBe(400);
  });

  it('answers 400, never 500, to bad input, naming the missing fields', async () => {
    const bad = [
      '/api/freight/Rates',
      '/api/freight/Rates?filters=not-json',
      '/api/freight/Rates?filters=%5B%5D',
      '/api/freight/Rates?filters=null',
      `/api/freight/Rates?filters=${encodeURIComponent('{"mode":"Sea"}')}`,
      `/api/freight/Rates?filters=${encodeURIComponent(JSON.stringify(air({ totalGrossWeight: -5 })))}`,
      `/api/freight/Rates?filters=${encodeURIComponent(JSON.stringify(air({ totalGrossWeight: 1e300 })))}`,
      `/api/freight/Rates?filters=${encodeURIComponent(JSON.stringify(air({ originPort: "'; drop table x;--" })))}`,
      `/api/freight/Rates?filters=${'x'.repeat(5000)}`,
      '/api/freight/AirportCodes',
      '/api/freight/AirportCodes?type=dest',
      '/api/freight/AirportCodes?type=both',
      '/api/freight/OceanPortCodes?type=origin&containerType=40HC',
      '/api/freight/CarrierCodesWithParams?portOfLoading=USHOU',
      `/api/freight/OceanRates?filters=${encodeURIComponent(JSON.stringify(ocean({ containerCount: 1.5 })))}`,
    ];
    for (const url of bad) {
      const res = await get(url, dana);
      expect(res.statusCode, url).toBe(400);
      expect(errorOf(res).code, url).toBe('VALIDATION_FAILED');
    }
    const missing = await rates(dana, { mode: 'Air' });
    expect(missing.statusCode).toBe(400);
    const paths = (errorOf(missing).details?.fields ?? []).map((f) => f.path);
    expect(paths).toEqual(
      expect.arrayContaining([
        'querystring.filters.originPort',
        'querystring.filters.destinationPort',
        'querystring.filters.totalGrossWeight',
      ]),
    );
    const oceanMissing = await oceanRates(dana, ocean({ containerCount: 0 }));
    expect(oceanMissing.statusCode).toBe(400);
    expect(JSON.stringify(errorOf(oceanMissing))).toContain('Required Fields need to be populated');
  });

  it('needs the freight-manager permission (403) and a session (401)', async () => {
    const urls = [
      '/api/freight/AirportCodes?type=origin',
      '/api/freight/OceanPortCodes?type=origin',
      '/api/freight/CarrierCodesWithParams?portOfLoading=USHOU&portOfDischarge=BRSSZ',
      `/api/freight/Rates?${freightFiltersParams(air() as Partial<FreightObject>).toString()}`,
      `/api/freight/OceanRates?${freightFiltersParams(ocean() as Partial<FreightObject>).toString()}`,
    ];
    for (const url of urls) {
      const res = await get(url, jordan);
      expect(res.statusCode, url).toBe(403);
      expect(errorOf(res).code).toBe('ACCESS_DENIED');
      expect((await t.app.inject({ method: 'GET', url })).statusCode, url).toBe(401);
    }
  });

  it("takes a change of the caller's permissions, and a sign-out, on the very next request (decision 106)", async () => {
    const admin = await signIn(t.app, demo.admin, undefined, '10.0.1.7');
    const user = await buildCustomerUser(t.database.db, { companyCode: 'GCMEDS', permissions: ['freight-manager'] });
    const who = await signIn(t.app, user.email, undefined, '10.0.1.8');
    const setPermissions = async (permissions: string[]) => {
      const res = await t.app.inject({
        method: 'PUT',
        url: `/api/admin/users/${user.id}/permissions`,
        headers: admin.headers,
        payload: { companies: [{ companyCode: 'GCMEDS', permissions }] },
      });
      expect(res.statusCode, res.body).toBe(200);
    };
    const estimate = () => rates(who, air());
    // Twice, so that the session and the caller described from it are held in memory.
    expect((await estimate()).statusCode).toBe(200);
    expect((await estimate()).statusCode).toBe(200);

    await setPermissions(['shipment']);
    const refused = await estimate();
    expect(refused.statusCode).toBe(403);
    expect(errorOf(refused).code).toBe('ACCESS_DENIED');

    await setPermissions(['shipment', 'freight-manager']);
    expect((await estimate()).statusCode).toBe(200);

    const out = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: who.headers });
    expect(out.statusCode).toBe(204);
    expect((await estimate()).statusCode).toBe(401);
  });

  it('lists the freight calls in the OpenAPI document', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as {
      paths: Record<string, unknown>;
    };
    for (const p of ['AirportCodes', 'OceanPortCodes', 'CarrierCodesWithParams', 'Rates', 'OceanRates'])
      expect(Object.keys(doc.paths)).toContain(`/api/freight/${p}`);
  });
});
