import { outboxResponseSchema } from '@connect/contracts/admin/admin.schemas';
import { toGridSearchParams } from '@connect/contracts/grid/grid-query.schemas';
import type { z } from 'zod';
import type { GridRequest } from '@/components/data-grid/grid-types';
import { apiRequest } from '@/lib/api-client';

export type OutboxPage = z.infer<typeof outboxResponseSchema>;

/** GET /api/admin/mail-outbox: the mail the portal stored or sent, in the grid's server mode. */
export function getMailOutbox(request: GridRequest, signal?: AbortSignal): Promise<OutboxPage> {
  return apiRequest('/api/admin/mail-outbox', {
    query: Object.fromEntries(toGridSearchParams(request)),
    schema: outboxResponseSchema,
    loader: false,
    signal,
  });
}
