import { describe, expect, it } from 'vitest';
import { gridQuerySchema, parseGridSort, toGridSearchParams } from './grid-query.schemas';

const parse = (params: URLSearchParams | Record<string, string>) =>
  gridQuerySchema.safeParse(Object.fromEntries(params instanceof URLSearchParams ? params : Object.entries(params)));

describe('grid query string', () => {
  it('round-trips filters, paging and multi-column sort', () => {
    const params = toGridSearchParams({
      filter: [
        { field: 'shipper_name', operator: 'contains', value: 'lone star' },
        { field: 'etd', operator: 'between', value: [20250101, 20250131] },
      ],
      pageNumber: 2,
      pageSize: 50,
      sort: [
        { field: 'eta', dir: 'desc' },
        { field: 'document_no', dir: 'asc' },
      ],
      action: 'export',
    });
    expect(params.toString()).toContain('sort=eta%3Ddesc%26document_no%3Dasc');
    const result = parse(params);
    expect(result.success).toBe(true);
    expect(result.data).toEqual({
      filter: [
        { field: 'shipper_name', operator: 'contains', value: 'lone star' },
        { field: 'etd', operator: 'between', value: [20250101, 20250131] },
      ],
      pageNumber: 2,
      pageSize: 50,
      sort: [
        { field: 'eta', dir: 'desc' },
        { field: 'document_no', dir: 'asc' },
      ],
      action: 'export',
    });
  });

  it('defaults to page 1 of 20 with no filter and no sort', () => {
    expect(parse({}).data).toEqual({ filter: [], pageNumber: 1, pageSize: 20, sort: [] });
  });

  it('explains a negative page, a page size above the maximum and a bad sort', () => {
    const messages = (p: Record<string, string>) => parse(p).error?.issues.map((i) => i.message);
    expect(messages({ pageNumber: '-1' })).toEqual(['pageNumber must be 1 or more']);
    expect(messages({ pageSize: '5000' })).toEqual(['pageSize must be at most 1000']);
    expect(messages({ sort: 'eta=sideways' })).toEqual(['sort must look like field=asc or field=desc, joined by &']);
    expect(messages({ filter: '{oops' })).toEqual(['filter must be a JSON list of { field, operator, value }']);
    expect(messages({ filter: '[{"field":"a;drop","operator":"equals","value":1}]' })?.[0]).toMatch(
      /^filter is not valid/,
    );
    expect(messages({ page: '1' })?.[0]).toMatch(/Unrecognized key/);
  });

  it('parses sort with a default direction', () => {
    expect(parseGridSort('eta')).toEqual([{ field: 'eta', dir: 'asc' }]);
    expect(parseGridSort('')).toEqual([]);
  });
});
