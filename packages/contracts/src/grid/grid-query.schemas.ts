import { z } from 'zod';

/**
 * The grid's server-mode query string (spec 2 §7): filter, pageNumber, pageSize, sort (field=dir joined by
 * &, sent URL-encoded as one parameter) and action. Page sizes 20, 50, 100, 200 and All (1000).
 */
export const gridPageSizes = [20, 50, 100, 200, 1000] as const;
export const gridMaxPageSize = 1000;
export const gridDefaultPageSize = 20;

const fieldName = z
  .string()
  .regex(/^[A-Za-z_][A-Za-z0-9_]{0,63}$/, { message: 'Field names are letters, digits and _' });
const scalar = z.union([z.string().max(500), z.number()]);

export const gridFilterSchema = z.discriminatedUnion('operator', [
  z.strictObject({ field: fieldName, operator: z.literal('contains'), value: z.string().max(500) }),
  z.strictObject({ field: fieldName, operator: z.literal('equals'), value: scalar }),
  z.strictObject({ field: fieldName, operator: z.literal('gte'), value: scalar }),
  z.strictObject({ field: fieldName, operator: z.literal('lte'), value: scalar }),
  z.strictObject({ field: fieldName, operator: z.literal('between'), value: z.tuple([scalar, scalar]) }),
  z.strictObject({ field: fieldName, operator: z.literal('in'), value: z.array(scalar).min(1).max(200) }),
]);

export const gridSortSchema = z.object({ field: fieldName, dir: z.enum(['asc', 'desc']) });

export type GridFilter = z.infer<typeof gridFilterSchema>;
export type GridSort = z.infer<typeof gridSortSchema>;

/** "eta=desc&document_no=asc" → [{ field: 'eta', dir: 'desc' }, ...]. */
export function parseGridSort(text: string): GridSort[] {
  if (text.trim() === '') return [];
  return text.split('&').map((part) => {
    const [field = '', dir = 'asc'] = part.split('=');
    return gridSortSchema.parse({ field: field.trim(), dir: dir.trim().toLowerCase() });
  });
}

export function formatGridSort(sort: readonly GridSort[]): string {
  return sort.map((s) => `${s.field}=${s.dir}`).join('&');
}

const sortParam = z
  .string()
  .max(500)
  .transform((text, ctx) => {
    try {
      return parseGridSort(text);
    } catch {
      ctx.addIssue({ code: 'custom', message: 'sort must look like field=asc or field=desc, joined by &' });
      return z.NEVER;
    }
  });

const filterParam = z
  .string()
  .max(8000)
  .transform((text, ctx) => {
    if (text.trim() === '') return [];
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      ctx.addIssue({ code: 'custom', message: 'filter must be a JSON list of { field, operator, value }' });
      return z.NEVER;
    }
    const parsed = z.array(gridFilterSchema).max(50).safeParse(json);
    if (!parsed.success) {
      ctx.addIssue({
        code: 'custom',
        message: `filter is not valid: ${parsed.error.issues[0]?.message ?? 'unknown problem'}`,
      });
      return z.NEVER;
    }
    return parsed.data;
  });

export const gridQuerySchema = z.strictObject({
  filter: filterParam.optional().transform((v) => v ?? []),
  pageNumber: z.coerce
    .number({ message: 'pageNumber must be a number' })
    .int({ message: 'pageNumber must be a whole number' })
    .min(1, { message: 'pageNumber must be 1 or more' })
    .default(1),
  pageSize: z.coerce
    .number({ message: 'pageSize must be a number' })
    .int({ message: 'pageSize must be a whole number' })
    .min(1, { message: 'pageSize must be 1 or more' })
    .max(gridMaxPageSize, { message: `pageSize must be at most ${gridMaxPageSize}` })
    .default(gridDefaultPageSize),
  sort: sortParam.optional().transform((v) => v ?? []),
  action: z.string().max(50).optional(),
});

export type GridQuery = z.infer<typeof gridQuerySchema>;

/** Builds the query string a grid in server mode sends. */
export function toGridSearchParams(query: {
  filter?: readonly GridFilter[];
  pageNumber?: number;
  pageSize?: number;
  sort?: readonly GridSort[];
  action?: string;
}): URLSearchParams {
  const params = new URLSearchParams();
  if (query.filter && query.filter.length > 0) params.set('filter', JSON.stringify(query.filter));
  if (query.pageNumber !== undefined) params.set('pageNumber', String(query.pageNumber));
  if (query.pageSize !== undefined) params.set('pageSize', String(query.pageSize));
  if (query.sort && query.sort.length > 0) params.set('sort', formatGridSort(query.sort));
  if (query.action) params.set('action', query.action);
  return params;
}

export { gridPageSchema } from './grid-page.schemas';
