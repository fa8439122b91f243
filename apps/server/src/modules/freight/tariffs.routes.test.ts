import {
  tariffDetailSchema,
  tariffImportColumns,
  tariffImportResponseSchema,
  tariffListResponseSchema,
  type TariffInput,
} from '@connect/contracts/freight/tariffs.schemas';
import { airportCodesResponseSchema } from '@connect/contracts/freight/freight.schemas';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demo, signIn, type SignedIn } from '../../../test/auth-helpers';
import { buildCompany, buildCustomerUser } from '../../../test/builders/identity';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { errorOf } from '../../../test/error-of';

let t: TestApp;
let ops: SignedIn; // the forwarder's employee
let admin: SignedIn;
let dana: SignedIn; // LSCOMP customer with freight-manager
let fresh: { code: string };
let freshUser: SignedIn; // a new customer company with freight-manager and no tariff yet

const year = new Date().toISOString().slice(0, 4);
const today = new Date().toISOString().slice(0, 10);
const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const company = await buildCompany(db);
  fresh = { code: company.code };
  const user = await buildCustomerUser(db, { companyCode: company.code, permissions: ['freight-manager'] });
  [ops, admin, dana, freshUser] = await Promise.all([
    signIn(t.app, demo.employee, undefined, '10.0.3.1'),
    signIn(t.app, demo.admin, undefined, '10.0.3.2'),
    signIn(t.app, demo.customer, undefined, '10.0.3.3'),
    signIn(t.app, user.email, undefined, '10.0.3.4'),
  ]);
});
afterAll(async () => t.close());

const call = (method: 'GET' | 'POST' | 'PUT', url: string, who: SignedIn, payload?: unknown) =>
  t.app.inject({ method, url, headers: who.headers, ...(payload === undefined ? {} : { payload: payload as object }) });

const airLane = (patch: Record<string, unknown> = {}) => ({
  originPort: 'DFW',
  destinationPort: 'GRU',
  serviceLevel: 'Express',
  carrierCode: null,
  rate0: '5.00',
  rate45: '4.20',
  rate100: '3.90',
  rate300: '3.50',
  rate500: '3.20',
  rate1000: '3.00',
  margin: '0.10',
  marginType: 'K',
  originCharge: '0.15',
  originUnit: 'K',
  originMinimum: '35.00',
  freightMinimum: '90.00',
  destHandlingCharge: '45.00',
  destHandlingUnit: 'S',
  destHandlingMin: '0',
  transitDays: 4,
  ...patch,
});

const airTariff = (patch: Partial<Record<keyof TariffInput | string, unknown>> = {}) => ({
  kind: 'AIR',
  tariffNumber: `AF-${year}-T${Math.random().toString(36).slice(2, 8).toUpperCase()}`,
  description: 'Test air tariff',
  validFrom: inDays(-1),
  validTo: inDays(30),
  customerCodes: [fresh.code],
  airLanes: [airLane()],
  ...patch,
});

// ------------------------------------------------------------------------------------------- multipart

type Part = { name: string; fileName?: string; content: string | Buffer };
function multipart(parts: Part[]) {
  const boundary = `----connect-tariffs-${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = part.fileName
      ? `form-data; name="${part.name}"; filename="${part.fileName}"\r\nContent-Type: application/octet-stream`
      : `form-data; name="${part.name}"`;
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}\r\n\r\n`));
    chunks.push(Buffer.isBuffer(part.content) ? part.content : Buffer.from(part.content));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}
