import { deflateRawSync } from 'node:zlib';
import {
  commitImportResponseSchema,
  dryRunResponseSchema,
  importMappingResponseSchema,
  readImportResponseSchema,
  type DryRunResponse,
} from '@connect/contracts/warehouse/warehouse-import.schemas';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demo, signIn, type SignedIn } from '../../../test/auth-helpers';
import { queryRows } from '../../../test/query-rows';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
let customer: SignedIn; // Dana: LSCOMP with wms and inoutOrderCreation
let other: SignedIn; // Jordan: LSCOMP selected, given wms and inoutOrderCreation there, so he may import too
let limited: SignedIn; // Marco: SERRAZ without wms
let shipToName = '';
let foreignSku = '';

beforeAll(async () => {
  t = await createTestApp();
  await t.database.db.execute(sql`update memberships
    set permissions = array_cat(permissions, array['wms', 'inoutOrderCreation'])
    where user_id = (select id from users where email = ${demo.group})
      and company_id = (select id from companies where code = 'LSCOMP')`);
  [customer, other, limited] = await Promise.all([
    signIn(t.app, demo.customer),
    signIn(t.app, demo.group, undefined, '10.0.0.2'),
    signIn(t.app, demo.limited, undefined, '10.0.0.3'),
  ]);
  const [address] = await queryRows<{ name: string }>(
    t.database.db,
    sql`select a.name from addresses a join companies c on c.id = a.company_id
        where c.code = 'LSCOMP' and a.deleted_at is null
        group by a.name having count(*) = 1 order by a.name limit 1`,
  );
  shipToName = address?.name ?? '';
  const [foreign] = await queryRows<{ sku: string }>(
    t.database.db,
    sql`select i.sku from warehouse_items i join companies c on c.id = i.company_id
        where c.code = 'GCMEDS' and i.sku not in (select sku from warehouse_items w join companies k on k.id = w.company_id where k.code = 'LSCOMP')
        limit 1`,
  );
  foreignSku = foreign?.sku ?? 'GCM-NOT-THERE';
});
afterAll(async () => t.close());

// ------------------------------------------------------------------------------------------- helpers

type Part = { name: string; fileName?: string; type?: string; content: string | Buffer };

function multipart(parts: Part[]) {
  const boundary = `----connect-import-${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = part.fileName
      ? `form-data; name="${part.name}"; filename="${part.fileName}"`
      : `form-data; name="${part.name}"`;
    const type = part.fileName ? `\r\nContent-Type: ${part.type ?? 'application/octet-stream'}` : '';
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}${type}\r\n\r\n`));
    chunks.push(Buffer.isBuffer(part.content) ? part.content : Buffer.from(part.content));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

const inboundMapping = {
  referenceNo: 'PO Number',
  fileNumber: null,
  warehouse: 'Warehouse',
  sku: 'SKU',
  quantity: 'Qty',
  lotNumber: null,
  notes: null,
  supplierName: 'Supplier',
  expectedDate: 'Expected Date',
  carrier: 'Carrier',
  containerNo: null,
  houseBill: null,
};

async function send(
  step: 'read' | 'dry-run' | 'commit',
  who: SignedIn,
  file: { name: string; content: string | Buffer },
  mapping: unknown = inboundMapping,
  direction = 'inbound',
  extra: Part[] = [],
) {
  const parts: Part[] = [{ name: 'file', fileName: file.name, content: file.content }];
  if (step !== 'read') parts.push({ name: 'mapping', content: JSON.stringify(mapping) });
  const body = multipart([...parts, ...extra]);
  return t.app.inject({
    method: 'POST',
    url: `/api/wms/order-imports/${direction}/${step}`,
    headers: { ...who.headers, 'content-type': body.contentType },
    payload: body.payload,
  });
}

const errorOf = (res: { json: () => unknown }) =>
  (
    res.json() as {
      error: {
        code: string;
        message: string;
        messageKey?: string;
        details?: { fields?: { path: string; message: string }[] };
      };
    }
  ).error;

const run = `T${process.pid % 1000}`;
const inAWeek = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);

