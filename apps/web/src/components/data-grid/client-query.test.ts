import { describe, expect, it } from 'vitest';
import { applyClientQuery, matchesFilter } from './client-query';
import { defaultViewState, mergeSettings } from './use-grid-state';

type Row = { code: string; weight: number | null; eta: string | null };
const rows: Row[] = [
  { code: 'dfw', weight: 120, eta: '2025-01-31T23:30:00Z' },
  { code: 'LAX', weight: null, eta: '2025-02-01T00:10:00Z' },
  { code: 'Atl', weight: 45.5, eta: null },
  { code: 'gru', weight: 1000, eta: '2025-01-02T08:00:00Z' },
];
const read = (row: Row, field: string) => row[field as keyof Row];

describe('client-mode grid query (same meaning as the server)', () => {
  it('matches contains and equals ignoring case, and number and day ranges', () => {
    expect(matchesFilter('Lone Star', { field: 'x', operator: 'contains', value: 'STAR' })).toBe(true);
    expect(matchesFilter('Lone Star', { field: 'x', operator: 'equals', value: 'lone star' })).toBe(true);
    expect(matchesFilter('Lone Star', { field: 'x', operator: 'equals', value: 'lone' })).toBe(false);
    expect(matchesFilter(45.5, { field: 'x', operator: 'between', value: [0, 45.5] })).toBe(true);
    expect(matchesFilter(null, { field: 'x', operator: 'gte', value: 0 })).toBe(false);
    // A day range includes the whole last day of a timestamp.
    expect(matchesFilter('2025-01-31T23:30:00Z', { field: 'x', operator: 'lte', value: '2025-01-31' })).toBe(true);
    expect(matchesFilter('AIR', { field: 'x', operator: 'in', value: ['ocean', 'air'] })).toBe(true);
  });

  it('filters, then sorts several columns with empty values last in both directions', () => {
    const byWeight = applyClientQuery(rows, { filter: [], sort: [{ field: 'weight', dir: 'desc' }] }, read);
    expect(byWeight.map((r) => r.code)).toEqual(['gru', 'dfw', 'Atl', 'LAX']);
    const asc = applyClientQuery(rows, { filter: [], sort: [{ field: 'weight', dir: 'asc' }] }, read);
    expect(asc.map((r) => r.code)).toEqual(['Atl', 'dfw', 'gru', 'LAX']);
    const january = applyClientQuery(
      rows,
      {
        filter: [{ field: 'eta', operator: 'between', value: ['2025-01-01', '2025-01-31'] }],
        sort: [{ field: 'code', dir: 'asc' }],
      },
      read,
    );
    expect(january.map((r) => r.code)).toEqual(['dfw', 'gru']);
    expect(rows.map((r) => r.code)).toEqual(['dfw', 'LAX', 'Atl', 'gru']);
  });
});

describe('saved grid settings', () => {
  const columns = [
    { field: 'a', title: 'A' },
    { field: 'b', title: 'B', hiddenByDefault: true },
    { field: 'c', title: 'C' },
  ];
  it('drops columns the grid no longer has and appends new ones', () => {
    const merged = mergeSettings(defaultViewState(columns, {}), {
      columnOrder: ['c', 'gone', 'a'],
      hiddenColumns: ['a', 'gone'],
      columnWidths: { c: 300, gone: 90 },
      pageSize: 50,
      sort: [{ field: 'gone', dir: 'asc' }],
      filters: [{ field: 'c', operator: 'contains', value: 'x' }],
    });
    expect(merged).toEqual({
      order: ['c', 'a', 'b'],
      hidden: ['a'],
      widths: { c: 300 },
      pageSize: 50,
      sort: [],
      filters: [{ field: 'c', operator: 'contains', value: 'x' }],
    });
  });
  it('keeps the defaults without saved settings, and refuses a page size the grid does not offer', () => {
    const defaults = defaultViewState(columns, {});
    expect(defaults.hidden).toEqual(['b']);
    expect(mergeSettings(defaults, null)).toBe(defaults);
    const odd = mergeSettings(defaults, {
      columnOrder: [],
      hiddenColumns: [],
      columnWidths: {},
      pageSize: 7,
      sort: [],
      filters: [],
    });
    expect(odd.pageSize).toBe(20);
  });
});
