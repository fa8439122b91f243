import { type Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import fc from 'fast-check';
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { csvExport, pagedRows, xlsxExport } from './stream-export';

type Row = { ref: string; note: string; amount: number };
const columns = [
  { field: 'ref' as const, title: 'Reference' },
  { field: 'note' as const, title: 'Note' },
  { field: 'amount' as const, title: 'Amount' },
];
const formulaStart = /^[=+\-@\t\r]/;

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
