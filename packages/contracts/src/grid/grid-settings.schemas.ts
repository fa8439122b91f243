import { z } from 'zod';
import { gridMaxPageSize, gridFilterSchema, gridSortSchema } from './grid-query.schemas';

export const gridKeyParamsSchema = z.strictObject({
  gridKey: z.string().regex(/^[a-z0-9][a-z0-9-]{0,62}$/, { message: 'Grid keys are lower-case letters, digits and -' }),
});

const columnName = z.string().min(1).max(64);

/** What a user changed in a grid: column order, hidden columns, widths, page size, sort and filters. */
export const gridSettingsSchema = z.strictObject({
  columnOrder: z.array(columnName).max(200).default([]),
  hiddenColumns: z.array(columnName).max(200).default([]),
  columnWidths: z.record(columnName, z.number().int().min(40).max(2000)).default({}),
  pageSize: z.number().int().min(1).max(gridMaxPageSize).optional(),
  sort: z.array(gridSortSchema).max(10).default([]),
  filters: z.array(gridFilterSchema).max(50).default([]),
});

export const gridSettingsResponseSchema = z.object({
  gridKey: z.string(),
  settings: gridSettingsSchema.nullable(),
  updatedAt: z.string().nullable(),
});

export type GridSettings = z.infer<typeof gridSettingsSchema>;
export type GridSettingsResponse = z.infer<typeof gridSettingsResponseSchema>;
