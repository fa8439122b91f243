import {
  listReceiptsResponseSchema,
  receiptActionResponseSchema,
  receiptSummarySchema,
  warehouseReceiptSchema,
  type WarehouseReceipt,
} from '@connect/contracts/warehouse/warehouse-receipts.schemas';
import { toGridSearchParams } from '@connect/contracts/grid/grid-query.schemas';
import { saveOrderResponseSchema, warehouseOrderSchema } from '@connect/contracts/warehouse/warehouse.schemas';
import { sql } from 'drizzle-orm';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createIntegrationKey, demo, signIn, type SignedIn } from '../../../test/auth-helpers';
import { buildCustomerUser, chooseLocale, signInAs } from '../../../test/builders/identity';
import { pdfText } from '../../../test/pdf-text';
import { queryRows } from '../../../test/query-rows';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { callerOf, errorOf } from './warehouse-test-calls';

let t: TestApp;
let customer: SignedIn; // Dana: LSCOMP with every permission (warehousereceipt included)
let group: SignedIn; // Jordan: LSCOMP selected, without warehousereceipt
let employee: SignedIn;
let foreignReceiptId = ''; // a GCMEDS receipt: not Dana's selected company

beforeAll(async () => {
  t = await createTestApp();
  [customer, group, employee] = await Promise.all([
    signIn(t.app, demo.customer),
    signIn(t.app, demo.group, undefined, '10.0.1.2'),
    signIn(t.app, demo.employee, undefined, '10.0.1.4'),
  ]);
  const [foreign] = await queryRows<{ id: string }>(
    t.database.db,
    sql`select r.id from warehouse_receipts r join companies c on c.id = r.company_id where c.code = 'GCMEDS' limit 1`,
  );
  foreignReceiptId = foreign?.id ?? '';
});
afterAll(async () => t.close());

const call = callerOf(() => t.app);

/** A fresh LSCOMP inbound order received by staff with one line short: its receipt waits for Dana's answer. */
async function receivedShort(): Promise<WarehouseReceipt> {
  const [dfw] = await queryRows<{ id: string }>(t.database.db, sql`select id from warehouses where code = 'MGL-DFW'`);
  const skus = await queryRows<{ id: string }>(
    t.database.db,
    sql`select i.id from warehouse_items i join companies c on c.id = i.company_id where c.code = 'LSCOMP' order by i.sku limit 2`,
  );
  const created = await call('POST', '/api/wms/inbound-orders', customer, {
    warehouseId: dfw?.id,
    fileNumber: `WRT-${process.pid % 1000}-${Math.floor(Math.random() * 1e6)}`,
    referenceNo: 'PO-WR-4411',
    supplierName: 'Baumer Sensors GmbH',
    expectedDate: new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10),
    carrier: 'Maersk',
    containerNo: 'MSKU7654321',
    lines: skus.map((s, i) => ({ itemId: s.id, quantity: 10 + i })),
  });
  expect(created.statusCode, created.body).toBe(201);
  const order = saveOrderResponseSchema.parse(created.json()).order;
  const received = await call('POST', `/api/wms/inbound-orders/${order.orderId}/receive`, employee, {
    lines: order.lines.map((l, i) => ({ lineId: l.lineId, receivedQty: i === 0 ? l.quantity - 2 : l.quantity })),
  });
  expect(received.statusCode, received.body).toBe(200);
  const [row] = await queryRows<{ id: string }>(
    t.database.db,
    sql`select id from warehouse_receipts where order_id = ${order.orderId}`,
  );
  const detail = await call('GET', `/api/warehouse-receipts/${row?.id}`, customer);
  expect(detail.statusCode, detail.body).toBe(200);
  return warehouseReceiptSchema.parse(detail.json());
}

