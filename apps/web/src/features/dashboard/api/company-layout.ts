import {
  companyDashboardLayoutResponseSchema,
  type PlacedWidget,
} from '@connect/contracts/dashboard/dashboard.schemas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { dashboardKeys } from './dashboard-keys';

const layoutUrl = (companyCode: string) => `/api/dashboard/companies/${encodeURIComponent(companyCode)}/Widgets`;
const companyLayoutKey = (companyCode: string) => [...dashboardKeys.all, 'companyLayout', companyCode] as const;

/** GET the forwarder's default layout of a company (staff; decision 051): null widgets while the standard applies. */
export function useCompanyLayout(companyCode: string | null) {
  return useQuery({
    queryKey: companyLayoutKey(companyCode ?? ''),
    queryFn: ({ signal }) =>
      apiRequest(layoutUrl(companyCode ?? ''), { schema: companyDashboardLayoutResponseSchema, loader: false, signal }),
    enabled: Boolean(companyCode),
    retry: false,
  });
}

/** PUT the company default: the shown widgets in order; an empty list puts the company back on the standard layout. */
export function useSaveCompanyLayout(companyCode: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (widgets: PlacedWidget[]) =>
      apiRequest(layoutUrl(companyCode), {
        method: 'PUT',
        body: { widgets },
        schema: companyDashboardLayoutResponseSchema,
      }),
    onSuccess: (answer) => {
      client.setQueryData(companyLayoutKey(companyCode), answer);
      // A staff member who is also a member of that company sees the change on their own board.
      void client.invalidateQueries({ queryKey: [...dashboardKeys.all, 'widgets'] });
    },
  });
}
