import { describe, expect, it } from 'vitest';
import { csvNeedsQuotes, escapeCsvCell, escapeExportCell, isDangerousCell, unescapeCsvCell } from './export-cells';

describe('escapeExportCell', () => {
  it('neutralises every formula trigger', () => {
    for (const text of ['=1+1', '+SUM(A1)', '-2+3', '@cmd', '\tstart', '\r=x', '=HYPERLINK("http://x","y")']) {
      const escaped = escapeExportCell(text);
      expect(escaped).toBe(`'${text}`);
      expect(isDangerousCell(escaped)).toBe(false);
    }
  });

  it('leaves safe text, numbers, booleans and empty cells alone', () => {
    expect(escapeExportCell('HAWB 123')).toBe('HAWB 123');
    expect(escapeExportCell(-42.5)).toBe(-42.5);
    expect(escapeExportCell(true)).toBe(true);
    expect(escapeExportCell(null)).toBeNull();
    expect(escapeExportCell(undefined)).toBeNull();
    expect(escapeExportCell("'quoted")).toBe("'quoted");
  });
});

describe('escapeCsvCell (issue #15 item 7)', () => {
  it('escapes a formula trigger after any separator a spreadsheet may split on', () => {
    expect(escapeCsvCell('ACME;=HYPERLINK("http://x","y")')).toBe(`ACME;'=HYPERLINK("http://x","y")`);
    expect(escapeCsvCell('a, +1')).toBe("a, '+1");
    expect(escapeCsvCell('a|@SUM(A1)')).toBe("a|'@SUM(A1)");
    expect(escapeCsvCell('a\t-2')).toBe("a\t'-2");
    expect(escapeCsvCell('a;\tb')).toBe("a;'\tb");
    expect(escapeCsvCell('line\n=cmd')).toBe("line\n'=cmd");
    expect(escapeCsvCell('=1;=2')).toBe("'=1;'=2");
  });

  it('leaves other text, numbers and empty cells alone', () => {
    expect(escapeCsvCell('Suite 300; Dallas')).toBe('Suite 300; Dallas');
    expect(escapeCsvCell('a-b;c+d')).toBe('a-b;c+d');
    expect(escapeCsvCell(-42)).toBe(-42);
    expect(escapeCsvCell(null)).toBeNull();
  });

  it('quotes a cell holding any separator, and reads an escaped cell back', () => {
    expect(csvNeedsQuotes('a;b')).toBe(true);
    expect(csvNeedsQuotes('a|b')).toBe(true);
    expect(csvNeedsQuotes('ab')).toBe(false);
    for (const text of ['ACME;=1+1', '=1;=2', 'a, +1', 'line\n=cmd', 'plain'])
      expect(unescapeCsvCell(String(escapeCsvCell(text)))).toBe(text);
  });
});
