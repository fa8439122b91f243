import { describe, expect, it } from 'vitest';
import { DocumentParseError } from './document-parse-error';
import { cellText, parseXlsx } from './parse-xlsx';
import { buildXlsx } from './test-documents';

describe('parseXlsx', () => {
  it('reads each visible sheet into text rows', async () => {
    const document = await parseXlsx(
      await buildXlsx([
        {
          name: 'Shipments',
          rows: [
            ['House bill', 'Pieces', 'ETD'],
            ['HB-1001', 12, new Date(Date.UTC(2025, 2, 14))],
            ['=1+1', 0.1 + 0.2, null],
          ],
        },
        { name: 'Secret', rows: [['x']], state: 'hidden' },
        { name: 'Empty', rows: [] },
      ]),
    );
    expect(document.sheets.map((s) => s.name)).toEqual(['Shipments', 'Empty']);
    expect(document.sheets[0]).toEqual({
      name: 'Shipments',
      columnCount: 3,
      totalRows: 3,
      truncated: false,
      rows: [
        ['House bill', 'Pieces', 'ETD'],
        ['HB-1001', '12', '2025-03-14'],
        ['=1+1', '0.3', ''],
      ],
    });
    expect(document.sheets[1]?.rows).toEqual([]);
  });

  it('keeps only the first rows of a long sheet and says so', async () => {
    const rows = Array.from({ length: 30 }, (_, i) => [`row ${i + 1}`]);
    const document = await parseXlsx(await buildXlsx([{ name: 'Long', rows }]), { maxRows: 10 });
    expect(document.sheets[0]?.rows).toHaveLength(10);
    expect(document.sheets[0]?.truncated).toBe(true);
    expect(document.sheets[0]?.totalRows).toBe(30);
  });

  it('shows formula results, rich text, hyperlinks as text, errors and date-times', () => {
    expect(cellText({ formula: 'A1*2', result: 42 })).toBe('42');
    expect(cellText({ richText: [{ text: 'Lone ' }, { text: 'Star' }] })).toBe('Lone Star');
    expect(cellText({ text: 'site', hyperlink: 'javascript:alert(1)' })).toBe('site');
    expect(cellText({ error: '#DIV/0!' })).toBe('#DIV/0!');
    expect(cellText(new Date(Date.UTC(2025, 0, 2, 13, 5)))).toBe('2025-01-02 13:05');
    expect(cellText(true)).toBe('TRUE');
  });

  it('refuses bytes that are not a workbook', async () => {
    await expect(parseXlsx(new TextEncoder().encode('a,b\n1,2'))).rejects.toThrow(DocumentParseError);
    await expect(parseXlsx(new Uint8Array([0x50, 0x4b, 3, 4, 0, 0]))).rejects.toThrow(DocumentParseError);
  });
});
