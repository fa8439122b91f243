import { deflateRawSync } from 'node:zlib';
import { readImportResponseSchema } from '@connect/contracts/warehouse/warehouse-import.schemas';
import { describe, expect, it } from 'vitest';
import {
  t,
  customer,
  limited,
  errorOf,
  multipart,
  inboundMapping,
  send,
  run,
  inAWeek,
  inboundCsv,
  goodRows,
  useImportRoutesApp,
} from './warehouse-import.fixture';

useImportRoutesApp();

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
      expect(errorOf(res.json()).message).toBe('File is not valid');
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
    expect(errorOf(res.json()).messageKey).toBe('server.warehouseImport.tooLargeUnpacked');
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
    expect(errorOf(res.json()).message).toBe('The file has more than 2000 rows. Split it into smaller files.');
    const big = `${inboundCsv(goodRows(`B${run}`))}\r\n${'x'.repeat(5 * 1024 * 1024)}`;
    const tooBig = await send('read', customer, { name: 'orders.csv', content: big });
    expect(tooBig.statusCode, tooBig.body).toBe(413);
    expect(errorOf(tooBig.json()).message).toBe('The file is larger than 5 MB. Split it into smaller files.');
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
