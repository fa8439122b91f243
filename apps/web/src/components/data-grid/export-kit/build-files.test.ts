import ExcelJS from 'exceljs';
import fc from 'fast-check';
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { buildCsv, buildPdf, buildXlsx, exportFileName, type ExportColumn } from './build-files';

type Row = { house: string; shipper: string; pieces: number };
const columns: ExportColumn<Row>[] = [
  { title: 'House Bill', value: (r) => r.house },
  { title: 'Shipper', value: (r) => r.shipper },
  { title: 'Pieces', value: (r) => r.pieces },
];
const rows: Row[] = [
  { house: 'HB-1001', shipper: 'Lone Star, "Components"', pieces: 12 },
  { house: 'HB-1002', shipper: '=HYPERLINK("http://evil.example","x")', pieces: -3 },
  { house: 'HB-1003', shipper: '@SUM(A1)', pieces: 0 },
];
const formulaStart = /^[=+\-@\t\r]/;

const csvCells = async (blob: Blob) =>
  Papa.parse<string[]>((await blob.text()).replace(/^\uFEFF/, ''), { skipEmptyLines: true }).data;

async function xlsxCells(blob: Blob) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(await blob.arrayBuffer());
  const sheet = workbook.worksheets[0];
  const cells: ExcelJS.CellValue[][] = [];
  sheet?.eachRow((row) => cells.push((row.values as ExcelJS.CellValue[]).slice(1)));
  return { sheet, cells };
}

describe('browser-built exports', () => {
  it("names files after the list and the user's day, spec 2 §9's 'report' without a list", () => {
    const day = new Date(2026, 10, 24, 23, 30);
    expect(['csv', 'xlsx', 'pdf'].map((f) => exportFileName(f as 'csv', 'Shipments', day))).toEqual([
      'shipments-2026-11-24.csv',
      'shipments-2026-11-24.xlsx',
      'shipments-2026-11-24.pdf',
    ]);
    expect(exportFileName('csv', 'Address Book', day)).toBe('address-book-2026-11-24.csv');
    expect(exportFileName('csv', 'Envíos / Órdenes', day)).toBe('envios-ordenes-2026-11-24.csv');
    expect(exportFileName('pdf', '', day)).toBe('report-2026-11-24.pdf');
    expect(exportFileName('csv', '***', new Date(2026, 0, 5))).toBe('report-2026-01-05.csv');
  });

  it('writes CSV with a BOM and CRLF that parses back, quotes kept and formulas escaped', async () => {
    const blob = buildCsv(columns, rows);
    const bytes = new Uint8Array(await blob.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = await blob.text();
    expect(text).toContain('\r\n');
    expect(await csvCells(blob)).toEqual([
      ['House Bill', 'Shipper', 'Pieces'],
      ['HB-1001', 'Lone Star, "Components"', '12'],
      ['HB-1002', '\'=HYPERLINK("http://evil.example","x")', '-3'],
      ['HB-1003', "'@SUM(A1)", '0'],
    ]);
  });

  it('writes an .xlsx that reads back: bold frozen header, numbers as numbers, no formulas', async () => {
    const { sheet, cells } = await xlsxCells(await buildXlsx(columns, rows, 'Shipments'));
    expect(sheet?.name).toBe('Shipments');
    expect(sheet?.getRow(1).font?.bold).toBe(true);
    expect(sheet?.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(cells[2]).toEqual(['HB-1002', '\'=HYPERLINK("http://evil.example","x")', -3]);
    sheet?.eachRow((row) => row.eachCell((cell) => expect(cell.type).not.toBe(ExcelJS.ValueType.Formula)));
  });

  it('writes an A4 landscape PDF with one page per screenful and the header on every page', async () => {
    const many = Array.from({ length: 200 }, (_, i) => ({ house: `HB-${i}`, shipper: `Shipper ${i}`, pieces: i }));
    const bytes = new Uint8Array(await (await buildPdf(columns, many, 'Shipments')).arrayBuffer());
    const text = new TextDecoder('latin1').decode(bytes);
    expect(text.startsWith('%PDF-')).toBe(true);
    const pages = text.match(/\/Type \/Page[^s]/g)?.length ?? 0;
    expect(pages).toBeGreaterThan(2);
    // A4 landscape: 841.89 × 595.28 pt.
    expect(text).toMatch(/\/MediaBox \[0 0 841\.8(9|8\d*) 595\.2(8|7\d*)\]/);
    expect(text.match(/\(House Bill\)/g)?.length).toBe(pages);
  });

  it('escapes a trigger after any separator a spreadsheet may split on, such as ; (issue #15 item 7)', async () => {
    const data = [{ house: 'HB;=HYPERLINK("http://evil.example","x")', shipper: 'x| @SUM(A1)', pieces: 1 }];
    const text = (await buildCsv(columns, data).text()).replace(/^\uFEFF/, '');
    expect(text.split('\r\n')[1]).toBe(`"HB;'=HYPERLINK(""http://evil.example"",""x"")","x| '@SUM(A1)",1`);
    // Read as a semicolon-separated file, as Excel does in many European locales: no cell starts a formula.
    const bySemicolon = Papa.parse<string[]>(text, { delimiter: ';', quoteChar: '\u0000' }).data.flat();
    for (const cell of bySemicolon) expect(formulaStart.test(cell.replace(/^"/, '')), cell).toBe(false);
  });

  it('never starts a cell with a formula trigger, whatever the text (property, CSV and .xlsx)', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(fc.string({ maxLength: 12 }), { minLength: 1, maxLength: 8 }), async (values) => {
        const data = values.map((v, i) => ({ house: v, shipper: `\t${v}`, pieces: i }));
        for (const row of (await csvCells(buildCsv(columns, data))).slice(1)) {
          expect(row.slice(0, 2).some((c) => formulaStart.test(c))).toBe(false);
        }
        const { cells } = await xlsxCells(await buildXlsx(columns, data));
        for (const row of cells.slice(1)) {
          for (const c of row) if (typeof c === 'string') expect(formulaStart.test(c)).toBe(false);
        }
      }),
      { numRuns: 40 },
    );
  });
});