describe('warehouse receipts: reading', () => {
  it('lists the selected company only, with the grid query, and staff see every company', async () => {
    const res = await call('GET', '/api/warehouse-receipts?pageSize=100', customer);
    expect(res.statusCode, res.body).toBe(200);
    const page = listReceiptsResponseSchema.parse(res.json());
    expect(page.total).toBeGreaterThan(3);
    expect(new Set(page.items.map((r) => r.companyCode))).toEqual(new Set(['LSCOMP']));
    expect(page.items.some((r) => r.ackStatus === 'PENDING' && r.discrepancyCount > 0)).toBe(true);

    const sorted = await call(
      'GET',
      `/api/warehouse-receipts?${toGridSearchParams({ sort: [{ field: 'wrNumber', dir: 'asc' }] }).toString()}&ackStatus=PENDING`,
      customer,
    );
    const pending = listReceiptsResponseSchema.parse(sorted.json()).items;
    expect(pending.every((r) => r.ackStatus === 'PENDING')).toBe(true);
    expect(pending.map((r) => r.wrNumber)).toEqual([...pending.map((r) => r.wrNumber)].sort());

    const all = listReceiptsResponseSchema.parse(
      (await call('GET', '/api/warehouse-receipts?pageSize=200', employee)).json(),
    );
    expect(new Set(all.items.map((r) => r.companyCode)).size).toBeGreaterThan(1);

    const summary = receiptSummarySchema.parse((await call('GET', '/api/warehouse-receipts/summary', customer)).json());
    expect(summary.byAck.PENDING).toBeGreaterThan(0);
  });

  it('refuses a caller without warehousereceipt and unknown grid fields', async () => {
    expect((await call('GET', '/api/warehouse-receipts', group)).statusCode).toBe(403);
    const bad = await call(
      'GET',
      `/api/warehouse-receipts?filter=${encodeURIComponent(JSON.stringify([{ field: 'password', operator: 'equals', value: 'x' }]))}`,
      customer,
    );
    expect(bad.statusCode).toBe(400);
    expect((await call('GET', '/api/warehouse-receipts?companyId=x', customer)).statusCode).toBe(400);
  });

  it('answers a foreign, unselected, deleted or missing receipt like a missing one (404)', async () => {
    const missing = '00000000-0000-4000-8000-000000000000';
    for (const url of [
      `/api/warehouse-receipts/${foreignReceiptId}`,
      `/api/warehouse-receipts/${foreignReceiptId}/pdf`,
      `/api/warehouse-receipts/${missing}`,
      `/api/warehouse-receipts/${missing}/pdf`,
    ])
      expect((await call('GET', url, customer)).statusCode, url).toBe(404);
    for (const action of ['acknowledge', 'dispute'])
      expect(
        (
          await call('POST', `/api/warehouse-receipts/${foreignReceiptId}/${action}`, customer, {
            ...(action === 'dispute' ? { reason: 'Not ours' } : {}),
          })
        ).statusCode,
      ).toBe(404);
    expect((await call('GET', '/api/warehouse-receipts/not-a-uuid', customer)).statusCode).toBe(400);
    // The same receipt is there for staff; once deleted it is gone for them too.
    expect((await call('GET', `/api/warehouse-receipts/${foreignReceiptId}`, employee)).statusCode).toBe(200);
    const [own] = await queryRows<{ id: string }>(
      t.database.db,
      sql`select r.id from warehouse_receipts r join companies c on c.id = r.company_id where c.code = 'LSCOMP' order by r.received_at limit 1`,
    );
    await t.database.db.execute(sql`update warehouse_receipts set deleted_at = now() where id = ${own?.id}`);
    expect((await call('GET', `/api/warehouse-receipts/${own?.id}`, customer)).statusCode).toBe(404);
    expect((await call('GET', `/api/warehouse-receipts/${own?.id}`, employee)).statusCode).toBe(404);
  });

  it('exports the list as CSV with the grid columns', async () => {
    const res = await call('GET', '/api/warehouse-receipts/export?format=csv&columns=wrNumber,ackStatus', customer);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.body.split('\n')[0]).toContain('WR No.');
  });
});

