import { outboxResponseSchema } from '@connect/contracts/admin/admin.schemas';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { adminKeys } from './admin-keys';

export type OutboxPage = z.infer<typeof outboxResponseSchema>;

/** GET /api/admin/mail-outbox: the mail the portal stored or sent (invites and resets without SMTP). */
export function getMailOutbox(pageNumber: number, pageSize: number, signal?: AbortSignal): Promise<OutboxPage> {
  return apiRequest('/api/admin/mail-outbox', {
    query: { pageNumber, pageSize },
    schema: outboxResponseSchema,
    loader: false,
    signal,
  });
}

export function getMailOutboxQueryOptions(pageNumber: number, pageSize: number) {
  return queryOptions({
    queryKey: adminKeys.outboxPage(pageNumber, pageSize),
    queryFn: ({ signal }) => getMailOutbox(pageNumber, pageSize, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

export function useMailOutbox(pageNumber: number, pageSize: number) {
  return useQuery(getMailOutboxQueryOptions(pageNumber, pageSize));
}
