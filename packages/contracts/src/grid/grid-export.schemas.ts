import { z } from 'zod';

/**
 * The query parameters every grid's export takes (`GET …/export?format=&columns=`). They live with the grid, not
 * with an area, so an area's schemas (and the pages that use them, guest payment among them) do not load another
 * area's schemas for them.
 */

/** `columns`: the visible exportable columns in the grid's order, comma-separated (default: all). */
export const exportColumnsParam = <const F extends readonly [string, ...string[]]>(fields: F) =>
  z
    .string()
    .max(1000)
    .optional()
    .transform((text, ctx) => {
      if (!text) return [...fields] as F[number][];
      const list = text.split(',').map((f) => f.trim());
      const unknown = list.filter((f) => !(fields as readonly string[]).includes(f));
      if (unknown.length > 0 || list.length === 0) {
        ctx.addIssue({ code: 'custom', message: `Unknown export column: ${unknown.join(', ')}` });
        return z.NEVER;
      }
      return [...new Set(list)] as F[number][];
    });

export const exportFormatParam = z.enum(['csv', 'xlsx', 'pdf'], { message: 'format must be csv, xlsx or pdf' });