describe('warehouse receipts: receiving, answers and staff steps', () => {
  it('receiving an inbound order issues a receipt with the short line waiting for the customer', async () => {
    const receipt = await receivedShort();
    expect(receipt.wrNumber).toMatch(/^WR\d+$/);
    expect(receipt.ackStatus).toBe('PENDING');
    expect(receipt.lines[0]?.discrepancies).toEqual(['short']);
    expect(receipt.lines[1]?.discrepancies).toEqual([]);
    expect(receipt.order?.referenceNo).toBe('PO-WR-4411');
    expect(receipt.allowed).toEqual({ acknowledge: true, dispute: true, confirm: false, editLines: false });
  });

  it('acknowledges once; a second answer is refused', async () => {
    const receipt = await receivedShort();
    const url = `/api/warehouse-receipts/${receipt.receiptId}`;
    const first = await call('POST', `${url}/acknowledge`, customer, {});
    expect(first.statusCode, first.body).toBe(200);
    const answered = receiptActionResponseSchema.parse(first.json());
    expect(answered.receipt.ackStatus).toBe('ACKNOWLEDGED');
    expect(answered.receipt.ackByName).toBe('Dana Whitfield');
    expect(answered.messageKey).toBe('server.warehouseReceipts.acknowledged');
    const again = await call('POST', `${url}/acknowledge`, customer, {});
    expect(again.statusCode).toBe(409);
    expect(errorOf(again.json()).messageKey).toBe('server.warehouseReceipts.notAwaitingAnswer');
    expect((await call('POST', `${url}/dispute`, customer, { reason: 'Too late' })).statusCode).toBe(409);
  });

  it('a dispute needs a reason; staff cannot answer for the customer', async () => {
    const receipt = await receivedShort();
    const url = `/api/warehouse-receipts/${receipt.receiptId}`;
    for (const payload of [{}, { reason: '' }, { reason: '   ' }])
      expect((await call('POST', `${url}/dispute`, customer, payload)).statusCode, JSON.stringify(payload)).toBe(400);
    expect((await call('POST', `${url}/dispute`, employee, { reason: 'x' })).statusCode).toBe(403);
    const res = await call('POST', `${url}/dispute`, customer, { reason: 'Two cartons were on the delivery note' });
    expect(res.statusCode, res.body).toBe(200);
    const answered = receiptActionResponseSchema.parse(res.json()).receipt;
    expect(answered.ackStatus).toBe('DISPUTED');
    expect(answered.disputeReason).toBe('Two cartons were on the delivery note');
    expect(answered.allowed.acknowledge).toBe(false);
  });

  it("a dispute tells the forwarder's staff by e-mail and realtime, and no customer user", async () => {
    const pushed: { userId: string; type: string; body: string }[] = [];
    const send = t.app.realtime.sendToUser;
    t.app.realtime.sendToUser = (userId, message) => {
      pushed.push({ userId, type: message.type, body: String(message.body ?? '') });
      send(userId, message);
    };
    try {
      const receipt = await receivedShort();
      const reason = `Pallet 3 was never unloaded ${process.pid}`;
      const res = await call('POST', `/api/warehouse-receipts/${receipt.receiptId}/dispute`, customer, { reason });
      expect(res.statusCode, res.body).toBe(200);
      const mails = await queryRows<{ to_address: string; subject: string; text_body: string }>(
        t.database.db,
        sql`select to_address, subject, text_body from mail_outbox where subject like ${`%Receipt disputed: ${receipt.wrNumber}%`}`,
      );
      const staffEmails = await queryRows<{ email: string }>(
        t.database.db,
        sql`select email from users where user_type = 'EMPLOYEE' and status = 'active'`,
      );
      expect(mails.map((m) => m.to_address).sort()).toEqual(staffEmails.map((u) => u.email).sort());
      expect(mails.map((m) => m.to_address)).toContain(demo.employee);
      expect(mails[0]?.text_body).toContain(reason);
      expect(mails[0]?.text_body).toContain(`/warehousereceipt/receipt-detail?id=${receipt.receiptId}`);
      const notices = pushed.filter((p) => p.type === 'warehouse-receipt-disputed');
      expect(notices.map((p) => p.userId)).toContain(employee.session.user.userId);
      expect(notices.map((p) => p.userId)).not.toContain(customer.session.user.userId);
      expect(notices[0]?.body).toContain(reason);
    } finally {
      t.app.realtime.sendToUser = send;
    }
  });

  it('refuses fields the server owns (mass assignment)', async () => {
    const receipt = await receivedShort();
    const url = `/api/warehouse-receipts/${receipt.receiptId}`;
    const ack = await call('POST', `${url}/acknowledge`, customer, { ackByName: 'Someone else' });
    expect(ack.statusCode).toBe(400);
    const dispute = await call('POST', `${url}/dispute`, customer, { reason: 'Wrong', ackStatus: 'ACKNOWLEDGED' });
    expect(dispute.statusCode).toBe(400);
    const line = receipt.lines[0];
    const edit = await call('PUT', `${url}/lines/${line?.lineId}`, employee, {
      damagedQty: 1,
      note: '',
      receivedQty: 999,
    });
    expect(edit.statusCode).toBe(400);
    const after = warehouseReceiptSchema.parse((await call('GET', url, customer)).json());
    expect(after.ackStatus).toBe('PENDING');
    expect(after.lines[0]?.receivedQty).toBe(line?.receivedQty);
  });

  it('staff record damage with a photo checked by content and confirm; then the receipt is read-only', async () => {
    const receipt = await receivedShort();
    const url = `/api/warehouse-receipts/${receipt.receiptId}`;
    const line = receipt.lines[1];
    if (!line) throw new Error('no second line');
    expect((await call('PUT', `${url}/lines/${line.lineId}`, customer, { damagedQty: 1, note: 'x' })).statusCode).toBe(
      403,
    );
    const tooMany = await call('PUT', `${url}/lines/${line.lineId}`, employee, { damagedQty: line.receivedQty + 1 });
    expect(tooMany.statusCode).toBe(400);
    const saved = await call('PUT', `${url}/lines/${line.lineId}`, employee, { damagedQty: 2, note: 'Crushed carton' });
    expect(saved.statusCode, saved.body).toBe(200);
    const damaged = receiptActionResponseSchema.parse(saved.json()).receipt;
    expect(damaged.lines[1]?.discrepancies).toEqual(['damaged']);

    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
      'base64',
    );
    const upload = (name: string, body: Buffer) =>
      t.app.inject({
        method: 'PUT',
        url: `${url}/files?fileName=${encodeURIComponent(name)}&lineId=${line.lineId}`,
        headers: { ...employee.headers, 'content-type': 'application/octet-stream' },
        payload: body,
      });
    expect((await upload('photo.png', Buffer.from('<script>alert(1)</script>'))).statusCode).toBe(415);
    expect((await upload('photo.jpg', png)).statusCode).toBe(415);
    const ok = await upload('photo.png', png);
    expect(ok.statusCode, ok.body).toBe(201);
    const fileId = (ok.json() as { fileId: string }).fileId;
    const seen = warehouseReceiptSchema.parse((await call('GET', url, customer)).json());
    expect(seen.lines[1]?.files.map((f) => f.fileName)).toEqual(['photo.png']);
    const download = await call('GET', `${url}/files/${fileId}`, customer);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('image/png');
    expect(
      (await call('GET', `/api/warehouse-receipts/${foreignReceiptId}/files/${fileId}`, employee)).statusCode,
    ).toBe(404);

    expect((await call('POST', `${url}/confirm`, customer)).statusCode).toBe(403);
    const confirmed = await call('POST', `${url}/confirm`, employee);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(receiptActionResponseSchema.parse(confirmed.json()).receipt.status).toBe('On Hand');
    expect((await call('POST', `${url}/confirm`, employee)).statusCode).toBe(409);
    expect((await call('PUT', `${url}/lines/${line.lineId}`, employee, { damagedQty: 0 })).statusCode).toBe(409);
    // The customer may still answer the discrepancies of a confirmed receipt.
    expect((await call('POST', `${url}/acknowledge`, customer, {})).statusCode).toBe(200);
  });

  it('a received event of the warehouse feed issues one receipt, once', async () => {
    const [dfw] = await queryRows<{ id: string }>(t.database.db, sql`select id from warehouses where code = 'MGL-DFW'`);
    const [sku] = await queryRows<{ id: string; sku: string }>(
      t.database.db,
      sql`select i.id, i.sku from warehouse_items i join companies c on c.id = i.company_id where c.code = 'LSCOMP' order by i.sku limit 1`,
    );
    const fileNumber = `WRF-${process.pid % 1000}-${Math.floor(Math.random() * 1e6)}`;
    const created = await call('POST', '/api/wms/inbound-orders', customer, {
      warehouseId: dfw?.id,
      fileNumber,
      referenceNo: 'PO-FEED-1',
      supplierName: 'Baumer Sensors GmbH',
      expectedDate: new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10),
      lines: [{ itemId: sku?.id, quantity: 5 }],
    });
    expect(created.statusCode, created.body).toBe(201);
    const orderId = warehouseOrderSchema.parse(saveOrderResponseSchema.parse(created.json()).order).orderId;
    const admin = await signIn(t.app, demo.admin, undefined, '10.0.1.5');
    const key = await createIntegrationKey(t.app, admin, 'WR feed');
    const event = {
      eventId: `wr-feed-${fileNumber}`,
      kind: 'received',
      companyCode: 'LSCOMP',
      fileNumber,
      lines: [{ lineNo: 1, receivedQty: 6 }],
    };
    for (let i = 0; i < 2; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/integration/warehouse/events',
        headers: { 'x-api-key': key },
        payload: event,
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    const rows = await queryRows<{ id: string }>(
      t.database.db,
      sql`select id from warehouse_receipts where order_id = ${orderId}`,
    );
    expect(rows).toHaveLength(1);
    const receipt = warehouseReceiptSchema.parse(
      (await call('GET', `/api/warehouse-receipts/${rows[0]?.id}`, customer)).json(),
    );
    expect(receipt.lines[0]?.discrepancies).toEqual(['over']);
    expect(receipt.receivedByName).toContain('Warehouse feed');
  });
});

