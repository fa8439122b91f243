import { errorEnvelopeSchema } from '@connect/contracts/errors/error-envelope.schemas';
import { messages } from '@connect/contracts/errors/messages';
import type { LightMyRequestResponse } from 'fastify';
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demo, signIn, type SignedIn } from '../test/auth-helpers';
import { createTestApp, type TestApp } from '../test/test-app';

/**
 * Issue #15 items 4, 5 and 7 (CSV): input that used to reach the database and answer 500 — a NUL character in a
 * search or text parameter, a grid filter whose value has the wrong type for its column — answers 400 with the
 * spec's message; an export with a bad query answers that 400 before the first byte of the file.
 */

let t: TestApp;
let customer: SignedIn;
let admin: SignedIn;

beforeAll(async () => {
  t = await createTestApp();
  [customer, admin] = await Promise.all([
    signIn(t.app, demo.customer),
    signIn(t.app, demo.admin, undefined, '10.0.0.2'),
  ]);
});
afterAll(async () => t.close());

const get = (url: string, who?: SignedIn) => t.app.inject({ method: 'GET', url, headers: who?.headers ?? {} });
const filterParam = (filter: unknown[]) => `filter=${encodeURIComponent(JSON.stringify(filter))}`;

/** A 400 with the spec's 'This form is not valid.' and the place of the problem. */
function expectRefused(res: LightMyRequestResponse, path: string, messageKey: string) {
  expect(res.statusCode, res.body).toBe(400);
  expect(res.headers['content-type']).toMatch(/^application\/json/);
  const { error } = errorEnvelopeSchema.parse(res.json());
  expect(error.code).toBe('VALIDATION_FAILED');
  expect(error.message).toBe(messages.formNotValid);
  expect(error.details?.fields).toContainEqual(expect.objectContaining({ path, messageKey }));
}

describe('a NUL character in any search or text parameter answers 400, never 500', () => {
  it('in query strings, path parameters and grid filters', async () => {
    const nul = '%00';
    const cases: [string, SignedIn | undefined, string][] = [
      [`/api/addressbook/addresses?q=a${nul}b`, customer, 'querystring.q'],
      [`/api/shipments?refno=${nul}`, customer, 'querystring.refno'],
      [`/api/shipments/export?format=csv&columns=document_no&billno=x${nul}`, customer, 'querystring.billno'],
      [`/api/Shipment/globalSearch/a${nul}b`, customer, 'params.keyword'],
      [`/api/tracking/track?reference=MGL${nul}`, undefined, 'querystring.reference'],
      [`/api/reference/countries?search=${nul}`, undefined, 'querystring.search'],
      [`/api/admin/users?search=a${nul}&companyCode=b`, admin, 'querystring.search'],
      [`/api/firebaseuser/userDatafromCrm/a${nul}`, admin, 'params.query'],
      [
        `/api/bookings?${filterParam([{ field: 'shipperName', operator: 'contains', value: 'a\u0000b' }])}`,
        customer,
        'querystring.filter.0.value',
      ],
      [
        `/api/invoices?${filterParam([{ field: 'direction', operator: 'in', value: ['Inbound', '\u0000'] }])}`,
        customer,
        'querystring.filter.0.value.1',
      ],
    ];
    for (const [url, who, path] of cases) expectRefused(await get(url, who), path, 'server.input.nulCharacter');
  });

  it('in JSON bodies, and broken Unicode too', async () => {
    const key = await t.app.inject({
      method: 'POST',
      url: '/api/admin/integration-keys',
      headers: admin.headers,
      payload: { name: 'feed\u0000' },
    });
    expectRefused(key, 'body.name', 'server.input.nulCharacter');
    const broken = await t.app.inject({
      method: 'POST',
      url: '/api/admin/integration-keys',
      headers: { ...admin.headers, 'content-type': 'application/json' },
      payload: '{"name":"feed \\ud800"}',
    });
    expectRefused(broken, 'body.name', 'server.input.brokenUnicode');
    // Text the database can store still passes: an emoji is a surrogate pair, not a broken half.
    const fine = await t.app.inject({
      method: 'POST',
      url: '/api/admin/integration-keys',
      headers: admin.headers,
      payload: { name: 'feed 🚢' },
    });
    expect(fine.statusCode, fine.body).toBe(200);
  });
});

