import { z } from 'zod';

/**
 * A page of a grid's rows as the server answers it: the rows, the total after filters, and the page asked for.
 * Apart from the grid's query schemas, so a page that only reads a list (guest payment) does not build them.
 */
export const gridPageSchema = <T extends z.ZodType>(row: T) =>
  z.object({ items: z.array(row), total: z.number().int(), pageNumber: z.number().int(), pageSize: z.number().int() });
