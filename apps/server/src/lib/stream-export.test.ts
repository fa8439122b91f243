import { type Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import fc from 'fast-check';
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { csvExport, pagedRows, readFirstRow, xlsxExport } from './stream-export';

type Row = { ref: string; note: string; amount: number };
const columns = [
  { field: 'ref' as const, title: 'Reference' },
  { field: 'note' as const, title: 'Note' },
  { field: 'amount' as const, title: 'Amount' },
];
const formulaStart = /^[=+\-@\t\r]/;
/** Where a spreadsheet with another list separator (Excel in semicolon locales, tabs, pipes) starts a cell. */
const cellStarts = /[,;|\t\r\n] *[=+\-@\t\r]/;

async function bytesOf(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string));
  return Buffer.concat(chunks);
}
async function* iterate(rows: Row[]) {
  for (const row of rows) yield row;
}

describe('server-streamed exports against formula injection (ASVS 5.0 1.2.10)', () => {
  it('no CSV or .xlsx text cell ever starts with =, +, -, @, tab or CR, whatever the text (property)', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(
          fc.record({
            ref: fc.string({ maxLength: 10 }),
            note: fc.oneof(
              fc.string({ maxLength: 10 }),
              fc.constantFrom('=1+1', '+A1', '-2', '@SUM(A1)', '\tx', '\rx'),
            ),
            amount: fc.integer({ min: -1000, max: 1000 }),
          }),
          { minLength: 1, maxLength: 6 },
        ),
        async (rows) => {
          const csv = (await bytesOf(csvExport(columns, iterate(rows)))).toString('utf8').replace(/^\uFEFF/, '');
          const parsed = Papa.parse<string[]>(csv, { newline: '\r\n' }).data.slice(1, rows.length + 1);
          expect(parsed).toHaveLength(rows.length);
          for (const line of parsed) for (const cell of line.slice(0, 2)) expect(formulaStart.test(cell)).toBe(false);
          const workbook = new ExcelJS.Workbook();
          await workbook.xlsx.load((await bytesOf(xlsxExport(columns, iterate(rows)))) as unknown as ArrayBuffer);
          workbook.worksheets[0]?.eachRow((row, n) => {
            if (n === 1) return;
            row.eachCell((cell) => {
              expect(cell.type).not.toBe(ExcelJS.ValueType.Formula);
              if (typeof cell.value === 'string') expect(formulaStart.test(cell.value)).toBe(false);
            });
          });
        },
      ),
      { numRuns: 30 },
    );
  });

  it('escapes a trigger after any separator a spreadsheet may split on, and quotes such a cell (issue #15 item 7)', async () => {
    const rows: Row[] = [
      { ref: 'A;=HYPERLINK("http://evil.example","x")', note: 'x; +1|@SUM(A1)\t-2', amount: -5 },
      { ref: 'plain; text', note: 'line\n=cmd', amount: 1 },
    ];
    const csv = (await bytesOf(csvExport(columns, iterate(rows)))).toString('utf8').replace(/^\uFEFF/, '');
    const lines = csv.split('\r\n');
    expect(lines[1]).toBe(`"A;'=HYPERLINK(""http://evil.example"",""x"")","x; '+1|'@SUM(A1)\t'-2",-5`);
    expect(lines[2]).toBe(`"plain; text","line\n'=cmd",1`);
    await fc.assert(
      fc.asyncProperty(
        fc.array(
          fc.record({
            ref: fc.string({ maxLength: 12 }),
            note: fc
              .array(fc.constantFrom('a', ' ', ';', ',', '|', '\t', '\r', '\n', '=', '+', '-', '@', '"', "'"), {
                maxLength: 12,
              })
              .map((parts) => parts.join('')),
            amount: fc.integer({ min: -1000, max: 1000 }),
          }),
          { minLength: 1, maxLength: 6 },
        ),
        async (rows) => {
          const text = (await bytesOf(csvExport(columns, iterate(rows)))).toString('utf8').replace(/^\uFEFF/, '');
          const parsed = Papa.parse<string[]>(text, { newline: '\r\n' }).data.slice(1, rows.length + 1);
          for (const line of parsed)
            for (const cell of line.slice(0, 2)) {
              expect(formulaStart.test(cell)).toBe(false);
              expect(cellStarts.test(cell), JSON.stringify(cell)).toBe(false);
            }
        },
      ),
      { numRuns: 60 },
    );
  });

  it('reads the first row before the file starts, so a refused query is an error, not a cut file (issue #15 item 5)', async () => {
    async function* refused(): AsyncGenerator<Row> {
      yield* [];
      throw new Error('the database refused the query');
    }
    await expect(readFirstRow(refused())).rejects.toThrow('refused');
    const rows: Row[] = [
      { ref: 'R1', note: 'n', amount: 1 },
      { ref: 'R2', note: 'n', amount: 2 },
    ];
    const read: Row[] = [];
    for await (const row of await readFirstRow(iterate(rows))) read.push(row);
    expect(read).toEqual(rows);
    const none: Row[] = [];
    for await (const row of await readFirstRow(iterate([]))) none.push(row);
    expect(none).toEqual([]);
  });

  it('reads a list page by page until a short page', async () => {
    const asked: [number, number][] = [];
    const all = Array.from({ length: 5 }, (_, i) => i);
    const seen: number[] = [];
    for await (const n of pagedRows(async (offset, limit) => {
      asked.push([offset, limit]);
      return all.slice(offset, offset + limit);
    }, 2))
      seen.push(n);
    expect(seen).toEqual(all);
    expect(asked).toEqual([
      [0, 2],
      [2, 2],
      [4, 2],
    ]);
  });
});
