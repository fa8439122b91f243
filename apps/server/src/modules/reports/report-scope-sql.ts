import { sql, type SQL } from 'drizzle-orm';
import { memberships } from '../../db/schema/identity';
import { reportPermissions, reportRoleReports, reportRoles } from '../../db/schema/reports';

/** SQL pieces of the report managers' scope (decision 095), shared by the reports' and roles' repositories. */
export const idList = (ids: string[]) =>
  ids.length
    ? sql.join(
        ids.map((id) => sql`${id}::uuid`),
        sql`, `,
      )
    : sql`null::uuid`;

/** The members of the scope's companies (a subquery of user ids). */
export const scopeMembers = (companyIds: string[]) =>
  sql`(select m.user_id from ${memberships} m where m.company_id in (${idList(companyIds)}))`;

/**
 * Whether permission row `p` is a user's grant made in one of `companies` (a list for `in (...)`) to a user who is
 * still a member there. The forwarder's user grants (no granting company) belong to no company.
 */
export const grantedIn = (companies: SQL) =>
  sql`(p.granted_in_company_id in (${companies}) and exists (select 1 from ${memberships} gm
        where gm.user_id = p.user_id and gm.company_id = p.granted_in_company_id))`;

/**
 * Whether a report (`reportId`, an SQL expression) lies in one of `companies` (decision 095): given to the company,
 * granted to a user in the company, or in one of the company's report roles. Only such a company's report admin
 * sees and manages the report; another company's grants never count.
 */
export const reportInCompanies = (reportId: SQL, companies: SQL) =>
  sql`(exists (select 1 from ${reportPermissions} p where p.report_id = ${reportId}
          and (p.company_id in (${companies}) or ${grantedIn(companies)}))
        or exists (select 1 from ${reportRoleReports} rr join ${reportRoles} r on r.id = rr.role_id
          where rr.report_id = ${reportId} and r.company_id in (${companies})))`;
