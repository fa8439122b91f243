import type { GridFilter, GridQuery, GridSort } from '@connect/contracts/grid/grid-query.schemas';
import type { MessageKey, MessageParams } from '@connect/contracts/messages/message-keys';
import { and, asc, Column, desc, inArray, is, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { AppError, fieldIssue } from '../errors/app-error';

/** The columns a grid may filter and sort on: field name (as the client knows it) → column and kind. */
export type GridColumns = Record<
  string,
  {
    column: PgColumn | SQL;
    kind: 'text' | 'number' | 'date' | 'boolean';
    /** A number column holding decimals; read from the column's SQL type when absent (computed: whole numbers). */
    decimal?: boolean;
  }
>;

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
/** YYYY-MM-DD naming a real day the database can hold (no 31 February, no year 0). */
function isCalendarDay(value: string | number): value is string {
  if (typeof value !== 'string' || !isoDay.test(value) || value.startsWith('0000')) return false;
  const day = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === value;
}

const decimalText = /^-?\d{1,30}(\.\d{1,30})?$/;
const int4 = { min: -2147483648, max: 2147483647 };
const booleanWords: Record<string, boolean> = { true: true, false: false, yes: true, no: false, '1': true, '0': false };

function filterProblem(field: string, messageKey: MessageKey, params: MessageParams = {}): AppError {
  return new AppError('VALIDATION_FAILED', {
    details: { fields: [fieldIssue('querystring.filter', messageKey, { field, ...params })] },
  });
}

/** Whether a number column holds whole numbers (integer columns, and computed columns unless told otherwise). */
function holdsWholeNumbers(entry: GridColumns[string]): boolean {
  if (entry.decimal !== undefined) return !entry.decimal;
  const sqlType = is(entry.column, Column) ? entry.column.getSQLType().toLowerCase() : 'integer';
  return /^(smallint|integer|int|int2|int4|serial|smallserial)$/.test(sqlType);
}

/**
 * A filter value as the column's type, checked before any SQL runs: a number column takes numbers (whole numbers
 * in the column's range for integer columns), a yes/no column true/false/yes/no/1/0, a date column YYYY-MM-DD.
 * A value of the wrong type is a 400 with the spec's message, never a database error (issue #15).
 */
function typedValue(entry: GridColumns[string], field: string, value: string | number): string | number | boolean {
  switch (entry.kind) {
    case 'number': {
      const number = typeof value === 'number' ? value : decimalText.test(value.trim()) ? Number(value) : Number.NaN;
      if (!Number.isFinite(number)) throw filterProblem(field, 'server.grid.filterNumber');
      if (holdsWholeNumbers(entry) && (!Number.isInteger(number) || number < int4.min || number > int4.max))
        throw filterProblem(field, 'server.grid.filterWholeNumber', int4);
      return number;
    }
    case 'boolean': {
      const flag = booleanWords[String(value).trim().toLowerCase()];
      if (flag === undefined) throw filterProblem(field, 'server.grid.filterBoolean');
      return flag;
    }
    case 'date':
      if (!isCalendarDay(value)) throw filterProblem(field, 'server.grid.filterDate');
      return value;
    case 'text':
      return value;
  }
}

function condition(columns: GridColumns, filter: GridFilter): SQL | undefined {
  const entry = columnOf(columns, 'filter', filter.field);
  const { kind } = entry;
  if (filter.operator === 'contains') {
    // Any column is searched as text; a date column as its day.
    return sql`${entry.column}::text ilike ${`%${escapeLike(filter.value)}%`}`;
  }
  const typed = (value: string | number) => typedValue(entry, filter.field, value);
  // A date filter names days (YYYY-MM-DD): a timestamp column compares on its day, so "to 31 Jan" includes 31 Jan.
  const column = kind === 'date' ? sql`(${entry.column})::date` : entry.column;
  switch (filter.operator) {
    case 'equals': {
      const value = typed(filter.value);
      return kind === 'text' ? sql`lower(${column}::text) = lower(${String(value)})` : sql`${column} = ${value}`;
    }
    case 'gte':
      return sql`${column} >= ${typed(filter.value)}`;
    case 'lte':
      return sql`${column} <= ${typed(filter.value)}`;
    case 'between':
      return sql`${column} between ${typed(filter.value[0])} and ${typed(filter.value[1])}`;
    case 'in': {
      const values = filter.value.map(typed);
      return kind === 'text'
        ? inArray(
            sql`lower(${column}::text)`,
            values.map((v) => String(v).toLowerCase()),
          )
        : sql`${column} in (${sql.join(
            values.map((v) => sql`${v}`),
            sql`, `,
          )})`;
    }
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
