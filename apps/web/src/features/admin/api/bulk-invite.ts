import {
  bulkInviteCommitResponseSchema,
  bulkInviteDryRunResponseSchema,
  type BulkInviteCommitResponse,
  type BulkInviteDryRunResponse,
} from '@connect/contracts/admin/admin-bulk-invite.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { adminKeys } from './admin-keys';

/** POST /api/admin/invites/bulk/dry-run with the file's text (text/csv): every row and its problems. */
export function useBulkInviteDryRun() {
  return useMutation({
    mutationFn: (csv: string): Promise<BulkInviteDryRunResponse> =>
      apiRequest('/api/admin/invites/bulk/dry-run', {
        method: 'POST',
        rawBody: { contentType: 'text/csv', data: csv },
        schema: bulkInviteDryRunResponseSchema,
      }),
  });
}

/** POST /api/admin/invites/bulk: invites the valid rows of the same file (mail goes out). */
export function useBulkInvite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (csv: string): Promise<BulkInviteCommitResponse> =>
      apiRequest('/api/admin/invites/bulk', {
        method: 'POST',
        rawBody: { contentType: 'text/csv', data: csv },
        schema: bulkInviteCommitResponseSchema,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}
