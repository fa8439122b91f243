import type { GridFilter, GridSort } from '@connect/contracts/grid/grid-query.schemas';

type Scalar = string | number;

/** A value as text for contains/equals: case-insensitive, like the server's ilike/lower(). */
const asText = (value: unknown): string =>
  value === null || value === undefined ? '' : Array.isArray(value) ? value.join(', ') : String(value);

/** Numbers compare as numbers, everything else as text (ISO dates compare correctly as text). */
function compare(a: unknown, b: Scalar): number {
  // An empty value is in no range (the server's NULL comparisons are never true).
  if (a === null || a === undefined || a === '') return Number.NaN;
  if (typeof b === 'number' || (typeof a === 'number' && b !== '' && !Number.isNaN(Number(b)))) {
    const x = typeof a === 'number' ? a : Number(a);
    const y = Number(b);
    if (Number.isNaN(x)) return Number.NaN;
    return x - y;
  }
  const text = asText(a);
  // A date filter value (YYYY-MM-DD) against a timestamp compares on the day.
  const left = /^\d{4}-\d{2}-\d{2}$/.test(String(b)) ? text.slice(0, 10) : text;
  return left < String(b) ? -1 : left > String(b) ? 1 : 0;
}

/** Does a row value pass one filter? Same meaning as the server's gridWhere (contains/equals ignore case). */
export function matchesFilter(value: unknown, filter: GridFilter): boolean {
  switch (filter.operator) {
    case 'contains':
      return asText(value).toLowerCase().includes(filter.value.toLowerCase());
    case 'equals':
      return typeof filter.value === 'number'
        ? compare(value, filter.value) === 0
        : asText(value).toLowerCase() === filter.value.toLowerCase();
    case 'gte':
      return compare(value, filter.value) >= 0;
    case 'lte':
      return compare(value, filter.value) <= 0;
    case 'between':
      return compare(value, filter.value[0]) >= 0 && compare(value, filter.value[1]) <= 0;
    case 'in':
      return filter.value.some((option) => asText(value).toLowerCase() === String(option).toLowerCase());
  }
}

function compareForSort(a: unknown, b: unknown): number {
  const emptyA = a === null || a === undefined || a === '';
  const emptyB = b === null || b === undefined || b === '';
  if (emptyA || emptyB) return emptyA === emptyB ? 0 : emptyA ? 1 : -1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (typeof a === 'boolean' && typeof b === 'boolean') return Number(a) - Number(b);
  return asText(a).localeCompare(asText(b), undefined, { numeric: true, sensitivity: 'base' });
}

/**
 * Filters and sorts rows in the browser with the server's semantics, so a grid behaves the same in client and
 * server mode. Empty values sort last in both directions (the server's `nulls last`).
 */
export function applyClientQuery<Row>(
  rows: readonly Row[],
  query: { filter: readonly GridFilter[]; sort: readonly GridSort[] },
  read: (row: Row, field: string) => unknown,
): Row[] {
  const filtered =
    query.filter.length === 0
      ? [...rows]
      : rows.filter((row) => query.filter.every((f) => matchesFilter(read(row, f.field), f)));
  if (query.sort.length === 0) return filtered;
  return filtered.sort((x, y) => {
    for (const s of query.sort) {
      const a = read(x, s.field);
      const b = read(y, s.field);
      const emptyA = a === null || a === undefined || a === '';
      const emptyB = b === null || b === undefined || b === '';
      if (emptyA !== emptyB) return emptyA ? 1 : -1;
      const order = compareForSort(a, b);
      if (order !== 0) return s.dir === 'desc' ? -order : order;
    }
    return 0;
  });
}
