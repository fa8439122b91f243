import {
  addressSchema,
  importAddressesResponseSchema,
  listAddressesResponseSchema,
  saveAddressResponseSchema,
  type AddressInput,
} from '@connect/contracts/addressbook/addressbook.schemas';
import { sql } from 'drizzle-orm';
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demo, signIn, type SignedIn } from '../../../test/auth-helpers';
import { queryRows } from '../../../test/query-rows';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
let customer: SignedIn; // LSCOMP, every permission
let limited: SignedIn; // SERRAZ, address book
let group: SignedIn; // LSCOMP selected with booking but no address book; PRELEC with address book
/** An address of each demo company, read straight from the database. */
const byCompany = new Map<string, string>();

beforeAll(async () => {
  t = await createTestApp();
  [customer, limited, group] = await Promise.all([
    signIn(t.app, demo.customer),
    signIn(t.app, demo.limited, undefined, '10.0.0.2'),
    signIn(t.app, demo.group, undefined, '10.0.0.3'),
  ]);
  const rows = await queryRows<{ code: string; id: string }>(
    t.database.db,
    sql`select distinct on (c.code) c.code, a.id from addresses a join companies c on c.id = a.company_id
        order by c.code, a.created_at`,
  );
  for (const r of rows) byCompany.set(r.code, r.id);
});
afterAll(async () => t.close());

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, who: SignedIn, payload?: unknown) =>
  t.app.inject({ method, url, headers: who.headers, ...(payload === undefined ? {} : { payload: payload as object }) });

const houston: AddressInput = {
  addressType: 'CONSIGNEE',
  name: 'Bayou City Instruments LLC',
  address: '1400 Navigation Blvd\nDock 3',
  city: 'Houston',
  stateProvince: 'TX',
  postalCode: '77003',
  countryCode: 'us',
  contactPersonName: 'Ana Ruiz',
  email: 'receiving@bayoucity.example',
  telNo: '+1 (713) 555-0142',
  nearestAirportCode: 'iah',
  nearestOceanPortLocationCode: 'ushou',
};

