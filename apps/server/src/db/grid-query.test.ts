import { gridQuerySchema } from '@connect/contracts/grid/grid-query.schemas';
import { asc, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/test-app';
import { AppError } from '../errors/app-error';
import type { DatabaseHandle } from './client';
import { gridOrderBy, gridPage, gridWhere, type GridColumns } from './grid-query';
import { users } from './schema/identity';
import { airports } from './schema/reference';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(async () => handle.close());

const columns: GridColumns = {
  code: { column: airports.code, kind: 'text' },
  name: { column: airports.name, kind: 'text' },
  countryCode: { column: airports.countryCode, kind: 'text' },
  latitude: { column: airports.latitude, kind: 'number' },
};

async function run(params: Record<string, string>) {
  const query = gridQuerySchema.parse(params);
  const page = gridPage(query);
  return handle.db
    .select({ code: airports.code, countryCode: airports.countryCode, latitude: airports.latitude })
    .from(airports)
    .where(gridWhere(columns, query.filter))
    .orderBy(...gridOrderBy(columns, query.sort, [asc(airports.code)]))
    .offset(page.offset)
    .limit(page.limit);
}

describe('grid queries on real SQL', () => {
  it('filters case-insensitively with contains and equals, and sorts', async () => {
    const rows = await run({
      filter: JSON.stringify([
        { field: 'countryCode', operator: 'equals', value: 'br' },
        { field: 'name', operator: 'contains', value: 'INTERNATIONAL' },
      ]),
      sort: 'latitude=desc',
    });
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r.countryCode === 'BR')).toBe(true);
    const latitudes = rows.map((r) => r.latitude);
    expect(latitudes).toEqual([...latitudes].sort((a, b) => b - a));
  });

  it('applies ranges and lists, and pages', async () => {
    const rows = await run({
      filter: JSON.stringify([
        { field: 'latitude', operator: 'between', value: [30, 40] },
        { field: 'code', operator: 'in', value: ['dfw', 'LAX', 'atl', 'GRU'] },
      ]),
    });
    expect(rows.map((r) => r.code)).toEqual(['ATL', 'DFW', 'LAX']);
    const second = await run({
      pageNumber: '2',
      pageSize: '2',
      filter: JSON.stringify([{ field: 'code', operator: 'in', value: ['DFW', 'LAX', 'ATL'] }]),
    });
    expect(second.map((r) => r.code)).toEqual(['LAX']);
  });

  it('treats LIKE wildcards as text', async () => {
    expect(await run({ filter: JSON.stringify([{ field: 'name', operator: 'contains', value: '%' }]) })).toEqual([]);
  });

  it('answers a clear 400 for a field the grid does not offer', () => {
    expect(() => gridWhere(columns, [{ field: 'password_hash', operator: 'equals', value: 'x' }])).toThrow(AppError);
    try {
      gridOrderBy(columns, [{ field: 'secret', dir: 'asc' }], [sql`1`]);
    } catch (error) {
      expect((error as AppError).details?.fields).toEqual([
        {
          path: 'querystring.sort',
          message: 'Unknown sort field: secret',
          messageKey: 'server.grid.unknownSortField',
          params: { field: 'secret' },
        },
      ]);
    }
    expect.assertions(2);
  });
});

describe('date filters on instants (decision 027, server days)', () => {
  const instantColumns: GridColumns = { createdAt: { column: users.createdAt, kind: 'date' } };
  const filter = [{ field: 'createdAt', operator: 'equals' as const, value: '2026-11-23' }];

  it("binds the caller's zone as a parameter and compares the instant's day there", () => {
    const where = gridWhere(instantColumns, filter, { timeZone: 'America/Chicago' });
    if (!where) throw new Error('no condition');
    const query = new PgDialect().sqlToQuery(where);
    expect(query.sql).toContain('at time zone $1)::date = $2');
    expect(query.sql).not.toContain('Chicago');
    expect(query.params).toEqual(['America/Chicago', '2026-11-23']);
  });

  it('compares UTC days when no zone is given, and refuses a zone the runtime does not know', () => {
    const where = gridWhere(instantColumns, filter);
    if (!where) throw new Error('no condition');
    expect(new PgDialect().sqlToQuery(where).params).toEqual(['UTC', '2026-11-23']);
    for (const timeZone of ['Central Standard Time', "UTC'; drop table users; --", 'Mars/Olympus'])
      expect(() => gridWhere(instantColumns, filter, { timeZone }), timeZone).toThrow(/unknown time zone/);
  });
});
