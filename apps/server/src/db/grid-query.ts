import type { GridFilter, GridQuery, GridSort } from '@connect/contracts/grid/grid-query.schemas';
import type { MessageKey, MessageParams } from '@connect/contracts/messages/message-keys';
import { isTimeZone } from '@connect/domain/dates/time-zones';
import { and, asc, Column, desc, inArray, is, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { AppError, fieldIssue } from '../errors/app-error';
import { containsPattern } from './like-pattern';

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

function unknownField(place: 'filter' | 'sort', field: string): AppError {
  return new AppError('VALIDATION_FAILED', {
    details: {
      fields: [
        fieldIssue(
          `querystring.${place}`,
          place === 'filter' ? 'server.grid.unknownFilterField' : 'server.grid.unknownSortField',
          {
            field,
          },
        ),
      ],
    },
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

/** Whether a column holds instants (timestamp with time zone), whose day depends on the zone it is read in. */
function holdsInstants(entry: GridColumns[string]): boolean {
  if (!is(entry.column, Column)) return false;
  return /^(timestamptz|timestamp(\s*\(\d+\))? with time zone)$/.test(entry.column.getSQLType().toLowerCase());
}

/**
 * A date column as the day the grid shows: an instant's calendar day in the caller's zone (bound, never
 * interpolated: `(column at time zone $zone)::date`), a `date` column as it is.
 */
function dayOf(entry: GridColumns[string], timeZone: string): SQL | PgColumn {
  if (holdsInstants(entry)) return sql`(${entry.column} at time zone ${timeZone})::date`;
  return sql`(${entry.column})::date`;
}

function condition(columns: GridColumns, filter: GridFilter, timeZone: string): SQL | undefined {
  const entry = columnOf(columns, 'filter', filter.field);
  const { kind } = entry;
  if (filter.operator === 'contains') {
    // Any column is searched as text; an instant as its day in the caller's zone (what the grid shows).
    const text =
      kind === 'date' && holdsInstants(entry) ? sql`${dayOf(entry, timeZone)}::text` : sql`${entry.column}::text`;
    return sql`${text} ilike ${containsPattern(filter.value)}`;
  }
  const typed = (value: string | number) => typedValue(entry, filter.field, value);
  // A date filter names days (YYYY-MM-DD): a timestamp column compares on its day in the caller's zone, so
  // "to 31 Jan" includes 31 Jan and an ETA at 03:00 UTC is the previous day's in Chicago (decision 027).
  const column = kind === 'date' ? dayOf(entry, timeZone) : entry.column;
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

/**
 * WHERE for a grid's filters: contains and equals are case-insensitive; unknown fields answer 400. Date filters
 * on instant columns compare days in `timeZone` (an IANA zone, e.g. `userTimeZone(...)`; UTC when not given).
 */
export function gridWhere(
  columns: GridColumns,
  filters: readonly GridFilter[],
  options: { timeZone?: string } = {},
): SQL | undefined {
  const timeZone = options.timeZone ?? 'UTC';
  // The zone is bound as a parameter; still, only a zone the runtime knows reaches the database.
  if (!isTimeZone(timeZone)) throw new Error(`gridWhere: unknown time zone ${JSON.stringify(timeZone)}`);
  return and(...filters.map((filter) => condition(columns, filter, timeZone)));
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
