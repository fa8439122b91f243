import type { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import fc from 'fast-check';
import Papa from 'papaparse';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { escapeCsvCell } from '@connect/domain/grid/export-cells';
import { users } from '../../db/schema/identity';
import { csvExport, pdfExport, xlsxExport } from '../../lib/stream-export';
import { demo, signIn, type SignedIn } from '../../../test/auth-helpers';
import { chooseLocale } from '../../../test/builders/identity';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
let admin: SignedIn;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signIn(t.app, demo.admin);
  await t.database.db
    .update(users)
    .set({ displayName: '=HYPERLINK("http://evil.example","click")' })
    .where(sql`${users.email} = ${demo.limited}`);
});
afterAll(async () => t.close());

const download = (query: string) =>
  t.app.inject({ method: 'GET', url: `/api/admin/users/export${query}`, headers: admin.headers });

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string));
  return Buffer.concat(chunks);
}

describe('users export', () => {
  it('streams CSV with the same filters, and escapes formula cells', async () => {
    const res = await download('?format=csv');
    expect(res.statusCode).toBe(200);
    // Named after the list and the day (issue #23 item 13).
    const day = new Date().toISOString().slice(0, 10);
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="users-${day}.csv"; filename*=UTF-8''users-${day}.csv`,
    );
    const parsed = Papa.parse<string[]>(res.body.replace(/^\uFEFF/, ''), { skipEmptyLines: true });
    expect(parsed.data[0]).toEqual(['Name', 'E-mail', 'User type', 'Admin', 'Status', 'Companies', 'Created']);
    expect(parsed.data).toHaveLength(6);
    const marco = parsed.data.find((row) => row[1] === demo.limited);
    expect(marco?.[0]).toBe('\'=HYPERLINK("http://evil.example","click")');
    // Type, admin flag and status as the screen words them.
    expect(marco?.slice(2, 5)).toEqual(['Customer', 'No', 'Active']);
    const filtered = Papa.parse<string[]>(
      (await download('?format=csv&companyCode=LSCOMP')).body.replace(/^\uFEFF/, ''),
      { skipEmptyLines: true },
    );
    expect(
      filtered.data
        .slice(1)
        .map((r) => r[1])
        .sort(),
    ).toEqual([demo.customer, demo.group].sort());
  });

  it("writes the grid's visible columns in its order, with the grid's filter and sort", async () => {
    const filter = encodeURIComponent(JSON.stringify([{ field: 'userType', operator: 'equals', value: 'CUSTOMER' }]));
    const res = await download(`?format=csv&columns=email,status&filter=${filter}&sort=email%3Ddesc`);
    expect(res.statusCode).toBe(200);
    const parsed = Papa.parse<string[]>(res.body.replace(/^\uFEFF/, ''), { skipEmptyLines: true });
    expect(parsed.data[0]).toEqual(['E-mail', 'Status']);
    const emails = parsed.data.slice(1).map((r) => r[0] ?? '');
    expect(emails).toHaveLength(3);
    expect(emails).toEqual([...emails].sort().reverse());
    expect((await download('?format=csv&columns=email,passwordHash')).statusCode).toBe(400);
  });

  it('streams an .xlsx that reads back with the same rows', async () => {
    const res = await download('?format=xlsx&userType=CUSTOMER');
    expect(res.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Users');
    expect(sheet?.getRow(1).values).toEqual([
      undefined,
      'Name',
      'E-mail',
      'User type',
      'Admin',
      'Status',
      'Companies',
      'Created',
    ]);
    expect(sheet?.actualRowCount).toBe(4);
    const names: unknown[] = [];
    sheet?.eachRow((row, index) => index > 1 && names.push(row.getCell(1).value));
    expect(names).toContain('\'=HYPERLINK("http://evil.example","click")');
  });

  it("titles the file in its reader's language, with the screen's words (decision 109)", async () => {
    await chooseLocale(t.app, admin, 'pt-BR');
    try {
      const csv = await download('?format=csv&columns=displayName,userType,admin,createdAt');
      expect(csv.statusCode).toBe(200);
      const parsed = Papa.parse<string[]>(csv.body.replace(/^\uFEFF/, ''), { skipEmptyLines: true });
      expect(parsed.data[0]).toEqual(['Nome', 'Tipo de usuário', 'Administrador', 'Criado em']);
      // The cells too: the type and the admin flag in the screen's words.
      const alex = parsed.data.find((row) => row[0] === 'Alex Morgan');
      expect(alex?.slice(1, 3)).toEqual(['Funcionário', 'Sim']);
      const dana = parsed.data.find((row) => row[0] === 'Dana Whitfield');
      expect(dana?.slice(1, 3)).toEqual(['Cliente', 'Não']);
      const xlsx = await download('?format=xlsx&columns=email');
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
      expect(workbook.worksheets.map((w) => w.name)).toEqual(['Usuários']);
      expect(workbook.worksheets[0]?.getRow(1).getCell(1).value).toBe('E-mail');
    } finally {
      await chooseLocale(t.app, admin, 'en-US');
    }
  });

  it('refuses an unknown format and non-admins', async () => {
    expect((await download('?format=pdfx')).statusCode).toBe(400);
    const customer = await signIn(t.app, demo.customer);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/admin/users/export?format=csv', headers: customer.headers }))
        .statusCode,
    ).toBe(403);
  });
});

describe('formula injection, any text (property)', () => {
  const risky = fc.oneof(
    fc.string(),
    fc.tuple(fc.constantFrom('=', '+', '-', '@', '\t', '\r'), fc.string()).map(([a, b]) => a + b),
  );
  const rowsOf = (values: string[]) =>
    (async function* () {
      for (const v of values) yield { cell: v };
    })();

  it('no CSV cell starts with a formula trigger once parsed back', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(risky, { minLength: 1, maxLength: 20 }), async (values) => {
        const text = (await readAll(csvExport([{ field: 'cell', title: 'Cell' }], rowsOf(values))))
          .toString()
          .replace(/^\uFEFF/, '');
        const cells = Papa.parse<string[]>(text, { newline: '\r\n' })
          .data.slice(1, values.length + 1)
          .map((r) => r[0] ?? '');
        expect(cells).toHaveLength(values.length);
        for (const [i, cell] of cells.entries()) {
          expect(/^[=+\-@\t\r]/.test(cell)).toBe(false);
          // Escaped at the start and after every separator a spreadsheet may split on (issue #15 item 7).
          expect(/[,;|\t\r\n] *[=+\-@\t\r]/.test(cell)).toBe(false);
          expect(cell).toBe(String(escapeCsvCell(values[i]) ?? ''));
        }
      }),
      { numRuns: 60 },
    );
  });

  it('no .xlsx text cell starts with a formula trigger, and none is stored as a formula', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(risky, { minLength: 1, maxLength: 10 }), async (values) => {
        const workbook = new ExcelJS.Workbook();
        await workbook.xlsx.load(
          (await readAll(xlsxExport([{ field: 'cell', title: 'Cell' }], rowsOf(values)))) as unknown as ArrayBuffer,
        );
        workbook.getWorksheet('Report')?.eachRow((row, index) => {
          if (index === 1) return;
          const value = row.getCell(1).value;
          expect(typeof value === 'object' && value !== null && 'formula' in value).toBe(false);
          if (typeof value === 'string') expect(/^[=+\-@\t\r]/.test(value)).toBe(false);
        });
      }),
      { numRuns: 25 },
    );
  });
});

describe('PDF export', () => {
  it('is A4 landscape with the header row repeated on every page', async () => {
    const rows = (async function* () {
      for (let i = 1; i <= 200; i += 1) yield { ref: `HB-${i}`, shipper: `Shipper ${i}`, note: 'x'.repeat(300) };
    })();
    const pdf = (
      await readAll(
        pdfExport(
          [
            { field: 'ref', title: 'House Bill' },
            { field: 'shipper', title: 'Shipper' },
            { field: 'note', title: 'Notes' },
          ],
          rows,
          { title: 'Shipments', compress: false },
        ),
      )
    ).toString('latin1');
    expect(pdf.startsWith('%PDF-')).toBe(true);
    const pages = pdf.match(/\/Type \/Page\n/g)?.length ?? 0;
    expect(pages).toBeGreaterThanOrEqual(6);
    expect(pdf).toContain('/MediaBox [0 0 841.89 595.28]');
    // The header band is painted in its own colour once per page.
    const headerBands = pdf.match(/0\.9098039215686274 0\.9450980392156862 0\.984313725490196 scn/g)?.length ?? 0;
    expect(headerBands).toBe(pages);
  });

  it('answers the users list as a PDF file', async () => {
    const res = await download('?format=pdf');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });
});