describe('grid filters whose value has the wrong type for the column answer 400', () => {
  const filtered = (url: string, filter: unknown[], who: SignedIn = customer) =>
    get(`${url}${url.includes('?') ? '&' : '?'}${filterParam(filter)}`, who);

  it('number columns take numbers (whole numbers in range for integer columns)', async () => {
    for (const filter of [
      { field: 'totalCents', operator: 'equals', value: 'abc' },
      { field: 'paidCents', operator: 'between', value: ['x', 'y'] },
      { field: 'totalCents', operator: 'in', value: [1, 'true'] },
    ]) {
      const res = await filtered('/api/invoices', [filter]);
      expectRefused(res, 'querystring.filter', 'server.grid.filterNumber');
      expect(errorEnvelopeSchema.parse(res.json()).error.details?.fields?.[0]?.message).toBe(
        `${filter.field} takes numbers`,
      );
    }
    expectRefused(
      await filtered('/api/invoices', [{ field: 'balanceCents', operator: 'equals', value: -99999999999 }]),
      'querystring.filter',
      'server.grid.filterWholeNumber',
    );
    expectRefused(
      await filtered('/api/shipments', [{ field: 'message_count', operator: 'gte', value: 1.5 }]),
      'querystring.filter',
      'server.grid.filterWholeNumber',
    );
    // The right types still filter: numbers as numbers or numeric text, decimals on a decimal column.
    for (const [url, filter] of [
      ['/api/invoices', { field: 'totalCents', operator: 'gte', value: '100' }],
      ['/api/invoices', { field: 'balanceCents', operator: 'between', value: [-5, 2147483647] }],
      ['/api/shipments', { field: 'gross_weight', operator: 'gte', value: 1.5 }],
      ['/api/shipments', { field: 'message_count', operator: 'contains', value: '1' }],
    ] as const)
      expect((await filtered(url, [filter])).statusCode, JSON.stringify(filter)).toBe(200);
  });

  it('yes/no columns take true/false or yes/no, date columns real days', async () => {
    for (const filter of [
      { field: 'isDuplicate', operator: 'between', value: ['x', 'y'] },
      { field: 'isBookingParty', operator: 'equals', value: 'maybe' },
      { field: 'isBookingParty', operator: 'equals', value: 2 },
    ])
      expectRefused(
        await filtered('/api/addressbook/addresses', [filter]),
        'querystring.filter',
        'server.grid.filterBoolean',
      );
    expectRefused(
      await filtered('/api/admin/users', [{ field: 'createdAt', operator: 'lte', value: '2026-02-31' }], admin),
      'querystring.filter',
      'server.grid.filterDate',
    );
    const yes = await filtered('/api/addressbook/addresses?pageSize=200', [
      { field: 'isBookingParty', operator: 'equals', value: 'Yes' },
    ]);
    const all = await get('/api/addressbook/addresses?pageSize=200', customer);
    expect(yes.statusCode).toBe(200);
    const flags = (yes.json() as { items: { isBookingParty: boolean }[] }).items.map((a) => a.isBookingParty);
    expect(flags.length).toBeGreaterThan(0);
    expect(flags.every(Boolean)).toBe(true);
    expect((all.json() as { total: number }).total).toBeGreaterThanOrEqual(flags.length);
    const duplicates = await filtered('/api/addressbook/addresses', [
      { field: 'isDuplicate', operator: 'equals', value: true as unknown as string },
    ]);
    // A JSON true is not a grid value (strings and numbers are); the schema answers 400 as before.
    expect(duplicates.statusCode).toBe(400);
  });
});

describe('exports validate the whole query before the first byte (issue #15 item 5)', () => {
  const exportsOf = (): [string, string, SignedIn, unknown[]][] => [
    [
      '/api/addressbook/addresses/export',
      'name,city',
      customer,
      [{ field: 'isDuplicate', operator: 'gte', value: 'x' }],
    ],
    ['/api/bookings/export', 'reference,totalQty', customer, [{ field: 'totalQty', operator: 'equals', value: 'ten' }]],
    ['/api/admin/users/export', 'email,displayName', admin, [{ field: 'nope', operator: 'equals', value: 1 }]],
    ['/api/shipments/export', 'document_no', customer, [{ field: 'total_pieces', operator: 'lte', value: 'many' }]],
    ['/api/invoices/export', 'invoiceNumber', customer, [{ field: 'daysPastDue', operator: 'gte', value: 'many' }]],
  ];

  it('a bad filter answers 400 with a message in every format, never a 200 that is cut off', async () => {
    for (const [url, columns, who, filter] of exportsOf())
      for (const format of ['csv', 'xlsx', 'pdf']) {
        const res = await get(`${url}?format=${format}&columns=${columns}&${filterParam(filter)}`, who);
        expect(res.statusCode, `${url} ${format}: ${res.body.slice(0, 200)}`).toBe(400);
        expect(res.headers['content-disposition']).toBeUndefined();
        const { error } = errorEnvelopeSchema.parse(res.json());
        expect(error.message).toBe(messages.formNotValid);
        expect(error.details?.fields?.[0]?.path).toBe('querystring.filter');
      }
  });

  it('a NUL in a search parameter of an export is the same 400', async () => {
    const res = await get('/api/addressbook/addresses/export?format=csv&columns=name&q=%00', customer);
    expectRefused(res, 'querystring.q', 'server.input.nulCharacter');
  });

  it('a good query still streams the whole file', async () => {
    const res = await get('/api/addressbook/addresses/export?format=csv&columns=name,city', customer);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/filename="addresses-\d{4}-\d{2}-\d{2}\.csv"/);
    expect(res.body.split('\r\n').length).toBeGreaterThan(2);
  });
});

describe('CSV exports escape formula triggers after separators (issue #15 item 7)', () => {
  it('a cell such as "ACME;=HYPERLINK(…)" opens as text in a spreadsheet that splits on semicolons', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/addressbook/addresses',
      headers: customer.headers,
      payload: {
        addressType: 'SHIPPER',
        name: 'Semicolon Traders;=HYPERLINK("http://evil.example","x")',
        address: '1 Main St; @SUM(A1)',
        city: 'Dallas|+1',
        countryCode: 'US',
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const res = await get(
      `/api/addressbook/addresses/export?format=csv&columns=name,city&q=${encodeURIComponent('Semicolon Traders')}`,
      customer,
    );
    expect(res.statusCode).toBe(200);
    const line = res.body.split('\r\n')[1];
    expect(line).toBe(`"Semicolon Traders;'=HYPERLINK(""http://evil.example"",""x"")","Dallas|'+1"`);
    for (const delimiter of [',', ';', '|'])
      for (const cell of Papa.parse<string[]>(line ?? '', { delimiter, quoteChar: '\u0000' }).data.flat())
        expect(/^"?[=+\-@\t\r]/.test(cell), `${delimiter}: ${cell}`).toBe(false);
  });
});
