import { useQuery } from '@tanstack/react-query';
import { adminKeys } from '../api/admin-keys';
import { getAdminUsers } from '../api/get-admin-users';

export type KnownCompany = { companyCode: string; name: string };

/**
 * The companies an admin can invite to or filter by. There is no admin company list call yet, so this is
 * the union of the companies users belong to (first 1,000 users).
 */
export function useKnownCompanies() {
  return useQuery({
    queryKey: adminKeys.knownCompanies(),
    queryFn: ({ signal }) => getAdminUsers({ pageNumber: 1, pageSize: 1000 }, signal),
    staleTime: 60_000,
    select: (page) => {
      const byCode = new Map<string, KnownCompany>();
      for (const user of page.items) {
        for (const company of user.companies)
          byCode.set(company.companyCode, { companyCode: company.companyCode, name: company.name });
      }
      return [...byCode.values()].sort((a, b) => a.name.localeCompare(b.name));
    },
  });
}
