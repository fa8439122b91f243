import type { GridFilter, GridQuery, GridSort } from '@connect/contracts/grid/grid-query.schemas';
import { and, asc, desc, inArray, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { AppError } from '../errors/app-error';

/** The columns a grid may filter and sort on: field name (as the client knows it) → column and kind. */
export type GridColumns = Record<string, { column: PgColumn | SQL; kind: 'text' | 'number' | 'date' | 'boolean' }>;

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

function unknownField(place: 'filter' | 'sort', field: string): AppError {
  return new AppError('VALIDATION_FAILED', {
    details: { fields: [{ path: `querystring.${place}`, message: `Unknown ${place} field: ${field}` }] },
  });
}

function columnOf(columns: GridColumns, place: 'filter' | 'sort', field: string) {
  const entry = Object.prototype.hasOwnProperty.call(columns, field) ? columns[field] : undefined;
  if (!entry) throw unknownField(place, field);
  return entry;
}

const isoDay = /^\d{4}-\d{2}-\d{2}$/;

function condition(columns: GridColumns, filter: GridFilter): SQL | undefined {
  const entry = columnOf(columns, 'filter', filter.field);
  const { kind } = entry;
  // A date filter names days (YYYY-MM-DD): a timestamp column compares on its day, so "to 31 Jan" includes 31 Jan.
  const values =
    filter.operator === 'between' ? filter.value : filter.operator === 'in' ? filter.value : [filter.value];
  if (
    kind === 'date' &&
    filter.operator !== 'contains' &&
    values.some((v) => typeof v !== 'string' || !isoDay.test(v))
  ) {
    throw new AppError('VALIDATION_FAILED', {
      details: { fields: [{ path: 'querystring.filter', message: `${filter.field} takes dates as YYYY-MM-DD` }] },
    });
  }
  const column = kind === 'date' && filter.operator !== 'contains' ? sql`(${entry.column})::date` : entry.column;
  switch (filter.operator) {
    case 'contains':
      return sql`${column}::text ilike ${`%${escapeLike(filter.value)}%`}`;
    case 'equals':
      return kind === 'text'
        ? sql`lower(${column}::text) = lower(${String(filter.value)})`
        : sql`${column} = ${filter.value}`;
    case 'gte':
      return sql`${column} >= ${filter.value}`;
    case 'lte':
      return sql`${column} <= ${filter.value}`;
    case 'between':
      return sql`${column} between ${filter.value[0]} and ${filter.value[1]}`;
    case 'in':
      return kind === 'text'
        ? inArray(
            sql`lower(${column}::text)`,
            filter.value.map((v) => String(v).toLowerCase()),
          )
        : sql`${column} in (${sql.join(
            filter.value.map((v) => sql`${v}`),
            sql`, `,
          )})`;
  }
}

/** WHERE for a grid's filters: contains and equals are case-insensitive; unknown fields answer 400. */
export function gridWhere(columns: GridColumns, filters: readonly GridFilter[]): SQL | undefined {
  return and(...filters.map((filter) => condition(columns, filter)));
}

/** ORDER BY for a grid's sort, then the fallback (a unique key keeps paging stable). */
export function gridOrderBy(columns: GridColumns, sort: readonly GridSort[], fallback: SQL[]): SQL[] {
  return [
    ...sort.map((s) => {
      const { column } = columnOf(columns, 'sort', s.field);
      return s.dir === 'desc' ? sql`${desc(column)} nulls last` : sql`${asc(column)} nulls last`;
    }),
    ...fallback,
  ];
}

export function gridPage(query: Pick<GridQuery, 'pageNumber' | 'pageSize'>): { offset: number; limit: number } {
  return { offset: (query.pageNumber - 1) * query.pageSize, limit: query.pageSize };
}