describe('address book', () => {
  it("lists the selected company's demo addresses with the spec's fields, duplicates linked both ways", async () => {
    const res = await call('GET', '/api/addressbook/addresses?pageSize=200', customer);
    expect(res.statusCode).toBe(200);
    const list = listAddressesResponseSchema.parse(res.json());
    expect(list.total).toBe(list.items.length);
    const huaxin = list.items.filter((a) => a.name.startsWith('Shenzhen Huaxin'));
    expect(huaxin).toHaveLength(2);
    const [first, second] = huaxin;
    expect(first?.isDuplicate).toBe(true);
    expect(first?.duplicateAddress).toEqual([second?.addressId]);
    expect(second?.duplicateAddress).toEqual([first?.addressId]);
    const austin = list.items.find((a) => a.name === 'Austin Robotics Lab');
    expect(austin?.unStandarized).toBe(true);
    expect(list.items.find((a) => a.addressType === 'PRIMARY')?.addressText).toBe(
      '4100 Spring Valley Rd, Suite 300, Dallas, TX 75244, US',
    );
    const otherCompanyIds = [...byCompany.entries()].filter(([code]) => code !== 'LSCOMP').map(([, id]) => id);
    expect(list.items.some((a) => otherCompanyIds.includes(a.addressId))).toBe(false);
  });

  it('searches with q and the grid filter, sorts, and rejects unknown filter fields', async () => {
    const q = listAddressesResponseSchema.parse(
      (await call('GET', '/api/addressbook/addresses?q=keji', customer)).json(),
    );
    expect(q.items.map((a) => a.name).sort()).toEqual([
      'Shenzhen Huaxin Electronics Co Ltd',
      'Shenzhen Huaxin Electronics Co., Ltd.',
    ]);
    const filter = encodeURIComponent(JSON.stringify([{ field: 'countryCode', operator: 'equals', value: 'us' }]));
    const us = listAddressesResponseSchema.parse(
      (await call('GET', `/api/addressbook/addresses?filter=${filter}&sort=city=desc`, customer)).json(),
    );
    expect(us.items.length).toBeGreaterThan(1);
    expect(us.items.every((a) => a.countryCode === 'US')).toBe(true);
    expect(us.items.map((a) => a.city)).toEqual([...us.items.map((a) => a.city)].sort().reverse());
    const bad = encodeURIComponent(JSON.stringify([{ field: 'company_id', operator: 'equals', value: 'x' }]));
    expect((await call('GET', `/api/addressbook/addresses?filter=${bad}`, customer)).statusCode).toBe(400);
    const byType = listAddressesResponseSchema.parse(
      (await call('GET', '/api/addressbook/addresses?addressType=WAREHOUSE', customer)).json(),
    );
    expect(byType.items.map((a) => a.addressType)).toEqual(['WAREHOUSE']);
  });

  it('adds an address cleaned and normalized, and reads it back', async () => {
    const res = await call('POST', '/api/addressbook/addresses', customer, houston);
    expect(res.statusCode, res.body).toBe(201);
    const saved = saveAddressResponseSchema.parse(res.json());
    expect(saved.message).toBe('Address saved successfully');
    expect(saved.duplicates).toEqual([]);
    expect(saved.address).toMatchObject({
      countryCode: 'US',
      telNo: '+17135550142',
      nearestAirportCode: 'IAH',
      nearestOceanPortLocationCode: 'USHOU',
      isBookingParty: true,
      unStandarized: false,
      isDuplicate: false,
      addressText: '1400 Navigation Blvd, Dock 3, Houston, TX 77003, US',
    });
    const read = await call('GET', `/api/addressbook/addresses/${saved.address.addressId}`, customer);
    expect(addressSchema.parse(read.json())).toEqual(saved.address);
  });

  it('saves a likely duplicate, names it, and links both ways (accents, case, punctuation ignored)', async () => {
    const first = saveAddressResponseSchema.parse(
      (
        await call('POST', '/api/addressbook/addresses', limited, {
          ...houston,
          name: 'Comércio São Paulo Ltda.',
          city: 'São Paulo',
          countryCode: 'BR',
          stateProvince: 'SP',
          postalCode: '01310-100',
        })
      ).json(),
    );
    expect(first.address.name).toBe('Comercio Sao Paulo Ltda.');
    const res = await call('POST', '/api/addressbook/addresses', limited, {
      ...houston,
      name: 'COMERCIO SAO PAULO LTDA',
      city: 'sao paulo',
      countryCode: 'BR',
      stateProvince: 'SP',
      postalCode: '01310100',
    });
    expect(res.statusCode).toBe(201);
    const second = saveAddressResponseSchema.parse(res.json());
    expect(second.duplicates.map((d) => d.addressId)).toEqual([first.address.addressId]);
    expect(second.address.duplicateAddress).toEqual([first.address.addressId]);
    const again = addressSchema.parse(
      (await call('GET', `/api/addressbook/addresses/${first.address.addressId}`, limited)).json(),
    );
    expect(again.duplicateAddress).toEqual([second.address.addressId]);

    // Renamed apart: the links go both ways too.
    const renamed = saveAddressResponseSchema.parse(
      (
        await call('PUT', `/api/addressbook/addresses/${second.address.addressId}`, limited, {
          ...houston,
          name: 'Santos Agro Comercial Ltda.',
          city: 'Santos',
          countryCode: 'BR',
          stateProvince: 'SP',
          postalCode: '11010-000',
        })
      ).json(),
    );
    expect(renamed.duplicates).toEqual([]);
    const alone = addressSchema.parse(
      (await call('GET', `/api/addressbook/addresses/${first.address.addressId}`, limited)).json(),
    );
    expect(alone.isDuplicate).toBe(false);
  });

  it('names every invalid field with the catalogue text and refuses unknown fields (mass assignment)', async () => {
    const res = await call('POST', '/api/addressbook/addresses', customer, {
      ...houston,
      name: '   ',
      countryCode: 'XX',
      email: 'not-an-email',
      telNo: '12-34',
    });
    expect(res.statusCode).toBe(400);
    const fields = (res.json() as { error: { details: { fields: { path: string; message: string }[] } } }).error.details
      .fields;
    expect(fields).toEqual(
      expect.arrayContaining([
        { path: 'body.name', message: 'This field is required', messageKey: 'errors.required' },
        { path: 'body.countryCode', message: 'Choose a country', messageKey: 'server.addressbook.chooseCountry' },
        { path: 'body.email', message: 'Invalid Email', messageKey: 'errors.invalidEmail' },
        { path: 'body.telNo', message: 'Phone Number is badly formatted', messageKey: 'errors.phoneBadlyFormatted' },
      ]),
    );
    for (const extra of [{ companyId: '00000000-0000-4000-8000-000000000000' }, { isDuplicate: true }, { id: 'x' }]) {
      const sneaky = await call('POST', '/api/addressbook/addresses', customer, { ...houston, ...extra });
      expect(sneaky.statusCode).toBe(400);
    }
  });

  it('answers 404 for an address of another company, of a member company not selected, deleted or missing', async () => {
    const serraz = byCompany.get('SERRAZ') ?? '';
    const prelec = byCompany.get('PRELEC') ?? '';
    for (const id of [serraz, '00000000-0000-4000-8000-000000000000']) {
      expect((await call('GET', `/api/addressbook/addresses/${id}`, customer)).statusCode).toBe(404);
      expect((await call('PUT', `/api/addressbook/addresses/${id}`, customer, houston)).statusCode).toBe(404);
      expect((await call('DELETE', `/api/addressbook/addresses/${id}`, customer)).statusCode).toBe(404);
    }
    // The group user belongs to PRELEC but has LSCOMP selected.
    expect((await call('GET', `/api/addressbook/addresses/${prelec}`, group)).statusCode).toBe(404);
    expect((await call('GET', '/api/addressbook/addresses/not-a-uuid', customer)).statusCode).toBe(400);

    const created = saveAddressResponseSchema.parse(
      (await call('POST', '/api/addressbook/addresses', customer, { ...houston, name: 'Short Lived Co' })).json(),
    );
    const del = await call('DELETE', `/api/addressbook/addresses/${created.address.addressId}`, customer);
    expect(del.json()).toEqual({ message: 'Address deleted successfully', messageKey: 'server.addressbook.deleted' });
    expect((await call('GET', `/api/addressbook/addresses/${created.address.addressId}`, customer)).statusCode).toBe(
      404,
    );
    expect((await call('DELETE', `/api/addressbook/addresses/${created.address.addressId}`, customer)).statusCode).toBe(
      404,
    );
  });

  it('lets a booking user read and add, but not change, delete or import without the address book permission', async () => {
    expect((await call('GET', '/api/addressbook/addresses', group)).statusCode).toBe(200);
    const added = await call('POST', '/api/addressbook/addresses', group, { ...houston, name: 'Group Added Party' });
    expect(added.statusCode).toBe(201);
    const id = saveAddressResponseSchema.parse(added.json()).address.addressId;
    expect((await call('PUT', `/api/addressbook/addresses/${id}`, group, houston)).statusCode).toBe(403);
    expect((await call('DELETE', `/api/addressbook/addresses/${id}`, group)).statusCode).toBe(403);
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/addressbook/addresses' });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('address book import and export', () => {
  const csv = (text: string, who: SignedIn = limited) =>
    t.app.inject({
      method: 'POST',
      url: '/api/addressbook/addresses/import',
      headers: { ...who.headers, 'content-type': 'text/csv' },
      payload: text,
    });

  it('exports CSV with cells escaped against formula injection, and imports the export back', async () => {
    await call('POST', '/api/addressbook/addresses', limited, {
      ...houston,
      name: '=HYPERLINK("http://evil.example","x")',
    });
    const before = listAddressesResponseSchema.parse(
      (await call('GET', '/api/addressbook/addresses?pageSize=1', limited)).json(),
    ).total;
    const res = await call('GET', '/api/addressbook/addresses/export?format=csv', limited);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/filename="addresses-\d{4}-\d{2}-\d{2}\.csv"/);
    const parsed = Papa.parse<string[]>(res.body.replace(/^\uFEFF/, ''), { skipEmptyLines: true });
    expect(parsed.data[0]?.slice(0, 3)).toEqual(['Name', 'Address Type', 'Address']);
    expect(parsed.data).toHaveLength(before + 1);
    expect(parsed.data.some((row) => row[0] === `'=HYPERLINK("http://evil.example","x")`)).toBe(true);

    const back = await csv(res.body);
    expect(back.statusCode, back.body).toBe(200);
    const imported = importAddressesResponseSchema.parse(back.json());
    expect(imported.imported).toBe(before);
    // Every imported row is the same as one already in the book: each is flagged as a likely duplicate.
    expect(imported.duplicates).toBe(before);
    const after = listAddressesResponseSchema.parse(
      (await call('GET', '/api/addressbook/addresses?pageSize=1', limited)).json(),
    ).total;
    expect(after).toBe(before * 2);
  });

  it('imports nothing when a row is wrong, and names the row and column', async () => {
    const before = listAddressesResponseSchema.parse(
      (await call('GET', '/api/addressbook/addresses?pageSize=1', limited)).json(),
    ).total;
    const res = await csv(
      [
        'Name,Address Type,Street,City,State / Province,Postal Code,Country,Booking Party',
        'Good Row Ltd,Consignee,1 Main St,Santos,SP,11010-000,BR,Yes',
        'Bad Country Ltd,Shipper,2 Main St,Santos,SP,11010-000,Brazil,No',
        'No Type Ltd,Storage,3 Main St,Santos,,,BR,maybe',
      ].join('\n'),
    );
    expect(res.statusCode).toBe(400);
    const body = res.json() as { error: { message: string; details: { fields: { path: string; message: string }[] } } };
    // Codes with their parameters, so the reader's language words them; the cell's own problem keeps its key.
    const row = (n: number, column: string, problem: string, problemKey?: string) => ({
      messageKey: 'server.addressbook.rowProblem',
      params: { row: n, column, problem, ...(problemKey ? { problemKey } : {}) },
    });
    expect(body.error.details.fields).toEqual([
      {
        path: 'rows[3].countryCode',
        message: 'Row 3, Country: Choose a country',
        ...row(3, 'Country', 'Choose a country', 'server.addressbook.chooseCountry'),
      },
      {
        path: 'rows[4].addressType',
        message: 'Row 4, Address Type: Choose an address type',
        ...row(4, 'Address Type', 'Choose an address type', 'server.addressbook.chooseAddressType'),
      },
      expect.objectContaining({
        path: 'rows[4].isBookingParty',
        message: expect.stringContaining('Row 4, Booking Party') as string,
        messageKey: 'server.addressbook.rowProblem',
      }),
    ]);
    expect(body.error).toMatchObject({
      message: 'Row 3, Country: Choose a country',
      messageKey: 'server.addressbook.rowProblem',
    });
    const after = listAddressesResponseSchema.parse(
      (await call('GET', '/api/addressbook/addresses?pageSize=1', limited)).json(),
    ).total;
    expect(after).toBe(before);

    const unknownColumn = await csv('Name,Address Type,Street,City,Country,Secret\nA,Shipper,1 St,Santos,BR,x');
    expect(unknownColumn.statusCode).toBe(400);
    expect(unknownColumn.json()).toMatchObject({
      error: {
        message: 'Unknown column: Secret',
        messageKey: 'server.addressbook.unknownColumn',
        params: { column: 'Secret' },
      },
    });
    const wrongType = await t.app.inject({
      method: 'POST',
      url: '/api/addressbook/addresses/import',
      headers: { ...limited.headers, 'content-type': 'application/json' },
      payload: { rows: [] },
    });
    expect(wrongType.statusCode).toBe(400);
    const tooBig = await csv(`Name\n${'x'.repeat(2 * 1024 * 1024)}`);
    expect(tooBig.statusCode).toBe(413);
    expect((await csv('Name,Address Type,Street,City,Country\nA,Shipper,1 St,Santos,BR', group)).statusCode).toBe(403);
  });
});
