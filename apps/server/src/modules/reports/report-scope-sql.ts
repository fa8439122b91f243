import { sql } from 'drizzle-orm';
import { memberships } from '../../db/schema/identity';

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
