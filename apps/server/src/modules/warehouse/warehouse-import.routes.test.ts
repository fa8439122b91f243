import {
  commitImportResponseSchema,
  dryRunResponseSchema,
  importMappingResponseSchema,
  readImportResponseSchema,
} from '@connect/contracts/warehouse/warehouse-import.schemas';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../../test/query-rows';
import {
  t,
  customer,
  other,
  limited,
  shipToName,
  foreignSku,
  errorOf,
  inboundMapping,
  send,
  run,
  inAWeek,
  inboundCsv,
  goodRows,
  ordersWithReferencePrefix,
  problemsOf,
  useImportRoutesApp,
} from './warehouse-import.fixture';

useImportRoutesApp();

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
    expect(errorOf(again.json()).message).toBe('The file has 3 problems; nothing was imported.');
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
    expect(errorOf(res.json()).details?.fields).toEqual([
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
