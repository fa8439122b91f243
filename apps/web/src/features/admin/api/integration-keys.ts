import { messageResponseSchema } from '@connect/contracts/auth/auth.schemas';
import {
  createIntegrationKeyResponseSchema,
  integrationKeysResponseSchema,
} from '@connect/contracts/shipments/shipments-feed.schemas';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { adminKeys } from './admin-keys';

const keysKey = () => [...adminKeys.all, 'integration-keys'] as const;

/** GET /api/admin/integration-keys: the keys without the secrets. */
export function getIntegrationKeys() {
  return apiRequest('/api/admin/integration-keys', { schema: integrationKeysResponseSchema, loader: false });
}

export const integrationKeysQueryOptions = () => queryOptions({ queryKey: keysKey(), queryFn: getIntegrationKeys });

export function useIntegrationKeys() {
  return useQuery(integrationKeysQueryOptions());
}

/** POST /api/admin/integration-keys: the answer carries the key, the only time it is shown. */
export function useCreateIntegrationKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (name: string) =>
      apiRequest('/api/admin/integration-keys', {
        method: 'POST',
        body: { name },
        schema: createIntegrationKeyResponseSchema,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keysKey() }),
  });
}

/** DELETE /api/admin/integration-keys/:keyId: revoked at once. */
export function useRevokeIntegrationKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (keyId: string) =>
      apiRequest(`/api/admin/integration-keys/${encodeURIComponent(keyId)}`, {
        method: 'DELETE',
        schema: messageResponseSchema,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keysKey() }),
  });
}
