import { adminHomeResponseSchema } from '@connect/contracts/admin/admin-home.schemas';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { adminKeys } from './admin-keys';

/** The admin home's counts (one call); kept fresh for a minute and refreshed when the admin comes back to the tab. */
export function useAdminHome() {
  return useQuery({
    queryKey: [...adminKeys.all, 'home'] as const,
    queryFn: ({ signal }) => apiRequest('/api/admin/home', { schema: adminHomeResponseSchema, signal }),
    staleTime: 60_000,
    refetchOnWindowFocus: true,
  });
}
