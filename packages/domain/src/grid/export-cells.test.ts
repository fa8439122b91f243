import { describe, expect, it } from 'vitest';
import { escapeExportCell, isDangerousCell } from './export-cells';

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
