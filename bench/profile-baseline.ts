import { verifyAccessToken } from '@connect/server/src/modules/auth/access-token';
import type { Database } from '@connect/server/src/db/client';
import { companies, companyGroups, memberships, users } from '@connect/server/src/db/schema/identity';
import { sessions } from '@connect/server/src/db/schema/sessions';
import { eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * The baseline of the signed-in profile benchmark: the same token check and the same queries the app runs
 * for GET /api/customer/profile (session, user, memberships with companies, company group, the selected
 * company), answered as plain JSON, without hooks, schemas or plugins.
 */
export function profileBaselineHandler(db: Database, secret: string) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const token = request.headers.authorization?.slice(7) ?? '';
    const claims = verifyAccessToken(token, secret, 'access');
    if (!claims) return reply.code(401).send({});
    const [session] = await db.select().from(sessions).where(eq(sessions.id, claims.sid));
    if (!session || session.revokedAt) return reply.code(401).send({});
    const [user] = await db.select().from(users).where(eq(users.id, session.userId));
    if (!user) return reply.code(401).send({});
    const member = await db
      .select({ id: companies.id, code: companies.code, name: companies.name, permissions: memberships.permissions })
      .from(memberships)
      .innerJoin(companies, eq(companies.id, memberships.companyId))
      .where(eq(memberships.userId, user.id));
    const group = user.companyGroupId
      ? await db.select().from(companyGroups).where(eq(companyGroups.id, user.companyGroupId))
      : [];
    const selected = member.find((m) => m.id === user.selectedCompanyId) ?? member[0];
    const [company] = selected ? await db.select().from(companies).where(eq(companies.code, selected.code)) : [];
    return { uid: user.id, email: user.email, displayName: user.displayName, group: group[0]?.name ?? null, company };
  };
}