function inboundCsv(rows: string[][]) {
  const header = ['PO Number', 'Warehouse', 'SKU', 'Qty', 'Supplier', 'Expected Date', 'Carrier'];
  return [header, ...rows]
    .map((r) => r.map((c) => (/[",\n]/.test(c) ? `"${c.replace(/"/g, '""')}"` : c)).join(','))
    .join('\r\n');
}

const goodRows = (prefix: string) => [
  [`${prefix}-1`, 'MGL-DFW', 'LSC-PS-2400', '40', 'Baumer Sensors GmbH', inAWeek, 'Maersk'],
  [`${prefix}-1`, 'MGL-DFW', 'LSC-TC-K100', '25', '', '', ''],
  [`${prefix}-2`, 'MGL-DFW', 'LSC-CBL-M12', '10', 'Würth Elektronik', inAWeek, ''],
  [`${prefix}-3`, 'mgl-dfw', 'lsc-ps-2400', '5', 'Baumer Sensors GmbH', inAWeek, 'Hapag-Lloyd'],
];

async function ordersWithReferencePrefix(prefix: string) {
  return queryRows<{ reference_no: string; file_number: string; status: string; lines: number }>(
    t.database.db,
    sql`select o.reference_no, o.file_number, o.status,
          (select count(*)::int from warehouse_order_lines l where l.order_id = o.id) as lines
        from warehouse_orders o where o.reference_no like ${`${prefix}%`} order by o.reference_no`,
  );
}

const problemsOf = (body: DryRunResponse) =>
  body.problems.map((p) => `${p.row ?? '-'}|${p.column ?? '-'}|${p.message}`);

// ------------------------------------------------------------------------------------------- tests

describe('order import: reading a file', () => {
  it('reads the header row, the first rows and guesses the mapping from the headers', async () => {
    const res = await send('read', customer, { name: 'orders.csv', content: inboundCsv(goodRows(`R${run}`)) });
    expect(res.statusCode, res.body).toBe(200);
    const body = readImportResponseSchema.parse(res.json());
    expect(body.kind).toBe('csv');
    expect(body.rowCount).toBe(4);
    expect(body.headers).toEqual(['PO Number', 'Warehouse', 'SKU', 'Qty', 'Supplier', 'Expected Date', 'Carrier']);
    expect(body.mapping).toMatchObject({
      referenceNo: 'PO Number',
      warehouse: 'Warehouse',
      sku: 'SKU',
      quantity: 'Qty',
      supplierName: 'Supplier',
      expectedDate: 'Expected Date',
      carrier: 'Carrier',
      fileNumber: null,
    });
    expect(body.mappingSource).toBe('guessed');
  });

  it('refuses a renamed binary, a zip that is no spreadsheet and a bare octet stream by content', async () => {
    const png = Buffer.from(
      '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000a49444154789c6300010000050001',
      'hex',
    );
    for (const file of [
      { name: 'orders.csv', content: png },
      { name: 'orders.xlsx', content: png },
      { name: 'orders.xlsx', content: Buffer.from('PO Number,SKU\nA,B\n') },
      { name: 'orders.csv', content: Buffer.from([0x00, 0x01, 0x02, 0xff, 0xfe, 0x00]) },
    ]) {
      const res = await send('read', customer, file);
      expect(res.statusCode, res.body).toBe(415);
      expect(errorOf(res).message).toBe('File is not valid');
    }
    const zip = zipOf([{ name: 'hello.txt', content: Buffer.from('hello') }]);
    const res = await send('read', customer, { name: 'orders.xlsx', content: zip });
    expect(res.statusCode, res.body).toBe(415);
  });

  it('refuses an .xlsx that unpacks to far more than it holds (a zip bomb) before inflating it', async () => {
    const bomb = zipOf([
      { name: '[Content_Types].xml', content: Buffer.from('<Types/>') },
      { name: 'xl/workbook.xml', content: Buffer.from('<workbook/>') },
      { name: 'xl/worksheets/sheet1.xml', content: Buffer.alloc(80 * 1024 * 1024, 0x20) },
    ]);
    expect(bomb.length).toBeLessThan(1024 * 1024);
    const res = await send('read', customer, { name: 'orders.xlsx', content: bomb });
    expect(res.statusCode, res.body).toBe(413);
    expect(errorOf(res).messageKey).toBe('server.warehouseImport.tooLargeUnpacked');
  });

  it('names the row limit and the size limit', async () => {
    const many = Array.from({ length: 2001 }, (_, i) => [
      `L${run}-${i}`,
      'MGL-DFW',
      'LSC-PS-2400',
      '1',
      'S',
      inAWeek,
      '',
    ]);
    const res = await send('read', customer, { name: 'orders.csv', content: inboundCsv(many) });
    expect(res.statusCode, res.body).toBe(400);
    expect(errorOf(res).message).toBe('The file has more than 2000 rows. Split it into smaller files.');
    const big = `${inboundCsv(goodRows(`B${run}`))}\r\n${'x'.repeat(5 * 1024 * 1024)}`;
    const tooBig = await send('read', customer, { name: 'orders.csv', content: big });
    expect(tooBig.statusCode, tooBig.body).toBe(413);
    expect(errorOf(tooBig).message).toBe('The file is larger than 5 MB. Split it into smaller files.');
  });

  it('answers 400, never 500, to a body that is not a proper upload', async () => {
    const noFile = multipart([{ name: 'mapping', content: '{}' }]);
    const bad = [
      await t.app.inject({
        method: 'POST',
        url: '/api/wms/order-imports/inbound/read',
        headers: { ...customer.headers, 'content-type': noFile.contentType },
        payload: noFile.payload,
      }),
      await t.app.inject({
        method: 'POST',
        url: '/api/wms/order-imports/inbound/read',
        headers: { ...customer.headers, 'content-type': 'multipart/form-data; boundary=nothing' },
        payload: 'garbage',
      }),
      await t.app.inject({
        method: 'POST',
        url: '/api/wms/order-imports/inbound/dry-run',
        headers: customer.headers,
        payload: { file: 'x' },
      }),
      await send('dry-run', customer, { name: 'orders.csv', content: inboundCsv(goodRows('X')) }, 'not json'),
      await send(
        'dry-run',
        customer,
        { name: 'orders.csv', content: inboundCsv(goodRows('X')) },
        { ...inboundMapping, admin: 'x' },
      ),
      await send(
        'dry-run',
        customer,
        { name: 'orders.csv', content: inboundCsv(goodRows('X')) },
        { ...inboundMapping, shipTo: 'x' },
      ),
      await send(
        'dry-run',
        customer,
        { name: 'orders.csv', content: inboundCsv(goodRows('X')) },
        inboundMapping,
        'inbound',
        [{ name: 'companyId', content: 'x' }],
      ),
      await send(
        'read',
        customer,
        { name: 'orders.csv', content: inboundCsv(goodRows('X')) },
        inboundMapping,
        'sideways',
      ),
      await send('read', customer, { name: 'orders.csv', content: '' }),
    ];
    for (const res of bad) expect([400, 415], res.body).toContain(res.statusCode);
  });

  it('is only for users with inoutOrderCreation on the selected company', async () => {
    const res = await send('read', limited, { name: 'orders.csv', content: inboundCsv(goodRows('X')) });
    expect(res.statusCode, res.body).toBe(403);
  });
});

describe('order import: dry run and import', () => {
  it('imports every order of a valid file, rows grouped by reference, in one call', async () => {
    const prefix = `OK${run}`;
    const file = { name: 'orders.csv', content: inboundCsv(goodRows(prefix)) };
    const dry = await send('dry-run', customer, file);
    expect(dry.statusCode, dry.body).toBe(200);
    const checked = dryRunResponseSchema.parse(dry.json());
    expect(checked.problems).toEqual([]);
    expect(checked.ok).toBe(true);
    expect(checked.orders.map((o) => [o.referenceNo, o.lineCount, o.totalQty, o.firstRow])).toEqual([
      [`${prefix}-1`, 2, 65, 2],
      [`${prefix}-2`, 1, 10, 4],
      [`${prefix}-3`, 1, 5, 5],
    ]);
    expect(await ordersWithReferencePrefix(prefix)).toEqual([]); // a dry run writes nothing

    const res = await send('commit', customer, file);
    expect(res.statusCode, res.body).toBe(201);
    const body = commitImportResponseSchema.parse(res.json());
    expect(body.imported).toHaveLength(3);
    expect(body.message).toBe('3 orders imported');
    expect(await ordersWithReferencePrefix(prefix)).toEqual([
      { reference_no: `${prefix}-1`, file_number: `${prefix}-1`, status: 'INBOUND', lines: 2 },
      { reference_no: `${prefix}-2`, file_number: `${prefix}-2`, status: 'INBOUND', lines: 1 },
      { reference_no: `${prefix}-3`, file_number: `${prefix}-3`, status: 'INBOUND', lines: 1 },
    ]);
    const detail = await t.app.inject({
      method: 'GET',
      url: `/api/wms/orders/${body.imported[0]?.orderId}`,
      headers: customer.headers,
    });
    expect(detail.statusCode).toBe(200);
    expect(detail.json()).toMatchObject({
      supplierName: 'Baumer Sensors GmbH',
      carrier: 'Maersk',
      expectedDate: expect.stringContaining(inAWeek),
    });
  });

  it('refuses to import the same references again and names them', async () => {
    const prefix = `RE${run}`;
    const file = { name: 'orders.csv', content: inboundCsv(goodRows(prefix)) };
    expect((await send('commit', customer, file)).statusCode).toBe(201);
    const dry = dryRunResponseSchema.parse((await send('dry-run', customer, file)).json());
    expect(dry.ok).toBe(false);
    expect(problemsOf(dry)).toEqual([
      `2|PO Number|An order with the reference ${prefix}-1 exists already; it is not imported twice.`,
      `4|PO Number|An order with the reference ${prefix}-2 exists already; it is not imported twice.`,
      `5|PO Number|An order with the reference ${prefix}-3 exists already; it is not imported twice.`,
    ]);
    const again = await send('commit', customer, file);
    expect(again.statusCode, again.body).toBe(400);
    expect(errorOf(again).message).toBe('The file has 3 problems; nothing was imported.');
    expect(await ordersWithReferencePrefix(prefix)).toHaveLength(3);
  });

  it('writes nothing when one row is bad, and names each problem by row and column', async () => {
    const prefix = `BAD${run}`;
    const rows = goodRows(prefix);
    rows[2] = [`${prefix}-2`, 'MGL-DFW', 'LSC-CBL-M12', '0', 'Würth Elektronik', inAWeek, ''];
    const file = { name: 'orders.csv', content: inboundCsv(rows) };
    const dry = dryRunResponseSchema.parse((await send('dry-run', customer, file)).json());
    expect(dry.ok).toBe(false);
    expect(problemsOf(dry)).toEqual(['4|Qty|Order quantity must be greater than zero.']);
    const res = await send('commit', customer, file);
    expect(res.statusCode, res.body).toBe(400);
    expect(errorOf(res).details?.fields).toEqual([
      expect.objectContaining({
        path: 'rows[4].quantity',
        message: 'Row 4, Qty: Order quantity must be greater than zero.',
      }),
    ]);
    expect(await ordersWithReferencePrefix(prefix)).toEqual([]);
  });

  it('counts rows as a spreadsheet shows them, blank lines included', async () => {
    const csv = `${inboundCsv([[`BL${run}-1`, 'MGL-DFW', 'LSC-PS-2400', '1', 'S', inAWeek, '']])}\r\n\r\nBL${run}-2,MGL-DFW,LSC-PS-2400,0,S,${inAWeek},\r\n`;
    const dry = dryRunResponseSchema.parse((await send('dry-run', customer, { name: 'b.csv', content: csv })).json());
    expect(dry.rowCount).toBe(2);
    expect(problemsOf(dry)).toEqual(['4|Qty|Order quantity must be greater than zero.']);
  });

  it("names the spec's order messages, unknown SKUs (another company's too) and warehouses", async () => {
    const prefix = `MSG${run}`;
    const rows = [
      [`${prefix}-1`, 'MGL-DFW', 'NO-SUCH-SKU', '3', 'S', inAWeek, ''],
      [`${prefix}-2`, 'MGL-DFW', foreignSku, '3', 'S', inAWeek, ''],
      [`${prefix}-TOO-LONG-REFERENCE-X`, 'MGL-DFW', 'LSC-PS-2400', '3', 'S', inAWeek, ''],
      ['', 'MGL-DFW', 'LSC-PS-2400', '3', 'S', inAWeek, ''],
      [`${prefix}-5`, 'MGL-DFW', '', '', 'S', inAWeek, ''],
      [`${prefix}-6`, 'NOWHERE', 'LSC-PS-2400', 'abc', 'S', '2026-13-45', ''],
      [`${prefix}-7`, 'MGL-DFW', 'LSC-PS-2400', '1', 'S', inAWeek, ''],
      [`${prefix}-7`, 'MGL-DFW', 'LSC-PS-2400', '1', 'Other supplier', inAWeek, ''],
      ['#bad', 'MGL-DFW', 'LSC-PS-2400', '1', 'S', inAWeek, ''],
    ];
    const dry = dryRunResponseSchema.parse(
      (await send('dry-run', customer, { name: 'o.csv', content: inboundCsv(rows) })).json(),
    );
    expect(problemsOf(dry)).toEqual([
      '2|SKU|Unknown SKU NO-SUCH-SKU.',
      `3|SKU|Unknown SKU ${foreignSku}.`,
      '4|PO Number|Order / Reference cannot be more than 20 characters.',
      '5|PO Number|Please enter valid Order/Reference No.',
      '6|SKU|Please add atleast one order item.',
      '7|Warehouse|Unknown warehouse NOWHERE: use the code or name of one of your warehouses.',
      '7|Qty|Order quantity must be greater than zero.',
      '7|Expected Date|Use a date as YYYY-MM-DD.',
      '9|Supplier|Differs from row 8 of the same order (S).',
      '10|PO Number|Please enter valid Order/Reference No.',
    ]);
    expect(await ordersWithReferencePrefix(prefix)).toEqual([]);
  });

  it('reads .xlsx files: dates, numbers and the saved value of a formula (never evaluated)', async () => {
    const prefix = `XL${run}`;
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Orders');
    sheet.addRow(['PO Number', 'Warehouse', 'SKU', 'Qty', 'Supplier', 'Expected Date', 'Carrier']);
    sheet.addRow([`${prefix}-1`, 'MGL-DFW', 'LSC-PS-2400', 12, 'Baumer', new Date(`${inAWeek}T00:00:00Z`), 'Maersk']);
    sheet.addRow([`${prefix}-1`, 'MGL-DFW', 'LSC-TC-K100', { formula: 'D2*2', result: 24 }, '', null, '']);
    sheet.addRow([
      `${prefix}-2`,
      'MGL-DFW',
      'LSC-CBL-M12',
      3,
      { formula: 'HYPERLINK("http://x","Evil")', result: 'Evil Corp' },
      inAWeek,
      '',
    ]);
    const bytes = Buffer.from(await workbook.xlsx.writeBuffer());
    const read = readImportResponseSchema.parse(
      (await send('read', customer, { name: 'orders.xlsx', content: bytes })).json(),
    );
    expect(read.kind).toBe('xlsx');
    expect(read.sample[1]).toEqual([`${prefix}-1`, 'MGL-DFW', 'LSC-TC-K100', '24', '', '', '']);
    const res = await send('commit', customer, { name: 'orders.xlsx', content: bytes });
    expect(res.statusCode, res.body).toBe(201);
    const [first, second] = await ordersWithReferencePrefix(prefix);
    expect(first?.lines).toBe(2);
    expect(second?.lines).toBe(1);
    const [supplier] = await queryRows<{ supplier_name: string }>(
      t.database.db,
      sql`select supplier_name from warehouse_orders where reference_no = ${`${prefix}-2`}`,
    );
    expect(supplier?.supplier_name).toBe('Evil Corp');

    const noValue = new ExcelJS.Workbook();
    const s2 = noValue.addWorksheet('Orders');
    s2.addRow(['PO Number', 'Warehouse', 'SKU', 'Qty', 'Supplier', 'Expected Date', 'Carrier']);
    s2.addRow([`${prefix}-9`, 'MGL-DFW', 'LSC-PS-2400', { formula: 'WEBSERVICE("http://x")' }, 'S', inAWeek, '']);
    const dry = dryRunResponseSchema.parse(
      (
        await send('dry-run', customer, { name: 'o.xlsx', content: Buffer.from(await noValue.xlsx.writeBuffer()) })
      ).json(),
    );
    expect(problemsOf(dry)).toEqual(['2|Qty|This cell holds a formula without a saved value; enter the value.']);
  });

  it('imports outbound orders to a ship-to of the address book and names an unknown one', async () => {
    const prefix = `OUT${run}`;
    const mapping = {
      referenceNo: 'Order',
      warehouse: 'Warehouse',
      sku: 'SKU',
      quantity: 'Qty',
      shipTo: 'Ship To',
      requestedDate: 'Requested Date',
      serviceLevel: 'Service',
    };
    const csv = (shipTo: string) =>
      [
        'Order,Warehouse,SKU,Qty,Ship To,Requested Date,Service',
        `${prefix}-1,MGL-DFW,LSC-CBL-M12,1,"${shipTo}",${inAWeek},exp`,
        `${prefix}-2,MGL-DFW,LSC-CBL-M12,1,"${shipTo}",${inAWeek},`,
      ].join('\n');
    const dry = dryRunResponseSchema.parse(
      (await send('dry-run', customer, { name: 'out.csv', content: csv('Nobody Inc') }, mapping, 'outbound')).json(),
    );
    expect(problemsOf(dry)).toEqual([
      '2|Ship To|Unknown ship-to Nobody Inc: use the name of an address in your address book.',
      '3|Ship To|Unknown ship-to Nobody Inc: use the name of an address in your address book.',
    ]);
    const res = await send('commit', customer, { name: 'out.csv', content: csv(shipToName) }, mapping, 'outbound');
    expect(res.statusCode, res.body).toBe(201);
    const orders = await ordersWithReferencePrefix(prefix);
    expect(orders).toHaveLength(2);
    const [level] = await queryRows<{ service_level: string }>(
      t.database.db,
      sql`select service_level from warehouse_orders where reference_no = ${`${prefix}-1`}`,
    );
    expect(level?.service_level).toBe('EXP');
  });
});

describe('order import: the column mapping is saved per user', () => {
  it("keeps each user's mapping for himself", async () => {
    const mapping = { ...inboundMapping, referenceNo: 'Customer Ref', sku: 'Part' };
    const put = await t.app.inject({
      method: 'PUT',
      url: '/api/wms/order-imports/inbound/mapping',
      headers: customer.headers,
      payload: { mapping },
    });
    expect(put.statusCode, put.body).toBe(200);
    const mine = importMappingResponseSchema.parse(
      (
        await t.app.inject({ method: 'GET', url: '/api/wms/order-imports/inbound/mapping', headers: customer.headers })
      ).json(),
    );
    expect(mine.mapping).toEqual(mapping);
    const outbound = importMappingResponseSchema.parse(
      (
        await t.app.inject({ method: 'GET', url: '/api/wms/order-imports/outbound/mapping', headers: customer.headers })
      ).json(),
    );
    expect(outbound.mapping).toBeNull();

    const theirs = await t.app.inject({
      method: 'GET',
      url: '/api/wms/order-imports/inbound/mapping',
      headers: other.headers,
    });
    expect(theirs.statusCode, theirs.body).toBe(200);
    expect(importMappingResponseSchema.parse(theirs.json()).mapping).toBeNull();

    // The saved mapping is applied to the next file with those headers (for Dana, not for Jordan).
    const csv = ['Customer Ref,Part,Qty,Supplier,Expected Date', `M${run},LSC-PS-2400,1,S,${inAWeek}`].join('\n');
    const danaRead = readImportResponseSchema.parse(
      (await send('read', customer, { name: 'm.csv', content: csv })).json(),
    );
    expect(danaRead.mappingSource).toBe('saved');
    expect(danaRead.mapping).toMatchObject({ referenceNo: 'Customer Ref', sku: 'Part', quantity: 'Qty' });
    const jordanRead = readImportResponseSchema.parse(
      (await send('read', other, { name: 'm.csv', content: csv })).json(),
    );
    expect(jordanRead.mappingSource).toBe('guessed');
    expect(jordanRead.mapping.referenceNo).toBeNull();
  });

  it('refuses unknown fields, the other direction and a grid key', async () => {
    for (const payload of [
      { mapping: { ...inboundMapping, userId: 'x' } },
      { mapping: inboundMapping, extra: 1 },
      { mapping: { shipTo: 'x' } },
      { mapping: { sku: 42 } },
    ]) {
      const res = await t.app.inject({
        method: 'PUT',
        url: '/api/wms/order-imports/inbound/mapping',
        headers: customer.headers,
        payload,
      });
      expect(res.statusCode, res.body).toBe(400);
    }
    const limitedRes = await t.app.inject({
      method: 'GET',
      url: '/api/wms/order-imports/inbound/mapping',
      headers: limited.headers,
    });
    expect(limitedRes.statusCode).toBe(403);
  });
});

// ------------------------------------------------------------------------------------------- a zip by hand

/** A zip archive of deflated entries (the CRC is left 0: only the directory is read before the refusal). */
function zipOf(entries: { name: string; content: Buffer }[]): Buffer {
  const locals: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const packed = deflateRawSync(entry.content);
    const name = Buffer.from(entry.name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(packed.length, 18);
    local.writeUInt32LE(entry.content.length, 22);
    local.writeUInt16LE(name.length, 26);
    locals.push(local, name, packed);
    const dir = Buffer.alloc(46);
    dir.writeUInt32LE(0x02014b50, 0);
    dir.writeUInt16LE(20, 4);
    dir.writeUInt16LE(20, 6);
    dir.writeUInt16LE(8, 10);
    dir.writeUInt32LE(packed.length, 20);
    dir.writeUInt32LE(entry.content.length, 24);
    dir.writeUInt16LE(name.length, 28);
    dir.writeUInt32LE(offset, 42);
    central.push(dir, name);
    offset += 30 + name.length + packed.length;
  }
  const directory = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}