describe('warehouse receipts: the PDF', () => {
  it('is a PDF that carries the WR number (text and barcode) and the discrepancies', async () => {
    const receipt = await receivedShort();
    const res = await call('GET', `/api/warehouse-receipts/${receipt.receiptId}/pdf`, customer);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain(`${receipt.wrNumber}.pdf`);
    const bytes = res.rawPayload;
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    // Two barcodes at least (the WR number's Code 128, the order reference's GS1-128), drawn as images.
    expect(bytes.toString('latin1').match(/\/Subtype \/Image/g)?.length ?? 0).toBeGreaterThanOrEqual(2);
    const dir = mkdtempSync(path.join(tmpdir(), 'wr-pdf-'));
    try {
      const file = path.join(dir, 'receipt.pdf');
      writeFileSync(file, bytes);
      let text = '';
      try {
        text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
      } catch {
        // Without poppler-utils the text layer is checked in the raw bytes (pdfkit writes hex strings).
        text = bytes.toString('latin1');
        expect(text).toContain(Buffer.from(receipt.wrNumber, 'latin1').toString('hex'));
        return;
      }
      expect(text).toContain('Warehouse Receipt');
      expect(text).toContain(receipt.wrNumber);
      expect(text).toContain('Short');
      expect(text.replace(/\s+/g, '')).toContain('PO-WR-4411');
      // Its received time as the US writes it, by Intl in UTC (decision 107), not a sliced ISO string.
      expect(text).toMatch(/\d{2}\/\d{2}\/\d{4} \d{2}:\d{2} UTC/);
      expect(text).not.toMatch(/\d{4}-\d{2}-\d{2} \d{2}:\d{2} UTC/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('is worded in its reader’s language: Portuguese and Spanish labels, statuses, kinds and numbers', async () => {
    const receipt = await receivedShort();
    for (const [locale, words, weight] of [
      [
        'pt-BR',
        ['Recibo de armazém', 'Divergências', 'Transportadora', 'Falta', 'Linhas', 'Recebido por'],
        /\d,\d{3} kg/,
      ],
      [
        'es-MX',
        ['Recibo de almacén', 'Discrepancias', 'Transportista', 'Faltante', 'Líneas', 'Recibido por'],
        /\d\.\d{3} kg/,
      ],
    ] as const) {
      const reader = await buildCustomerUser(t.database.db, {
        companyCode: 'LSCOMP',
        permissions: ['wms', 'warehousereceipt'],
      });
      const session = await signInAs(t.app, reader);
      await chooseLocale(t.app, session, locale);
      const res = await call('GET', `/api/warehouse-receipts/${receipt.receiptId}/pdf`, session);
      expect(res.statusCode, res.body).toBe(200);
      const text = pdfText(res.rawPayload);
      // Field labels print in capitals: compared in lower case.
      const lower = text.toLocaleLowerCase(locale);
      for (const word of words) expect(lower, `${locale}: ${word}`).toContain(word.toLocaleLowerCase(locale));
      expect(lower).not.toContain('warehouse receipt');
      expect(lower).not.toContain('discrepancies');
      expect(text).toContain(receipt.wrNumber);
      // Numbers in the locale's form: the weight's decimal comma (pt-BR) or point (es-MX).
      expect(text).toMatch(weight);
    }
  });
});