const upload = (
  step: 'dry-run' | 'commit',
  who: SignedIn,
  kind: string,
  file: { name: string; content: string | Buffer },
  extra: Part[] = [],
) => {
  const body = multipart([{ name: 'file', fileName: file.name, content: file.content }, ...extra]);
  return t.app.inject({
    method: 'POST',
    url: `/api/freight-tariff-imports/${kind}${step === 'dry-run' ? '/dry-run' : ''}`,
    headers: { ...who.headers, 'content-type': body.contentType },
    payload: body.payload,
  });
};
const csv = (rows: string[][]) =>
  rows.map((r) => r.map((c) => (/[",]/.test(c) ? `"${c.replace(/"/g, '""')}"` : c)).join(',')).join('\n');
const airHeader = [...tariffImportColumns.air];
const airRow = (number: string, patch: Record<string, string> = {}) => {
  const values: Record<string, string> = {
    'Tariff #': number,
    Description: 'Imported air',
    'Valid From': inDays(-1),
    'Valid To': inDays(60),
    Customers: fresh.code,
    Origin: 'IAH',
    Destination: 'VCP',
    'Service Level': 'Express',
    Carrier: '',
    Rate0: '6.00',
    Rate45: '5.10',
    Rate100: '4.80',
    Rate300: '4.40',
    Rate500: '4.00',
    Rate1000: '3.80',
    Margin: '12.50',
    'Margin Type': 'PERCENT',
    'Origin Charge': '0.20',
    'Origin Unit': 'K',
    'Origin Minimum': '40.00',
    'Freight Minimum': '100.00',
    'Dest Handling Charge': '50.00',
    'Dest Handling Unit': 'S',
    'Dest Handling Min': '0',
    'Transit Days': '5',
    ...patch,
  };
  return airHeader.map((h) => values[h] ?? '');
};

describe('tariff maintenance: access', () => {
  it('refuses customers (403) on every tariff route, even for a tariff that applies to them', async () => {
    const list = tariffListResponseSchema.parse((await call('GET', '/api/freight-tariffs', ops)).json());
    const own = list.items.find((i) => i.tariffNumber === `AF-${year}-LSCOMP`);
    expect(own?.customers.map((c) => c.code)).toEqual(['LSCOMP']);
    const id = own?.id ?? '';
    for (const res of [
      await call('GET', '/api/freight-tariffs', dana),
      await call('GET', `/api/freight-tariffs/${id}`, dana),
      await call('POST', '/api/freight-tariffs', dana, airTariff()),
      await call('PUT', `/api/freight-tariffs/${id}`, dana, airTariff()),
      await call('POST', `/api/freight-tariffs/${id}/expire`, dana, {}),
      await upload('dry-run', dana, 'air', { name: 't.csv', content: csv([airHeader]) }),
      await upload('commit', dana, 'air', { name: 't.csv', content: csv([airHeader]) }),
    ]) {
      expect(res.statusCode, res.body).toBe(403);
      expect(res.body).not.toContain('rate45');
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/freight-tariffs' })).statusCode).toBe(401);
  });

  it('answers 404 for an unknown tariff id and 400 for one that is not an id', async () => {
    const missing = '00000000-0000-4000-8000-000000000000';
    expect((await call('GET', `/api/freight-tariffs/${missing}`, ops)).statusCode).toBe(404);
    expect((await call('PUT', `/api/freight-tariffs/${missing}`, ops, airTariff())).statusCode).toBe(404);
    expect((await call('POST', `/api/freight-tariffs/${missing}/expire`, ops, {})).statusCode).toBe(404);
    expect((await call('GET', '/api/freight-tariffs/not-an-id', ops)).statusCode).toBe(400);
  });
});

describe('tariff maintenance: create, read, change, expire', () => {
  it('creates an air tariff that prices the customer at once, and shows it with its lanes', async () => {
    const input = airTariff();
    const res = await call('POST', '/api/freight-tariffs', ops, input);
    expect(res.statusCode, res.body).toBe(200);
    const id = (res.json() as { id: string }).id;
    const detail = tariffDetailSchema.parse((await call('GET', `/api/freight-tariffs/${id}`, admin)).json());
    expect(detail).toMatchObject({
      kind: 'AIR',
      tariffNumber: input.tariffNumber,
      status: 'current',
      customers: [{ code: fresh.code }],
      lineCount: 1,
    });
    expect(detail.airLanes[0]).toMatchObject({ originPort: 'DFW', rate45: '4.20', destHandlingMin: '0.00' });
    // The customer's estimator now offers the lane: the tariff is in their scope.
    const origins = airportCodesResponseSchema.parse(
      (await call('GET', '/api/freight/AirportCodes?type=origin', freshUser)).json(),
    );
    expect(origins.originAirportCode?.map((o) => o.code)).toEqual(['DFW']);

    // A change of the header keeps the lanes when none are sent.
    const { airLanes: _lanes, ...headerOnly } = input;
    const edit = await call('PUT', `/api/freight-tariffs/${id}`, ops, { ...headerOnly, description: 'Renamed' });
    expect(edit.statusCode, edit.body).toBe(200);
    const after = tariffDetailSchema.parse((await call('GET', `/api/freight-tariffs/${id}`, ops)).json());
    expect(after.description).toBe('Renamed');
    expect(after.airLanes).toHaveLength(1);

    // Expiring ends it yesterday: the customer's estimator no longer offers the lane.
    const expire = await call('POST', `/api/freight-tariffs/${id}/expire`, ops, {});
    expect(expire.statusCode, expire.body).toBe(200);
    const expired = tariffDetailSchema.parse((await call('GET', `/api/freight-tariffs/${id}`, ops)).json());
    expect(expired.status).toBe('expired');
    expect(expired.validTo < today).toBe(true);
    const none = airportCodesResponseSchema.parse(
      (await call('GET', '/api/freight/AirportCodes?type=origin', freshUser)).json(),
    );
    expect(none.originAirportCode ?? []).toEqual([]);
    const expiredList = tariffListResponseSchema.parse(
      (await call('GET', `/api/freight-tariffs?status=expired&search=${input.tariffNumber}`, ops)).json(),
    );
    expect(expiredList.items.map((i) => i.id)).toEqual([id]);
  });

  it("gives the spec's invalid tariff # message of each kind for a wrong or taken number", async () => {
    const wrongPrefix = await call('POST', '/api/freight-tariffs', ops, airTariff({ tariffNumber: 'OF-2026-X' }));
    expect(wrongPrefix.statusCode).toBe(400);
    expect(errorOf(wrongPrefix).message).toBe('Invalid Air Freight Sell Rate Tariff #');
    const taken = await call('POST', '/api/freight-tariffs', ops, airTariff({ tariffNumber: `AF-${year}-LSCOMP` }));
    expect(taken.statusCode).toBe(400);
    expect(errorOf(taken).message).toBe('Invalid Air Freight Sell Rate Tariff #');
    const ocean = await call('POST', '/api/freight-tariffs', ops, {
      kind: 'OCEAN',
      tariffNumber: 'AF-WRONG',
      description: '',
      validFrom: today,
      validTo: today,
      customerCodes: [fresh.code],
    });
    expect(errorOf(ocean).message).toBe('Invalid Ocean Freight Sell Rate Tariff #');
    const accessorial = await call('POST', '/api/freight-tariffs', ops, {
      kind: 'ACCESSORIAL',
      tariffNumber: 'AS-',
      description: '',
      validFrom: today,
      validTo: today,
      customerCodes: [fresh.code],
    });
    expect(errorOf(accessorial).message).toBe('Invalid Accessorial Sell Rate Tariff #');
  });

  it('refuses mass assignment, unknown customers, twice-given lanes and bad validity (never a 500)', async () => {
    for (const payload of [
      { ...airTariff(), id: '00000000-0000-4000-8000-000000000000' },
      { ...airTariff(), createdAt: '2020-01-01T00:00:00Z' },
      { ...airTariff(), currency: 'EUR' },
      airTariff({ airLanes: [{ ...airLane(), tariffId: '00000000-0000-4000-8000-000000000000' }] }),
      airTariff({ oceanLanes: [] }),
      airTariff({ validFrom: inDays(5), validTo: inDays(1) }),
      airTariff({ customerCodes: [] }),
      airTariff({ airLanes: [airLane({ rate45: '-1.00' })] }),
      airTariff({ airLanes: [airLane({ rate45: '1.005' })] }),
    ]) {
      const res = await call('POST', '/api/freight-tariffs', ops, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    }
    const noCustomer = await call('POST', '/api/freight-tariffs', ops, airTariff({ customerCodes: [] }));
    expect(errorOf(noCustomer).details?.fields?.map((f) => f.message)).toContain('Please add one customer.');
    const unknown = await call('POST', '/api/freight-tariffs', ops, airTariff({ customerCodes: ['NOPE-XYZ'] }));
    expect(unknown.statusCode).toBe(400);
    expect(errorOf(unknown).messageKey).toBe('server.freightTariffs.unknownCustomer');
    const twice = await call('POST', '/api/freight-tariffs', ops, airTariff({ airLanes: [airLane(), airLane()] }));
    expect(twice.statusCode).toBe(400);
    expect(errorOf(twice).messageKey).toBe('server.freightTariffs.duplicateLane');
    // The kind of a tariff does not change.
    const list = tariffListResponseSchema.parse((await call('GET', '/api/freight-tariffs?kind=OCEAN', ops)).json());
    expect(list.items.length).toBeGreaterThan(0);
    expect(list.items.every((i) => i.kind === 'OCEAN')).toBe(true);
    const oceanId = list.items[0]?.id ?? '';
    const changeKind = await call('PUT', `/api/freight-tariffs/${oceanId}`, ops, airTariff());
    expect(changeKind.statusCode).toBe(400);
  });
});

describe('tariff import', () => {
  it('checks by content: renamed binaries, other parts and non-multipart bodies are refused', async () => {
    const png = Buffer.from(
      '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000a49444154789c6300010000050001',
      'hex',
    );
    for (const file of [
      { name: 'tariff.csv', content: png },
      { name: 'tariff.xlsx', content: png },
      { name: 'tariff.xlsx', content: Buffer.from(csv([airHeader])) },
    ]) {
      const res = await upload('dry-run', ops, 'air', file);
      expect(res.statusCode, res.body).toBe(415);
      expect(errorOf(res).message).toBe('File is not valid');
    }
    const extra = await upload('commit', ops, 'air', { name: 't.csv', content: csv([airHeader]) }, [
      { name: 'kind', content: 'OCEAN' },
    ]);
    expect(extra.statusCode).toBe(400);
    const json = await call('POST', '/api/freight-tariff-imports/air', ops, { file: 'x' });
    expect(json.statusCode).toBe(400);
    expect((await upload('dry-run', ops, 'sea', { name: 't.csv', content: csv([airHeader]) })).statusCode).toBe(400);
  });

  it('names every problem by row and column and writes nothing unless every row is valid', async () => {
    const number = `AF-${year}-IMP${Math.random().toString(36).slice(2, 6).toUpperCase()}`;
    const file = csv([
      airHeader,
      airRow(number),
      airRow(number, { Destination: 'GRU', Rate45: 'abc' }),
      airRow(number, { Destination: 'AMS', 'Valid To': inDays(90) }),
      airRow('OF-2026-WRONGKIND', { Destination: 'FRA' }),
      airRow(`AF-${year}-OTHER`, { Customers: 'NOPE-XYZ', Origin: '' }),
    ]);
    const dry = tariffImportResponseSchema.parse(
      (await upload('dry-run', ops, 'air', { name: 'air.csv', content: file })).json(),
    );
    expect(dry.imported).toBe(false);
    expect(dry.rows).toBe(5);
    expect(dry.problems.map((p) => [p.row, p.column, p.message])).toEqual([
      [3, 'Rate45', 'Use an amount of 0 or more with at most 2 decimals'],
      [4, 'Valid To', `Differs from row 2 of the same tariff (${inDays(60)}).`],
      [5, 'Tariff #', 'Invalid Air Freight Sell Rate Tariff #'],
      [6, 'Origin', 'Enter a value.'],
      [6, 'Origin', 'A port code is 3 to 5 letters or digits'],
    ]);
    const commit = await upload('commit', ops, 'air', { name: 'air.csv', content: file });
    expect(commit.statusCode).toBe(400);
    expect(errorOf(commit).details?.fields?.[0]).toMatchObject({ path: 'rows[3].Rate45' });
    const after = tariffListResponseSchema.parse(
      (await call('GET', `/api/freight-tariffs?search=${number}`, ops)).json(),
    );
    expect(after.items).toEqual([]);

    // Unknown customers and a missing column are problems too.
    const unknown = tariffImportResponseSchema.parse(
      (
        await upload('dry-run', ops, 'air', {
          name: 'air.csv',
          content: csv([airHeader, airRow(number, { Customers: 'NOPE-XYZ' })]),
        })
      ).json(),
    );
    expect(unknown.problems.map((p) => [p.row, p.column, p.messageKey])).toEqual([
      [2, 'Customers', 'server.freightTariffs.unknownCustomer'],
    ]);
    const missing = tariffImportResponseSchema.parse(
      (
        await upload('dry-run', ops, 'air', {
          name: 'air.csv',
          content: csv([airHeader.filter((h) => h !== 'Rate300'), airRow(number).slice(0, -1)]),
        })
      ).json(),
    );
    expect(missing.problems.map((p) => [p.row, p.column])).toEqual([[1, 'Rate300']]);
  });

  it('imports an .xlsx all at once, replacing an existing tariff of the same number, and the estimator uses it', async () => {
    const number = `AF-${year}-X${Math.random().toString(36).slice(2, 6).toUpperCase()}`;
    const book = async (rows: string[][]) => {
      const workbook = new ExcelJS.Workbook();
      const sheet = workbook.addWorksheet('Tariff');
      for (const r of rows) sheet.addRow(r);
      return Buffer.from(await workbook.xlsx.writeBuffer());
    };
    const first = await upload('commit', ops, 'air', {
      name: 'air.xlsx',
      content: await book([airHeader, airRow(number), airRow(number, { Destination: 'GRU' })]),
    });
    expect(first.statusCode, first.body).toBe(200);
    expect(tariffImportResponseSchema.parse(first.json())).toMatchObject({
      imported: true,
      tariffs: [{ tariffNumber: number, lines: 2, replaces: false }],
    });
    const second = tariffImportResponseSchema.parse(
      (
        await upload('commit', ops, 'air', {
          name: 'air.csv',
          content: csv([airHeader, airRow(number, { Destination: 'AMS', Rate45: '4.99' })]),
        })
      ).json(),
    );
    expect(second.tariffs).toEqual([{ tariffNumber: number, lines: 1, replaces: true }]);
    const list = tariffListResponseSchema.parse(
      (await call('GET', `/api/freight-tariffs?search=${number}`, ops)).json(),
    );
    expect(list.items).toHaveLength(1);
    const detail = tariffDetailSchema.parse(
      (await call('GET', `/api/freight-tariffs/${list.items[0]?.id}`, ops)).json(),
    );
    expect(detail.airLanes.map((l) => [l.destinationPort, l.rate45, l.margin, l.marginType])).toEqual([
      ['AMS', '4.99', '12.50', 'PERCENT'],
    ]);
    const dest = airportCodesResponseSchema.parse(
      (await call('GET', '/api/freight/AirportCodes?type=dest&originPort=IAH', freshUser)).json(),
    );
    expect(dest.destinationAirportCode?.map((d) => d.code)).toEqual(['AMS']);
  });

  it('imports ocean tariffs with a row per charge, and accessorial charges', async () => {
    const number = `OF-${year}-O${Math.random().toString(36).slice(2, 6).toUpperCase()}`;
    const header = [...tariffImportColumns.ocean];
    const row = (charge: string, amount: string, perUnit: string) => [
      number,
      '',
      inDays(-1),
      inDays(30),
      fresh.code,
      'USHOU',
      'BRSSZ',
      'MAEU',
      "20' GP",
      '24',
      charge,
      `${charge} charge`,
      amount,
      perUnit,
    ];
    const res = await upload('commit', ops, 'ocean', {
      name: 'ocean.csv',
      content: csv([header, row('OFR', '1850', 'Y'), row('DOC', '75.00', 'N')]),
    });
    expect(res.statusCode, res.body).toBe(200);
    const list = tariffListResponseSchema.parse(
      (await call('GET', `/api/freight-tariffs?search=${number}`, ops)).json(),
    );
    const detail = tariffDetailSchema.parse(
      (await call('GET', `/api/freight-tariffs/${list.items[0]?.id}`, ops)).json(),
    );
    expect(detail.oceanLanes).toEqual([
      expect.objectContaining({
        portOfLoading: 'USHOU',
        carrierCode: 'MAEU',
        charges: [
          { chargeCode: 'OFR', description: 'OFR charge', amount: '1850.00', isPerUnit: true },
          { chargeCode: 'DOC', description: 'DOC charge', amount: '75.00', isPerUnit: false },
        ],
      }),
    ]);

    const acc = `AS-${year}-A${Math.random().toString(36).slice(2, 6).toUpperCase()}`;
    const accHeader = [...tariffImportColumns.accessorial];
    const bad = tariffImportResponseSchema.parse(
      (
        await upload('dry-run', ops, 'accessorial', {
          name: 'acc.csv',
          content: csv([
            accHeader,
            [acc, '', today, inDays(10), fresh.code, 'LIFT', 'Liftgate', 'ROAD', 'S', '85', ''],
          ]),
        })
      ).json(),
    );
    expect(bad.problems.map((p) => [p.row, p.column])).toEqual([[2, 'Mode']]);
    const good = await upload('commit', ops, 'accessorial', {
      name: 'acc.csv',
      content: csv([accHeader, [acc, '', today, inDays(10), fresh.code, 'LIFT', 'Liftgate', 'ANY', 'S', '85', '']]),
    });
    expect(good.statusCode, good.body).toBe(200);
    const wrong = tariffImportResponseSchema.parse(
      (
        await upload('dry-run', ops, 'accessorial', {
          name: 'acc.csv',
          content: csv([
            accHeader,
            [number, '', today, inDays(10), fresh.code, 'LIFT', 'Liftgate', 'ANY', 'S', '85', ''],
          ]),
        })
      ).json(),
    );
    expect(wrong.problems.map((p) => p.message)).toEqual(['Invalid Accessorial Sell Rate Tariff #']);
  });
});
