import { type DryRunResponse } from '@connect/contracts/warehouse/warehouse-import.schemas';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import { demo, signIn, type SignedIn } from '../../../test/auth-helpers';
import { queryRows } from '../../../test/query-rows';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { errorOf } from './warehouse-test-calls';

/**
 * The order import route tests' app, users and files (warehouse-import-file.routes.test.ts and
 * warehouse-import.routes.test.ts). `useImportRoutesApp()` registers the file's beforeAll/afterAll; the exported
 * `let`s are ES module live bindings, set there.
 */

export let t: TestApp;
export let customer: SignedIn; // Dana: LSCOMP with wms and inoutOrderCreation
export let other: SignedIn; // Jordan: LSCOMP selected, given wms and inoutOrderCreation there, so he may import too
export let limited: SignedIn; // Marco: SERRAZ without wms
export let shipToName = '';
export let foreignSku = '';

export function useImportRoutesApp() {
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
}

export { errorOf };

// ------------------------------------------------------------------------------------------- helpers

export type Part = { name: string; fileName?: string; type?: string; content: string | Buffer };

export function multipart(parts: Part[]) {
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

export const inboundMapping = {
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

export async function send(
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

export const run = `T${process.pid % 1000}`;
export const inAWeek = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);

export function inboundCsv(rows: string[][]) {
  const header = ['PO Number', 'Warehouse', 'SKU', 'Qty', 'Supplier', 'Expected Date', 'Carrier'];
  return [header, ...rows]
    .map((r) => r.map((c) => (/[",\n]/.test(c) ? `"${c.replace(/"/g, '""')}"` : c)).join(','))
    .join('\r\n');
}

export const goodRows = (prefix: string) => [
  [`${prefix}-1`, 'MGL-DFW', 'LSC-PS-2400', '40', 'Baumer Sensors GmbH', inAWeek, 'Maersk'],
  [`${prefix}-1`, 'MGL-DFW', 'LSC-TC-K100', '25', '', '', ''],
  [`${prefix}-2`, 'MGL-DFW', 'LSC-CBL-M12', '10', 'Würth Elektronik', inAWeek, ''],
  [`${prefix}-3`, 'mgl-dfw', 'lsc-ps-2400', '5', 'Baumer Sensors GmbH', inAWeek, 'Hapag-Lloyd'],
];

export async function ordersWithReferencePrefix(prefix: string) {
  return queryRows<{ reference_no: string; file_number: string; status: string; lines: number }>(
    t.database.db,
    sql`select o.reference_no, o.file_number, o.status,
          (select count(*)::int from warehouse_order_lines l where l.order_id = o.id) as lines
        from warehouse_orders o where o.reference_no like ${`${prefix}%`} order by o.reference_no`,
  );
}

export const problemsOf = (body: DryRunResponse) =>
  body.problems.map((p) => `${p.row ?? '-'}|${p.column ?? '-'}|${p.message}`);

// ------------------------------------------------------------------------------------------- tests
